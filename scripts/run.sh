#!/usr/bin/env bash
# The main job: build, then verify the whole rule library. Exit status is fuseproof's:
# 0 every rule proved, 1 a rule refuted or unknown, 2 a malformed rule.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/build.sh
"${BUILD_DIR:-build}/fuseproof" verify rules/
