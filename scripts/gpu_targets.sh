#!/usr/bin/env bash
# Runs on the device machine (never CI), within one call of the device tool: issue 17's table and
# profile in one call, after the GEMM-alone call (scripts/gpu_perf_check.sh), in the order of
# the 2026-12-07 call that measured it (docs/BENCHMARKS.md, "tile variants on by default"):
#  1. python3 kernels/gpu/torch_pipelines.py --targets: the forward pipelines eager, under
#     torch.compile and fused (the PyTorch operators, built on the device), with cuBLAS's GEMM
#     alone at each shape; each fused pipeline checked against eager before it is timed;
#  2. ncu --set full of one generated kernel at the large shape (NCU_KERNEL, default F1's
#     residual_rmsnorm_stats; both the generated kernel and the wide tile's kernel match);
#  3. fp_gpu_check --bench: every generated kernel checked, then timed beside the project's GEMM
#     alone at the same shape.
# fp_gpu_check is built on the development VM and carried (PREBUILT=1), else built here first
# (scripts/gpu_common.sh). Logs under $OUT or build/gpu-logs. Exit status 1 if any step failed.
set -uo pipefail
cd "$(dirname "$0")/.."
kernel="${NCU_KERNEL:-residual_rmsnorm_stats}"
source scripts/gpu_common.sh
status=0
gpu_programs_ready fp_gpu_check
# The operators' build cache outside the repository, so that nothing large comes back in $OUT.
FUSEPROOF_TORCH_BUILD="${FUSEPROOF_TORCH_BUILD:-/tmp/fuseproof_torch}" timeout 130 \
  python3 kernels/gpu/torch_pipelines.py --targets 2>&1 | tee "$out/torch_targets.log" || status=1
timeout 60 ncu --set full -k "regex:^kernel$|gemm_epilogue_wide_kernel" -c 1 \
  "$build_dir/fp_gpu_check" --kernel="$kernel" >"$out/ncu_$kernel.txt" 2>&1 || status=1
grep -E "^  [a-z]|Duration|Throughput|Registers|Occupancy" "$out/ncu_$kernel.txt" | head -20
timeout 390 stdbuf -oL "$build_dir/fp_gpu_check" --bench 2>&1 | tee "$out/gpu_check.log" |
  grep -E "FAIL| time |kernel shapes" || status=1
exit $status
