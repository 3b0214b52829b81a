#!/usr/bin/env bash
# Runs on the device machine (never CI), within one call of the device tool: builds kernels/gpu,
# then the project's GEMM alone (fp_gemm_bench: checks, then times), every generated kernel
# checked and timed (fp_gpu_check --bench) and cuBLAS alone (torch_baselines.py): what
# scripts/gpu_check.sh runs without the unfused pipelines, so that it fits one call. Issue 17's
# target table is the other call: python3 kernels/gpu/torch_pipelines.py --targets. Logs under
# $OUT or build/gpu-logs, in gpu_check.sh's formats. Exit status 1 if any check or program failed.
# PREBUILT=1 skips the build and runs the programs already in $BUILD_DIR: build them on the
# development VM (nvcc compiles sm_90a there: `cmake -S kernels/gpu -B build/gpuoff
# -DFP_PTXAS_VERBOSE=OFF && cmake --build build/gpuoff`) and carry the two executables, which
# saves the device machine the build's minutes (docs/KERNELS.md, "Offline builds").
set -uo pipefail
cd "$(dirname "$0")/.."
out="${OUT:-build/gpu-logs}"
build_dir="${BUILD_DIR:-build/gpu}"
mkdir -p "$out"
export PYTHONUNBUFFERED=1
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv 2>&1 | tee "$out/gpu.txt"
status=0
if [ "${PREBUILT:-0}" = 1 ]; then
  chmod +x "$build_dir/fp_gemm_bench" "$build_dir/fp_gpu_check" || exit 1
else
  cmake -S kernels/gpu -B "$build_dir" -DCMAKE_BUILD_TYPE=Release -DFP_PTXAS_VERBOSE=OFF \
    >"$out/cmake.log" 2>&1 || { tail -30 "$out/cmake.log"; exit 1; }
  cmake --build "$build_dir" -j "$(nproc)" >"$out/build.log" 2>&1 ||
    { tail -60 "$out/build.log"; exit 1; }
fi
# Line-buffered, so that a program the timeout stops leaves every line it printed in its log.
# fp_gpu_check --bench ran 11 of its 17 kernels in 240 s on an H200 (2026-12-07): 420 s for all.
timeout 200 stdbuf -oL "$build_dir/fp_gemm_bench" 2>&1 | tee "$out/gemm_bench.log" |
  grep -v "^check .* ok$" || status=1
timeout 420 stdbuf -oL "$build_dir/fp_gpu_check" --bench 2>&1 | tee "$out/gpu_check.log" |
  grep -v "^    " || status=1
python3 kernels/gpu/torch_baselines.py 2>&1 | tee "$out/torch_baselines.log" || status=1
exit $status
