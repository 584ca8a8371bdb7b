package verify

import (
	"math/rand"
	"slices"
	"strings"
	"testing"
)

// TestWordIndexSameAnswers: a long result's suffix array answers wordIn,
// hasSubstr, containsFoldASCII and the line holding a word as reading
// the text does, for
// words at the text's ends, inside longer words, after digits and
// hyphens, and absent.
func TestWordIndexSameAnswers(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	parts := []string{"ab", "ab1", "x", "infra-772", "7", "-", " ", "\n", "é", "_", "Q", "sara", "lindqvist", "zz", "INFRA-", "K", "ſ", "Sara"}
	var b strings.Builder
	for b.Len() < 3*wordIndexMin {
		b.WriteString(parts[r.Intn(len(parts))])
	}
	text := "ab1 " + b.String() + " sara"
	c := &check{calls: []callInfo{{Call: Call{Args: text}, folded: text}}}
	lines := c.calls[0].resultLines()
	var words []string
	for range 400 {
		i := r.Intn(len(text) - 12)
		words = append(words, text[i:i+1+r.Intn(10)])
	}
	words = append(words, "SARA", "Infra-772", "k", "s", "KS", "ab1", "sara", "infra-772", "lindqvist", "ab", "b1", "nothere", "infra-7720", "a")
	for round := range 2 {
		for _, w := range words {
			if got, want := c.wordInCall(0, w), wordIn(text, w); got != want {
				t.Fatalf("round %d: wordInCall(%q) = %v, wordIn %v", round, w, got, want)
			}
			if got, want := c.substrInCall(0, w), hasSubstr(text, w); got != want {
				t.Fatalf("round %d: substrInCall(%q) = %v, hasSubstr %v", round, w, got, want)
			}
			if got, want := c.substrInArgs(0, w), hasSubstr(c.calls[0].foldedArgs(), w); got != want {
				t.Fatalf("round %d: substrInArgs(%q) = %v, hasSubstr %v", round, w, got, want)
			}
			if got, want := c.argsFold(0, w), containsFoldASCII(text, w); got != want {
				t.Fatalf("round %d: argsFold(%q) = %v, containsFoldASCII %v", round, w, got, want)
			}
			if got, want := c.wordLine(0, lines, w), linesHolding(lines, w); got != want {
				t.Fatalf("round %d: wordLine(%q) = %d, line by line %d", round, w, got, want)
			}
		}
		if c.calls[0].resIdx.x == nil || c.calls[0].argIdx.x == nil || c.calls[0].foldIdx.x == nil {
			t.Fatal("no index built after many reads")
		}
	}
	// A few long lines, as checkLineMix reads them.
	long := strings.Repeat("word ", wordIndexMin/4)
	text = "AB-1 CF-1 5000 " + long + "\nAB-2 CF-1 5000 " + long + "\nZ900 777 b\n"
	c = &check{calls: []callInfo{{folded: text}}}
	lines = c.calls[0].resultLines()
	for range 2 * wordIndexReads {
		for w, want := range map[string]int{"ab-1": -1, "AB-1": 0, "CF-1": -2, "Z900": 2, "777": 2, "word": -2, "nothere": -1} {
			if got := c.wordLine(0, lines, w); got != want {
				t.Fatalf("wordLine(%q) = %d, want %d", w, got, want)
			}
		}
	}
}

