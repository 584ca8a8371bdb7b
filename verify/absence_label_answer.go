package verify

import "strings"

// A quantifier that answers a label. In a summary line "Pendientes de
// respuesta: ninguna", "体験レッスン：予約なし", "Nuevas altas: ninguna." the
// label before the colon names the items and the "none" after it, alone or
// after one short noun, says there are none of them: an absence claim as
// "there are no pending replies" is, although the quantifier has no noun
// after it (Spanish) and no は/が before it (Japanese).

// answersLabel reports whether h stands after a label's colon on its line,
// with at most a short noun between them, and ends the line.
func (c *check) answersLabel(in *info, h *hit) bool {
	line := c.folded[max(in.start, strings.LastIndexByte(c.folded[:h.start], '\n')+1):h.start]
	k, n := strings.LastIndex(line, ":"), 1
	if j := strings.LastIndex(line, "："); j > k {
		k, n = j, len("：")
	}
	if k < 0 || len(strings.TrimSpace(line[k+n:])) > 12 || strings.Contains(strings.TrimSpace(line[k+n:]), " ") {
		return false
	}
	if strings.Trim(line[:k], " -*•_") == "" {
		return false
	}
	end := strings.IndexByte(c.folded[h.end:], '\n')
	if end < 0 {
		end = len(c.folded) - h.end
	}
	return strings.Trim(c.folded[h.end:h.end+end], " .。*_") == ""
}
