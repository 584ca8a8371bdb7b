package verify

import "strings"

// hedge_hindi_ki.go: Hindi कि after a verb opens the content of what was
// said, told or texted ("मैंने उन्हें SMS कर दिया है कि कल सुबह से टायर ले
// जा सकते हैं", I texted them that they can take the tyre from tomorrow).
// A "can" or a suggestion in that content is the message's, not the
// modality of the verb before कि: the act is asserted.

// hiKi is the complementizer, spaced as a word.
const hiKi = " कि "

// hiContentAfter returns where a कि that follows a completed act of the
// clause opens the content a hedge or suggestion at h belongs to, or -1.
func (c *check) hiContentAfter(in *info, h span) int {
	s := c.folded[in.start:h.start]
	i := strings.LastIndex(s, hiKi)
	if i < 0 {
		return -1
	}
	k := in.start + i
	for _, a := range in.hits {
		if a.t.kind == kindAct && a.end <= k && k-a.end <= 16 {
			return k
		}
	}
	return -1
}
