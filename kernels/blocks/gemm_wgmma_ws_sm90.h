// NVIDIA Hopper warp-specialized GEMM mainloop (sm_90a, nvcc only): 256 x 128 block tiles, one
// producer warpgroup that only copies and two consumer warpgroups that only multiply, handing the
// k-slices over through mbarriers instead of block-wide barriers (docs/KERNELS.md, "The
// warp-specialized path"). The single-warpgroup loop (gemm_wgmma_sm90.h) copies and multiplies in
// the same warps and meets two __syncthreads per slice; here the tensor cores are fed as long as
// the producer keeps kStages - 1 slices ahead.
//
//  - Producer (warpgroup 0, 128 threads): for slice kt, waits until stage kt % kStages is empty
//    (its previous slice released by all 8 consumer warps), requests the slice with cp.async into
//    the same 128-byte-swizzled layouts as the single-warpgroup loop (SwizzledLoader), then each
//    thread issues cp.async.mbarrier.arrive.noinc on the stage's full barrier: the barrier
//    (expected count 128) completes its phase when every producer thread's copies have landed.
//  - Consumers (warpgroups 1 and 2, rows 0-127 and 128-255 of the tile): wait for the stage's
//    full phase, fence the generic-proxy writes to the async proxy, issue the slice's 4 k16 steps
//    x 2 m64n128k16 wgmma, commit, wait until the previous slice's group is done, and release the
//    previous stage (one arrival per warp: the empty barrier expects 8).
//
// The fp32 tile then reuses the pipeline (the mbarriers lie past it); every thread of the block,
// producer included, runs the epilogue. Only A row-major (k-major) is supported: an m-major A of
// 256 columns has 32 chunks per k row, so 128 copying threads step 4 rows, and the swizzle's
// constant-offset stepping needs a multiple of 8. The generated kernels all have row-major A.
#pragma once

#include "gemm_wgmma_sm90.h"

#if defined(FP_NVIDIA)

