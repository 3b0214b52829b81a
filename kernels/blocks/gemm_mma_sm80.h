// NVIDIA tensor-core GEMM mainloop (sm_80 and later, nvcc only): bf16 or f16 operands, fp32
// accumulators, mma.sync.m16n8k16 through inline PTX. Operands stream global -> shared memory with
// cp.async in a Stages-deep ring (Stages - 1 k-slices in flight while one is consumed), and
// shared -> registers with ldmatrix.x4. Each operand's slice is stored in shared memory exactly as
// it lies in global memory (rows of the contiguous dimension), so every layout is one 16-byte copy
// per chunk; ldmatrix's .trans variant turns an m- or n-contiguous slice into the k-contiguous
// fragments mma expects. See docs/KERNELS.md for the contract.
#pragma once

#include "gemm_config.h"
#include "numeric_types.h"

#if defined(FP_NVIDIA)

#include <type_traits>

namespace fp::sm80 {

__device__ __forceinline__ uint32_t smem_addr(const void *p) {
  return static_cast<uint32_t>(__cvta_generic_to_shared(p));
}

// 16-byte global -> shared copy. The bytes past src_bytes (0..16) are zero-filled, which masks
// ragged M/N/K edges, partial 8-element chunks included, without a second code path.
__device__ __forceinline__ void cp_async_16(uint32_t dst, const void *src, int src_bytes) {
  asm volatile("cp.async.cg.shared.global [%0], [%1], 16, %2;\n" ::"r"(dst), "l"(src),
               "r"(src_bytes)
               : "memory");
}
__device__ __forceinline__ void cp_async_commit() {
  asm volatile("cp.async.commit_group;\n" ::: "memory");
}
template <int kPending> __device__ __forceinline__ void cp_async_wait() {
  asm volatile("cp.async.wait_group %0;\n" ::"n"(kPending) : "memory");
}

// Four 8x8 b16 matrices; lane l supplies the row address of matrix l / 8, row l % 8. With .trans
// each matrix is delivered transposed (an m- or n-contiguous slice read as k-contiguous).
template <bool kTrans>
__device__ __forceinline__ void ldmatrix_x4(uint32_t (&r)[4], uint32_t addr) {
  if constexpr (kTrans)
    asm volatile("ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 {%0, %1, %2, %3}, [%4];\n"
                 : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3])
                 : "r"(addr));
  else
    asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0, %1, %2, %3}, [%4];\n"
                 : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3])
                 : "r"(addr));
}

// d += a * b for one 16x8x16 step.
template <class In>
__device__ __forceinline__ void mma_16816(float (&d)[4], const uint32_t (&a)[4],
                                          const uint32_t (&b)[2]) {
  if constexpr (std::is_same_v<In, bf16>)
    asm("mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {%0, %1, %2, %3}, {%4, %5, %6, %7}, "
        "{%8, %9}, {%0, %1, %2, %3};\n"
        : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3])
        : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[0]), "r"(b[1]));
  else
    asm("mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%0, %1, %2, %3}, {%4, %5, %6, %7}, "
        "{%8, %9}, {%0, %1, %2, %3};\n"
        : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3])
        : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[0]), "r"(b[1]));
}

// Byte offset of 16-byte chunk c of row r in a slice whose rows hold kCols 16-bit elements. The
// chunk index is XORed with the row within each 128-byte line group, so the 8 rows one ldmatrix
// matrix reads (same logical chunk, consecutive rows) and the 8 chunks a quarter-warp of cp.async
// writes land in 8 different 16-byte bank groups: no conflicts without padding. Rows of 4 chunks
// (BK = 32, k-contiguous) pair up into 128-byte lines and XOR with the line index instead.
template <int kCols> __device__ __forceinline__ int swizzle(int r, int c) {
  constexpr int kCpr = kCols / 8;
  if constexpr (kCpr % 8 == 0) {
    return (r * kCpr + (c ^ (r & 7))) * 16;
  } else {
    static_assert(kCpr == 4, "slice rows must be 32 or a multiple of 64 elements");
    const int lin = r * 4 + c;
    return ((lin & ~7) | ((lin ^ (lin >> 3)) & 7)) * 16;
  }
}

