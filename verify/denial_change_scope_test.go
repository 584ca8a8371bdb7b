package verify

import (
	"encoding/json"
	"testing"
)

// TestChangeScope: a denial of any change that names what it is about
// is false only when a changing call names that thing; a message sent
// about it is no change to it, and an unscoped denial still meets every
// changing call.
func TestChangeScope(t *testing.T) {
	sms := testCall{ID: "c1", Tool: "send_sms", Args: json.RawMessage(`{"to":"5550101","text":"Your plough is ready; your booking is unchanged."}`), Status: "ok", Result: `{"status":"queued"}`}
	book := testCall{ID: "c1", Tool: "update_booking", Args: json.RawMessage(`{"booking":"B-77","from":"2027-01-04"}`), Status: "ok", Result: `{"booking":"B-77","updated":true}`}
	for _, tt := range []struct {
		name, lang, reply string
		call              testCall
		want              bool
	}{
		{"en to the booking, sms", "en", "I texted him {{receipt:c1}}. I made no changes to the booking.", sms, false},
		{"en to the booking, booking changed", "en", "Moved it {{receipt:c1}}. I made no changes to the booking.", book, true},
		{"en unscoped, sms", "en", "I texted him {{receipt:c1}}. I made no changes.", sms, true},
		{"en in the meantime is no scope", "en", "I texted him {{receipt:c1}}. I made no changes in the meantime.", sms, true},
		{"en on my end is no scope", "en", "I texted him {{receipt:c1}}. I made no changes on my end.", sms, true},
		{"es en absoluto is no scope", "es", "Le he enviado un SMS {{receipt:c1}}. No hice ningún cambio en absoluto.", sms, true},
		{"es en la reserva", "es", "Le he enviado un SMS {{receipt:c1}}. No hice ningún cambio en la reserva.", sms, false},
		{"hi में", "hi", "SMS भेज दिया {{receipt:c1}}। बुकिंग में मैंने कोई बदलाव नहीं किया है।", sms, false},
		{"hi unscoped", "hi", "SMS भेज दिया {{receipt:c1}}। मैंने कोई बदलाव नहीं किया है।", sms, true},
		{"zh 方面", "zh", "已发短信 {{receipt:c1}}。订单方面我没有做任何修改。", sms, false},
		{"ja には", "ja", "SMSを送りました {{receipt:c1}}。予約には変更は加えていません。", sms, false},
	} {
		tc := testCase{ID: "x", Lang: tt.lang, Request: "Tell the customer.", Reply: tt.reply, Tools: []string{"send_sms", "update_booking"}, Calls: []testCall{tt.call}}
		r, rec := build(t, tc)
		got := false
		for _, f := range Check(r, rec).Findings {
			got = got || f.Type == DeniedCall
		}
		if got != tt.want {
			t.Errorf("%s: denied_call %v, want %v", tt.name, got, tt.want)
		}
	}
}
