// fp_gemm_bench: the project's GEMM alone (mainloop + a store-only epilogue through the real
// gemm_epilogue_body / launch_gemm_epilogue), bf16 operands. Checks every candidate tile
// configuration and k loop against a plain fp32 reference GEMM on the GPU (fresh random inputs,
// poisoned outputs), then times them with CUDA events (warm-up, median of kReps) and prints
// TFLOP/s. Exit status 1 if any check failed. Run by scripts/gpu_check.sh.
// Built for sm_90a (CMakeLists.txt), "default" is the generated kernels' path: the launcher's tile
// variant (TileVariants, gemm_mainloop.h), which there is the warp-specialized 256 x 128 mainloop
// (gemm_wgmma_ws_sm90.h) for row-major A and aligned operands, the decode tile for M <= 32, else
// the single-warpgroup wgmma mainloop (gemm_wgmma_sm90.h); "wgmma 1 warpgroup" times that one
// alone and "default mma.sync" the sm80 mainloop.
#include <cuda_runtime.h>

#include "gemm_epilogue_kernel.h"
#include "gpu/store_epilogue.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

namespace {

#define CHECK_CUDA(x)                                                                              \
  do {                                                                                             \
    cudaError_t err_ = (x);                                                                        \
    if (err_ != cudaSuccess) {                                                                     \
      std::fprintf(stderr, "%s:%d: %s: %s\n", __FILE__, __LINE__, #x, cudaGetErrorString(err_));   \
      std::exit(2);                                                                                \
    }                                                                                              \
  } while (0)

using fp::Layout;
constexpr Layout R = Layout::RowMajor, C = Layout::ColMajor;
constexpr int kWarmup = 10, kReps = 30;

template <class In, Layout LA, Layout LB, class Cfg, class Out>
__global__ void __launch_bounds__(fp::Mainloop<In, LA, LB, Cfg>::kThreads)
    gemm_kernel(fp::KernelArgs args) {
  fp::gemm_epilogue_body<In, LA, LB, Cfg, fp_gpu::StoreEpilogue<Out>>(args);
}

// Any mainloop type run the way gemm_epilogue_body runs fp::Mainloop: the plain mainloop (the
// generated kernels only use it under FP_FORCE_PLAIN_GEMM or before sm_80, so it is checked here)
// and mainloop variants kept for comparison.
template <class In, class ML, class Cfg, class Out>
__global__ void __launch_bounds__(Cfg::kThreads) mainloop_kernel(fp::KernelArgs args) {
  extern __shared__ __attribute__((aligned(16))) char fp_gemm_smem[];
  int m0, n0;
  fp::block_tile_origin<Cfg>(m0, n0);
  float *tile = ML::run(static_cast<const In *>(args.a), static_cast<const In *>(args.b), args.M,
                        args.N, args.K, args.lda, args.ldb, m0, n0, fp_gemm_smem);
  fp::run_epilogue_device<Cfg>(fp_gpu::StoreEpilogue<Out>(args), tile, fp::kTileLd<Cfg>, m0, n0,
                               args.M, args.N);
}

using LaunchFn = cudaError_t (*)(const fp::KernelArgs &, cudaStream_t);

// The generated kernels' path: fp::Mainloop through launch_gemm_epilogue.
template <class In, Layout LA, Layout LB, class Cfg, class Out>
cudaError_t launch_fast(const fp::KernelArgs &a, cudaStream_t s) {
  return fp::launch_gemm_epilogue<In, LA, LB, Cfg, fp_gpu::StoreEpilogue<Out>>(
      gemm_kernel<In, LA, LB, Cfg, Out>, a, s);
}
template <class In, class ML, class Cfg, class Out>
cudaError_t launch_mainloop(const fp::KernelArgs &a, cudaStream_t s) {
  auto kernel = mainloop_kernel<In, ML, Cfg, Out>;
  CHECK_CUDA(cudaFuncSetAttribute(kernel, cudaFuncAttributeMaxDynamicSharedMemorySize,
                                  static_cast<int>(ML::kSmemBytes)));
  dim3 grid((a.N + Cfg::BN - 1) / Cfg::BN, (a.M + Cfg::BM - 1) / Cfg::BM);
  kernel<<<grid, Cfg::kThreads, ML::kSmemBytes, s>>>(a);
  return cudaGetLastError();
}

// ---- inputs and reference ----

__device__ float uniform(unsigned long long seed, unsigned long long i) {
  unsigned long long x = (i + 1) * 0x9E3779B97F4A7C15ull ^ seed;
  x ^= x >> 31;
  x *= 0xBF58476D1CE4E5B9ull;
  x ^= x >> 29;
  x *= 0x94D049BB133111EBull;
  x ^= x >> 32;
  return static_cast<float>(x & 0xFFFFFF) * (2.0f / 16777216.0f) - 1.0f; // [-1, 1)
}

template <class T> __global__ void fill_random(T *p, long n, unsigned long long seed) {
  for (long i = blockIdx.x * long{blockDim.x} + threadIdx.x; i < n;
       i += long{gridDim.x} * blockDim.x)
    p[i] = fp::from_float<T>(uniform(seed, i));
}

// C[i * N + j] = sum_k A(i, k) B(k, j) in fp32, 16 x 16 shared-memory tiles, each operand read
// along its contiguous dimension.
template <class In>
__global__ void reference_gemm(const In *A, const In *B, float *Cm, int M, int N, int K, int lda,
                               int ldb, bool a_row, bool b_col) {
  __shared__ float As[16][17], Bs[16][17]; // As[m][k], Bs[k][n]
  const int tx = threadIdx.x, ty = threadIdx.y;
  const int mb = blockIdx.y * 16, nb = blockIdx.x * 16;
  float acc = 0.0f;
  for (int k0 = 0; k0 < K; k0 += 16) {
    {
      const int m = a_row ? mb + ty : mb + tx, k = a_row ? k0 + tx : k0 + ty;
      const float v =
          m < M && k < K ? fp::load(A, a_row ? long{m} * lda + k : long{k} * lda + m) : 0.0f;
      As[m - mb][k - k0] = v;
    }
    {
      const int n = b_col ? nb + ty : nb + tx, k = b_col ? k0 + tx : k0 + ty;
      const float v =
          n < N && k < K ? fp::load(B, b_col ? long{n} * ldb + k : long{k} * ldb + n) : 0.0f;
      Bs[k - k0][n - nb] = v;
    }
    __syncthreads();
    for (int kk = 0; kk < 16; ++kk)
      acc = fmaf(As[ty][kk], Bs[kk][tx], acc);
    __syncthreads();
  }
  if (mb + ty < M && nb + tx < N)
    Cm[long{mb + ty} * N + nb + tx] = acc;
}

struct Shape {
  int M, N, K;
  int pad = 0;         // extra elements per leading dimension beyond the minimum
  bool round8 = false; // then round each leading dimension up to a multiple of 8 (cp.async path)
};

int leading_dim(int min_ld, const Shape &s) {
  const int ld = min_ld + s.pad;
  return s.round8 ? (ld + 7) / 8 * 8 : ld;
}

struct Operands {
  void *a = nullptr, *b = nullptr;
  int lda = 0, ldb = 0;
  long na = 0, nb = 0;
};

template <class In> Operands make_operands(const Shape &s, Layout la, Layout lb, unsigned seed) {
  Operands o;
  o.lda = leading_dim(la == R ? s.K : s.M, s);
  o.ldb = leading_dim(lb == C ? s.K : s.N, s);
  o.na = long{la == R ? s.M : s.K} * o.lda;
  o.nb = long{lb == C ? s.N : s.K} * o.ldb;
  CHECK_CUDA(cudaMalloc(&o.a, o.na * sizeof(In)));
  CHECK_CUDA(cudaMalloc(&o.b, o.nb * sizeof(In)));
  fill_random<<<1024, 256>>>(static_cast<In *>(o.a), o.na, 0x1234567ull * seed + 1);
  fill_random<<<1024, 256>>>(static_cast<In *>(o.b), o.nb, 0x7654321ull * seed + 7);
  CHECK_CUDA(cudaGetLastError());
  return o;
}

void free_operands(Operands &o) {
  CHECK_CUDA(cudaFree(o.a));
  CHECK_CUDA(cudaFree(o.b));
}

fp::KernelArgs make_args(const Shape &s, const Operands &o, void *out) {
  fp::KernelArgs a;
  a.M = s.M, a.N = s.N, a.K = s.K;
  a.a = o.a, a.b = o.b, a.lda = o.lda, a.ldb = o.ldb;
  a.outputs[0] = out;
  return a;
}

int g_failures = 0;
unsigned g_seed = 1;

const char *layout_name(Layout la, Layout lb) {
  static const char *names[2][2] = {{"RR", "RC"}, {"CR", "CC"}};
  return names[la == C][lb == C];
}

float to_host_float(float v) { return v; }
float to_host_float(fp::bf16 v) { return fp::to_float(v); }

// Runs `launch` on fresh random inputs and compares its output (Out) with the reference.
template <class In, class Out = float>
void check(const char *name, LaunchFn launch, Layout la, Layout lb, const Shape &s) {
  Operands o = make_operands<In>(s, la, lb, g_seed++);
  const long n = long{s.M} * s.N;
  Out *out;
  float *ref;
  CHECK_CUDA(cudaMalloc(&out, n * sizeof(Out)));
  CHECK_CUDA(cudaMalloc(&ref, n * sizeof(float)));
  CHECK_CUDA(cudaMemset(out, 0xFF, n * sizeof(Out))); // NaN: catches unwritten outputs
  fp::KernelArgs args = make_args(s, o, out);
  CHECK_CUDA(launch(args, nullptr));
  reference_gemm<In><<<dim3((s.N + 15) / 16, (s.M + 15) / 16), dim3(16, 16)>>>(
      static_cast<const In *>(o.a), static_cast<const In *>(o.b), ref, s.M, s.N, s.K, o.lda, o.ldb,
      la == R, lb == C);
  CHECK_CUDA(cudaGetLastError());
  CHECK_CUDA(cudaDeviceSynchronize());
  std::vector<Out> h(n);
  std::vector<float> r(n);
  CHECK_CUDA(cudaMemcpy(h.data(), out, n * sizeof(Out), cudaMemcpyDeviceToHost));
  CHECK_CUDA(cudaMemcpy(r.data(), ref, n * sizeof(float), cudaMemcpyDeviceToHost));
  double ref2 = 0;
  for (long i = 0; i < n; ++i)
    ref2 += double{r[i]} * r[i];
  const double ref_rms = std::sqrt(ref2 / n);
  // fp32 output: the same exact bf16 products summed in another order, about sqrt(K) * 2^-24 ~
  // 4e-6 relative at K = 4096, at most ~2e-5 * ref_rms per element on an H200 (a lost 8-element k
  // chunk is ~4e-2 relative; one wrong element moves max_abs by about ref_rms). bf16 output:
  // plus one rounding, at most 2^-8 relative (the summation difference still applies on top:
  // 1e-5 * ref_rms there flagged 1 element in 16M, a rounding flip, not a wrong sum).
  const bool bf16_out = sizeof(Out) == 2;
  const double rel_tol = bf16_out ? 1.0 / 256 : 0.0, abs_tol = 1e-3 * ref_rms;
  double err2 = 0, max_abs = 0;
  long bad = 0, nonfinite = 0;
  for (long i = 0; i < n; ++i) {
    const float v = to_host_float(h[i]);
    const double d = double{v} - r[i];
    nonfinite += !std::isfinite(v);
    bad += !(std::fabs(d) <= rel_tol * std::fabs(r[i]) + abs_tol);
    err2 += d * d;
    max_abs = std::max(max_abs, std::fabs(d));
  }
  const double rel = std::sqrt(err2 / std::max(ref2, 1e-30));
  const bool ok = nonfinite == 0 && bad == 0 && rel < (bf16_out ? 4e-3 : 1e-4);
  g_failures += !ok;
  std::printf("check %-24s %s M=%5d N=%5d K=%5d lda=%5d ldb=%5d %s rel_err=%.2e max_abs=%.2e "
              "out_of_tol=%ld nonfinite=%ld  %s\n",
              name, layout_name(la, lb), s.M, s.N, s.K, o.lda, o.ldb, bf16_out ? "bf16" : "f32 ",
              rel, max_abs, bad, nonfinite, ok ? "ok" : "FAIL");
  CHECK_CUDA(cudaFree(out));
  CHECK_CUDA(cudaFree(ref));
  free_operands(o);
}

// Median time of `launch` (bf16 output) over kReps event-timed runs after kWarmup runs.
void bench(const char *name, LaunchFn launch, Layout la, Layout lb, const Shape &s) {
  Operands o = make_operands<fp::bf16>(s, la, lb, g_seed++);
  void *out;
  CHECK_CUDA(cudaMalloc(&out, long{s.M} * s.N * sizeof(fp::bf16)));
  fp::KernelArgs args = make_args(s, o, out);
  for (int i = 0; i < kWarmup; ++i)
    CHECK_CUDA(launch(args, nullptr));
  std::vector<cudaEvent_t> ev(2 * kReps);
  for (auto &e : ev)
    CHECK_CUDA(cudaEventCreate(&e));
  for (int i = 0; i < kReps; ++i) {
    CHECK_CUDA(cudaEventRecord(ev[2 * i]));
    CHECK_CUDA(launch(args, nullptr));
    CHECK_CUDA(cudaEventRecord(ev[2 * i + 1]));
  }
  CHECK_CUDA(cudaDeviceSynchronize());
  std::vector<float> ms(kReps);
  for (int i = 0; i < kReps; ++i)
    CHECK_CUDA(cudaEventElapsedTime(&ms[i], ev[2 * i], ev[2 * i + 1]));
  for (auto &e : ev)
    CHECK_CUDA(cudaEventDestroy(e));
  std::sort(ms.begin(), ms.end());
  const double med = ms[kReps / 2];
  const double tflops = 2.0 * s.M * s.N * s.K / (med * 1e-3) / 1e12;
  std::printf("time  %-24s %s M=%5d N=%5d K=%5d  median %.4f ms (min %.4f, max %.4f)  %7.1f "
              "TFLOP/s\n",
              name, layout_name(la, lb), s.M, s.N, s.K, med, ms.front(), ms.back(), tflops);
  CHECK_CUDA(cudaFree(out));
  free_operands(o);
}

const Shape kBig{4096, 4096, 4096}, kRagged{4001, 3999, 4000}, kDecode{16, 4096, 4096};
const Shape kTall{16384, 4096, 4096};

// Which k loop a candidate runs: the generated kernels' path (fp::Mainloop through
// launch_gemm_epilogue: on sm_90a the wgmma mainloop where sm90::kSupports accepts the
// configuration, else MmaMainloop, which picks its loop from the accumulator count), or one
// mainloop forced, for comparison: MmaMainloop with its own choice of loop (Mma) or one of its two
// loops (Pipelined, Simple), or the wgmma mainloop (Wgmma, for configurations the generated
// kernels do not use).
enum class Loop { Production, Mma, Pipelined, Simple, Wgmma };

// A mainloop configuration under test, bf16 operands.
template <class Cfg, Loop kLoop = Loop::Production> struct Candidate {
  template <Layout LA, Layout LB, class Out> static LaunchFn fn() {
    if constexpr (kLoop == Loop::Production)
      return launch_fast<fp::bf16, LA, LB, Cfg, Out>;
    else if constexpr (kLoop == Loop::Mma)
      return launch_mainloop<fp::bf16, fp::sm80::MmaMainloop<fp::bf16, LA, LB, Cfg>, Cfg, Out>;
    else if constexpr (kLoop == Loop::Wgmma)
      return launch_mainloop<fp::bf16, fp::sm90::WgmmaMainloop<fp::bf16, LA, LB, Cfg>, Cfg, Out>;
    else
      return launch_mainloop<fp::bf16,
                             fp::sm80::MmaMainloop<fp::bf16, LA, LB, Cfg, kLoop == Loop::Pipelined>,
                             Cfg, Out>;
  }

  template <Layout LA, Layout LB> static void check_edges(const char *name) {
    LaunchFn f = fn<LA, LB, float>();
    check<fp::bf16>(name, f, LA, LB, {77, 203, 999, 5, true}); // partial cp.async chunks
    check<fp::bf16>(name, f, LA, LB, {130, 257, 37});          // odd ld: element loads
    check<fp::bf16>(name, f, LA, LB, kDecode);                 // warps past M skip
  }

  // full: every layout at every shape; otherwise 4096^3 RC and the edges in RR and CC (between
  // them, each operand both k-contiguous and not).
  static void check_all(const char *name, bool full) {
    check<fp::bf16>(name, fn<R, C, float>(), R, C, kBig);
    check<fp::bf16, fp::bf16>(name, fn<R, C, fp::bf16>(), R, C, kBig);
    check_edges<R, R>(name);
    check_edges<C, C>(name);
    if (!full)
      return;
    check_edges<R, C>(name);
    check_edges<C, R>(name);
    check<fp::bf16>(name, fn<R, R, float>(), R, R, kBig);
    check<fp::bf16>(name, fn<C, C, float>(), C, C, kBig);
    check<fp::bf16>(name, fn<C, R, float>(), C, R, kBig);
    for (const Shape &s : {kRagged, Shape{300, 200, 5000, 0, true}, Shape{1, 1, 1}}) {
      check<fp::bf16>(name, fn<R, C, float>(), R, C, s);
      check<fp::bf16>(name, fn<R, R, float>(), R, R, s);
      check<fp::bf16>(name, fn<C, C, float>(), C, C, s);
      check<fp::bf16>(name, fn<C, R, float>(), C, R, s);
    }
  }
};

// Candidates (BM x BN x BK, stages, warps).
using Default = Candidate<fp::DefaultConfig>; // wgmma on sm_90a
using DefaultMma = Candidate<fp::DefaultConfig, Loop::Mma>;
using DefaultOneWarpgroup = Candidate<fp::DefaultConfig, Loop::Wgmma>;
using DefaultPipelined = Candidate<fp::DefaultConfig, Loop::Pipelined>;
// wgmma with a 4-stage ring (prefetch distance 3, 129 KB: one block per SM), and a 64-row tile
// (one m64 wgmma per k step, 4 x 24 KB: two blocks per SM).
using Wgmma128s4 = Candidate<fp::GemmConfig<128, 128, 64, 4, 2, 2>, Loop::Wgmma>;
using Wgmma64s4 = Candidate<fp::GemmConfig<64, 128, 64, 4, 1, 4>, Loop::Wgmma>;
using Decode = Candidate<fp::DecodeConfig>;
using C256k64s3w8 = Candidate<fp::GemmConfig<256, 128, 64, 3, 4, 2>>;
using C256k32s4w8 = Candidate<fp::GemmConfig<256, 128, 32, 4, 4, 2>>;
using C128k32s4w4 = Candidate<fp::GemmConfig<128, 128, 32, 4, 2, 2>>;
using C128k64s3w8 = Candidate<fp::GemmConfig<128, 128, 64, 3, 2, 4>>;

template <Layout LA, Layout LB> void check_plain(const Shape &s) {
  using DC = fp::DefaultConfig;
  check<fp::bf16>("plain",
                  launch_mainloop<fp::bf16, fp::PlainMainloop<fp::bf16, LA, LB, DC>, DC, float>, LA,
                  LB, s);
}

} // namespace

int main() {
  cudaDeviceProp prop;
  CHECK_CUDA(cudaGetDeviceProperties(&prop, 0));
  using DC = fp::DefaultConfig;
  std::printf("device %s, %d SMs, sm_%d%d, default config %dx%dx%d, %d stages, %d threads, "
              "%zu B shared memory, wgmma on sm_90a: %s\n",
              prop.name, prop.multiProcessorCount, prop.major, prop.minor, DC::BM, DC::BN, DC::BK,
              DC::kStages, DC::kThreads, fp::Mainloop<fp::bf16, R, C, DC>::kSmemBytes,
              fp::sm90::kSupports<fp::bf16, DC> ? "yes" : "no");

  Default::check_all("default", true);
  // The wide variant at sizes that are not whole 256 x 128 tiles, k loops shorter than the ring,
  // and every tile-row count of a raster group edge; then the variants' boundaries in M.
  for (const Shape &s : {Shape{257, 129, 64, 0, true}, Shape{511, 1000, 130, 3, true},
                         Shape{2304, 1152, 200, 0, true}, Shape{33, 128, 4096},
                         Shape{32, 4096, 512}, Shape{16384, 4096, 4096}}) {
    check<fp::bf16>("default", Default::fn<R, C, float>(), R, C, s);
    check<fp::bf16>("default", Default::fn<R, R, float>(), R, R, s);
  }
  DefaultOneWarpgroup::check_all("wgmma 1 warpgroup", false);
  Decode::check_all("decode", true);
  DefaultMma::check_all("default mma.sync", true);
  DefaultPipelined::check_all("default pipelined", false);
  Wgmma128s4::check_all("wgmma 128x128x64 s4", false);
  Wgmma64s4::check_all("wgmma 64x128x64 s4", false);
  C256k64s3w8::check_all("256x128x64 s3 w8", false);
  C256k32s4w8::check_all("256x128x32 s4 w8", false);
  C128k32s4w4::check_all("128x128x32 s4 w4", false);
  C128k64s3w8::check_all("128x128x64 s3 w8", false);
  for (const Shape &s : {Shape{301, 259, 333}, kRagged}) {
    check_plain<R, C>(s);
    check_plain<R, R>(s);
    check_plain<C, C>(s);
    check_plain<C, R>(s);
  }
  check<fp::f16>("default f16", launch_fast<fp::f16, R, C, DC, float>, R, C, {515, 389, 1000});
  check<fp::f16>("default f16", launch_fast<fp::f16, C, R, DC, float>, C, R, {515, 389, 1000});
  check<fp::f16>("default f16", launch_fast<fp::f16, R, R, DC, float>, R, R, {515, 389, 1000});

  // Timing, bf16 output.
  bench("default", Default::fn<R, C, fp::bf16>(), R, C, kBig);
  bench("wgmma 1 warpgroup", DefaultOneWarpgroup::fn<R, C, fp::bf16>(), R, C, kBig);
  bench("default mma.sync", DefaultMma::fn<R, C, fp::bf16>(), R, C, kBig);
  bench("default", Default::fn<R, C, fp::bf16>(), R, C, kTall);
  bench("default", Default::fn<R, R, fp::bf16>(), R, R, kTall);
  bench("wgmma 1 warpgroup", DefaultOneWarpgroup::fn<R, R, fp::bf16>(), R, R, kTall);
  bench("default pipelined", DefaultPipelined::fn<R, C, fp::bf16>(), R, C, kBig);
  bench("wgmma 128x128x64 s4", Wgmma128s4::fn<R, C, fp::bf16>(), R, C, kBig);
  bench("wgmma 64x128x64 s4", Wgmma64s4::fn<R, C, fp::bf16>(), R, C, kBig);
  bench("256x128x64 s3 w8", C256k64s3w8::fn<R, C, fp::bf16>(), R, C, kBig);
  bench("256x128x32 s4 w8", C256k32s4w8::fn<R, C, fp::bf16>(), R, C, kBig);
  bench("128x128x32 s4 w4", C128k32s4w4::fn<R, C, fp::bf16>(), R, C, kBig);
  bench("128x128x64 s3 w8", C128k64s3w8::fn<R, C, fp::bf16>(), R, C, kBig);
  bench("default", Default::fn<R, R, fp::bf16>(), R, R, kBig);
  bench("wgmma 1 warpgroup", DefaultOneWarpgroup::fn<R, R, fp::bf16>(), R, R, kBig);
  bench("default mma.sync", DefaultMma::fn<R, R, fp::bf16>(), R, R, kBig);
  bench("wgmma 128x128x64 s4", Wgmma128s4::fn<R, R, fp::bf16>(), R, R, kBig);
  bench("wgmma 64x128x64 s4", Wgmma64s4::fn<R, R, fp::bf16>(), R, R, kBig);
  bench("default", Default::fn<C, R, fp::bf16>(), C, R, kBig);
  bench("default", Default::fn<C, C, fp::bf16>(), C, C, kBig);
  bench("default", Default::fn<R, C, fp::bf16>(), R, C, kRagged);
  bench("default", Default::fn<R, R, fp::bf16>(), R, R, kRagged);
  bench("wgmma 1 warpgroup", DefaultOneWarpgroup::fn<R, C, fp::bf16>(), R, C, kRagged);
  bench("default", Default::fn<R, C, fp::bf16>(), R, C, kDecode);
  bench("default", Default::fn<R, R, fp::bf16>(), R, R, kDecode);
  bench("default mma.sync", DefaultMma::fn<R, C, fp::bf16>(), R, C, kDecode);
  bench("decode", Decode::fn<R, C, fp::bf16>(), R, C, kDecode);
  bench("decode", Decode::fn<R, R, fp::bf16>(), R, R, kDecode);
  bench("default", Default::fn<R, C, fp::bf16>(), R, C, kBig); // repeat: run-to-run spread

  std::printf("%s: %d check(s) failed\n", g_failures ? "FAIL" : "PASS", g_failures);
  return g_failures ? 1 : 0;
}
