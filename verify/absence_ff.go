package verify

// inNotAbsence reports whether a none word lies inside a phrase of the
// clause that reports no empty result ("4MB しかありません" is "only 4
// MB", "没问题" is "all fine"): the negation is part of that phrase.
func inNotAbsence(in *info, h *hit) bool {
	for i := range in.hits {
		o := &in.hits[i]
		if o.t.kind == kindNotAbsence && o.start <= h.start && h.end <= o.end {
			return true
		}
	}
	return false
}
