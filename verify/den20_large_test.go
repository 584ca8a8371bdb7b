package verify

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"
)

// TestLargeReplyDen20: the den20 bindings on a 1 MB reply of denials over
// 1 MB results, or 32 KB of identifiers in a call's arguments (a call given
// a megabyte of distinct words is slow to prepare whatever the reply says).
// recordNamesArg looks for the named person in every other result, and
// argIdentCall reads every call's arguments, per denial: both count
// against the label budget. The English verb of a tool's name is read from
// the clause alone.
func TestLargeReplyDen20(t *testing.T) {
	var recs strings.Builder
	for i := 0; recs.Len() < largeReply(); i++ {
		fmt.Fprintf(&recs, `{"agreement":"RA-%d","customer":"Lee"}`+"\n", 100000+i)
	}
	recs.WriteString(`{"agreement":"RA-8","customer":"Zhou"}` + "\n") // the one record, last: each look reads the whole result
	en := strings.Repeat("I haven't contacted Zhou, as you asked.\n", largeReply()/40)
	t.Run("en contacted, records", func(t *testing.T) {
		calls := []testCall{{ID: "c1", Tool: "rental_get", Args: json.RawMessage(`{"late":true}`), Status: "ok", Result: recs.String()},
			{ID: "c2", Tool: "sms_send", Args: json.RawMessage(`{"to":"customer:RA-9","text":"late"}`), Status: "ok", Result: "delivered"}}
		checkLarge(t, "en", "Who is late?", en, calls, 20*time.Second)
	})
	var ids strings.Builder
	ids.WriteString(`{"registration_no":[`)
	for i := 0; ids.Len() < 32<<10; i++ {
		fmt.Fprintf(&ids, `"4455-%06d",`, i)
	}
	ids.WriteString(`"0"]}`)
	ja := strings.Repeat("防犯登録番号（9999-000001）での照会は行っていない。\n", largeReply()/64)
	t.Run("ja identifiers", func(t *testing.T) {
		calls := []testCall{{ID: "c1", Tool: "bike_registry_lookup", Args: json.RawMessage(ids.String()), Status: "ok", Result: "該当なし"}}
		checkLarge(t, "ja", "持ち主は？", ja, calls, 20*time.Second)
	})
	em := strings.Repeat("I haven't emailed or notified or messaged your group yet.\n", largeReply()/56)
	t.Run("en named verbs", func(t *testing.T) {
		calls := []testCall{{ID: "c1", Tool: "email_user", Args: json.RawMessage(`{"to":"group:LIB-1"}`), Status: "ok", Result: recs.String()}}
		checkLarge(t, "en", "Cancel it.", em, calls, 20*time.Second)
	})
}
