#!/usr/bin/env bash
# The main job: build; verify the whole rule library (proofs, the numeric tier at small shapes and
# at realistic shapes, prefill 4096^3 and decode, sampled along independent rows: docs/NUMERIC.md),
# write the proof reports into proofs/ and generate the fused kernels of the rules that pass the
# gate into kernels/generated/ (`fuseproof ci --write`, cached by content hash in
# .cache/fuseproof). The repository's reports and kernels are written with these defaults, which
# CI re-checks (scripts/test.sh).
# Exit status is fuseproof's: 0 every rule proved and passing, 1 a rule refuted, unknown or
# failing, 2 a malformed rule.
set -euo pipefail
cd "$(dirname "$0")/.."
# OpenBLAS picks its kernels by CPU, and their summation order is the rounding the numeric tier
# measures on its fast path: pinned, so realistic-shape verdicts (in proofs/ and kernel headers)
# are the same on every x86-64 machine with AVX2 (docs/NUMERIC.md).
export OPENBLAS_CORETYPE="${OPENBLAS_CORETYPE:-Haswell}"
scripts/build.sh
"${BUILD_DIR:-build}/fuseproof" ci --write --jobs "$(nproc)"
