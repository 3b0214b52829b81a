#!/usr/bin/env bash
# The cache of `fuseproof ci`: a cold run (empty cache) against a warm one (nothing changed, every
# rule served from the cache), both on the project's rules with the same options, in a scratch
# copy of the repository so the checkout is not touched. Both runs use --write, so that options
# other than the repository's profile (whose reports differ from the committed ones) measure the
# same work: the cold run writes the scratch copy's reports, the warm one finds them current. Prints each run's wall time and the
# warm/cold ratio of the medians; the target is a warm run under 10% of the cold one.
# usage: bench/ci_cache.sh [RUNS=3] [extra ci options...]   (default options: --shapes small)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
fuseproof="${FUSEPROOF:-$root/${BUILD_DIR:-build}/fuseproof}"
runs="${1:-3}"
shift || true
options=("$@")
[ "${#options[@]}" -gt 0 ] || options=(--shapes small)
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cp -r "$root/rules" "$root/proofs" "$work/"
mkdir -p "$work/kernels" && cp -r "$root/kernels/generated" "$work/kernels/"
cd "$work"
time_run() { # prints the seconds one ci run took; fails if ci fails
  local start end
  start=$(date +%s.%N)
  "$fuseproof" ci --write --no-progress --jobs "$(nproc)" --cache-dir "$work/cache" "${options[@]}" >"$work/out.txt"
  end=$(date +%s.%N)
  python3 -c "print(f'{$end - $start:.3f}')"
}
median() { sort -g | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
cold=() warm=()
for ((r = 0; r < runs; ++r)); do
  rm -rf "$work/cache"
  cold+=("$(time_run)")
  warm+=("$(time_run)")
  grep -q "$(ls rules | wc -l) from the cache, 0 failing" "$work/out.txt" ||
    { echo "warm run did not serve every rule from the cache" >&2; exit 1; }
  if grep -q ": updated\|: written\|: removed" "$work/out.txt"; then
    echo "warm run changed files" >&2
    exit 1
  fi
done
cm=$(printf '%s\n' "${cold[@]}" | median)
wm=$(printf '%s\n' "${warm[@]}" | median)
echo "options: ${options[*]}; $runs runs each"
echo "cold: ${cold[*]} s (median $cm)"
echo "warm: ${warm[*]} s (median $wm)"
echo "warm/cold: $(python3 -c "print(f'{$wm / $cm:.4f}')")"
