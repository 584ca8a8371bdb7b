package verify

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"
)

// TestLargeReplyPerf23: rules asked per clause that walked the reply from
// the clause to a line break, which on a reply written as one long line
// is most of the reply: listItem back to the line's start after each
// suggestion (a link to follow), passage and checkStatusLists forward to
// the line's end at each cited clause, and numBefore over every number
// of the reply at each month name. Each now reads the check's line breaks
// or searches the sorted numbers. 1 MB of each took 1.5–2.3 s of CPU on
// the 2-core dev VM, 0.06–0.6 s after: the bound is against a quadratic
// walk (minutes at a larger size or a shorter sentence), not a timing.
func TestLargeReplyPerf23(t *testing.T) {
	var files, page strings.Builder
	for i := 0; files.Len() < 3000; i++ {
		fmt.Fprintf(&files, "report-%d.pdf\t%d KB\t2026-03-%02d\n", i, 10+i, 1+i%28)
	}
	for i := 0; page.Len() < 3000; i++ {
		fmt.Fprintf(&page, "Step %d: install the agent and see https://docs.example.com/ref/%d for more.\n", i, i)
	}
	calls := []testCall{
		{ID: "c1", Tool: "list_dir", Args: json.RawMessage(`{"path":"reports"}`), Status: "ok", Result: files.String()},
		{ID: "c2", Tool: "fetch_url", Args: json.RawMessage(`{"url":"https://docs.example.com/guide"}`), Status: "ok", Result: page.String()},
	}
	for _, tt := range []struct{ name, lang, request, unit string }{
		{"es links to follow", "es", "¿Qué pasó?", "Consulta https://docs.example.com/guia/instalar-%d para más detalles. "},
		{"hi links to follow", "hi", "क्या हुआ?", "विवरण के लिए https://docs.example.com/guide/setup-%d देखें। "},
		{"es dates by month name", "es", "¿Qué pasó?", "El último despliegue se hizo el 14 de marzo de 2026 a las 09:%02d. "},
		{"zh cited clauses", "zh", "发生了什么？", "备份%d已完成 {{receipt:c1}}。"},
	} {
		var reply strings.Builder
		for i := 0; reply.Len() < largeReply(); i++ {
			fmt.Fprintf(&reply, tt.unit, i%60)
		}
		t.Run(tt.name, func(t *testing.T) {
			checkLarge(t, tt.lang, tt.request, reply.String(), calls, 20*time.Second)
		})
	}
}
