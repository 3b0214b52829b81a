#!/usr/bin/env bash
# The numeric tier at realistic shapes, as every gate run now pays it (docs/BENCHMARKS.md): the
# whole library's realistic run (`fuseproof test --shapes realistic rules/`, sampled along
# independent rows and columns by default) and `fuseproof gen` of a GEMM + bias + SiLU rule (small
# and realistic shapes, as gen runs by default), each as a ratio to one 4096^3 dgemm
# (numeric::dgemm, one band of rows per core) timed in the same run.
# usage: bench/realistic_library.sh [extra test options, e.g. --sample-positions 0]
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
build="$root/${BUILD_DIR:-build}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
seconds() { # runs "$@" quietly, prints its wall time; fails if it fails
  local start end
  start=$(date +%s.%N)
  "$@" >"$work/out.txt" 2>&1 || { cat "$work/out.txt"; return 1; }
  end=$(date +%s.%N)
  python3 -c "print(f'{$end - $start:.2f}')"
}
dgemm=$("$build/bench/fuseproof_numeric_bench" --benchmark_filter='^Baseline/dgemm_4096/' \
  --benchmark_format=csv 2>/dev/null | awk -F, '/Baseline/ {print $3}')
echo "dgemm 4096^3: $dgemm s" >&2
library=$(seconds "$build/fuseproof" test --shapes realistic --no-progress "$@" "$root/rules")
echo "library realistic run: $library s" >&2
cat >"$work/bias_silu.rule" <<'RULE'
rule bias_silu "bias and SiLU in the GEMM epilogue"
dims M K N
input A[M,K], W[K,N], b[N]
lhs:
  h[i,j] = sum(k) A[i,k] * W[k,j]
  y[i,j] = silu(h[i,j] + b[j])
rhs:
  acc[i,j] = sum(k) A[i,k] * W[k,j]
  epilogue y[i,j] = silu(acc[i,j] + b[j])
compare y
dtypes f32 bf16
RULE
gen=$(seconds "$build/fuseproof" gen --no-progress -o "$work/out" "$@" "$work/bias_silu.rule")
echo "gen bias_silu: $gen s" >&2
python3 - "$dgemm" "$library" "$gen" <<'PY'
import sys
dgemm, library, gen = (float(x) for x in sys.argv[1:])
print(f"dgemm 4096^3: {dgemm:.2f} s")
print(f"library realistic run: {library:.1f} s = {library / dgemm:.0f} dgemms")
print(f"gen bias_silu: {gen:.1f} s = {gen / dgemm:.1f} dgemms")
PY
