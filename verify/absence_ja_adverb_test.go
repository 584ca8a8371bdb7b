package verify

import "testing"

// TestJaExistAdverb: an adverb between a Japanese existential and its
// topic (もう, 特に, 一切) leaves the topic what is said to be absent.
func TestJaExistAdverb(t *testing.T) {
	const list = "部品,状態\nボルト,出荷待ち\nナット,出荷済み"
	runAbsenceCases(t, []absenceCase{
		{"ja mou", "ja", "出荷待ちの部品はありますか？", "parts_query", `{"site":"A"}`, list, 2,
			"出荷待ちの部品はもうありません{{receipt:c1}}。", true},
		{"ja tokuni", "ja", "出荷待ちの部品はありますか？", "parts_query", `{"site":"A"}`, list, 2,
			"出荷待ちの部品は特にありませんので、安心してください{{receipt:c1}}。", true},
		{"ja adverb, topic of another thing", "ja", "出荷待ちの部品はありますか？", "parts_query", `{"site":"A"}`, list, 2,
			"ボルトが出荷待ちです{{receipt:c1}}。ご心配は特にありません。", false},
	})
}
