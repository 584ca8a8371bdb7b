package config

import (
	"errors"
	"fmt"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"time"

	"github.com/BurntSushi/toml"

	"github.com/pramana-dev/pramana/internal/errs"
)

// EnvConfig is the environment variable that names the config file when
// no --config flag is given.
const EnvConfig = "PRAMANA_CONFIG"

// DefaultPath returns $PRAMANA_CONFIG if it is set, else
// ~/.pramana/config.toml.
func DefaultPath() string {
	if p := os.Getenv(EnvConfig); p != "" {
		return ExpandHome(p)
	}
	return ExpandHome(filepath.Join("~", ".pramana", "config.toml"))
}

// Resolve picks the config file: flagPath (the --config flag) if set, else
// $PRAMANA_CONFIG, else ~/.pramana/config.toml. explicit reports whether
// the file was asked for (flag or environment); only an explicit file must
// exist. A leading "~" is expanded, because the shell does not expand it
// in --config=~/x or in an environment variable.
func Resolve(flagPath string) (path string, explicit bool) {
	if flagPath != "" {
		return ExpandHome(flagPath), true
	}
	if p := os.Getenv(EnvConfig); p != "" {
		return ExpandHome(p), true
	}
	return DefaultPath(), false
}

// ExpandHome replaces a leading "~" or "~/" in p with the user's home
// directory. Other paths, "~user" forms, and every path when the home
// directory is unknown, are returned unchanged.
func ExpandHome(p string) string {
	if p != "~" && !strings.HasPrefix(p, "~/") && !strings.HasPrefix(p, "~"+string(filepath.Separator)) {
		return p
	}
	home, err := os.UserHomeDir()
	if err != nil || home == "" {
		return p
	}
	if p == "~" {
		return home
	}
	return filepath.Join(home, p[2:])
}

// LoadResolved resolves flagPath with [Resolve] and loads the file. A
// missing file is not an error when it was not asked for: the result is
// then [Default]. path is the file that was read, or would have been.
func LoadResolved(flagPath string) (cfg Config, path string, err error) {
	path, explicit := Resolve(flagPath)
	cfg, err = Load(path)
	if err != nil && !explicit && errors.Is(err, fs.ErrNotExist) {
		return Default(), path, nil
	}
	return cfg, path, err
}

// Load reads the TOML file at path onto [Default] and validates the
// result; see [Parse]. A missing file is an error that matches
// fs.ErrNotExist and tells the user how to create one.
func Load(path string) (Config, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			return Config{}, &notExistError{path: path, err: err}
		}
		var pe *fs.PathError
		if errors.As(err, &pe) {
			return Config{}, errs.Errorf("config: %s %s: %w", pe.Op, pe.Path, pe.Err)
		}
		return Config{}, errs.Errorf("config: read %s: %w", path, err)
	}
	return Parse(data, path)
}

type notExistError struct {
	path string
	err  error
}

func (e *notExistError) Error() string {
	return "config: open " + e.path + ": no such file; run \"pramana config init\" to create one"
}

func (e *notExistError) Unwrap() error { return e.err }

// Parse decodes data onto [Default] and validates the result. name is the
// file name used in error messages. Keys left out keep their defaults; a
// key the schema does not know, a value of the wrong type and a bad
// duration are errors naming the key and its line, and so is a value that
// fails [Config.Validate] when the file sets it.
func Parse(data []byte, name string) (Config, error) {
	return parseOnto(Default(), data, name)
}

