package audit

import (
	"context"
	"database/sql"
	"fmt"
	"path/filepath"
	"strings"
	"testing"
)

// The benchmarks append typical tool-call events (100 bytes of arguments,
// 2 KiB of result) through the Store, and, as the baseline in the same
// run, through bare INSERTs into the same schema on the same pragmas
// (WAL, synchronous=FULL) of the same column values, prepared once, with
// no chain: no head lookup, no hashing, no excerpting. The difference is
// what the store adds to SQLite.

func benchEvents(n int) []Event {
	args := `{"path":"` + strings.Repeat("d", 80) + `","depth":2}`
	result := strings.Repeat("some tool output\n", 2048/17)
	events := make([]Event, n)
	for i := range events {
		events[i] = Event{Kind: KindToolCall, ScopeID: "0123456789abcdef", Conversation: "conv", Seq: uint64(i + 1),
			CallID: fmt.Sprintf("call_%d", i), Tool: "list_dir", Status: StatusOK, Args: args, Result: result,
			Receipt: "zc-receipt-1774608496-gzpEBuUIRYX1vd4fQl4oYkqhq4-GnoJDStmlYzvQiWA"}
	}
	return events
}

func BenchmarkRecord(b *testing.B) { benchAppend(b, 1) }

func BenchmarkRecordBatch(b *testing.B) { benchAppend(b, 100) }

func benchAppend(b *testing.B, batch int) {
	ctx := context.Background()
	events := benchEvents(batch)
	b.Run("store", func(b *testing.B) {
		s := openStore(b, filepath.Join(b.TempDir(), "a.db"), StoreOptions{})
		b.ReportAllocs()
		for b.Loop() {
			if err := s.RecordBatch(ctx, events); err != nil {
				b.Fatal(err)
			}
		}
		b.ReportMetric(float64(b.N*batch)/b.Elapsed().Seconds(), "rows/s")
		if rep, err := s.VerifyChain(ctx); err != nil || !rep.OK {
			b.Fatalf("VerifyChain = %+v, %v", rep, err)
		}
	})
	b.Run("bare_insert", func(b *testing.B) {
		path := filepath.Join(b.TempDir(), "a.db")
		s := openStore(b, path, StoreOptions{}) // for the schema
		s.Close()
		db, err := sql.Open("sqlite", dsn(path, true))
		if err != nil {
			b.Fatal(err)
		}
		defer db.Close()
		db.SetMaxOpenConns(1)
		// The same columns the store writes, prepared once outside the loop.
		recs := make([]record, len(events))
		for i := range events {
			if err := s.prepare(&recs[i], &events[i], t0); err != nil {
				b.Fatal(err)
			}
		}
		id := int64(0)
		b.ReportAllocs()
		for b.Loop() {
			tx, err := db.BeginTx(ctx, nil)
			if err != nil {
				b.Fatal(err)
			}
			stmt, err := tx.PrepareContext(ctx, insertSQL)
			if err != nil {
				b.Fatal(err)
			}
			for i := range recs {
				id++
				recs[i].id = id
				if _, err := stmt.ExecContext(ctx, recs[i].values()...); err != nil {
					b.Fatal(err)
				}
			}
			stmt.Close()
			if err := tx.Commit(); err != nil {
				b.Fatal(err)
			}
		}
		b.ReportMetric(float64(b.N*batch)/b.Elapsed().Seconds(), "rows/s")
	})
}
