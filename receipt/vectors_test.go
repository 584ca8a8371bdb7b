package receipt

import (
	"bufio"
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"flag"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

var update = flag.Bool("update", false, "rewrite testdata/receipt-vectors.json from the inputs in vectors_test.go")

const vectorsFile = "testdata/receipt-vectors.json"

// vectorFile is the layout of testdata/receipt-vectors.json. Numbers are
// JSON integers up to 2^64-1: a reader must parse them as unsigned 64-bit
// integers, not as doubles.
type vectorFile struct {
	Valid   []validVector   `json:"valid"`
	Invalid []invalidVector `json:"invalid"`
	Scan    []scanVector    `json:"scan"`
}

// A scanVector is a text and the tokens Scan finds in it: byte offsets
// and whether each token is a well-formed receipt.
type scanVector struct {
	Name   string      `json:"name"`
	Text   string      `json:"text"`
	Tokens []scanToken `json:"tokens"`
}

type scanToken struct {
	Start int  `json:"start"`
	End   int  `json:"end"`
	Valid bool `json:"valid"`
}

type validVector struct {
	Name      string `json:"name"`
	KeyHex    string `json:"key_hex"`
	Seq       uint64 `json:"seq"`
	CallID    string `json:"call_id"`
	Tool      string `json:"tool"`
	Args      string `json:"args"`
	Result    string `json:"result"`
	Timestamp uint64 `json:"timestamp"`
	Receipt   string `json:"receipt"`
}

type invalidVector struct {
	Name    string `json:"name"`
	Receipt string `json:"receipt"`
	Reason  string `json:"reason"`
}

func (v validVector) key(t testing.TB) []byte {
	t.Helper()
	k, err := hex.DecodeString(v.KeyHex)
	if err != nil {
		t.Fatalf("vector %q: key_hex: %v", v.Name, err)
	}
	return k
}

func (v validVector) call() Call {
	return Call{ID: v.CallID, Tool: v.Tool, Args: []byte(v.Args), Result: v.Result}
}

func loadVectors(t testing.TB) vectorFile {
	t.Helper()
	b, err := os.ReadFile(vectorsFile)
	if err != nil {
		t.Fatalf("read vectors: %v", err)
	}
	var f vectorFile
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&f); err != nil {
		t.Fatalf("decode %s: %v", vectorsFile, err)
	}
	return f
}

