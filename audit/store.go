package audit

import (
	"context"
	"crypto/sha256"
	"database/sql"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"
	"unicode/utf8"

	_ "modernc.org/sqlite" // registers the "sqlite" driver

	"github.com/pramana-dev/pramana/internal/errs"
)

// DefaultExcerptChars is the excerpt size used when
// [StoreOptions.ExcerptChars] is zero.
const DefaultExcerptChars = 256

// ErrNotFound is returned, wrapped, by [Store.Get] for an id with no row.
var ErrNotFound = errors.New("no such audit row")

// StoreOptions configures a [Store]. The zero value is ready to use.
type StoreOptions struct {
	// StoreFull keeps the complete argument and result text of every
	// event. Off, only an excerpt is kept, with the full text's SHA-256
	// and size.
	StoreFull bool
	// ExcerptChars is the most bytes of argument and of result text kept
	// per event when StoreFull is off, cut back to a UTF-8 boundary. Zero
	// means DefaultExcerptChars; a negative value keeps no text at all.
	ExcerptChars int
	// Logger receives the store's own diagnostics; nil discards them.
	// Event contents are never logged here.
	Logger *slog.Logger
}

// A Store is the durable, hash-chained audit log in one SQLite file. It
// implements [Sink]. A Store is safe for use by many goroutines, and
// several processes may open the same file.
type Store struct {
	path    string
	full    bool
	excerpt int // bytes; < 0 keeps nothing
	log     *slog.Logger

	// mu serialises appends within the process, so that reading the
	// chain head and inserting after it happen as one step. BEGIN
	// IMMEDIATE does the same across processes.
	mu  sync.Mutex
	w   *sql.DB  // one connection, transactions begin IMMEDIATE
	r   *sql.DB  // read-only connections for queries
	enc *encoder // chain hash scratch space, used under mu

	// head and insert are an append's two statements, prepared once on
	// w: compiling them again in every transaction cost about as much
	// CPU as the inserts themselves. A transaction binds them to its
	// connection with Tx.StmtContext, which reuses the compiled statement
	// of w's one connection (and compiles anew only on a new connection).
	head, insert *sql.Stmt

	// beforeCommit, when set by a test, runs inside each append
	// transaction after the inserts, so that a crash test can kill the
	// process at exactly that point.
	beforeCommit func()
}

var _ Sink = (*Store)(nil)

// Open opens the audit log at path, creating it and its parent
// directories if they are missing, and brings its schema up to date. A new
// directory is made with mode 0700 and a new file with mode 0600: the log
// holds tool arguments and results. An existing file readable by others is
// used as is, with a warning to the logger.
func Open(ctx context.Context, path string, o StoreOptions) (*Store, error) {
	if path == "" {
		return nil, errors.New("open audit db: empty path")
	}
	abs, err := filepath.Abs(path)
	if err != nil {
		return nil, errs.Errorf("open audit db %q: %w", path, err)
	}
	if err := os.MkdirAll(filepath.Dir(abs), 0o700); err != nil {
		return nil, errs.Errorf("open audit db: create directory: %w", err)
	}
	// Create the file here, not in SQLite, so that it is born 0600 whatever
	// the umask; SQLite gives the -wal and -shm files the main file's mode.
	f, err := os.OpenFile(abs, os.O_RDWR|os.O_CREATE, 0o600)
	if err != nil {
		return nil, errs.Errorf("open audit db: %w", err)
	}
	fi, err := f.Stat()
	f.Close()
	if err != nil {
		return nil, errs.Errorf("open audit db: %w", err)
	}
	logger := o.Logger
	if logger == nil {
		logger = slog.New(slog.DiscardHandler)
	}
	logger = logger.With("component", "audit")
	if fi.Mode().Perm()&0o077 != 0 {
		logger.Warn("audit db is accessible to other users", "path", abs, "mode", fi.Mode().Perm().String())
	}

	s := &Store{path: abs, full: o.StoreFull, excerpt: o.ExcerptChars, log: logger, enc: newEncoder()}
	if s.excerpt == 0 {
		s.excerpt = DefaultExcerptChars
	}
	if s.w, err = sql.Open("sqlite", dsn(abs, true)); err != nil {
		return nil, errs.Errorf("open audit db: %w", err)
	}
	s.w.SetMaxOpenConns(1)
	s.w.SetMaxIdleConns(1)
	s.w.SetConnMaxLifetime(0)
	if s.r, err = sql.Open("sqlite", dsn(abs, false)); err != nil {
		s.w.Close()
		return nil, errs.Errorf("open audit db: %w", err)
	}
	s.r.SetMaxOpenConns(4)
	s.r.SetMaxIdleConns(2)
	if err := s.migrate(ctx); err != nil {
		s.Close()
		return nil, err
	}
	if s.head, err = s.w.PrepareContext(ctx, headSQL); err == nil {
		s.insert, err = s.w.PrepareContext(ctx, insertSQL)
	}
	if err != nil {
		s.Close()
		return nil, errs.Errorf("open audit db %s: prepare append: %w", s.path, err)
	}
	return s, nil
}

