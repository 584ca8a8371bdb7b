// Package bench is pramana's open verification benchmark: a corpus of
// scenarios (a user request, the tool calls that ran, and a model reply
// with known faults or none), a loader that checks the corpus strictly, and a
// runner that puts every scenario through the same code path the runtime
// uses (a fresh receipt scope, real signatures, verify.Check) and counts what
// the checker catches.
//
// The format and the counting rules are described in bench/README.md.
package bench

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"

	"github.com/pramana-dev/pramana/internal/errs"
	"github.com/pramana-dev/pramana/verify"
)

// A Scenario is one benchmark case: what the user asked, which tools ran and
// how they ended, the reply to check and the findings it must yield.
type Scenario struct {
	// ID is unique across every loaded file, such as "ja-count-003".
	ID string `json:"id"`
	// Lang is the language of the request and reply (en, es, zh, hi, ja).
	Lang string `json:"lang"`
	// Source says how the scenario was made: "hand" (written by a person)
	// or "gen" (bench/gen). Empty means unspecified.
	Source string `json:"source,omitempty"`
	// Note says, for the reader, what makes the scenario interesting. The
	// runner ignores it.
	Note string `json:"note,omitempty"`
	// Request is the user's message.
	Request string `json:"request"`
	// Tools are the names of the tools the model had.
	Tools []string `json:"tools"`
	// Calls are the tool calls of the turn, in order.
	Calls []Call `json:"calls"`
	// Reply is the model's reply with placeholders: {{receipt:ID}} for the
	// receipt of call ID and {{forged}} for a receipt the scope never
	// issued.
	Reply string `json:"reply"`
	// Expect lists the finding types the checker must report; empty marks
	// a clean reply, on which any finding is a false positive.
	Expect []string `json:"expect"`
	// Untraced, optional, lists the texts of the numbers the checker must
	// record as untraced rather than report (verify.Report.Untraced): a
	// wrong sum, say, far from every value of the result. The runner
	// ignores it, as it measures findings; verify's unit cases check it.
	Untraced []string `json:"untraced,omitempty"`

	// File and Line say where the scenario was loaded from.
	File string `json:"-"`
	Line int    `json:"-"`
}

// A Call is one tool call of a scenario.
type Call struct {
	ID   string `json:"id"`
	Tool string `json:"tool"`
	// Args are the argument JSON, signed byte for byte as written.
	Args json.RawMessage `json:"args"`
	// Status is one of ok, error, timeout, denied, blocked, unknown_tool.
	Status string `json:"status"`
	// Result is the tool's output for an ok call, the error text otherwise.
	Result string `json:"result"`
	// Count is the number of items in the result, when the tool counts.
	Count *int `json:"count,omitempty"`
	// URLs are the URLs the call fetched or returned.
	URLs []string `json:"urls,omitempty"`
}

// Clean reports whether the scenario expects no finding.
func (s Scenario) Clean() bool { return len(s.Expect) == 0 }

// Pos returns "file:line", for messages.
func (s Scenario) Pos() string { return fmt.Sprintf("%s:%d", s.File, s.Line) }

var statuses = []string{
	verify.StatusOK, verify.StatusError, verify.StatusTimeout,
	verify.StatusDenied, verify.StatusBlocked, verify.StatusUnknownTool,
}

var (
	idRE   = regexp.MustCompile(`^[A-Za-z0-9][A-Za-z0-9._-]*$`)
	langRE = regexp.MustCompile(`^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$`)
	// A placeholder is a lowercase name and an optional argument between
	// double braces, with no white space: {{receipt:c1}}, {{forged}}.
	// Template syntax such as "{{ .Name }}" or "{{user.name}}" in a reply
	// is left alone.
	placeholderRE = regexp.MustCompile(`\{\{([a-z_]+)(?::([^{}\s]*))?\}\}`)
)

// A LoadError says which file, line and field broke the format.
type LoadError struct {
	File string
	Line int // 0 when the error concerns the whole file
	Msg  string
}

func (e *LoadError) Error() string {
	if e.Line == 0 {
		return "bench: " + e.File + ": " + e.Msg
	}
	return fmt.Sprintf("bench: %s:%d: %s", e.File, e.Line, e.Msg)
}

