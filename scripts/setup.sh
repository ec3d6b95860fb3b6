#!/usr/bin/env bash
# scripts/setup.sh - make sure the Debian packages the build needs are installed.
#
#   scripts/setup.sh                 compiler, cmake, pkg-config, cmocka, jansson, ncurses,
#                                    libwebsockets (and its libuv plugin), sqlite3, libpq,
#                                    libcrypto, zlib (arnak serve), python3
#   scripts/setup.sh --with-postgres also PostgreSQL's server, for the tests' throw-away
#                                    cluster, HAProxy, for the test of several servers
#                                    behind it, and the sqlite3 command, for the test of
#                                    readers of a live store (make test, make asan-test,
#                                    make coverage)
#   scripts/setup.sh --with-extras   also valgrind and gcovr (make callgrind / make coverage)
#   scripts/setup.sh --with-format   also clang-format (make format)
#   scripts/setup.sh --with-fuzz     also clang and its fuzzer runtime (make fuzz)
#   scripts/setup.sh --with-browser  also Node.js, npm and Debian's chromium, then the npm
#                                    packages of tests/browser (playwright-core, from its
#                                    package-lock.json) for the browser tests of make test
#
# Silent and without any apt call when everything is present.  Missing packages are
# installed with apt-get when run as root, through sudo otherwise; without either it
# prints one line naming them and exits 1.
set -euo pipefail
browser=0

usage() {
    sed -n '2,18s/^# \{0,1\}//p' "$0"
    exit "${1:-0}"
}

wanted=(cmake pkg-config libcmocka-dev libjansson-dev libncurses-dev libwebsockets-dev
    libwebsockets-evlib-uv libuv1-dev libsqlite3-dev libpq-dev libssl-dev zlib1g-dev python3)
for arg in "$@"; do
    case "$arg" in
    --with-postgres) wanted+=(postgresql haproxy sqlite3) ;;
    --with-extras) wanted+=(valgrind gcovr) ;;
    --with-format) wanted+=(clang-format) ;;
    --with-fuzz) wanted+=(clang libclang-rt-14-dev) ;;
    --with-browser)
        browser=1
        # Debian's nodejs, or one that already brings npm (NodeSource's): the Debian npm
        # package would conflict with the latter.
        wanted+=(chromium)
        command -v node >/dev/null 2>&1 || wanted+=(nodejs)
        command -v npm >/dev/null 2>&1 || wanted+=(npm)
        ;;
    -h | --help) usage 0 ;;
    *)
        echo "setup.sh: unknown option '$arg'" >&2
        usage 2 >&2
        ;;
    esac
done

if ! command -v dpkg-query >/dev/null 2>&1; then
    # Not a Debian system: check the tools and libraries directly.
    missing=()
    for tool in cc make cmake pkg-config; do
        command -v "$tool" >/dev/null 2>&1 || missing+=("$tool")
    done
    if command -v pkg-config >/dev/null 2>&1; then
        for lib in cmocka jansson ncursesw libwebsockets libuv sqlite3 libpq libcrypto zlib; do
            pkg-config --exists "$lib" || missing+=("$lib")
        done
    fi
    if ((${#missing[@]})); then
        echo "setup.sh: not a Debian system; please install: ${missing[*]}" >&2
        exit 1
    fi
    exit 0
fi

installed() {
    local status
    status=$(dpkg-query -W -f='${Status}' "$1" 2>/dev/null) || return 1
    [[ "$status" == *" ok installed" ]]
}

missing_packages() {
    missing=()
    # A C compiler, make and libc headers: build-essential, or gcc + make + libc6-dev.
    if ! installed build-essential; then
        local p
        for p in gcc make libc6-dev; do
            installed "$p" || { missing+=(build-essential); break; }
        done
    fi
    local pkg
    for pkg in "${wanted[@]}"; do
        installed "$pkg" || missing+=("$pkg")
    done
}

# The browser tests' npm packages, exactly as package-lock.json pins them (npm ci), when
# they are not there yet; they go to tests/browser/node_modules, never system-wide.
npm_packages() {
    ((browser)) || return 0
    local dir
    dir="$(cd "$(dirname "$0")/.." && pwd)/tests/browser"
    [[ -f "$dir/node_modules/playwright-core/package.json" ]] && return 0
    echo "setup.sh: installing the browser tests' npm packages (npm ci in tests/browser)" >&2
    if ! (cd "$dir" && npm ci --no-audit --no-fund --loglevel=error >/dev/null); then
        echo "setup.sh: npm ci failed in $dir" >&2
        exit 1
    fi
}

missing_packages
if ((${#missing[@]} == 0)); then
    npm_packages
    exit 0
fi

if [[ $(id -u) == 0 ]]; then
    as_root=()
elif command -v sudo >/dev/null 2>&1; then
    if [[ -t 0 ]]; then as_root=(sudo); else as_root=(sudo -n); fi
else
    echo "setup.sh: missing Debian packages: ${missing[*]} (run as root: apt-get install ${missing[*]})" >&2
    exit 1
fi

# Run an apt-get command, waiting while another process holds the dpkg/apt lock.
apt_run() {
    local try out
    for try in $(seq 1 60); do
        if out=$("${as_root[@]}" env DEBIAN_FRONTEND=noninteractive \
            apt-get -o DPkg::Lock::Timeout=60 "$@" 2>&1 </dev/null); then
            return 0
        fi
        if [[ "$out" == *"lock"* ]]; then
            ((try == 1)) && echo "setup.sh: apt is busy (lock held by another process), waiting..." >&2
            sleep 10
            continue
        fi
        printf '%s\n' "$out" >&2
        return 1
    done
    printf '%s\n' "$out" >&2
    return 1
}

echo "setup.sh: installing ${missing[*]}" >&2
if ! apt_run update -qq || ! apt_run install -y -qq --no-install-recommends "${missing[@]}"; then
    echo "setup.sh: could not install: ${missing[*]}" >&2
    exit 1
fi

missing_packages
if ((${#missing[@]})); then
    echo "setup.sh: still missing after apt-get install: ${missing[*]}" >&2
    exit 1
fi
npm_packages
