package gateway

import (
	"crypto/rand"
	"encoding/json"
	"net/http"
	"strings"
	"sync"
	"time"

	"github.com/pramana-dev/pramana/agent"
	"github.com/pramana-dev/pramana/provider"
	"github.com/pramana-dev/pramana/verify"
)

// TurnRequest is the body of POST /v1/turns.
type TurnRequest struct {
	// Conversation names the conversation to continue. Empty starts a new
	// one, whose id the response carries. The daemon keeps a
	// conversation's history in memory, so an id from before a restart,
	// or one evicted to make room, starts afresh.
	Conversation string `json:"conversation"`
	// Message is the user's message.
	Message string `json:"message"`
}

// TurnResponse is the answer of POST /v1/turns.
type TurnResponse struct {
	Conversation string `json:"conversation"`
	// Reply is what the user sees: the model's text, any verification
	// warning and the receipts footer, or the block message.
	Reply string `json:"reply"`
	// ModelText is the model's final text as it wrote it.
	ModelText string        `json:"model_text"`
	ScopeID   string        `json:"scope_id"`
	Receipts  []Receipt     `json:"receipts"`
	Report    verify.Report `json:"report"`
	Blocked   bool          `json:"blocked"`
	Retries   int           `json:"retries"`
	// Events are the turn's audit events, as committed to the log.
	Events []EventJSON `json:"events"`
}

// EventJSON is an audit event as /v1/turns returns it.
type EventJSON struct {
	Kind       string          `json:"kind"`
	Time       time.Time       `json:"time"`
	Seq        uint64          `json:"seq,omitempty"`
	CallID     string          `json:"call_id,omitempty"`
	Tool       string          `json:"tool,omitempty"`
	Status     string          `json:"status,omitempty"`
	Args       string          `json:"args,omitempty"`
	Result     string          `json:"result,omitempty"`
	Receipt    string          `json:"receipt,omitempty"`
	DurationMS float64         `json:"duration_ms,omitempty"`
	Report     json.RawMessage `json:"report,omitempty"`
}

func (s *Server) handleTurn(w http.ResponseWriter, r *http.Request) {
	var req TurnRequest
	if e := decodeJSON(r, &req); e != nil {
		writeError(w, e)
		return
	}
	if strings.TrimSpace(req.Message) == "" {
		writeError(w, badRequest("message", "missing_field", "\"message\" is missing or empty; send the user's message"))
		return
	}
	if len(req.Conversation) > 200 {
		writeError(w, badRequest("conversation", "invalid_value", "\"conversation\" is %d bytes; use an id of at most 200", len(req.Conversation)))
		return
	}
	if req.Conversation == "" {
		req.Conversation = "conv-" + strings.ToLower(rand.Text())
	}
	c, ok := s.convs.take(req.Conversation)
	if !ok {
		writeError(w, newError(http.StatusConflict, typeInvalid, "conversation_busy",
			"conversation %q has a turn running; wait for its reply, then send the next message", req.Conversation))
		return
	}
	res, events := s.runTurn(w, r, agent.Turn{History: c.history, Message: req.Message, Conversation: req.Conversation})
	if res == nil {
		s.convs.put(c)
		return
	}
	c.history = c.history[:0:0]
	for _, m := range res.Messages {
		if m.Role != provider.RoleSystem {
			c.history = append(c.history, m)
		}
	}
	s.convs.put(c)
	out := TurnResponse{
		Conversation: req.Conversation, Reply: res.Reply, ModelText: res.ModelText, ScopeID: res.ScopeID,
		Receipts: receipts(res), Report: normReport(res.Report), Blocked: res.Blocked, Retries: res.Retries,
		Events: make([]EventJSON, 0, len(events)),
	}
	for _, e := range events {
		out.Events = append(out.Events, EventJSON{
			Kind: e.Kind, Time: e.Time, Seq: e.Seq, CallID: e.CallID, Tool: e.Tool, Status: string(e.Status),
			Args: e.Args, Result: e.Result, Receipt: e.Receipt, DurationMS: float64(e.Duration) / float64(time.Millisecond), Report: e.Report,
		})
	}
	writeJSON(w, http.StatusOK, out)
}

// conversations keeps /v1/turns histories in memory, at most max of them,
// dropping the least recently used. A conversation is taken out while its
// turn runs, so that two turns of one conversation cannot interleave.
type conversations struct {
	mu   sync.Mutex
	max  int
	m    map[string]*conversation
	tick uint64
}

type conversation struct {
	history []provider.Message
	busy    bool
	used    uint64
}

func newConversations(max int) *conversations {
	return &conversations{max: max, m: make(map[string]*conversation)}
}

// take marks the conversation busy and returns it, creating it if needed;
// false if a turn of it is running.
func (cs *conversations) take(id string) (*conversation, bool) {
	cs.mu.Lock()
	defer cs.mu.Unlock()
	c, ok := cs.m[id]
	if ok && c.busy {
		return nil, false
	}
	if !ok {
		if len(cs.m) >= cs.max {
			cs.evict()
		}
		c = &conversation{}
		cs.m[id] = c
	}
	c.busy = true
	cs.tick++
	c.used = cs.tick
	return c, true
}

func (cs *conversations) put(c *conversation) {
	cs.mu.Lock()
	defer cs.mu.Unlock()
	c.busy = false
}

// evict drops the least recently used idle conversation. A linear scan is
// fine at the sizes this holds and costs only when it is full.
func (cs *conversations) evict() {
	var victim string
	var oldest uint64
	for id, c := range cs.m {
		if !c.busy && (victim == "" || c.used < oldest) {
			victim, oldest = id, c.used
		}
	}
	if victim != "" {
		delete(cs.m, victim)
	}
}
