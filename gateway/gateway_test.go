package gateway_test

import (
	"bufio"
	"bytes"
	"encoding/json"
	"net"
	"net/http"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/pramana-dev/pramana/audit"
	"github.com/pramana-dev/pramana/gateway"
	"github.com/pramana-dev/pramana/provider"
	"github.com/pramana-dev/pramana/provider/providertest"
	"github.com/pramana-dev/pramana/verify"
)

func TestChatCompletion(t *testing.T) {
	h := newHarness(t, hopts{script: repeat(toolThenCite(), 2)})
	r := h.post("/v1/chat/completions", chatBody("What is in the workspace?"))
	if r.status != http.StatusOK {
		t.Fatalf("status %d: %s", r.status, r.body)
	}
	var c completion
	r.json(t, &c)
	if c.Object != "chat.completion" || !strings.HasPrefix(c.ID, "chatcmpl-") || c.Model != "test-model" || len(c.Choices) != 1 {
		t.Fatalf("completion envelope: %s", r.body)
	}
	ch := c.Choices[0]
	if ch.Message.Role != "assistant" || ch.FinishReason != "stop" || !strings.HasPrefix(ch.Message.Content, "I listed the workspace [zc-receipt-") {
		t.Errorf("choice: %+v", ch)
	}
	ext := c.Pramana
	if ext == nil || len(ext.Receipts) != 1 || ext.ScopeID != h.scope.ID() || ext.Conversation != c.ID {
		t.Fatalf("pramana extension: %s", r.body)
	}
	rc := ext.Receipts[0]
	e, err := h.scope.Verify(rc.Receipt)
	if err != nil {
		t.Fatalf("issued receipt does not verify against the daemon scope: %v", err)
	}
	if e.Tool != "list_dir" || e.Result != "a.txt\nb.txt\nc.txt" || rc.Tool != "list_dir" {
		t.Errorf("receipt binds tool %q result %q", e.Tool, e.Result)
	}
	if ext.Report.Trust != verify.TrustVerified || ext.Report.Valid != 1 || len(ext.Report.Findings) != 0 {
		t.Errorf("report %+v", ext.Report)
	}
	if !strings.Contains(ch.Message.Content, "Tool receipts:\n  list_dir: "+rc.Receipt) {
		t.Errorf("reply lacks the receipts footer:\n%s", ch.Message.Content)
	}
	// The row was committed before the reply was sent.
	rows := h.toolRows()
	if len(rows) != 1 || rows[0].Receipt != rc.Receipt || rows[0].Conversation != c.ID || rows[0].ScopeID != h.scope.ID() || rows[0].Status != audit.StatusOK {
		t.Fatalf("audit rows %+v", rows)
	}
	ver, err := h.store.List(t.Context(), audit.Filter{Kind: audit.KindVerification, Conversation: c.ID})
	if err != nil || len(ver) != 1 {
		t.Fatalf("verification rows %d, %v", len(ver), err)
	}
}

// sseEvents reads "data: " lines of an event stream.
func sseEvents(t *testing.T, body []byte) []string {
	t.Helper()
	var out []string
	sc := bufio.NewScanner(bytes.NewReader(body))
	for sc.Scan() {
		line := sc.Text()
		if line == "" {
			continue
		}
		d, ok := strings.CutPrefix(line, "data: ")
		if !ok {
			t.Fatalf("stream line %q is not a data line", line)
		}
		out = append(out, d)
	}
	return out
}

