#!/bin/sh
# Explores the demo app: JUnit to XML_OUTPUT_FILE, explore.json (and explore.html when Graphviz's
# dot is on PATH) into TEST_UNDECLARED_OUTPUTS_DIR. Exit 1 — a failed test — when a user can
# reach a problem from launch.
set -eu
runfiles="${TEST_SRCDIR}/"
storyboards="${runfiles}app/config/storyboards"
exec "${runfiles}proscenium/prosc" explore "$storyboards" --main Main --sources "$storyboards/DemoSources"
