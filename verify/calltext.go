package verify

import "strings"

// callTexts are forms of a call's result and arguments that the rules
// compare the reply's quotations and values with, made once per check
// on first use: a long reply asks about every call for each of its
// values, and folding or re-spacing a whole result per question made
// the check cost values × result length in copying alone.
type callTexts struct {
	spaced     string // normSpace(folded)
	foldedArgs string // foldCase(Args)
	lowerArgs  string // strings.ToLower(Args)
	done       uint8  // bits: 1 spaced, 2 foldedArgs, 4 lowerArgs
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