func TestChatStream(t *testing.T) {
	h := newHarness(t, hopts{script: repeat(toolThenCite(), 2)})
	body := `{"model":"test-model","stream":true,"stream_options":{"include_usage":true},"messages":[{"role":"user","content":[{"type":"text","text":"list "},{"type":"text","text":"it"}]}]}`
	r := h.post("/v1/chat/completions", body)
	if r.status != http.StatusOK || !strings.HasPrefix(r.header.Get("Content-Type"), "text/event-stream") {
		t.Fatalf("status %d, Content-Type %q: %s", r.status, r.header.Get("Content-Type"), r.body)
	}
	evs := sseEvents(t, r.body)
	if len(evs) < 3 || evs[len(evs)-1] != "[DONE]" {
		t.Fatalf("events %q", evs)
	}
	var content strings.Builder
	var ids []string
	var final completionChunk
	for i, d := range evs[:len(evs)-1] {
		var ch completionChunk
		if err := json.Unmarshal([]byte(d), &ch); err != nil {
			t.Fatalf("event %d is not JSON: %v", i, err)
		}
		if ch.Object != "chat.completion.chunk" || len(ch.Choices) != 1 {
			t.Fatalf("event %d: %s", i, d)
		}
		if i == 0 && ch.Choices[0].Delta.Role != "assistant" {
			t.Errorf("first chunk has role %q", ch.Choices[0].Delta.Role)
		}
		content.WriteString(ch.Choices[0].Delta.Content)
		ids = append(ids, ch.ID)
		final = ch
	}
	if final.Choices[0].FinishReason == nil || *final.Choices[0].FinishReason != "stop" || final.Pramana == nil || len(final.Pramana.Receipts) != 1 {
		t.Fatalf("last chunk: %s", evs[len(evs)-2])
	}
	for _, id := range ids {
		if id != ids[0] {
			t.Errorf("chunk ids differ: %q", ids)
		}
	}
	if !strings.HasPrefix(content.String(), "I listed the workspace ["+final.Pramana.Receipts[0].Receipt+"].") {
		t.Errorf("streamed content %q", content.String())
	}
	// The model saw the text parts joined.
	if got := h.model.Requests()[0].Messages; got[len(got)-1].Content != "list it" {
		t.Errorf("model got user message %q", got[len(got)-1].Content)
	}
}

type completionChunk struct {
	ID      string `json:"id"`
	Object  string `json:"object"`
	Choices []struct {
		Delta struct {
			Role    string `json:"role"`
			Content string `json:"content"`
		} `json:"delta"`
		FinishReason *string `json:"finish_reason"`
	} `json:"choices"`
	Pramana *gateway.Extension `json:"pramana"`
}

// TestHistoryReceipts resends a conversation the way a chat front end
// does: earlier receipts verify against the daemon's ledger, a made-up one
// does not, and a later turn may cite an earlier turn's receipt.
func TestHistoryReceipts(t *testing.T) {
	h := newHarness(t, hopts{script: repeat(toolThenCite(), 2)})
	r := h.post("/v1/chat/completions", chatBody("list it"))
	var first completion
	r.json(t, &first)
	if r.status != http.StatusOK || first.Pramana == nil {
		t.Fatalf("first turn %d: %s", r.status, r.body)
	}
	earlier := first.Pramana.Receipts[0].Receipt
	forged := "zc-receipt-1774608496-gzpEBuUIRYX1vd4fQl4oYkqhq4-GnoJDStmlYzvQiWA"
	h.model.Append(providertest.Turn{Content: "As before, three files [" + earlier + "]."})
	msgs := []map[string]string{
		{"role": "system", "content": "Be brief."},
		{"role": "user", "content": "list it"},
		{"role": "assistant", "content": first.Choices[0].Message.Content},
		{"role": "user", "content": "and the archive?"},
		{"role": "assistant", "content": "The archive has 12 files [" + forged + "] and [zc-receipt-0-short]."},
		{"role": "user", "content": "how many again?"},
	}
	b, _ := json.Marshal(map[string]any{"model": "m", "messages": msgs})
	r = h.post("/v1/chat/completions", string(b))
	var second completion
	r.json(t, &second)
	if r.status != http.StatusOK || second.Pramana == nil {
		t.Fatalf("second turn %d: %s", r.status, r.body)
	}
	type check struct {
		Message int
		Receipt string
		Status  string
	}
	var got []check
	for _, c := range second.Pramana.History {
		got = append(got, check{c.Message, c.Receipt, c.Status})
	}
	want := []check{
		{2, earlier, gateway.StatusValid},      // cited in the reply text
		{2, earlier, gateway.StatusValid},      // and in its receipts footer
		{4, forged, gateway.StatusForged},      // made up
		{4, "zc-receipt-0-short", "malformed"}, // broken
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("history checks (-want +got):\n%s", diff)
	}
	// The new reply cites the first turn's receipt: it verifies, because
	// both turns share the daemon's scope.
	if rep := second.Pramana.Report; rep.Valid != 1 || len(rep.Findings) != 0 {
		t.Errorf("second report %+v", rep)
	}
	// The model got the client's system message and the history.
	sent := h.model.Requests()[2].Messages
	if len(sent) != 7 || sent[1].Role != provider.RoleSystem || sent[1].Content != "Be brief." || sent[6].Content != "how many again?" {
		t.Errorf("model request messages: %+v", sent)
	}
}

