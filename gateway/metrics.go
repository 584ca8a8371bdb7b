package gateway

import (
	"bufio"
	"fmt"
	"io"
	"maps"
	"slices"
	"sort"
	"strconv"
	"sync"
	"time"

	"github.com/pramana-dev/pramana/audit"
	"github.com/pramana-dev/pramana/verify"
)

// turnBuckets are the upper bounds, in seconds, of the turn latency
// histogram: from a cached local model to a slow remote one.
func turnBuckets() []float64 {
	return []float64{0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120}
}

// metrics are the counters behind GET /metrics, written by hand in the
// Prometheus text format (version 0.0.4).
type metrics struct {
	mu            sync.Mutex
	toolCalls     map[string]uint64    // by status
	receipts      uint64               // receipts issued
	findingsBy    map[[2]string]uint64 // by source and type
	turns         map[string]uint64    // by outcome
	responses     map[int]uint64       // by HTTP status
	auditFailures uint64
	buckets       []float64
	counts        []uint64 // cumulative per bucket, +Inf last
	sum           float64
	count         uint64
}

func newMetrics() *metrics {
	b := turnBuckets()
	return &metrics{
		toolCalls: map[string]uint64{}, findingsBy: map[[2]string]uint64{}, turns: map[string]uint64{},
		responses: map[int]uint64{}, buckets: b, counts: make([]uint64, len(b)+1),
	}
}

// observeEvents counts committed audit events: tool calls by status and
// receipts issued. Counting at commit means /metrics agrees with the log.
func (m *metrics) observeEvents(events []audit.Event) {
	m.mu.Lock()
	defer m.mu.Unlock()
	for _, e := range events {
		if e.Kind != audit.KindToolCall {
			continue
		}
		m.toolCalls[string(e.Status)]++
		if e.Receipt != "" {
			m.receipts++
		}
	}
}

func (m *metrics) findings(source string, fs []verify.Finding) {
	m.mu.Lock()
	defer m.mu.Unlock()
	for _, f := range fs {
		m.findingsBy[[2]string{source, f.Type}]++
	}
}

func (m *metrics) turn(outcome string, d time.Duration) {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.turns[outcome]++
	sec := d.Seconds()
	for i, ub := range m.buckets {
		if sec <= ub {
			m.counts[i]++
		}
	}
	m.counts[len(m.buckets)]++
	m.sum += sec
	m.count++
}

func (m *metrics) response(status int) {
	m.mu.Lock()
	m.responses[status]++
	m.mu.Unlock()
}

func (m *metrics) auditFailure() {
	m.mu.Lock()
	m.auditFailures++
	m.mu.Unlock()
}

func (m *metrics) write(w io.Writer, inflight, ledger int) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	bw := bufio.NewWriter(w)
	header := func(name, typ, help string) { metricHeader(bw, name, typ, help) }

	header("pramana_tool_calls_total", "counter", "Tool calls recorded in the audit log, by status.")
	for _, st := range slices.Sorted(maps.Keys(m.toolCalls)) {
		fmt.Fprintf(bw, "pramana_tool_calls_total{status=%s} %d\n", label(st), m.toolCalls[st])
	}
	header("pramana_receipts_issued_total", "counter", "Receipts issued and recorded in the audit log.")
	fmt.Fprintf(bw, "pramana_receipts_issued_total %d\n", m.receipts)
	header("pramana_receipt_ledger_entries", "gauge", "Receipts in the daemon scope's ledger (verifiable until restart).")
	fmt.Fprintf(bw, "pramana_receipt_ledger_entries %d\n", ledger)

	header("pramana_verification_findings_total", "counter", "Verification findings, by source (turn or verify) and type.")
	// sort.Slice rather than slices.SortedFunc: a generic sort of [2]string
	// costs the release binary 18 kB of its own code for a few keys.
	keys := slices.Collect(maps.Keys(m.findingsBy))
	sort.Slice(keys, func(i, j int) bool {
		a, b := keys[i], keys[j]
		return a[0] < b[0] || a[0] == b[0] && a[1] < b[1]
	})
	for _, k := range keys {
		fmt.Fprintf(bw, "pramana_verification_findings_total{source=%s,type=%s} %d\n", label(k[0]), label(k[1]), m.findingsBy[k])
	}

	header("pramana_turns_total", "counter", "Turns run, by outcome.")
	for _, o := range slices.Sorted(maps.Keys(m.turns)) {
		fmt.Fprintf(bw, "pramana_turns_total{outcome=%s} %d\n", label(o), m.turns[o])
	}
	header("pramana_turns_in_flight", "gauge", "Turns running now.")
	fmt.Fprintf(bw, "pramana_turns_in_flight %d\n", inflight)

	header("pramana_turn_duration_seconds", "histogram", "Turn latency, from the start of the agent turn to its audit commit.")
	for i, ub := range m.buckets {
		fmt.Fprintf(bw, "pramana_turn_duration_seconds_bucket{le=%s} %d\n", label(strconv.FormatFloat(ub, 'g', -1, 64)), m.counts[i])
	}
	fmt.Fprintf(bw, "pramana_turn_duration_seconds_bucket{le=\"+Inf\"} %d\n", m.counts[len(m.buckets)])
	fmt.Fprintf(bw, "pramana_turn_duration_seconds_sum %s\n", strconv.FormatFloat(m.sum, 'g', -1, 64))
	fmt.Fprintf(bw, "pramana_turn_duration_seconds_count %d\n", m.count)

	header("pramana_http_responses_total", "counter", "HTTP responses, by status code.")
	for _, c := range slices.Sorted(maps.Keys(m.responses)) {
		fmt.Fprintf(bw, "pramana_http_responses_total{code=\"%d\"} %d\n", c, m.responses[c])
	}
	header("pramana_audit_write_failures_total", "counter", "Audit commits that failed; their replies were withheld.")
	fmt.Fprintf(bw, "pramana_audit_write_failures_total %d\n", m.auditFailures)
	return bw.Flush()
}

// metricHeader writes a metric's HELP and TYPE lines. It and label are
// kept out of line: write calls them nine and five times, and each copy
// inlined cost the release binary about 150 and 600 bytes (size20).
//
//go:noinline
func metricHeader(w io.Writer, name, typ, help string) {
	fmt.Fprintf(w, "# HELP %s %s\n# TYPE %s %s\n", name, help, name, typ)
}

// label quotes a label value as the text format wants: backslash, double
// quote and newline escaped.
//
//go:noinline
func label(v string) string {
	b := make([]byte, 0, len(v)+2)
	b = append(b, '"')
	for i := 0; i < len(v); i++ {
		switch c := v[i]; c {
		case '\\':
			b = append(b, `\\`...)
		case '"':
			b = append(b, `\"`...)
		case '\n':
			b = append(b, `\n`...)
		default:
			b = append(b, c)
		}
	}
	return string(append(b, '"'))
}
