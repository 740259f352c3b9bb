#!/usr/bin/env bash
# Sharded explore and its merge (docs/performance.md, "Sharded explore and its merge"): the
# benchmark app (make-app.py) explored whole, then as 4 shards and as 50, each shard timed as
# its own machine would run it, then `prosc merge` of the shards' reports timed. The merged
# report must be the whole one (its JSON without `stats`), or the script fails.
# Usage: Benchmarks/explore/shards.sh [BIN]   (BIN: .build/release by default; build it first
#        with swift build -c release --product prosc-cli, and --product prosc)
set -euo pipefail
repo=$(cd "$(dirname "$0")/../.." && pwd)
bin=${1:-$repo/.build/release}
states=${STATES:-2000}
work=$(mktemp -d /tmp/prosc-explore-shards.XXXXXX)
trap 'rm -rf "$work"' EXIT
python3 "$repo/Benchmarks/explore/make-app.py" "$work/app" > /dev/null
app=("$work/app" --sources "$work/app/App/Sources" --max-states "$states")
now() { date +%s.%N; }
# Exit 1 (problems found) is a result, not a failure.
explore() { "$bin/prosc" explore "$@" || [ $? = 1 ]; }
same() {
  python3 - "$1" "$2" <<'PY'
import json, sys
a, b = (json.load(open(p)) for p in sys.argv[1:3])
for r in (a, b): r.pop("stats")
sys.exit(0 if a == b else "the merged report differs from the whole one")
PY
}
t0=$(now)
explore "${app[@]}" --json > "$work/whole.json"
t1=$(now)
echo "unsharded: $(python3 -c 'import json,sys; s=json.load(open(sys.argv[1]))["stats"]; print(s["states"], "states,", s["statesExpanded"], "expanded,", s["actions"], "actions")' "$work/whole.json") (wall $(printf %.2f "$(echo "$t1 - $t0" | bc)") s)"
for n in 4 50; do
  total=0 slowest=0
  for i in $(seq 1 "$n"); do
    t0=$(now)
    explore "${app[@]}" --shard "$i/$n" --json > "$work/s$n-$i.json" 2> /dev/null
    t1=$(now)
    shard=$(echo "$t1 - $t0" | bc)
    total=$(echo "$total + $shard" | bc)
    slowest=$(echo "if ($shard > $slowest) $shard else $slowest" | bc)
    [ "$n" = 4 ] && echo "shard $i/$n: $(python3 -c 'import json,sys; print(len(json.load(open(sys.argv[1]))["states"]), "states expanded")' "$work/s$n-$i.json") (wall $(printf %.2f "$shard") s)"
  done
  echo "$n shards: slowest $(printf %.2f "$slowest") s, $(printf %.2f "$total") s in all, reports $(du -ch "$work"/s$n-*.json | tail -1 | cut -f1)"
  t0=$(now)
  "$bin/prosc" merge "$work"/s$n-*.json --output "$work/merged$n.json" 2> "$work/merge.err" || [ $? = 1 ]
  t1=$(now)
  same "$work/whole.json" "$work/merged$n.json"
  echo "merge of $n reports: $(printf %.3f "$(echo "$t1 - $t0" | bc)") s, the whole report$(grep -o ': [0-9]* starts and states' "$work/merge.err" | sed 's/^:/,/;s/$/ explored by the merge/' || true)"
done
