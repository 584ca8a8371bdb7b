package verify

// skipCodeSpan returns the index after a code span at text[j:] (the
// command a labelled outcome names: "Lint: `ruff check .` clean") and the
// spaces after it, or j when no closed span starts there. The span is
// read within its line.
func skipCodeSpan(text string, j int) int {
	if j >= len(text) || text[j] != '`' {
		return j
	}
	for e := j + 1; e < len(text) && e-j <= 80; e++ {
		switch text[e] {
		case '\n':
			return j
		case '`':
			e++
			for e < len(text) && (text[e] == ' ' || text[e] == ',') {
				e++
			}
			return e
		}
	}
	return j
}
