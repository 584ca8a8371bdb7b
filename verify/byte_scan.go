package verify

// Eight bytes at a time. The scans that read every byte of the reply and
// of each result (numbers, case folding) step over plain ASCII text a
// word at a time: a byte past ASCII sets its high bit, and for ASCII
// bytes, which are below 0x80, adding a constant to the word carries no
// bit from one byte into the next, so a range test of each byte is two
// additions and a mask.

const highBits = 0x8080808080808080

// load8 returns s[i:i+8] as a little-endian word; the caller makes sure
// i+8 <= len(s). The compiler reads it with one load.
func load8(s string, i int) uint64 {
	b := s[i : i+8]
	return uint64(b[0]) | uint64(b[1])<<8 | uint64(b[2])<<16 | uint64(b[3])<<24 |
		uint64(b[4])<<32 | uint64(b[5])<<40 | uint64(b[6])<<48 | uint64(b[7])<<56
}

// digits8 has the high bit of each byte of w, an ASCII word, set when
// that byte is a digit: x+0x50 reaches 0x80 from '0' on, x+0x46 from
// '9'+1 on.
func digits8(w uint64) uint64 {
	return (w + 0x5050505050505050) &^ (w + 0x4646464646464646) & highBits
}

// upper8 is digits8 for the capitals A-Z.
func upper8(w uint64) uint64 {
	return (w + 0x3f3f3f3f3f3f3f3f) &^ (w + 0x2525252525252525) & highBits
}

// spaces8 is eight spaces as a word, for skipping blanked runs.
const spaces8 = 0x2020202020202020

// nextDigit returns the index of the first ASCII digit in s at or after i,
// or len(s): eight bytes at a time over text without one (bytes past ASCII
// are masked out of the test, as none is a digit), then byte by byte.
func nextDigit(s string, i int) int {
	for i+8 <= len(s) {
		if w := load8(s, i); digits8(w&^highBits)&^w != 0 {
			break
		}
		i += 8
	}
	for i < len(s) && !isDigitByte(s[i]) {
		i++
	}
	return i
}
