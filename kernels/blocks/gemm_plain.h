// Portable GEMM mainloop: shared-memory tiles converted to fp32, fp32 FMAs, any GPU and any
// operand type fp::load understands (bf16, f16, float). It is the fallback where no matrix unit is
// used (older NVIDIA archs, AMD without MFMA, FP_FORCE_PLAIN_GEMM) and the reference the faster
// paths are compared with; speed is secondary. See docs/KERNELS.md for the contract.
#pragma once

#include "gemm_config.h"
#include "numeric_types.h"

#if FP_GPU_COMPILER

namespace fp {

template <class In, Layout LA, Layout LB, class Cfg> struct PlainMainloop {
  static constexpr int BM = Cfg::BM, BN = Cfg::BN, BK = Cfg::BK;
  static constexpr int kThreads = Cfg::kThreads;
  // Threads form a kTY x kTX grid; thread (ty, tx) owns rows ty + kTY * r and columns
  // tx + kTX * c. Strided ownership keeps the B reads of a warp on consecutive words and its A
  // reads on at most a few broadcast words.
  static constexpr int kTX = 16;
  static constexpr int kTY = kThreads / kTX;
  static constexpr int RM = BM / kTY;
  static constexpr int RN = BN / kTX;
  static_assert(kThreads % kTX == 0 && BM % kTY == 0 && BN % kTX == 0,
                "the thread grid must divide the tile");

  // As[k][m] and Bs[k][n] as fp32, one k-slice at a time.
  static constexpr std::size_t kSliceBytes = std::size_t{BK} * (BM + BN) * sizeof(float);
  static constexpr std::size_t kSmemBytes =
      kSliceBytes > kTileBytes<Cfg> ? kSliceBytes : kTileBytes<Cfg>;

  __device__ static float *run(const In *A, const In *B, int M, int N, int K, int lda, int ldb,
                               int m0, int n0, char *smem) {
    float *As = reinterpret_cast<float *>(smem);
    float *Bs = As + BK * BM;
    const int tid = threadIdx.x, tx = tid % kTX, ty = tid / kTX;
    float acc[RM][RN] = {};

    for (int k0 = 0; k0 < K; k0 += BK) {
      // Element e of the slice: consecutive threads take consecutive addresses of the operand's
      // contiguous dimension, so the global reads coalesce for either layout.
      for (int e = tid; e < BM * BK; e += kThreads) {
        const bool k_inner = LA == Layout::RowMajor;
        const int m = k_inner ? e / BK : e % BM;
        const int k = k_inner ? e % BK : e / BM;
        const int gm = m0 + m, gk = k0 + k;
        float v = 0.0f;
        if (gm < M && gk < K)
          v = load(A,
                   k_inner ? static_cast<long>(gm) * lda + gk : static_cast<long>(gk) * lda + gm);
        As[k * BM + m] = v;
      }
      for (int e = tid; e < BN * BK; e += kThreads) {
        const bool k_inner = LB == Layout::ColMajor;
        const int n = k_inner ? e / BK : e % BN;
        const int k = k_inner ? e % BK : e / BN;
        const int gn = n0 + n, gk = k0 + k;
        float v = 0.0f;
        if (gn < N && gk < K)
          v = load(B,
                   k_inner ? static_cast<long>(gn) * ldb + gk : static_cast<long>(gk) * ldb + gn);
        Bs[k * BN + n] = v;
      }
      __syncthreads();
#pragma unroll 4
      for (int k = 0; k < BK; ++k) {
        float av[RM], bv[RN];
#pragma unroll
        for (int r = 0; r < RM; ++r)
          av[r] = As[k * BM + ty + kTY * r];
#pragma unroll
        for (int c = 0; c < RN; ++c)
          bv[c] = Bs[k * BN + tx + kTX * c];
#pragma unroll
        for (int r = 0; r < RM; ++r)
#pragma unroll
          for (int c = 0; c < RN; ++c)
            acc[r][c] = fmaf(av[r], bv[c], acc[r][c]);
      }
      // The next slice overwrites As/Bs (and, after the loop, the tile does).
      __syncthreads();
    }

    float *tile = reinterpret_cast<float *>(smem);
#pragma unroll
    for (int r = 0; r < RM; ++r)
#pragma unroll
      for (int c = 0; c < RN; ++c)
        tile[(ty + kTY * r) * kTileLd<Cfg> + tx + kTX * c] = acc[r][c];
    __syncthreads();
    return tile;
  }
};

} // namespace fp

#endif // FP_GPU_COMPILER
