package verify

import (
	"encoding/binary"
	"log/slog"
	"strings"
	"sync"
	"sync/atomic"
)

// A Checker checks replies exactly as [Check] does, for less: it keeps
// what depends only on the tools of a turn (each tool's families, the
// matcher of the tool names) from one check to the next, and reuses the
// scratch memory of a check for the next one. The agent keeps one for its
// lifetime: the fixed cost of a check, most of what a short reply costs,
// is then paid once per tool set rather than once per turn, and a long
// reply allocates a fraction of what Check allocates, which keeps the
// garbage collector out of the latency tail.
//
// Tool names come from outside (an MCP server names its tools), so every
// cache is bounded: past CheckerOptions.MaxCached entries, new names are
// computed afresh on every check, as Check does, and the Checker still
// gives the same report.
//
// The zero value is ready to use, with the default bounds. A Checker is
// safe for concurrent use and must not be copied after first use.
type Checker struct {
	log *slog.Logger
	max int

	mu       sync.RWMutex
	fams     map[string][]string // toolFamilies by tool name
	sets     map[string]*toolSet // by tool set, see check.toolSet
	setBytes int                 // the length of every key of sets
	full     atomic.Bool         // a cache is full; logged once

	pool sync.Pool // *check
}

// CheckerOptions configure a [Checker].
type CheckerOptions struct {
	// Logger receives one warning when a cache first fills up. Nil
	// discards.
	Logger *slog.Logger
	// MaxCached bounds the number of tool names, and separately of tool
	// sets, the Checker remembers. The cached sets together also hold at
	// most 256 bytes of names per allowed entry (1 MiB by default), and
	// names longer than 256 bytes are never cached, so that memory stays
	// bounded however long the names or large the sets. Zero means 4096;
	// a negative value turns the caches off.
	MaxCached int
}

// defaultMaxCached is the bound of each cache when none is given: far
// more tools than one agent has, small enough (a few MB) that a daemon
// fed hostile tool names stays small.
const defaultMaxCached = 4096

// maxCachedName is the longest tool name the Checker caches families of.
const maxCachedName = 256

// maxPooledText is the largest text buffer a check keeps for the next
// one: a rare huge reply should not pin its memory in the pool.
const maxPooledText = 1 << 20

// NewChecker returns a Checker configured by opts. It builds the
// checker's lexicons if this process has not yet (a few milliseconds and
// about 2 MB, once per process), so that a process that keeps a Checker
// pays for them at start-up rather than in its first turn's check.
func NewChecker(opts CheckerOptions) *Checker {
	lexicon()
	monthLexicon()
	return &Checker{log: opts.Logger, max: opts.MaxCached}
}

// Check checks reply against rec and returns what [Check] returns. The
// report shares no memory with the Checker's buffers: a later check
// cannot change it.
func (k *Checker) Check(reply string, rec Record) Report {
	c, _ := k.pool.Get().(*check)
	if c == nil {
		c = new(check)
	}
	c.k = k
	rep, ok := c.runSafe(reply, rec)
	if !ok {
		if k.log != nil {
			k.log.Error("verify: checker failed; reply left unchecked", "err", rep.Error)
		}
		return rep // its state is suspect: not pooled
	}
	if cap(c.buf.text) <= maxPooledText {
		c.reset()
		k.pool.Put(c)
	}
	return rep
}

func (k *Checker) limit() int {
	switch {
	case k.max == 0:
		return defaultMaxCached
	case k.max < 0:
		return 0
	}
	return k.max
}

// filled notes that a cache is full, and says so once.
func (k *Checker) filled() {
	if k.full.Swap(true) || k.log == nil {
		return
	}
	k.log.Warn("verify: tool cache full; checks of new tool names compute them afresh", "max_cached", k.limit())
}

// families returns toolFamilies(name). The slice is shared: callers must
// not modify it (it is capped, so appending copies).
func (k *Checker) families(name string) []string {
	k.mu.RLock()
	f, ok := k.fams[name]
	room := len(k.fams) < k.limit()
	k.mu.RUnlock()
	if ok {
		return f
	}
	if len(name) > maxCachedName || !room {
		if k.limit() > 0 && !room {
			k.filled()
		}
		return toolFamilies(name)
	}
	// The cache keeps its own copy of the name, and families cut from
	// it: the caller's string may be a slice of something large.
	name = strings.Clone(name)
	f = toolFamilies(name)
	f = f[:len(f):len(f)]
	k.mu.Lock()
	defer k.mu.Unlock()
	if len(k.fams) >= k.limit() {
		k.filled()
		return f
	}
	if k.fams == nil {
		k.fams = make(map[string][]string)
	}
	k.fams[name] = f
	return f
}

// A toolSet is what a check derives from the names of its tools alone.
// It is shared between checks and never modified once built.
type toolSet struct {
	topics map[string]bool // see check.topics
	terms  *matcher        // the tool-name terms (see toolTerms); nil if none
}

