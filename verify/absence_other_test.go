package verify

import "testing"

// TestOtherAbsence: an absence over "other" things, after the reply has
// named what the result held, says nothing lies beyond them; the same
// absence without "other" is still a false absence of a result with
// items.
func TestOtherAbsence(t *testing.T) {
	const res = "2026-03-02 belt replaced\n2026-03-05 oil topped up"
	for _, tt := range []struct {
		name, lang, req, reply string
		want                   bool
	}{
		{"en any other", "en", "Anything logged on the mixer?", "Two entries {{receipt:c1}}: the belt on 2 March and oil on 5 March. There aren't any other entries.", false},
		{"en no further", "en", "Anything logged on the mixer?", "The belt was replaced on 2 March {{receipt:c1}}; no further entries were logged.", false},
		{"en plain, held", "en", "Anything logged on the mixer?", "I read the log {{receipt:c1}}. There aren't any entries.", true},
		{"es ninguna otra", "es", "¿Hay algo anotado de la mezcladora?", "Dos anotaciones {{receipt:c1}}: la correa y el aceite. No hay ninguna otra entrada.", false},
		{"es no hay otras", "es", "¿Hay algo anotado de la mezcladora?", "Se cambió la correa {{receipt:c1}}. No hay otras anotaciones.", false},
		{"es más after noun", "es", "¿Hay algo anotado de la mezcladora?", "Se cambió la correa {{receipt:c1}}. No consta ninguna anotación más.", false},
		{"es plain, held", "es", "¿Hay algo anotado de la mezcladora?", "El registro {{receipt:c1}}: no hay ninguna entrada.", true},
		{"zh 其他", "zh", "搅拌机有什么记录？", "有两条记录 {{receipt:c1}}：换了皮带，加了机油。没有其他记录。", false},
		{"zh 任何别的", "zh", "搅拌机有什么记录？", "换了皮带 {{receipt:c1}}，没有任何别的记录。", false},
		{"zh plain, held", "zh", "搅拌机有什么记录？", "查了日志 {{receipt:c1}}：没有任何记录。", true},
		{"hi अन्य", "hi", "मिक्सर पर क्या दर्ज है?", "दो प्रविष्टियाँ हैं {{receipt:c1}}: बेल्ट बदली गई और तेल डाला गया। कोई अन्य प्रविष्टि दर्ज नहीं है।", false},
		{"hi plain, held", "hi", "मिक्सर पर क्या दर्ज है?", "लॉग देखा {{receipt:c1}}: कोई प्रविष्टि दर्ज नहीं है।", true},
		{"ja ほかの", "ja", "ミキサーの記録はありますか？", "2件あります {{receipt:c1}}。ベルト交換とオイル補充です。ほかの記録はありません。", false},
		{"en others", "en", "Anything logged on the mixer?", "The belt and the oil {{receipt:c1}}. I didn't find any others.", false},
		{"en besides these", "en", "Anything logged on the mixer?", "The belt and the oil {{receipt:c1}}; besides these, nothing was logged.", false},
		{"hi इनके अलावा", "hi", "मिक्सर पर क्या दर्ज है?", "बेल्ट और तेल {{receipt:c1}}। इनके अलावा कोई और प्रविष्टि नहीं मिली।", false},
		{"zh 除此之外", "zh", "搅拌机有什么记录？", "换了皮带，加了机油 {{receipt:c1}}。除此之外没有记录。", false},
		{"ja plain, held", "ja", "ミキサーの記録はありますか？", "記録を確認しました {{receipt:c1}}。記録はありません。", true},
	} {
		if got := absenceFlaggedFor(t, tt.lang, tt.req, `{"unit": "MX-1"}`, res, tt.reply); got != tt.want {
			t.Errorf("%s: flagged = %v, want %v", tt.name, got, tt.want)
		}
	}
}