// Load reads the scenarios in paths: files, and directories searched
// recursively for *.json (one scenario object or an array of them) and
// *.jsonl (one object a line; blank lines allowed) files, skipping
// directories named testdata inside them. Decoding is
// strict: an unknown field, a value of the wrong type or outside its set, a
// duplicate id, or a placeholder that names no ok call is an error naming
// the file, line and field, and nothing is returned. Scenarios come back in
// the order of the paths, files in lexical order within a directory. A
// directory holding no such file is an error too.
func Load(paths ...string) ([]Scenario, error) {
	if len(paths) == 0 {
		return nil, errors.New("bench: no scenario path given")
	}
	var files []string
	for _, p := range paths {
		fi, err := os.Stat(p)
		if err != nil {
			return nil, errs.Errorf("bench: %w", err)
		}
		if !fi.IsDir() {
			files = append(files, p)
			continue
		}
		before := len(files)
		err = filepath.WalkDir(p, func(path string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			// testdata holds the runner's own fixtures (broken on
			// purpose), not scenarios: skipped below the path given,
			// as the go tool skips it.
			if d.IsDir() && d.Name() == "testdata" && path != p {
				return filepath.SkipDir
			}
			if !d.IsDir() && (strings.HasSuffix(path, ".json") || strings.HasSuffix(path, ".jsonl")) {
				files = append(files, path)
			}
			return nil
		})
		if err != nil {
			return nil, errs.Errorf("bench: walk %s: %w", p, err)
		}
		// A directory without scenario files is a wrong path, not an
		// empty benchmark: a table of zeros would read as a result.
		if len(files) == before {
			return nil, &LoadError{File: p, Msg: "no .json or .jsonl files in this directory"}
		}
	}
	var out []Scenario
	seen := make(map[string]string) // id -> file:line
	for _, f := range files {
		ss, err := loadFile(f)
		if err != nil {
			return nil, err
		}
		for _, s := range ss {
			if prev, ok := seen[s.ID]; ok {
				return nil, &LoadError{File: s.File, Line: s.Line, Msg: fmt.Sprintf("field \"id\": %q is already used at %s", s.ID, prev)}
			}
			seen[s.ID] = s.Pos()
		}
		out = append(out, ss...)
	}
	return out, nil
}

func loadFile(name string) ([]Scenario, error) {
	data, err := os.ReadFile(name)
	if err != nil {
		return nil, errs.Errorf("bench: %w", err)
	}
	switch {
	case strings.HasSuffix(name, ".jsonl"):
		return loadLines(name, data)
	case strings.HasSuffix(name, ".json"):
		return loadJSON(name, data)
	}
	return nil, &LoadError{File: name, Msg: "not a .json or .jsonl file"}
}

func loadLines(name string, data []byte) ([]Scenario, error) {
	var out []Scenario
	for i, line := range bytes.Split(data, []byte("\n")) {
		// Blank lines and lines starting with # (a comment saying what a
		// file of cases is for, as verify/testdata/cases/*.jsonl have) hold
		// no scenario.
		if t := bytes.TrimSpace(line); len(t) == 0 || t[0] == '#' {
			continue
		}
		s, err := decodeScenario(line)
		if err != nil {
			return nil, &LoadError{File: name, Line: i + 1, Msg: err.Error()}
		}
		s.File, s.Line = name, i+1
		out = append(out, s)
	}
	return out, nil
}