// TestCountFlagBeforeTail: countFlagBefore reads only the end of a long
// argument text, and answers as lowering all of it does.
func TestCountFlagBeforeTail(t *testing.T) {
	for _, f := range countFlags {
		if len(f) > maxCountFlag {
			t.Fatalf("flag %q longer than maxCountFlag %d", f, maxCountFlag)
		}
	}
	whole := func(a string) bool {
		a = strings.ToLower(strings.TrimRight(a, " =:\"'-"))
		for _, f := range countFlags {
			if hasSuffix(a, f) && (len(a) == len(f) || !isLetterByte(a[len(a)-len(f)-1]) || f[0] == '-') {
				return true
			}
		}
		return false
	}
	for _, pre := range []string{"", "x", "\u212a\u212a\u212a", strings.Repeat("\u212a", 40), strings.Repeat("é", 50), strings.Repeat("İ", 30), "tail -", "abc"} {
		for _, f := range append(countFlags, "Max_Results", "xlimit", "LIMIT", "foo") {
			for _, post := range []string{"", "=", " : '", "-"} {
				a := pre + f + post
				if got, want := countFlagBefore(a), whole(a); got != want {
					t.Fatalf("countFlagBefore(%q) = %v, want %v", a, got, want)
				}
				a = pre + " " + f + post
				if got, want := countFlagBefore(a), whole(a); got != want {
					t.Fatalf("countFlagBefore(%q) = %v, want %v", a, got, want)
				}
			}
		}
	}
}

// TestOkArgsHoldDigitsIndexed: okArgsHoldDigits answers from a long
// argument text's index as searching it does, places overlapping a
// rejected one included ("51 1 1" holds "1 1" only after a digit, and the
// search goes on past it).
func TestOkArgsHoldDigitsIndexed(t *testing.T) {
	args := strings.Repeat("v 12.5, 7,5 51 1 1 x8.50 ", wordIndexMin/20)
	c := &check{calls: []callInfo{{Call: Call{Args: args}, ok: true}}}
	c2 := &check{calls: []callInfo{{Call: Call{Args: args}, ok: true}}}
	for round := range 3 * wordIndexReads {
		for _, d := range []string{"12.5", "2.5", "7,5", "1 1", "51", "8.5", "8.50", "50", "1", "5", "99"} {
			got := c.okArgsHoldDigits(d)
			c2.calls[0].argIdx = textIndex{} // never indexed: read as before
			if want := c2.okArgsHoldDigits(d); got != want {
				t.Fatalf("round %d: okArgsHoldDigits(%q) = %v, searching gives %v", round, d, got, want)
			}
		}
	}
	if c.calls[0].argIdx.x == nil {
		t.Fatal("no index built")
	}
}

// FuzzWordIndex checks that a long text's suffix array answers wordIn,
// hasSubstr, containsFoldASCII and the line holding a word as reading the
// text does, whatever the text and the word.
func FuzzWordIndex(f *testing.F) {
	f.Add("INFRA-772 assignee Sara\nab1 x-ab1 ab12\n", "ab1")
	f.Add("é_K\u212a 5000\n5000 CF-1\n", "cf-1")
	f.Fuzz(func(t *testing.T, part, w string) {
		if part == "" || w == "" || len(w) > 64 { // wordIn is asked of no empty word
			return
		}
		text := strings.Repeat(part, wordIndexMin/len(part)+1)
		c := &check{calls: []callInfo{{Call: Call{Args: text}, folded: text}}}
		lines := c.calls[0].resultLines()
		for round := range wordIndexReads + 2 {
			if got, want := c.wordInCall(0, w), wordIn(text, w); got != want {
				t.Fatalf("round %d: wordInCall(%q) = %v, wordIn %v", round, w, got, want)
			}
			if got, want := c.substrInCall(0, w), hasSubstr(text, w); got != want {
				t.Fatalf("round %d: substrInCall(%q) = %v, hasSubstr %v", round, w, got, want)
			}
			if got, want := c.argsFold(0, w), containsFoldASCII(text, w); got != want {
				t.Fatalf("round %d: argsFold(%q) = %v, containsFoldASCII %v", round, w, got, want)
			}
			if got, want := c.wordLine(0, lines, w), linesHolding(lines, w); got != want {
				t.Fatalf("round %d: wordLine(%q) = %d, line by line %d", round, w, got, want)
			}
			var want []int
			for i, l := range lines {
				if wordIn(l, w) {
					want = append(want, i)
				}
			}
			if got := c.linesWith(nil, 0, lines, w); !slices.Equal(got, want) {
				t.Fatalf("round %d: linesWith(%q) = %v, want %v", round, w, got, want)
			}
		}
	})
}
