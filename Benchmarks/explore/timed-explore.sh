# Sourced by Benchmarks/explore/run.sh and tenfold.sh (from the package root): the release build
# and the synthetic app, one timed `prosc explore` on it, and its figures.

# prepare_app NAME: builds proscd and prosc-cli in release, sets $bin (their folder) and $dir (a
# temporary folder named after NAME, removed on exit) and writes the app there (make-app.py).
prepare_app() {
    swift build -c release --product proscd >/dev/null
    swift build -c release --product prosc-cli >/dev/null
    bin=$(swift build -c release --show-bin-path)
    dir=$(mktemp -d "/tmp/$1.XXXXXX")
    trap 'rm -rf "$dir"' EXIT
    python3 Benchmarks/explore/make-app.py "$dir"
}

# Needs $bin and $dir (prepare_app).
#
# timed_explore LABEL REPORT ARGS…: runs `prosc-cli explore $dir --sources $dir/App/Sources --json
# ARGS…` under /usr/bin/time into REPORT (exit 1, problems found, is fine), then prints the label,
# wall time, CPU and peak memory (maximum resident set), and the report's states/s and actions/s.
timed_explore() {
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

# same_report A B: whether two reports are the same but for their stats (exit 1 if not).
same_report() {
    python3 - "$1" "$2" <<'PY'
import json, sys
a, b = (json.load(open(p)) for p in sys.argv[1:])
a.pop("stats"); b.pop("stats")
print("reports in process and through proscd: " + ("the same (but for stats)" if a == b else "DIFFERENT"))
sys.exit(0 if a == b else 1)
PY
}
