// Command gen writes the generated part of the verification benchmark:
// bench/corpus/gen-<lang>.jsonl, one file per language, from a seed.
//
//	go run ./bench/gen -out bench/corpus
//
// The output depends only on the seed and this program, so the committed
// files can be checked by regenerating them (bench/gen's test does). The
// hand-written files (hand-*.jsonl) are never touched.
//
// Faulty and clean scenarios are built from the same sentences: the count
// sentence that states a wrong number in a count_mismatch scenario states the
// right one in a clean scenario, and the "nothing found" sentence of a
// false_absence scenario is true in a clean one whose tool found nothing. A
// checker cannot pass by learning the templates; it has to compare the reply
// with the record.
package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
)

func main() {
	out := flag.String("out", "bench/corpus", "directory to write gen-<lang>.jsonl into")
	seed := flag.Uint64("seed", 1, "random seed; the committed corpus uses 1")
	perType := flag.Int("per-type", defaultPerType, "scenarios per builder and language")
	clean := flag.Int("clean", defaultClean, "clean scenarios per language")
	flag.Parse()
	if err := generate(*out, *seed, *perType, *clean); err != nil {
		fmt.Fprintln(os.Stderr, "gen:", err)
		os.Exit(1)
	}
}

// The committed corpus uses these settings (and seed 1).
const (
	defaultPerType = 30
	defaultClean   = 30
)

// Langs are the corpus languages, in file order.
var langs = []string{"en", "es", "zh", "hi", "ja"}

// generate writes one file per language into dir.
func generate(dir string, seed uint64, perType, clean int) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("create %s: %w", dir, err)
	}
	for i, lang := range langs {
		g := &gen{
			lang: lang,
			t:    withDenials(lang),
			r:    rand.New(rand.NewPCG(seed, uint64(i)+1)),
		}
		var buf bytes.Buffer
		for _, s := range g.all(perType, clean) {
			if err := encode(&buf, s); err != nil {
				return fmt.Errorf("%s: %w", s.ID, err)
			}
		}
		name := filepath.Join(dir, "gen-"+lang+".jsonl")
		if err := os.WriteFile(name, buf.Bytes(), 0o644); err != nil {
			return fmt.Errorf("write %s: %w", name, err)
		}
	}
	return nil
}

// scenario mirrors bench.Scenario's JSON form. It is declared here so that
// the field order in the files is fixed by this program alone.
type scenario struct {
	ID      string   `json:"id"`
	Lang    string   `json:"lang"`
	Source  string   `json:"source"`
	Note    string   `json:"note,omitempty"`
	Request string   `json:"request"`
	Tools   []string `json:"tools"`
	Calls   []call   `json:"calls"`
	Reply   string   `json:"reply"`
	Expect  []string `json:"expect"`
}

type call struct {
	ID     string          `json:"id"`
	Tool   string          `json:"tool"`
	Args   json.RawMessage `json:"args"`
	Status string          `json:"status"`
	Result string          `json:"result"`
	Count  *int            `json:"count,omitempty"`
	URLs   []string        `json:"urls,omitempty"`
}

func encode(buf *bytes.Buffer, s scenario) error {
	if s.Calls == nil {
		s.Calls = []call{}
	}
	if s.Expect == nil {
		s.Expect = []string{}
	}
	enc := json.NewEncoder(buf)
	enc.SetEscapeHTML(false)
	return enc.Encode(s)
}

// args marshals kv pairs (key, value, key, value...) as a JSON object in
// the given order, the way a model writes arguments.
func args(kv ...string) json.RawMessage {
	var b strings.Builder
	b.WriteByte('{')
	for i := 0; i+1 < len(kv); i += 2 {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString(jsonString(kv[i]))
		b.WriteByte(':')
		b.WriteString(jsonString(kv[i+1]))
	}
	b.WriteByte('}')
	return json.RawMessage(b.String())
}

// jsonString quotes s as JSON without HTML escaping: "<" stays "<" in
// SQL arguments, as a model would write it.
func jsonString(s string) string {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	enc.Encode(s) // a string always encodes
	return strings.TrimSuffix(b.String(), "\n")
}

func count(n int) *int { return &n }
