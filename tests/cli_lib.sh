# cli_lib.sh - sourced by the tests/cli_*.sh scripts, which take the `arnak`
# binary as their first argument: sets $arnak, $here (the tests folder), $data
# (tests/data), a temporary folder $tmp removed at exit (made writable first,
# as some checks take write permission away), the counters with ok and bad,
# and finish, the summary line whose status is the script's.
# shellcheck shell=bash
set -u
arnak=$1
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
# shellcheck disable=SC2034 # used by the scripts that source this file
data=$here/data
tmp=$(mktemp -d)
trap 'chmod -R u+w "$tmp" 2>/dev/null; rm -rf "$tmp"' EXIT
pass=0
fail=0
ok() { pass=$((pass + 1)); }
bad() { fail=$((fail + 1)); echo "FAIL: $*"; }
# finish NAME: "NAME: P passed, F failed"; fails when any check failed
finish() {
    echo "$1: $pass passed, $fail failed"
    [ "$fail" -eq 0 ]
}
