#!/usr/bin/env bash
# Builds and runs every test that needs no GPU: GoogleTest units, the lit golden tests, the
# replay of every SMT-LIB obligation with z3 and cvc5, the generated kernels on the CPU and their
# offline builds; then the CI gate on the project's own rules (`fuseproof ci`: every rule
# verified, proofs/ and kernels/generated/ up to date with them).
set -euo pipefail
cd "$(dirname "$0")/.."
# OpenBLAS picks its kernels by CPU, and their summation order is the rounding the numeric tier
# measures on its fast path: pinned, so realistic-shape verdicts (in proofs/ and kernel headers)
# are the same on every x86-64 machine with AVX2 (docs/NUMERIC.md).
export OPENBLAS_CORETYPE="${OPENBLAS_CORETYPE:-Haswell}"
# Warnings are errors here (and so in CI): the toolchain is the one the project is tested with.
scripts/build.sh -DFUSEPROOF_WERROR=ON
ctest --test-dir "${BUILD_DIR:-build}" --output-on-failure -j "$(nproc)"
"${BUILD_DIR:-build}/fuseproof" ci --jobs "$(nproc)" --no-progress \
  --junit "${BUILD_DIR:-build}/ci-junit.xml"
