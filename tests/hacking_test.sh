#!/usr/bin/env bash
# HACKING.md has a line for every source file: each tracked file under src/, web/, scripts/,
# examples/, docs/ and tests/ (the top level of tests/ and tests/browser/) is named there,
# by its path or by its file name on a line that names its folder.
# Usage: tests/hacking_test.sh [REPO_ROOT]
set -euo pipefail
root=${1:-$(cd "$(dirname "$0")/.." && pwd)}
cd "$root"
doc=HACKING.md
[[ -f $doc ]] || { echo "hacking_test: no $doc" >&2; exit 1; }
missing=0
while IFS= read -r f; do
    base=${f##*/}
    dir=${f%/*}
    # the path itself, or the file name on a line naming its folder (or a part of it)
    if grep -qF -- "$f" "$doc"; then continue; fi
    # a header named with its source file: "input.c, .h" or "input.c, input.h"
    if [[ $base == *.h ]] && grep -qE -- "${base%.h}\.c, (\.h|${base%.h}\.h)" "$doc"; then continue; fi
    if grep -F -- "$base" "$doc" | grep -qE -- "(${dir}|${dir#src/}|${dir##*/}/)"; then continue; fi
    if grep -qE -- "(^|[ |,(\`])${base//./\\.}([ |,)\`]|$)" "$doc" && [[ $dir == tests || $dir == docs || $dir == scripts || $dir == examples ]]; then continue; fi
    echo "hacking_test: $f has no line in $doc" >&2
    missing=$((missing + 1))
done < <(git ls-files src web scripts examples docs 'tests/*.c' 'tests/*.h' 'tests/*.sh' 'tests/*.py' \
             'tests/browser/*.mjs' 'tests/browser/*.json' | grep -vE '^web/(img|dev/fixtures)/|package-lock' )
# and every path it names exists (a line left behind by a move or a removal)
while IFS= read -r p; do
    [[ -e $p ]] || { echo "hacking_test: $doc names $p, which does not exist" >&2; missing=$((missing + 1)); }
done < <(grep -oE '(src|tests|web|docs|scripts|examples)/[A-Za-z0-9_./-]+\.(c|h|js|mjs|py|sh|md|css|html|inc)' "$doc" | sort -u)
if ((missing)); then
    echo "hacking_test: $missing files without a line in $doc, or named there and missing" >&2
    exit 1
fi
echo "hacking_test: every file has its line in $doc"
