package verify

import (
	"strings"
	"testing"
)

func TestScriptFormIn(t *testing.T) {
	cases := []struct {
		text, name string
		want       bool
	}{
		{"बेंगलुरु में हल्की बूंदाबांदी है", "Bengaluru", true},
		{"मुंबई का तापमान 31 डिग्री है", "mumbai", false}, // m-b: two consonants, too few to tell a name
		{"कानपुर में लू चल रही है", "Kanpur", true},
		{"जम्बू", "Jambudvipa", false},
		{"चेन्नई में तेज़ बारिश", "Chennai", false}, // ch-n: too short
		{"चंडीगढ़ में बादल", "Chandigarh", true},
		{"कोलकाता में धूप है", "Kolkata", true},
		{"दिल्ली में कोहरा", "Delhi", false}, // two consonants: too short to tell a name
		{"हैदराबाद का मौसम साफ़ है", "Hyderabad", true},
		{"पुणे में बादल हैं", "Bengaluru", false},
		{"बेंगलुरु में बारिश", "Belgaum", false},
		{"Bengaluru is dry", "Bengaluru", false}, // the Latin spelling is wordIn's
		{"शिमला में बर्फ़", "Shimla", true},
		{"ग़ाज़ियाबाद", "Ghaziabad", true},
	}
	// A word the arguments write in lower case is a command's, no name.
	if scriptFormIn("रीस्टार्ट की कमांड मना हुई", "restart", `{"cmd": "systemctl restart nginx"}`) {
		t.Error("a command word read as a name")
	}
	for _, tc := range cases {
		if got := scriptFormIn(tc.text, strings.ToLower(tc.name), `{"city": "`+tc.name+`"}`); got != tc.want {
			t.Errorf("scriptFormIn(%q, %q) = %v, want %v", tc.text, tc.name, got, tc.want)
		}
	}
}
