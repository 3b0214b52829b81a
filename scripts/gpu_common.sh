# Sourced (never run) by the device-machine scripts gpu_perf_check.sh, gpu_targets.sh and
# gpu_ab.sh, from the repository root: the log folder ($OUT, else build/gpu-logs) with the card's
# name in gpu.txt, and gpu_programs_ready, which builds the named kernels/gpu targets into
# $BUILD_DIR (default build/gpu), or with PREBUILT=1 takes the executables already there (built
# on the development VM and carried: docs/KERNELS.md, "Offline builds"). A failed build ends the
# calling script.
out="${OUT:-build/gpu-logs}"
build_dir="${BUILD_DIR:-build/gpu}"
mkdir -p "$out"
export PYTHONUNBUFFERED=1
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv 2>&1 | tee "$out/gpu.txt"

gpu_programs_ready() {
  local target
  if [ "${PREBUILT:-0}" = 1 ]; then
    for target in "$@"; do
      chmod +x "$build_dir/$target" || exit 1
    done
    return 0
  fi
  cmake -S kernels/gpu -B "$build_dir" -DCMAKE_BUILD_TYPE=Release -DFP_PTXAS_VERBOSE=OFF \
    >"$out/cmake.log" 2>&1 || { tail -30 "$out/cmake.log"; exit 1; }
  cmake --build "$build_dir" -j "$(nproc)" --target "$@" >"$out/build.log" 2>&1 ||
    { tail -60 "$out/build.log"; exit 1; }
}
