// What each generated kernel publishes about itself, and the list of kernels linked into a
// program: the CPU tile-executor tests and the GPU check drive every kernel through this table
// without knowing its rule.
#pragma once

#include "aliasing.h"
#include "host_executor.h"
#include "kernel_params.h"
#include "preconditions.h"

#include <utility>
#include <vector>

namespace fp {

struct KernelInfo {
  const char *rule;
  const ParamDesc *params;
  int num_params;
  bool whole_tiles;     // the rule requires N % kTileN == 0
  bool whole_row_tiles; // the rule requires M % kTileM == 0
  /// Outputs that may be passed as the same buffer as an input (aliasing.h); the launcher
  /// refuses every other overlap.
  const InPlacePair *in_place;
  int num_in_place;
  /// The rule's preconditions as it states them ("eps > 0; N % 2 == 0"; "" for none), for the
  /// messages of a caller that refuses a launch (the PyTorch operators).
  const char *preconditions;
  /// The rule's preconditions at these sizes and scalars: launch refuses when false.
  bool (*preconditions_hold)(const KernelArgs &);
  /// The values integer input `slot` may hold at these sizes (Range::integer false for a slot
  /// that is not an integer input). Launch cannot check the data; the PyTorch operators do.
  pre::Range (*integer_range)(const KernelArgs &, int slot);
  /// Everything launch checks before it launches (preconditions, tiles, scalars, aliasing).
  bool (*launchable)(const KernelArgs &);
  /// The kernel's tiling on the CPU: fp32 accumulation, outputs in their storage types.
  void (*run_on_host)(const KernelArgs &);
  /// The epilogue over a full M x N accumulator in double, every output written as double: the
  /// fp64 reference of the right side.
  void (*reference)(const KernelArgs &, const double *acc);
  /// The epilogue over a full fp32 accumulator, outputs in their storage types: with the
  /// accumulator first rounded to the storage dtype, this is the unfused baseline (a GEMM that
  /// writes its output, then a separate elementwise pass).
  void (*epilogue_f32)(const KernelArgs &, const float *acc);
#if FP_GPU_COMPILER
  hipError_t (*launch)(const KernelArgs &, hipStream_t);
#endif
};

/// Runs an epilogue over a full row-major M x N accumulator, tile by tile as the kernel does.
template <class Epi, class T> void epilogue_over_accumulator(const KernelArgs &args, const T *acc) {
  Epi epi(args);
  for (int m0 = 0; m0 < args.M; m0 += kTileN)
    for (int n0 = 0; n0 < args.N; n0 += kTileN)
      run_epilogue_host<T>(epi, acc + static_cast<long>(m0) * args.N + n0, args.N, m0, n0, args.M,
                           args.N, kTileN, kTileN);
}

inline std::vector<const KernelInfo *> &kernel_registry() {
  static std::vector<const KernelInfo *> kernels;
  return kernels;
}

/// Each registered kernel's touch_pass_on_host<Epilogue> (host_executor.h), for the tests of the
/// touch pass: kept beside the registry rather than in KernelInfo, which generated files spell out.
using HostTouchPass = void (*)(const KernelArgs &);
inline std::vector<std::pair<const KernelInfo *, HostTouchPass>> &host_touch_passes() {
  static std::vector<std::pair<const KernelInfo *, HostTouchPass>> passes;
  return passes;
}
inline HostTouchPass host_touch_pass(const KernelInfo &info) {
  for (const auto &[k, pass] : host_touch_passes())
    if (k == &info)
      return pass;
  return nullptr;
}

struct KernelRegistrar {
  KernelRegistrar(const KernelInfo &info, HostTouchPass touch) {
    kernel_registry().push_back(&info);
    host_touch_passes().emplace_back(&info, touch);
  }
};

} // namespace fp

// Generated kernels register themselves when the including program defines FP_KERNEL_REGISTRY.
// The generator puts kernel `name` in namespace fp_gen::name, with its epilogue as Epilogue.
#define FP_REGISTER_KERNEL(name, info)                                                             \
  static ::fp::KernelRegistrar fp_registrar_##name(                                                \
      info, &::fp::touch_pass_on_host<::fp_gen::name::Epilogue>);
