// Block-tile configuration of the GEMM mainloops (docs/KERNELS.md). Host-safe: the host tile
// executor and the launchers read BM/BN/kThreads from here, so nothing in this header needs a GPU
// compiler. fp::Layout itself lives in kernel_params.h, next to the parameter descriptions.
#pragma once

#include "kernel_params.h"

#include <cstddef>

namespace fp {

// BM x BN output tile per block, BK-deep k slices, Stages shared-memory buffers in the pipeline
// (the mma path prefetches Stages - 1 slices ahead), WarpsM x WarpsN warps (wavefronts on AMD),
// each owning a (BM / WarpsM) x (BN / WarpsN) sub-tile.
template <int BM_, int BN_, int BK_, int Stages_, int WarpsM_, int WarpsN_> struct GemmConfig {
  static constexpr int BM = BM_;
  static constexpr int BN = BN_;
  static constexpr int BK = BK_;
  static constexpr int kStages = Stages_;
  static constexpr int kWarpsM = WarpsM_;
  static constexpr int kWarpsN = WarpsN_;
  static constexpr int kWarps = WarpsM_ * WarpsN_;
  static constexpr int kThreads = kWarps * kWarpSize;

  static_assert(BM % 16 == 0 && BN % 16 == 0 && BK % 16 == 0, "tiles are multiples of 16");
  static_assert(Stages_ >= 1, "at least one shared-memory stage");
  static_assert(BM % WarpsM_ == 0 && BN % WarpsN_ == 0, "warps split the tile evenly");
};

// Leading dimension (in floats) of the fp32 accumulator tile in shared memory. The 8-float pad
// makes the mma path's fragment stores conflict-free: a half-warp writes float2s to 4 rows x 8
// columns, and rows BN + 8 floats apart start 8 banks further on, so the 4 rows cover all 32
// banks. Row-wise reads (the epilogue driver, one warp per row) are conflict-free for any pad.
template <class Cfg> inline constexpr int kTileLd = Cfg::BN + 8;

// Bytes of the fp32 tile; every mainloop's kSmemBytes is at least this.
template <class Cfg>
inline constexpr std::size_t kTileBytes = std::size_t{Cfg::BM} * kTileLd<Cfg> * sizeof(float);

// Block tile of the generated kernels. BN is kTileN on every target: partial reductions are per
// kTileN-wide column tile, part of the kernel's meaning (kernel_params.h).
#if defined(FP_NVIDIA)
// 4 warps as 2 x 2, each 64 x 64: per 16-deep k step a warp issues 8 ldmatrix.x4 for 32 mma (a
// 64 x 32 warp tile needs 6 for 16 and is shared-memory bound). BK = 64 halves the per-slice
// barriers of BK = 32; three 32 KB stages (96 KB) let two blocks share an SM, so one block's
// epilogue overlaps the other's mainloop. On an H200 at 4096^3 (bf16, A row-, B column-major):
// 372-386 TFLOP/s with mma.sync; the other tiles tried (256x128x64, 256x128x32, 128x128x32,
// 128x128x64 with 8 warps of 64 x 32) reached 271-355. Built for sm_90a, the same tile runs the
// wgmma mainloop (gemm_wgmma_sm90.h): 483-490 TFLOP/s, 0.61 of cuBLAS (docs/BENCHMARKS.md). The 4
// warps are one warpgroup there, WarpsM x WarpsN only shapes the mma.sync fallback, and the
// 3 x 32 KB stages (+ 1 KB of alignment) still fit two blocks per SM (4 stages ran slower: 399).
using DefaultConfig = GemmConfig<128, kTileN, 64, 3, 2, 2>;
// For small M (decode, M <= 32): one 32-row block row, 4 warps of 32 x 32, six stages so that
// enough of B is in flight on the few (N / 128) blocks. M = 16, N = K = 4096 on an H200: 0.033 ms
// (DefaultConfig about 0.06 ms, cuBLAS 0.027 ms).
using DecodeConfig = GemmConfig<32, kTileN, 64, 6, 1, 4>;
#elif defined(FP_AMD)
// 4 wavefronts as 2 x 2, each 64 x 64 = 2 x 2 mfma 32x32 tiles, double-buffered.
using DefaultConfig = GemmConfig<128, kTileN, 32, 2, 2, 2>;
using DecodeConfig = DefaultConfig;
#else
// Host compilers: only BM/BN matter (the host tile executor walks tiles of this shape).
using DefaultConfig = GemmConfig<64, kTileN, 32, 2, 4, 2>;
using DecodeConfig = DefaultConfig;
#endif
static_assert(DefaultConfig::BN == kTileN && DecodeConfig::BN == kTileN,
              "the column tile is kTileN on every target");
static_assert(DefaultConfig::BM % kTileM == 0 && DecodeConfig::BM % kTileM == 0 &&
                  kTileN % kTileM == 0,
              "a block (and the host executors' kTileN-row tiles) holds whole kTileM row tiles");

// Which tile a call runs (TileVariants in gemm_mainloop.h, docs/KERNELS.md "Tile variants"). The
// launcher decides with launch_variant and launches the wide tile's own kernel for Wide, the
// generated kernel otherwise; a block of the generated kernel cannot see that decision, only the
// arguments, and infers decode or default with block_variant. The two must agree for every input
// (tests/unit/kernel_blocks_test.cpp checks it exhaustively over the cases).
enum class TileVariant { Default, Decode, Wide };

struct VariantRules {
  int decode_rows = 0;   // M <= decode_rows runs the decode tile; 0: no decode tile
  int wide_threads = 0;  // the wide tile's block size; 0: no wide tile
  int block_threads = 0; // the default and decode tiles' block size
};

// wide_ok: the loaded image has the wide tile and the operands suit it.
FP_HD constexpr TileVariant launch_variant(const VariantRules &r, int M, bool wide_ok) {
  if (r.decode_rows > 0 && M <= r.decode_rows)
    return TileVariant::Decode;
  if (r.wide_threads > 0 && wide_ok)
    return TileVariant::Wide;
  return TileVariant::Default;
}

FP_HD constexpr int variant_threads(const VariantRules &r, TileVariant v) {
  return v == TileVariant::Wide ? r.wide_threads : r.block_threads;
}

// The generated kernel's blocks: never Wide, which runs in a kernel of its own.
FP_HD constexpr TileVariant block_variant(const VariantRules &r, int M) {
  if (r.decode_rows > 0 && M <= r.decode_rows)
    return TileVariant::Decode;
  return TileVariant::Default;
}

} // namespace fp
