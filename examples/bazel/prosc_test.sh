#!/bin/sh
# Runs the flows in this test's runfiles with `prosc test`: the shard, the JUnit file, the JSON
# lines (TEST_UNDECLARED_OUTPUTS_DIR) and the temporary directory all come from Bazel's
# environment, so nothing here names them.
set -eu
runfiles="${TEST_SRCDIR}/"
exec "${runfiles}proscenium/prosc" test "${runfiles}app/examples/flows" --jobs 2
