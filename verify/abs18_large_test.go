package verify

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"
)

// TestLargeReplyAbs18: a Japanese absence per line of a 1 MB reply over a
// 1 MB result full of none marks (cjkNoneNouns reads each call once), the
// same with one line unmarked (resultSaysSameNone on the label budget), and
// an English absence of listed codes per line over a call given a long
// list (siblingsOnly looks at eight members, on the label budget).
func TestLargeReplyAbs18(t *testing.T) {
	var road strings.Builder
	for i := 0; road.Len() < largeReply(); i++ {
		fmt.Fprintf(&road, "区間%d: 通行止めなし 規制%dなし\n", i, i)
	}
	ja := strings.Repeat("上信越道は通行止めはありません {{receipt:c1}}。\n", largeReply()/64)
	t.Run("ja none marks", func(t *testing.T) {
		calls := []testCall{{ID: "c1", Tool: "http_fetch", Args: json.RawMessage(`{"url":"https://example.jp/r"}`), Status: "ok", Result: road.String()}}
		checkLarge(t, "ja", "道路情報は？", ja, calls, 20*time.Second)
	})
	// One line without the mark: no noun is borne out, and each clause
	// goes on to resultSaysSameNone, which read the result whole per
	// clause (61 s before it counted against the label budget).
	road.WriteString("区間x: 通行止め\n")
	t.Run("ja one unmarked", func(t *testing.T) {
		calls := []testCall{{ID: "c1", Tool: "http_fetch", Args: json.RawMessage(`{"url":"https://example.jp/r"}`), Status: "ok", Result: road.String()}}
		checkLarge(t, "ja", "道路情報は？", ja, calls, 20*time.Second)
	})
	var list, rows strings.Builder
	list.WriteString(`{"run":[`)
	for i := range 5000 {
		fmt.Fprintf(&list, `"R%d",`, 100+i)
	}
	list.WriteString(`"R99"]}`)
	for i := 0; rows.Len() < largeReply(); i++ {
		fmt.Fprintf(&rows, "S-%d,R%d,booked\n", i, 5100+i%50)
	}
	en := strings.Repeat("R99 and R98 have nothing booked {{receipt:c2}}.\n", largeReply()/48)
	t.Run("en list-given codes", func(t *testing.T) {
		calls := []testCall{{ID: "c1", Tool: "kennel_map", Args: json.RawMessage(`{}`), Status: "ok", Result: "R99,large\nR98,large\n"},
			{ID: "c2", Tool: "boarding_list", Args: json.RawMessage(list.String()), Status: "ok", Result: rows.String()}}
		checkLarge(t, "en", "Which runs are free?", en, calls, 20*time.Second)
	})
}