func TestTurnsConversation(t *testing.T) {
	h := newHarness(t, hopts{script: repeat(toolThenCite(), 4)})
	r := h.post("/v1/turns", `{"message":"what is there?"}`)
	var first gateway.TurnResponse
	r.json(t, &first)
	if r.status != http.StatusOK || !strings.HasPrefix(first.Conversation, "conv-") || len(first.Receipts) != 1 {
		t.Fatalf("first turn %d: %s", r.status, r.body)
	}
	if len(first.Events) != 2 || first.Events[0].Kind != audit.KindToolCall || first.Events[0].Receipt != first.Receipts[0].Receipt ||
		first.Events[0].Result != "a.txt\nb.txt\nc.txt" || first.Events[1].Kind != audit.KindVerification {
		t.Errorf("events %+v", first.Events)
	}
	r = h.post("/v1/turns", `{"conversation":"`+first.Conversation+`","message":"again"}`)
	var second gateway.TurnResponse
	r.json(t, &second)
	if r.status != http.StatusOK || second.Conversation != first.Conversation {
		t.Fatalf("second turn %d: %s", r.status, r.body)
	}
	// The daemon kept the history: the model's third request (the second
	// turn's first) holds the first turn's messages.
	msgs := h.model.Requests()[2].Messages
	var roles []string
	for _, m := range msgs {
		roles = append(roles, m.Role)
	}
	if diff := cmp.Diff([]string{"system", "user", "assistant", "tool", "assistant", "user"}, roles); diff != "" {
		t.Errorf("second turn's model request roles (-want +got):\n%s", diff)
	}
	if rows := h.toolRows(); len(rows) != 2 || rows[0].Conversation != first.Conversation || rows[1].Conversation != first.Conversation {
		t.Errorf("rows %+v", rows)
	}
}

func TestVerifyEndpoint(t *testing.T) {
	h := newHarness(t, hopts{script: repeat(toolThenCite(), 2)})
	r := h.post("/v1/turns", `{"message":"list"}`)
	var turn gateway.TurnResponse
	r.json(t, &turn)
	good := turn.Receipts[0].Receipt
	forged := "zc-receipt-1774608496-gzpEBuUIRYX1vd4fQl4oYkqhq4-GnoJDStmlYzvQiWA"

	body, _ := json.Marshal(gateway.VerifyRequest{Text: "The workspace has a.txt [" + good + "] and secret.txt [" + forged + "]."})
	r = h.post("/v1/verify", string(body))
	var vr gateway.VerifyResponse
	r.json(t, &vr)
	if r.status != http.StatusOK || vr.ScopeID != h.scope.ID() {
		t.Fatalf("verify %d: %s", r.status, r.body)
	}
	if len(vr.Receipts) != 2 || vr.Receipts[0].Status != gateway.StatusValid || vr.Receipts[0].Tool != "list_dir" || vr.Receipts[0].Seq != 1 ||
		vr.Receipts[1].Status != gateway.StatusForged || vr.Receipts[1].Detail == "" {
		t.Errorf("receipt checks %+v", vr.Receipts)
	}
	if vr.Report.Cited != 2 || vr.Report.Valid != 1 || vr.Report.Trust != verify.TrustRejected {
		t.Errorf("report %+v", vr.Report)
	}
	var forgedFinding bool
	for _, f := range vr.Report.Findings {
		forgedFinding = forgedFinding || (f.Type == verify.ForgedReceipt && f.Receipt == forged)
	}
	if !forgedFinding {
		t.Errorf("no forged_receipt finding: %+v", vr.Report.Findings)
	}
	// The report is in the audit log.
	rows, err := h.store.List(t.Context(), audit.Filter{Kind: audit.KindVerification, Conversation: "verify"})
	if err != nil || len(rows) != 1 || !strings.Contains(string(rows[0].Report), verify.ForgedReceipt) {
		t.Fatalf("verify rows %+v, %v", rows, err)
	}
	m := h.metrics()
	if !hasLine(m, `pramana_verification_findings_total{source="verify",type="forged_receipt"} 1`) {
		t.Errorf("metrics lack the verify finding:\n%s", m)
	}
	// Clean text.
	body, _ = json.Marshal(gateway.VerifyRequest{Text: "a.txt is there [" + good + "]."})
	r = h.post("/v1/verify", string(body))
	vr = gateway.VerifyResponse{}
	r.json(t, &vr)
	if len(vr.Report.Findings) != 0 || vr.Report.Trust != verify.TrustVerified {
		t.Errorf("clean text report %+v", vr.Report)
	}
}

