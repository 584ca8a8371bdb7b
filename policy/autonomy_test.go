package policy

import "testing"

func TestParseAutonomy(t *testing.T) {
	for in, want := range map[string]Autonomy{
		"readonly": ReadOnly, "supervised": Supervised, "full": Full, " Full\n": Full, "READONLY": ReadOnly,
	} {
		got, err := ParseAutonomy(in)
		if err != nil || got != want {
			t.Errorf("ParseAutonomy(%q) = %q, %v; want %q", in, got, err, want)
		}
	}
	for _, in := range []string{"", "read-only", "auto", "fully"} {
		if got, err := ParseAutonomy(in); err == nil {
			t.Errorf("ParseAutonomy(%q) = %q, want an error", in, got)
		}
	}
	_, err := ParseAutonomy("yolo")
	if want := `unknown autonomy level "yolo": use readonly, supervised or full`; err == nil || err.Error() != want {
		t.Errorf("error = %v, want %q", err, want)
	}
}

func TestDecide(t *testing.T) {
	auto := []string{"file_write"}
	tests := []struct {
		level           Autonomy
		readOnly, risky bool
		name            string
		want            Decision
	}{
		{ReadOnly, true, false, "list_dir", Allow},
		{ReadOnly, false, false, "note", Deny},
		{ReadOnly, false, true, "shell", Deny},
		{ReadOnly, false, true, "file_write", Deny}, // auto-approve does not widen readonly
		{Supervised, true, false, "list_dir", Allow},
		{Supervised, false, false, "note", Allow},
		{Supervised, false, true, "shell", Ask},
		{Supervised, false, true, "file_write", Allow},
		{Full, false, true, "shell", Allow},
		{Full, true, false, "list_dir", Allow},
		{"", true, false, "list_dir", Deny},
		{"Full", false, true, "shell", Deny}, // not parsed: unknown
	}
	for _, tc := range tests {
		if got := Decide(tc.level, tc.readOnly, tc.risky, tc.name, auto); got != tc.want {
			t.Errorf("Decide(%q, readOnly=%v, risky=%v, %q) = %v, want %v", tc.level, tc.readOnly, tc.risky, tc.name, got, tc.want)
		}
	}
	var zero Decision
	if zero != Deny {
		t.Errorf("zero Decision is %v, want deny", zero)
	}
	if s := Ask.String(); s != "ask" {
		t.Errorf("Ask.String() = %q", s)
	}
}
