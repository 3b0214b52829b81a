#!/usr/bin/env bash
# Runs on the device machine (never CI), within one call of the device tool: builds kernels/gpu,
# then the project's GEMM alone (fp_gemm_bench: checks, then times), every generated kernel
# checked and timed (fp_gpu_check --bench) and cuBLAS alone (torch_baselines.py): what
# scripts/gpu_check.sh runs without the unfused pipelines, so that it fits one call. Issue 17's
# target table is the other call: scripts/gpu_targets.sh. Logs under
# $OUT or build/gpu-logs, in gpu_check.sh's formats. Exit status 1 if any check or program failed.
# PREBUILT=1 skips the build and runs the programs already in $BUILD_DIR (scripts/gpu_common.sh):
# build them on the development VM (`cmake -S kernels/gpu -B build/gpuoff -DFP_PTXAS_VERBOSE=OFF
# && cmake --build build/gpuoff`) and carry the two executables.
set -uo pipefail
cd "$(dirname "$0")/.."
source scripts/gpu_common.sh
status=0
gpu_programs_ready fp_gemm_bench fp_gpu_check
# Line-buffered, so that a program the timeout stops leaves every line it printed in its log.
# fp_gpu_check --bench ran 11 of its 17 kernels in 240 s on an H200 (2026-12-07): 420 s for all.
timeout 200 stdbuf -oL "$build_dir/fp_gemm_bench" 2>&1 | tee "$out/gemm_bench.log" |
  grep -v "^check .* ok$" || status=1
timeout 420 stdbuf -oL "$build_dir/fp_gpu_check" --bench 2>&1 | tee "$out/gpu_check.log" |
  grep -v "^    " || status=1
python3 kernels/gpu/torch_baselines.py 2>&1 | tee "$out/torch_baselines.log" || status=1
exit $status