func TestMetrics(t *testing.T) {
	h := newHarness(t, hopts{script: repeat(toolThenCite(), 4)})
	for range 2 {
		if r := h.post("/v1/chat/completions", chatBody("list")); r.status != http.StatusOK {
			t.Fatalf("%d %s", r.status, r.body)
		}
	}
	h.post("/v1/nope", "{}")
	m := h.metrics()
	for _, line := range []string{
		"# TYPE pramana_tool_calls_total counter",
		`pramana_tool_calls_total{status="ok"} 2`,
		"pramana_receipts_issued_total 2",
		"pramana_receipt_ledger_entries 2",
		`pramana_turns_total{outcome="ok"} 2`,
		"# TYPE pramana_turn_duration_seconds histogram",
		`pramana_turn_duration_seconds_bucket{le="+Inf"} 2`,
		"pramana_turn_duration_seconds_count 2",
		`pramana_http_responses_total{code="200"} 2`,
		`pramana_http_responses_total{code="404"} 1`,
		"pramana_turns_in_flight 0",
	} {
		if !hasLine(m, line) {
			t.Errorf("metrics lack %q", line)
		}
	}
	if t.Failed() {
		t.Logf("metrics:\n%s", m)
	}
}

func TestModels(t *testing.T) {
	h := newHarness(t, hopts{})
	r := h.do(t.Context(), http.MethodGet, "/v1/models", "")
	var list struct {
		Object string `json:"object"`
		Data   []struct{ ID, Object string }
	}
	r.json(t, &list)
	if list.Object != "list" || len(list.Data) != 1 || list.Data[0].ID != "test-model" || list.Data[0].Object != "model" {
		t.Errorf("models: %s", r.body)
	}
	if r := h.do(t.Context(), http.MethodGet, "/v1/models/other", ""); r.status != http.StatusNotFound {
		t.Errorf("unknown model: %d", r.status)
	}
}

func TestCheckListen(t *testing.T) {
	for _, tc := range []struct {
		addr   string
		tokens bool
		ok     bool
	}{
		{"127.0.0.1:8787", false, true},
		{"[::1]:8787", false, true},
		{"localhost:8787", false, true},
		{"0.0.0.0:8787", false, false},
		{"[::]:8787", false, false},
		{"192.168.1.5:8787", false, false},
		{"example.com:8787", false, false},
		{"0.0.0.0:8787", true, true},
	} {
		err := gateway.CheckListenAddress(tc.addr, tc.tokens)
		if (err == nil) != tc.ok {
			t.Errorf("CheckListenAddress(%q, %v) = %v", tc.addr, tc.tokens, err)
		}
	}
	err := gateway.CheckListen(&net.TCPAddr{IP: net.IPv4zero, Port: 80}, false)
	if err == nil || !strings.Contains(err.Error(), "without an auth token") {
		t.Errorf("CheckListen(0.0.0.0) = %v", err)
	}
	if err := gateway.CheckListen(&net.UnixAddr{Name: "/tmp/x.sock", Net: "unix"}, false); err != nil {
		t.Errorf("unix socket: %v", err)
	}
}