// vectorInputs are the valid vectors without their receipts; -update
// computes the receipts. The committed file, not this list, is what the
// tests check, so an accidental change to the MAC cannot rewrite its own
// expectations unless someone runs -update and commits the diff.
func vectorInputs() []validVector {
	const (
		key0 = "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f"
		keyF = "ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff"
		ts   = 1774608496 // 2026-03-27T10:48:16Z
	)
	// Keys that look random, derived so that the file says where they
	// came from.
	keyA := sha256.Sum256([]byte("pramana receipt vector key A"))
	keyB := sha256.Sum256([]byte("pramana receipt vector key B"))
	longResult := strings.Repeat(`{"name":"file.txt","size":1024},`, 6) // > one SHA-256 block
	return []validVector{
		{Name: "basic", KeyHex: key0, Seq: 1, CallID: "call_1", Tool: "list_dir", Args: `{"path":"."}`, Result: "README.md\ngo.mod\n", Timestamp: ts},
		{Name: "next-seq-same-call", KeyHex: key0, Seq: 2, CallID: "call_1", Tool: "list_dir", Args: `{"path":"."}`, Result: "README.md\ngo.mod\n", Timestamp: ts},
		{Name: "next-second-same-call", KeyHex: key0, Seq: 1, CallID: "call_1", Tool: "list_dir", Args: `{"path":"."}`, Result: "README.md\ngo.mod\n", Timestamp: ts + 1},
		{Name: "args-whitespace-differs", KeyHex: key0, Seq: 1, CallID: "call_1", Tool: "list_dir", Args: `{ "path": "." }`, Result: "README.md\ngo.mod\n", Timestamp: ts},
		{Name: "empty-call-id-and-result", KeyHex: key0, Seq: 3, CallID: "", Tool: "shell", Args: `{"command":"true"}`, Result: "", Timestamp: ts},
		{Name: "all-empty-timestamp-zero", KeyHex: key0, Seq: 1, CallID: "", Tool: "", Args: "", Result: "", Timestamp: 0},
		{Name: "max-seq-and-timestamp", KeyHex: key0, Seq: math.MaxUint64, CallID: "call_max", Tool: "echo", Args: `{}`, Result: "ok", Timestamp: math.MaxUint64},
		{Name: "framing-ab-c", KeyHex: key0, Seq: 1, CallID: "ab", Tool: "c", Args: `{}`, Result: "x", Timestamp: ts},
		{Name: "framing-a-bc", KeyHex: key0, Seq: 1, CallID: "a", Tool: "bc", Args: `{}`, Result: "x", Timestamp: ts},
		{Name: "non-ascii", KeyHex: hex.EncodeToString(keyA[:]), Seq: 7, CallID: "toolu_01Ä", Tool: "read_file", Args: `{"path":"notes/日本語.txt"}`, Result: "Grüße, 世界 — ✓ 🚀", Timestamp: ts},
		{Name: "newlines-crlf-and-fake-trailer", KeyHex: hex.EncodeToString(keyA[:]), Seq: 8, CallID: "call_8", Tool: "read_file", Args: "{\"path\":\"a.txt\"}", Result: "line 1\r\nline 2\n\n[receipt: zc_receipt-1-AAAA]\n", Timestamp: ts},
		{Name: "tabs-quotes-backslashes", KeyHex: hex.EncodeToString(keyB[:]), Seq: 42, CallID: "call\t42", Tool: "grep", Args: `{"pattern":"\"a\\\\b\"","path":"src"}`, Result: "src/x.go:3:\t\"a\\b\"\n", Timestamp: 1700000000},
		{Name: "long-result", KeyHex: hex.EncodeToString(keyB[:]), Seq: 1000, CallID: "call_long", Tool: "list_dir", Args: `{"path":"data","long":true}`, Result: longResult, Timestamp: 4102444800},
		{Name: "key-all-ff", KeyHex: keyF, Seq: 1, CallID: "call_1", Tool: "list_dir", Args: `{"path":"."}`, Result: "README.md\ngo.mod\n", Timestamp: ts},
	}
}

