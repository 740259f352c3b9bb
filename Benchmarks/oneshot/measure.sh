#!/bin/sh
# One-shot client cost (docs/performance.md, "One-shot client"): `prosc tree` against the C
# baseline .build/oneshot-tree, both from process start to exit, with hyperfine, against a
# private release proscd (demo storyboards) started here and stopped at the end.
# Usage: Benchmarks/oneshot/measure.sh RELEASE_BIN_DIR
set -eu
BIN=$1
DIR=$(mktemp -d)
"$BIN/proscd" --config /dev/null --socket "$DIR/s" --storyboards config/storyboards \
    --main-storyboard Main --external-storyboard External --log-level warning > "$DIR/out" &
PID=$!
trap 'kill $PID; wait $PID 2>/dev/null; rm -rf "$DIR"' EXIT
while ! grep -q listening "$DIR/out" 2>/dev/null; do sleep 0.05; done
hyperfine -N --warmup 50 --runs 1000 --export-markdown "$DIR/table.md" \
    ".build/oneshot-tree $DIR/s" \
    "$BIN/prosc tree --json --socket $DIR/s" \
    "$BIN/prosc tree --socket $DIR/s"
cat "$DIR/table.md"
