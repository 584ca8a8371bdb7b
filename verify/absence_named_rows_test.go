package verify

import "testing"

// TestNamedRowsMissing: an absence of things the sentence names (codes of
// the kind the rows list, a name the user quoted, a member of a list the
// call was asked for) is true when no row holds them, and stays a claim
// when one does.
func TestNamedRowsMissing(t *testing.T) {
	const rafts = `[{"raft":"R-01","lines":600},{"raft":"R-02","lines":580},{"raft":"R-03","lines":620},{"raft":"R-05","lines":600}]`
	const store = "item,qty_kg\nghee,85\natta,120\nsugar,140\n"
	const boats = "boat,kg\nSao Jose,190\nSanta Cruz,110\nMae de Deus,80\n"
	const pumps = "pump,alarm\nP-1,overpressure\nP-2,dry run\n"
	runAbsenceCases(t, []absenceCase{
		{"ja codes missing", "ja", "稼働中のいかだは何基？", "raft_inventory", `{"site":"江田島北"}`, rafts, 4,
			"稼働中は4基です {{receipt:c1}}。R-04 と R-06 が一覧に出てきません。", false},
		{"ja code listed", "ja", "稼働中のいかだは何基？", "raft_inventory", `{"site":"江田島北"}`, rafts, 4,
			"稼働中は4基です {{receipt:c1}}。R-03 と R-06 が一覧に出てきません。", true},
		{"en code missing", "en", "Any pump alarms today?", "alarm_log", `{"day":"today"}`, pumps, 2,
			"Two pumps alarmed {{receipt:c1}}. There are no alarms for P-7.", false},
		{"en code listed", "en", "Any pump alarms today?", "alarm_log", `{"day":"today"}`, pumps, 2,
			"Two pumps alarmed {{receipt:c1}}. There are no alarms for P-2.", true},
		{"hi list member missing", "hi", "घी, आटा, चीनी और गुड़ — क्या-क्या स्टोर में है?", "inventory_query", `{"items":["ghee","atta","sugar","gur"]}`, store, 3,
			"तीन चीज़ें हैं {{receipt:c1}}।\nगुड़ स्टोर में नहीं है — सूची में उसकी कोई एंट्री ही नहीं आई।", false},
		{"hi list member listed", "hi", "घी, आटा, शुगर और गुड़ — क्या-क्या स्टोर में है?", "inventory_query", `{"items":["ghee","atta","sugar","gur"]}`, store, 3,
			"तीन चीज़ें हैं {{receipt:c1}}।\nशुगर स्टोर में नहीं है — सूची में उसकी कोई एंट्री ही नहीं आई।", true},
		{"hi quoted name missing", "hi", "आज की पकड़ बताओ, और 'नोस्सा सेन्योरा' नाव की भी।", "catch_log", `{"date":"2025-03-14"}`, boats, 3,
			"कुल 380 किलो {{receipt:c1}}।\n**'नोस्सा सेन्योरा':** आज के लॉग में इस नाव की कोई एंट्री नहीं है।", false},
		{"hi quoted name listed", "hi", "आज की पकड़ बताओ, और 'सांता क्रूज़' नाव की भी।", "catch_log", `{"date":"2025-03-14"}`, boats, 3,
			"कुल 380 किलो {{receipt:c1}}।\n**'सांता क्रूज़':** आज के लॉग में इस नाव की कोई एंट्री नहीं है।", true},
	})
}

// TestBareDayScope: a day written without its month ("13日・14日は") is of
// the one month the call's window lies in.
func TestBareDayScope(t *testing.T) {
	const recs = `{"raft":"R-01","records":[{"date":"2025-11-10","kg":1250},{"date":"2025-11-11","kg":980},{"date":"2025-11-12","kg":1130}]}`
	const args = `{"raft":"R-01","from":"2025-11-10","to":"2025-11-14"}`
	runAbsenceCases(t, []absenceCase{
		{"ja days past the rows", "ja", "R-01の今週の水揚げ量", "harvest_log", args, recs, 3,
			"水揚げは3日ありました {{receipt:c1}}。13日・14日は水揚げがありませんでした。", false},
		{"ja day listed", "ja", "R-01の今週の水揚げ量", "harvest_log", args, recs, 3,
			"水揚げは3日ありました {{receipt:c1}}。11日は水揚げがありませんでした。", true},
	})
}