// dsn builds a file: URI so that any byte in the path is escaped rather
// than read as the start of query parameters.
func dsn(abs string, writer bool) string {
	u := url.URL{Scheme: "file", Path: filepath.ToSlash(abs)}
	// busy_timeout comes first so that the journal_mode change on a fresh
	// file waits for a second process instead of failing.
	q := "_pragma=busy_timeout(10000)&_pragma=journal_mode(WAL)&_pragma=synchronous(FULL)"
	if writer {
		q += "&_txlock=immediate"
	} else {
		q += "&_pragma=query_only(1)"
	}
	return u.String() + "?" + q
}

// migrations returns the schema changes in order; migration i brings the
// file from user_version i to i+1. Never edit one that has shipped.
func migrations() [][]string {
	return [][]string{{
		`CREATE TABLE events (
			id            INTEGER PRIMARY KEY,
			kind          TEXT    NOT NULL,
			time          TEXT    NOT NULL,
			scope_id      TEXT    NOT NULL,
			conversation  TEXT    NOT NULL,
			seq           INTEGER NOT NULL,
			call_id       TEXT    NOT NULL,
			tool          TEXT    NOT NULL,
			status        TEXT    NOT NULL,
			receipt       TEXT    NOT NULL,
			args_sha256   TEXT    NOT NULL,
			args_size     INTEGER NOT NULL,
			args          TEXT    NOT NULL,
			result_sha256 TEXT    NOT NULL,
			result_size   INTEGER NOT NULL,
			result        TEXT    NOT NULL,
			duration_ns   INTEGER NOT NULL,
			error         TEXT    NOT NULL,
			report        TEXT    NOT NULL,
			prev_hash     TEXT    NOT NULL,
			hash          TEXT    NOT NULL
		) STRICT`,
		`CREATE INDEX events_receipt ON events(receipt) WHERE receipt <> ''`,
		`CREATE INDEX events_time ON events(time)`,
		`CREATE INDEX events_conversation ON events(conversation) WHERE conversation <> ''`,
	}}
}

