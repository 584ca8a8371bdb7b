package verify

import (
	"encoding/json"
	"testing"
)

// TestThresholdScopedCount covers counts bounded by a threshold
// (count_threshold_scope.go): a part of the result, unless the call
// selected by that bound itself or the part is not smaller than the whole.
func TestThresholdScopedCount(t *testing.T) {
	// Capacity and load: the share of capacity is the reply's own
	// arithmetic, so the checker cannot pick the loaded rows out.
	const trips = "unit,capacity,load\nU-1,100,87\nU-2,60,71\nU-3,100,52\nU-4,80,33\nU-5,50,20\n"
	five := 5
	for _, tt := range []struct {
		name, lang, request, args, reply string
		want                             bool
	}{
		{"en above", "en", "Which units are overloaded?", `{"site":"S1"}`,
			"Only U-2 is overloaded {{receipt:c1}}. Above 80% there are 2 units (U-1 and U-2).", false},
		{"es por encima de", "es", "¿Qué unidades están sobrecargadas?", `{"site":"S1"}`,
			"Solo U-2 está sobrecargada {{receipt:c1}}. Por encima del 80% hay 2 unidades (U-1 y U-2).", false},
		{"zh 超过", "zh", "哪些机组过载了？", `{"site":"S1"}`,
			"只有 U-2 过载 {{receipt:c1}}。负载超过 80% 的有 2 台（U-1 和 U-2）。", false},
		{"ja 以上", "ja", "過負荷のユニットは？", `{"site":"S1"}`,
			"過負荷は U-2 だけです {{receipt:c1}}。80%以上なのは2台（U-1 と U-2）です。", false},
		{"hi से ऊपर", "hi", "कौन-सी यूनिट ओवरलोड है?", `{"site":"S1"}`,
			"ओवरलोड सिर्फ़ U-2 है {{receipt:c1}}। 80% से ऊपर दो यूनिट हैं (U-1 और U-2)।", false},
		{"hi bound the call selected by", "hi", "कौन-सी यूनिट ओवरलोड है?", `{"site":"S1","min_load_pct":80}`,
			"ओवरलोड सिर्फ़ U-2 है {{receipt:c1}}। 80% से ऊपर दो यूनिट हैं (U-1 और U-2)।", true},
		{"hi part not smaller than the whole", "hi", "कौन-सी यूनिट ओवरलोड है?", `{"site":"S1"}`,
			"ओवरलोड सिर्फ़ U-2 है {{receipt:c1}}। 80% से ऊपर सात यूनिट हैं।", true},
	} {
		tc := testCase{ID: "x", Lang: tt.lang, Request: tt.request, Reply: tt.reply, Tools: []string{"trip_log"},
			Calls: []testCall{{ID: "c1", Tool: "trip_log", Args: json.RawMessage(tt.args), Status: "ok", Result: trips, Count: &five}}}
		reply, rec := build(t, tc)
		got := false
		for _, f := range Check(reply, rec).Findings {
			got = got || f.Type == CountMismatch
		}
		if got != tt.want {
			t.Errorf("%s: count_mismatch %v, want %v %+v", tt.name, got, tt.want, Check(reply, rec).Findings)
		}
	}
}
