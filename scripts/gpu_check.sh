#!/usr/bin/env bash
# Runs on a machine with an NVIDIA GPU, nvcc, CMake and PyTorch (the device machine; never CI):
# builds kernels/gpu, runs the GPU check of every generated kernel (fp_gpu_check: correctness at
# M=16384 K=4096 N=4096, two ragged shapes and a decode shape; timing at the large shape),
# the project's GEMM alone (fp_gemm_bench), cuBLAS alone and the unfused PyTorch pipelines.
# Logs go to $OUT (the device tool's output folder) or build/gpu-logs. Exit status 1 if a check
# or a program failed.
set -uo pipefail
cd "$(dirname "$0")/.."
out="${OUT:-build/gpu-logs}"
build_dir="${BUILD_DIR:-build/gpu}"
mkdir -p "$out"
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv 2>&1 | tee "$out/gpu.txt"
cmake -S kernels/gpu -B "$build_dir" -DCMAKE_BUILD_TYPE=Release -DFP_PTXAS_VERBOSE=OFF \
  >"$out/cmake.log" 2>&1 || { tail -30 "$out/cmake.log"; exit 1; }
cmake --build "$build_dir" -j "$(nproc)" >"$out/build.log" 2>&1 ||
  { tail -60 "$out/build.log"; exit 1; }
status=0
"$build_dir/fp_gpu_check" --bench 2>&1 | tee "$out/gpu_check.log" || status=1
"$build_dir/fp_gemm_bench" 2>&1 | tee "$out/gemm_bench.log" || status=1
PYTHONUNBUFFERED=1 python3 kernels/gpu/torch_baselines.py 2>&1 | tee "$out/torch_baselines.log" ||
  status=1
PYTHONUNBUFFERED=1 python3 kernels/gpu/torch_pipelines.py 2>&1 | tee "$out/torch_pipelines.log" ||
  status=1
exit $status