func newToolSet(names []string, families func(string) []string) *toolSet {
	ts := &toolSet{topics: map[string]bool{}}
	for _, n := range names {
		for _, f := range families(n) {
			if !hasPrefix(f, "tool:") {
				ts.topics[f] = true
			}
		}
	}
	if tt := toolTerms(names); len(tt) > 0 {
		ts.terms = newMatcher(tt)
	}
	return ts
}

// toolSet returns the toolSet of names, the record's tools and then the
// tools its calls name, in that order.
func (c *check) toolSet(names []string) *toolSet {
	k := c.k
	if k == nil || k.limit() == 0 {
		return newToolSet(names, c.families)
	}
	// The key spells every name with its length before it, so that no two
	// lists share a key whatever bytes the names hold.
	key := c.buf.key[:0]
	for _, n := range names {
		key = binary.AppendUvarint(key, uint64(len(n)))
		key = append(key, n...)
	}
	c.buf.key = key
	k.mu.RLock()
	ts, ok := k.sets[string(key)]
	room := k.roomForSet(len(key))
	k.mu.RUnlock()
	if ok {
		return ts
	}
	if !room {
		k.filled()
		return newToolSet(names, c.families)
	}
	// As for families, the cached set keeps copies of the names.
	own := make([]string, len(names))
	for i, n := range names {
		own[i] = strings.Clone(n)
	}
	ts = newToolSet(own, c.families)
	k.mu.Lock()
	defer k.mu.Unlock()
	if !k.roomForSet(len(key)) {
		k.filled()
		return ts
	}
	if k.sets == nil {
		k.sets = make(map[string]*toolSet)
	}
	if _, ok := k.sets[string(key)]; !ok {
		k.sets[string(key)] = ts
		k.setBytes += len(key)
	}
	return ts
}

// roomForSet reports whether the tool-set cache may take a set whose key
// is n bytes long. The caller holds k.mu.
//
// It stays a call for the release binary's size (size15).
//
//go:noinline
func (k *Checker) roomForSet(n int) bool {
	return len(k.sets) < k.limit() && k.setBytes+n <= 256*k.limit()
}

// reset readies a finished check for the next: every field is zeroed but
// the buffers, which keep their arrays and lose their contents, so that
// the pool pins no caller's records or results.
func (c *check) reset() {
	b := c.buf
	arena, scratch := c.arena, c.scratch
	// The fields cut from b hold its arrays, perhaps grown.
	b.text = b.text[:0]
	b.floats = b.floats[:0]
	b.names = zeroed(b.names)
	b.blank = b.blank[:0]
	b.hits = zeroed(c.hits)
	b.clear = zeroed(c.clearHits)
	b.months = zeroed(b.months)
	b.nums = zeroed(c.nums)
	b.reqNums = zeroed(c.reqNums)
	b.argNums = zeroed(c.argNums)
	b.callNums = zeroed(b.callNums)
	b.numKeys = b.numKeys[:0]
	b.diffVals = b.diffVals[:0]
	b.digitRuns = b.digitRuns[:0]
	b.rows = zeroed(b.rows)
	b.digitSigs = b.digitSigs[:0]
	b.okCalls = b.okCalls[:0]
	b.rowVals = b.rowVals[:0]
	b.anchorReach = b.anchorReach[:0]
	b.newlines = b.newlines[:0]
	b.textHeld = zeroed(b.textHeld)
	b.clauses = c.clauses[:0]
	b.calls = zeroed(c.calls)
	b.cites = c.cites[:0]
	b.infos = zeroed(b.infos)
	b.findings = zeroed(b.findings)
	b.norms = zeroed(b.norms)
	b.ungivens = zeroed(b.ungivens)
	b.tokens = zeroed(c.tokens)
	clear(c.fetched)
	clear(c.reqURLs)
	clear(c.countUsed)
	clear(c.counted)
	clear(c.okCache)
	clear(b.lineSums)
	b.fetched, b.reqURLs, b.countUsed, b.counted, b.okCache = c.fetched, c.reqURLs, c.countUsed, c.counted, c.okCache
	*c = check{buf: b}
	c.arena.hits, c.arena.spans, c.arena.negated, c.arena.ints = zeroed(arena.hits), arena.spans[:0], arena.negated[:0], arena.ints[:0]
	c.arena.bold = arena.bold[:0]
	c.arena.words = zeroed(arena.words)
	c.scratch.negs, c.scratch.shields, c.scratch.epistemic, c.scratch.inner = zeroed(scratch.negs), scratch.shields[:0], scratch.epistemic[:0], scratch.inner[:0]
	c.scratch.claims = zeroed(scratch.claims)
	c.scratch.fit, c.scratch.want = scratch.fit[:0], scratch.want[:0]
}

// zeroed returns s emptied, its elements zeroed so that they hold on to
// nothing. Only the elements up to len(s) are: clearing whole arrays
// would cost a short check after a long one more than the check, and
// past len(s) a check leaves at most a few hits, whose terms the lexicon
// or a tool set holds anyway.
func zeroed[T any](s []T) []T {
	clear(s)
	return s[:0]
}
