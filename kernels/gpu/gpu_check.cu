// The GPU check: every generated kernel (kernels/generated/*.hip and the test-only kernels of
// tests/kernels/generated/*.hip, compiled in by one wrapper each and found through
// fp::kernel_registry) runs on the GPU on seeded inputs (bf16, or the f16, fp8 or f32 a parameter
// declares) at several shapes, and its outputs are compared with an fp64 reference using the
// numeric tier's policy:
//   reference  the kernel's own epilogue code in double over the exact (double) accumulator:
//              the rule's right side in fp64 (the rule is proved, so it equals the left side);
//   unfused    the same right side run unfused in the same dtypes: the project's GEMM alone
//              (same mainloop, same fp32 accumulation order) with its output stored in bf16,
//              then the epilogue in fp32 (what a GEMM library plus a separate elementwise
//              kernel computes);
//   no-less-accurate  max|fused - ref| <= 2 max|unfused - ref| + 1e-6 (CODA's criterion);
//   tolerance  |fused - ref| <= atol + rtol |ref| (bf16 1.6e-2 / 1e-5, f16 1e-3 / 1e-5,
//              e4m3 0.125 / 1e-5, e5m2 0.25 / 1e-5, f32 1.3e-6 / 1e-5),
//              judged when the unfused side uses at most half of it, as in the numeric tier.
// Large shapes are checked on a sample of rows (every row is independent, so a sample is exact
// for the rows it covers; kernels with per-row-tile partials are sampled in whole row tiles);
// small ones on every row. At the smaller shapes each kernel also runs with every scalar it
// accepts from device memory and with each in-place pair, which must write the same bits.
// Kernels with per-column-tile partials also run at an LM head's shape (vocabulary 50257).
// Integer inputs are targets: a column in [0, N), or PyTorch's ignore index -100 one time in 8.
// With --bench, times each kernel at the large and the decode shape.
// Builds with the GPU toolchain alone: no Z3, no Boost.
#include "blocks/check_policy.h"
#include "blocks/registry.h"
#include "gpu/accumulator_gemm.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <random>
#include <string>
#include <thread>
#include <vector>

