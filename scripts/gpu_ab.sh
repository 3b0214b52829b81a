#!/usr/bin/env bash
# Runs on the device machine (never CI), within one call of the device tool: the same generated
# kernels checked and timed by fp_gpu_check builds that differ in one compile-time switch, taking
# turns kernel by kernel so that the builds see the same card state (docs/BENCHMARKS.md, "The
# epilogue's loads wait on each other", measured the touch pass this way).
#   AB_DIRS     build folders holding a carried fp_gpu_check each, e.g. "build/gpuoff0 build/gpuoff"
#   AB_KERNELS  rule names (fp_gpu_check --kernel=...)
#   AB_TIMEOUT  seconds per fp_gpu_check run (default 60)
# Logs under $OUT (or build/gpu-logs): ab_<kernel>_<folder>.log per run and ab_summary.log, the
# time lines of every run. Exit status 1 if any run failed its checks or timed out.
set -uo pipefail
cd "$(dirname "$0")/.."
source scripts/gpu_common.sh
status=0
for dir in $AB_DIRS; do
  PREBUILT=1 build_dir="$dir" gpu_programs_ready fp_gpu_check
done
for kernel in $AB_KERNELS; do
  for dir in $AB_DIRS; do
    log="$out/ab_${kernel}_$(basename "$dir").log"
    timeout "${AB_TIMEOUT:-60}" stdbuf -oL "$dir/fp_gpu_check" --bench --kernel="$kernel" >"$log" 2>&1 ||
      status=1
    grep -E " time |FAIL|kernel shapes" "$log" | sed "s|^|$(basename "$dir") |" |
      tee -a "$out/ab_summary.log"
  done
done
exit $status