func (s *Store) migrate(ctx context.Context) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	// BEGIN IMMEDIATE: a second process opening a new file waits here
	// and then finds the schema in place, instead of creating it twice.
	tx, err := s.w.BeginTx(ctx, nil)
	if err != nil {
		return errs.Errorf("open audit db %s: %w", s.path, err)
	}
	defer tx.Rollback()
	var v int
	if err := tx.QueryRowContext(ctx, "PRAGMA user_version").Scan(&v); err != nil {
		return errs.Errorf("open audit db %s: read schema version: %w", s.path, err)
	}
	ms := migrations()
	if v > len(ms) {
		return errs.Errorf("open audit db %s: schema version %d is newer than this pramana supports (%d); upgrade pramana", s.path, v, len(ms))
	}
	for i := v; i < len(ms); i++ {
		for _, stmt := range ms[i] {
			if _, err := tx.ExecContext(ctx, stmt); err != nil {
				return errs.Errorf("open audit db %s: migrate to schema version %d: %w", s.path, i+1, err)
			}
		}
	}
	if v < len(ms) {
		// PRAGMA takes no bound parameters; the value is our own integer.
		if _, err := tx.ExecContext(ctx, fmt.Sprintf("PRAGMA user_version = %d", len(ms))); err != nil {
			return errs.Errorf("open audit db %s: set schema version: %w", s.path, err)
		}
	}
	if err := tx.Commit(); err != nil {
		return errs.Errorf("open audit db %s: %w", s.path, err)
	}
	if v < len(ms) {
		s.log.Debug("audit db schema migrated", "path", s.path, "from", v, "to", len(ms))
	}
	var mode string
	if err := s.w.QueryRowContext(ctx, "PRAGMA journal_mode").Scan(&mode); err != nil {
		return errs.Errorf("open audit db %s: read journal mode: %w", s.path, err)
	}
	if !strings.EqualFold(mode, "wal") {
		return errs.Errorf("open audit db %s: journal mode is %q, not WAL; put the file on a local file system", s.path, mode)
	}
	return nil
}

// Close closes the store. Appends that have returned are durable; calls
// made after Close fail.
func (s *Store) Close() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	var failed []error
	for _, st := range []*sql.Stmt{s.head, s.insert} {
		if st != nil {
			failed = append(failed, st.Close())
		}
	}
	if s.w != nil {
		failed = append(failed, s.w.Close())
	}
	if s.r != nil {
		failed = append(failed, s.r.Close())
	}
	if err := errors.Join(failed...); err != nil {
		return errs.Errorf("close audit db: %w", err)
	}
	return nil
}

// Path returns the absolute path of the database file.
func (s *Store) Path() string { return s.path }

// Record appends e to the log and returns once it is on disk. A zero
// e.Time is recorded as the current time.
func (s *Store) Record(ctx context.Context, e Event) error {
	return s.RecordBatch(ctx, []Event{e})
}

// RecordBatch appends events in order, in one transaction: either all of
// them are in the log when it returns nil, or none is. The agent records a
// turn's rows with it before the reply is sent.
func (s *Store) RecordBatch(ctx context.Context, events []Event) error {
	if len(events) == 0 {
		return nil
	}
	// Hash and cut the text before taking the lock: a result can be
	// megabytes, and other writers need not wait for that.
	now := time.Now()
	recs := make([]record, len(events))
	for i, e := range events {
		if err := s.prepare(&recs[i], &e, now); err != nil {
			return errs.Errorf("record audit event: %w", err)
		}
	}

	s.mu.Lock()
	defer s.mu.Unlock()
	tx, err := s.w.BeginTx(ctx, nil)
	if err != nil {
		return errs.Errorf("record audit event: begin: %w", err)
	}
	defer tx.Rollback()
	var (
		lastID int64
		head   string
		prev   [32]byte
	)
	err = tx.StmtContext(ctx, s.head).QueryRowContext(ctx).Scan(&lastID, &head)
	switch {
	case errors.Is(err, sql.ErrNoRows):
	case err != nil:
		return errs.Errorf("record audit event: read chain head: %w", err)
	default:
		if prev, err = decodeHash(head); err != nil {
			return errs.Errorf("record audit event: chain head row %d: %w; run 'pramana audit verify'", lastID, err)
		}
	}
	stmt := tx.StmtContext(ctx, s.insert)
	for i := range recs {
		r := &recs[i]
		r.id = lastID + 1 + int64(i)
		r.prevHash = hex.EncodeToString(prev[:])
		prev = r.chainHash(s.enc, prev)
		r.hash = hex.EncodeToString(prev[:])
		if _, err := stmt.ExecContext(ctx, r.values()...); err != nil {
			return errs.Errorf("record audit event: insert row %d: %w", r.id, err)
		}
	}
	if s.beforeCommit != nil {
		s.beforeCommit()
	}
	if err := tx.Commit(); err != nil {
		return errs.Errorf("record audit event: commit: %w", err)
	}
	return nil
}

