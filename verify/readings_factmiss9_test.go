package verify

import "testing"

// The fact readings of the factmiss9 round: a date of one item given to the
// item the clause names (checkRowDates), a long code with two
// neighbouring digits swapped (checkLongIdents), and a time given in UTC
// beside a result's UTC time (utcAfter).
func TestFactmiss9Readings(t *testing.T) {
	yard := countedCall("yard_query", `{"block": "B2"}`,
		`{"slot":"B2-07","tiers":[{"tier":1,"container":"TGHU5512087"},{"tier":2,"container":"OOLU8830412"}]}`, 2)
	pod := countedCall("kubectl", `{"cmd": "get pod web -o jsonpath={.status.startTime}"}`, "2025-02-11T16:40:05Z", -1)
	loans := countedCall("loans_list", `{"card": "me"}`,
		"Checked out:\n1. The Overstory — Richard Powers | due 2025-04-08\n2. Piranesi — Susanna Clarke | due 2025-04-15\n3. 雪国 — 川端康成 | due 2025-04-22\n", 3)
	loansJSON := countedCall("loans_list", `{"card": "me"}`,
		`[{"title":"Piranesi","due":"2025-04-15"},{"title":"Las horas","due":"2025-04-22"},{"title":"雪国","due":"2025-04-08"}]`, 3)
	runNinth(t, []ninthCase{
		// a date of one item given to another
		{"en due date of another book", "en", "When is The Overstory due?", loans, true,
			"The Overstory is due back on April 15.", FactMismatch, true, "fact/row-date"},
		{"en right date", "en", "When is The Overstory due?", loans, true,
			"The Overstory is due back on April 8.", FactMismatch, false, ""},
		{"en comparison names both", "en", "When is The Overstory due?", loans, true,
			"The Overstory is due a week before Piranesi, which is due on April 15.", FactMismatch, false, "fact/row-date"},
		{"en own date written too", "en", "When is The Overstory due?", loans, true,
			"The Overstory is due on April 8, and nothing else is due before April 15.", FactMismatch, false, "fact/row-date"},
		{"en a range of days", "en", "What's due?", loans, true,
			"Piranesi and the others are due between 8 and 22 April.", FactMismatch, false, "fact/row-date"},
		{"es json item", "es", "¿Cuándo devuelvo Piranesi?", loansJSON, true,
			"Piranesi vence el 22 de abril.", FactMismatch, true, "fact/row-date"},
		{"ja quoted title", "ja", "雪国の返却日は？", loans, true,
			"『雪国』の返却期限は4月15日です。", FactMismatch, true, "fact/row-date"},
		{"zh json item", "zh", "雪国什么时候还？", loansJSON, true,
			"《雪国》的归还日期是 4 月 15 日。", FactMismatch, true, "fact/row-date"},
		{"hi title", "hi", "Piranesi कब लौटानी है?", loans, true,
			"Piranesi की वापसी की तारीख 22 अप्रैल है।", FactMismatch, true, "fact/row-date"},
		{"hi right date", "hi", "Piranesi कब लौटानी है?", loans, true,
			"Piranesi की वापसी की तारीख 15 अप्रैल है।", FactMismatch, false, ""},
		// a long code with two neighbouring digits swapped
		{"en container digits swapped", "en", "What is in B2-07?", yard, false,
			"Two boxes: TGHU5512078 on the ground and OOLU8830412 on top.", FactMismatch, true, "fact/ident-digits"},
		{"zh container digits swapped", "zh", "B2-07 有哪些箱？", yard, false,
			"底层是 TGHU5512087，上面一层是 OOLU8834012。", FactMismatch, true, "fact/ident-digits"},
		{"en container right", "en", "What is in B2-07?", yard, false,
			"Two boxes: TGHU5512087 on the ground and OOLU8830412 on top.", FactMismatch, false, ""},
		{"en another container, one digit changed", "en", "What is in B2-07?", yard, false,
			"Two boxes: TGHU5512087 and OOLU8830412; TGHU5512088 is in the next slot.", FactMismatch, false, "fact/ident-digits"},
		// a time in UTC beside a result time in UTC
		{"en utc hour misread", "en", "When did the web pod start?", pod, true,
			"It started at 06:40 UTC on 11 February 2025.", FactMismatch, true, "fact/time"},
		{"en utc hour right", "en", "When did the web pod start?", pod, true,
			"It started at 16:40 UTC on 11 February 2025.", FactMismatch, false, ""},
		{"en converted to another zone", "en", "When did the web pod start?", pod, true,
			"It started at 16:40 UTC, which is 08:40 PST on 11 February 2025.", FactMismatch, false, ""},
		{"es utc hour misread", "es", "¿Cuándo arrancó el pod web?", pod, true,
			"Arrancó a las 06:40 UTC del 11 de febrero de 2025.", FactMismatch, true, "fact/time"},
	})
}

// utcAfter reads the zone written right after a clock time's minutes.
func TestUTCAfter(t *testing.T) {
	for _, tc := range []struct {
		s    string
		i    int
		want bool
	}{
		{"07:45 utc, then", 5, true},
		{"07:45 gmt", 5, true},
		{"2025-03-01t07:45:09z", 16, true},
		{"2025-03-01t07:45:09.120z\n", 16, true},
		{"07:45:09+00:00", 5, true},
		{"07:45 utc+5:30", 5, false},
		{"07:45 utc -3", 5, false},
		{"07:45 ist", 5, false},
		{"07:45 in tokyo", 5, false},
		{"07:45 zone b", 5, false},
		{"07:45", 5, false},
	} {
		if got := utcAfter(tc.s, tc.i); got != tc.want {
			t.Errorf("utcAfter(%q, %d) = %v, want %v", tc.s, tc.i, got, tc.want)
		}
	}
}

func TestAdjacentSwap(t *testing.T) {
	for _, tc := range []struct {
		a, b string
		want bool
	}{
		{"7734105", "7734015", true},
		{"7734105", "7734105", false},
		{"7734105", "7734106", false},
		{"7734105", "7743015", false},
		{"1100", "1010", true},
		{"123", "1234", false},
	} {
		if got := adjacentSwap(tc.a, tc.b); got != tc.want {
			t.Errorf("adjacentSwap(%q, %q) = %v, want %v", tc.a, tc.b, got, tc.want)
		}
	}
}
