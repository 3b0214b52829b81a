#!/usr/bin/env bash
# Runs on a machine with an NVIDIA GPU, nvcc and PyTorch (the device machine; never CI): builds
# the CUDA operators of every generated kernel (python/fuseproof_torch), checks them against each
# rule's left side in PyTorch (tests/torch/test_operators.py with FUSEPROOF_DEVICE=cuda), then
# runs the Llama-style block example at a prefill and a decode shape (agreement and time against
# the same block in plain PyTorch). Logs go to $OUT or build/gpu-logs. Exit status 1 if any
# step failed.
set -uo pipefail
cd "$(dirname "$0")/.."
out="${OUT:-build/gpu-logs}"
mkdir -p "$out"
export PYTHONUNBUFFERED=1 FUSEPROOF_TORCH_BUILD="${FUSEPROOF_TORCH_BUILD:-build/torch_extensions}"
status=0
start=$(date +%s)
FUSEPROOF_DEVICE=cuda python3 tests/torch/test_operators.py 2>&1 |
  tee "$out/torch_operators_cuda.log" || status=1
echo "operators built and checked in $(($(date +%s) - start)) s" | tee -a "$out/torch_operators_cuda.log"
python3 examples/llama_block.py --check 2>&1 | tee "$out/llama_block.log" || status=1
python3 examples/llama_block.py --check --tokens 16 --seq 16 2>&1 | tee -a "$out/llama_block.log" ||
  status=1
exit $status