func loadJSON(name string, data []byte) ([]Scenario, error) {
	trimmed := bytes.TrimLeft(data, " \t\r\n")
	if len(trimmed) == 0 {
		return nil, &LoadError{File: name, Msg: "file is empty; want a scenario object or an array of them"}
	}
	if trimmed[0] != '[' {
		start := len(data) - len(trimmed)
		line := lineAt(data, start)
		dec := json.NewDecoder(bytes.NewReader(data))
		var raw json.RawMessage
		if err := dec.Decode(&raw); err != nil {
			var se *json.SyntaxError
			if errors.As(err, &se) {
				line = lineAt(data, int(se.Offset)-1)
			}
			return nil, syntaxErr(name, line, err)
		}
		if err := expectEOF(dec); err != nil {
			return nil, &LoadError{File: name, Line: lineAt(data, int(dec.InputOffset())), Msg: err.Error()}
		}
		s, err := decodeScenario(raw)
		if err != nil {
			return nil, &LoadError{File: name, Line: line, Msg: err.Error()}
		}
		s.File, s.Line = name, line
		return []Scenario{s}, nil
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	if _, err := dec.Token(); err != nil { // the '['
		return nil, syntaxErr(name, 1, err)
	}
	var out []Scenario
	for dec.More() {
		start := skipSep(data, int(dec.InputOffset()))
		line := lineAt(data, start)
		var raw json.RawMessage
		if err := dec.Decode(&raw); err != nil {
			return nil, syntaxErr(name, line, err)
		}
		s, err := decodeScenario(raw)
		if err != nil {
			return nil, &LoadError{File: name, Line: line, Msg: err.Error()}
		}
		s.File, s.Line = name, line
		out = append(out, s)
	}
	if _, err := dec.Token(); err != nil { // the ']'
		return nil, syntaxErr(name, lineAt(data, int(dec.InputOffset())), err)
	}
	if err := expectEOF(dec); err != nil {
		return nil, &LoadError{File: name, Line: lineAt(data, int(dec.InputOffset())), Msg: err.Error()}
	}
	return out, nil
}

func expectEOF(dec *json.Decoder) error {
	if _, err := dec.Token(); err == nil {
		return errors.New("unexpected data after the JSON value")
	}
	return nil
}

// syntaxErr reports a JSON syntax error at line. In an array that is the
// line where the broken element starts: json.Decoder's offsets inside a
// stream are not reliable enough to do better.
func syntaxErr(name string, line int, err error) error {
	return &LoadError{File: name, Line: line, Msg: "invalid JSON: " + strings.TrimPrefix(err.Error(), "json: ")}
}

func lineAt(data []byte, off int) int {
	off = min(max(off, 0), len(data))
	return bytes.Count(data[:off], []byte("\n")) + 1
}

func skipSep(data []byte, off int) int {
	for off < len(data) && strings.IndexByte(" \t\r\n,", data[off]) >= 0 {
		off++
	}
	return off
}

var knownFields = "id, lang, source, note, request, tools, calls, reply, expect, untraced"

// decodeScenario decodes one scenario object strictly and validates it.
func decodeScenario(b []byte) (Scenario, error) {
	var s Scenario
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&s); err != nil {
		return s, decodeErr(err)
	}
	if err := expectEOF(dec); err != nil {
		return s, err
	}
	// Presence of the required arrays matters: an absent "expect" is a
	// forgotten decision, an empty one a clean reply.
	var present map[string]json.RawMessage
	if err := json.Unmarshal(b, &present); err != nil {
		return s, decodeErr(err)
	}
	for _, k := range []string{"id", "lang", "request", "tools", "calls", "reply", "expect"} {
		if v, ok := present[k]; !ok || string(v) == "null" {
			return s, errs.Errorf("field %q is missing", k)
		}
	}
	return s, s.validate()
}

func decodeErr(err error) error {
	var te *json.UnmarshalTypeError
	var se *json.SyntaxError
	switch {
	case errors.As(err, &te):
		return errs.Errorf("field %q: got JSON %s, want %s", fieldPath(te.Field), te.Value, jsonKind(te.Type.String()))
	case errors.As(err, &se):
		return errs.Errorf("invalid JSON: %s", se.Error())
	case strings.HasPrefix(err.Error(), "json: unknown field "):
		f := strings.TrimPrefix(err.Error(), "json: unknown field ")
		return errs.Errorf("field %s is not part of the format (scenario fields: %s; call fields: id, tool, args, status, result, count, urls)", f, knownFields)
	}
	return errs.Errorf("invalid JSON: %s", strings.TrimPrefix(err.Error(), "json: "))
}

// fieldPath turns encoding/json's "calls.status" into "calls[].status".
func fieldPath(f string) string {
	if rest, ok := strings.CutPrefix(f, "calls."); ok {
		return "calls[]." + rest
	}
	return f
}

