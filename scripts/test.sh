#!/usr/bin/env bash
# Builds and runs every test that needs no GPU: GoogleTest units and the lit golden tests.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/build.sh
ctest --test-dir "${BUILD_DIR:-build}" --output-on-failure -j "$(nproc)"
