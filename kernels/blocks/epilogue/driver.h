// Runs a generated epilogue over one BM x BN accumulator tile (see docs/KERNELS.md, "Epilogue
// contract"). Device: all threads of the block cooperate, one warp per tile row, lanes striding
// over the columns in steps of kStep, partial reductions combined per lane, then across the warp
// with shuffles, and stored by lane 0. Host: the same walk done sequentially, combining the
// reductions in the same per-lane-then-butterfly order, so the host tile executor models the
// kernel's arithmetic and not merely its result.
#pragma once

#include <type_traits>
#include <vector>

#include "../kernel_params.h"
#include "partial_reduce.h"

namespace fp {

// Number of reduction slots an epilogue's contrib/partial arrays have: kReductions, but at least
// 1 so that the arrays can be declared the same way whether or not the epilogue reduces.
template <class Epi>
inline constexpr int reduction_slots = Epi::kReductions > 0 ? Epi::kReductions : 1;

namespace detail {
// Epi::Reduce, or SumOp for an epilogue without reductions that omits it.
template <class Epi, class = void> struct ReduceOf { using type = SumOp; };
template <class Epi> struct ReduceOf<Epi, std::void_t<typename Epi::Reduce>> {
  using type = typename Epi::Reduce;
};
} // namespace detail
template <class Epi> using reduce_of = typename detail::ReduceOf<Epi>::type;

namespace detail {
template <class Epi, class Op, bool = is_reductions<Op>> struct SlotReduce {
  using type = EachSlot<Op, reduction_slots<Epi>>;
};
template <class Epi, class Op> struct SlotReduce<Epi, Op, true> {
  static_assert(Op::kSlots == Epi::kReductions, "kReductions counts the slots of Reductions<...>");
  using type = Op;
};
} // namespace detail
// How the driver combines an epilogue's slot arrays: its Reduce when that is fp::Reductions<...>
// (mixed ops, each over its own slots), else its one op on every slot.
template <class Epi> using slot_reduce_of = typename detail::SlotReduce<Epi, reduce_of<Epi>>::type;

namespace detail {
template <class Epi, class = void> struct RowReductionsOf {
  static constexpr int value = 0;
};
template <class Epi> struct RowReductionsOf<Epi, std::void_t<decltype(Epi::kRowReductions)>> {
  static constexpr int value = Epi::kRowReductions;
};
} // namespace detail
// Per-row-tile partial sums (0 or 1): a column sum over each kTileM rows of the tile, such as
// RMSNorm backward's dgamma. apply() then also returns each column's contribution (rowc), and
// store_row_partial(t, j, v) receives the sum of rows t*kTileM .. t*kTileM + kTileM - 1 of column
// j, added in row order. Epilogues without the member have none.
template <class Epi> inline constexpr int row_reductions_of = detail::RowReductionsOf<Epi>::value;

// Calls apply with the row contributions when the epilogue has them.
template <class Epi, class T, int S, int R>
FP_HD void apply_element(const Epi &epi, int i, int j, const T (&acc)[S], T (&contrib)[R],
                         T (&rowc)[S]) {
  if constexpr (row_reductions_of<Epi> > 0)
    epi.apply(i, j, acc, contrib, rowc);
  else
    epi.apply(i, j, acc, contrib);
}

// Whether column c of a tile at n0 was computed: its step lies inside N.
template <int S> FP_HD bool column_computed(int n0, int c, int N) {
  return n0 + (c - c % S) + S <= N;
}

// apply() with TouchValue<kLevel> over this lane's steps of kRows rows, r_first + u * r_stride:
// the loads of the real pass over those rows, as prefetches, with no stores between them. Host
// code runs it only to test which addresses it names (touch_pass_on_host, host_executor.h).
template <class Cfg, int kRows, int kLevel, class Epi>
FP_HD void touch_rows(const Epi &epi, int r_first, int r_stride, int m0, int n0, int M, int N,
                      int lane) {
  constexpr int S = Epi::kStep;
  using V = TouchValue<kLevel>;
  FP_UNROLL
  for (int u = 0; u < kRows; ++u) {
    const int r = r_first + u * r_stride;
    if (r >= Cfg::BM || m0 + r >= M)
      break;
    FP_UNROLL
    for (int c0 = 0; c0 < Cfg::BN; c0 += kWarpSize * S) {
      const int c = c0 + lane * S;
      if (n0 + c + S > N)
        continue;
      V acc[S] = {}, rowc[S] = {};
      V contrib[reduction_slots<Epi>] = {};
      apply_element(epi, m0 + r, n0 + c, acc, contrib, rowc);
    }
  }
}

#if FP_GPU_COMPILER
// The touch pass (touch_value.h): 0 leaves it out; 1 prefetches each group of rows' inputs into
// L1 just before the real pass over those rows; 2 also prefetches the whole tile's inputs into
// L2 when the epilogue starts. NVIDIA only (the prefetches are PTX); elsewhere always 0. It
// changes no result, only when the inputs arrive (docs/KERNELS.md, "The touch pass").
#ifndef FP_EPILOGUE_TOUCH
#define FP_EPILOGUE_TOUCH 1
#endif
#if defined(FP_NVIDIA)
inline constexpr int kEpilogueTouch = FP_EPILOGUE_TOUCH;
#else
inline constexpr int kEpilogueTouch = 0;
#endif
static_assert(kEpilogueTouch >= 0 && kEpilogueTouch <= 2, "FP_EPILOGUE_TOUCH is 0, 1 or 2");

// tile[r * ld + c] holds acc(m0 + r, n0 + c) for r < Cfg::BM, c < Cfg::BN (zero past M/N). Called
// by all blockDim.x threads of the block (1-D, a multiple of kWarpSize). Row and loop bounds are
// warp-uniform, so every lane of a warp reaches the shuffles. Does not synchronise the block.
// With row reductions, each element's slot of the tile is overwritten by its row contribution
// once its accumulator is read (by the same thread), and the block synchronises before summing
// the columns: the tile must be the block's own shared memory and every thread must call this.
template <class Cfg, class Epi>
__device__ void run_epilogue_device(const Epi &epi, float *tile, int ld, int m0, int n0, int M,
                                    int N) {
  constexpr int S = Epi::kStep;
  constexpr int R = reduction_slots<Epi>;
  constexpr int RR = row_reductions_of<Epi>;
  static_assert(RR == 0 || RR == 1, "at most one row-tile reduction");
  static_assert(Cfg::BM % kTileM == 0, "a block holds whole row tiles");
  using Red = slot_reduce_of<Epi>;
  static_assert(S == 1 || S == 2, "kStep must be 1 or 2");
  static_assert(Cfg::BN % (kWarpSize * S) == 0, "the lanes' steps cover the tile's columns evenly");
  // store_partial's t = n0 / BN names a column tile of width kTileN (Extent::Tiles).
  static_assert(Epi::kReductions == 0 || Cfg::BN == kTileN,
                "partial reductions are per kTileN-wide column tile");
  const int lane = static_cast<int>(threadIdx.x) % kWarpSize;
  const int warp = static_cast<int>(threadIdx.x) / kWarpSize;
  const int nwarps = static_cast<int>(blockDim.x) / kWarpSize;
  // Rows in groups of kRowsInFlight per warp, unrolled, so that the input loads of a group's
  // rows can be in flight together. The per-row arithmetic and its order are unchanged. Plain
  // loads that may alias the stores before them still wait on those stores; the touch pass
  // before each group is what lets them overlap (docs/BENCHMARKS.md, "The epilogue's loads wait
  // on each other").
  constexpr int kRowsInFlight = 4;
  if constexpr (kEpilogueTouch == 2)
    for (int r = warp; r < Cfg::BM; r += nwarps)
      touch_rows<Cfg, 1, 2>(epi, r, nwarps, m0, n0, M, N, lane);
  for (int r0 = warp; r0 < Cfg::BM; r0 += nwarps * kRowsInFlight) {
    if constexpr (kEpilogueTouch > 0)
      touch_rows<Cfg, kRowsInFlight, 1>(epi, r0, nwarps, m0, n0, M, N, lane);
#pragma unroll
    for (int u = 0; u < kRowsInFlight; ++u) {
      const int r = r0 + u * nwarps;
      if (r >= Cfg::BM || m0 + r >= M) // warp-uniform
        break;
      const int i = m0 + r;
      float part[R];
      Red::identity(part);
      // j + S <= N: a step never reads a column past N (an odd last column under kStep 2 is not
      // a pair and is skipped; pair epilogues have even N by construction). A fixed trip count,
      // unrolled, so that the steps' input loads are in flight together.
#pragma unroll
      for (int c0 = 0; c0 < Cfg::BN; c0 += kWarpSize * S) {
        const int c = c0 + lane * S;
        if (n0 + c + S > N)
          continue;
        float acc[S];
#pragma unroll
        for (int s = 0; s < S; ++s)
          acc[s] = tile[r * ld + c + s];
        float contrib[R];
        Red::identity(contrib);
        float rowc[S];
        apply_element(epi, i, n0 + c, acc, contrib, rowc);
        if constexpr (RR > 0) {
#pragma unroll
          for (int s = 0; s < S; ++s)
            tile[r * ld + c + s] = rowc[s];
        }
        if constexpr (Epi::kReductions > 0)
          Red::combine(part, part, contrib);
      }
      if constexpr (Epi::kReductions > 0) {
        warp_reduce_slots<Red>(part);
        if (lane == 0)
          epi.store_partial(i, n0 / Cfg::BN, part);
      }
    }
  }
  if constexpr (RR > 0) {
    __syncthreads();
    // One thread per (row tile, column): the tile's column summed in row order.
    for (int w = static_cast<int>(threadIdx.x); w < (Cfg::BM / kTileM) * Cfg::BN;
         w += static_cast<int>(blockDim.x)) {
      const int r0 = (w / Cfg::BN) * kTileM, c = w % Cfg::BN;
      if (m0 + r0 >= M || n0 + c >= N || !column_computed<S>(n0, c, N))
        continue;
      float sum = 0.f;
      for (int r = r0; r < r0 + kTileM && m0 + r < M; ++r)
        sum += tile[r * ld + c];
      epi.store_row_partial((m0 + r0) / kTileM, n0 + c, sum);
    }
  }
}
#endif

// The host tile executor's driver: T is float (modelling the GPU) or double (the fp64
// reference); kLanes is the warp width whose reduction order it reproduces (kWarpSize of the
// compiling platform, 32 on the host). Same call sequence as the device: apply once per (i < M,
// j + kStep <= N) step, store_partial once per row with t = n0 / BN.
template <class T, class Epi, int kLanes = kWarpSize>
void run_epilogue_host(const Epi &epi, const T *tile, int ld, int m0, int n0, int M, int N, int BM,
                       int BN) {
  constexpr int S = Epi::kStep;
  constexpr int R = reduction_slots<Epi>;
  constexpr int RR = row_reductions_of<Epi>;
  using Red = slot_reduce_of<Epi>;
  static_assert(S == 1 || S == 2, "kStep must be 1 or 2");
  static_assert(RR == 0 || RR == 1, "at most one row-tile reduction");
  std::vector<T> row_contrib(RR > 0 ? static_cast<size_t>(BM) * BN : 0);
  for (int r = 0; r < BM && m0 + r < M; ++r) {
    const int i = m0 + r;
    T part[kLanes][R];
    for (int l = 0; l < kLanes; ++l)
      Red::identity(part[l]);
    for (int lane = 0; lane < kLanes; ++lane) {
      for (int c = lane * S; c < BN && n0 + c + S <= N; c += kLanes * S) {
        T acc[S];
        for (int s = 0; s < S; ++s)
          acc[s] = tile[r * ld + c + s];
        T contrib[R];
        Red::identity(contrib);
        T rowc[S];
        apply_element(epi, i, n0 + c, acc, contrib, rowc);
        if constexpr (RR > 0)
          for (int s = 0; s < S; ++s)
            row_contrib[static_cast<size_t>(r) * BN + c + s] = rowc[s];
        if constexpr (Epi::kReductions > 0)
          Red::combine(part[lane], part[lane], contrib);
      }
    }
    if constexpr (Epi::kReductions > 0) {
      T partial[R];
      butterfly_reduce_slots<Red>(part, partial);
      epi.store_partial(i, n0 / BN, partial);
    }
  }
  if constexpr (RR > 0) {
    for (int r0 = 0; r0 < BM && m0 + r0 < M; r0 += kTileM)
      for (int c = 0; c < BN && n0 + c < N; ++c) {
        if (!column_computed<S>(n0, c, N))
          continue;
        T sum = T(0);
        for (int r = r0; r < r0 + kTileM && m0 + r < M; ++r)
          sum += row_contrib[static_cast<size_t>(r) * BN + c];
        epi.store_row_partial((m0 + r0) / kTileM, n0 + c, sum);
      }
  }
}

} // namespace fp
