package verify

import (
	"strings"
	"unsafe"
)

// callTexts are forms of a call's result and arguments that the rules
// compare the reply's quotations and values with, made once per check
// on first use: a long reply asks about every call for each of its
// values, and folding or re-spacing a whole result per question made
// the check cost values × result length in copying alone.
type callTexts struct {
	spaced     string // normSpace(folded)
	foldedArgs string // foldCase(Args)
	lowerArgs  string // strings.ToLower(Args)
	lowerTool  string // strings.ToLower(Tool + " " + Args)
	argDates   []date // the dates written in foldedArgs
	done       uint8  // bits: 1 spaced, 2 foldedArgs, 4 lowerArgs, 8 argDates, 16 lowerTool
}

// spacedResult is normSpace(ci.folded).
func (ci *callInfo) spacedResult() string {
	if ci.texts.done&1 == 0 {
		ci.texts.spaced, ci.texts.done = normSpace(ci.folded), ci.texts.done|1
	}
	return ci.texts.spaced
}

// foldedArgs is foldCase(ci.Args).
func (ci *callInfo) foldedArgs() string {
	if ci.texts.done&2 == 0 {
		ci.texts.foldedArgs, ci.texts.done = foldCase(ci.Args), ci.texts.done|2
	}
	return ci.texts.foldedArgs
}

// lowerArgs is strings.ToLower(ci.Args).
func (ci *callInfo) lowerArgs() string {
	if ci.texts.done&4 == 0 {
		ci.texts.lowerArgs, ci.texts.done = strings.ToLower(ci.Args), ci.texts.done|4
	}
	return ci.texts.lowerArgs
}

// lowerToolArgs is strings.ToLower(ci.Tool + " " + ci.Args), the text the
// rules that ask what a call did (its acts, the command it ran) search:
// several ask it of every call, and each lowered a fresh copy.
func (ci *callInfo) lowerToolArgs() string {
	if ci.texts.done&16 == 0 {
		ci.texts.lowerTool, ci.texts.done = lowerJoined(ci.Tool, ci.Args), ci.texts.done|16
	}
	return ci.texts.lowerTool
}

// lowerJoined is strings.ToLower(a + " " + b) in one allocation when both
// are ASCII (as a call's name and JSON arguments mostly are), where the
// join and then the lowering of a capital each copied the text.
func lowerJoined(a, b string) string {
	for _, s := range [2]string{a, b} {
		for i := 0; i < len(s); i++ {
			if s[i] >= 0x80 {
				return strings.ToLower(a + " " + b)
			}
		}
	}
	t := make([]byte, 0, len(a)+1+len(b))
	t = append(append(append(t, a...), ' '), b...)
	for i, c := range t {
		if 'A' <= c && c <= 'Z' {
			t[i] = c + 'a' - 'A'
		}
	}
	// Nothing writes t again: the string may keep its array.
	return unsafe.String(unsafe.SliceData(t), len(t))
}

// lowerToolName is strings.ToLower(ci.Tool), cut from lowerToolArgs when
// the name is ASCII (as tools are named): the denial rules ask it of every
// call for every denial, and lowering a name with a capital copies it.
func (ci *callInfo) lowerToolName() string {
	lt := ci.lowerToolArgs()
	for i := 0; i < len(ci.Tool); i++ {
		if ci.Tool[i] >= 0x80 {
			return strings.ToLower(ci.Tool)
		}
	}
	return lt[:len(ci.Tool)]
}

// argDates are the dates written in the call's arguments ("date":
// "2024-07-20").
func (ci *callInfo) argDates() []date {
	if ci.texts.done&8 == 0 {
		a := ci.foldedArgs()
		nums := scanNumbers(a)
		ci.texts.argDates, ci.texts.done = appendYearMonths(findDates(a, nums, monthLexicon().find(a, nil)), a, nums), ci.texts.done|8
	}
	return ci.texts.argDates
}

// appendYearMonths appends the months that arguments write as six digits
// yyyymm ("invoice_month": "202411", a billing period): a reply's
// "November 2024" is the month the call was asked about.
func appendYearMonths(out []date, text string, nums []num) []date {
	for i := range nums {
		n := &nums[i]
		if len(n.digits) != 6 || !allDigits(n.digits) || n.start > 0 && isDigitByte(text[n.start-1]) {
			continue
		}
		y := int(n.digits[0]-'0')*1000 + int(n.digits[1]-'0')*100 + int(n.digits[2]-'0')*10 + int(n.digits[3]-'0')
		m := int(n.digits[4]-'0')*10 + int(n.digits[5]-'0')
		if y >= 1990 && y <= 2099 && m >= 1 && m <= 12 {
			out = append(out, date{span: n.span, y: y, m: m})
		}
	}
	return out
}
