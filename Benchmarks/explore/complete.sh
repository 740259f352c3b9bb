#!/usr/bin/env bash
# Issue 41's complete exploration, side by side in one run (docs/performance.md, "prosc explore in
# process"): the benchmark app (make-app.py), release build, ROUNDS alternating rounds (default 3) of
#   1. the search before issue 41: every distinct state, no stack bound (`--exhaustive
#      --max-repeats 0`), the default bounds otherwise (200,000 states, 25 actions deep);
#   2. the default: tabs not shown held at their first value, a scene at most once on a stack;
# then whether 2 finds the same problems as 1 (kind, UIKit's message, scene, failing step).
# Usage: Benchmarks/explore/complete.sh   (ROUNDS=N; BIN=DIR: a release build's folder holding
# prosc-cli, e.g. `swift build -c release --product prosc-cli --scratch-path S` then BIN=S/release)
set -euo pipefail
cd "$(dirname "$0")/../.."
. Benchmarks/explore/timed-explore.sh
if [ -n "${BIN:-}" ]; then
    bin=$BIN
    dir=$(mktemp -d /tmp/explore-complete.XXXXXX)
    trap 'rm -rf "$dir"' EXIT
    python3 Benchmarks/explore/make-app.py "$dir"
else
    prepare_app explore-complete
fi

for round in $(seq 1 "${ROUNDS:-3}"); do
    echo "### round $round"
    timed_explore "before issue 41: exhaustive, no stack bound" "$dir/exhaustive.json" --exhaustive --max-repeats 0
    timed_explore "default: tabs one at a time, the stack bound" "$dir/reduced.json"
done
python3 - "$dir/exhaustive.json" "$dir/reduced.json" <<'PY'
import json, sys
def problems(path):
    r = json.load(open(path))
    out = set()
    for p in r["problems"]:
        last = p["path"][-1]
        out.add((p["kind"], p["uikit"] or p["message"], json.dumps(p["scene"], sort_keys=True), last["text"]))
    return r, out
a, pa = problems(sys.argv[1])
b, pb = problems(sys.argv[2])
print(f"complete: before {a['complete']}, default {b['complete']}; truncated: before {a['truncated']}, default {b['truncated']}")
print(f"completeness (default): {json.dumps(b['completeness'])}")
print(f"problems: before {len(pa)}, default {len(pb)}; " + ("the same" if pa == pb else
      f"DIFFERENT: only before {sorted(pa - pb)}, only default {sorted(pb - pa)}"))
print(f"scenes reached: before {a['scenes']['reached']}, default {b['scenes']['reached']}; segues performed: before "
      f"{a['segues']['performed']}, default {b['segues']['performed']}; refused: before {a['segues']['refused']}, default {b['segues']['refused']}")
sys.exit(0 if pa == pb else 1)
PY
