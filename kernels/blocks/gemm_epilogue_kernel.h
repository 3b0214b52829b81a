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
// __global__ function in the generated file, so that it has a name of its own in profiles. The
// wide variant runs in a kernel of its own, gemm_epilogue_wide_kernel below, instantiated here
// for the same epilogue: its 384-thread launch bound caps every thread of a kernel at 168
// registers, which starved the default tile's element-load fallback (odd leading dimensions ran
// 1.4x slower on an H100) while the wide tile was a branch of the generated kernel.
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

// The tile variant (decode or default) a block runs follows from what the launcher chose, which
// the block can see only through the arguments (block_variant, gemm_config.h).
template <class In, Layout LA, Layout LB, class Cfg, class Epi>
__device__ __forceinline__ void gemm_epilogue_body(const KernelArgs &args) {
  using V = TileVariants<In, LA, LB, Cfg>;
  constexpr VariantRules rules = variant_rules<In, LA, LB, Cfg>();
  const TileVariant v = block_variant(rules, args.M);
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
// The wide kernel's launch bound: the wide tile's block in the sm_90a device pass, the default
// block in every other pass, whose image never runs it (the wide mainloop traps there). The
// launcher reads the bound back from the loaded image to tell which it has.
template <class In, Layout LA, Layout LB, class Cfg>
inline constexpr int kWideTileThreads = WideThreads<TileVariants<In, LA, LB, Cfg>>::value;
template <class In, Layout LA, Layout LB, class Cfg>
inline constexpr int kWideKernelThreads = (kDeviceHasWgmma && kWideTileThreads<In, LA, LB, Cfg> > 0)
                                              ? kWideTileThreads<In, LA, LB, Cfg>
                                              : Mainloop<In, LA, LB, Cfg>::kBlockThreads;
} // namespace detail

// The wide variant of the kernel gemm_epilogue_body is the body of, with the same epilogue.
// Launched only by launch_gemm_epilogue, only where TileVariants has the wide tile. The bound is
// in parentheses: HIP's __launch_bounds__ is a macro, which would split it at its commas.
template <class In, Layout LA, Layout LB, class Cfg, class Epi>
__global__ void __launch_bounds__((detail::kWideKernelThreads<In, LA, LB, Cfg>))
    gemm_epilogue_wide_kernel(KernelArgs args) {
  using V = TileVariants<In, LA, LB, Cfg>;
  if constexpr (V::kHasWide)
    detail::gemm_epilogue_tile<In, typename V::Wide::Cfg, typename V::Wide, Epi>(args);
}

