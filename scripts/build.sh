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
# The compiler does not inline (-l) in the packages that verify does not
# import: net/http, TLS and X.509, database/sql, the TOML parser, cobra, and
# pramana's own command, daemon, agent and tool packages (about 350 kB of the
# file). Their work waits on the network, the disk or the user, so a call
# not inlined costs next to nothing (an audit insert: +0.6% instructions),
# while a check (verify and everything it imports) is compiled exactly as
# go test compiles it. Two groups keep the default: modernc.org, SQLite and
# its libc transpiled from C (its libc grows by 230 kB without inlining, and
# SQLite would run 40% more instructions per insert), and the FIPS 140
# module (crypto/internal/fips140/...).
#
# STRIP="" keeps the symbol tables (scripts/size.sh reads them).
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-pramana}
version=$(git describe --tags --always --dirty 2>/dev/null || echo dev)
tags=nethttpomithttp2
noinline=()
for pkg in $(comm -23 <(go list -deps -tags "$tags" ./cmd/pramana | sort) \
  <(go list -deps -tags "$tags" ./verify | sort)); do
  case $pkg in
  modernc.org/* | crypto/internal/fips140*) ;;
  *) noinline+=(-gcflags="$pkg=-l") ;;
  esac
done
CGO_ENABLED=0 go build -trimpath -tags "$tags" "${noinline[@]}" \
  -ldflags "${STRIP--s -w} -X github.com/pramana-dev/pramana/internal/cli.Version=${version}" \
  -o "$out" ./cmd/pramana
ls -l "$out" | awk '{printf "built %s (%.1f MB)\n", $NF, $5/1e6}'
