#!/usr/bin/env bash
# vector-openssl.sh reproduces the valid receipt test vectors of
# receipt/testdata/receipt-vectors.json with printf and openssl, sharing no
# code with the Go implementation. It is the recipe of docs/receipts.md.
#
#   scripts/vector-openssl.sh            check every vector; exit 1 on a mismatch
#   scripts/vector-openssl.sh --fields   print the hard-coded fields in hex (no openssl);
#                                        receipt/vectors_test.go compares them with the JSON file
#
# The vectors are hard-coded below so that the script needs no JSON parser.
set -euo pipefail
export LC_ALL=C

readonly LABEL='zc-receipt/v1'
mode=check
if [[ ${1-} == --fields ]]; then
	mode=fields
elif [[ $# -gt 0 ]]; then
	echo "usage: $0 [--fields]" >&2
	exit 2
fi
if [[ $mode == check ]] && ! command -v openssl >/dev/null; then
	echo "vector-openssl.sh: openssl not found; install it to check the vectors" >&2
	exit 2
fi

# u64 N writes N (0 <= N < 2^64, decimal) as 8 bytes, big-endian.
u64() {
	local hex esc='' oct i
	printf -v hex '%016x' "$1"
	for ((i = 0; i < 16; i += 2)); do
		printf -v oct '\\%03o' "0x${hex:i:2}"
		esc+=$oct
	done
	printf "$esc"
}

# field X writes F(X) = u64(byte length of X) || X.
field() {
	local n
	n=$(printf '%s' "$1" | wc -c)
	u64 $((n))
	printf '%s' "$1"
}

# mac_input SEQ CALL_ID TOOL ARGS RESULT TIMESTAMP writes the v1 MAC input:
# F(label) F(seq) F(call_id) F(tool) F(args) F(result) F(timestamp), where
# the numbers are 8-byte big-endian strings (so their F has length 8).
mac_input() {
	field "$LABEL"
	u64 8; u64 "$1"
	field "$2"
	field "$3"
	field "$4"
	field "$5"
	u64 8; u64 "$6"
}

# receipt KEY_HEX SEQ CALL_ID TOOL ARGS RESULT TIMESTAMP prints the receipt:
# zc-receipt-<timestamp>-<base64url(HMAC-SHA256(key, input)), no padding>.
receipt() {
	local key=$1 digest
	shift
	digest=$(mac_input "$@" |
		openssl dgst -sha256 -mac HMAC -macopt "hexkey:$key" -binary |
		openssl base64 -A | tr '+/' '-_' | tr -d '=')
	printf 'zc-receipt-%s-%s\n' "$6" "$digest"
}

hexof() {
	if [[ -z $1 ]]; then
		printf -- '-'
	else
		printf '%s' "$1" | od -An -v -tx1 | tr -d ' \n'
	fi
}

failed=0
# check NAME KEY_HEX SEQ CALL_ID TOOL ARGS RESULT TIMESTAMP WANT
check() {
	local name=$1 key=$2 seq=$3 id=$4 tool=$5 args=$6 result=$7 ts=$8 want=$9 got
	if [[ $mode == fields ]]; then
		printf '%s %s %s %s %s %s %s %s %s\n' "$name" "$key" "$seq" \
			"$(hexof "$id")" "$(hexof "$tool")" "$(hexof "$args")" "$(hexof "$result")" "$ts" "$want"
		return
	fi
	got=$(receipt "$key" "$seq" "$id" "$tool" "$args" "$result" "$ts")
	if [[ $got == "$want" ]]; then
		echo "ok $name"
	else
		echo "FAIL $name: openssl gives $got, the vector says $want" >&2
		failed=1
	fi
}

check basic \
  000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f \
  1 'call_1' 'list_dir' '{"path":"."}' \
  $'README.md\ngo.mod\n' \
  1774608496 zc-receipt-1774608496-lyuM8MtTDf0MlxHxJpbuxTyzN8p9gmZvoyYZIIFmhtA
check next-seq-same-call \
  000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f \
  2 'call_1' 'list_dir' '{"path":"."}' \
  $'README.md\ngo.mod\n' \
  1774608496 zc-receipt-1774608496-tCQFxXDpr706vaskm7qUN6gaRHbmYpKmKP9v1Ql9XZc
check next-second-same-call \
  000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f \
  1 'call_1' 'list_dir' '{"path":"."}' \
  $'README.md\ngo.mod\n' \
  1774608497 zc-receipt-1774608497-xLPZydCe659sxv75vVe87F39RxpFAFlTYfvl8MYvbac
check args-whitespace-differs \
  000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f \
  1 'call_1' 'list_dir' '{ "path": "." }' \
  $'README.md\ngo.mod\n' \
  1774608496 zc-receipt-1774608496-Sn75waEZ4t7PTeX1RxtX4VXf-p11zTNlJ8PPOGmP9ic
check empty-call-id-and-result \
  000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f \
  3 '' 'shell' '{"command":"true"}' \
  '' \
  1774608496 zc-receipt-1774608496-DRyEylar9OToDBKklpAtIpi23uAjA2LTdLWtG_jmOAM
check all-empty-timestamp-zero \
  000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f \
  1 '' '' '' \
  '' \
  0 zc-receipt-0-6d6TFU7zhQXGagVd3v1dw2TBlOebaAuMGsOR2bBmu3A
check max-seq-and-timestamp \
  000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f \
  18446744073709551615 'call_max' 'echo' '{}' \
  'ok' \
  18446744073709551615 zc-receipt-18446744073709551615-oqfgEm9GxKgs5-sLGgtTfR2rqamCmpkjiYRpwEZJnjQ
check framing-ab-c \
  000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f \
  1 'ab' 'c' '{}' \
  'x' \
  1774608496 zc-receipt-1774608496-6kVCPh6agu2zwEeWlQ8ZKwbNqCTHnnl03Q-c6JgYgDA
check framing-a-bc \
  000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f \
  1 'a' 'bc' '{}' \
  'x' \
  1774608496 zc-receipt-1774608496-JCtN_j1m9oapLyF1aru_wj4ixv9DvJ2_MUddeea7Bmo
check non-ascii \
  e398184f9290b81db319baa02e0096fb9babba7764664b2a664ebd8b2fac16c4 \
  7 'toolu_01Ä' 'read_file' '{"path":"notes/日本語.txt"}' \
  'Grüße, 世界 — ✓ 🚀' \
  1774608496 zc-receipt-1774608496-P_AYloVdjHZnTqMqQsu5XKLF6r_T0vbLjw5-di9u1ck
check newlines-crlf-and-fake-trailer \
  e398184f9290b81db319baa02e0096fb9babba7764664b2a664ebd8b2fac16c4 \
  8 'call_8' 'read_file' '{"path":"a.txt"}' \
  $'line 1\r\nline 2\n\n[receipt: zc_receipt-1-AAAA]\n' \
  1774608496 zc-receipt-1774608496-ICpeEhBcRUReokXBfzT-AdudFJ95ZtjBa7TtsZzKUz8
check tabs-quotes-backslashes \
  3615dd322c7b50516142798dec43899bc370b1aa85a521fa7639e8dc02e7cdb2 \
  42 $'call\t42' 'grep' $'{"pattern":"\\"a\\\\\\\\b\\"","path":"src"}' \
  $'src/x.go:3:\t"a\\b"\n' \
  1700000000 zc-receipt-1700000000-EzaijWeUv2HQXmji78Ts3vGiesw4O8yaxq3WS7ZOO_o
check long-result \
  3615dd322c7b50516142798dec43899bc370b1aa85a521fa7639e8dc02e7cdb2 \
  1000 'call_long' 'list_dir' '{"path":"data","long":true}' \
  '{"name":"file.txt","size":1024},{"name":"file.txt","size":1024},{"name":"file.txt","size":1024},{"name":"file.txt","size":1024},{"name":"file.txt","size":1024},{"name":"file.txt","size":1024},' \
  4102444800 zc-receipt-4102444800-TiNg1AKraE_N2QMKp3Ql5uUd1AENLlMQwNggU0saKdE
check key-all-ff \
  ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff \
  1 'call_1' 'list_dir' '{"path":"."}' \
  $'README.md\ngo.mod\n' \
  1774608496 zc-receipt-1774608496-M77Hyq6W9gzl2RqLpCqoYKKi4XapXzzz5RpjOBOQ3uo

exit "$failed"
