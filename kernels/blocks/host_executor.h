// The CPU model of a generated kernel: the same BM x BN tiling and the same epilogue driver as the
// GPU, with the mainloop replaced by a plain loop. CI runs generated epilogues through it at ragged
// shapes (M, N, K not multiples of the tile) without a GPU; with Acc = double it is the fp64
// reference of the same kernel.
#pragma once

#include <vector>

#include "epilogue/driver.h"
#include "kernel_params.h"

namespace fp {

// Element (i, k) of A and (k, j) of B in the layouts of docs/KERNELS.md ("Mainloop contract").
template <Layout L> FP_HD long a_offset(int i, int k, int lda) {
  return L == Layout::RowMajor ? static_cast<long>(i) * lda + k : static_cast<long>(k) * lda + i;
}
template <Layout L> FP_HD long b_offset(int k, int j, int ldb) {
  return L == Layout::RowMajor ? static_cast<long>(k) * ldb + j : static_cast<long>(j) * ldb + k;
}

// For every (m0, n0) tile: acc[i][j] = sum_k A(m0+i, k) * B(k, n0+j), summed in order of k in Acc
// (float: fp32 accumulation of the operands as the GPU does, though not in the tensor cores'
// order; double: exact products, the reference), zero past M and N as the mainloop leaves it,
// then the epilogue Epi(args) over the tile. args.a and args.b point to In (float, bf16, f16 or
// double) tensors.
template <class In, Layout LA, Layout LB, int BM, int BN, class Epi, class Acc = float>
void host_tile_executor(const KernelArgs &args) {
  static_assert(BM > 0 && BN > 0, "tile sizes must be positive");
  const int M = args.M, N = args.N, K = args.K;
  const In *A = static_cast<const In *>(args.a);
  const In *B = static_cast<const In *>(args.b);
  // Operands widened to Acc once, A as [i][k] and B as [j][k], so the inner loop runs over
  // contiguous k whatever the layouts.
  std::vector<Acc> a(static_cast<size_t>(M) * K), b(static_cast<size_t>(N) * K);
  for (int i = 0; i < M; ++i)
    for (int k = 0; k < K; ++k)
      a[static_cast<size_t>(i) * K + k] = load_as<Acc>(A, a_offset<LA>(i, k, args.lda));
  for (int j = 0; j < N; ++j)
    for (int k = 0; k < K; ++k)
      b[static_cast<size_t>(j) * K + k] = load_as<Acc>(B, b_offset<LB>(k, j, args.ldb));

  const Epi epi(args);
  std::vector<Acc> tile(static_cast<size_t>(BM) * BN);
  for (int m0 = 0; m0 < M; m0 += BM) {
    for (int n0 = 0; n0 < N; n0 += BN) {
      for (int r = 0; r < BM; ++r) {
        for (int c = 0; c < BN; ++c) {
          Acc sum = Acc(0);
          if (m0 + r < M && n0 + c < N) {
            const Acc *ar = &a[static_cast<size_t>(m0 + r) * K];
            const Acc *bc = &b[static_cast<size_t>(n0 + c) * K];
            for (int k = 0; k < K; ++k)
              sum += ar[k] * bc[k];
          }
          tile[static_cast<size_t>(r) * BN + c] = sum;
        }
      }
      run_epilogue_host<Acc>(epi, tile.data(), BN, m0, n0, M, N, BM, BN);
    }
  }
}

// The device's touch pass (epilogue/driver.h) over every tile of the host executor's tiling, each
// lane's steps as the device walks them; on the host its prefetches are no-ops, and tests watch
// the addresses it names through detail::host_load_observer.
struct HostTouchTile {
  static constexpr int BM = kTileN, BN = kTileN;
};
template <class Epi> void touch_pass_on_host(const KernelArgs &args) {
  using Tile = HostTouchTile;
  const Epi epi(args);
  for (int m0 = 0; m0 < args.M; m0 += Tile::BM)
    for (int n0 = 0; n0 < args.N; n0 += Tile::BN)
      for (int r = 0; r < Tile::BM; ++r)
        for (int lane = 0; lane < kWarpSize; ++lane)
          touch_rows<Tile, 1, 1>(epi, r, 1, m0, n0, args.M, args.N, lane);
}

} // namespace fp
