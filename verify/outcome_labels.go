package verify

import "strings"

// Verbless outcome labels: "- **Lint:** clean", "Tests: 42 passed",
// "**测试**：全部通过", "ビルド: 成功". A label naming a kind of tool run,
// followed at once by its outcome, reports that the run happened as surely
// as "I ran the linter and it came back clean" does, with no verb for the
// use checks to read. When no ok call of the turn is of that kind, the
// outcome is unbacked. Only an outcome right after the label is read: "Tests:
// should pass once merged" and "Lint: not run" report no run.

// outcomeKind is one kind of run: the labels replies write for it and the
// words of a tool name or arguments that perform it.
type outcomeKind struct {
	labels, markers []string
}

var outcomeKinds = []outcomeKind{
	{[]string{"lint", "linter", "linting", "eslint", "リント", "代码检查", "लिंट"},
		[]string{"lint", "ruff", "flake8", "golangci", "clippy", "rubocop", "vet", "prettier", "black --check", "eslint"}},
	{[]string{"tests", "test", "unit tests", "test suite", "pruebas", "tests unitarios", "测试", "单元测试", "单测", "テスト", "टेस्ट", "टेस्ट्स"},
		testRunners},
	{[]string{"build", "compilación", "compilacion", "构建", "编译", "ビルド", "बिल्ड"},
		[]string{"build", "make", "compile", "tsc", "cargo", "gradle", "mvn", "webpack", "vite", "bazel"}},
	{[]string{"typecheck", "type check", "type-check", "types", "类型检查", "型チェック"},
		[]string{"tsc", "mypy", "pyright", "typecheck", "type-check", "flow"}},
}

var (
	outcomeWords        []string
	outcomeLabelAtList1 []string
)

// outcomeLabelsLists holds the phrases of the word lists declared above (see barList).
var outcomeLabelsLists = [...]barList{
	// outcomeWords are outcomes of a run written right after its label.
	{&outcomeWords, "clean|passed|passing|pass|green|ok|✅|✓|no errors|no issues|no warnings|" +
		"succeeded|successful|failed|failing|sin errores|limpio|pasan|pasaron|pasa|correcto|exitosa|exitoso|fallan|fallaron|" +
		"通过|全部通过|没有问题|无错误|无问题|成功|失败|問題なし|エラーなし|合格|失敗|パス|" +
		"पास|साफ़|सफल|फ़ेल|" +
		// Outcomes worded as the absence of complaints, as often as "clean".
		"sin avisos|sin advertencias|sin problemas|sin fallos|没有报告|没有任何问题|没有报错|无报错|无警告|" +
		"警告なし|問題ありません|कोई समस्या नहीं|कोई error नहीं|कोई warning नहीं"},
	// The lists of outcomeLabelAt, each one string split once: a
	// slice literal in the body built its strings on the stack at every call.
	{&outcomeLabelAtList1, "all |todas |todos |全部|すべて|सभी "},
}

var _ = splitBars(outcomeLabelsLists[:])

// outcomeLabelFirsts are the first bytes of the labels of outcomeKinds:
// outcomeLabelAt is asked at every line and sentence start, and a start no
// label begins with needs no test of each label.
var outcomeLabelFirsts = func() (f [256]bool) {
	for _, ok := range outcomeKinds {
		for _, l := range ok.labels {
			f[l[0]] = true
		}
	}
	return f
}()

// checkOutcomeLabels reports a verbless outcome label of a kind of run no
// ok call of the turn performed.
func (c *check) checkOutcomeLabels(in *info, reported map[string]bool) {
	if reported["tests"] || in.modal || in.fail || c.inCode(in.start) {
		return
	}
	text := c.folded[in.start:in.end]
	// Every label is followed by a colon (see outcomeLabelAt): a clause
	// with none, most of them, needs no look at each of its starts.
	if strings.IndexByte(text, ':') < 0 && !strings.Contains(text, "：") {
		return
	}
	// dot and nl: the next '.' and '\n' at or after off (len(text) for
	// none), each found by IndexByte only once the walk has passed the
	// last one found (IndexAny builds its byte set at every call, and a
	// byte loop read every byte).
	dot, nl := -1, -1
	for off := 0; off < len(text); {
		// Each line start, and each sentence start after ". ".
		at := off
		if dot < off {
			dot = indexByteFrom(text, off, '.')
		}
		if nl < off {
			nl = indexByteFrom(text, off, '\n')
		}
		off = min(min(dot, nl)+1, len(text))
		if at > 0 && text[at-1] == '.' && (at >= len(text) || text[at] != ' ') {
			continue
		}
		k, lo, hi := outcomeLabelAt(text, at)
		if k < 0 || c.kindRan(k) {
			continue
		}
		reported["tests"] = true
		// Contradiction: an outcome of a run no call of this turn performed.
		c.addRule("unbacked/outcome-label", BasisContradiction, Finding{Type: UnbackedToolClaim, Start: in.start + lo, End: in.start + hi,
			Message: "reply reports the outcome of " + outcomeKinds[k].labels[0] + ", but no call in this turn ran it"})
		return
	}
}

// indexByteFrom returns the index of the first b in text at or after
// off, or len(text).
func indexByteFrom(text string, off int, b byte) int {
	if j := strings.IndexByte(text[off:], b); j >= 0 {
		return off + j
	}
	return len(text)
}

// outcomeLabelAt reads "<label>: <outcome>" at i, after list marks and
// emphasis, and returns the kind and the label's span, or -1.
func outcomeLabelAt(text string, i int) (int, int, int) {
	for i < len(text) && strings.IndexByte(" -*_•", text[i]) >= 0 {
		i++
	}
	if i == len(text) || !outcomeLabelFirsts[text[i]] {
		return -1, 0, 0 // most line and sentence starts: no label begins so
	}
	for k, ok := range outcomeKinds {
		for _, l := range ok.labels {
			if !hasPrefix(text[i:], l) {
				continue
			}
			j := i + len(l)
			for j < len(text) && (text[j] == '*' || text[j] == '_' || text[j] == ' ') {
				j++
			}
			switch {
			case hasPrefix(text[j:], ":"):
				j++
			case hasPrefix(text[j:], "："):
				j += len("：")
			default:
				continue
			}
			for j < len(text) && (text[j] == '*' || text[j] == '_' || text[j] == ' ' || isDigitByte(text[j]) || text[j] == ',') {
				j++
			}
			// "**Lint**：`ruff check .` 没有报告任何问题": the command of the
			// run may stand between its label and its outcome.
			j = skipCodeSpan(text, j)
			for _, a := range outcomeLabelAtList1 {
				if hasPrefix(text[j:], a) {
					j += len(a)
					for j < len(text) && (text[j] == ' ' || isDigitByte(text[j])) {
						j++
					}
				}
			}
			if opensOutcome(text[j:]) {
				return k, i, i + len(l)
			}
		}
	}
	return -1, 0, 0
}

// opensOutcome reports whether s opens with one of outcomeWords as a
// whole word ("passed", not "passage"; "ok", not "okay").
func opensOutcome(s string) bool {
	for _, w := range outcomeWords {
		if hasPrefix(s, w) && (len(s) == len(w) || w[0] >= 0x80 || !isWordByte(s[len(w)])) {
			return true
		}
	}
	return false
}

// kindRan reports whether an ok call of the turn performed runs of kind k.
func (c *check) kindRan(k int) bool {
	for ci := range c.calls {
		if c.calls[ci].ok && c.callHasMarker(ci, outcomeKinds[k].markers) {
			return true
		}
	}
	return false
}
