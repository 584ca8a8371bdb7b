#!/usr/bin/env bash
# Builds a release binary of pramana: stripped of symbol tables and DWARF
# (-s -w) and of local paths (-trimpath), with the version stamped in.
# Usage: scripts/build.sh [OUTPUT]   (default ./pramana)
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-pramana}
version=$(git describe --tags --always --dirty 2>/dev/null || echo dev)
CGO_ENABLED=0 go build -trimpath \
  -ldflags "-s -w -X github.com/pramana-dev/pramana/internal/cli.Version=${version}" \
  -o "$out" ./cmd/pramana
ls -l "$out" | awk '{printf "built %s (%.1f MB)\n", $NF, $5/1e6}'
