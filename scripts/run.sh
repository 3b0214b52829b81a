#!/usr/bin/env bash
# The main job: build; verify the whole rule library (proofs, numeric tier at small shapes, the
# gate), write the proof reports into proofs/ and generate the fused kernels of the rules that
# pass the gate into kernels/generated/ (`fuseproof ci --write`, cached by content hash in
# .cache/fuseproof); then the numeric tier at realistic shapes (prefill 4096^3 and decode), the
# README's table. The repository's reports and kernels use the CI profile (--shapes small), which
# CI re-checks on 2 cores in seconds: docs/REPORTS.md says why.
# Exit status is fuseproof's: 0 every rule proved and passing, 1 a rule refuted, unknown or
# failing, 2 a malformed rule.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/build.sh
"${BUILD_DIR:-build}/fuseproof" ci --write --shapes small --jobs "$(nproc)"
"${BUILD_DIR:-build}/fuseproof" test --shapes realistic rules/
