#!/usr/bin/env bash
# Runs on the GPU machine (never CI): `fuseproof check-kernel` of the Triton F2 kernel
# (examples/check_kernel/f2_triton.py) against rules/rmsnorm_gamma_on_activation.rule at the
# numeric tier's small and realistic shapes, then of the same kernel with its planted bug
# (f2_triton_wrong.py), which must fail. fuseproof itself comes from scripts/bundle_for_gpu.sh
# (FUSEPROOF names the command; default build/gpu-bundle/bundle/run-fuseproof). Logs go to $OUT
# or build/gpu-logs. Exit status 1 unless the correct kernel passes and the wrong one fails.
set -uo pipefail
cd "$(dirname "$0")/.."
out="${OUT:-build/gpu-logs}"
mkdir -p "$out"
fuseproof="${FUSEPROOF:-build/gpu-bundle/bundle/run-fuseproof}"
export OPENBLAS_CORETYPE="${OPENBLAS_CORETYPE:-Haswell}" PYTHONUNBUFFERED=1
rule=rules/rmsnorm_gamma_on_activation.rule
status=0
start=$(date +%s)
"$fuseproof" check-kernel "$rule" --binding examples/check_kernel/f2_triton.py --device cuda \
  --python python3 --no-progress --report "$out/check_kernel_f2_triton.md" 2>&1 |
  tee "$out/check_kernel_f2_triton.log"
[ "${PIPESTATUS[0]}" -eq 0 ] || status=1
echo "correct kernel checked in $(($(date +%s) - start)) s" | tee -a "$out/check_kernel_f2_triton.log"
start=$(date +%s)
"$fuseproof" check-kernel "$rule" --binding examples/check_kernel/f2_triton_wrong.py --device cuda \
  --python python3 --no-progress --distribution normal \
  --report "$out/check_kernel_f2_triton_wrong.md" 2>&1 | tee "$out/check_kernel_f2_triton_wrong.log"
[ "${PIPESTATUS[0]}" -eq 1 ] || status=1
echo "wrong kernel checked in $(($(date +%s) - start)) s (expected to fail: exit 1)" |
  tee -a "$out/check_kernel_f2_triton_wrong.log"
exit $status
