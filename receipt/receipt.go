package receipt

import (
	"encoding/base64"
	"errors"
	"fmt"
	"strconv"
	"time"
)

// Prefix starts every receipt string. It is kept from the original
// design so that secret scanners that already exempt it keep doing so.
const Prefix = "zc-receipt-"

// DigestLen is the length of a digest in a receipt string: 32 bytes in
// unpadded base64url.
const DigestLen = 43

// maxLen is the length of the longest well-formed receipt: the prefix, a
// 20-digit timestamp, a dash and the digest.
const maxLen = len(Prefix) + 20 + 1 + DigestLen

var digestEncoding = base64.RawURLEncoding.Strict()

// A Receipt is a parsed receipt string: the time of signing and the MAC.
// The zero Receipt is not valid.
type Receipt struct {
	// Timestamp is the signing time in Unix seconds.
	Timestamp uint64
	// Digest is HMAC-SHA256(key, MAC input).
	Digest [32]byte
}

// ErrMalformed is matched by every [ParseError].
var ErrMalformed = errors.New("malformed receipt")

// A ParseError reports why a string is not a well-formed receipt.
type ParseError struct {
	Input  string // the string that was parsed, cut to a sane length
	Reason string // what breaks the grammar, in a few words
}

func (e *ParseError) Error() string {
	return fmt.Sprintf("receipt: malformed %q: %s", e.Input, e.Reason)
}

// Is makes errors.Is(err, ErrMalformed) true for every ParseError.
func (e *ParseError) Is(target error) bool { return target == ErrMalformed }

func parseErr(s, reason string) error {
	if len(s) > maxLen+8 {
		s = s[:maxLen+8] + "..."
	}
	return &ParseError{Input: s, Reason: reason}
}

// Parse parses a receipt string of the form
// zc-receipt-<timestamp>-<digest>. The timestamp is decimal with no sign and
// no leading zeros and must fit in 64 bits; the digest is exactly 43
// characters of unpadded base64url that decode canonically (unused trailing
// bits zero) to 32 bytes. Anything else, including surrounding white space,
// is a *ParseError.
func Parse(s string) (Receipt, error) {
	var r Receipt
	if len(s) < len(Prefix) || s[:len(Prefix)] != Prefix {
		return r, parseErr(s, "does not start with "+strconv.Quote(Prefix))
	}
	rest := s[len(Prefix):]
	n := 0
	for n < len(rest) && rest[n] >= '0' && rest[n] <= '9' {
		n++
	}
	switch {
	case n == 0:
		return r, parseErr(s, "timestamp is not a decimal number")
	case n > 1 && rest[0] == '0':
		return r, parseErr(s, "timestamp has a leading zero")
	case n == len(rest) || rest[n] != '-':
		return r, parseErr(s, "no '-' between timestamp and digest")
	}
	ts, err := strconv.ParseUint(rest[:n], 10, 64)
	if err != nil {
		return r, parseErr(s, "timestamp does not fit in 64 bits")
	}
	digest := rest[n+1:]
	if len(digest) != DigestLen {
		return r, parseErr(s, fmt.Sprintf("digest is %d characters, want %d", len(digest), DigestLen))
	}
	for i := 0; i < len(digest); i++ {
		if !isDigestChar(digest[i]) {
			return r, parseErr(s, fmt.Sprintf("digest has %q, not a base64url character", digest[i]))
		}
	}
	// With 43 valid characters the decode can only fail on non-zero
	// trailing bits: 43*6 = 258 bits carry 256. It decodes into a local
	// array so that a failed Parse returns the zero Receipt, not a
	// half-decoded one.
	var d [32]byte
	if _, err := digestEncoding.Decode(d[:], []byte(digest)); err != nil {
		return r, parseErr(s, "digest is not canonical (its last character has non-zero unused bits)")
	}
	return Receipt{Timestamp: ts, Digest: d}, nil
}

func isDigestChar(c byte) bool { return tokenChars[c] == digestClass }

// tokenChars classes every byte for the scans of a receipt, which read
// every character of every token: digestClass for A-Z, a-z, 0-9, - and _
// (isDigestChar), tokenClass for + / = (isTokenChar adds them), 0 for the
// rest. One load replaces the comparisons of a range test per byte.
var tokenChars = func() (t [256]uint8) {
	for c := range 256 {
		switch {
		case 'A' <= c && c <= 'Z' || 'a' <= c && c <= 'z' || '0' <= c && c <= '9' || c == '-' || c == '_':
			t[c] = digestClass
		case c == '+' || c == '/' || c == '=':
			t[c] = tokenClass
		}
	}
	return t
}()

// The classes of tokenChars.
const (
	digestClass = 1
	tokenClass  = 2
)

// String formats r as a receipt string. Parse(r.String()) == r for every r.
func (r Receipt) String() string {
	return string(r.AppendText(make([]byte, 0, maxLen)))
}

// AppendText appends r.String() to b.
func (r Receipt) AppendText(b []byte) []byte {
	b = append(b, Prefix...)
	b = strconv.AppendUint(b, r.Timestamp, 10)
	b = append(b, '-')
	return digestEncoding.AppendEncode(b, r.Digest[:])
}

// MarshalText implements encoding.TextMarshaler.
func (r Receipt) MarshalText() ([]byte, error) { return r.AppendText(nil), nil }

// UnmarshalText implements encoding.TextUnmarshaler with [Parse].
func (r *Receipt) UnmarshalText(b []byte) error {
	p, err := Parse(string(b))
	if err != nil {
		return err
	}
	*r = p
	return nil
}

// Time returns the signing time. A timestamp beyond the range of
// time.Time's Unix seconds is clamped.
func (r Receipt) Time() time.Time {
	if r.Timestamp > 1<<62 {
		return time.Unix(1<<62, 0)
	}
	return time.Unix(int64(r.Timestamp), 0)
}
