#!/usr/bin/env bash
# `make faults`: every fault run of issue 7 item 2 against fresh proscd instances, printing
# the figures docs/reliability.md records. Environment: KILLS (default 1000),
# CONNS (10000), STALL_SECONDS (5), STALL_RATE (10000 events/s), STALL_ROUNDS (2).
set -euo pipefail
cd "$(dirname "$0")/../.."
BIN=$(swift build --show-bin-path)
WORK=$(mktemp -d /tmp/prosc-faults.XXXXXX)
PID=
trap '[ -n "$PID" ] && kill -9 $PID 2>/dev/null; rm -rf "$WORK"' EXIT

# start_server NAME [proscd flags...]: starts proscd on $WORK/NAME.sock, waits for its listening line.
start_server() {
  local name=$1; shift
  SOCK=$WORK/$name.sock
  "$BIN/proscd" --config /dev/null --socket "$SOCK" --log-level warning \
    --storyboards config/storyboards --main-storyboard Main --external-storyboard External "$@" \
    > "$WORK/$name.out" 2> "$WORK/$name.err" &
  PID=$!
  for _ in $(seq 1 300); do
    grep -q "listening" "$WORK/$name.out" 2>/dev/null && return 0
    sleep 0.1
  done
  echo "proscd ($name) did not start:"; cat "$WORK/$name.err"; exit 1
}

stop_server() {
  kill -TERM "$PID"
  local rc=0
  wait "$PID" || rc=$?
  PID=
  [ "$rc" = 0 ] || { echo "proscd exited with $rc"; exit 1; }
}

echo "== (a) ${KILLS:-1000} clients SIGKILLed during animated transitions (animation speed 0.2)"
start_server kills --animation-speed 0.2
/usr/bin/time -f "   client wall %e s" "$BIN/prosc-faults" kills --socket "$SOCK" --count "${KILLS:-1000}" --workers 4 --max-delay-ms 400
echo "   server CPU: $(ps -o times= -p "$PID") s, RSS $(( $(ps -o rss= -p "$PID") / 1024 )) MiB"
stop_server

echo "== (b) a subscriber that stops reading while a driver produces ~${STALL_RATE:-10000} events/s"
start_server stall
"$BIN/prosc-faults" stall --socket "$SOCK" --seconds "${STALL_SECONDS:-5}" --rate "${STALL_RATE:-10000}" --rounds "${STALL_ROUNDS:-2}"
stop_server

echo "== (d) out of file descriptors (EMFILE)"
start_server emfile
"$BIN/prosc-faults" emfile --socket "$SOCK"
stop_server

echo "== (e) ${CONNS:-10000} concurrent connections"
start_server conns
"$BIN/prosc-faults" conns --socket "$SOCK" --count "${CONNS:-10000}"
stop_server

echo "== (c) half-sent lines and idle connections: swift test --filter LimitsTests (timeouts are options)"
echo "faults: all runs passed"
