package receipt

import (
	"bytes"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"strings"
	"testing"
)

// macInput builds the v1 MAC input the slow, obvious way, independently of
// mac.go: each field is its 8-byte big-endian length and its bytes.
func macInput(seq, ts uint64, c Call) []byte {
	var b []byte
	field := func(p []byte) {
		b = binary.BigEndian.AppendUint64(b, uint64(len(p)))
		b = append(b, p...)
	}
	num := func(v uint64) { field(binary.BigEndian.AppendUint64(nil, v)) }
	field([]byte("zc-receipt/v1"))
	num(seq)
	field([]byte(c.ID))
	field([]byte(c.Tool))
	field(c.Args)
	field([]byte(c.Result))
	num(ts)
	return b
}

func TestMACInputLayout(t *testing.T) {
	// The byte diagram of docs/receipts.md, for the call
	// {ID: "c1", Tool: "t", Args: "{}", Result: ""} with seq 1 at time 2.
	want := strings.Join([]string{
		"000000000000000d", hex.EncodeToString([]byte("zc-receipt/v1")),
		"0000000000000008", "0000000000000001", // seq
		"0000000000000002", hex.EncodeToString([]byte("c1")),
		"0000000000000001", hex.EncodeToString([]byte("t")),
		"0000000000000002", hex.EncodeToString([]byte("{}")),
		"0000000000000000",                     // empty result
		"0000000000000008", "0000000000000002", // timestamp
	}, "")
	c := Call{ID: "c1", Tool: "t", Args: []byte("{}")}
	if got := hex.EncodeToString(macInput(1, 2, c)); got != want {
		t.Fatalf("macInput =\n%s\nwant\n%s", got, want)
	}
	key := bytes.Repeat([]byte{7}, KeySize)
	m := hmac.New(sha256.New, key)
	m.Write(macInput(1, 2, c))
	if got := sum(key, 1, 2, &c); !bytes.Equal(got[:], m.Sum(nil)) {
		t.Errorf("sum differs from HMAC-SHA256 over the documented layout")
	}
}

func TestComputeMatchesLayout(t *testing.T) {
	key := []byte("0123456789abcdef0123456789abcdef")
	calls := []Call{
		{},
		{ID: "call_1", Tool: "list_dir", Args: []byte(`{"path":"."}`), Result: "a\nb\n"},
		{Tool: "x", Args: bytes.Repeat([]byte("y"), 200), Result: strings.Repeat("ü", 100)},
	}
	for _, c := range calls {
		for _, seq := range []uint64{0, 1, 1 << 40, ^uint64(0)} {
			r, err := Compute(key, seq, 1774608496, c)
			if err != nil {
				t.Fatal(err)
			}
			m := hmac.New(sha256.New, key)
			m.Write(macInput(seq, 1774608496, c))
			if !bytes.Equal(r.Digest[:], m.Sum(nil)) {
				t.Errorf("Compute(seq=%d, %+v) digest differs from HMAC over macInput", seq, c)
			}
			if r.Timestamp != 1774608496 {
				t.Errorf("Compute timestamp = %d, want 1774608496", r.Timestamp)
			}
		}
	}
}

func TestComputeKeySize(t *testing.T) {
	for _, n := range []int{0, 1, 16, 31, 33, 64} {
		if _, err := Compute(make([]byte, n), 1, 1, Call{}); err == nil {
			t.Errorf("Compute with a %d-byte key succeeded, want an error", n)
		}
	}
	if _, err := Compute(make([]byte, KeySize), 1, 1, Call{}); err != nil {
		t.Errorf("Compute with a 32-byte key: %v", err)
	}
}

// TestFraming shows why fields are length-prefixed: these pairs of calls
// concatenate (and '|'-join) to the same bytes, so a MAC over plain
// concatenation could not tell them apart.
func TestFraming(t *testing.T) {
	key := bytes.Repeat([]byte{1}, KeySize)
	pairs := [][2]Call{
		{{ID: "ab", Tool: "c"}, {ID: "a", Tool: "bc"}},
		{{Tool: "read", Args: []byte("{}")}, {Tool: "rea", Args: []byte("d{}")}},
		{{Args: []byte(`{}`), Result: "x"}, {Args: []byte(`{}x`)}},
		{{Tool: "a|b", Args: []byte("c")}, {Tool: "a", Args: []byte("b|c")}},
		{{ID: "", Tool: "t"}, {ID: "t", Tool: ""}},
	}
	for _, p := range pairs {
		a, _ := Compute(key, 1, 1, p[0])
		b, _ := Compute(key, 1, 1, p[1])
		if a == b {
			t.Errorf("%+v and %+v have the same receipt", p[0], p[1])
		}
	}
	// Two identical calls in the same second differ only by seq.
	c := Call{ID: "call_1", Tool: "date", Args: []byte("{}"), Result: "Mon"}
	a, _ := Compute(key, 1, 1774608496, c)
	b, _ := Compute(key, 2, 1774608496, c)
	if a == b {
		t.Error("identical calls with seq 1 and 2 have the same receipt")
	}
}

// TestSumBufferPaths runs fields of many lengths around the framer's
// 256-byte buffer through sum and the obvious framing.
func TestSumBufferPaths(t *testing.T) {
	key := bytes.Repeat([]byte{9}, KeySize)
	sizes := []int{0, 1, 8, 100, 180, 200, 216, 224, 232, 240, 248, 249, 255, 256, 257, 300, 600}
	for _, field := range []string{"id", "tool", "args", "result"} {
		for _, n := range sizes {
			c := Call{ID: "id", Tool: "tool", Args: []byte("{}"), Result: "r"}
			v := strings.Repeat("v", n)
			switch field {
			case "id":
				c.ID = v
			case "tool":
				c.Tool = v
			case "args":
				c.Args = []byte(v)
			case "result":
				c.Result = v
			}
			m := hmac.New(sha256.New, key)
			m.Write(macInput(3, 4, c))
			if got := sum(key, 3, 4, &c); !bytes.Equal(got[:], m.Sum(nil)) {
				t.Errorf("%s of %d bytes: sum differs from HMAC over macInput", field, n)
			}
		}
	}
}
