package verify

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"
)

// TestLargeReplyFact19: a 1 MB reply of 64-row tables whose cells all
// differ from the result's rows (keyedTables compares each with the other
// rows), and one of quotations no source holds (elidedQuote reads the
// sources), over a result of 64 KB.
func TestLargeReplyFact19(t *testing.T) {
	var csv strings.Builder
	csv.WriteString("day,peak,low\n")
	for i := 0; i < 64; i++ {
		fmt.Fprintf(&csv, "d%03d,%d.5,%d.25\n", i, 500+i, 100+i)
	}
	var tables strings.Builder
	for tables.Len() < largeReply() {
		tables.WriteString("| day | peak | low |\n|---|---|---|\n")
		for i := 0; i < 64; i++ {
			fmt.Fprintf(&tables, "| x%d | %d | %d |\n", i, 900+i, 700+i)
		}
		tables.WriteString("\n")
	}
	var text strings.Builder
	for i := 0; text.Len() < 60<<10; i++ {
		fmt.Fprintf(&text, "室温は %d〜%d℃ の範囲で管理する。", i, i+4)
	}
	quotes := strings.Repeat("規程は「温度は 18〜99℃ の範囲」です {{receipt:c2}}。\n", largeReply()/64)
	for _, tt := range []struct{ name, reply string }{
		{"tables", tables.String() + "{{receipt:c1}}"},
		{"quotations", quotes + "{{receipt:c1}}"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			calls := []testCall{
				{ID: "c1", Tool: "sql_query", Args: json.RawMessage(`{}`), Status: "ok", Result: csv.String()},
				{ID: "c2", Tool: "file_read", Args: json.RawMessage(`{}`), Status: "ok", Result: text.String()},
			}
			checkLarge(t, "ja", "ピークは？", tt.reply, calls, 20*time.Second)
		})
	}
}
