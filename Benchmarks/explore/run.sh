#!/usr/bin/env bash
# prosc explore on the synthetic app the size and shape of the largest real storyboard we know
# (3.9 MB, 192 scenes, 311 segues; make-app.py), release build, side by side in one run
# (docs/performance.md, "prosc explore in process"; the server path's history in
# docs/performance-history.md, "prosc explore (issue 15)"):
#   1. in process (the default), default bounds (200,000 states from the launch and as many from
#      code-made starts, 25 actions deep; `--max-states 20000` gives the 40,000-state run of issue 29,
#      and Benchmarks/explore/tenfold.sh sets the default bound beside the server path's old one);
#   2. through a private proscd (--private-server), the same bounds.
# The reports of 1 and 2 must be the same but for their stats. Wall time, CPU and peak memory
# (maximum resident set) come from /usr/bin/time. Extra arguments go to every prosc explore.
set -euo pipefail
cd "$(dirname "$0")/../.."
. Benchmarks/explore/timed-explore.sh
prepare_app explore-bench

timed_explore "in process" "$dir/engine.json" "$@"
timed_explore "private proscd" "$dir/server.json" --private-server "$@"
same_report "$dir/engine.json" "$dir/server.json"
