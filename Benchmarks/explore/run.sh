#!/usr/bin/env bash
# prosc explore on the synthetic app the size and shape of the largest real storyboard we know
# (3.9 MB, 192 scenes, 311 segues; make-app.py), release build, side by side in one run
# (docs/performance.md, "prosc explore in process"; the server path's history in
# docs/performance-history.md, "prosc explore (issue 15)"):
#   1. in process (the default), default bounds (50,000 states from the launch and as many from
#      code-made starts, 25 actions deep; `--max-states 20000` gives the 40,000-state run of issue 29);
#   2. through a private proscd (--private-server), the same bounds.
# The reports of 1 and 2 must be the same but for their stats. Wall time, CPU and peak memory
# (maximum resident set) come from /usr/bin/time. Extra arguments go to every prosc explore.
set -euo pipefail
cd "$(dirname "$0")/../.."
swift build -c release --product proscd >/dev/null
swift build -c release --product prosc-cli >/dev/null
bin=$(swift build -c release --show-bin-path)
dir=$(mktemp -d /tmp/explore-bench.XXXXXX)
trap 'rm -rf "$dir"' EXIT
python3 Benchmarks/explore/make-app.py "$dir"

run() {  # label, report file, prosc explore arguments…
    local label=$1 out=$2
    shift 2
    local status=0
    /usr/bin/time -f "%e s wall; CPU %U s user + %S s sys; peak memory %M KB (maximum resident set)" -o "$dir/time" \
      "$bin/prosc-cli" explore "$dir" --sources "$dir/App/Sources" --json "$@" > "$out" || status=$?
    [ "$status" -le 1 ] || { echo "prosc explore ($label) failed with status $status" >&2; exit "$status"; }
    echo "== $label: prosc explore $*"
    cat "$dir/time"
    python3 - "$out" <<'PY'
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
}

run "in process" "$dir/engine.json" "$@"
run "private proscd" "$dir/server.json" --private-server "$@"
python3 - "$dir/engine.json" "$dir/server.json" <<'PY'
import json, sys
a, b = (json.load(open(p)) for p in sys.argv[1:])
a.pop("stats"); b.pop("stats")
print("reports in process and through proscd: " + ("the same (but for stats)" if a == b else "DIFFERENT"))
sys.exit(0 if a == b else 1)
PY
