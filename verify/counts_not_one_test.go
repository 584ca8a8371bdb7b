package verify

import "testing"

// TestNotOneCount covers a negated "one" (counts_not_one.go): it states
// none, right over an empty result and a miscount over one with items.
func TestNotOneCount(t *testing.T) {
	empty := countedCall("job_runs", `{"state":"failed"}`, "[]", 0)
	two := countedCall("job_runs", `{"state":"failed"}`, `[{"job":"etl-4","state":"failed"},{"job":"etl-9","state":"failed"}]`, 2)
	for _, tt := range []struct {
		name, lang, request, reply string
		call                       testCall
		want                       bool
	}{
		{"zh none", "zh", "有没有任务失败？", "没有一个任务失败 {{receipt:c1}}。", empty, false},
		{"zh none wrong", "zh", "有没有任务失败？", "没有一个任务失败 {{receipt:c1}}。", two, true},
		{"es none", "es", "¿Falló algún trabajo?", "No hubo ni un evento de fallo {{receipt:c1}}.", empty, false},
		{"es none wrong", "es", "¿Falló algún trabajo?", "No hubo ni un evento de fallo {{receipt:c1}}.", two, true},
	} {
		// The fault is a false absence as much as a miscount: some
		// finding must stand, none on the empty result.
		rep := checkCalls(t, tt.lang, tt.request, tt.reply, []testCall{tt.call})
		if got := len(rep.Findings) > 0; got != tt.want {
			t.Errorf("%s: findings %+v, want some: %v", tt.name, rep.Findings, tt.want)
		}
	}
}
