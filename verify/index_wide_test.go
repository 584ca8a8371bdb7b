package verify

import (
	"strings"
	"testing"
)

// TestIndexWide checks indexWide against strings.Index on texts and
// words of every script the checker reads, at every offset of the text.
func TestIndexWide(t *testing.T) {
	texts := []string{
		"", "a", "मैंने फ़ाइल नहीं पढ़ी, नहीं", "会議は完了しました。完了", "I ran it — नहीं ran",
		"完了完了了", "ab\xe0\xa4नहीं\xa4", "\xbc\x8c，，", "检查完成了，没有错误。检查",
	}
	subs := []string{"a", "नहीं", "ने", "完了", "了", "，", "\xa4", "ran", " नहीं", "नहीं ", "检查", "没有错误。", "x", "完了了"}
	for _, s := range texts {
		for i := 0; i <= len(s); i++ {
			for _, sub := range subs {
				if got, want := indexWide(s[i:], sub), strings.Index(s[i:], sub); got != want {
					t.Errorf("indexWide(%q, %q) = %d, want %d", s[i:], sub, got, want)
				}
			}
		}
	}
}

// TestMarkSet checks lastMark and firstMark against strings.LastIndexAny
// and strings.IndexAny, on texts cut at every byte (letters split).
func TestMarkSet(t *testing.T) {
	texts := []string{
		"", ",", "会議は完了しました，次は、明日：", "मैंने फ़ाइल पढ़ी। फिर — देखा", "a, b; c: d", "ab，\xbc\x8c\xef\xbc",
		"检查完成了；没有错误。检查！好吗？", "\xe3\x80\x81\x81、", "x—y–z",
	}
	for _, m := range []markSet{newMarkSet(".!?;:—\n"), newMarkSet(",;:—–।"), newMarkSet(" *(\n"),
		subClauseMarks, addresseeMarks, cjkClauseMarks, cjkSentenceMarks} {
		if m != newMarkSet(m.marks) {
			t.Errorf("markSet %q is %#x %#x, want %#x %#x", m.marks, m.ascii, m.ends, newMarkSet(m.marks).ascii, newMarkSet(m.marks).ends)
		}
		marks := m.marks
		for _, s := range texts {
			for i := 0; i <= len(s); i++ {
				for j := i; j <= len(s); j++ {
					if got, want := m.lastMark(s[i:j]), strings.LastIndexAny(s[i:j], marks); got != want {
						t.Errorf("lastMark(%q, %q) = %d, want %d", s[i:j], marks, got, want)
					}
					if got, want := m.firstMark(s[i:j]), strings.IndexAny(s[i:j], marks); got != want {
						t.Errorf("firstMark(%q, %q) = %d, want %d", s[i:j], marks, got, want)
					}
				}
			}
		}
	}
}

// TestHindiAgentFields checks hindiAgent, which reads only the words
// holding ने, against the reading of every word strings.Fields gives.
func TestHindiAgentFields(t *testing.T) {
	fields := func(s string) int {
		words := strings.Fields(s)
		for i := len(words) - 1; i >= 0; i-- {
			switch strings.TrimFunc(words[i], func(r rune) bool { return !isWordRune(r) }) {
			case "मैंने", "हमने":
				return 1
			case "ने", "उसने", "उन्होंने", "आपने", "तुमने", "इसने", "इन्होंने", "किसने":
				return -1
			}
		}
		return 0
	}
	texts := []string{
		"", "मैंने फ़ाइल पढ़ी", "NZ ने 259 रन बनाए", "उन्होंने कहा, मैंने\u00a0देखा", "(मैंने) और सुनने में", "हमने—उसने  ने\tदेखा",
		"कल उन्होंने बताया कि मैंने नहीं", "सुनने", "ने, ने।", "\xe0\xa4मैंने \xa4ने",
	}
	for _, s := range texts {
		for i := 0; i <= len(s); i++ {
			for j := i; j <= len(s); j++ {
				c := &check{folded: s}
				if got, want := c.hindiAgent(i, j), fields(s[i:j]); got != want {
					t.Errorf("hindiAgent(%q) = %d, want %d", s[i:j], got, want)
				}
			}
		}
	}
}

// newMarkSet returns the markSet of marks, which holds ASCII bytes below
// 0x40 and three-byte letters only.
func newMarkSet(marks string) markSet {
	m := markSet{marks: marks}
	for i := 0; i < len(marks); i++ {
		b := marks[i]
		switch {
		case b < 0x40:
			m.ascii |= 1 << b
		case b < 0x80:
			panic("markSet: ASCII mark from 0x40: " + marks)
		case i >= 2 && marks[i-2]&0xf0 == 0xe0:
			m.ends |= 1 << (b & 63)
		}
	}
	return m
}
