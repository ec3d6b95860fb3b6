#!/usr/bin/env bash
# protocol_messages_test.sh ROOT - the hub's one table of messages
# (src/server/messages.c) and docs/PROTOCOL.md's table of messages name the
# same messages, in the same order.
set -u
root=${1:?usage: protocol_messages_test.sh ROOT}
table=src/server/messages.c
doc=docs/PROTOCOL.md
code=$(awk '/^static const message_kind messages\[\] = \{/ { on = 1; next }
            on && /^\};/ { exit }
            on && match($0, /^ *\{"[a-z_]+"/) { s = substr($0, RSTART, RLENGTH); sub(/^ *\{"/, "", s); sub(/"$/, "", s); print s }' \
       "$root/$table")
docs=$(awk '/^## Messages/ { on = 1; next }
            on && /^## / { exit }
            on && match($0, /^\| `[a-z_]+` \|/) { s = substr($0, RSTART, RLENGTH); gsub(/[|` ]/, "", s); print s }' \
       "$root/$doc")
if [[ -z $code || -z $docs ]]; then
    echo "FAIL: no messages read (messages.c: $(wc -w <<<"$code"), PROTOCOL.md: $(wc -w <<<"$docs"))"
    exit 1
fi
if [[ $code != "$docs" ]]; then
    echo "FAIL: src/server/messages.c and docs/PROTOCOL.md list different messages:"
    diff <(echo "$code") <(echo "$docs") | sed 's/^</    messages.c:/; s/^>/    PROTOCOL.md:/' | grep -v '^[0-9]'
    exit 1
fi
echo "ok: $(wc -l <<<"$code") messages, the same in src/server/messages.c and docs/PROTOCOL.md"
