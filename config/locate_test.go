package config

import (
	"fmt"
	"strings"
	"testing"

	"github.com/BurntSushi/toml"
	"github.com/google/go-cmp/cmp"
)

// tricky holds the constructs that could throw the line count or the key
// paths off: text that looks like keys or tables inside strings, strings
// and arrays and inline tables over several lines, comments everywhere,
// quoted and dotted keys, CRLF, and nested arrays of tables.
const tricky = "# header with = and [table] in a comment\n" + // 1
	"title = \"a # not a comment ] }\"\n" + // 2
	"poem = \"\"\"\n" + // 3
	"fake = \"key\"\n" + // 4
	"[fake.table]\n" + // 5
	"escaped \\\"\"\" still inside\n" + // 6
	"\"\"\"\"\n" + // 7: the string ends with a quote
	"raw = '''\n" + // 8
	"[[not.a.table]]\n" + // 9
	"'''\n" + // 10
	"list = [ # comment\n" + // 11
	"  1, # one\n" + // 12
	"  [2, 3],\n" + // 13
	"  { in = \"x\" },\n" + // 14
	"]\n" + // 15
	"\"quoted.key\" = 1\n" + // 16
	"'lit\"key' = 2\n" + // 17
	"\"esc\\u0041\\\"\" = 3\n" + // 18
	"a . b . c = 4\n" + // 19
	"when = 1979-05-27 07:32:00Z\n" + // 20
	"\r\n" + // 21
	"[ server . \"x y\" ]\r\n" + // 22
	"port = 80\r\n" + // 23
	"inline = {\n" + // 24: TOML 1.1
	"  k1 = 1, # c\n" + // 25
	"  k2 = { deep = true },\n" + // 26
	"}\n" + // 27
	"[[fruit]]\n" + // 28
	"name = \"apple\"\n" + // 29
	"[[fruit.variety]]\n" + // 30
	"name = \"red\"\n" + // 31
	"[[fruit.variety]]\n" + // 32
	"name = \"green\"\n" + // 33
	"[fruit.info]\n" + // 34
	"color = \"red\"\n" + // 35
	"[[fruit]]\n" + // 36
	"name = \"banana\"\n" + // 37
	"[[fruit.variety]]\n" + // 38
	"name = \"plantain\"\n" // 39

func TestLocateKeys(t *testing.T) {
	if _, err := toml.Decode(tricky, new(map[string]any)); err != nil {
		t.Fatalf("test document is not valid TOML: %v", err)
	}
	var got []string
	for _, k := range locateKeys(tricky) {
		got = append(got, fmt.Sprintf("%d %s", k.line, displayKey(k.path)))
	}
	want := []string{
		"2 title",
		"3 poem",
		"8 raw",
		"11 list",
		"12 list[0]",
		"13 list[1]",
		"13 list[1][0]",
		"13 list[1][1]",
		"14 list[2]",
		"14 list[2].in",
		`16 "quoted.key"`,
		`17 "lit\"key"`,
		`18 "escA\""`,
		"19 a.b.c",
		"20 when",
		`22 server."x y"`,
		`23 server."x y".port`,
		`24 server."x y".inline`,
		`25 server."x y".inline.k1`,
		`26 server."x y".inline.k2`,
		`26 server."x y".inline.k2.deep`,
		"28 fruit[0]",
		"29 fruit[0].name",
		"30 fruit[0].variety[0]",
		"31 fruit[0].variety[0].name",
		"32 fruit[0].variety[1]",
		"33 fruit[0].variety[1].name",
		"34 fruit[0].info",
		"35 fruit[0].info.color",
		"36 fruit[1]",
		"37 fruit[1].name",
		"38 fruit[1].variety[0]",
		"39 fruit[1].variety[0].name",
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("locateKeys (-want +got):\n%s", diff)
	}
}

func TestLineOfFallsBackToEnclosingKey(t *testing.T) {
	keys := locateKeys("[a]\nx = 1\n\n[[s]]\nn = 1\n")
	for _, tc := range []struct {
		path []string
		want int
	}{
		{[]string{"a", "x"}, 2},
		{[]string{"a", "y"}, 1},         // not in the file: its table
		{[]string{"s", idx(0), "m"}, 4}, // not in the file: its array table
		{[]string{"s", idx(0), "n"}, 5}, // in the file
		{[]string{"s", idx(1), "n"}, 0}, // no such table: no line rather than a wrong one
		{[]string{"zzz", "x"}, 0},       // nothing
		{[]string{"a", "x", idx(3)}, 2}, // element of a scalar: its key
	} {
		if got := lineOf(keys, tc.path); got != tc.want {
			t.Errorf("lineOf(%q) = %d, want %d", displayKey(tc.path), got, tc.want)
		}
	}
}

// FuzzLocateKeys holds locateKeys to the toml package as an oracle: for
// every document toml accepts, every key toml reports must be located, on
// a line that contains the key's last part when that part is bare and not
// spelt with escapes. On
// documents toml rejects it must merely return.
func FuzzLocateKeys(f *testing.F) {
	f.Add(tricky)
	f.Add(string(DefaultTOML()))
	f.Add("a = [[{b = 1}], {c = '''x\ny'''}]\n")
	f.Add("[a]\n[[a.b]]\n[[a.b]]\nc.d = \"\\\\\"\n")
	f.Add("k = \"\"\"\\\n  x\"\"\"\n[t]\n")
	f.Add("\uFEFFx = 1\n")
	f.Fuzz(func(t *testing.T, doc string) {
		keys := locateKeys(doc)
		md, err := toml.Decode(doc, new(map[string]any))
		if err != nil {
			return
		}
		lines := strings.Split(strings.TrimPrefix(doc, "\uFEFF"), "\n")
		have := map[string]bool{}
		for _, k := range keys {
			have[strings.Join(withoutIndexes(k.path), "\x01")] = true
			last := k.path[len(k.path)-1]
			if k.line < 1 || k.line > len(lines) {
				t.Fatalf("key %q at line %d of %d", displayKey(k.path), k.line, len(lines))
			}
			// A quoted part may spell the key with escapes ("\u0070" is p).
			if line := lines[k.line-1]; isBareKey(last) && !strings.Contains(line, last) && !strings.Contains(line, `\`) {
				t.Fatalf("key %q at line %d, which reads %q", displayKey(k.path), k.line, lines[k.line-1])
			}
		}
		for _, k := range md.Keys() {
			if !have[strings.Join(k, "\x01")] {
				t.Fatalf("key %q not located; located: %v", k, keys)
			}
		}
	})
}

func isBareKey(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if !isBare(s[i]) {
			return false
		}
	}
	return true
}