namespace fp::sm90 {

// The consumer warpgroups' tile: 256 x 128 x 64, 4 stages of 48 KB (192 KB: one block per SM).
// WarpsM x WarpsN counts the 8 consumer warps (kThreads = 256); the producer adds 128 threads.
using WideConfig = GemmConfig<256, kTileN, 64, 4, 4, 2>;

template <class In, Layout LA, Layout LB>
inline constexpr bool kSupportsWide = LA == Layout::RowMajor &&
                                      (std::is_same_v<In, bf16> || std::is_same_v<In, f16>);

// ---- mbarrier wrappers (empty outside the sm_90a pass, where nothing calls them) ----

__device__ __forceinline__ void mbar_init(uint32_t bar, uint32_t count) {
#if FP_SM90_WGMMA
  asm volatile("mbarrier.init.shared::cta.b64 [%0], %1;\n" ::"r"(bar), "r"(count) : "memory");
#else
  (void)bar, (void)count;
#endif
}
// Makes the initialised barriers visible to the other threads and to the async arrivals.
__device__ __forceinline__ void mbar_init_fence() {
#if FP_SM90_WGMMA
  asm volatile("fence.mbarrier_init.release.cluster;\n" ::: "memory");
#endif
}
// Blocks until the barrier's phase with this parity has completed (acquire).
__device__ __forceinline__ void mbar_wait(uint32_t bar, uint32_t parity) {
#if FP_SM90_WGMMA
  uint32_t done = 0;
  do {
    asm volatile("{\n.reg .pred p;\n"
                 "mbarrier.try_wait.parity.shared::cta.b64 p, [%1], %2;\n"
                 "selp.u32 %0, 1, 0, p;\n}\n"
                 : "=r"(done)
                 : "r"(bar), "r"(parity)
                 : "memory");
  } while (!done);
#else
  (void)bar, (void)parity;
#endif
}
// One arrival (release).
__device__ __forceinline__ void mbar_arrive(uint32_t bar) {
#if FP_SM90_WGMMA
  asm volatile("{\n.reg .b64 state;\nmbarrier.arrive.shared::cta.b64 state, [%0];\n}\n" ::"r"(bar)
               : "memory");
#else
  (void)bar;
#endif
}
// One arrival, made once all of this thread's earlier cp.async copies have landed.
__device__ __forceinline__ void mbar_arrive_after_copies(uint32_t bar) {
#if FP_SM90_WGMMA
  asm volatile("cp.async.mbarrier.arrive.noinc.shared::cta.b64 [%0];\n" ::"r"(bar) : "memory");
#else
  (void)bar;
#endif
}

template <class In, Layout LA, Layout LB> struct WarpSpecializedMainloop {
  static_assert(kSupportsWide<In, LA, LB>, "configuration outside the warp-specialized path");
  using Cfg = WideConfig;
  static constexpr int BM = Cfg::BM, BN = Cfg::BN, BK = Cfg::BK;
  static constexpr int kStages = Cfg::kStages;
  static constexpr int kProducerThreads = 128;
  static constexpr int kConsumerThreads = Cfg::kThreads;
  static constexpr int kThreads = kProducerThreads + kConsumerThreads;
  static constexpr int kConsumerRows = BM / (kConsumerThreads / 128); // rows per consumer group
  static constexpr int kMTiles = kConsumerRows / 64;
  static constexpr int kKSteps = BK / 16;
  static constexpr int kConsumerWarps = kConsumerThreads / 32;
  static constexpr bool kBKMajor = LB == Layout::ColMajor;

  using SliceA = SwizzledSlice<BM, BK, true>;
  using SliceB = SwizzledSlice<BN, BK, kBKMajor>;
  static constexpr int kStageBytes = SliceA::kBytes + SliceB::kBytes;
  static_assert(SliceA::kBytes % 1024 == 0 && kStageBytes % 1024 == 0,
                "every slice starts on a 1024-byte swizzle-atom boundary");
  static constexpr std::size_t kPipeBytes = std::size_t{kStages} * kStageBytes;
  static_assert(kTileBytes<Cfg> <= kPipeBytes, "the fp32 tile fits in the pipeline it reuses");
  static constexpr std::size_t kBarrierBytes = 2 * kStages * sizeof(uint64_t);
  static constexpr std::size_t kAlign = 1024;
  static constexpr std::size_t kSmemBytes = kPipeBytes + kBarrierBytes + kAlign;
  static_assert(kSmemBytes <= 227 * 1024, "fits an sm_90 block's shared memory");

  // Whether this call can run here: 16-byte aligned operands with ld % 8 == 0 (cp.async copies
  // 16-byte chunks). The launcher checks it before choosing this path; run() traps otherwise.
  FP_HD static bool accepts(const void *a, const void *b, int lda, int ldb) {
    return lda % 8 == 0 && ldb % 8 == 0 && reinterpret_cast<uintptr_t>(a) % 16 == 0 &&
           reinterpret_cast<uintptr_t>(b) % 16 == 0;
  }

  // Called by all kThreads threads; returns the fp32 tile (row stride kTileLd<Cfg>).
  __device__ static float *run(const In *A, const In *B, int M, int N, int K, int lda, int ldb,
                               int m0, int n0, char *smem) {
#if FP_SM90_WGMMA
    if (!accepts(A, B, lda, ldb))
      __trap();
    const int tid = static_cast<int>(threadIdx.x);
    const uint32_t raw = sm80::smem_addr(smem);
    const uint32_t pad = (kAlign - (raw & (kAlign - 1))) & (kAlign - 1);
    const uint32_t base = raw + pad;
    const uint32_t full = base + static_cast<uint32_t>(kPipeBytes); // kStages barriers
    const uint32_t empty = full + kStages * 8;                      // kStages barriers
    if (tid == 0) {
      for (int s = 0; s < kStages; ++s) {
        mbar_init(full + 8 * s, kProducerThreads);
        mbar_init(empty + 8 * s, kConsumerWarps);
      }
      mbar_init_fence();
    }
    __syncthreads();

    const int KT = (K + BK - 1) / BK;
    float acc[kMTiles][64];
    if (tid < kProducerThreads) {
      produce(reinterpret_cast<const uint16_t *>(A), reinterpret_cast<const uint16_t *>(B), M, N, K,
              lda, ldb, m0, n0, tid, base, full, empty, KT);
    } else {
      consume(acc, base, full, empty, KT);
    }
    // Every consumer warp has waited for its last wgmma group, and every slice the producer
    // requested was consumed (so has landed): the pipeline is free for the tile.
    __syncthreads();

    float *tile = reinterpret_cast<float *>(smem + pad);
    if (tid >= kProducerThreads) {
      const int ctid = tid - kProducerThreads;
      store_accumulators(acc, tile, kTileLd<Cfg>, (ctid / 128) * kConsumerRows, ctid % 128);
    }
    __syncthreads();
    return tile;
#else
    (void)A, (void)B, (void)M, (void)N, (void)K, (void)lda, (void)ldb, (void)m0, (void)n0;
    (void)smem;
    __trap();
    return nullptr;
#endif
  }

private:
#if FP_SM90_WGMMA
  __device__ __forceinline__ static void produce(const uint16_t *a, const uint16_t *b, int M, int N,
                                                 int K, int lda, int ldb, int m0, int n0, int tid,
                                                 uint32_t base, uint32_t full, uint32_t empty,
                                                 int KT) {
    const SwizzledLoader<SliceA, kProducerThreads> load_a(a, lda, m0, M, K, tid);
    const SwizzledLoader<SliceB, kProducerThreads> load_b(b, ldb, n0, N, K, tid);
    int stage = 0;
    uint32_t round = 0; // how many times the ring has wrapped
    for (int kt = 0; kt < KT; ++kt) {
      // Slice kt - kStages used this stage; its release is the empty barrier's phase round - 1.
      if (round > 0)
        mbar_wait(empty + 8 * stage, (round - 1) & 1);
      const uint32_t s = base + stage * kStageBytes;
      load_a.load(s, kt * BK);
      load_b.load(s + SliceA::kBytes, kt * BK);
      mbar_arrive_after_copies(full + 8 * stage);
      if (++stage == kStages) {
        stage = 0;
        ++round;
      }
    }
    // No cp.async.wait: every copy is tracked by a full barrier the consumers wait on.
  }

  __device__ __forceinline__ static void consume(float (&acc)[kMTiles][64], uint32_t base,
                                                 uint32_t full, uint32_t empty, int KT) {
    const int ctid = static_cast<int>(threadIdx.x) - kProducerThreads;
    const int group = ctid / 128, lane = ctid % 32;
#pragma unroll
    for (int h = 0; h < kMTiles; ++h)
#pragma unroll
      for (int i = 0; i < 64; ++i)
        acc[h][i] = 0.0f;
    const uint64_t desc_a0 = make_desc(base, SliceA::kLbo, SliceA::kSbo);
    const uint64_t desc_b0 = make_desc(base + SliceA::kBytes, SliceB::kLbo, SliceB::kSbo);
    int stage = 0, prev = kStages - 1;
    uint32_t round = 0;
    for (int kt = 0; kt < KT; ++kt) {
      mbar_wait(full + 8 * stage, round & 1);
      fence_proxy_async();
      const uint64_t stage_off = static_cast<uint64_t>(stage * kStageBytes) >> 4;
      const uint64_t da = desc_a0 + stage_off, db = desc_b0 + stage_off;
#pragma unroll
      for (int h = 0; h < kMTiles; ++h)
        fence_regs(acc[h]);
      wgmma_fence();
#pragma unroll
      for (int s = 0; s < kKSteps; ++s)
#pragma unroll
        for (int h = 0; h < kMTiles; ++h)
          wgmma_m64n128k16<In, 0, kBKMajor ? 0 : 1>(
              acc[h], da + (SliceA::desc_offset(group * kConsumerRows + h * 64, s) >> 4),
              db + (SliceB::desc_offset(0, s) >> 4));
      wgmma_commit();
      // This warp's group kt - 1 is done: it no longer reads stage `prev`.
      wgmma_wait<1>();
#pragma unroll
      for (int h = 0; h < kMTiles; ++h)
        fence_regs(acc[h]);
      if (kt > 0 && lane == 0)
        mbar_arrive(empty + 8 * prev);
      prev = stage;
      if (++stage == kStages) {
        stage = 0;
        ++round;
      }
    }
    wgmma_wait<0>();
#pragma unroll
    for (int h = 0; h < kMTiles; ++h)
      fence_regs(acc[h]);
  }
#endif
};

} // namespace fp::sm90

#endif // FP_NVIDIA
