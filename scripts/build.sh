#!/usr/bin/env bash
# Builds a release binary of pramana: stripped of symbol tables and DWARF
# (-s -w) and of local paths (-trimpath), with the version stamped in.
# Usage: scripts/build.sh [OUTPUT]   (default ./pramana)
#
# -tags nethttpomithttp2 leaves net/http's bundled HTTP/2 out (about 530 kB of
# the binary's 16 MB). Nothing in pramana needs it: the daemon, the verify
# socket and "mcp serve --http" listen in plain HTTP, where net/http never
# speaks HTTP/2 anyway, and every client (providers, http_fetch, MCP over
# HTTP) talks HTTP/1.1 to any server that offers both, which every public
# OpenAI-compatible endpoint and web server does. go build and go test
# without the tag still get HTTP/2; only the release binary is smaller.
#
# The compiler does not inline (-l) outside the code a check runs hot: every
# package but verify, receipt, the runtime and the standard library's core
# that a check spends its time in (strings, bytes, unicode, strconv, slices,
# sort, maps, math, sync, io, errors, crypto for the receipt MAC, internal/*),
# and two groups that grow without inlining: modernc.org, SQLite and its libc
# transpiled from C (its libc grows by 230 kB without inlining, and SQLite
# would run 40% more instructions per insert). The rest -- net/http, TLS and
# X.509, database/sql, the TOML parser, cobra, fmt, reflect, encoding/json,
# time, os, log/slog and pramana's own command, daemon, agent and tool
# packages -- waits on the network, the disk or the user, or is off a
# check's hot path: without inlining the file was 352 kB smaller for the
# first group (fifteenth session) and 151 kB more for fmt to X.509
# (2026-12-05); an audit insert runs 0.6% more instructions and a check
# 0.2-0.3% more (cachegrind), while verify is compiled exactly as go test
# compiles it.
#
# -funcalign=16 starts each function on a 16-byte boundary instead of the
# linker's 32 on amd64 (GCC's default is 16 too): the padding between some
# 30,000 functions was about 155 kB of the file. Checks run as fast within
# the noise of three alternating runs (BenchmarkCheckLatency p50 503-524 µs
# at 32, 499-529 µs at 16; 10 KB check 514-609 µs against 540-578 µs;
# 2026-12-05, load 1.5).
#
# STRIP="" keeps the symbol tables (scripts/size.sh reads them).
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-pramana}
version=$(git describe --tags --always --dirty 2>/dev/null || echo dev)
tags=nethttpomithttp2
noinline=()
hot='^(github\.com/pramana-dev/pramana/(verify|receipt)|runtime|internal/.*|unsafe|errors|sync|sync/atomic|io|iter|unicode|unicode/utf8|bytes|cmp|math|math/bits|strconv|slices|strings|maps|sort|hash|unique|weak|crypto/(hmac|sha256|subtle|internal/.*)|modernc\.org/.*)$'
for pkg in $(go list -deps -tags "$tags" ./cmd/pramana); do
  [[ $pkg =~ $hot ]] || noinline+=(-gcflags="$pkg=-l")
done
CGO_ENABLED=0 go build -trimpath -tags "$tags" "${noinline[@]}" \
  -ldflags "-funcalign=16 ${STRIP--s -w} -X github.com/pramana-dev/pramana/internal/cli.Version=${version}" \
  -o "$out" ./cmd/pramana
ls -l "$out" | awk '{printf "built %s (%.1f MB)\n", $NF, $5/1e6}'
