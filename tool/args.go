package tool

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math"
	"slices"
	"strings"

	"github.com/pramana-dev/pramana/internal/errs"
)

// args is a tool's argument object, read field by field so that each
// mistake gets an error the model can act on ("path must be a string")
// rather than encoding/json's Go-flavoured one.
type args struct {
	tool string
	m    map[string]json.RawMessage
}

// parseArgs reads raw as an object with only the given fields. Empty input
// and null are the empty object: a model calling a tool with no arguments
// sends either.
func parseArgs(tool string, raw json.RawMessage, fields ...string) (*args, error) {
	a := &args{tool: tool, m: map[string]json.RawMessage{}}
	raw = bytes.TrimSpace(raw)
	if len(raw) == 0 || string(raw) == "null" {
		return a, nil
	}
	if raw[0] != '{' {
		return nil, a.errorf("arguments must be a JSON object")
	}
	if err := json.Unmarshal(raw, &a.m); err != nil {
		return nil, a.errorf("arguments are not valid JSON: %v", err)
	}
	for k := range a.m {
		if !slices.Contains(fields, k) {
			return nil, a.errorf("unknown field %q (fields: %s)", k, strings.Join(fields, ", "))
		}
	}
	return a, nil
}

func (a *args) errorf(format string, v ...any) error {
	return errs.Errorf("%s: invalid arguments: %s", a.tool, fmt.Sprintf(format, v...))
}

// present reports whether the field is given and not null.
func (a *args) present(name string) bool {
	v, ok := a.m[name]
	return ok && string(bytes.TrimSpace(v)) != "null"
}

// str returns a string field, or def when it is absent or null.
func (a *args) str(name, def string) (string, error) {
	if !a.present(name) {
		return def, nil
	}
	var s string
	if err := json.Unmarshal(a.m[name], &s); err != nil {
		return "", a.errorf("%s must be a string", name)
	}
	return s, nil
}

// requiredStr returns a string field that must be given.
func (a *args) requiredStr(name string) (string, error) {
	if !a.present(name) {
		return "", a.errorf("%s is required", name)
	}
	return a.str(name, "")
}

// nonEmptyStr returns a string field that must be given and not be empty.
func (a *args) nonEmptyStr(name string) (string, error) {
	v, err := a.requiredStr(name)
	if err == nil && v == "" {
		err = a.errorf("%s must not be empty", name)
	}
	return v, err
}

// integer returns an integer field of at least lo, or def when it is
// absent or null. 10.0 is an integer; 10.5 and "10" are not.
func (a *args) integer(name string, def, lo int) (int, error) {
	if !a.present(name) {
		return def, nil
	}
	var f float64
	if err := json.Unmarshal(a.m[name], &f); err != nil || f != math.Trunc(f) || math.Abs(f) > 1<<53 {
		return 0, a.errorf("%s must be an integer", name)
	}
	if int(f) < lo {
		return 0, a.errorf("%s must be at least %d", name, lo)
	}
	return int(f), nil
}

// boolean returns a boolean field, or false when it is absent or null.
func (a *args) boolean(name string) (bool, error) {
	if !a.present(name) {
		return false, nil
	}
	var b bool
	if err := json.Unmarshal(a.m[name], &b); err != nil {
		return false, a.errorf("%s must be true or false", name)
	}
	return b, nil
}

// summarizeArg returns the string argument field of a tool whose only
// argument it is, for an approval prompt. Arguments it cannot read are
// shown raw, so the person approving sees exactly what the model sent.
func summarizeArg(tool string, raw json.RawMessage, field string) string {
	a, err := parseArgs(tool, raw, field)
	if err != nil {
		return string(raw)
	}
	v, err := a.str(field, "")
	if err != nil {
		return string(raw)
	}
	return v
}
