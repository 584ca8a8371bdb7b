package verify

import (
	"strings"
	"testing"
	"unicode"
)

// TestByteScan holds digits8 and upper8 to the byte tests they stand
// for, for every ASCII byte at every place of a word of other ASCII bytes.
func TestByteScan(t *testing.T) {
	for x := 0; x < 128; x++ {
		for pos := 0; pos < 8; pos++ {
			var b [8]byte
			for k := range b {
				b[k] = byte((x*7 + k*13) % 128)
			}
			b[pos] = byte(x)
			w := load8(string(b[:]), 0)
			for k := range b {
				d := b[k] >= '0' && b[k] <= '9'
				u := b[k] >= 'A' && b[k] <= 'Z'
				if (digits8(w)>>(8*k+7))&1 == 1 != d || (upper8(w)>>(8*k+7))&1 == 1 != u {
					t.Fatalf("byte %q", b[k])
				}
			}
		}
	}
}

// TestNextCodeByte holds nextCodeByte to the byte loop it stands for, over
// texts of ASCII and of bytes past it, from every start.
func TestNextCodeByte(t *testing.T) {
	for _, s := range []string{
		"", "a", "Z", "the reports folder holds 40 files", "abXYZ and x86 or MW73 RNN",
		"渡辺 フミ 与 3号 A1", "lowercase only, no code bytes here at all", "é9ÉZ",
	} {
		for i := 0; i <= len(s); i++ {
			want := i
			for want < len(s) && !codeByte(s[want]) {
				want++
			}
			if got := nextCodeByte(s, i); got != want {
				t.Fatalf("nextCodeByte(%q, %d) = %d, want %d", s, i, got, want)
			}
		}
	}
}

// TestNextWideLead holds nextWideLead to the byte loop it stands for, for
// every byte at every place of a word and from every start.
func TestNextWideLead(t *testing.T) {
	for x := 0; x < 256; x++ {
		for pos := 0; pos < 11; pos++ {
			b := []byte("plain ascii")
			b[pos] = byte(x)
			s := string(b) + "中"
			for i := 0; i <= len(s); i++ {
				want := i
				for want < len(s) && s[want] < 0xe2 {
					want++
				}
				if got := nextWideLead(s, i); got != want {
					t.Fatalf("nextWideLead(%q, %d) = %d, want %d", s, i, got, want)
				}
			}
		}
	}
}

// TestInLineScans holds hasDigit, folded and jaSentenceEnd to the library
// calls they stand for, over texts of every script the replies use and
// over broken UTF-8 (a lead byte cut off, a stray continuation byte).
func TestInLineScans(t *testing.T) {
	for _, s := range []string{
		"", "a", "Z", "no digits here", "x86", "渡辺 フミ 与 3号", "仓库共有五个批次。", "Ｂ４ size",
		"गोदाम ४ में", "٣ items", "送れます！次？", "done!", "line\nnext", "\xe3\x80", "\xe3A\x82Z",
		"\xe4\xb8", "\x80\xe3\x80\x82", "中\xe9Z", "Éé ΣΑ", "テストです。", "\xef\xbc", "x\xef\xbc\x9f",
		"the reports folder holds files 7 and more", "abcdefghé٣xyzxyzxyz", "गोदाम\xe0\xa4Aमें", "\xe0\xa5\xa6", "\xe0\xa5", "ि९", "Z\xe0\xa4\xa4A", "चलाना होगा, aa a", "xहोगा होगा",
	} {
		for i := 0; i <= len(s); i++ {
			u := s[i:]
			if got, want := hasDigit(u), strings.IndexFunc(u, unicode.IsDigit) >= 0; got != want {
				t.Errorf("hasDigit(%q) = %v", u, got)
			}
			if got, want := folded(u), foldCase(u) == u && appendFoldString(u) == u; got != want {
				t.Errorf("folded(%q) = %v", u, got)
			}
			if got, want := jaSentenceEnd(u), strings.IndexAny(u, "。！？!?\n"); got != want {
				t.Errorf("jaSentenceEnd(%q) = %d, want %d", u, got, want)
			}
			for _, a := range []string{"a", "ें", "होगा", "x"} {
				if got, want := spacedIndex(u, a), strings.Index(u, " "+a); got != want {
					t.Errorf("spacedIndex(%q, %q) = %d, want %d", u, a, got, want)
				}
			}
		}
	}
}

// appendFoldString is foldCase without its folded shortcut.
func appendFoldString(s string) string { return string(appendFold(nil, s)) }
