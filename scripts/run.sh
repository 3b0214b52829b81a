#!/usr/bin/env bash
# The main job: build, verify the whole rule library (proofs, then the numeric tier), then
# generate the fused kernels of the rules that pass the gate into kernels/generated/.
# Exit status is fuseproof's:
# 0 every rule proved and passing its numeric tests, 1 a rule refuted, unknown or failing (or a
# kernel refused), 2 a malformed rule.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/build.sh
"${BUILD_DIR:-build}/fuseproof" verify --numeric rules/
"${BUILD_DIR:-build}/fuseproof" gen rules/
