#!/usr/bin/env bash
# load_figures.sh [ARNAK] [LOOP...] - the server's load figures, one line per run:
# `arnak serve` on a fresh data folder (limits off: every client is 127.0.0.1), then
# `arnak loadtest` against it, and the server's CPU time from /proc while the test ran
# (so the CPU per action counts the server alone, not the clients).
#
#   bash scripts/load_figures.sh build/arnak uv poll
#
# Runs for each event loop (uv: libuv's, the default; poll: libwebsockets' own):
#   paced    1000 clients, one action a second each, 60 s
#   closed   100 clients in a closed loop (no think time), 10 s
#   idle     5000 connections with a game each, nearly idle (an action a minute), 30 s:
#            the server's memory (VmRSS) and CPU share
# Server and clients run under `chrt -r 10` when allowed (root), so that the machine's
# other work does not sit in the figures.  LOAD_SECONDS=N shortens the paced run.
set -euo pipefail
arnak=${1:-build/arnak}
shift || true
loops=("$@")
((${#loops[@]})) || loops=(uv poll)
paced_s=${LOAD_SECONDS:-60}
rt=()
if chrt -r 10 true 2>/dev/null; then rt=(chrt -r 10); fi

cpu_ticks() { awk '{print $14 + $15}' "/proc/$1/stat"; }

# run LOOP NAME CLIENTS SECONDS THINK_MS
run() {
    local loop=$1 name=$2 clients=$3 seconds=$4 think=$5
    local data port pid out c0 c1 hz rss
    data=$(mktemp -d)
    port=$((20000 + RANDOM % 20000))
    "${rt[@]}" "$arnak" serve --port "$port" --data "$data" --event-loop "$loop" \
        --max-conns-per-addr 0 --max-games-per-addr 0 --games-per-min-conn 0 \
        --games-per-min-addr 0 >/dev/null 2>"$data.err" &
    pid=$!
    for _ in $(seq 50); do
        grep -q "arnak serve" "$data.err" 2>/dev/null && break
        (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null && break
        sleep 0.1
    done
    c0=$(cpu_ticks "$pid")
    out=$("${rt[@]}" "$arnak" loadtest --port "$port" --clients "$clients" --seconds "$seconds" \
        --think-ms "$think" 2>&1)
    c1=$(cpu_ticks "$pid")
    rss=$(awk '/VmRSS/ {print $2}' "/proc/$pid/status")
    kill "$pid"
    wait "$pid" 2>/dev/null || true
    rm -rf "$data" "$data.err"
    hz=$(getconf CLK_TCK)
    local acts p50 p99 errs
    acts=$(sed -n 's/.*actions: \([0-9]*\) acknowledged.*/\1/p' <<<"$out")
    p50=$(sed -n 's/.*p50 \([0-9.]*\) ms.*/\1/p' <<<"$out")
    p99=$(sed -n 's/.*p99 \([0-9.]*\) ms.*/\1/p' <<<"$out")
    errs=$(sed -n 's/.*errors: \([0-9]*\); lost actions: \([0-9]*\).*/errors \1, lost \2/p' <<<"$out")
    awk -v loop="$loop" -v name="$name" -v acts="${acts:-0}" -v s="$seconds" -v p50="$p50" \
        -v p99="$p99" -v cpu="$((c1 - c0))" -v hz="$hz" -v rss="$rss" -v errs="$errs" 'BEGIN {
        ms = cpu * 1000 / hz
        printf "%-5s %-7s %7.0f actions/s  p50 %6s ms  p99 %7s ms  server CPU %6.0f ms (%4.1f %% of a core), %.3f ms an action  RSS %6.1f MB  %s\n",
            loop, name, acts / s, p50, p99, ms, ms / (s * 10), (acts ? ms / acts : 0), rss / 1024, errs }'
}

for loop in "${loops[@]}"; do
    run "$loop" paced 1000 "$paced_s" 1000
    run "$loop" closed 100 10 0
    run "$loop" idle 5000 30 60000
done
