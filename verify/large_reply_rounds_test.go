package verify

import (
	"strings"
	"testing"

	"github.com/pramana-dev/pramana/receipt"
)

// TestLargeReplyRounds is TestLargeReply for two readings a review of the
// thirteenth session found quadratic: times to the second against a long
// result of times (secondsSlip, now on the label searches' budget), and
// thousands of receipts, on one line or each on its own (loneCitations,
// now by line index and neighbours). Each must finish in linear time.
func TestLargeReplyRounds(t *testing.T) {
	scope, err := receipt.NewScope()
	if err != nil {
		t.Fatal(err)
	}
	defer scope.Close()
	sign := func(id, tool, result string) Call {
		e, err := scope.Sign(receipt.Call{ID: id, Tool: tool, Args: []byte(`{}`), Result: result})
		if err != nil {
			t.Fatal(err)
		}
		return Call{ID: id, Tool: tool, Args: `{}`, Status: StatusOK, Result: e.Result, Receipt: e.Receipt.String()}
	}
	times := sign("c1", "lap_times", "pos,rider,time\n"+strings.Repeat("9,Rider,2:14:55\n", largeReply()/64))
	stock := sign("c2", "stock_list", "sku,qty\nA1,5\nB2,7\n")
	for _, tt := range []struct {
		name  string
		reply string
		call  Call
	}{
		{"seconds", "The laps were " + strings.Repeat("1:14:38, ", largeReply()/32) + "in 2 heats.", times},
		{"receipts on one line", "Item A1 has 9 units.\n" + strings.Repeat(stock.Receipt+" ", largeReply()/len(stock.Receipt)/2), stock},
		{"receipts on their own lines", strings.Repeat("Item A1 has 9 units.\n"+stock.Receipt+"\n", largeReply()/len(stock.Receipt)/2), stock},
	} {
		t.Run(tt.name, func(t *testing.T) {
			rep := Check(tt.reply, Record{Scope: scope, Request: "x", Calls: []Call{tt.call}})
			if rep.Error != "" || rep.Cited == 0 && tt.call.Tool == "stock_list" {
				t.Fatalf("error %q, %d receipts cited", rep.Error, rep.Cited)
			}
		})
	}
}
