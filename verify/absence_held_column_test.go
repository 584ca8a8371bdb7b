package verify

import "testing"

// TestHeldColumnNamed: a none over a column the clause names is false when
// one row holds a value there, whatever noun carries it; and a Hindi कोई …
// नहीं around a failure word is an absence of such lines.
func TestHeldColumnNamed(t *testing.T) {
	noted := countedCall("germination_results", `{"test_id":"GT-1"}`, "rep,sown,germinated,notes\nA,50,40,\nB,50,38,\nC,50,39,fungal growth on 3 seeds\nD,50,39,\n", 4)
	blank := countedCall("germination_results", `{"test_id":"GT-1"}`, "rep,sown,germinated,notes\nA,50,40,\nB,50,38,\nC,50,39,\nD,50,39,\n", 4)
	const en = "It came out at 78%, 156 of 200. There are no fungal or contamination notes on any of the four replicates either. {{receipt:c1}}"
	warn := countedCall("psa_plant_log", `{"plant":"P1"}`, "22:00 INFO output 955 lpm purity 93.9\n02:14 WARN purity 89.6 below threshold 90.0 for 4 min\n04:00 INFO output 961 lpm purity 93.8", 3)
	info := countedCall("psa_plant_log", `{"plant":"P1"}`, "22:00 INFO output 955 lpm purity 93.9\n02:18 INFO purity restored 92.1\n04:00 INFO output 961 lpm purity 93.8", 3)
	const hi = "कल रात प्लांट स्थिर चला। लॉग में कोई चेतावनी या एरर नहीं है। {{receipt:c1}}"
	runTypedCases(t, []typedCase{
		{"en a row has a note", "en", "Any problems with the germination test?", []testCall{noted}, en, FalseAbsence, true},
		{"en no row has a note", "en", "Any problems with the germination test?", []testCall{blank}, en, FalseAbsence, false},
		{"hi a WARN line", "hi", "PSA प्लांट के कल रात के लॉग में कोई गड़बड़ी?", []testCall{warn}, hi, FalseAbsence, true},
		{"hi INFO lines only", "hi", "PSA प्लांट के कल रात के लॉग में कोई गड़बड़ी?", []testCall{info}, hi, FalseAbsence, false},
	})
}
