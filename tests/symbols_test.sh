#!/usr/bin/env bash
# symbols_test.sh LIBDIR [PUBLICDIR] - every global symbol a library defines carries
# that library's prefix, so that two games (and the layers above them) link into one
# program without a clash.  Internal engine names are prefixed too (ak_ for
# Arnak) and declared only in the game's internal header.  PUBLICDIR holds the
# libraries `cmake --install` installs (CMakeLists.txt, arnak_public_library): there
# the internals (ak_, lc_, qz_) are local and only the public prefixes are global.
set -u
libdir=${1:?usage: symbols_test.sh LIBDIR [PUBLICDIR]}
publicdir=${2:-}
status=0
check() {
    local lib=$1 pattern=$2
    if [[ ! -f $libdir/$lib ]]; then
        echo "FAIL: $libdir/$lib not built"
        status=1
        return
    fi
    local bad
    bad=$(nm -g --defined-only "$libdir/$lib" | awk 'NF == 3 { print $3 }' | grep -Ev "^__" | grep -Ev "$pattern" | sort -u)
    if [[ -n $bad ]]; then
        echo "FAIL: $lib defines global names without its prefix ($pattern):"
        echo "$bad" | sed 's/^/    /'
        status=1
    else
        echo "ok: $lib ($(nm -g --defined-only "$libdir/$lib" | awk 'NF == 3' | wc -l) global names, all $pattern)"
    fi
}
check libgame_core.a '^game_'
check libarnak.a '^(arnak_|ARNAK_|ak_)'
check liblost_cities.a '^(lost_cities_|LOST_CITIES_|LC_|lc_)'
check libquetzal.a '^(quetzal_|QUETZAL_|QZ_|qz_)'
check libgame_games.a '^game_'
check libgame_ai.a '^bot_'
check libgame_server.a '^srv_'
check libcli_cmdline.a '^cli_'
if [[ -n $publicdir ]]; then
    libdir=$publicdir
    check libarnak.a '^(arnak_|ARNAK_|game_)'
    check libarnak_games.a '^(arnak_|ARNAK_|game_|lost_cities_|LOST_CITIES_|LC_|quetzal_|QUETZAL_|QZ_|bot_)'
fi
exit $status