// Shared-memory geometry of one operand's BK-deep k-slice, stored as it lies in global memory.
// kKInner: k is the contiguous dimension (A row-major, B column-major): kMN rows of kBK elements;
// otherwise kBK rows of kMN.
template <int kMN, int kBK, bool kKInner> struct OperandSlice {
  static constexpr bool kKContiguous = kKInner;
  static constexpr int kRows = kKInner ? kMN : kBK;
  static constexpr int kCols = kKInner ? kBK : kMN;
  static constexpr int kCpr = kCols / 8; // 16-byte chunks per row
  static constexpr int kBytes = kRows * kCols * 2;

  // ldmatrix.x4 row address of the 16 (m) x 16 (k) A fragment at (mn, kk): matrices (m 0-7, k
  // 0-7), (m 8-15, k 0-7), (m 0-7, k 8-15), (m 8-15, k 8-15) = mma's a0..a3.
  __device__ __forceinline__ static int a_frag(int mn, int kk, int lane) {
    if constexpr (kKInner)
      return swizzle<kCols>(mn + (lane & 15), (kk >> 3) + (lane >> 4));
    else
      return swizzle<kCols>(kk + (lane & 7) + ((lane >> 4) << 3), (mn >> 3) + ((lane >> 3) & 1));
  }
  // ldmatrix.x4 row address of two 8 (n) x 16 (k) B fragments at (mn, kk): matrices (n 0-7, k
  // 0-7), (n 0-7, k 8-15), (n 8-15, k 0-7), (n 8-15, k 8-15) = b0, b1 of n-tile 0, then n-tile 1.
  __device__ __forceinline__ static int b_frag(int mn, int kk, int lane) {
    if constexpr (kKInner)
      return swizzle<kCols>(mn + (lane & 7) + ((lane >> 4) << 3), (kk >> 3) + ((lane >> 3) & 1));
    else
      return swizzle<kCols>(kk + (lane & 7) + (((lane >> 3) & 1) << 3), (mn >> 3) + (lane >> 4));
  }
};

// One thread's share of copying an operand's k-slices, global -> shared. Thread t copies chunk
// c = t % kCpr of rows t / kCpr + i * kRowStep: the row, column and shared-memory offsets are
// computed once, and a slice only adds its k offset.
template <class Slice, int kThreads> struct SliceLoader {
  static constexpr int kCpr = Slice::kCpr;
  static_assert(kThreads % kCpr == 0, "a thread keeps one chunk column");
  static constexpr int kRowStep = kThreads / kCpr;
  static_assert(Slice::kRows % kRowStep == 0, "every thread copies the same chunk count");
  static constexpr int kIters = Slice::kRows / kRowStep;
  // The swizzle repeats every 8 rows (16 for 4-chunk rows), so when kRowStep is a multiple of
  // that period each iteration's offset is the first one plus a constant.
  static constexpr bool kPeriodic = kRowStep % (kCpr == 4 ? 16 : 8) == 0;

  const uint16_t *g;        // the operand
  long long ld;             // its leading dimension
  long long step;           // kRowStep rows, in elements
  int outer, inner;         // k-independent coordinates of this thread's first chunk
  int outer_lim, inner_lim; // MN and K, ordered like (outer, inner)
  int off0;                 // the first chunk's shared-memory offset

  __device__ __forceinline__ SliceLoader(const uint16_t *base, int ld_, int mn0, int MN, int K,
                                         int tid)
      : g(base), ld(ld_), step(static_cast<long long>(kRowStep) * ld_) {
    const int row = tid / kCpr, col = tid % kCpr;
    outer = (Slice::kKContiguous ? mn0 : 0) + row;
    inner = (Slice::kKContiguous ? 0 : mn0) + col * 8;
    outer_lim = Slice::kKContiguous ? MN : K;
    inner_lim = Slice::kKContiguous ? K : MN;
    off0 = swizzle<Slice::kCols>(row, col);
  }

  // Copies k in [k0, k0 + BK) of the slice into shared memory at dst (dst_ptr: the same address,
  // generic). Elements past MN or K read as 0. kAsync: cp.async, which needs 16-byte aligned
  // chunks (ld % 8 == 0, 16-byte aligned base); otherwise element loads and a 16-byte shared
  // store, for any ld and alignment. The source pointer advances by `step` per row group rather
  // than being recomputed: one 64-bit register instead of one per group.
  template <bool kAsync>
  __device__ __forceinline__ void load(uint32_t dst, char *dst_ptr, int k0) const {
    const int o0 = outer + (Slice::kKContiguous ? 0 : k0);
    const int i0 = inner + (Slice::kKContiguous ? k0 : 0);
    int in_row = inner_lim - i0;
    in_row = in_row < 0 ? 0 : (in_row > 8 ? 8 : in_row);
    const int rows_left = outer_lim - o0; // row groups it with it * kRowStep < rows_left exist
    const uint16_t *src = g + static_cast<long long>(o0) * ld + i0;
#pragma unroll
    for (int it = 0; it < kIters; ++it, src += step) {
      const int valid = it * kRowStep < rows_left ? in_row : 0;
      const int off = kPeriodic ? off0 + it * kRowStep * Slice::kCols * 2
                                : swizzle<Slice::kCols>(off0_row() + it * kRowStep, off0_col());
      if constexpr (kAsync) {
        cp_async_16(dst + off, valid > 0 ? src : g, valid * 2);
      } else {
        uint32_t w[4];
#pragma unroll
        for (int e = 0; e < 4; ++e) {
          const uint32_t lo = 2 * e < valid ? src[2 * e] : 0u;
          const uint32_t hi = 2 * e + 1 < valid ? src[2 * e + 1] : 0u;
          w[e] = lo | (hi << 16);
        }
        *reinterpret_cast<uint4 *>(dst_ptr + off) = make_uint4(w[0], w[1], w[2], w[3]);
      }
    }
  }

private:
  // This thread's first chunk (only needed where the swizzle does not repeat with kRowStep).
  __device__ __forceinline__ static int off0_row() { return static_cast<int>(threadIdx.x) / kCpr; }
  __device__ __forceinline__ static int off0_col() { return static_cast<int>(threadIdx.x) % kCpr; }
};

