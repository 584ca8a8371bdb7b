package verify

import "testing"

// TestBucketSplitKeepsTerms checks that a split bucket's list for a text
// that starts with one of its terms still holds that term: the split may
// only drop terms that differ from the text.
func TestBucketSplitKeepsTerms(t *testing.T) {
	split := 0
	for _, tb := range []*table{&lexicon().long, &lexicon().short} {
		for bi := range tb.buckets {
			b := &tb.buckets[bi]
			if b.at != 0 {
				split++
			}
			for _, c := range b.cands {
				for _, text := range []string{c.t.text, c.t.text + " x", c.t.text + "zzzzzzzzzzzzzzzzzzzzzzzz"} {
					found := false
					for _, d := range b.of(text, 0) {
						found = found || d.t == c.t
					}
					if !found {
						t.Errorf("bucket split on byte %d drops %q at the start of %q", b.at, c.t.text, text)
					}
				}
			}
		}
	}
	if split == 0 {
		t.Error("no bucket of the lexicon is split")
	}
}