namespace {

#define CHECK_HIP(x)                                                                               \
  do {                                                                                             \
    hipError_t err_ = (x);                                                                         \
    if (err_ != hipSuccess) {                                                                      \
      std::fprintf(stderr, "%s:%d: %s: %s\n", __FILE__, __LINE__, #x, hipGetErrorString(err_));    \
      std::exit(2);                                                                                \
    }                                                                                              \
  } while (0)

struct Shape {
  const char *name;
  int M, N, K;
};

/// bf16 and f16 live in 16-bit words (Tensor::half), e4m3 and e5m2 in bytes (Tensor::byte).
bool sixteen_bit(fp::DType d) { return d == fp::DType::BF16 || d == fp::DType::F16; }
bool eight_bit(fp::DType d) { return d == fp::DType::E4M3 || d == fp::DType::E5M2; }
double from_bits(fp::DType d, uint16_t b) {
  switch (d) {
  case fp::DType::F16: return fp::to_float(fp::f16{b});
  case fp::DType::E4M3: return fp::to_float(fp::e4m3{uint8_t(b)});
  case fp::DType::E5M2: return fp::to_float(fp::e5m2{uint8_t(b)});
  default: return fp::to_float(fp::bf16{b});
  }
}

struct Tensor {
  fp::DType dtype;
  long rows = 0, cols = 0;
  std::vector<uint16_t> half; // bf16 or f16 bits
  std::vector<uint8_t> byte;  // e4m3 or e5m2 bits
  std::vector<float> single;
  std::vector<int64_t> wide; // integer inputs (targets)
  void *device = nullptr;
  size_t bytes() const {
    return sixteen_bit(dtype)        ? half.size() * 2
           : eight_bit(dtype)        ? byte.size()
           : dtype == fp::DType::I64 ? wide.size() * 8
                                     : single.size() * 4;
  }
  void *host() {
    return sixteen_bit(dtype)        ? (void *)half.data()
           : eight_bit(dtype)        ? (void *)byte.data()
           : dtype == fp::DType::I64 ? (void *)wide.data()
                                     : (void *)single.data();
  }
  double at(long k) const {
    return sixteen_bit(dtype) ? from_bits(dtype, half[k])
           : eight_bit(dtype) ? from_bits(dtype, byte[k])
                              : single[k];
  }
};

long extent(fp::Extent e, const Shape &s) { return fp::extent_size(e, s.M, s.N, s.K); }

/// Rows of a full problem to compare: all of them when small, else an even sample plus the last.
/// A kernel with per-row-tile partials is sampled in whole kTileM-row tiles (`tiles` receives
/// them), so that each sampled tile's partial is the sub-problem's.
std::vector<int> sample_rows(int M, bool row_tiled, std::vector<int> &tiles) {
  std::vector<int> rows;
  tiles.clear();
  if (row_tiled) {
    int count = (M + fp::kTileM - 1) / fp::kTileM;
    int stride = count <= 32 ? 1 : count / 8;
    for (int t = 0; t < count; t += stride)
      tiles.push_back(t);
    if (tiles.back() != count - 1)
      tiles.push_back(count - 1);
    for (int t : tiles)
      for (int i = t * fp::kTileM; i < std::min(M, (t + 1) * fp::kTileM); ++i)
        rows.push_back(i);
    return rows;
  }
  int stride = M <= 1024 ? 1 : M / 256;
  for (int i = 0; i < M; i += stride)
    rows.push_back(i);
  if (rows.back() != M - 1)
    rows.push_back(M - 1);
  return rows;
}

/// The reference accumulator (double) for the sampled rows, on all host cores.
std::vector<double> reference_acc(const fp::KernelInfo &k, const Shape &s, const Tensor &A,
                                  const Tensor &B, const std::vector<int> &rows) {
  std::vector<double> acc(rows.size() * size_t(s.N));
  bool a_row = k.params[0].layout == fp::Layout::RowMajor;
  bool b_row = k.params[1].layout == fp::Layout::RowMajor;
  // B as doubles in (k, j) order once, so the inner loop is contiguous.
  std::vector<double> b(size_t(s.K) * s.N);
  for (long kk = 0; kk < s.K; ++kk)
    for (long j = 0; j < s.N; ++j)
      b[kk * s.N + j] = B.at(b_row ? kk * s.N + j : j * s.K + kk);
  unsigned threads = std::max(1u, std::thread::hardware_concurrency());
  std::vector<std::thread> pool;
  for (unsigned t = 0; t < threads; ++t)
    pool.emplace_back([&, t] {
      std::vector<double> a(s.K);
      for (size_t r = t; r < rows.size(); r += threads) {
        long i = rows[r];
        for (long kk = 0; kk < s.K; ++kk)
          a[kk] = A.at(a_row ? i * s.K + kk : kk * s.M + i);
        double *out = &acc[r * s.N];
        for (long kk = 0; kk < s.K; ++kk) {
          double av = a[kk];
          const double *brow = &b[kk * s.N];
          for (long j = 0; j < s.N; ++j)
            out[j] += av * brow[j];
        }
      }
    });
  for (std::thread &t : pool)
    t.join();
  return acc;
}

/// Median time in ms of `launch` over 30 runs after 5 warm-ups, with device events.
template <class Launch> double median_ms(Launch launch) {
  hipEvent_t start, stop;
  CHECK_HIP(hipEventCreate(&start));
  CHECK_HIP(hipEventCreate(&stop));
  for (int w = 0; w < 5; ++w)
    CHECK_HIP(launch());
  std::vector<float> times;
  for (int r = 0; r < 30; ++r) {
    CHECK_HIP(hipEventRecord(start, nullptr));
    CHECK_HIP(launch());
    CHECK_HIP(hipEventRecord(stop, nullptr));
    CHECK_HIP(hipEventSynchronize(stop));
    float t = 0;
    CHECK_HIP(hipEventElapsedTime(&t, start, stop));
    times.push_back(t);
  }
  std::sort(times.begin(), times.end());
  CHECK_HIP(hipEventDestroy(start));
  CHECK_HIP(hipEventDestroy(stop));
  return times[times.size() / 2];
}

/// Every output of a launch as bytes, by parameter index.
std::vector<std::vector<char>> download_outputs(const fp::KernelInfo &k,
                                                const std::vector<Tensor> &tensors,
                                                const fp::KernelArgs &args) {
  std::vector<std::vector<char>> out(k.num_params);
  CHECK_HIP(hipDeviceSynchronize());
  for (int p = 0; p < k.num_params; ++p)
    if (k.params[p].role == fp::ParamRole::Output) {
      out[p].resize(tensors[p].bytes());
      CHECK_HIP(hipMemcpy(out[p].data(), args.outputs[k.params[p].slot], out[p].size(),
                          hipMemcpyDeviceToHost));
    }
  return out;
}

/// Launches that must write the plain launch's outputs bit for bit: each scalar the launcher
/// accepts from device memory (its by-value slot NaN meanwhile), and each published in-place
/// pair (the output written into a copy of the input's buffer, passed as both).
bool check_variants(const fp::KernelInfo &k, const Shape &s, const std::vector<Tensor> &tensors,
                    const fp::KernelArgs &args) {
  const std::vector<std::vector<char>> plain = download_outputs(k, tensors, args);
  bool ok = true;
  auto report = [&](const std::string &what, const std::vector<std::vector<char>> &got) {
    bool same = got == plain;
    ok = ok && same;
    std::printf("  %-28s %-7s M=%-5d N=%-5d K=%-5d %s: %s\n", k.rule, s.name, s.M, s.N, s.K,
                what.c_str(), same ? "same bits" : "FAIL: outputs differ");
  };
  for (int p = 0; p < k.num_params; ++p) {
    const fp::ParamDesc &d = k.params[p];
    if (d.role != fp::ParamRole::Scalar)
      continue;
    float *device = nullptr;
    CHECK_HIP(hipMalloc(&device, sizeof(float)));
    CHECK_HIP(hipMemcpy(device, &args.scalars[d.slot], sizeof(float), hipMemcpyHostToDevice));
    fp::KernelArgs v = args;
    v.scalar_ptrs[d.slot] = device;
    v.scalars[d.slot] = std::nanf("");
    if (k.launchable(v)) { // a scalar a precondition reads stays on the host
      CHECK_HIP(k.launch(v, nullptr));
      report(std::string("scalar ") + d.name + " from device memory", download_outputs(k, tensors, v));
    }
    CHECK_HIP(hipFree(device));
  }
  for (int q = 0; q < k.num_in_place; ++q) {
    const fp::InPlacePair &pair = k.in_place[q];
    int in = -1, out = -1;
    for (int p = 0; p < k.num_params; ++p) {
      if (k.params[p].role == fp::ParamRole::Input && k.params[p].slot == pair.input_slot)
        in = p;
      if (k.params[p].role == fp::ParamRole::Output && k.params[p].slot == pair.output_slot)
        out = p;
    }
    void *shared = nullptr;
    CHECK_HIP(hipMalloc(&shared, tensors[in].bytes()));
    CHECK_HIP(hipMemcpy(shared, args.inputs[pair.input_slot], tensors[in].bytes(),
                        hipMemcpyDeviceToDevice));
    fp::KernelArgs v = args;
    v.inputs[pair.input_slot] = shared;
    v.outputs[pair.output_slot] = shared;
    std::string what = std::string(k.params[out].name) + " written in place of " + k.params[in].name;
    if (!k.launchable(v)) {
      ok = false;
      std::printf("  %-28s %-7s %s: FAIL: the launcher refuses its own in-place pair\n", k.rule,
                  s.name, what.c_str());
    } else {
      CHECK_HIP(k.launch(v, nullptr));
      report(what, download_outputs(k, tensors, v));
    }
    CHECK_HIP(hipFree(shared));
  }
  return ok;
}

bool check_shape(const fp::KernelInfo &k, Shape s, bool bench, std::mt19937_64 &rng) {
  if (k.whole_tiles)
    s.N = (s.N + fp::kTileN - 1) / fp::kTileN * fp::kTileN;
  std::normal_distribution<double> normal(0.0, 1.0);
  std::uniform_real_distribution<double> positive(0.5, 2.0);
  std::vector<Tensor> tensors(k.num_params);
  fp::KernelArgs args;
  args.M = s.M;
  args.N = s.N;
  args.K = s.K;
  for (int p = 0; p < k.num_params; ++p) {
    const fp::ParamDesc &d = k.params[p];
    Tensor &t = tensors[p];
    t.dtype = d.dtype;
    t.rows = extent(d.rows, s);
    t.cols = extent(d.cols, s);
    size_t n = size_t(t.rows) * t.cols;
    if (d.role == fp::ParamRole::Scalar) {
      args.scalars[d.slot] = std::strcmp(d.name, "eps") == 0 ? 1e-6f : 0.75f;
      continue;
    }
    if (sixteen_bit(d.dtype))
      t.half.resize(n);
    else if (eight_bit(d.dtype))
      t.byte.resize(n);
    else if (d.dtype == fp::DType::I64)
      t.wide.resize(n);
    else
      t.single.resize(n);
    if (d.role != fp::ParamRole::Output) {
      for (size_t e = 0; e < n; ++e) {
        if (d.dtype == fp::DType::BF16)
          t.half[e] = fp::from_double<fp::bf16>(normal(rng)).bits;
        else if (d.dtype == fp::DType::F16)
          t.half[e] = fp::from_double<fp::f16>(normal(rng)).bits;
        else if (d.dtype == fp::DType::E4M3)
          t.byte[e] = fp::from_double<fp::e4m3>(normal(rng)).bits;
        else if (d.dtype == fp::DType::E5M2)
          t.byte[e] = fp::from_double<fp::e5m2>(normal(rng)).bits;
        else if (d.dtype == fp::DType::I64) // targets: a column, or PyTorch's ignore index
          t.wide[e] = rng() % 8 == 0 ? -100 : int64_t(rng() % uint64_t(s.N));
        else // fp32 inputs are statistics such as the RMS scale: positive, around 1
          t.single[e] = float(positive(rng));
      }
    }
    CHECK_HIP(hipMalloc(&t.device, t.bytes()));
    if (d.role != fp::ParamRole::Output)
      CHECK_HIP(hipMemcpy(t.device, t.host(), t.bytes(), hipMemcpyHostToDevice));
    switch (d.role) {
    case fp::ParamRole::OperandA:
      args.a = t.device;
      args.lda = d.layout == fp::Layout::RowMajor ? s.K : s.M;
      break;
    case fp::ParamRole::OperandB:
      args.b = t.device;
      args.ldb = d.layout == fp::Layout::RowMajor ? s.N : s.K;
      break;
    case fp::ParamRole::Input: args.inputs[d.slot] = t.device; break;
    case fp::ParamRole::Output: args.outputs[d.slot] = t.device; break;
    case fp::ParamRole::Scalar: break;
    }
  }
  CHECK_HIP(k.launch(args, nullptr));
  CHECK_HIP(hipDeviceSynchronize());
  // The variants at the smaller shapes (at the large one they would only cost time).
  bool variants_ok = std::strcmp(s.name, "large") == 0 || std::strcmp(s.name, "vocab") == 0 ||
                     check_variants(k, s, tensors, args);
  const fp::ParamDesc &pa = k.params[0], &pb = k.params[1];
  // The unfused baseline's GEMM: the same mainloop, its fp32 accumulator written out, so that
  // fused and unfused differ only in what fusion changes (the bf16 store of the GEMM's output
  // and the separate epilogue pass), not in the order of the fp32 accumulation.
  fp::KernelArgs gemm_args = args;
  float *acc_device = nullptr;
  CHECK_HIP(hipMalloc(&acc_device, size_t(s.M) * s.N * sizeof(float)));
  gemm_args.outputs[0] = acc_device;
  CHECK_HIP(fp_gpu::launch_accumulator_gemm(pa.dtype, pa.layout, pb.layout, fp::DType::F32,
                                            gemm_args, nullptr));
  CHECK_HIP(hipDeviceSynchronize());
  double ms = 0, gemm_ms = 0;
  if (bench) {
    ms = median_ms([&] { return k.launch(args, nullptr); });
    void *gemm_out = nullptr; // the GEMM alone, storing bf16 as the fused kernels do
    CHECK_HIP(hipMalloc(&gemm_out, size_t(s.M) * s.N * 2));
    gemm_args.outputs[0] = gemm_out;
    gemm_ms = median_ms([&] {
      return fp_gpu::launch_accumulator_gemm(pa.dtype, pa.layout, pb.layout, fp::DType::BF16,
                                             gemm_args, nullptr);
    });
    CHECK_HIP(hipFree(gemm_out));
  }
  for (int p = 0; p < k.num_params; ++p) {
    const fp::ParamDesc &d = k.params[p];
    Tensor &t = tensors[p];
    if (d.role == fp::ParamRole::Output)
      CHECK_HIP(hipMemcpy(t.host(), t.device, t.bytes(), hipMemcpyDeviceToHost));
    if (t.device)
      CHECK_HIP(hipFree(t.device));
  }

  // The sampled sub-problem: rows of every row-indexed tensor, the accumulator of those rows.
  bool row_tiled = false;
  for (int p = 0; p < k.num_params; ++p)
    row_tiled = row_tiled || k.params[p].rows == fp::Extent::RowTiles;
  std::vector<int> tiles;
  std::vector<int> rows = sample_rows(s.M, row_tiled, tiles);
  // The full-problem row of row r of a parameter in the sub-problem (rows of M, row tiles, or
  // the parameter's own rows), and how many it has there.
  auto full_row = [&](const fp::ParamDesc &d, long r) {
    return d.rows == fp::Extent::M ? long(rows[r]) : d.rows == fp::Extent::RowTiles ? tiles[r] : r;
  };
  auto rows_in_sub = [&](const fp::ParamDesc &d, long own) {
    return d.rows == fp::Extent::M          ? long(rows.size())
           : d.rows == fp::Extent::RowTiles ? long(tiles.size())
                                            : own;
  };
  std::vector<double> acc = reference_acc(k, s, tensors[0], tensors[1], rows);
  Shape sub = s;
  sub.M = int(rows.size());
  fp::KernelArgs ref_args = args, unfused_args = args;
  ref_args.M = unfused_args.M = sub.M;
  std::vector<std::vector<double>> ref_out(fp::kMaxOutputs);
  std::vector<std::vector<float>> in_f32(fp::kMaxInputs), un_f32(fp::kMaxOutputs);
  std::vector<std::vector<uint16_t>> in_bf16(fp::kMaxInputs), un_bf16(fp::kMaxOutputs); // or f16
  std::vector<std::vector<int64_t>> in_i64(fp::kMaxInputs);
  std::vector<std::vector<uint8_t>> in_u8(fp::kMaxInputs), un_u8(fp::kMaxOutputs); // fp8
  for (int p = 0; p < k.num_params; ++p) {
    const fp::ParamDesc &d = k.params[p];
    const Tensor &t = tensors[p];
    long cols = t.cols;
    auto row_of = [&](size_t r) { return full_row(d, long(r)); };
    long sub_rows = rows_in_sub(d, t.rows);
    if (d.role == fp::ParamRole::Input) {
      auto &h = in_bf16[d.slot];
      auto &f = in_f32[d.slot];
      auto &w = in_i64[d.slot];
      auto &q = in_u8[d.slot];
      for (long r = 0; r < sub_rows; ++r)
        for (long c = 0; c < cols; ++c) {
          long src = row_of(r) * cols + c;
          if (sixteen_bit(d.dtype))
            h.push_back(t.half[src]);
          else if (eight_bit(d.dtype))
            q.push_back(t.byte[src]);
          else if (d.dtype == fp::DType::I64)
            w.push_back(t.wide[src]);
          else
            f.push_back(t.single[src]);
        }
      const void *ptr = sixteen_bit(d.dtype)        ? (const void *)h.data()
                        : eight_bit(d.dtype)        ? (const void *)q.data()
                        : d.dtype == fp::DType::I64 ? (const void *)w.data()
                                                    : (const void *)f.data();
      ref_args.inputs[d.slot] = unfused_args.inputs[d.slot] = ptr;
    } else if (d.role == fp::ParamRole::Output) {
      size_t n = size_t(sub_rows) * cols;
      ref_out[d.slot].assign(n, 0.0);
      ref_args.outputs[d.slot] = ref_out[d.slot].data();
      if (sixteen_bit(d.dtype)) {
        un_bf16[d.slot].assign(n, 0);
        unfused_args.outputs[d.slot] = un_bf16[d.slot].data();
      } else if (eight_bit(d.dtype)) {
        un_u8[d.slot].assign(n, 0);
        unfused_args.outputs[d.slot] = un_u8[d.slot].data();
      } else {
        un_f32[d.slot].assign(n, 0.f);
        unfused_args.outputs[d.slot] = un_f32[d.slot].data();
      }
    }
  }
  k.reference(ref_args, acc.data());
  // The GPU's fp32 accumulator of the sampled rows, stored in bf16 as the unfused GEMM writes it.
  std::vector<float> acc_stored(acc.size());
  for (size_t r = 0; r < rows.size(); ++r)
    CHECK_HIP(hipMemcpy(&acc_stored[r * s.N], acc_device + size_t(rows[r]) * s.N,
                        size_t(s.N) * sizeof(float), hipMemcpyDeviceToHost));
  CHECK_HIP(hipFree(acc_device));
  for (float &v : acc_stored)
    v = fp::to_float(fp::from_float<fp::bf16>(v));
  k.epilogue_f32(unfused_args, acc_stored.data());

  bool ok = variants_ok;
  for (int p = 0; p < k.num_params; ++p) {
    const fp::ParamDesc &d = k.params[p];
    if (d.role != fp::ParamRole::Output)
      continue;
    const Tensor &t = tensors[p];
    fp::OutputCheck c(d.dtype);
    long cols = t.cols;
    long sub_rows = rows_in_sub(d, t.rows);
    for (long r = 0; r < sub_rows; ++r)
      for (long col = 0; col < cols; ++col) {
        long full = full_row(d, r) * cols + col;
        long part = r * cols + col;
        double unfused = sixteen_bit(d.dtype) ? from_bits(d.dtype, un_bf16[d.slot][part])
                         : eight_bit(d.dtype) ? from_bits(d.dtype, un_u8[d.slot][part])
                                              : un_f32[d.slot][part];
        c.add(t.at(full), unfused, ref_out[d.slot][part]);
      }
    bool pass = c.passed();
    ok = ok && pass;
    std::printf("  %-28s %-7s M=%-5d N=%-5d K=%-5d %-6s %s  max|fused-ref| %.3e  max|unfused-ref| "
                "%.3e  tolerance use %.2f%s  (%zu rows)\n",
                k.rule, s.name, s.M, s.N, s.K, d.name, pass ? "pass" : "FAIL", c.max_fused,
                c.max_unfused, c.tol_use_fused,
                c.tolerance_judged() ? "" : " (not judged: unfused uses more than half)",
                rows.size());
    if (!c.no_less_accurate())
      std::printf("    no-less-accurate failed: %.3e > 2 * %.3e + 1e-6\n", c.max_fused,
                  c.max_unfused);
    if (c.tolerance_judged() && !c.within_tolerance())
      std::printf("    tolerance failed: uses %.2f of rtol %.1e atol %.1e\n", c.tol_use_fused,
                  c.rtol, c.atol);
  }
  if (bench) {
    double flops = 2.0 * s.M * double(s.N) * s.K;
    std::printf("  %-28s %-7s time %.4f ms  %.1f TFLOP/s  (the GEMM alone %.4f ms  %.1f TFLOP/s)\n",
                k.rule, s.name, ms, flops / (ms * 1e-3) / 1e12, gemm_ms,
                flops / (gemm_ms * 1e-3) / 1e12);
  }
  return ok;
}

} // namespace

int main(int argc, char **argv) {
  bool bench = false;
  std::string only;
  for (int a = 1; a < argc; ++a) {
    std::string arg = argv[a];
    if (arg == "--bench")
      bench = true;
    else if (arg.rfind("--kernel=", 0) == 0)
      only = arg.substr(9);
    else {
      std::fprintf(stderr, "usage: fp_gpu_check [--bench] [--kernel=RULE]\n");
      return 2;
    }
  }
  const Shape shapes[] = {{"large", 16384, 4096, 4096},
                          {"ragged", 1000, 1000, 1000},
                          {"ragged2", 77, 300, 264},
                          {"decode", 16, 14336, 4096}};
  std::mt19937_64 rng(20261202);
  int failed = 0, checked = 0;
  for (const fp::KernelInfo *k : fp::kernel_registry()) {
    if (!only.empty() && only != k->rule)
      continue;
    for (const Shape &s : shapes) {
      ++checked;
      const bool timed = std::strcmp(s.name, "large") == 0 || std::strcmp(s.name, "decode") == 0;
      if (!check_shape(*k, s, bench && timed, rng))
        ++failed;
    }
    // Kernels with per-column-tile partials (the LM head's log-sum-exp and target capture) also
    // run, and are timed, at an LM head's shape: GPT-2's ragged vocabulary of 50257 columns.
    bool column_tiles = false;
    for (int p = 0; p < k->num_params; ++p)
      column_tiles = column_tiles || k->params[p].cols == fp::Extent::Tiles;
    if (column_tiles) {
      ++checked;
      if (!check_shape(*k, {"vocab", 4096, 50257, 2048}, bench, rng))
        ++failed;
    }
  }
  std::printf("gpu check: %d kernel shapes, %d failed\n", checked, failed);
  return failed || checked == 0 ? 1 : 0;
}
