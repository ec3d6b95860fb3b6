#!/usr/bin/env bash
# signature_test.sh ARNAK - the bench signature is frozen (Stockfish's
# signature test): any change of engine behaviour changes it, and must come
# with an update of tests/data/bench-signature.txt in the same commit, saying
# why.  The quick set, playouts only, is cheap even under the sanitizers.
set -u
arnak=$1
want_file=$(dirname "$0")/data/bench-signature.txt
want=$(grep -v '^#' "$want_file" | awk '$1 == "arnak" { print $2 }')
got=$("$arnak" bench --quick --playouts-only | sed -n 's/^signature \(0x[0-9a-f]*\).*/\1/p')
if [[ -n $want && $got == "$want" ]]; then
    echo "signature $got as frozen in tests/data/bench-signature.txt"
    exit 0
fi
echo "FAIL: bench --quick signature is '$got', tests/data/bench-signature.txt says '$want'"
echo "      (a change of engine behaviour: if intended, update the file in the same commit)"
exit 1
