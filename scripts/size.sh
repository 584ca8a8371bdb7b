#!/usr/bin/env bash
# Prints the size of the release binary (as scripts/build.sh makes it)
# against the 15 MB target of issue #5, and where its bytes go: the
# packages with the most code and data, from the symbol sizes of the same
# build with its symbol tables (STRIP=""). The file also holds each
# function's line tables (.gopclntab), roughly three quarters as much again
# as its code, so a package's share of the file is about 1.7 times its row here.
# Usage: scripts/size.sh [TOP]   (default 25 packages)
# Exits 1 when the binary is over LIMIT bytes (default 15000000).
set -euo pipefail
cd "$(dirname "$0")/.."
top=${1:-25}
limit=${LIMIT:-15000000}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

scripts/build.sh "$tmp/pramana" >/dev/null
STRIP="" scripts/build.sh "$tmp/pramana.sym" >/dev/null

size=$(stat -c %s "$tmp/pramana")
echo "release binary: $size bytes (limit $limit)"
echo
echo "bytes of code and data by package (top $top):"
# Symbol lines are "addr size type name". Only code and data (T, R, D)
# count; the one D symbol of 1 MB or more, the FIPS DRBG's 32 MiB buffer,
# is zeroed memory at run time, not bytes of the file, and is left out.
go tool nm -size "$tmp/pramana.sym" | awk '
	$3 ~ /^[TtRrDd]$/ && !($3 ~ /^[Dd]$/ && $2 >= 1048576) {
		name = $4; for (i = 5; i <= NF; i++) name = name " " $i
		sub(/^\(\*?/, "", name)
		if (match(name, /^[A-Za-z0-9_.\/-]*\//)) {
			pre = substr(name, 1, RLENGTH); rest = substr(name, RLENGTH + 1)
			split(rest, a, "."); pkg = pre a[1]
		} else {
			split(name, a, "."); pkg = a[1]
		}
		sum[pkg] += $2
	}
	END { for (p in sum) printf "%10d  %s\n", sum[p], p }' | sort -rn | head -n "$top"

if [ "$size" -gt "$limit" ]; then
	echo
	echo "over the limit by $((size - limit)) bytes"
	exit 1
fi