// prepare fills r's columns, all but id and the hashes, from e.
func (s *Store) prepare(r *record, e *Event, now time.Time) error {
	if e.Kind == "" {
		return errors.New("event has no kind")
	}
	if len(e.Report) > 0 && !json.Valid(e.Report) {
		return errs.Errorf("%s event: report is not valid JSON", e.Kind)
	}
	t := e.Time
	if t.IsZero() {
		t = now
	}
	*r = record{
		kind:         e.Kind,
		time:         formatTime(t),
		scopeID:      e.ScopeID,
		conversation: e.Conversation,
		seq:          int64(e.Seq), // bit for bit; read back as uint64
		callID:       e.CallID,
		tool:         e.Tool,
		status:       string(e.Status),
		receipt:      e.Receipt,
		argsSHA:      sha256Hex(e.Args),
		argsSize:     int64(len(e.Args)),
		args:         s.keep(e.Args),
		resultSHA:    sha256Hex(e.Result),
		resultSize:   int64(len(e.Result)),
		durationNS:   int64(e.Duration),
		report:       string(e.Report),
	}
	if failed(e) {
		r.errText = s.keep(e.Result)
	} else {
		r.result = s.keep(e.Result)
	}
	return nil
}

// failed reports whether e is a tool call whose Result is error text.
func failed(e *Event) bool {
	return e.Kind == KindToolCall && e.Status != "" && e.Status != StatusOK
}

func (s *Store) keep(text string) string {
	if s.full {
		return text
	}
	return excerpt(text, s.excerpt)
}

// excerpt returns at most n bytes of s, cut back so as not to split a
// UTF-8 sequence. n < 0 yields "".
func excerpt(s string, n int) string {
	if n < 0 {
		return ""
	}
	if len(s) <= n {
		return s
	}
	i := n
	for i > 0 && !utf8.RuneStart(s[i]) {
		i--
	}
	return s[:i]
}

func sha256Hex(s string) string {
	h := sha256.Sum256(stringBytes(s))
	return hex.EncodeToString(h[:])
}

// timeLayout is RFC 3339 with a fixed nine-digit fraction: unlike
// time.RFC3339Nano it does not drop trailing zeros, so stored times sort
// as text in time order.
const timeLayout = "2006-01-02T15:04:05.000000000Z07:00"

func formatTime(t time.Time) string { return t.UTC().Format(timeLayout) }

func decodeHash(s string) ([32]byte, error) {
	var h [32]byte
	if len(s) != 64 {
		return h, errs.Errorf("hash %q is not 64 hex digits", s)
	}
	if _, err := hex.Decode(h[:], []byte(s)); err != nil {
		return h, errs.Errorf("hash %q is not 64 hex digits", s)
	}
	return h, nil
}