func parseOnto(cfg Config, data []byte, name string) (Config, error) {
	if name == "" {
		name = "<config>"
	}
	src := string(data)

	// First into a generic tree: it reports syntax errors, and checking
	// types against the tree, rather than decoding straight into cfg, gives
	// errors that name the key and what was expected.
	var tree map[string]any
	if _, err := toml.Decode(src, &tree); err != nil {
		var pe toml.ParseError
		if errors.As(err, &pe) {
			return Config{}, errs.Errorf("config: %s:%d: %s", name, pe.Position.Line, pe.Message)
		}
		return Config{}, errs.Errorf("config: %s: %w", name, err)
	}
	lines := locateKeys(src)
	if errs := checkTree(tree); len(errs) > 0 {
		// Report the first problem in the file, not the first in the
		// random order of the tree's maps.
		first, firstLine := errs[0], lineOf(lines, errs[0].path)
		for _, e := range errs[1:] {
			if l := lineOf(lines, e.path); l > 0 && (firstLine == 0 || l < firstLine) {
				first, firstLine = e, l
			}
		}
		return Config{}, first.at(name, firstLine)
	}

	md, err := toml.Decode(src, &cfg)
	if err != nil {
		// checkTree should have caught everything decoding can object to.
		var pe toml.ParseError
		if errors.As(err, &pe) {
			return Config{}, errs.Errorf("config: %s:%d: %s", name, pe.Position.Line, pe.Message)
		}
		return Config{}, errs.Errorf("config: %s: %w", name, err)
	}
	// checkTree reports unknown keys, but the decoder's own account is the
	// one that decides what was used, so check it too.
	if und := md.Undecoded(); len(und) > 0 {
		path := []string(und[0])
		for _, k := range lines {
			if equalPath(withoutIndexes(k.path), path) {
				path = k.path
				break
			}
		}
		e := &keyError{path: path, unknown: true}
		return Config{}, e.at(name, lineOf(lines, path))
	}

	// A table of [[mcp.servers]] starts from zero, not from a default, so
	// fill in the defaults of keys the file left out.
	for i := range cfg.MCP.Servers {
		if _, set := serverTable(tree, i)["timeout"]; !set {
			cfg.MCP.Servers[i].Timeout = defaultMCPTimeout
		}
	}

	if err := cfg.Validate(); err != nil {
		var ke *keyError
		if errors.As(err, &ke) {
			return Config{}, ke.at(name, lineOf(lines, ke.path))
		}
		return Config{}, errs.Errorf("config: %s: %w", name, err)
	}
	return cfg, nil
}

// A keyError is a problem with one key. Its path has idx elements for
// array indexes.
type keyError struct {
	path    []string
	msg     string
	unknown bool
	suggest string // for an unknown key, a known key it may be a typo of
}

func (e *keyError) Error() string { return "config: " + e.text() }

func (e *keyError) text() string {
	if e.unknown {
		s := fmt.Sprintf("unknown key %q", displayKey(e.path))
		if e.suggest != "" {
			s += fmt.Sprintf(" (did you mean %q?)", e.suggest)
		}
		return s
	}
	return displayKey(e.path) + ": " + e.msg
}

// at formats e as found in file name at line (0 if unknown).
func (e *keyError) at(name string, line int) error {
	if line > 0 {
		return errs.Errorf("config: %s:%d: %s", name, line, e.text())
	}
	return errs.Errorf("config: %s: %s", name, e.text())
}

// checkTree checks tree, the generic decoding of a file, against the
// schema of Config: every key known, every value of the field's type,
// every duration parsable.
func checkTree(tree map[string]any) []*keyError {
	var errs []*keyError
	checkTable(tree, reflect.TypeFor[Config](), nil, &errs)
	return errs
}

func checkTable(m map[string]any, t reflect.Type, path []string, errs *[]*keyError) {
	fields := map[string]reflect.Type{}
	var names []string
	for f := range t.Fields() {
		name, _, _ := strings.Cut(f.Tag.Get("toml"), ",")
		fields[name] = f.Type
		names = append(names, name)
	}
	for _, k := range slices.Sorted(maps.Keys(m)) {
		p := append(append([]string(nil), path...), k)
		ft, ok := fields[k]
		if !ok {
			e := &keyError{path: p, unknown: true}
			if s := suggest(k, names); s != "" {
				e.suggest = displayKey(append(append([]string(nil), path...), s))
			}
			*errs = append(*errs, e)
			continue
		}
		checkValue(m[k], ft, p, errs)
	}
}

// serverTable returns the tree's table of the i-th MCP server, or nil.
func serverTable(tree map[string]any, i int) map[string]any {
	mcp, _ := tree["mcp"].(map[string]any)
	switch s := mcp["servers"].(type) {
	case []map[string]any: // [[mcp.servers]]
		if i < len(s) {
			return s[i]
		}
	case []any: // mcp.servers = [{...}]
		if i < len(s) {
			m, _ := s[i].(map[string]any)
			return m
		}
	}
	return nil
}

