package verify

import "testing"

// A name several lines share, given with how many lines hold it or a
// column's sum over them, is the group's, not a misplaced name of the line
// the clause names; given with neither it is still held to that line.
func TestLineNameGroup(t *testing.T) {
	const rule = "fact/line-name"
	bookings := okCall("booking_history", `{"equipment_id": "KRIOS-G4", "month": "2025-02"}`,
		"date,user,group,hours\n2025-02-03,chen.w,Structural Bio,24\n2025-02-05,abara.t,Structural Bio,48\n2025-02-10,morales.j,Biochem,24\n2025-02-12,chen.w,Structural Bio,12\n2025-02-17,novak.p,Virology,48\n2025-02-20,abara.t,Structural Bio,24\n2025-02-24,ito.k,Biochem,36\n2025-02-27,morales.j,Biochem,24\n")
	logs := okCall("log_register", `{"depot":"Mysore-SD1"}`,
		"log_id   range   class               weight_kg\nHL-2231  Hunsur  Vilayat Budh        38.2\nHL-2232  Hunsur  Vilayat Budh        41.0\nHL-2233  Hunsur  China Budh          22.7\nHL-2234  Hunsur  Ghat Badla          19.5\nHL-2235  Hunsur  Roots (1st class)   64.3\nHL-2236  Hunsur  Chilta              9.8\nHL-2237  Hunsur  Vilayat Budh        35.6\n")
	runFact11(t, []fact11Case{
		{"en a group's summed hours", "en", "Who used the Krios?", []testCall{bookings},
			"The Krios had 8 sessions in February, 240 hours of beam time in total {{receipt:c1}}. Structural Bio used the most (108 h between chen.w and abara.t), then Biochem with 84 h.", false, rule},
		{"en a group's line count in words", "en", "Who used the Krios?", []testCall{bookings},
			"The Krios had 8 sessions in February, 240 hours of beam time in total {{receipt:c1}}. Structural Bio had four of them (chen.w and abara.t), then Biochem with 84 h.", false, rule},
		{"hi a class's pieces counted", "hi", "आज कितने लट्ठे आए?", []testCall{logs},
			"सबसे भारी HL-2235 है (64.3 kg), और Vilayat Budh के 3 टुकड़े हैं।", false, rule},
		{"hi a class given to one log", "hi", "HL-2235 किस वर्ग का है?", []testCall{logs},
			"HL-2235 (64.3 kg) Vilayat Budh वर्ग का है।", true, rule},
	})
}