namespace detail {
// What launches of one kernel on one device need to know once: whether the loaded image has the
// wide tile (the wide kernel's launch bound, read back with cudaFuncGetAttributes, is the wide
// block only in the sm_90a pass: an sm_80 image on an H100 reports the same device as an sm_90a
// one), and that the dynamic shared memory limits are raised. Devices 0..63; each
// launch_gemm_epilogue instantiation belongs to one kernel. Racing first launches do the same
// work twice, harmlessly.
enum class ImageSetup : int { NotYet = 0, NoWide, Wide };
struct LaunchState {
  std::atomic<int> setup[64] = {};
};

struct LaunchShape {
  TileVariant variant;
  dim3 grid, block;
  std::size_t smem;
};

template <class Cfg> inline dim3 tile_grid(const KernelArgs &a) {
  return dim3((a.N + Cfg::BN - 1) / Cfg::BN, (a.M + Cfg::BM - 1) / Cfg::BM);
}

// The variant launch_variant picks for this call, with its grid, block and shared memory.
template <class In, Layout LA, Layout LB, class Cfg>
LaunchShape choose_variant(const KernelArgs &a, bool image_has_wide) {
  using ML = Mainloop<In, LA, LB, Cfg>;
  using V = TileVariants<In, LA, LB, Cfg>;
  constexpr VariantRules rules = variant_rules<In, LA, LB, Cfg>();
  bool wide_ok = false;
  if constexpr (V::kHasWide)
    wide_ok = image_has_wide && V::Wide::accepts(a.a, a.b, a.lda, a.ldb);
  const TileVariant v = launch_variant(rules, a.M, wide_ok);
  const dim3 block(variant_threads(rules, v));
  if constexpr (V::kHasWide) {
    if (v == TileVariant::Wide)
      return {v, tile_grid<typename V::Wide::Cfg>(a), block, V::Wide::kSmemBytes};
  }
  if constexpr (V::kHasDecode) {
    using D = typename V::Decode;
    if (v == TileVariant::Decode)
      return {v, tile_grid<D>(a), block, Mainloop<In, LA, LB, D>::kSmemBytes};
  }
  return {v, tile_grid<Cfg>(a), block, ML::kSmemBytes};
}

// The most dynamic shared memory the generated kernel's own tiles (default, decode) use.
template <class In, Layout LA, Layout LB, class Cfg> constexpr std::size_t kernel_smem() {
  using V = TileVariants<In, LA, LB, Cfg>;
  std::size_t m = Mainloop<In, LA, LB, Cfg>::kSmemBytes;
  if (V::kHasDecode && Mainloop<In, LA, LB, typename V::Decode>::kSmemBytes > m)
    m = Mainloop<In, LA, LB, typename V::Decode>::kSmemBytes;
  return m;
}

// Raises the kernels' shared memory limits (blocks need more than the default 48 KB; the limit is
// a per-device attribute of a function) and finds out whether the image has the wide tile, whose
// limit is raised only then (its 193 KB exceed what pre-Hopper devices allow a block).
template <class In, Layout LA, Layout LB, class Cfg, class Epi>
hipError_t set_up_image(const void *kernel, ImageSetup &out) {
  if (hipError_t e = hipFuncSetAttribute(kernel, hipFuncAttributeMaxDynamicSharedMemorySize,
                                         static_cast<int>(kernel_smem<In, LA, LB, Cfg>()));
      e != hipSuccess)
    return e;
  out = ImageSetup::NoWide;
  using V = TileVariants<In, LA, LB, Cfg>;
  if constexpr (V::kHasWide) {
    const void *wide =
        reinterpret_cast<const void *>(&gemm_epilogue_wide_kernel<In, LA, LB, Cfg, Epi>);
    hipFuncAttributes attr{};
    if (hipError_t e = hipFuncGetAttributes(&attr, wide); e != hipSuccess)
      return e;
    if (attr.maxThreadsPerBlock >= V::Wide::kThreads) {
      if (hipError_t e = hipFuncSetAttribute(wide, hipFuncAttributeMaxDynamicSharedMemorySize,
                                             static_cast<int>(V::Wide::kSmemBytes));
          e != hipSuccess)
        return e;
      out = ImageSetup::Wide;
    }
  }
  return hipSuccess;
}
} // namespace detail

// Launches `kernel` (which must run gemm_epilogue_body with the same template arguments) on
// `stream`, over the tiles of the variant chosen for this call (detail::choose_variant); the wide
// variant launches gemm_epilogue_wide_kernel instead. Returns the launch's error, if any; an empty
// output (M or N = 0) launches nothing.
template <class In, Layout LA, Layout LB, class Cfg, class Epi, class KernelFn>
hipError_t launch_gemm_epilogue(KernelFn kernel, const KernelArgs &args, hipStream_t stream) {
  if (args.M <= 0 || args.N <= 0)
    return hipSuccess;
  static detail::LaunchState state;
  int device = 0;
  if (hipError_t e = hipGetDevice(&device); e != hipSuccess)
    return e;
  const bool cached = device >= 0 && device < 64;
  auto setup = static_cast<detail::ImageSetup>(
      cached ? state.setup[device].load(std::memory_order_relaxed) : 0);
  if (setup == detail::ImageSetup::NotYet) {
    if (hipError_t e = detail::set_up_image<In, LA, LB, Cfg, Epi>(
            reinterpret_cast<const void *>(kernel), setup);
        e != hipSuccess)
      return e;
    if (cached)
      state.setup[device].store(static_cast<int>(setup), std::memory_order_relaxed);
  }
  const detail::LaunchShape shape =
      detail::choose_variant<In, LA, LB, Cfg>(args, setup == detail::ImageSetup::Wide);
  if constexpr (TileVariants<In, LA, LB, Cfg>::kHasWide) {
    if (shape.variant == TileVariant::Wide) {
      gemm_epilogue_wide_kernel<In, LA, LB, Cfg, Epi>
          <<<shape.grid, shape.block, shape.smem, stream>>>(args);
      return hipGetLastError();
    }
  }
  kernel<<<shape.grid, shape.block, shape.smem, stream>>>(args);
  return hipGetLastError();
}

} // namespace fp

#endif // FP_GPU_COMPILER
