package verify

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"
)

// TestLargeReplyUnb21 bounds the unb21 readings on a 1 MB reply: a topic
// word the request states in every clause, a clause of many numbers worked
// from one another beside a weak topic word, a run verb before a noun,
// an act stem the request holds in a noun phrase, a failed call's action
// as a participle, and a failed call's argument before したところ.
func TestLargeReplyUnb21(t *testing.T) {
	var res strings.Builder
	for i := 0; res.Len() < largeReply(); i++ {
		fmt.Fprintf(&res, "2025-10-%02d,24,%d level_m=%d.%d\n", i%28+1, i%24, 90+i%10, i%10)
	}
	data := testCall{ID: "c1", Tool: "booking_forecast", Args: json.RawMessage(`{"from":"2025-10-01","grado":48}`), Status: "ok", Result: res.String()}
	dome := testCall{ID: "c3", Tool: "dome_control", Args: json.RawMessage(`{"telescopio":"TCS","accion":"cerrar"}`), Status: "denied", Result: "error: denied"}
	scale := testCall{ID: "c4", Tool: "scale_weigh", Args: json.RawMessage(`{"scale":"床秤2号","to":"船積み待ちエリア S-2"}`), Status: "error", Result: "error: E-41"}
	weather := testCall{ID: "c2", Tool: "weather_forecast", Args: json.RawMessage(`{"city":"x"}`), Status: "timeout", Result: "error: timed out"}
	for _, tc := range []struct {
		name, lang, unit string
	}{
		{"request premise", "zh", "下雨没怎么影响，下雨也没事。"},
		{"worked values", "zh", "预报水位 " + strings.Repeat("98.7 米，100.5 米，1.8 米，", 200) + "。"},
		{"argument value", "es", "a 48 grados y " + strings.Repeat("91.1 grados, ", 200) + "bien. "},
		{"run modifier", "zh", "有对应的执行文件和运行情况。"},
		{"noun phrase stem", "zh", "10/7：只订了 7 张。"},
		{"action participle", "es", "Cúpula del TCS cerrada, " + strings.Repeat("cerrado ", 100) + "TCS. "},
		{"past form before ところ", "ja", "床秤2号で再計量したところ、差異はありませんでした。"},
		{"particle-joined argument", "ja", strings.Repeat("船積み待ちエリアのs-1、", 50) + "船積み待ちエリアのS-2へ移しておきました。"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			reply := strings.Repeat(tc.unit, largeReply()/len(tc.unit))
			checkLarge(t, tc.lang, "今天下雨，帮我看看国庆的预订情况。", reply, []testCall{data, weather, dome, scale}, 20*time.Second)
		})
	}
}