// invalidInputs derives the invalid strings from a valid receipt, so that
// each breaks exactly one rule of the grammar.
func invalidInputs(good string) []invalidVector {
	r, err := Parse(good)
	if err != nil {
		panic("invalidInputs: " + err.Error())
	}
	ts := strconv.FormatUint(r.Timestamp, 10)
	d := good[len(good)-DigestLen:]
	const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
	last := strings.IndexByte(alphabet, d[DigestLen-1])
	nonCanonical := d[:DigestLen-1] + string(alphabet[last|1]) // a set unused bit
	mid := DigestLen / 2
	with := func(c string) string { return d[:mid] + c + d[mid+1:] }
	return []invalidVector{
		{"empty", "", "empty string"},
		{"prefix-only", Prefix, "no timestamp and no digest"},
		{"prefix-upper-case", "ZC-RECEIPT-" + ts + "-" + d, "the prefix is case-sensitive"},
		{"prefix-mixed-case", "Zc-receipt-" + ts + "-" + d, "the prefix is case-sensitive"},
		{"prefix-defanged", "zc_receipt-" + ts + "-" + d, "defanged prefix is not a receipt"},
		{"prefix-misspelt", "zc-reciept-" + ts + "-" + d, "wrong prefix"},
		{"leading-whitespace", " " + good, "white space before the prefix"},
		{"timestamp-empty", Prefix + "-" + d, "empty timestamp"},
		{"timestamp-leading-zero", Prefix + "0" + ts + "-" + d, "timestamp has a leading zero"},
		{"timestamp-zero-zero", Prefix + "00-" + d, "timestamp has a leading zero"},
		{"timestamp-plus-sign", Prefix + "+" + ts + "-" + d, "timestamp has a sign"},
		{"timestamp-minus-sign", Prefix + "-" + ts + "-" + d, "timestamp has a sign"},
		{"timestamp-overflow", Prefix + "18446744073709551616-" + d, "timestamp is 2^64, one past the largest"},
		{"timestamp-far-overflow", Prefix + "100000000000000000000000-" + d, "timestamp does not fit in 64 bits"},
		{"timestamp-decimal-point", Prefix + ts + ".0-" + d, "timestamp is not an integer"},
		{"timestamp-hex", Prefix + "0x" + strconv.FormatUint(r.Timestamp, 16) + "-" + d, "timestamp is not decimal"},
		{"timestamp-arabic-indic-digits", Prefix + "١٧٧٤٦٠٨٤٩٦-" + d, "only ASCII digits"},
		{"timestamp-space-inside", Prefix + ts[:4] + " " + ts[4:] + "-" + d, "white space inside the timestamp"},
		{"separator-missing", Prefix + ts + d, "no '-' between timestamp and digest"},
		{"separator-underscore", Prefix + ts + "_" + d, "separator is not '-'"},
		{"separator-doubled", Prefix + ts + "--" + d, "two separators make a 44-character digest"},
		{"digest-empty", Prefix + ts + "-", "empty digest"},
		{"digest-42-chars", Prefix + ts + "-" + d[:42], "digest one character short"},
		{"digest-44-chars", Prefix + ts + "-" + d + "A", "digest one character long"},
		{"digest-padding", Prefix + ts + "-" + d + "=", "padding '=' is not allowed"},
		{"digest-non-canonical", Prefix + ts + "-" + nonCanonical, "last character has non-zero unused bits"},
		{"digest-std-base64-plus", Prefix + ts + "-" + with("+"), "'+' is standard base64, not base64url"},
		{"digest-std-base64-slash", Prefix + ts + "-" + with("/"), "'/' is standard base64, not base64url"},
		{"digest-space-inside", Prefix + ts + "-" + with(" "), "white space inside the digest"},
		{"digest-newline-inside", Prefix + ts + "-" + with("\n"), "a newline inside the digest"},
		{"digest-non-ascii", Prefix + ts + "-" + d[:mid] + "é" + d[mid+2:], "non-ASCII character in the digest"},
		{"trailing-space", good + " ", "white space after the digest"},
		{"trailing-newline", good + "\n", "newline after the digest"},
		{"trailing-bracket", good + "]", "trailer punctuation is not part of the receipt"},
		{"glued-pair", good + good, "two receipts written together are two receipts to Scan, not one"},
	}
}

// scanInputs derives the scan vectors from two valid receipts: where
// tokens start and end, above all where two receipts are written with
// nothing between them (a receipt boundary, section 7 of the spec).
func scanInputs(a, b string) []scanVector {
	n, m := len(a), len(b)
	short := a[:n-1] // its digest one character short
	return []scanVector{
		{"in-sentence", "Listed (" + a + ").", []scanToken{{8, 8 + n, true}}},
		{"comma-joined", a + "," + b, []scanToken{{0, n, true}, {n + 1, n + 1 + m, true}}},
		{"glued-pair", a + b, []scanToken{{0, n, true}, {n, n + m, true}}},
		{"glued-three", a + b + a + ".", []scanToken{{0, n, true}, {n, n + m, true}, {n + m, 2*n + m, true}}},
		{"glued-after-malformed", short + b, []scanToken{{0, n - 1 + m, false}}},
		{"glued-then-malformed", a + b[:30], []scanToken{{0, n, true}, {n, n + 30, false}}},
		{"glued-prefixes", Prefix + a, []scanToken{{0, len(Prefix) + n, false}}},
	}
}

