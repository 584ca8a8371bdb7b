package verify

// testRunnerIn reports whether the lowered tool name and arguments s hold
// the test-runner word w outside a directory argument: in "black src/
// tests/" the word names the folder a formatter was given, and no test
// ran; in "pytest tests/", "go test ./...", "npm test" or "python
// tests/test_api.py" it names what ran.
func testRunnerIn(s, w string) bool {
	for st := indexFrom(s, w, 0); st >= 0; st = indexFrom(s, w, st+1) {
		e := st + len(w)
		for e < len(s) && !hasRune(" \t\"',;", rune(s[e])) {
			e++
		}
		if e == st+len(w) || s[e-1] != '/' {
			return true
		}
	}
	return false
}
