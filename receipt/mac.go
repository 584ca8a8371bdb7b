package receipt

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/binary"
	"errors"
	"hash"
	"unsafe"
)

// Label is the first field of every v1 MAC input. It separates v1 receipts
// from any other use of the same key.
const Label = "zc-receipt/v1"

// KeySize is the size of a scope key in bytes.
const KeySize = 32

// A Call is what a receipt binds: one tool call and the result text the
// model is shown.
type Call struct {
	// ID is the tool-call id from the model's request. It may be empty.
	ID string
	// Tool is the tool's name.
	Tool string
	// Args are the exact argument bytes the tool received (JSON text).
	Args []byte
	// Result is the exact result text the model sees, without the
	// receipt trailer: after scrubbing, defanging and truncation.
	Result string
}

// Compute returns the v1 receipt for call number seq signed at timestamp
// with key. It exists for test vectors and for other implementations to
// check against; a runtime signs through a [Scope], which owns its key.
func Compute(key []byte, seq, timestamp uint64, c Call) (Receipt, error) {
	if len(key) != KeySize {
		return Receipt{}, errors.New("receipt: key must be 32 bytes")
	}
	return Receipt{Timestamp: timestamp, Digest: sum(key, seq, timestamp, &c)}, nil
}

// sum computes HMAC-SHA256(key, F(label) || F(seq) || F(call_id) ||
// F(tool) || F(args) || F(result) || F(timestamp)) where
// F(x) = uint64be(len(x)) || x. The framing makes the input injective:
// ("ab","c") and ("a","bc") cannot collide.
func sum(key []byte, seq, timestamp uint64, c *Call) [32]byte {
	h := hmac.New(sha256.New, key)
	writeString(h, Label)
	writeUint(h, seq)
	writeString(h, c.ID)
	writeString(h, c.Tool)
	writeBytes(h, c.Args)
	writeString(h, c.Result)
	writeUint(h, timestamp)
	var d [32]byte
	h.Sum(d[:0])
	return d
}

func writeLen(h hash.Hash, n int) {
	var b [8]byte
	binary.BigEndian.PutUint64(b[:], uint64(n))
	h.Write(b[:])
}

func writeUint(h hash.Hash, v uint64) {
	var b [16]byte
	binary.BigEndian.PutUint64(b[:8], 8)
	binary.BigEndian.PutUint64(b[8:], v)
	h.Write(b[:])
}

func writeBytes(h hash.Hash, p []byte) {
	writeLen(h, len(p))
	h.Write(p)
}

// writeString hashes s without copying it: a tool result can be megabytes,
// and hash.Hash.Write neither keeps nor changes its argument.
func writeString(h hash.Hash, s string) {
	writeLen(h, len(s))
	if len(s) > 0 {
		h.Write(unsafe.Slice(unsafe.StringData(s), len(s)))
	}
}
