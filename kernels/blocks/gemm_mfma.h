// AMD matrix-core GEMM mainloop (CDNA2 gfx90a, CDNA3 gfx94x; hipcc only): bf16 or f16 operands,
// fp32 accumulators, v_mfma_f32_32x32x8{bf16_1k,f16}. Each wavefront (64 lanes) owns a
// (BM / WarpsM) x (BN / WarpsN) sub-tile made of 32 x 32 MFMA tiles. Operands are staged through
// registers into two shared-memory buffers (global loads of slice kt + 1 are in flight while
// slice kt is multiplied), both stored k-contiguous so that an MFMA operand (4 consecutive k of
// one row or column) is a single 8-byte shared load. See docs/KERNELS.md for the contract.
#pragma once

#include "gemm_config.h"
#include "numeric_types.h"

#if defined(FP_AMD)

#include <type_traits>

namespace fp::amd {

using Frag4 = short __attribute__((ext_vector_type(4)));
using Half4 = _Float16 __attribute__((ext_vector_type(4)));
using Acc16 = float __attribute__((ext_vector_type(16)));

// MFMA operand layout (32x32x8): lane l holds A(l % 32, 4 * (l / 32) + 0..3) and
// B(4 * (l / 32) + 0..3, l % 32); accumulator element v of lane l is
// D(8 * (v / 4) + 4 * (l / 32) + v % 4, l % 32).
template <class In> __device__ __forceinline__ Acc16 mfma_32x32x8(Frag4 a, Frag4 b, Acc16 c) {
#if defined(__HIP_DEVICE_COMPILE__)
  if constexpr (std::is_same_v<In, bf16>)
    return __builtin_amdgcn_mfma_f32_32x32x8bf16_1k(a, b, c, 0, 0, 0);
  else
    return __builtin_amdgcn_mfma_f32_32x32x8f16(__builtin_bit_cast(Half4, a),
                                                __builtin_bit_cast(Half4, b), c, 0, 0, 0);
#else
  (void)a;
  (void)b;
  return c;
#endif
}

template <class In, Layout LA, Layout LB, class Cfg> struct MfmaMainloop {
  static_assert(std::is_same_v<In, bf16> || std::is_same_v<In, f16>, "mfma path: bf16 or f16");
  static_assert(kWarpSize == 64, "MFMA operand layouts assume 64-lane wavefronts");
  static constexpr int BM = Cfg::BM, BN = Cfg::BN, BK = Cfg::BK;
  static constexpr int kThreads = Cfg::kThreads;
  static constexpr int WM = BM / Cfg::kWarpsM, WN = BN / Cfg::kWarpsN;
  static constexpr int MI = WM / 32, NI = WN / 32;
  static_assert(WM % 32 == 0 && WN % 32 == 0, "wavefront tiles are multiples of 32 x 32");
  static_assert(BK % 8 == 0, "MFMA k step is 8");
  // Row pitch in elements: +4 keeps the 8-byte operand loads aligned and moves consecutive rows
  // to different banks.
  static constexpr int kPitch = BK + 4;
  static constexpr int kLoadsA = BM * BK / kThreads, kLoadsB = BN * BK / kThreads;
  static_assert((BM * BK) % kThreads == 0 && (BN * BK) % kThreads == 0, "even load split");
  static constexpr std::size_t kBufBytes = std::size_t{BM + BN} * kPitch * sizeof(uint16_t);
  static constexpr std::size_t kPipeBytes = 2 * kBufBytes;
  static constexpr std::size_t kSmemBytes =
      kPipeBytes > kTileBytes<Cfg> ? kPipeBytes : kTileBytes<Cfg>;

  // Element e of a kRows x BK slice: consecutive threads walk the operand's contiguous dimension
  // so that global reads coalesce; (row, k) is where it goes in the k-contiguous buffer.
  template <int kRows, bool kKInner>
  __device__ __forceinline__ static void slice_coords(int e, int &row, int &k) {
    row = kKInner ? e / BK : e % kRows;
    k = kKInner ? e % BK : e / kRows;
  }

  template <int kRows, bool kKInner, int kLoads>
  __device__ __forceinline__ static void fetch(uint16_t (&v)[kLoads], const uint16_t *g, int ld,
                                               int mn0, int MN, int k0, int K, int tid) {
#pragma unroll
    for (int i = 0; i < kLoads; ++i) {
      int row, k;
      slice_coords<kRows, kKInner>(tid + i * kThreads, row, k);
      const int gmn = mn0 + row, gk = k0 + k;
      const long idx =
          kKInner ? static_cast<long>(gmn) * ld + gk : static_cast<long>(gk) * ld + gmn;
      v[i] = gmn < MN && gk < K ? g[idx] : uint16_t{0};
    }
  }

  template <int kRows, bool kKInner, int kLoads>
  __device__ __forceinline__ static void stash(const uint16_t (&v)[kLoads], uint16_t *s, int tid) {
#pragma unroll
    for (int i = 0; i < kLoads; ++i) {
      int row, k;
      slice_coords<kRows, kKInner>(tid + i * kThreads, row, k);
      s[row * kPitch + k] = v[i];
    }
  }

  __device__ static float *run(const In *A, const In *B, int M, int N, int K, int lda, int ldb,
                               int m0, int n0, char *smem) {
    constexpr bool kAK = LA == Layout::RowMajor, kBK = LB == Layout::ColMajor;
    const auto *a = reinterpret_cast<const uint16_t *>(A);
    const auto *b = reinterpret_cast<const uint16_t *>(B);
    auto *buf = reinterpret_cast<uint16_t *>(smem);
    constexpr int kBufElems = (BM + BN) * kPitch;
    const int tid = threadIdx.x, lane = tid % 64, wave = tid / 64;
    const int wm = (wave / Cfg::kWarpsN) * WM, wn = (wave % Cfg::kWarpsN) * WN;

    Acc16 acc[MI][NI];
#pragma unroll
    for (int i = 0; i < MI; ++i)
#pragma unroll
      for (int j = 0; j < NI; ++j)
        acc[i][j] = Acc16{};

    uint16_t va[kLoadsA], vb[kLoadsB];
    const int KT = (K + BK - 1) / BK;
    if (KT > 0) {
      fetch<BM, kAK>(va, a, lda, m0, M, 0, K, tid);
      fetch<BN, kBK>(vb, b, ldb, n0, N, 0, K, tid);
      stash<BM, kAK>(va, buf, tid);
      stash<BN, kBK>(vb, buf + BM * kPitch, tid);
    }
    for (int kt = 0; kt < KT; ++kt) {
      // Slice kt is visible, and every wave is done with slice kt - 1, whose buffer is refilled
      // at the end of this iteration.
      __syncthreads();
      const bool more = kt + 1 < KT;
      if (more) {
        fetch<BM, kAK>(va, a, lda, m0, M, (kt + 1) * BK, K, tid);
        fetch<BN, kBK>(vb, b, ldb, n0, N, (kt + 1) * BK, K, tid);
      }
      const uint16_t *sa = buf + (kt & 1) * kBufElems;
      const uint16_t *sb = sa + BM * kPitch;
#pragma unroll
      for (int kk = 0; kk < BK; kk += 8) {
        const int k = kk + 4 * (lane / 32);
        Frag4 fa[MI], fb[NI];
#pragma unroll
        for (int i = 0; i < MI; ++i)
          fa[i] = *reinterpret_cast<const Frag4 *>(sa + (wm + i * 32 + lane % 32) * kPitch + k);
#pragma unroll
        for (int j = 0; j < NI; ++j)
          fb[j] = *reinterpret_cast<const Frag4 *>(sb + (wn + j * 32 + lane % 32) * kPitch + k);
#pragma unroll
        for (int i = 0; i < MI; ++i)
#pragma unroll
          for (int j = 0; j < NI; ++j)
            acc[i][j] = mfma_32x32x8<In>(fa[i], fb[j], acc[i][j]);
      }
      if (more) {
        uint16_t *next = buf + ((kt + 1) & 1) * kBufElems;
        stash<BM, kAK>(va, next, tid);
        stash<BN, kBK>(vb, next + BM * kPitch, tid);
      }
    }

    // The tile overlays both buffers: wait until every wave has read its last slice.
    __syncthreads();
    float *tile = reinterpret_cast<float *>(smem);
#pragma unroll
    for (int i = 0; i < MI; ++i)
#pragma unroll
      for (int j = 0; j < NI; ++j)
#pragma unroll
        for (int v = 0; v < 16; ++v) {
          const int row = wm + i * 32 + 8 * (v / 4) + 4 * (lane / 32) + v % 4;
          const int col = wn + j * 32 + lane % 32;
          tile[row * kTileLd<Cfg> + col] = acc[i][j][v];
        }
    __syncthreads();
    return tile;
  }
};

} // namespace fp::amd

#endif // FP_AMD