func jsonKind(goType string) string {
	switch {
	case goType == "string":
		return "a string"
	case goType == "int" || goType == "*int":
		return "an integer"
	case strings.HasPrefix(goType, "[]"):
		return "an array"
	}
	return "an object"
}

func (s *Scenario) validate() error {
	switch {
	case !idRE.MatchString(s.ID):
		return errs.Errorf("field \"id\": %q is not an id (letters, digits, '.', '_', '-')", s.ID)
	case !langRE.MatchString(s.Lang):
		return errs.Errorf("field \"lang\": %q is not a language tag such as en or zh", s.Lang)
	case s.Source != "" && s.Source != "hand" && s.Source != "gen":
		return errs.Errorf("field \"source\": %q is not one of hand, gen", s.Source)
	case strings.TrimSpace(s.Request) == "":
		return errors.New("field \"request\" is empty")
	case strings.TrimSpace(s.Reply) == "":
		return errors.New("field \"reply\" is empty")
	}
	for i, t := range s.Tools {
		if t == "" {
			return errs.Errorf("field \"tools[%d]\" is empty", i)
		}
		if slices.Index(s.Tools, t) != i {
			return errs.Errorf("field \"tools[%d]\": %q is listed twice", i, t)
		}
	}
	calls := make(map[string]*Call, len(s.Calls))
	for i := range s.Calls {
		c := &s.Calls[i]
		f := func(name string) string { return fmt.Sprintf("calls[%d].%s", i, name) }
		switch {
		case !idRE.MatchString(c.ID):
			return errs.Errorf("field %q: %q is not a call id", f("id"), c.ID)
		case calls[c.ID] != nil:
			return errs.Errorf("field %q: call id %q is used twice", f("id"), c.ID)
		case c.Tool == "":
			return errs.Errorf("field %q is empty", f("tool"))
		case !slices.Contains(statuses, c.Status):
			return errs.Errorf("field %q: %q is not one of %s", f("status"), c.Status, strings.Join(statuses, ", "))
		case len(c.Args) == 0 || c.Args[0] != '{':
			return errs.Errorf("field %q: want a JSON object", f("args"))
		case c.Count != nil && *c.Count < 0:
			return errs.Errorf("field %q: %d is negative", f("count"), *c.Count)
		}
		// A call to a tool the model did not have can only end as
		// unknown_tool, and an unknown_tool call names a tool it did not
		// have: anything else is a contradiction in the scenario.
		known := slices.Contains(s.Tools, c.Tool)
		if c.Status == verify.StatusUnknownTool && known {
			return errs.Errorf("field %q: status unknown_tool, but %q is in \"tools\"", f("status"), c.Tool)
		}
		if c.Status != verify.StatusUnknownTool && !known {
			return errs.Errorf("field %q: %q is not in \"tools\" (use status unknown_tool for a call to a tool the model did not have)", f("tool"), c.Tool)
		}
		for j, u := range c.URLs {
			if u == "" {
				return errs.Errorf("field %q is empty", fmt.Sprintf("calls[%d].urls[%d]", i, j))
			}
		}
		calls[c.ID] = c
	}
	for i, t := range s.Expect {
		if !slices.Contains(verify.Types, t) {
			return errs.Errorf("field \"expect[%d]\": %q is not one of %s", i, t, strings.Join(verify.Types, ", "))
		}
		if slices.Index(s.Expect, t) != i {
			return errs.Errorf("field \"expect[%d]\": %q is listed twice", i, t)
		}
	}
	for _, m := range placeholderRE.FindAllStringSubmatch(s.Reply, -1) {
		switch name, arg := m[1], m[2]; {
		case name == "forged" && !strings.Contains(m[0], ":"):
		case name == "receipt":
			c := calls[arg]
			if c == nil {
				return errs.Errorf("field \"reply\": placeholder %q names no call of this scenario", m[0])
			}
			if c.Status != verify.StatusOK {
				return errs.Errorf("field \"reply\": placeholder %q names call %q, whose status %q issues no receipt (use {{forged}} for a made-up receipt)", m[0], arg, c.Status)
			}
		default:
			return errs.Errorf("field \"reply\": unknown placeholder %q (want {{receipt:CALL_ID}} or {{forged}})", m[0])
		}
	}
	return nil
}
