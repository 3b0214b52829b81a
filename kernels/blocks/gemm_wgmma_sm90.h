// NVIDIA Hopper GEMM mainloop (sm_90a, nvcc only): bf16 or f16 operands, fp32 accumulators,
// wgmma.mma_async through inline PTX. The block's 128 threads are one warpgroup; per 16-deep k
// step it issues BM / 64 wgmma.m64n128k16 (rows 0-63, 64-127), both operands read by the tensor
// cores straight from shared memory through matrix descriptors, so there is no ldmatrix and the
// accumulators (64 fp32 registers per m64 tile and thread) are the only large register state.
// Operands stream global -> shared memory with cp.async (the sm80 path's 16-byte zero-filling
// copy) into a Stages-deep ring of BK = 64 slices stored in wgmma's 128-byte-swizzle canonical
// layouts. See docs/KERNELS.md ("The wgmma path") for the contract and the supported cases.
//
// The wgmma instructions exist only in the sm_90a device pass (__CUDA_ARCH_FEAT_SM90_ALL, which
// nvcc defines for -arch=sm_90a / compute_90a but not for sm_90 or later architectures). In every
// other pass WgmmaMainloop::run is the sm80 mma.sync mainloop, so the type can be named (and its
// kSmemBytes read by host code) anywhere nvcc compiles.
#pragma once

#include "gemm_config.h"
#include "gemm_mma_sm80.h"
#include "numeric_types.h"

#if defined(FP_NVIDIA)

#include <type_traits>

// 1 in the device pass that may emit wgmma (sm_90a), 0 in every other nvcc pass.
#if defined(__CUDA_ARCH__) && defined(__CUDA_ARCH_FEAT_SM90_ALL)
#define FP_SM90_WGMMA 1
#else
#define FP_SM90_WGMMA 0
#endif

