package verify

import "testing"

func BenchmarkZZFind(b *testing.B) {
	reply, _ := benchInput(b, 10<<10)
	f := foldCase(reply)
	for b.Loop() {
		find(f, nil, lexicon)
	}
}
func BenchmarkZZNums(b *testing.B) {
	reply, _ := benchInput(b, 10<<10)
	f := foldCase(reply)
	for b.Loop() {
		scanNumbers(f)
	}
}
