#!/bin/sh
# One-shot client cost (docs/performance-history.md, "One-shot client"): `prosc tree` against the C
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
hyperfine -N --warmup 50 --runs ${RUNS:-1000} --export-markdown "$DIR/table.md" --export-json "$DIR/runs.json" \
    ".build/oneshot-tree $DIR/s" \
    "$BIN/prosc tree --json --socket $DIR/s" \
    "$BIN/prosc-cli tree --json --socket $DIR/s" \
    "$BIN/prosc tree --socket $DIR/s" \
    "$BIN/prosc-cli tree --socket $DIR/s" \
    "$BIN/prosc window list --json --socket $DIR/s"
cat "$DIR/table.md"
# Medians and the ratio to the C baseline (the load of a shared machine moves the means).
python3 -c 'import json,sys
r=json.load(open(sys.argv[1]))["results"]
base=r[0]["median"]
def name(c):
  words=[w for w in c.split() if not w.startswith(sys.argv[2])]
  words=[w for w in words if w!="--socket"]
  return " ".join([words[0].split("/")[-1]]+words[1:])
for x in r: print("%-40s median %6.2f ms  mean %6.2f ms  min %5.2f ms  x%.2f of C (median)" % (name(x["command"])[:40], x["median"]*1e3, x["mean"]*1e3, x["min"]*1e3, x["median"]/base))' "$DIR/runs.json" "$DIR"