// Accumulator registers per thread of Cfg's warp tile.
template <class Cfg>
inline constexpr int kAccRegs = (Cfg::BM / Cfg::kWarpsM) * (Cfg::BN / Cfg::kWarpsN) / 32;

// Two k loops (both checked in kernels/gpu/gemm_bench.cu):
//  - kFragPipeline (the CUTLASS sm80 order, `pipelined_loop`): fragments double-buffered across k
//    steps, the slice hand-over barrier before the last step. It needs a second fragment set
//    live, which fits beside up to 64 accumulators: the 32 x 128 decode tile ran 0.033 ms at
//    M = 16 (the 128 x 128 tile, same loop: 0.061 ms).
//  - otherwise (`simple_loop`): barrier, prefetch, then the slice's ldmatrix + mma. With 128
//    accumulators (64 x 64 warp tiles) the pipelined loop sits at 255 registers and ran slower:
//    353 vs 372 TFLOP/s at 4096^3 on an H200 (128 x 128 x 64, 3 stages, 4 warps).
template <class In, Layout LA, Layout LB, class Cfg, bool kFragPipeline = (kAccRegs<Cfg> <= 64)>
struct MmaMainloop {
  static_assert(std::is_same_v<In, bf16> || std::is_same_v<In, f16>, "mma path: bf16 or f16");
  static_assert(Cfg::kStages >= 2, "the cp.async pipeline needs at least two stages");
  static constexpr int BM = Cfg::BM, BN = Cfg::BN, BK = Cfg::BK;
  static constexpr int kStages = Cfg::kStages;
  static constexpr int kThreads = Cfg::kThreads;
  static constexpr int WM = BM / Cfg::kWarpsM; // warp tile
  static constexpr int WN = BN / Cfg::kWarpsN;
  static constexpr int MT = WM / 16; // m16 tiles per warp
  static constexpr int NT = WN / 8;  // n8 tiles per warp
  static constexpr int KK = BK / 16; // mma k steps per slice
  static_assert(WM % 16 == 0 && WN % 16 == 0, "warp tiles are multiples of 16 x 16");
  // Fragments are double-buffered by k step parity and the last step of a slice prefetches the
  // next slice's first step, so a slice must hold an even number of steps.
  static_assert(BK % 32 == 0, "BK must be a multiple of 32");

