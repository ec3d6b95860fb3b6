#!/usr/bin/env bash
# install_test.sh BUILD LIBDIR [CFLAG...] - what `cmake --install` puts in a prefix is
# enough to embed the library (CTest install_test).  In a fresh prefix it fails when:
#   * examples/embed.c does not build with the README's command, `cc embed.c
#     $(pkg-config --cflags --libs arnak)`, or does not play its game to the end;
#   * that build reads jansson.h, or the program needs any json_ name or libjansson;
#   * an installed archive defines a global name outside the public prefixes (game_,
#     arnak_/ARNAK_ in libarnak.a; those and Lost Cities', Quetzal's and bot_ in
#     libarnak_games.a): the internals ak_, lc_, qz_ are local to it;
#   * an installed header does not compile on its own, or a program of the game
#     interface (every registered game played to its end by a bot, its view as JSON)
#     does not build with `pkg-config --cflags --libs arnak-games` and run.
# LIBDIR is the installed libraries' folder under the prefix (CMAKE_INSTALL_LIBDIR);
# CFLAGs are added to every compile (the sanitizers' or coverage's, as the build's).
set -u
build=${1:?usage: install_test.sh BUILD LIBDIR [CFLAG...]}
libdir=${2:?usage: install_test.sh BUILD LIBDIR [CFLAG...]}
shift 2
extra=("$@")
ROOT=$(cd "$(dirname "$0")/.." && pwd)
CC=${CC:-cc}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fails=0
bad() { echo "install_test: $*" >&2; fails=$((fails + 1)); }
strict=(-std=c17 -Wall -Wextra -Wpedantic -Werror "${extra[@]}")

prefix=$tmp/prefix
cmake --install "$build" --prefix "$prefix" >"$tmp/install.log" 2>&1 ||
    { cat "$tmp/install.log" >&2; bad "cmake --install failed"; exit 1; }
export PKG_CONFIG_PATH=$prefix/$libdir/pkgconfig

# ---- the README's example against arnak.pc: the rules alone, no jansson -----------------------
rules_flags=$(pkg-config --cflags --libs arnak) || bad "pkg-config knows no arnak"
# shellcheck disable=SC2086 # the flags are words
if "$CC" "${strict[@]}" "$ROOT/examples/embed.c" $rules_flags -o "$tmp/embed" 2>"$tmp/cc.log"; then
    out=$("$tmp/embed") || bad "the installed example failed (exit $?)"
    for p in 1 2; do
        grep -qE "^player $p: -?[0-9]+ points \(research -?[0-9]+\)$" <<<"$out" ||
            bad "the installed example printed no score for player $p: '$out'"
    done
    json=$(nm -u "$tmp/embed" | grep -c 'json_')
    ((json == 0)) || bad "the example needs $json json_ names"
    if command -v ldd >/dev/null && ldd "$tmp/embed" | grep -q jansson; then
        bad "the example links libjansson: $(ldd "$tmp/embed" | grep jansson)"
    fi
else
    cat "$tmp/cc.log" >&2
    bad "examples/embed.c does not build with \`pkg-config --cflags --libs arnak\`"
fi
# shellcheck disable=SC2046
"$CC" -std=c17 -H -fsyntax-only $(pkg-config --cflags arnak) "$ROOT/examples/embed.c" \
    2>"$tmp/headers.log" || bad "embed.c's headers do not compile"
grep -q jansson "$tmp/headers.log" && bad "embed.c's headers read jansson: $(grep jansson "$tmp/headers.log")"

# ---- the archives' global names ---------------------------------------------------------------
exports() {
    local lib=$1 public=$2 bad_names
    [[ -f $prefix/$libdir/$lib ]] || { bad "$lib is not installed"; return; }
    bad_names=$(nm -g --defined-only "$prefix/$libdir/$lib" | awk 'NF == 3 { print $3 }' |
        grep -Ev "^__" | grep -Ev "$public" | sort -u)
    [[ -z $bad_names ]] || bad "$lib defines global names outside $public:
$(head -20 <<<"$bad_names" | sed 's/^/    /')"
    nm -g --defined-only "$prefix/$libdir/$lib" | awk 'NF == 3 { print $3 }' | grep -q '^arnak_init$' ||
        bad "$lib does not define arnak_init"
}
exports libarnak.a '^(arnak_|ARNAK_|game_)'
exports libarnak_games.a '^(arnak_|ARNAK_|game_|lost_cities_|LOST_CITIES_|LC_|quetzal_|QUETZAL_|QZ_|bot_)'

# ---- every installed header on its own, and a program of the game interface ---------------------
games_flags=$(pkg-config --cflags --libs arnak-games) || bad "pkg-config knows no arnak-games"
games_cflags=$(pkg-config --cflags arnak-games)
nheaders=0
while IFS= read -r h; do
    rel=${h#"$prefix"/include/arnak/}
    nheaders=$((nheaders + 1))
    # shellcheck disable=SC2086
    printf '#include "%s"\n' "$rel" | "$CC" "${strict[@]}" -fsyntax-only $games_cflags -x c - ||
        bad "the installed $rel does not compile on its own"
done < <(find "$prefix/include/arnak" -name '*.h' | sort)
((nheaders > 0)) || bad "no headers installed under include/arnak"
cat >"$tmp/games.c" <<'EOF'
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "ai/bot.h"
#include "core/game.h"

int main(void)
{
    int n = 0;
    const game_def *const *games = game_registry(&n);
    for (int i = 0; i < n; i++) {
        const game_def *g = games[i];
        game_setup s;
        game_setup_default(g, &s);
        void *st = malloc(g->state_size);
        game_action *legal = malloc(sizeof *legal * (size_t)g->max_actions);
        bot b;
        if (!st || !legal || g->init(st, &s) != GAME_OK || bot_create(&b, g, "random", 0, 1) != 0)
            return 1;
        while (!g->is_over(st)) {
            int k = g->legal_actions(st, legal);
            if (k <= 0 || g->apply(st, b.choose(&b, st, legal, k)) != GAME_OK)
                return 1;
        }
        json_t *v = g->view_json(st, GAME_VIEW_ALL);
        char *text = game_json_dump(v);
        if (!text)
            return 1;
        printf("%s: %d players, %d points for seat 0, %zu bytes of view\n", g->name, s.players,
               g->score(st, 0), strlen(text));
        free(text);
        json_decref(v);
        bot_destroy(&b);
        free(legal);
        free(st);
    }
    return n > 0 ? 0 : 1;
}
EOF
# shellcheck disable=SC2086
if "$CC" "${strict[@]}" "$tmp/games.c" $games_flags -o "$tmp/games" 2>"$tmp/cc.log"; then
    out=$("$tmp/games") || bad "the game-interface program failed (exit $?): $out"
    grep -q '^arnak: ' <<<"$out" || bad "the game-interface program played no Arnak: '$out'"
else
    cat "$tmp/cc.log" >&2
    bad "a program of the game interface does not build with \`pkg-config --cflags --libs arnak-games\`"
fi

((fails == 0)) && echo "install_test: installed $nheaders headers, libarnak.a and libarnak_games.a" \
    "(public names only); examples/embed.c built with pkg-config arnak, without jansson"
exit $((fails > 0))
