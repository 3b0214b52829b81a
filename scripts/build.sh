#!/usr/bin/env bash
# Configures and builds fuseproof, its tests and benchmarks into build/ (or $BUILD_DIR); extra
# arguments go to CMake's configure step (scripts/test.sh passes -DFUSEPROOF_WERROR=ON).
set -euo pipefail
cd "$(dirname "$0")/.."
build_dir="${BUILD_DIR:-build}"
cmake -S . -B "$build_dir" -DCMAKE_BUILD_TYPE=RelWithDebInfo "$@" >/dev/null
cmake --build "$build_dir" -j "$(nproc)"
