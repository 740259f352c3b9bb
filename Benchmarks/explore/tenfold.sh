#!/usr/bin/env bash
# Issue 29's tenfold bound, side by side in one run (docs/performance.md, "prosc explore in
# process"): on the synthetic app the size and shape of the largest real storyboard we know
# (make-app.py), release build, ROUNDS alternating rounds (default 3) of
#   1. in process with the default bound (200,000 states from the launch and as many from
#      code-made starts; the benchmark app reaches every scene from the launch, so there are
#      no code-made starts and it explores 200,000 states, ten times the 20,000 of before);
#   2. through a private proscd with the bound before issue 29 (`--max-states 20000`: 40,000
#      states), what `make bench-explore` took 31.5 s for when issue 29 was filed;
# then once, the same 40,000 states in process, whose report must be the one of 2 but for its
# stats. The bar: 1 takes no longer than 2.
# Usage: Benchmarks/explore/tenfold.sh   (ROUNDS=N to change the rounds)
set -euo pipefail
cd "$(dirname "$0")/../.."
. Benchmarks/explore/timed-explore.sh
prepare_app explore-tenfold

for round in $(seq 1 "${ROUNDS:-3}"); do
    echo "### round $round"
    timed_explore "in process, default bound" "$dir/engine.json"
    timed_explore "private proscd, the bound before issue 29" "$dir/server.json" --private-server --max-states 20000
done
timed_explore "in process, the bound before issue 29" "$dir/engine40k.json" --max-states 20000
same_report "$dir/engine40k.json" "$dir/server.json"
