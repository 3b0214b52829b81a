// The body and launcher every generated GEMM+epilogue kernel instantiates:
//
//   __global__ void __launch_bounds__(fp::Mainloop<In, LA, LB, Cfg>::kThreads)
//   kernel(fp::KernelArgs args) { fp::gemm_epilogue_body<In, LA, LB, Cfg, Epilogue>(args); }
//   inline hipError_t launch(const fp::KernelArgs &a, hipStream_t s) {
//     return fp::launch_gemm_epilogue<In, LA, LB, Cfg, Epilogue>(kernel, a, s);
//   }
//
// One block per BM x BN output tile: the mainloop leaves the fp32 tile in shared memory, then
// the whole block runs the epilogue over it (epilogue/driver.h). The kernel itself is a plain
// __global__ function in the generated file, so that it has a name of its own in profiles.
#pragma once

#include "gemm_mainloop.h"

#include "epilogue/driver.h"

#if FP_GPU_COMPILER

#include <atomic>

namespace fp {

template <class In, Layout LA, Layout LB, class Cfg, class Epi>
__device__ __forceinline__ void gemm_epilogue_body(const KernelArgs &args) {
  using ML = Mainloop<In, LA, LB, Cfg>;
  extern __shared__ __attribute__((aligned(16))) char fp_gemm_smem[];
  int m0, n0;
  block_tile_origin<Cfg>(m0, n0);
  // The tile lies in this block's fp_gemm_smem, which the epilogue may reuse (row reductions).
  float *tile = ML::run(static_cast<const In *>(args.a), static_cast<const In *>(args.b), args.M,
                        args.N, args.K, args.lda, args.ldb, m0, n0, fp_gemm_smem);
  run_epilogue_device<Cfg>(Epi(args), tile, kTileLd<Cfg>, m0, n0, args.M, args.N);
}

// Launches `kernel` (which must run gemm_epilogue_body with the same template arguments) over the
// ceil(N / BN) x ceil(M / BM) tiles on `stream`. Returns the launch's error, if any; an empty
// output (M or N = 0) launches nothing.
template <class In, Layout LA, Layout LB, class Cfg, class Epi, class KernelFn>
hipError_t launch_gemm_epilogue(KernelFn kernel, const KernelArgs &args, hipStream_t stream) {
  using ML = Mainloop<In, LA, LB, Cfg>;
  if (args.M <= 0 || args.N <= 0)
    return hipSuccess;
  // Blocks need more than the default 48 KB of dynamic shared memory; the limit is a per-device
  // attribute of the function, so it is raised once per device this instantiation runs on
  // (devices 0..63; each instantiation belongs to one generated kernel). Raising it twice from
  // racing threads is harmless.
  static std::atomic<unsigned long long> raised{0};
  int device = 0;
  if (hipError_t e = hipGetDevice(&device); e != hipSuccess)
    return e;
  const unsigned long long bit = device < 64 ? 1ull << device : 0ull;
  if (bit == 0 || (raised.load(std::memory_order_relaxed) & bit) == 0) {
    hipError_t e = hipFuncSetAttribute(reinterpret_cast<const void *>(kernel),
                                       hipFuncAttributeMaxDynamicSharedMemorySize,
                                       static_cast<int>(ML::kSmemBytes));
    if (e != hipSuccess)
      return e;
    raised.fetch_or(bit, std::memory_order_relaxed);
  }
  const dim3 grid((args.N + Cfg::BN - 1) / Cfg::BN, (args.M + Cfg::BM - 1) / Cfg::BM);
  kernel<<<grid, dim3(ML::kThreads), ML::kSmemBytes, stream>>>(args);
  return hipGetLastError();
}

} // namespace fp

#endif // FP_GPU_COMPILER