  using SliceA = OperandSlice<BM, BK, LA == Layout::RowMajor>;
  using SliceB = OperandSlice<BN, BK, LB == Layout::ColMajor>;
  static constexpr int kStageBytes = SliceA::kBytes + SliceB::kBytes;
  static constexpr std::size_t kPipeBytes = std::size_t{kStages} * kStageBytes;
  // The fp32 tile reuses the pipeline's buffers once the last slice is consumed.
  static constexpr std::size_t kSmemBytes =
      kPipeBytes > kTileBytes<Cfg> ? kPipeBytes : kTileBytes<Cfg>;

  __device__ static float *run(const In *A, const In *B, int M, int N, int K, int lda, int ldb,
                               int m0, int n0, char *smem) {
    const auto *a = reinterpret_cast<const uint16_t *>(A);
    const auto *b = reinterpret_cast<const uint16_t *>(B);
    const bool aligned = lda % 8 == 0 && ldb % 8 == 0 && reinterpret_cast<uintptr_t>(a) % 16 == 0 &&
                         reinterpret_cast<uintptr_t>(b) % 16 == 0;
    float acc[MT][NT][4] = {};
    if constexpr (kFragPipeline) {
      if (aligned)
        pipelined_loop<true>(acc, a, b, M, N, K, lda, ldb, m0, n0, smem);
      else
        pipelined_loop<false>(acc, a, b, M, N, K, lda, ldb, m0, n0, smem);
    } else {
      if (aligned)
        simple_loop<true>(acc, a, b, M, N, K, lda, ldb, m0, n0, smem);
      else
        simple_loop<false>(acc, a, b, M, N, K, lda, ldb, m0, n0, smem);
    }

    // All warps must be done reading the pipeline before the tile overwrites it.
    cp_async_wait<0>();
    __syncthreads();
    float *tile = reinterpret_cast<float *>(smem);
    constexpr int ld = kTileLd<Cfg>;
    const int lane = threadIdx.x % 32, warp = threadIdx.x / 32;
    const int wm = (warp / Cfg::kWarpsN) * WM, wn = (warp % Cfg::kWarpsN) * WN;
    // mma's accumulator fragment: c0, c1 at (lane / 4, 2 * (lane % 4) + {0, 1}), c2, c3 eight
    // rows further down.
#pragma unroll
    for (int mi = 0; mi < MT; ++mi) {
#pragma unroll
      for (int ni = 0; ni < NT; ++ni) {
        const int row = wm + mi * 16 + (lane >> 2);
        const int col = wn + ni * 8 + (lane & 3) * 2;
        *reinterpret_cast<float2 *>(&tile[row * ld + col]) =
            make_float2(acc[mi][ni][0], acc[mi][ni][1]);
        *reinterpret_cast<float2 *>(&tile[(row + 8) * ld + col]) =
            make_float2(acc[mi][ni][2], acc[mi][ni][3]);
      }
    }
    __syncthreads();
    return tile;
  }

private:
  // Per-thread ldmatrix offsets, computed once: one per k step for a k-contiguous slice (the m/n
  // group then adds a constant) or one per m/n group otherwise (the k step adds a constant). Both
  // constants are exact because the swizzle repeats every 16 rows. This keeps the unrolled loop's
  // addresses at a few registers plus immediates; recomputing or hoisting a swizzled address per
  // (group, step) pair spilled at 255 registers.
  struct FragOffsets {
    int a[SliceA::kKContiguous ? KK : MT];
    int b[SliceB::kKContiguous ? KK : NT / 2];

    __device__ __forceinline__ FragOffsets(int wm, int wn, int lane) {
#pragma unroll
      for (int e = 0; e < (SliceA::kKContiguous ? KK : MT); ++e)
        a[e] = SliceA::kKContiguous ? SliceA::a_frag(wm, e * 16, lane)
                                    : SliceA::a_frag(wm + e * 16, 0, lane);
#pragma unroll
      for (int e = 0; e < (SliceB::kKContiguous ? KK : NT / 2); ++e)
        b[e] = SliceB::kKContiguous ? SliceB::b_frag(wn, e * 16, lane)
                                    : SliceB::b_frag(wn + e * 16, 0, lane);
    }
    // m16 tile mi (n16 group nj) at k step s.
    __device__ __forceinline__ int a_at(int mi, int s) const {
      return SliceA::kKContiguous ? a[s] + mi * 16 * SliceA::kCols * 2
                                  : a[mi] + s * 16 * SliceA::kCols * 2;
    }
    __device__ __forceinline__ int b_at(int nj, int s) const {
      return SliceB::kKContiguous ? b[s] + nj * 16 * SliceB::kCols * 2
                                  : b[nj] + s * 16 * SliceB::kCols * 2;
    }
  };

