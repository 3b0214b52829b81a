// The body and launcher every generated GEMM+epilogue kernel instantiates:
//
//   __global__ void __launch_bounds__(fp::Mainloop<In, LA, LB, Cfg>::kThreads)
//   kernel(fp::KernelArgs args) { fp::gemm_epilogue_body<In, LA, LB, Cfg, Epilogue>(args); }
//   inline hipError_t launch(const fp::KernelArgs &a, hipStream_t s) {
//     return fp::launch_gemm_epilogue<In, LA, LB, Cfg, Epilogue>(kernel, a, s);
//   }
//
// One block per output tile of the variant the launcher picked (TileVariants, gemm_mainloop.h):
// the mainloop leaves the fp32 tile in shared memory, then the whole block runs the epilogue over
// it (epilogue/driver.h). The kernel itself is a plain
// __global__ function in the generated file, so that it has a name of its own in profiles.
#pragma once

#include "gemm_mainloop.h"

#include "epilogue/driver.h"

#if FP_GPU_COMPILER

#include <atomic>

namespace fp {

namespace detail {
// One block's tile: TileCfg's rows and columns at this block's place in the grid, mainloop ML,
// then the epilogue over the fp32 tile ML leaves in shared memory (which the epilogue may reuse).
template <class In, class TileCfg, class ML, class Epi>
__device__ __forceinline__ void gemm_epilogue_tile(const KernelArgs &args) {
  extern __shared__ __attribute__((aligned(16))) char fp_gemm_smem[];
  int m0, n0;
  block_tile_origin<TileCfg>(m0, n0);
  float *tile = ML::run(static_cast<const In *>(args.a), static_cast<const In *>(args.b), args.M,
                        args.N, args.K, args.lda, args.ldb, m0, n0, fp_gemm_smem);
  run_epilogue_device<TileCfg>(Epi(args), tile, kTileLd<TileCfg>, m0, n0, args.M, args.N);
}
} // namespace detail

// The tile variant a block runs follows from what the launcher chose, which the block can see
// only through its own size and the arguments (block_variant, gemm_config.h).
template <class In, Layout LA, Layout LB, class Cfg, class Epi>
__device__ __forceinline__ void gemm_epilogue_body(const KernelArgs &args) {
  using V = TileVariants<In, LA, LB, Cfg>;
  constexpr VariantRules rules = variant_rules<In, LA, LB, Cfg>();
  const TileVariant v = block_variant(rules, static_cast<int>(blockDim.x), args.M);
  if constexpr (V::kHasWide && detail::kDeviceHasWgmma) {
    if (v == TileVariant::Wide) {
      detail::gemm_epilogue_tile<In, typename V::Wide::Cfg, typename V::Wide, Epi>(args);
      return;
    }
  }
  if constexpr (V::kHasDecode) {
    if (v == TileVariant::Decode) {
      using D = typename V::Decode;
      detail::gemm_epilogue_tile<In, D, Mainloop<In, LA, LB, D>, Epi>(args);
      return;
    }
  }
  detail::gemm_epilogue_tile<In, Cfg, Mainloop<In, LA, LB, Cfg>, Epi>(args);
}

namespace detail {
// What launches of one kernel on one device need to know once: the loaded image's launch bound
// (cudaFuncGetAttributes's maxThreadsPerBlock), which tells whether the wide (sm_90a) variant
// exists in it; 0 until known, which also means the dynamic shared memory limit is not raised
// yet. Devices 0..63; each launch_gemm_epilogue instantiation belongs to one kernel. Racing first
// launches do the same work twice, harmlessly.
struct LaunchState {
  std::atomic<int> max_threads[64] = {};
};

struct LaunchShape {
  dim3 grid, block;
  std::size_t smem;
};

template <class Cfg> inline dim3 tile_grid(const KernelArgs &a) {
  return dim3((a.N + Cfg::BN - 1) / Cfg::BN, (a.M + Cfg::BM - 1) / Cfg::BM);
}

// The grid, block and shared memory of the variant launch_variant picks for this call.
template <class In, Layout LA, Layout LB, class Cfg>
LaunchShape choose_variant(const KernelArgs &a, int image_max_threads) {
  using ML = Mainloop<In, LA, LB, Cfg>;
  using V = TileVariants<In, LA, LB, Cfg>;
  constexpr VariantRules rules = variant_rules<In, LA, LB, Cfg>();
  bool wide_ok = false;
  if constexpr (V::kHasWide)
    wide_ok = image_max_threads >= V::Wide::kThreads && V::Wide::accepts(a.a, a.b, a.lda, a.ldb);
  const TileVariant v = launch_variant(rules, a.M, wide_ok);
  const dim3 block(variant_threads(rules, v));
  if constexpr (V::kHasWide) {
    if (v == TileVariant::Wide)
      return {tile_grid<typename V::Wide::Cfg>(a), block, V::Wide::kSmemBytes};
  }
  if constexpr (V::kHasDecode) {
    using D = typename V::Decode;
    if (v == TileVariant::Decode)
      return {tile_grid<D>(a), block, Mainloop<In, LA, LB, D>::kSmemBytes};
  }
  return {tile_grid<Cfg>(a), block, ML::kSmemBytes};
}

// The most dynamic shared memory a variant the image can run uses (with_wide: the image has the
// wide variant; it needs more than pre-Hopper devices allow a block, so is asked for only then).
template <class In, Layout LA, Layout LB, class Cfg>
constexpr std::size_t max_variant_smem(bool with_wide) {
  using V = TileVariants<In, LA, LB, Cfg>;
  std::size_t m = Mainloop<In, LA, LB, Cfg>::kSmemBytes;
  if (V::kHasDecode && Mainloop<In, LA, LB, typename V::Decode>::kSmemBytes > m)
    m = Mainloop<In, LA, LB, typename V::Decode>::kSmemBytes;
  const std::size_t wide = with_wide ? WideThreads<V>::smem : 0;
  return wide > m ? wide : m;
}
} // namespace detail

// Launches `kernel` (which must run gemm_epilogue_body with the same template arguments) on
// `stream`, over the tiles of the variant chosen for this call (detail::choose_variant). Returns
// the launch's error, if any; an empty output (M or N = 0) launches nothing.
template <class In, Layout LA, Layout LB, class Cfg, class Epi, class KernelFn>
hipError_t launch_gemm_epilogue(KernelFn kernel, const KernelArgs &args, hipStream_t stream) {
  if (args.M <= 0 || args.N <= 0)
    return hipSuccess;
  static detail::LaunchState state;
  int device = 0;
  if (hipError_t e = hipGetDevice(&device); e != hipSuccess)
    return e;
  const bool cached = device >= 0 && device < 64;
  int max_threads = cached ? state.max_threads[device].load(std::memory_order_relaxed) : 0;
  if (max_threads == 0) {
    hipFuncAttributes attr{};
    hipError_t e = hipFuncGetAttributes(&attr, reinterpret_cast<const void *>(kernel));
    if (e != hipSuccess)
      return e;
    max_threads = attr.maxThreadsPerBlock;
    // Blocks need more than the default 48 KB of dynamic shared memory; the limit is a
    // per-device attribute of the function.
    using V = TileVariants<In, LA, LB, Cfg>;
    const bool with_wide =
        max_threads >= detail::WideThreads<V>::value && detail::WideThreads<V>::value > 0;
    e = hipFuncSetAttribute(reinterpret_cast<const void *>(kernel),
                            hipFuncAttributeMaxDynamicSharedMemorySize,
                            static_cast<int>(detail::max_variant_smem<In, LA, LB, Cfg>(with_wide)));
    if (e != hipSuccess)
      return e;
    if (cached)
      state.max_threads[device].store(max_threads, std::memory_order_relaxed);
  }
  const detail::LaunchShape shape = detail::choose_variant<In, LA, LB, Cfg>(args, max_threads);
  kernel<<<shape.grid, shape.block, shape.smem, stream>>>(args);
  return hipGetLastError();
}

} // namespace fp

#endif // FP_GPU_COMPILER
