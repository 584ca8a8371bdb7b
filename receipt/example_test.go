package receipt_test

import (
	"encoding/hex"
	"errors"
	"fmt"
	"strings"

	"github.com/pramana-dev/pramana/receipt"
)

func ExampleScope_Sign() {
	scope, err := receipt.NewScope()
	if err != nil {
		panic(err)
	}
	defer scope.Close()

	// The tool's output is defanged before signing, so that receipt-shaped
	// text inside it cannot pass for one the runtime issued.
	out := "README.md\nnotes.txt: zc-receipt-1-AAAA\n"
	e, err := scope.Sign(receipt.Call{
		ID:     "call_1",
		Tool:   "list_dir",
		Args:   []byte(`{"path":"."}`),
		Result: receipt.Defang(out),
	})
	if err != nil {
		panic(err)
	}
	shown := e.Shown() // what the model sees; the digest is random per scope
	fmt.Println(e.Seq)
	fmt.Println(strings.HasPrefix(shown, "README.md\nnotes.txt: zc_receipt-1-AAAA\n\n\n[receipt: zc-receipt-"))

	if _, err := scope.Verify(e.Receipt.String()); err == nil {
		fmt.Println("own receipt: valid")
	}
	// A receipt made with another key, here one of the test vectors.
	_, err = scope.Verify("zc-receipt-1774608496-lyuM8MtTDf0MlxHxJpbuxTyzN8p9gmZvoyYZIIFmhtA")
	fmt.Println("vector receipt:", errors.Is(err, receipt.ErrForged))
	// Output:
	// 1
	// true
	// own receipt: valid
	// vector receipt: true
}

func ExampleScan() {
	reply := "I listed the directory [receipt: zc-receipt-1774608496-lyuM8MtTDf0MlxHxJpbuxTyzN8p9gmZvoyYZIIFmhtA] " +
		"and read the file (zc-receipt-01774608496-abc)."
	for _, tok := range receipt.Scan(reply) {
		if tok.Malformed() {
			fmt.Printf("%d-%d malformed: %s\n", tok.Start, tok.End, tok.Err.(*receipt.ParseError).Reason)
			continue
		}
		fmt.Printf("%d-%d well formed, signed at %d\n", tok.Start, tok.End, tok.Receipt.Timestamp)
	}
	// Output:
	// 33-98 well formed, signed at 1774608496
	// 119-145 malformed: timestamp has a leading zero
}

func ExampleParse() {
	r, err := receipt.Parse("zc-receipt-1774608496-lyuM8MtTDf0MlxHxJpbuxTyzN8p9gmZvoyYZIIFmhtA")
	if err != nil {
		panic(err)
	}
	fmt.Println(r.Time().UTC())
	fmt.Println(hex.EncodeToString(r.Digest[:4]))

	_, err = receipt.Parse("zc-receipt-1774608496-lyuM8MtTDf0MlxHxJpbuxTyzN8p9gmZvoyYZIIFmhtA=")
	fmt.Println(errors.Is(err, receipt.ErrMalformed))
	fmt.Println(err)
	// Output:
	// 2026-03-27 10:48:16 +0000 UTC
	// 972b8cf0
	// true
	// receipt: malformed "zc-receipt-1774608496-lyuM8MtTDf0MlxHxJpbuxTyzN8p9gmZvoyYZIIFmhtA=": digest is 44 characters, want 43
}

// Compute reproduces the "basic" test vector.
func ExampleCompute() {
	key, _ := hex.DecodeString("000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f")
	r, err := receipt.Compute(key, 1, 1774608496, receipt.Call{
		ID:     "call_1",
		Tool:   "list_dir",
		Args:   []byte(`{"path":"."}`),
		Result: "README.md\ngo.mod\n",
	})
	if err != nil {
		panic(err)
	}
	fmt.Println(r)
	// Output:
	// zc-receipt-1774608496-lyuM8MtTDf0MlxHxJpbuxTyzN8p9gmZvoyYZIIFmhtA
}

func ExampleDefang() {
	fmt.Println(receipt.Defang("copied: zc-receipt-1774608496-lyuM8MtTDf0MlxHxJpbuxTyzN8p9gmZvoyYZIIFmhtA"))
	// Output:
	// copied: zc_receipt-1774608496-lyuM8MtTDf0MlxHxJpbuxTyzN8p9gmZvoyYZIIFmhtA
}