// A Row is one stored event, as List, Get and Export return it. The JSON
// field names are stable: scripts read them.
type Row struct {
	ID           int64     `json:"id"`
	Kind         string    `json:"kind"`
	Time         time.Time `json:"time"`
	ScopeID      string    `json:"scope_id"`
	Conversation string    `json:"conversation"`
	Seq          uint64    `json:"seq"`
	CallID       string    `json:"call_id"`
	Tool         string    `json:"tool"`
	Status       Status    `json:"status"`
	Receipt      string    `json:"receipt"`
	ArgsSHA256   string    `json:"args_sha256"`
	ArgsSize     int64     `json:"args_size"`
	// Args is the argument text, or its first bytes when ArgsTruncated.
	Args          string `json:"args"`
	ArgsTruncated bool   `json:"args_truncated"`
	ResultSHA256  string `json:"result_sha256"`
	ResultSize    int64  `json:"result_size"`
	// Result is the result text of a call that did not fail, or its first
	// bytes when ResultTruncated.
	Result string `json:"result"`
	// ResultTruncated reports that Result, or Error for a failed call,
	// holds fewer than ResultSize bytes.
	ResultTruncated bool          `json:"result_truncated"`
	Duration        time.Duration `json:"duration_ns"`
	// Error is the error text of a failed call.
	Error string `json:"error"`
	// Report is the verification report of a verification event.
	Report   json.RawMessage `json:"report"`
	PrevHash string          `json:"prev_hash"`
	Hash     string          `json:"hash"`
}

// record is a row's columns as stored, the input of the chain hash.
type record struct {
	id                                int64
	kind, time, scopeID, conversation string
	seq                               int64
	callID, tool, status, receipt     string
	argsSHA                           string
	argsSize                          int64
	args                              string
	resultSHA                         string
	resultSize                        int64
	result                            string
	durationNS                        int64
	errText, report                   string
	prevHash, hash                    string
}

const columns = `id, kind, time, scope_id, conversation, seq, call_id, tool, status, receipt,
	args_sha256, args_size, args, result_sha256, result_size, result, duration_ns, error, report,
	prev_hash, hash`

const headSQL = `SELECT id, hash FROM events ORDER BY id DESC LIMIT 1`

const insertSQL = `INSERT INTO events (` + columns + `) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)`

func (r *record) values() []any {
	return []any{r.id, r.kind, r.time, r.scopeID, r.conversation, r.seq, r.callID, r.tool, r.status, r.receipt,
		r.argsSHA, r.argsSize, r.args, r.resultSHA, r.resultSize, r.result, r.durationNS, r.errText, r.report,
		r.prevHash, r.hash}
}

type scanner interface{ Scan(dest ...any) error }

func (r *record) scan(sc scanner) error {
	return sc.Scan(&r.id, &r.kind, &r.time, &r.scopeID, &r.conversation, &r.seq, &r.callID, &r.tool, &r.status, &r.receipt,
		&r.argsSHA, &r.argsSize, &r.args, &r.resultSHA, &r.resultSize, &r.result, &r.durationNS, &r.errText, &r.report,
		&r.prevHash, &r.hash)
}

func (r *record) row() (Row, error) {
	t, err := time.Parse(time.RFC3339Nano, r.time)
	if err != nil {
		return Row{}, errs.Errorf("audit row %d: bad time %q", r.id, r.time)
	}
	text := r.result
	if r.errText != "" {
		text = r.errText
	}
	row := Row{
		ID: r.id, Kind: r.kind, Time: t, ScopeID: r.scopeID, Conversation: r.conversation,
		Seq: uint64(r.seq), CallID: r.callID, Tool: r.tool, Status: Status(r.status), Receipt: r.receipt,
		ArgsSHA256: r.argsSHA, ArgsSize: r.argsSize, Args: r.args, ArgsTruncated: int64(len(r.args)) < r.argsSize,
		ResultSHA256: r.resultSHA, ResultSize: r.resultSize, Result: r.result,
		ResultTruncated: int64(len(text)) < r.resultSize,
		Duration:        time.Duration(r.durationNS), Error: r.errText,
		PrevHash: r.prevHash, Hash: r.hash,
	}
	if r.report != "" {
		row.Report = json.RawMessage(r.report)
	}
	return row, nil
}

// A Filter selects rows for [Store.List]. Zero fields match everything.
type Filter struct {
	Kind         string
	Status       Status
	Tool         string
	Conversation string
	ScopeID      string
	// Since keeps events whose time is at or after it.
	Since time.Time
	// Limit keeps only the newest Limit matching rows; 0 keeps all.
	Limit int
}

