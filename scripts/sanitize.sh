#!/usr/bin/env bash
# Builds everything with AddressSanitizer and UndefinedBehaviorSanitizer (FUSEPROOF_SANITIZE) in
# build-asan and runs the test suites under them: GoogleTest units, lit golden tests, the SMT-LIB
# replay, the generated kernels on the CPU and the fuzz corpus replay. Any sanitizer report fails
# its test: UBSan does not recover (-fno-sanitize-recover=undefined, halt_on_error) and ASan
# always aborts; leaks are reported at exit (detect_leaks=1).
#
#   scripts/sanitize.sh [extra ctest arguments, e.g. -R lit]
#
# Left out: the offline hipcc/nvcc kernel builds (tests named compile_*), which run the vendor
# compilers on generated code, none of ours. Benchmarks are not built.
# Environment: SANITIZE_JOBS=N build and ctest parallelism (default 1: the machine is shared).
set -euo pipefail
cd "$(dirname "$0")/.."

build=build-asan
jobs="${SANITIZE_JOBS:-1}"

nice -n 10 cmake -S . -B "$build" -DCMAKE_BUILD_TYPE=RelWithDebInfo -DFUSEPROOF_SANITIZE=ON \
  -DFUSEPROOF_BUILD_BENCHMARKS=OFF -DFUSEPROOF_WERROR=ON >/dev/null
nice -n 10 cmake --build "$build" -j "$jobs"

# Exported so every process a test starts inherits them (lit passes ASAN_OPTIONS and
# UBSAN_OPTIONS through to its RUN lines).
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1}"
# The BLAS kernels the numeric tier's verdicts were recorded with (scripts/test.sh says why).
export OPENBLAS_CORETYPE="${OPENBLAS_CORETYPE:-Haswell}"
export UBSAN_OPTIONS="${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}"
nice -n 10 ctest --test-dir "$build" --output-on-failure -j "$jobs" -E '^compile_' "$@"