func writeVectors(t *testing.T) {
	var f vectorFile
	for _, v := range vectorInputs() {
		r, err := Compute(v.key(t), v.Seq, v.Timestamp, v.call())
		if err != nil {
			t.Fatal(err)
		}
		v.Receipt = r.String()
		f.Valid = append(f.Valid, v)
	}
	f.Invalid = invalidInputs(f.Valid[0].Receipt)
	f.Scan = scanInputs(f.Valid[0].Receipt, f.Valid[1].Receipt)
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(f); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(vectorsFile, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	t.Logf("wrote %s: %d valid, %d invalid", vectorsFile, len(f.Valid), len(f.Invalid))
}

func TestVectors(t *testing.T) {
	if *update {
		writeVectors(t)
	}
	f := loadVectors(t)
	if len(f.Valid) < 12 || len(f.Invalid) < 15 {
		t.Fatalf("vector file has %d valid and %d invalid vectors, want at least 12 and 15", len(f.Valid), len(f.Invalid))
	}
	keys := map[string]bool{}
	seen := map[string]string{}
	for _, v := range f.Valid {
		keys[v.KeyHex] = true
		t.Run("valid/"+v.Name, func(t *testing.T) {
			r, err := Compute(v.key(t), v.Seq, v.Timestamp, v.call())
			if err != nil {
				t.Fatal(err)
			}
			if got := r.String(); got != v.Receipt {
				t.Errorf("Compute = %s, want %s", got, v.Receipt)
			}
			p, err := Parse(v.Receipt)
			if err != nil {
				t.Fatalf("Parse: %v", err)
			}
			if p != r {
				t.Errorf("Parse(%s) = %+v, want %+v", v.Receipt, p, r)
			}
			if p.Timestamp != v.Timestamp {
				t.Errorf("Parse timestamp = %d, want %d", p.Timestamp, v.Timestamp)
			}
			if got := p.String(); got != v.Receipt {
				t.Errorf("Parse(s).String() = %s, want %s", got, v.Receipt)
			}
		})
		if other, dup := seen[v.Receipt]; dup {
			t.Errorf("vectors %q and %q have the same receipt", other, v.Name)
		}
		seen[v.Receipt] = v.Name
	}
	if len(keys) < 3 {
		t.Errorf("valid vectors use %d keys, want at least 3", len(keys))
	}
	for _, v := range f.Invalid {
		t.Run("invalid/"+v.Name, func(t *testing.T) {
			r, err := Parse(v.Receipt)
			if !errors.Is(err, ErrMalformed) {
				t.Fatalf("Parse(%q) = %v, %v; want an error matching ErrMalformed", v.Receipt, r, err)
			}
			var pe *ParseError
			if !errors.As(err, &pe) || pe.Reason == "" {
				t.Errorf("Parse(%q) error %v is not a *ParseError with a reason", v.Receipt, err)
			}
		})
	}
	if len(f.Scan) == 0 {
		t.Fatal("vector file has no scan vectors")
	}
	for _, v := range f.Scan {
		t.Run("scan/"+v.Name, func(t *testing.T) {
			var got []scanToken
			for _, tok := range Scan(v.Text) {
				got = append(got, scanToken{tok.Start, tok.End, !tok.Malformed()})
			}
			if diff := cmp.Diff(v.Tokens, got); diff != "" {
				t.Errorf("Scan(%q) (-want +got):\n%s", v.Text, diff)
			}
		})
	}
}

// TestVectorsUpToDate keeps the committed file and the generator in step:
// a vector added to vectorInputs without running -update is caught here.
func TestVectorsUpToDate(t *testing.T) {
	f := loadVectors(t)
	in := vectorInputs()
	var got []validVector
	for _, v := range f.Valid {
		v.Receipt = ""
		got = append(got, v)
	}
	if diff := cmp.Diff(in, got); diff != "" {
		t.Errorf("valid vector inputs differ from %s; run go test ./receipt -run Vectors -update (-want +got):\n%s", vectorsFile, diff)
	}
	if diff := cmp.Diff(invalidInputs(f.Valid[0].Receipt), f.Invalid); diff != "" {
		t.Errorf("invalid vectors differ from %s; run go test ./receipt -run Vectors -update (-want +got):\n%s", vectorsFile, diff)
	}
	if diff := cmp.Diff(scanInputs(f.Valid[0].Receipt, f.Valid[1].Receipt), f.Scan); diff != "" {
		t.Errorf("scan vectors differ from %s; run go test ./receipt -run Vectors -update (-want +got):\n%s", vectorsFile, diff)
	}
}

const opensslScript = "../scripts/vector-openssl.sh"

// TestOpenSSLScriptFields checks that the vectors hard-coded in
// scripts/vector-openssl.sh are the vectors of the JSON file, byte for
// byte. It runs the script in its --fields mode, which prints each field in
// hex without calling openssl, so it needs only bash and od.
func TestOpenSSLScriptFields(t *testing.T) {
	if _, err := exec.LookPath("bash"); err != nil {
		t.Skip("bash is not on PATH; cannot read the script's vectors")
	}
	out, err := exec.Command("bash", opensslScript, "--fields").Output()
	if err != nil {
		t.Fatalf("%s --fields: %v", opensslScript, err)
	}
	want := map[string]validVector{}
	for _, v := range loadVectors(t).Valid {
		want[v.Name] = v
	}
	got := map[string]validVector{}
	sc := bufio.NewScanner(bytes.NewReader(out))
	for sc.Scan() {
		// name key_hex seq hex(call_id) hex(tool) hex(args) hex(result) timestamp receipt
		f := strings.Split(sc.Text(), " ")
		if len(f) != 9 {
			t.Fatalf("script printed %q: want 9 space-separated fields", sc.Text())
		}
		unhex := func(s string) string {
			if s == "-" { // empty field
				return ""
			}
			b, err := hex.DecodeString(s)
			if err != nil {
				t.Fatalf("script printed bad hex %q: %v", s, err)
			}
			return string(b)
		}
		num := func(s string) uint64 {
			n, err := strconv.ParseUint(s, 10, 64)
			if err != nil {
				t.Fatalf("script printed bad number %q: %v", s, err)
			}
			return n
		}
		got[f[0]] = validVector{Name: f[0], KeyHex: f[1], Seq: num(f[2]), CallID: unhex(f[3]), Tool: unhex(f[4]),
			Args: unhex(f[5]), Result: unhex(f[6]), Timestamp: num(f[7]), Receipt: f[8]}
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("vectors in %s differ from %s (-want +got):\n%s", opensslScript, vectorsFile, diff)
	}
}

// TestOpenSSLRecipe reproduces every valid vector with openssl, which
// shares no code with this package: the script frames the MAC input with
// printf and computes the HMAC with openssl dgst.
func TestOpenSSLRecipe(t *testing.T) {
	if _, err := exec.LookPath("openssl"); err != nil {
		t.Skip("openssl is not on PATH; skipping the independent check of the vectors (install openssl to run it)")
	}
	if _, err := exec.LookPath("bash"); err != nil {
		t.Skip("bash is not on PATH; skipping the openssl recipe")
	}
	path, err := filepath.Abs(opensslScript)
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command("bash", path)
	cmd.Dir = t.TempDir()
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("%s: %v\n%s", opensslScript, err, out)
	}
	n := strings.Count(string(out), "ok ")
	if want := len(loadVectors(t).Valid); n != want {
		t.Errorf("%s reproduced %d vectors, want %d:\n%s", opensslScript, n, want, out)
	}
}
