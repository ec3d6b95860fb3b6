#!/usr/bin/env bash
# docs_test.sh [--example EMBED_BINARY] - the documents hold together.
#
# Without arguments (CTest docs_test) it fails when:
#   * README.md has more than 250 lines, does not start with its title, or its
#     first code block is not exactly the two commands (build-and-serve, then
#     `make test`, which .ci/run calls);
#   * a `*.md` file or a `docs/...` path cited in README.md, HACKING.md, docs/*.md
#     or any source, test, page or script does not exist in the repository;
#   * a rule reading cited by its id (R-ARNAK-n, R-LC-n) is not in
#     docs/RULE_READINGS.md, or anything cites ../shared (a user's checkout has
#     no such folder);
#   * README.md, HACKING.md or docs/ narrate development ("session", "trial
#     build", "not kept", "round of work");
#   * the README's copy of examples/embed.c differs from the file.
# With --example BIN (CTest readme_example) it checks the README's copy and runs
# BIN, the example built against the libraries: it must play a game to its end.
set -u
ROOT=$(cd "$(dirname "$0")/.." && pwd)
cd "$ROOT" || exit 1
fails=0
bad() { echo "docs_test: $*" >&2; fails=$((fails + 1)); }

# The README's copy of examples/embed.c: the fenced block between the markers.
readme_example() {
    awk '/^<!-- examples\/embed.c -->$/ {on = 1; next}
         /^<!-- end of examples\/embed.c -->$/ {on = 0}
         on && !/^```/ {print}' README.md
}
check_example_copy() {
    [[ -f examples/embed.c ]] || { bad "examples/embed.c is missing"; return; }
    if ! diff <(readme_example) examples/embed.c >/dev/null; then
        bad "README.md's copy of examples/embed.c differs from the file:"
        diff <(readme_example) examples/embed.c | head -20 >&2
    fi
}

if [[ "${1:-}" == "--example" ]]; then
    bin=${2:?usage: docs_test.sh --example EMBED_BINARY}
    check_example_copy
    out=$("$bin") || bad "$bin failed (exit $?)"
    for p in 1 2; do
        grep -qE "^player $p: -?[0-9]+ points \(research -?[0-9]+\)$" <<<"$out" ||
            bad "the example printed no score for player $p: '$out'"
    done
    [[ $fails -eq 0 ]] && echo "readme_example: the README's example compiles, links and plays a game"
    exit $((fails > 0))
fi

# ---- README.md: length, title, the two commands ------------------------------------------------
lines=$(wc -l <README.md)
((lines <= 250)) || bad "README.md has $lines lines (at most 250)"
head -n 1 README.md | grep -q '^# ' || bad "README.md does not start with its title ('# ...')"
first_block=$(awk '/^```/ {if (on) exit; on = 1; next} on {print}' README.md)
before_block=$(awk '/^```/ {exit} {print}' README.md | grep -c '^## ')
((before_block == 0)) || bad "README.md: a section comes before the first code block"
ncmd=$(grep -c '[^[:space:]]' <<<"$first_block")
((ncmd == 2)) || bad "README.md: the first code block holds $ncmd lines, not the two commands"
sed -n 1p <<<"$first_block" | grep -q '^make serve ' ||
    bad "README.md: the first command is not 'make serve' (builds, starts the server, prints the address)"
sed -n 2p <<<"$first_block" | grep -q '^make test ' ||
    bad "README.md: the second command is not 'make test' (.ci/run calls it)"
check_example_copy

# ---- the files whose citations are checked -----------------------------------------------------
if git -C "$ROOT" rev-parse --is-inside-work-tree >/dev/null 2>&1; then
    mapfile -t all < <(git ls-files --cached --others --exclude-standard | sort -u)
else
    mapfile -t all < <(find . -type f -not -path './.git/*' -not -path './build*' | sed 's|^\./||' | sort)
fi
present() { [[ -e "$1" ]]; }
declare -A base=()
for f in "${all[@]}"; do [[ -e "$f" ]] && base[${f##*/}]=1; done
docs=()
sources=()
for f in "${all[@]}"; do
    [[ -f "$f" ]] || continue
    case "$f" in
    README.md | HACKING.md | docs/*.md) docs+=("$f") ;;
    */node_modules/* | tests/fuzz/corpus/* | tests/data/* | *package-lock.json) ;;
    src/* | tests/* | web/* | scripts/* | examples/* | CMakeLists.txt | Makefile | .ci/*) sources+=("$f") ;;
    esac
done

# A cited Markdown file exists at the root, next to the citing file, or (a bare name) anywhere;
# a cited docs/... path exists from the root.
while IFS=: read -r file lineno cite; do
    [[ "$cite" == *'*'* ]] && continue
    dir=$(dirname "$file")
    if [[ "$cite" == */* ]]; then
        present "$cite" || present "$dir/$cite" || bad "$file:$lineno cites $cite, which is not in the repository"
    else
        [[ -n "${base[$cite]:-}" ]] || bad "$file:$lineno cites $cite, which is not in the repository"
    fi
done < <(grep -noE '[A-Za-z0-9_.*/-]*[A-Za-z0-9_*]\.md\b' "${docs[@]}" "${sources[@]}" /dev/null |
    sed -E 's|:(\./)+|:|')
while IFS=: read -r file lineno cite; do
    cite=${cite%%#*}
    cite=${cite%.}
    [[ "$cite" == *'*'* || "$cite" == "docs/" ]] && continue
    present "$cite" || bad "$file:$lineno cites $cite, which is not in the repository"
done < <(grep -noE '(^|[^A-Za-z0-9_./-])docs/[A-Za-z0-9_.*/#-]+' "${docs[@]}" "${sources[@]}" /dev/null |
    sed -E 's|^([^:]*:[0-9]+:)[^d]?|\1|')

# ---- rule readings by id, and nothing from ../shared ---------------------------------------------
readings=docs/RULE_READINGS.md
if [[ -f $readings ]]; then
    while IFS=: read -r file lineno id; do
        grep -qx "### $id" "$readings" || bad "$file:$lineno cites $id, which docs/RULE_READINGS.md does not define"
    done < <(grep -noE '\bR-(ARNAK|LC)-[0-9]+\b' "${docs[@]}" "${sources[@]}" /dev/null)
else
    bad "docs/RULE_READINGS.md is missing"
fi
while IFS= read -r hit; do
    bad "$hit cites ../shared, which a user's checkout does not have"
done < <(grep -nF '../shared' "${docs[@]}" "${sources[@]}" /dev/null | grep -v '^tests/docs_test.sh:')

# ---- no development narrative in the documents ---------------------------------------------------
while IFS= read -r hit; do
    bad "narration in $hit"
done < <(grep -niE '(^|[^_[:alnum:]])sessions?([^_[:alnum:]]|$)|trial build|not kept|rounds? of work' \
    "${docs[@]}" /dev/null)

if ((fails > 0)); then
    echo "docs_test: $fails problem(s)" >&2
    exit 1
fi
echo "docs_test: README.md $lines lines; ${#docs[@]} documents and ${#sources[@]} sources cite only what exists"