// mismatch records that v, at path, is not the wanted type. Out of line
// rather than a closure of checkValue's: inlined, it cost code at each of
// its nine calls.
//
//go:noinline
func mismatch(errs *[]*keyError, path []string, v any, want string) {
	*errs = append(*errs, &keyError{path: path, msg: "expected " + want + ", got " + tomlType(v)})
}

func checkValue(v any, t reflect.Type, path []string, errs *[]*keyError) {
	if t == reflect.TypeFor[Duration]() {
		s, ok := v.(string)
		if !ok {
			mismatch(errs, path, v, `a duration string such as "30s"`)
			return
		}
		var d Duration
		if err := d.UnmarshalText([]byte(s)); err != nil {
			*errs = append(*errs, &keyError{path: path, msg: err.Error()})
		}
		return
	}
	switch t.Kind() {
	case reflect.Pointer:
		checkValue(v, t.Elem(), path, errs)
	case reflect.String:
		if _, ok := v.(string); !ok {
			mismatch(errs, path, v, "string")
		}
	case reflect.Bool:
		if _, ok := v.(bool); !ok {
			mismatch(errs, path, v, "boolean")
		}
	case reflect.Int, reflect.Int64:
		n, ok := v.(int64)
		if !ok {
			mismatch(errs, path, v, "integer")
			return
		}
		if reflect.New(t).Elem().OverflowInt(n) {
			*errs = append(*errs, &keyError{path: path, msg: fmt.Sprintf("%d is out of range", n)})
		}
	case reflect.Float64:
		switch v.(type) {
		case float64, int64:
		default:
			mismatch(errs, path, v, "float")
		}
	case reflect.Map:
		m, ok := v.(map[string]any)
		if !ok {
			mismatch(errs, path, v, "table")
			return
		}
		for _, k := range slices.Sorted(maps.Keys(m)) {
			checkValue(m[k], t.Elem(), append(append([]string(nil), path...), k), errs)
		}
	case reflect.Struct:
		m, ok := v.(map[string]any)
		if !ok {
			mismatch(errs, path, v, "table")
			return
		}
		checkTable(m, t, path, errs)
	case reflect.Slice:
		var elems []any
		switch a := v.(type) {
		case []any:
			elems = a
		case []map[string]any:
			for _, m := range a {
				elems = append(elems, m)
			}
		default:
			if t.Elem().Kind() == reflect.Struct {
				mismatch(errs, path, v, "array of tables")
			} else {
				mismatch(errs, path, v, "array")
			}
			return
		}
		for i, e := range elems {
			checkValue(e, t.Elem(), append(append([]string(nil), path...), idx(i)), errs)
		}
	default:
		// A schema field of a type this function does not know is a bug
		// here, not in the file; the tests decode every field.
		*errs = append(*errs, &keyError{path: path, msg: fmt.Sprintf("internal error: schema type %s is not supported", t)})
	}
}

// tomlType names the TOML type of a value of the generic tree.
func tomlType(v any) string {
	switch v.(type) {
	case string:
		return "string"
	case int64:
		return "integer"
	case float64:
		return "float"
	case bool:
		return "boolean"
	case time.Time:
		return "date-time"
	case []any:
		return "array"
	case []map[string]any:
		return "array of tables"
	case map[string]any:
		return "table"
	}
	return fmt.Sprintf("%T", v)
}

// suggest returns the name in names that key is most likely a typo of, or
// "" if none is close.
func suggest(key string, names []string) string {
	best, bestD := "", -1
	for _, n := range names {
		if strings.EqualFold(n, key) {
			return n
		}
		d := editDistance(key, n)
		if d <= max(2, len(key)/2) && (bestD < 0 || d < bestD) {
			best, bestD = n, d
		}
	}
	return best
}

// editDistance is the Levenshtein distance between a and b.
func editDistance(a, b string) int {
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev, cur = cur, prev
	}
	return prev[len(b)]
}
