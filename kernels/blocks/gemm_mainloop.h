// fp::Mainloop<In, LA, LB, Cfg>: the GEMM mainloop of the compiling platform (docs/KERNELS.md).
//   NVIDIA sm_90a, configurations sm90::kSupports accepts: wgmma (gemm_wgmma_sm90.h);
//   NVIDIA sm_80+ otherwise: mma.sync tensor cores (gemm_mma_sm80.h); AMD gfx90a/gfx94x: MFMA
//   (gemm_mfma.h); anything else, float operands, or -DFP_FORCE_PLAIN_GEMM: shared-memory FMA
//   (gemm_plain.h).
// Every path of one configuration uses the same thread count (kBlockThreads) and kSmemBytes
// covers them all; only run() picks per architecture. A generated kernel may also carry other
// tile variants (TileVariants below), which the launcher picks per call; kThreads, the kernel's
// launch bound, is the most threads any of them uses in this compilation pass.
#pragma once

#include "gemm_config.h"
#include "gemm_mfma.h"
#include "gemm_mma_sm80.h"
#include "gemm_plain.h"
#include "gemm_wgmma_sm90.h"
#include "gemm_wgmma_ws_sm90.h"

#if FP_GPU_COMPILER

#include <type_traits>

namespace fp {

namespace detail {
template <class In>
inline constexpr bool is_16bit_operand_v = std::is_same_v<In, bf16> || std::is_same_v<In, f16>;

// The matrix-unit mainloop for this compiler, or the plain one.
template <class In, Layout LA, Layout LB, class Cfg, bool kMatrixUnit = is_16bit_operand_v<In>>
struct FastMainloop {
  using type = PlainMainloop<In, LA, LB, Cfg>;
};
#if !defined(FP_FORCE_PLAIN_GEMM) && defined(FP_NVIDIA)
template <class In, Layout LA, Layout LB, class Cfg> struct FastMainloop<In, LA, LB, Cfg, true> {
  using type = sm80::MmaMainloop<In, LA, LB, Cfg>;
};
#elif !defined(FP_FORCE_PLAIN_GEMM) && defined(FP_AMD)
template <class In, Layout LA, Layout LB, class Cfg> struct FastMainloop<In, LA, LB, Cfg, true> {
  using type = amd::MfmaMainloop<In, LA, LB, Cfg>;
};
#endif

// The sm_90a mainloop: wgmma where sm90::kSupports accepts the configuration, else the fast one.
template <class In, Layout LA, Layout LB, class Cfg, class Fast, bool kWgmma = false>
struct HopperMainloop {
  using type = Fast;
};
#if !defined(FP_FORCE_PLAIN_GEMM) && defined(FP_NVIDIA)
template <class In, Layout LA, Layout LB, class Cfg, class Fast>
struct HopperMainloop<In, LA, LB, Cfg, Fast, true> {
  using type = sm90::WgmmaMainloop<In, LA, LB, Cfg>;
};
template <class In, class Cfg> inline constexpr bool kWgmmaConfig = sm90::kSupports<In, Cfg>;
#else
template <class In, class Cfg> inline constexpr bool kWgmmaConfig = false;
#endif

// Whether this device pass can run the wgmma mainloop (sm_90a only: wgmma is not in sm_90, nor
// in later architectures) or the fast one (false in host passes, which never run either).
#if defined(FP_NVIDIA) && FP_SM90_WGMMA
inline constexpr bool kDeviceHasWgmma = true;
#else
inline constexpr bool kDeviceHasWgmma = false;
#endif
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 800
inline constexpr bool kDeviceHasMatrixUnit = true;
#elif defined(__HIP_DEVICE_COMPILE__) &&                                                           \
    (defined(__gfx90a__) || defined(__gfx940__) || defined(__gfx941__) || defined(__gfx942__))
inline constexpr bool kDeviceHasMatrixUnit = true;
#else
inline constexpr bool kDeviceHasMatrixUnit = false;
#endif
} // namespace detail

// The tile variants a kernel built on configuration Cfg carries besides Cfg's own tile
// (docs/KERNELS.md, "Tile variants"). Only the generated kernels' DefaultConfig has any, only on
// NVIDIA with 16-bit operands, and only while FP_TILE_VARIANTS is 1 (the default, below):
//  - Decode: DecodeConfig's 32-row tile, for M <= 32 (a 128-row tile would leave 3/4 idle);
//  - Wide: the warp-specialized 256 x 128 sm_90a mainloop (gemm_wgmma_ws_sm90.h), 384 threads,
//    for aligned operands, where the loaded image is the sm_90a one.
// A variant changes only which rows a block owns and how its mainloop runs: the epilogue walks
// every row the same way, and partial reductions stay per kTileN-wide column tile and kTileM
// rows, so the epilogue's arithmetic is the same in every variant; only the mainloops' order of
// fp32 accumulation over k differs, as it already did between architectures.
template <class In, Layout LA, Layout LB, class Cfg> struct TileVariants {
  static constexpr bool kHasDecode = false;
  static constexpr bool kHasWide = false;
  using Decode = Cfg;
  using Wide = void;
};
// The decode and wide tiles are on by default since every GPU check passed with them
// (2026-12-07: fp_gemm_bench's 174 checks on an H200, fp_gpu_check's 73 kernel shapes on an H100;
// docs/KERNELS.md, "Tile variants").
// -DFP_TILE_VARIANTS=0 leaves them out: every call then runs Cfg's tile, as before they existed.
#ifndef FP_TILE_VARIANTS
#define FP_TILE_VARIANTS 1
#endif
#if !defined(FP_FORCE_PLAIN_GEMM) && defined(FP_NVIDIA)
template <class In, Layout LA, Layout LB> struct TileVariants<In, LA, LB, DefaultConfig> {
  static constexpr bool kHasDecode = FP_TILE_VARIANTS && detail::is_16bit_operand_v<In>;
  static constexpr bool kHasWide = FP_TILE_VARIANTS && sm90::kSupportsWide<In, LA, LB>;
  using Decode = DecodeConfig;
  using Wide = std::conditional_t<kHasWide, sm90::WarpSpecializedMainloop<In, LA, LB>, void>;
};
#endif

namespace detail {
template <class V, bool = V::kHasWide> struct WideThreads { static constexpr int value = 0; };
template <class V> struct WideThreads<V, true> { static constexpr int value = V::Wide::kThreads; };
} // namespace detail

template <class In, Layout LA, Layout LB, class Cfg> struct Mainloop {
  using Fast = typename detail::FastMainloop<In, LA, LB, Cfg>::type;
  using Plain = PlainMainloop<In, LA, LB, Cfg>;
  using Hopper =
      typename detail::HopperMainloop<In, LA, LB, Cfg, Fast, detail::kWgmmaConfig<In, Cfg>>::type;
  static_assert(Fast::kThreads == Plain::kThreads && Hopper::kThreads == Plain::kThreads,
                "one thread count for every architecture");
  // Threads of a block running Cfg's tile, on every architecture.
  static constexpr int kBlockThreads = Plain::kThreads;
  static constexpr std::size_t kFastSmemBytes =
      Fast::kSmemBytes > Hopper::kSmemBytes ? Fast::kSmemBytes : Hopper::kSmemBytes;
  // Shared memory of Cfg's tile (all paths).
  static constexpr std::size_t kSmemBytes =
      kFastSmemBytes > Plain::kSmemBytes ? kFastSmemBytes : Plain::kSmemBytes;

  // The generated kernel's launch bound: its blocks run the default or the decode tile, both of
  // kBlockThreads; the wide tile runs in a kernel of its own (gemm_epilogue_wide_kernel), whose
  // bound would otherwise cap this one's registers.
  static constexpr int kThreads = kBlockThreads;

  __device__ static float *run(const In *A, const In *B, int M, int N, int K, int lda, int ldb,
                               int m0, int n0, char *smem) {
    if constexpr (detail::kDeviceHasWgmma)
      return Hopper::run(A, B, M, N, K, lda, ldb, m0, n0, smem);
    else if constexpr (detail::kDeviceHasMatrixUnit)
      return Fast::run(A, B, M, N, K, lda, ldb, m0, n0, smem);
    else
      return Plain::run(A, B, M, N, K, lda, ldb, m0, n0, smem);
  }
};

// The rules launch_variant and block_variant apply to a kernel built on Cfg.
template <class In, Layout LA, Layout LB, class Cfg> FP_HD constexpr VariantRules variant_rules() {
  using V = TileVariants<In, LA, LB, Cfg>;
  static_assert(Mainloop<In, LA, LB, typename V::Decode>::kBlockThreads ==
                    Mainloop<In, LA, LB, Cfg>::kBlockThreads,
                "the decode tile's block is the default one's size (variant_threads)");
  return VariantRules{V::kHasDecode ? V::Decode::BM : 0, detail::WideThreads<V>::value,
                      Mainloop<In, LA, LB, Cfg>::kBlockThreads};
}

// Tiles of a group of kRasterGroup consecutive block rows are handed out column by column, so the
// blocks resident at one time share a few A row panels and B column panels in L2 instead of each
// sweeping all of B. The grid is ceil(N / BN) x ceil(M / BM) (x over column tiles, y over row
// tiles); this is only a permutation of its blocks.
inline constexpr int kRasterGroup = 8;

template <class Cfg> __device__ __forceinline__ void block_tile_origin(int &m0, int &n0) {
  const int tiles_n = static_cast<int>(gridDim.x), tiles_m = static_cast<int>(gridDim.y);
  const int id = static_cast<int>(blockIdx.y) * tiles_n + static_cast<int>(blockIdx.x);
  const int per_group = kRasterGroup * tiles_n;
  const int first_m = (id / per_group) * kRasterGroup;
  const int rows = tiles_m - first_m < kRasterGroup ? tiles_m - first_m : kRasterGroup;
  const int in_group = id % per_group;
  m0 = (first_m + in_group % rows) * Cfg::BM;
  n0 = (in_group / rows) * Cfg::BN;
}

} // namespace fp

#endif // FP_GPU_COMPILER
