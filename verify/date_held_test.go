package verify

import (
	"encoding/json"
	"testing"
)

// TestDateHeld: a date the turn wrote is restated, in any of its forms:
// one reading of an ambiguous date that an argument holds (08/01/2025 of
// 2025-01-08), a day-first day and month without a year (till 24-11),
// and a date a failed call's error gives. A date none of them holds is
// still reported.
func TestDateHeld(t *testing.T) {
	type call struct{ tool, args, status, result string }
	for _, tc := range []struct {
		lang, request, reply string
		calls                []call
		wantHit              bool
	}{
		{"es", "Dame el desglose por nacionalidad del MSC Musica del 8 de enero.", "El MSC Musica trajo 3.300 pasajeros el 08/01/2025: Brasil 1.204, Argentina 866. {{receipt:c1}}",
			[]call{{"nationality_breakdown", `{"ship":"MSC Musica","date":"2025-01-08"}`, "ok", "nacionalidad,pasajeros\nBrasil,1204\nArgentina,866\n"}}, false},
		{"hi", "कोई जेटी बंद है?", "अहिरीटोला जेटी बंद है — पोंटून की मरम्मत 24 नवंबर तक चलेगी। {{receipt:c1}}",
			[]call{{"jetty_status", `{"route":"all","date":"2024-11-21"}`, "ok", "jetty,status,remark\nBabughat,open,\nAhiritola,closed,pontoon repair till 24-11\n"}}, false},
		{"hi", "कोई जेटी बंद है?", "अहिरीटोला जेटी बंद है — पोंटून की मरम्मत 28 नवंबर तक चलेगी। {{receipt:c1}}",
			[]call{{"jetty_status", `{"route":"all","date":"2024-11-21"}`, "ok", "jetty,status,remark\nBabughat,open,\nAhiritola,closed,pontoon repair till 24-11 on 2024-11-21\n"}}, true},
		{"hi", "इस हफ्ते पत्ती कम क्यों आई? बारिश की वजह से?", "इस हफ्ते के राउंड (13 नवंबर) में 540 kg पत्ती आई। मौसम स्टेशन 4 नवंबर से ऑफ़लाइन है और टूल ने एरर दिया। {{receipt:c1}}",
			[]call{{"plucking_round", `{"section":"Sec-4","from":"2024-11-11","to":"2024-11-17"}`, "ok", "round 43 2024-11-13 green_leaf_kg=540 pluckers=39\n"},
				{"weather_station", `{"station":"AWS-2","from":"2024-11-06","to":"2024-11-17"}`, "error", "error: station AWS-2: no data (sensor offline since 2024-11-04)"}}, false},
	} {
		c := testCase{ID: "date-held", Lang: tc.lang, Request: tc.request, Reply: tc.reply}
		for i, k := range tc.calls {
			c.Tools = append(c.Tools, k.tool)
			c.Calls = append(c.Calls, testCall{ID: "c" + string(rune('1'+i)), Tool: k.tool, Args: json.RawMessage(k.args), Status: k.status, Result: k.result})
		}
		text, rec := build(t, c)
		hit := false
		for _, f := range Check(text, rec).Findings {
			hit = hit || f.Rule == "fact/date"
		}
		if hit != tc.wantHit {
			t.Errorf("%q: fact/date found %v, want %v", tc.reply, hit, tc.wantHit)
		}
	}
}
