#!/usr/bin/env bash
# HACKING.md has a line for every source file: each tracked file under src/, web/, scripts/,
# examples/, docs/ and tests/ (the top level of tests/ and tests/browser/) is named there,
# by its path or by its file name on a line that names its folder; every path it names
# exists; and its file table is filed by folder: under "## Files", each row sits below a
# "### FOLDER" heading and every file or folder its first cell names lies in FOLDER (named by
# its path, relative to FOLDER, or relative to a folder above FOLDER: rules/engine.c
# under src/games/arnak/rules; a bare name after a path is first looked for beside it:
# "web/js/i18n.js, i18n_pl.js"; ".h" after "input.c" is input.h).
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
# every row of the file table in the section of its folder
# in_section FOLDER NAME: NAME resolves to an existing path inside FOLDER
in_section() {
    local folder=$1 name=${2%/} up=$1 p
    while :; do
        if [[ -z $up ]]; then p=$name; else p=$up/$name; fi
        if [[ $p == "$folder" || $p == "$folder"/* ]]; then
            # a name with a wildcard (fuzz/corpus/proto*/) stands for the paths it matches
            for q in $p; do [[ -e $q ]] && return 0; done
        fi
        [[ -z $up ]] && return 1
        if [[ $up == */* ]]; then up=${up%/*}; else up=; fi
    done
}
section=
stray=0
while IFS= read -r line; do
    case $line in
    '## Files') on=1; continue ;;
    '## '*) on=0; continue ;;
    esac
    ((${on:-0})) || continue
    if [[ $line == '### '* ]]; then
        section=${line#'### '}
        section=${section%/}
        [[ -d $section ]] || { echo "hacking_test: $doc's section '$section' is not a folder" >&2; stray=$((stray + 1)); }
        continue
    fi
    [[ $line == '| '* ]] || continue
    [[ $line == '| file |'* ]] && continue
    if [[ -z $section ]]; then
        echo "hacking_test: $doc's row '${line:0:60}...' sits under no folder's section" >&2
        stray=$((stray + 1))
        continue
    fi
    cell=${line#'| '}
    cell=${cell%%' |'*}
    prev=
    at=
    IFS=',' read -ra names <<<"$cell"
    for n in "${names[@]}"; do
        n=${n# }
        n=${n% }
        [[ $n == .h && $prev == *.c ]] && n=${prev%.c}.h
        prev=$n
        if [[ $n == */* ]]; then
            at=${n%/}
            at=${at%/*}
        elif [[ -n $at ]] && in_section "$section" "$at/$n"; then
            continue
        fi
        if ! in_section "$section" "$n"; then
            echo "hacking_test: $doc's row for '$cell' names $n, which is not in its section's folder $section" >&2
            stray=$((stray + 1))
        fi
    done
done <"$doc"
missing=$((missing + stray))
if ((missing)); then
    echo "hacking_test: $missing files without a line in $doc, named there and missing, or filed outside their folder's section" >&2
    exit 1
fi
echo "hacking_test: every file has its line in $doc"
