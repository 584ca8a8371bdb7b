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
	return frame(framer{h: hmac.New(sha256.New, key), buf: make([]byte, 0, framerBuf)}, seq, timestamp, c)
}

func frame(w framer, seq, timestamp uint64, c *Call) [32]byte {
	w.string(Label)
	w.uint(seq)
	w.string(c.ID)
	w.string(c.Tool)
	w.bytes(c.Args)
	w.string(c.Result)
	w.uint(timestamp)
	w.flush()
	var d [32]byte
	copy(d[:], w.h.Sum(w.buf[:0]))
	return d
}

// framerBuf is the size of a framer's scratch buffer. The length prefixes
// and short fields are gathered there and written in as few calls as
// possible: anything passed to Write through the hash.Hash interface
// escapes to the heap, so writing each 8-byte prefix from its own array
// would cost an allocation per field.
const framerBuf = 256

// A keyedMAC is an HMAC-SHA256 keyed once and reused for many signatures,
// with its scratch buffer. A scope keeps idle ones on a free list: after
// the first Sum, hmac's Reset restores the keyed state from its saved
// copy without hashing the key blocks again, and signing allocates
// nothing. The state is derived from the key (as any HMAC's is); see
// Scope.Close for its lifetime.
type keyedMAC struct {
	h hash.Hash
	// used reports that h has absorbed a message since it was keyed. A
	// fresh h is ready as it is: resetting it would hash the key blocks
	// a second time to save a state that a direct turn's scope, which
	// signs once, never restores.
	used bool
	buf  [framerBuf]byte
}

func newKeyedMAC(key []byte) *keyedMAC { return &keyedMAC{h: hmac.New(sha256.New, key)} }

func (m *keyedMAC) sum(seq, timestamp uint64, c *Call) [32]byte {
	if m.used {
		m.h.Reset()
	}
	m.used = true
	return frame(framer{h: m.h, buf: m.buf[:0]}, seq, timestamp, c)
}

// A framer writes F(x) for each field x into h, copying short fields into
// buf and handing long ones to h directly.
type framer struct {
	h   hash.Hash
	buf []byte
}

func (w *framer) flush() {
	if len(w.buf) > 0 {
		w.h.Write(w.buf)
		w.buf = w.buf[:0]
	}
}

// room makes sure n more bytes fit in buf.
func (w *framer) room(n int) {
	if len(w.buf)+n > cap(w.buf) {
		w.flush()
	}
}

func (w *framer) uint(v uint64) {
	w.room(16)
	w.buf = binary.BigEndian.AppendUint64(w.buf, 8)
	w.buf = binary.BigEndian.AppendUint64(w.buf, v)
}

func (w *framer) bytes(p []byte) {
	w.room(8)
	w.buf = binary.BigEndian.AppendUint64(w.buf, uint64(len(p)))
	if len(w.buf)+len(p) <= cap(w.buf) {
		w.buf = append(w.buf, p...)
		return
	}
	w.flush()
	w.h.Write(p)
}

// string is bytes for a string without copying it: a tool result can be
// megabytes, and hash.Hash.Write neither keeps nor changes its argument.
func (w *framer) string(s string) {
	w.bytes(unsafe.Slice(unsafe.StringData(s), len(s)))
}