  // Loads the fragments of k step s (0 .. KK-1) of the slice at (sa, sb) into af / bf, the first
  // `active` m16 tiles only (kAll: all of them).
  template <bool kAll>
  __device__ __forceinline__ static void load_frags(uint32_t (&af)[MT][4], uint32_t (&bf)[NT][2],
                                                    uint32_t sa, uint32_t sb, int s,
                                                    const FragOffsets &fo, int active) {
#pragma unroll
    for (int mi = 0; mi < MT; ++mi)
      if (kAll || mi < active)
        ldmatrix_x4<!SliceA::kKContiguous>(af[mi], sa + fo.a_at(mi, s));
#pragma unroll
    for (int nj = 0; nj < NT / 2; ++nj) {
      uint32_t r[4];
      ldmatrix_x4<!SliceB::kKContiguous>(r, sb + fo.b_at(nj, s));
      bf[2 * nj][0] = r[0];
      bf[2 * nj][1] = r[1];
      bf[2 * nj + 1][0] = r[2];
      bf[2 * nj + 1][1] = r[3];
    }
  }

  template <bool kAll>
  __device__ __forceinline__ static void mma_step(float (&acc)[MT][NT][4],
                                                  const uint32_t (&af)[MT][4],
                                                  const uint32_t (&bf)[NT][2], int active) {
#pragma unroll
    for (int mi = 0; mi < MT; ++mi)
      if (kAll || mi < active)
#pragma unroll
        for (int ni = 0; ni < NT; ++ni)
          mma_16816<In>(acc[mi][ni], af[mi], bf[ni]);
  }

  // The multistage loop (CUTLASS's sm80 structure): slice kt + Stages - 1 is requested while
  // slice kt is multiplied; within a slice, step kk's mma runs on fragments loaded during step
  // kk - 1, and the barrier that hands over to the next slice sits before the last step, so the
  // next slice's first ldmatrix overlaps the last step's mma.
  template <bool kAsync>
  __device__ __forceinline__ static void
  pipelined_loop(float (&acc)[MT][NT][4], const uint16_t *a, const uint16_t *b, int M, int N, int K,
                 int lda, int ldb, int m0, int n0, char *smem) {
    const int tid = threadIdx.x, lane = tid % 32, warp = tid / 32;
    const int wm = (warp / Cfg::kWarpsN) * WM, wn = (warp % Cfg::kWarpsN) * WN;
    const uint32_t base = smem_addr(smem);
    const int KT = (K + BK - 1) / BK;
    const SliceLoader<SliceA, kThreads> load_a(a, lda, m0, M, K, tid);
    const SliceLoader<SliceB, kThreads> load_b(b, ldb, n0, N, K, tid);
    const FragOffsets fo(wm, wn, lane);
    auto load_stage = [&](int stage, int kt) {
      const int off = stage * kStageBytes;
      load_a.template load<kAsync>(base + off, smem + off, kt * BK);
      load_b.template load<kAsync>(base + off + SliceA::kBytes, smem + off + SliceA::kBytes,
                                   kt * BK);
    };
    // m16 tiles of this warp that hold rows < M (warp-uniform). Tiles past M only multiply the
    // zero rows the loads filled in, so a short last block row (M = 16 decode, ragged M) skips
    // them; full tiles take the branch-free path.
    int active = (M - m0 - wm + 15) / 16;
    active = active < 0 ? 0 : (active > MT ? MT : active);
    const bool all = active == MT;

    // Prologue: Stages - 1 slices in flight. Every slice step commits one group (possibly
    // empty), so wait_group<Stages - 2> always means "the next slice has landed".
#pragma unroll
    for (int s = 0; s < kStages - 1; ++s) {
      if (s < KT)
        load_stage(s, s);
      cp_async_commit();
    }
    cp_async_wait<kStages - 2>();
    __syncthreads();

    uint32_t af[2][MT][4], bf[2][NT][2];
    uint32_t sa = base, sb = base + SliceA::kBytes;
    if (all)
      load_frags<true>(af[0], bf[0], sa, sb, 0, fo, active);
    else if (active > 0)
      load_frags<false>(af[0], bf[0], sa, sb, 0, fo, active);

    int read = 0, write = kStages - 1;
    for (int kt = 0; kt < KT; ++kt) {
#pragma unroll
      for (int kk = 0; kk < KK; ++kk) {
        if (kk == KK - 1) {
          // Slice kt + 1 is visible to all threads, and every thread has issued its last read
          // of slice kt - 1's buffer, which the next slice's requests overwrite.
          cp_async_wait<kStages - 2>();
          __syncthreads();
          read = read + 1 == kStages ? 0 : read + 1;
          sa = base + read * kStageBytes;
          sb = sa + SliceA::kBytes;
        }
        if (kk == 0) {
          if (kt + kStages - 1 < KT)
            load_stage(write, kt + kStages - 1);
          cp_async_commit();
          write = write + 1 == kStages ? 0 : write + 1;
        }
        // Step kk + 1 of this slice, or step 0 of the next (whose data past the last slice is
        // stale and unused).
        const int next = (kk + 1) % KK;
        if (all) {
          load_frags<true>(af[(kk + 1) % 2], bf[(kk + 1) % 2], sa, sb, next, fo, active);
          mma_step<true>(acc, af[kk % 2], bf[kk % 2], active);
        } else if (active > 0) {
          load_frags<false>(af[(kk + 1) % 2], bf[(kk + 1) % 2], sa, sb, next, fo, active);
          mma_step<false>(acc, af[kk % 2], bf[kk % 2], active);
        }
      }
    }
  }