namespace fp::sm90 {

// The configurations the wgmma loop is written for: one warpgroup, the 128-column tile as one
// n128 instruction, 64-deep k slices (one 128-byte swizzle row of a k-major operand), 64 or 128
// rows (one or two m64 instructions per k step). Every layout of A and B is supported (k-major
// operands through the default descriptors, m/n-major ones through wgmma's transpose bits, which
// exist for 16-bit types). Anything else (DecodeConfig's 32-row tile) stays on mma.sync.
template <class In, class Cfg>
inline constexpr bool
    kSupports = (std::is_same_v<In, bf16> || std::is_same_v<In, f16>)&&Cfg::kThreads == 128 &&
                Cfg::BN == 128 && Cfg::BK == 64 &&
                (Cfg::BM == 64 || Cfg::BM == 128) && Cfg::kStages >= 2 &&
                std::size_t{Cfg::kStages} * (Cfg::BM + Cfg::BN) * Cfg::BK * 2 + 1024 <= 227 * 1024;

// ---- Shared-memory layout ----
//
// Both layouts are built from 128-byte-swizzle atoms: 8 rows of 128 bytes (eight 16-byte chunks),
// chunk c of row r stored at r * 128 + ((c ^ (r % 8)) * 16), atoms starting on 1024-byte
// boundaries. The hardware applies the same XOR to bits 4-6 of the address it computes from bits
// 7-9 (which is why atoms must be 1024-byte aligned, and why a descriptor's start may move by 32
// bytes inside the atom row to select the next 16 k of a k-major operand).
//
//  - k-major operand (A row-major, B column-major), kMN x 64 slice: row mn holds its 64 k values
//    (exactly 128 bytes), at mn * 128: 8-row atoms stacked every 1024 bytes. This is the sm80
//    path's swizzle<64>. Descriptor (PTX ISA canonical K-major SW128,
//    ((8,m),(T,2k)):((8T,SBO),(1,T))): SBO = 1024 (8-row group stride), LBO unused (encoded 1).
//  - m/n-major operand (A column-major, B row-major), 64 x kMN slice: the kMN columns are split
//    into kMN / 64 blocks of 64 elements (128 bytes); block b holds the 64 k-rows of its columns at
//    b * 8192 + k * 128. Descriptor (canonical MN-major SW128,
//    ((T,8,m),(8,k)):((1,T,LBO),(8T,SBO))): LBO = 8192, the stride between 64-element m/n blocks,
//    SBO = 1024, the stride between groups of 8 k-rows. A k16 step is 16 rows = +2048 bytes.
template <int kMN, int kBK, bool kKMajor> struct SwizzledSlice {
  static_assert(kBK == 64, "one 128-byte swizzle row holds 64 16-bit k values");
  static_assert(kMN % 64 == 0, "m/n extents are whole 64-element blocks");
  static constexpr bool kKContiguous = kKMajor;
  static constexpr int kRows = kKMajor ? kMN : kBK;      // rows as the slice lies in global memory
  static constexpr int kCpr = (kKMajor ? kBK : kMN) / 8; // 16-byte chunks per row
  static constexpr int kBytes = kMN * kBK * 2;
  static constexpr int kBlockBytes = kBK * 128; // one 64-column block of an m/n-major slice
  static constexpr uint32_t kLbo = kKMajor ? 16 : kBlockBytes;
  static constexpr uint32_t kSbo = 1024;

  // Byte offset of 16-byte chunk `col` of global row `row` (k-major: row = mn, col = k / 8;
  // m/n-major: row = k, col = mn / 8).
  FP_HD static constexpr int offset(int row, int col) {
    if constexpr (kKMajor)
      return row * 128 + ((col ^ (row & 7)) << 4);
    else
      return (col >> 3) * kBlockBytes + row * 128 + (((col & 7) ^ (row & 7)) << 4);
  }
  // Descriptor start-address offset of the m64 tile (or n extent) starting at mn, k step s (16 k).
  FP_HD static constexpr int desc_offset(int mn, int s) {
    if constexpr (kKMajor)
      return mn * 128 + s * 32;
    else
      return (mn / 64) * kBlockBytes + s * 16 * 128;
  }
};

// One thread's share of copying an operand's k-slices global -> shared in the layout above, with
// cp.async (16-byte aligned chunks: ld % 8 == 0 and a 16-byte aligned base; WgmmaMainloop sends
// anything else to the sm80 loop). Thread t copies chunk t % kCpr of global rows t / kCpr +
// i * kRowStep. Elements past MN or K are zero-filled (sm80::cp_async_16's src_bytes), which masks
// ragged edges. Mirrors sm80::SliceLoader; only the shared-memory offsets differ.
template <class Slice, int kThreads> struct SwizzledLoader {
  static constexpr int kCpr = Slice::kCpr;
  static_assert(kThreads % kCpr == 0, "a thread keeps one chunk column");
  static constexpr int kRowStep = kThreads / kCpr;
  static_assert(Slice::kRows % kRowStep == 0, "every thread copies the same chunk count");
  static_assert(kRowStep % 8 == 0, "the swizzle repeats every 8 rows: offsets step by a constant");
  static constexpr int kIters = Slice::kRows / kRowStep;

  const uint16_t *g;        // the operand
  long long step;           // kRowStep rows, in elements
  long long ld;             // its leading dimension
  int outer, inner;         // k-independent coordinates of this thread's first chunk
  int outer_lim, inner_lim; // MN and K, ordered like (outer, inner)
  int off0;                 // the first chunk's shared-memory offset

  __device__ __forceinline__ SwizzledLoader(const uint16_t *base, int ld_, int mn0, int MN, int K,
                                            int tid)
      : g(base), step(static_cast<long long>(kRowStep) * ld_), ld(ld_) {
    const int row = tid / kCpr, col = tid % kCpr;
    outer = (Slice::kKContiguous ? mn0 : 0) + row;
    inner = (Slice::kKContiguous ? 0 : mn0) + col * 8;
    outer_lim = Slice::kKContiguous ? MN : K;
    inner_lim = Slice::kKContiguous ? K : MN;
    off0 = Slice::offset(row, col);
  }

  // Requests k in [k0, k0 + BK) of the slice into shared memory at dst.
  __device__ __forceinline__ void load(uint32_t dst, int k0) const {
    const int o0 = outer + (Slice::kKContiguous ? 0 : k0);
    const int i0 = inner + (Slice::kKContiguous ? k0 : 0);
    int in_row = inner_lim - i0;
    in_row = in_row < 0 ? 0 : (in_row > 8 ? 8 : in_row);
    const int rows_left = outer_lim - o0;
    const uint16_t *src = g + static_cast<long long>(o0) * ld + i0;
#pragma unroll
    for (int it = 0; it < kIters; ++it, src += step) {
      const int valid = it * kRowStep < rows_left ? in_row : 0;
      sm80::cp_async_16(dst + off0 + it * kRowStep * 128, valid > 0 ? src : g, valid * 2);
    }
  }
};

// Matrix descriptor (PTX ISA "Matrix Descriptor Format"): start address >> 4 in bits 0-13,
// LBO >> 4 in bits 16-29, SBO >> 4 in bits 32-45, base offset 0 (bits 49-51: every atom starts on
// a 1024-byte boundary), swizzle mode 1 = 128B in bits 62-63. Shared addresses are below 2^18, so
// adding (bytes >> 4) to a descriptor moves its start without touching the other fields as long
// as the sum stays below 2^18 (it does: the pipeline lies inside the block's shared memory).
FP_HD constexpr uint64_t make_desc(uint32_t addr, uint32_t lbo, uint32_t sbo) {
  return (uint64_t{1} << 62) | (uint64_t{(sbo >> 4) & 0x3FFF} << 32) |
         (uint64_t{(lbo >> 4) & 0x3FFF} << 16) | uint64_t{(addr & 0x3FFFF) >> 4};
}

// ---- PTX wrappers (empty outside the sm_90a pass, where nothing calls them) ----

// Makes this thread's generic-proxy writes to shared memory (cp.async, st.shared) visible to the
// async proxy that wgmma reads shared memory through.
__device__ __forceinline__ void fence_proxy_async() {
#if FP_SM90_WGMMA
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
#endif
}
// Orders prior register and shared-memory accesses before the wgmma after it (required before the
// first wgmma and whenever the accumulators were touched by other instructions).
__device__ __forceinline__ void wgmma_fence() {
#if FP_SM90_WGMMA
  asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
#endif
}
__device__ __forceinline__ void wgmma_commit() {
#if FP_SM90_WGMMA
  asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
#endif
}
// Waits until at most kPending of this warp's committed wgmma groups are still running.
template <int kPending> __device__ __forceinline__ void wgmma_wait() {
#if FP_SM90_WGMMA
  asm volatile("wgmma.wait_group.sync.aligned %0;\n" ::"n"(kPending) : "memory");
#endif
}
// Keeps the compiler from moving accumulator accesses across the asynchronous wgmma window (the
// registers are written by the tensor cores between the issue and the matching wait).
template <int N> __device__ __forceinline__ void fence_regs(float (&r)[N]) {
#pragma unroll
  for (int i = 0; i < N; ++i)
    asm volatile("" : "+f"(r[i])::"memory");
}

#define FP_WGMMA_D4(i) "+f"(d[i]), "+f"(d[i + 1]), "+f"(d[i + 2]), "+f"(d[i + 3])
#define FP_WGMMA_D16(i) FP_WGMMA_D4(i), FP_WGMMA_D4(i + 4), FP_WGMMA_D4(i + 8), FP_WGMMA_D4(i + 12)
#define FP_WGMMA_M64N128K16(TYPE)                                                                  \
  asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %66, 0;\n"                                        \
               "wgmma.mma_async.sync.aligned.m64n128k16.f32." TYPE "." TYPE "\n"                   \
               "{%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, "           \
               "%16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, "  \
               "%32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, "  \
               "%48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, " \
               "%64, %65, p, 1, 1, %67, %68;\n}\n"                                                 \
               : FP_WGMMA_D16(0), FP_WGMMA_D16(16), FP_WGMMA_D16(32), FP_WGMMA_D16(48)             \
               : "l"(desc_a), "l"(desc_b), "r"(1), "n"(kTransA), "n"(kTransB)                      \
               : "memory")

// d += A * B for one 64 x 128 x 16 step, both operands in shared memory. kTransA / kTransB: the
// operand is m- / n-major (the transpose immediates; 0 = k-major). Accumulator layout (PTX ISA
// "Register Fragments", m64nNk16 D): warp w of the warpgroup, lane l holds d[4j], d[4j + 1] at
// row 16w + l / 4, columns 8j + 2 (l % 4) + {0, 1}, and d[4j + 2], d[4j + 3] eight rows further.
template <class In, int kTransA, int kTransB>
__device__ __forceinline__ void wgmma_m64n128k16(float (&d)[64], uint64_t desc_a, uint64_t desc_b) {
#if FP_SM90_WGMMA
  if constexpr (std::is_same_v<In, bf16>)
    FP_WGMMA_M64N128K16("bf16");
  else
    FP_WGMMA_M64N128K16("f16");
#else
  (void)d, (void)desc_a, (void)desc_b;
#endif
}

#undef FP_WGMMA_M64N128K16
#undef FP_WGMMA_D16
#undef FP_WGMMA_D4

// Writes one warpgroup's accumulators, kMTiles m64 x 128 tiles starting at tile row row0, into
// the fp32 tile (row stride ld) in the m64nNk16 D fragment layout above; wg_tid is the thread's
// index within its warpgroup.
template <int kMTiles>
__device__ __forceinline__ void store_accumulators(const float (&acc)[kMTiles][64], float *tile,
                                                   int ld, int row0, int wg_tid) {
  const int lane = wg_tid % 32, warp = wg_tid / 32;
#pragma unroll
  for (int h = 0; h < kMTiles; ++h) {
    const int row = row0 + h * 64 + warp * 16 + (lane >> 2);
#pragma unroll
    for (int j = 0; j < 16; ++j) {
      const int col = j * 8 + (lane & 3) * 2;
      *reinterpret_cast<float2 *>(&tile[row * ld + col]) =
          make_float2(acc[h][4 * j], acc[h][4 * j + 1]);
      *reinterpret_cast<float2 *>(&tile[(row + 8) * ld + col]) =
          make_float2(acc[h][4 * j + 2], acc[h][4 * j + 3]);
    }
  }
}

// ---- The mainloop ----

template <class In, Layout LA, Layout LB, class Cfg> struct WgmmaMainloop {
  static_assert(kSupports<In, Cfg>, "configuration outside the wgmma path (see kSupports)");
  static constexpr int BM = Cfg::BM, BN = Cfg::BN, BK = Cfg::BK;
  static constexpr int kStages = Cfg::kStages;
  static constexpr int kThreads = Cfg::kThreads;
  static constexpr int kMTiles = BM / 64; // m64 wgmma per k step
  static constexpr int kKSteps = BK / 16; // k16 steps per slice
  static constexpr bool kAKMajor = LA == Layout::RowMajor;
  static constexpr bool kBKMajor = LB == Layout::ColMajor;

  using SliceA = SwizzledSlice<BM, BK, kAKMajor>;
  using SliceB = SwizzledSlice<BN, BK, kBKMajor>;
  static constexpr int kStageBytes = SliceA::kBytes + SliceB::kBytes;
  static_assert(SliceA::kBytes % 1024 == 0 && kStageBytes % 1024 == 0,
                "every slice starts on a 1024-byte swizzle-atom boundary");
  static constexpr std::size_t kPipeBytes = std::size_t{kStages} * kStageBytes;
  // The dynamic shared memory is only known to be 16-byte aligned: run() rounds its start up to
  // 1024 bytes (at most 1008 bytes lost). The fp32 tile then reuses the pipeline's buffers.
  static constexpr std::size_t kAlign = 1024;
  static constexpr std::size_t kOwnBytes =
      (kPipeBytes > kTileBytes<Cfg> ? kPipeBytes : kTileBytes<Cfg>)+kAlign;

  // Unaligned operands (and every pass but sm_90a) run the mma.sync mainloop, whose element-load
  // path handles any leading dimension and alignment.
  using Fallback = sm80::MmaMainloop<In, LA, LB, Cfg>;
  static_assert(Fallback::kThreads == kThreads, "one thread count for both paths");
  static constexpr std::size_t kSmemBytes =
      kOwnBytes > Fallback::kSmemBytes ? kOwnBytes : Fallback::kSmemBytes;

  __device__ static float *run(const In *A, const In *B, int M, int N, int K, int lda, int ldb,
                               int m0, int n0, char *smem) {
#if FP_SM90_WGMMA
    const auto *a = reinterpret_cast<const uint16_t *>(A);
    const auto *b = reinterpret_cast<const uint16_t *>(B);
    const bool aligned = lda % 8 == 0 && ldb % 8 == 0 && reinterpret_cast<uintptr_t>(a) % 16 == 0 &&
                         reinterpret_cast<uintptr_t>(b) % 16 == 0;
    if (aligned)
      return wgmma_run(a, b, M, N, K, lda, ldb, m0, n0, smem);
#endif
    return Fallback::run(A, B, M, N, K, lda, ldb, m0, n0, smem);
  }

private:
#if FP_SM90_WGMMA
  // The k loop. Slice kt lives in stage kt % Stages; slices kt + 1 .. kt + Stages - 1 are in
  // flight (cp.async) while slice kt's wgmma group runs, and one wgmma group (the previous
  // slice's) may still run while the next is issued. Per slice, with one cp.async group and one
  // wgmma group committed per iteration:
  //
  //   1. cp.async.wait_group<Stages - 2>: this thread's copies of slice kt have landed (groups
  //      committed so far: Stages - 1 in the prologue + kt, for slices 0 .. kt + Stages - 2).
  //   2. fence.proxy.async: they are visible to the async proxy wgmma reads through.
  //   3. __syncthreads: every thread's copies of slice kt have landed and been fenced.
  //   4. wgmma.fence, the slice's kKSteps x kMTiles wgmma on stage kt % Stages, commit (group kt).
  //   5. wgmma.wait_group<1>: this warp's group kt - 1 has completed (group kt may run on).
  //   6. __syncthreads: every warp's group kt - 1 has completed, so nothing reads stage
  //      (kt - 1) % Stages any more. A wgmma group is issued by all four warps and each warp waits
  //      only for its own part, so without this barrier a fast warp could overwrite a stage that
  //      a slower warp's wgmma still reads.
  //   7. request slice kt + Stages - 1 into stage (kt + Stages - 1) % Stages = (kt - 1) % Stages
  //      (the stage just freed; for kt = 0, the still unused stage Stages - 1) and commit.
  //
  // The only wgmma group that may run during step 7 is group kt, which reads stage kt % Stages,
  // never (kt - 1) % Stages since Stages >= 2. With 3 stages the prefetch distance is 2 slices,
  // 96 KB of pipeline, so two blocks share an SM and one's barriers and epilogue overlap the
  // other's tensor-core work.
  __device__ __forceinline__ static float *wgmma_run(const uint16_t *a, const uint16_t *b, int M,
                                                     int N, int K, int lda, int ldb, int m0, int n0,
                                                     char *smem) {
    const int tid = static_cast<int>(threadIdx.x);
    const uint32_t raw = sm80::smem_addr(smem);
    const uint32_t pad = (kAlign - (raw & (kAlign - 1))) & (kAlign - 1);
    const uint32_t base = raw + pad;
    const int KT = (K + BK - 1) / BK;
    const SwizzledLoader<SliceA, kThreads> load_a(a, lda, m0, M, K, tid);
    const SwizzledLoader<SliceB, kThreads> load_b(b, ldb, n0, N, K, tid);
    auto load_stage = [&](int stage, int kt) {
      const uint32_t s = base + stage * kStageBytes;
      load_a.load(s, kt * BK);
      load_b.load(s + SliceA::kBytes, kt * BK);
    };

    float acc[kMTiles][64];
#pragma unroll
    for (int h = 0; h < kMTiles; ++h)
#pragma unroll
      for (int i = 0; i < 64; ++i)
        acc[h][i] = 0.0f;

#pragma unroll
    for (int s = 0; s < kStages - 1; ++s) {
      if (s < KT)
        load_stage(s, s);
      sm80::cp_async_commit();
    }

    // Stage 0's descriptors; stage r adds r * kStageBytes, the k step and m tile constants.
    const uint64_t desc_a0 = make_desc(base, SliceA::kLbo, SliceA::kSbo);
    const uint64_t desc_b0 = make_desc(base + SliceA::kBytes, SliceB::kLbo, SliceB::kSbo);
    int read = 0, write = kStages - 1;
    for (int kt = 0; kt < KT; ++kt) {
      sm80::cp_async_wait<kStages - 2>();
      fence_proxy_async();
      __syncthreads();

      const uint64_t stage_off = static_cast<uint64_t>(read * kStageBytes) >> 4;
      const uint64_t da = desc_a0 + stage_off, db = desc_b0 + stage_off;
#pragma unroll
      for (int h = 0; h < kMTiles; ++h)
        fence_regs(acc[h]);
      wgmma_fence();
#pragma unroll
      for (int s = 0; s < kKSteps; ++s)
#pragma unroll
        for (int h = 0; h < kMTiles; ++h)
          wgmma_m64n128k16<In, kAKMajor ? 0 : 1, kBKMajor ? 0 : 1>(
              acc[h], da + (SliceA::desc_offset(h * 64, s) >> 4),
              db + (SliceB::desc_offset(0, s) >> 4));
      wgmma_commit();
      wgmma_wait<1>();
#pragma unroll
      for (int h = 0; h < kMTiles; ++h)
        fence_regs(acc[h]);
      __syncthreads();

      if (kt + kStages - 1 < KT)
        load_stage(write, kt + kStages - 1);
      sm80::cp_async_commit();
      read = read + 1 == kStages ? 0 : read + 1;
      write = write + 1 == kStages ? 0 : write + 1;
    }
    wgmma_wait<0>();
#pragma unroll
    for (int h = 0; h < kMTiles; ++h)
      fence_regs(acc[h]);
    // Only empty cp.async groups can still be pending; every warp's wgmma must be done reading
    // the pipeline before the tile overwrites it.
    sm80::cp_async_wait<0>();
    __syncthreads();

    float *tile = reinterpret_cast<float *>(smem + pad);
    store_accumulators(acc, tile, kTileLd<Cfg>, 0, tid);
    __syncthreads();
    return tile;
  }
#endif
};

} // namespace fp::sm90

#endif // FP_NVIDIA
