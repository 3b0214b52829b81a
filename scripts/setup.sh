#!/usr/bin/env bash
# Installs every Debian package fuseproof needs to build, verify and test. Idempotent.
set -euo pipefail

packages=(
  cmake g++ make python3
  libz3-dev z3                       # the prover (z3 also replays .smt2 obligations)
  libboost1.81-dev libboost-json1.81-dev libboost-program-options1.81-dev
  libgtest-dev libbenchmark-dev      # unit tests, benchmarks
  llvm-14-tools                      # FileCheck and lit for the golden CLI tests
  libopenblas-dev                    # BLAS fast path of the numeric tier
  cvc5                               # second solver replaying .smt2 obligations
  libssl-dev                         # SHA-256 of rule files (kernel and report provenance)
  hipcc rocm-device-libs libamdhip64-dev  # offline AMD builds of the generated kernels
  python3-torch libtorch-dev python3-dev ninja-build  # the PyTorch operators (python/fuseproof_torch), built
                                     # on the CPU by the torch_operators_cpu test
  clang libclang-rt-14-dev           # scripts/fuzz.sh: clang 14 and its libFuzzer runtime (only
                                     # a Recommends of clang-14, which setup does not install)
)

as_root=()
if [ "$(id -u)" -ne 0 ]; then
  as_root=(sudo)
fi

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ "${#missing[@]}" -eq 0 ]; then
  echo "setup: all ${#packages[@]} packages already installed"
  exit 0
fi
echo "setup: installing ${missing[*]}"
"${as_root[@]}" apt-get update -qq
DEBIAN_FRONTEND=noninteractive "${as_root[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
