package verify

import (
	"strconv"
	"strings"
)

// File-type counts: "`assets/icons` has **8 SVGs**", "3 个 PDF", "CSV が 4
// つ" — a number right before a file extension used as a noun counts the
// files of that type, and a listing shows them: each line that names a
// file ending in that extension is one. The count noun of checkCounts is a
// word of the lexicon ("files", "文件"), so a bare extension escapes it;
// this holds such a count to the lines of the listing it concerns. It is a
// contradiction only when the listing holds files of that type at all (a
// listing without them says nothing of what the reply counts) and states
// no such number itself.

// fileExts are extensions written as count nouns, in upper or lower case.
// Short code extensions (go, ts, md) are left out: as words they are
// often something else.
var fileExts = wordSet("svg png jpg jpeg gif webp pdf csv json yaml yml mp4 mp3 zip docx xlsx pptx")

var (
	extPickWords      []string
	extNounAfterList1 []string
)

// countsExtLists holds the phrases of the word lists declared above (see barList).
var countsExtLists = [...]barList{
	// extPickWords before the number pick a part of the files: "the first 3
	// PDFs", "the 2 largest PNGs" (after), "最大的 3 个".
	{&extPickWords, "first|top|last|largest|biggest|newest|oldest|latest|smallest|primeros|" +
		"últimos|前|最|上位|पहले|आखिरी"},
	// The lists of extNounAfter, each one string split once: a
	// slice literal in the body built its strings on the stack at every call.
	{&extNounAfterList1, "个|個|つの|份"},
}

var _ = splitBars(countsExtLists[:])

// checkExtCounts reports "<n> <EXT>s" when the listing the clause concerns
// names a different number of files ending in .ext.
func (c *check) checkExtCounts(in *info) {
	for k := in.numLo; k < in.numHi; k++ {
		n := &c.nums[k]
		if n.start < in.start || n.end > in.end || n.glued || n.ordinal || n.version || n.percent || n.inDate || !isIntNum(n) {
			continue
		}
		ext, end := extNounAfter(c.folded, n.end, in.end)
		if ext == "" {
			continue
		}
		v := int(n.vals[0])
		sp := span{n.start, end}
		before := c.folded[max(in.start, n.start-16):n.start]
		if v <= 0 || c.inRequestCount(float64(v)) || c.alreadyFound(CountMismatch, sp) || c.modalAt(in, sp) {
			continue
		}
		picked := containsAny(before, extPickWords) || hasPrefixAny(strings.TrimLeft(c.folded[end:min(in.end, end+12)], " "), extPickWords)
		// "3 PDFs of the 10", "3 de los PDF": a part, named as such.
		rest := strings.TrimLeft(c.folded[end:min(in.end, end+8)], " *")
		if picked || hasPrefix(rest, "of ") || hasPrefix(rest, "de ") || hasPrefix(rest, "中") {
			continue
		}
		ci, have := -1, 0
		for _, t := range in.targets {
			if m := extLines(c.calls[t].folded, ext); m > 0 {
				if m == v {
					ci = -1
					break
				}
				if ci < 0 {
					ci, have = t, m
				}
			}
		}
		if ci < 0 || c.resultHasInt([]int{ci}, v) || c.resultStatesCount([]int{ci}, v) {
			continue
		}
		if cnt := c.calls[ci].Count; cnt != nil && *cnt > c.calls[ci].lines {
			continue // the listing was cut short: its lines are not all the files
		}
		// Contradiction: the listing names another number of such files.
		c.addRule("count/file-type", BasisContradiction, c.callFinding(CountMismatch, sp, ci,
			"reply says "+strconv.Itoa(v)+" "+ext+" files, but the result of "+c.calls[ci].Tool+" lists "+strconv.Itoa(have)))
	}
}

// extNounAfter reads a file extension used as a noun right after a number
// ending at i: "8 SVGs", "**8 SVG files**" is left to the count noun, "3 个
// PDF", "3つのPDF". It returns the extension and the end of the noun.
func extNounAfter(text string, i, limit int) (string, int) {
	j := i
	for j < limit && (text[j] == ' ' || text[j] == '*' || text[j] == '_') {
		j++
	}
	for _, cl := range extNounAfterList1 {
		if headIs(text[j:limit], cl) {
			j += len(cl)
			for j < limit && text[j] == ' ' {
				j++
			}
			break
		}
	}
	k := j
	for k < limit && (text[k] >= 'a' && text[k] <= 'z' || text[k] >= '0' && text[k] <= '9') {
		k++
	}
	w := text[j:k]
	if k < limit && (text[k] == '.' && k+1 < limit && isWordByte(text[k+1]) || text[k] == '-' || text[k] == '_' || text[k] == '/') {
		return "", 0 // "3 py-files", "2 md/txt": a compound, not the noun
	}
	if !fileExts[w] && tailIs(w, "s") && fileExts[w[:len(w)-1]] {
		w = w[:len(w)-1]
	}
	if !fileExts[w] {
		return "", 0
	}
	// "8 svg files" carries the lexicon's count noun: checkCounts reads it.
	if headIs(strings.TrimLeft(text[k:limit], " "), "file") {
		return "", 0
	}
	return w, k
}

// extLines counts the lines of a result that name a file ending in .ext.
func extLines(res, ext string) int {
	m, _ := countLines(res, func(line string) bool {
		for off := 0; ; {
			i := indexSubstr(line[off:], "."+ext)
			if i < 0 {
				return false
			}
			e := off + i + 1 + len(ext)
			if e == len(line) || !isWordByte(line[e]) {
				return true
			}
			off = e
		}
	})
	return m
}
