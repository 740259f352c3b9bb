#!/usr/bin/env bash
# prosc explore on the synthetic app the size and shape of the largest real storyboard we know
# (3.9 MB, 192 scenes, 311 segues; make-app.py), release build, default bounds
# (docs/performance.md, "prosc explore"). Extra arguments go to prosc explore (e.g. --windows 4).
set -euo pipefail
cd "$(dirname "$0")/../.."
swift build -c release --product proscd >/dev/null
swift build -c release --product prosc-cli >/dev/null
bin=$(swift build -c release --show-bin-path)
dir=$(mktemp -d /tmp/explore-bench.XXXXXX)
trap 'rm -rf "$dir"' EXIT
python3 Benchmarks/explore/make-app.py "$dir"
status=0
/usr/bin/time -f "%e s wall; CPU %U s user + %S s sys (prosc-cli and its proscd)" -o "$dir/time" \
  "$bin/prosc-cli" explore "$dir" --sources "$dir/App/Sources" --json "$@" > "$dir/report.json" || status=$?
[ "$status" -le 1 ] || { echo "prosc explore failed with status $status" >&2; exit "$status"; }
cat "$dir/time"
python3 - "$dir/report.json" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))
s = r["stats"]
secs = s["seconds"]
print(f"scenes {r['scenes']['reached']}/{r['scenes']['total']} reached from launch (+{r['scenes']['reachedFromCode']} from code), "
      f"segues {r['segues']['performed']}/{r['segues']['total']} performed, {r['segues']['refused']} refused, "
      f"{len(r['problems'])} problems, truncated {r['truncated']} (max-states {r['bounds']['maxStates']}, max-depth {r['bounds']['maxDepth']})")
print(f"{s['states']} states, {s['actions']} actions, {s['requests']} requests in {secs:.2f} s: "
      f"{s['states'] / secs:,.0f} states/s, {s['actions'] / secs:,.0f} actions/s, {s['requests'] / secs:,.0f} requests/s")
print(f"replays {s['replays']}, moves {s['moves']}, undos {s['undos']} ({s['failedUndos']} failed), server renewals {s['serverRenewals']}")
PY
