package verify

import "testing"

// TestToolRanAnyCase: toolRan's callers pass a tool's name as the record
// lists it or folded, and a record may write a name with capitals
// (GetWeather): each must find the call, whatever its case.
func TestToolRanAnyCase(t *testing.T) {
	c := &check{calls: []callInfo{
		{Call: Call{ID: "c1", Tool: "GetWeather", Status: StatusOK}, ok: true},
		{Call: Call{ID: "c2", Tool: "send_sms", Status: StatusError}},
	}}
	for _, tc := range []struct {
		name string
		ok   bool
		want bool
	}{
		{"GetWeather", true, true},
		{"getweather", true, true},
		{"getweather", false, false},
		{"send_sms", false, true},
		{"SEND_SMS", false, true},
		{"send_sms", true, false},
		{"get_weather", true, false},
	} {
		if got := c.toolRan(tc.name, tc.ok); got != tc.want {
			t.Errorf("toolRan(%q, %v) = %v, want %v", tc.name, tc.ok, got, tc.want)
		}
	}
}
