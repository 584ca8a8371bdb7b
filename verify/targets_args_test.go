package verify

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestArgStrings(t *testing.T) {
	got := argStrings(`{"URL":"https://a.example/x","opts":{"b":"2","a":["p","q"]},"n":3}`)
	// Keys in the byte order of the keys as written ("URL" before "opts",
	// "a" before "b" inside opts), yielded lower-cased; an array's strings
	// under its key.
	want := [][2]string{{"url", "https://a.example/x"}, {"a", "p"}, {"a", "q"}, {"b", "2"}}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("argStrings (-want +got):\n%s", diff)
	}
	if len(argStrings("not json")) > 0 {
		t.Error("argStrings of text that is not JSON gave a string")
	}
}
