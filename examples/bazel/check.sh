#!/usr/bin/env bash
# The Bazel example, as CI runs it (docs/scale.md): in a copy of the workspace with the demo
# app, `bazel test //...` passes (flows_test in 4 shards); run again with nothing changed, both
# tests are cached; after one storyboard changes, both run again and pass.
# Needs Debian's bazel-bootstrap, bazel-rules-java and bazel-platforms, and Proscenium built
# (`swift build`: BIN defaults to the repository's .build/debug).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../.." && pwd)
bin=${BIN:-$repo/.build/debug}
for tool in prosc prosc-cli prosc-flow proscd; do
  [ -x "$bin/$tool" ] || { echo "check.sh: no $bin/$tool: build Proscenium first (swift build)" >&2; exit 2; }
done
work=$(mktemp -d /tmp/prosc-bazel.XXXXXX)
output_base=$work/output-base
cleanup() { (cd "$work/repo/examples/bazel" 2>/dev/null && bazel --output_base="$output_base" shutdown >/dev/null 2>&1) || true; rm -rf "$work"; }
trap cleanup EXIT
# The layout the workspace expects: the app two levels up, the binaries in .build/debug.
mkdir -p "$work/repo/examples" "$work/repo/config" "$work/repo/.build/debug"
cp -R "$here" "$work/repo/examples/bazel"
rm -rf "$work/repo/examples/bazel"/bazel-*
cp -R "$repo/examples/flows" "$work/repo/examples/flows"
cp -R "$repo/config/storyboards" "$work/repo/config/storyboards"
for tool in prosc prosc-cli prosc-flow proscd; do ln -s "$bin/$tool" "$work/repo/.build/debug/$tool"; done
cd "$work/repo/examples/bazel"
bazel_test() { bazel --output_base="$output_base" test //... --color=no --curses=no --noshow_progress 2>&1 | tee "$work/log"; }

start=$(date +%s)
echo "== bazel test //... (first run)"
bazel_test
grep -q "//:flows_test .*PASSED" "$work/log"
grep -q "//:explore_test .*PASSED" "$work/log"
grep -q "Stats over 4 runs" "$work/log" || { echo "check.sh: flows_test did not run as 4 shards" >&2; exit 1; }
for shard in 1 2 3 4; do
  log=bazel-testlogs/flows_test/shard_${shard}_of_4/test.log
  grep -q "prosc: shard $shard/4 from Bazel (TEST_SHARD_INDEX=$((shard - 1)), TEST_TOTAL_SHARDS=4)" "$log" \
    || { echo "check.sh: shard $shard did not say it took Bazel's shard:" >&2; cat "$log" >&2; exit 1; }
  [ -s bazel-testlogs/flows_test/shard_${shard}_of_4/test.xml ] || { echo "check.sh: shard $shard wrote no test.xml" >&2; exit 1; }
done
echo "== the shards' JUnit reports merged"
"$bin/prosc" merge bazel-testlogs/flows_test/shard_*_of_4/test.xml --output "$work/flows.xml"
flows=$(ls "$work/repo/examples/flows"/*.yaml | wc -l)
# A suite per iOS version the flows name; the cases add up to the flows, none failing.
[ "$(grep -c '<testcase ' "$work/flows.xml")" = "$flows" ] && ! grep -q '<failure\|<error' "$work/flows.xml" \
  || { echo "check.sh: the merged report does not hold the $flows flows" >&2; cat "$work/flows.xml" >&2; exit 1; }
first=$(date +%s)

echo "== bazel test //... again, nothing changed: cached"
bazel_test
grep -q "//:flows_test .*(cached) PASSED" "$work/log"
grep -q "//:explore_test .*(cached) PASSED" "$work/log"
second=$(date +%s)

echo "== one storyboard changed: both rerun"
sed -i 's|</document>|<!-- changed by check.sh --></document>|' "$work/repo/config/storyboards/Main.storyboard"
bazel_test
grep -q "//:flows_test .*PASSED" "$work/log" && ! grep -q "//:flows_test .*(cached)" "$work/log"
grep -q "//:explore_test .*PASSED" "$work/log" && ! grep -q "//:explore_test .*(cached)" "$work/log"
third=$(date +%s)
echo "bazel example: first run $((first - start)) s, cached run $((second - first)) s, rerun after a storyboard change $((third - second)) s"