  // The plain multistage loop: wait for slice kt, one barrier, request slice kt + Stages - 1,
  // then all of slice kt's ldmatrix and mma (ptxas overlaps what registers allow). Rows past M
  // are multiplied like any other (zeros): its configurations are the large-M ones.
  template <bool kAsync>
  __device__ __forceinline__ static void simple_loop(float (&acc)[MT][NT][4], const uint16_t *a,
                                                     const uint16_t *b, int M, int N, int K,
                                                     int lda, int ldb, int m0, int n0, char *smem) {
    const int tid = threadIdx.x, lane = tid % 32, warp = tid / 32;
    const int wm = (warp / Cfg::kWarpsN) * WM, wn = (warp % Cfg::kWarpsN) * WN;
    const uint32_t base = smem_addr(smem);
    const int KT = (K + BK - 1) / BK;
    const SliceLoader<SliceA, kThreads> load_a(a, lda, m0, M, K, tid);
    const SliceLoader<SliceB, kThreads> load_b(b, ldb, n0, N, K, tid);
    const FragOffsets fo(wm, wn, lane);
    auto load_stage = [&](int stage, int kt) {
      const int off = stage * kStageBytes;
      load_a.template load<kAsync>(base + off, smem + off, kt * BK);
      load_b.template load<kAsync>(base + off + SliceA::kBytes, smem + off + SliceA::kBytes,
                                   kt * BK);
    };
#pragma unroll
    for (int s = 0; s < kStages - 1; ++s) {
      if (s < KT)
        load_stage(s, s);
      cp_async_commit();
    }
    int read = 0, write = kStages - 1;
    for (int kt = 0; kt < KT; ++kt) {
      cp_async_wait<kStages - 2>();
      __syncthreads();
      if (kt + kStages - 1 < KT)
        load_stage(write, kt + kStages - 1);
      cp_async_commit();
      const uint32_t sa = base + read * kStageBytes, sb = sa + SliceA::kBytes;
#pragma unroll
      for (int kk = 0; kk < BK; kk += 16) {
        uint32_t af[MT][4], bf[NT][2];
        load_frags<true>(af, bf, sa, sb, kk / 16, fo, MT);
        mma_step<true>(acc, af, bf, MT);
      }
      read = read + 1 == kStages ? 0 : read + 1;
      write = write + 1 == kStages ? 0 : write + 1;
    }
  }
};

} // namespace fp::sm80

#endif // FP_NVIDIA
