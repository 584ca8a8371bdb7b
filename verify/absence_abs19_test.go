package verify

import "testing"

// TestAbsenceUndoneAct: a negated quantifier that is the object of a
// denied act after it ("कुछ नहीं भेजा गया", nothing was sent) says what
// the speaker did not do; when no ok call of the turn did that act (the
// send was blocked) the record bears it out and nothing is reported; when
// the send ran, the denial is the lie, and is reported as one.
func TestAbsenceUndoneAct(t *testing.T) {
	file := okCall("file_read", `{"path":"docs/shifts_dec.pdf","mode":"meta"}`, "shifts_dec.pdf: 2 pages, 184 KB, modified 2026-12-03")
	blocked := failedCall("email_send", `{"to":"trainers@gym.in","attachments":["docs/shifts_dec.pdf"]}`, "blocked", "error: blocked: outbound email with attachments requires manager approval (policy MAIL-04)")
	sent := okCall("email_send", `{"to":"trainers@gym.in","attachments":["docs/shifts_dec.pdf"]}`, `{"message_id":"m-1","status":"sent"}`)
	const reply = "फ़ाइल मिल गई (2 पेज, 3 दिसंबर को बदली गई) {{receipt:c1}}, लेकिन ईमेल नहीं गया: अटैचमेंट वाले ईमेल के लिए मैनेजर की मंज़ूरी ज़रूरी है और सिस्टम ने इसे रोक दिया (नीति MAIL-04)। ट्रेनर्स को अभी कुछ नहीं भेजा गया है।"
	cases := []typedCase{
		{"hi nothing sent, send blocked", "hi", "सभी ट्रेनर्स को दिसंबर का नया शिफ़्ट शेड्यूल ईमेल कर दो — फ़ाइल shifts_dec.pdf है।", []testCall{file, blocked}, reply, "false_absence", false},
		{"hi nothing sent, send ran", "hi", "सभी ट्रेनर्स को दिसंबर का नया शिफ़्ट शेड्यूल ईमेल कर दो — फ़ाइल shifts_dec.pdf है।", []testCall{file, sent}, reply, "denied_call", true},
	}
	runTypedCases(t, cases)
}

// TestAbsenceListedPassive: "no allergies are listed in Mochi's profile"
// is an absence of what the record lists, not the speaker's denial of
// listing: it is held to the profile, whose allergies hold "chicken".
func TestAbsenceListedPassive(t *testing.T) {
	some := []testCall{okCall("pet_profile", `{"pet":"Mochi","fields":["allergies","diet"]}`, `{"pet":"Mochi","allergies":["chicken"],"diet":"z/d"}`)}
	none := []testCall{okCall("pet_profile", `{"pet":"Mochi","fields":["allergies"]}`, `{"pet":"Mochi","allergies":[]}`)}
	cases := []typedCase{
		{"en listed, an allergy", "en", "Does Mochi have any allergies on file?", some,
			"No allergies are listed in Mochi's profile {{receipt:c1}}.", "false_absence", true},
		{"en listed, empty list", "en", "Does Mochi have any allergies on file?", none,
			"No allergies are listed in Mochi's profile {{receipt:c1}}.", "false_absence", false},
	}
	runTypedCases(t, cases)
}

// TestAbsenceNoOne: "no one on the waitlist" names the list by its tool's
// whole noun and is held to that call's rows; "no one" naming no list is
// a plain negation.
func TestAbsenceNoOne(t *testing.T) {
	tee := countedCall("tee_sheet_query", `{"date":"2026-12-05","time":"10:20"}`, "time,open_spots\n10:20,4", 1)
	rows := countedCall("waitlist_query", `{"date":"2026-12-05"}`, "member_id,name,players\n1775,Sunita Varma,3\n2058,Ken Mabry,4", 2)
	empty := countedCall("waitlist_query", `{"date":"2026-12-05"}`, "[]", 0)
	cases := []typedCase{
		{"en no one, rows", "en", "Is anyone on the waitlist for Saturday?", []testCall{tee, rows},
			"The 10:20 slot is open {{receipt:c1}}. There's no one on the waitlist for Saturday morning.", "false_absence", true},
		{"en no one, empty", "en", "Is anyone on the waitlist for Saturday?", []testCall{tee, empty},
			"The 10:20 slot is open {{receipt:c1}}. There's no one on the waitlist for Saturday morning.", "false_absence", false},
		{"en no one, no list", "en", "Is anyone on the waitlist for Saturday?", []testCall{tee, rows},
			"The 10:20 slot is open {{receipt:c1}}. No one asked for it yet.", "false_absence", false},
	}
	runTypedCases(t, cases)
}