// List returns the rows that match f in id order (oldest first). With a
// Limit it returns the newest Limit of them, still oldest first, like tail.
func (s *Store) List(ctx context.Context, f Filter) ([]Row, error) {
	if f.Limit < 0 {
		return nil, errs.Errorf("list audit rows: negative limit %d", f.Limit)
	}
	var (
		where []string
		args  []any
	)
	add := func(cond string, v any) {
		where = append(where, cond)
		args = append(args, v)
	}
	if f.Kind != "" {
		add("kind = ?", f.Kind)
	}
	if f.Status != "" {
		add("status = ?", string(f.Status))
	}
	if f.Tool != "" {
		add("tool = ?", f.Tool)
	}
	if f.Conversation != "" {
		add("conversation = ?", f.Conversation)
	}
	if f.ScopeID != "" {
		add("scope_id = ?", f.ScopeID)
	}
	if !f.Since.IsZero() {
		add("time >= ?", formatTime(f.Since))
	}
	q := "SELECT " + columns + " FROM events"
	if len(where) > 0 {
		q += " WHERE " + strings.Join(where, " AND ")
	}
	if f.Limit > 0 {
		q = "SELECT * FROM (" + q + " ORDER BY id DESC LIMIT ?) ORDER BY id"
		args = append(args, f.Limit)
	} else {
		q += " ORDER BY id"
	}
	rows, err := s.r.QueryContext(ctx, q, args...)
	if err != nil {
		return nil, errs.Errorf("list audit rows: %w", err)
	}
	defer rows.Close()
	var out []Row
	for rows.Next() {
		var rec record
		if err := rec.scan(rows); err != nil {
			return nil, errs.Errorf("list audit rows: %w", err)
		}
		row, err := rec.row()
		if err != nil {
			return nil, errs.Errorf("list audit rows: %w", err)
		}
		out = append(out, row)
	}
	if err := rows.Err(); err != nil {
		return nil, errs.Errorf("list audit rows: %w", err)
	}
	return out, nil
}

// Get returns the row with the given id, or an error matching ErrNotFound.
func (s *Store) Get(ctx context.Context, id int64) (Row, error) {
	var rec record
	err := rec.scan(s.r.QueryRowContext(ctx, "SELECT "+columns+" FROM events WHERE id = ?", id))
	if errors.Is(err, sql.ErrNoRows) {
		return Row{}, errs.Errorf("get audit row %d: %w", id, ErrNotFound)
	}
	if err != nil {
		return Row{}, errs.Errorf("get audit row %d: %w", id, err)
	}
	row, err := rec.row()
	if err != nil {
		return Row{}, errs.Errorf("get audit row: %w", err)
	}
	return row, nil
}

// Export writes every row to w as JSON Lines, in id order, one [Row] per
// line with its JSON field names. It reads one snapshot: rows appended
// while it runs are not included.
func (s *Store) Export(ctx context.Context, w io.Writer) error {
	tx, err := s.r.BeginTx(ctx, &sql.TxOptions{ReadOnly: true})
	if err != nil {
		return errs.Errorf("export audit log: %w", err)
	}
	defer tx.Rollback()
	rows, err := tx.QueryContext(ctx, "SELECT "+columns+" FROM events ORDER BY id")
	if err != nil {
		return errs.Errorf("export audit log: %w", err)
	}
	defer rows.Close()
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	for rows.Next() {
		var rec record
		if err := rec.scan(rows); err != nil {
			return errs.Errorf("export audit log: %w", err)
		}
		row, err := rec.row()
		if err != nil {
			return errs.Errorf("export audit log: %w", err)
		}
		if err := enc.Encode(row); err != nil {
			return errs.Errorf("export audit log: %w", err)
		}
	}
	if err := rows.Err(); err != nil {
		return errs.Errorf("export audit log: %w", err)
	}
	return nil
}
