package verify

import "testing"

// TestByteScan holds digits8 and upper8 to the byte tests they stand
// for, for every ASCII byte at every place of a word of other ASCII bytes.
func TestByteScan(t *testing.T) {
	for x := 0; x < 128; x++ {
		for pos := 0; pos < 8; pos++ {
			var b [8]byte
			for k := range b {
				b[k] = byte((x*7 + k*13) % 128)
			}
			b[pos] = byte(x)
			w := load8(string(b[:]), 0)
			for k := range b {
				d := b[k] >= '0' && b[k] <= '9'
				u := b[k] >= 'A' && b[k] <= 'Z'
				if (digits8(w)>>(8*k+7))&1 == 1 != d || (upper8(w)>>(8*k+7))&1 == 1 != u {
					t.Fatalf("byte %q", b[k])
				}
			}
		}
	}
}
