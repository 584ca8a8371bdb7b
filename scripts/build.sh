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
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-pramana}
version=$(git describe --tags --always --dirty 2>/dev/null || echo dev)
CGO_ENABLED=0 go build -trimpath -tags nethttpomithttp2 \
  -ldflags "-s -w -X github.com/pramana-dev/pramana/internal/cli.Version=${version}" \
  -o "$out" ./cmd/pramana
ls -l "$out" | awk '{printf "built %s (%.1f MB)\n", $NF, $5/1e6}'
