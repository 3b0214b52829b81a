// The CPU tile executor against the double evaluator, for every kernel in kernels/generated/ and
// every test-only kernel in tests/kernels/generated/.
// Each generated file is compiled into this program (FP_KERNEL_REGISTRY) and driven through the
// description it publishes, at shapes that are not multiples of the 128-column tile:
//  1. the generated epilogue code, run in double over a double accumulator, equals the rule's
//     right side as the evaluator defines it (up to double rounding): the code means the rule;
//  2. the kernel's own tiling on the CPU (fp32 accumulation, outputs in bf16, f16 or f32) passes
//  the
//     numeric tier's criteria against the evaluator (blocks/check_policy.h): no less accurate
//     than the unfused right side (GEMM output stored in bf16, epilogue in fp32), and PyTorch's
//     tolerance where the unfused side meets half of it;
//  3. a corrupted output fails the same criteria (the check can fail).
#include "blocks/check_policy.h"
#include "blocks/registry.h"
#include "codegen/kernel_plan.h"
#include "numeric/float_format.h"
#include "numeric/lowp_domain.h"
#include "numeric/stats.h"
#include "sema/sema.h"
#include "semantics/double_domain.h"
#include "semantics/integer_inputs.h"

#include <gtest/gtest.h>

#include <limits>
#include <stdexcept>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <filesystem>
#include <random>
#include <set>

namespace {

using namespace fuseproof;
namespace fs = std::filesystem;

struct Size {
  int M, N, K;
};
// Ragged against the 128-column tile (300 = 2*128 + 44, 258 = 2*128 + 2, 4100 = 32*128 + 4), a
// single row, and K that are no multiple of the mainloop's 8-element vectors. Every main output
// has over 1000 elements: no-less-accurate compares maxima, which on a handful of elements are
// one rounding event each (the numeric tier judges it at realistic shapes only, for that reason).
constexpr Size kSizes[] = {{37, 300, 70}, {130, 258, 33}, {1, 4100, 5}, {9, 258, 129}};

int64_t smallest_prime_factor(int64_t n) {
  for (int64_t p = 2; p * p <= n; ++p)
    if (n % p == 0)
      return p;
  return n;
}

double default_scalar(const std::string &name) { return name == "eps" ? 1e-6 : 0.75; }

/// The rule file of a kernel: the library's (rules/), or a test-only kernel's
/// (tests/kernels/rules/, for what no library rule uses yet, such as f16 inputs and outputs).
std::string rule_path(const std::string &rule) {
  for (const char *dir : {"/rules/", "/tests/kernels/rules/"}) {
    std::string path = std::string(FUSEPROOF_SOURCE_DIR) + dir + rule + ".rule";
    if (fs::exists(path))
      return path;
  }
  throw std::runtime_error("no rule file for kernel " + rule);
}

/// A 16- or 8-bit storage value as a double, in its dtype (bf16, f16, e4m3, e5m2).
double from_bits(fp::DType dtype, uint16_t b) {
  switch (dtype) {
  case fp::DType::F16: return fp::to_float(fp::f16{b});
  case fp::DType::E4M3: return fp::to_float(fp::e4m3{static_cast<uint8_t>(b)});
  case fp::DType::E5M2: return fp::to_float(fp::e5m2{static_cast<uint8_t>(b)});
  default: return fp::to_float(fp::bf16{b});
  }
}
bool is_fp8(fp::DType d) { return d == fp::DType::E4M3 || d == fp::DType::E5M2; }
numeric::Format format_of_param(codegen::ParamType t) {
  switch (t) {
  case codegen::ParamType::F32: return numeric::Format::F32;
  case codegen::ParamType::F16: return numeric::Format::F16;
  case codegen::ParamType::E4M3: return numeric::Format::E4M3;
  case codegen::ParamType::E5M2: return numeric::Format::E5M2;
  default: return numeric::Format::BF16;
  }
}

/// One test case: the rule, its shape and inputs, and the buffers of the kernel's arguments.
class KernelRun {
public:
  KernelRun(const fp::KernelInfo &info, Size size) : info_(info) {
    rule_ = sema::load_rule_file(rule_path(info.rule));
    codegen::PlanResult plan = codegen::plan_kernel(rule_);
    if (!plan.plan)
      throw std::runtime_error("the rule no longer plans: " + plan.error->message);
    plan_ = *plan.plan;
    if (info.whole_tiles)
      size.N = (size.N + fp::kTileN - 1) / fp::kTileN * fp::kTileN;
    if (info.whole_row_tiles)
      size.M = (size.M + fp::kTileM - 1) / fp::kTileM * fp::kTileM;
    size_ = size;
    // Grouped columns (N = c * H * Q): every factor but the last takes the smallest prime
    // factor of what remains, so that there are several groups (heads) where N allows it.
    int64_t grouped = size.N / plan_.column_multiple;
    int factors_left = static_cast<int>(
        std::count(plan_.dims.begin(), plan_.dims.end(), codegen::DimRole::ColumnFactor));
    for (codegen::DimRole role : plan_.dims) {
      int64_t v = 1;
      if (role == codegen::DimRole::ColumnFactor) {
        v = --factors_left == 0 ? grouped : smallest_prime_factor(grouped);
        grouped /= v;
      }
      switch (role) {
      case codegen::DimRole::M: v = size.M; break;
      case codegen::DimRole::N: v = size.N; break;
      case codegen::DimRole::K: v = size.K; break;
      case codegen::DimRole::HalfN: v = size.N / 2; break;
      case codegen::DimRole::TileWidth: v = fp::kTileN; break;
      case codegen::DimRole::TileCount: v = (size.N + fp::kTileN - 1) / fp::kTileN; break;
      case codegen::DimRole::RowTileHeight: v = fp::kTileM; break;
      case codegen::DimRole::RowTileCount: v = (size.M + fp::kTileM - 1) / fp::kTileM; break;
      case codegen::DimRole::ColumnFactor:
      case codegen::DimRole::Unused: break;
      }
      shape_.dims.push_back(v);
    }
    make_inputs();
  }

  bool shape_ok() const { return semantics::meets_dim_preconditions(rule_, shape_); }
  std::string shape_text() const { return semantics::shape_text(rule_, shape_); }

  /// Evaluates the right side with the kernel's own (rounded) operands and inputs, fills the
  /// argument buffers, and returns the evaluator's value of every output, by output slot.
  const fp::KernelArgs &args() const { return args_; }

  std::vector<std::vector<double>> evaluate_and_bind() {
    semantics::DoubleDomain dom(inputs_);
    semantics::Evaluator<semantics::DoubleDomain> ev(dom, rule_, shape_);
    // The work limit guards the provers' symbolic evaluations; these shapes are fixed and a
    // backward epilogue (swiglu_zdz_bwd) needs a few GEMMs' worth of operations.
    ev.set_work_limit(std::numeric_limits<int64_t>::max());
    ev.run(rule_.rhs);
    // Tensors computed before the kernel are stored as the kernel reads them: in its parameter's
    // dtype (offline weights and operands in bf16, statistics in f32). The evaluator then
    // continues from those stored values.
    for (int local : plan_.before) {
      std::vector<double> v = ev.tensor(local);
      numeric::Format format = numeric::Format::F32;
      for (const codegen::KernelParam &p : plan_.params)
        if (p.source != codegen::Source::RuleInput && p.source != codegen::Source::RuleScalar &&
            p.id == local)
          format = format_of_param(p.type);
      for (double &x : v)
        x = numeric::round_to(format, x);
      before_[local] = std::move(v);
      ev.materialized(local, before_[local].data());
    }
    args_ = {};
    args_.M = size_.M;
    args_.N = size_.N;
    args_.K = size_.K;
    std::vector<std::vector<double>> expected(fp::kMaxOutputs);
    for (int p = 0; p < info_.num_params; ++p) {
      const fp::ParamDesc &d = info_.params[p];
      const codegen::KernelParam &kp = plan_.params[p];
      if (d.role == fp::ParamRole::Scalar) {
        args_.scalars[d.slot] = static_cast<float>(inputs_.scalars[kp.id]);
        continue;
      }
      if (d.role == fp::ParamRole::Output) {
        expected[d.slot] = ev.tensor(kp.id);
        outputs_[d.slot].assign(expected[d.slot].size(), 0.0);
        continue;
      }
      const std::vector<double> &values =
          kp.source == codegen::Source::RuleInput ? inputs_.tensors[kp.id] : before_.at(kp.id);
      const void *buffer = store(p, d.dtype, values);
      if (d.role == fp::ParamRole::OperandA) {
        args_.a = buffer;
        args_.lda = d.layout == fp::Layout::RowMajor ? size_.K : size_.M;
      } else if (d.role == fp::ParamRole::OperandB) {
        args_.b = buffer;
        args_.ldb = d.layout == fp::Layout::RowMajor ? size_.N : size_.K;
      } else {
        args_.inputs[d.slot] = buffer;
      }
    }
    return expected;
  }

  /// Runs the kernel's CPU tiling; returns its outputs as doubles, by slot.
  std::vector<std::vector<double>> run_tiled() {
    return with_output_buffers([&] { info_.run_on_host(args_); });
  }

  fp::KernelArgs &mutable_args() { return args_; }

  /// Runs the kernel's CPU tiling with output `out` written into input `in`'s buffer (a copy of
  /// it, so the run leaves the test's inputs alone): the outputs by slot, `out` read from there.
  std::vector<std::vector<double>> run_tiled_in_place(int out, int in) {
    const void *original = args_.inputs[in];
    std::vector<uint16_t> shared(outputs_[out].size());
    std::copy_n(static_cast<const uint16_t *>(original), shared.size(), shared.begin());
    std::vector<std::vector<double>> result = with_output_buffers([&] {
      args_.outputs[out] = shared.data();
      args_.inputs[in] = shared.data();
      launchable_in_place_ = info_.launchable(args_);
      info_.run_on_host(args_);
    });
    args_.inputs[in] = original;
    result[out].clear();
    for (uint16_t b : shared)
      result[out].push_back(from_bits(output_param(out)->dtype, b));
    return result;
  }
  bool launchable_in_place() const { return launchable_in_place_; }

  /// Runs `fn` with fresh output buffers in their storage types; the outputs as doubles.
  template <class Fn> std::vector<std::vector<double>> with_output_buffers(Fn fn) {
    std::vector<std::vector<uint16_t>> half(fp::kMaxOutputs);
    std::vector<std::vector<float>> single(fp::kMaxOutputs);
    std::vector<std::vector<uint8_t>> bytes(fp::kMaxOutputs);
    std::vector<fp::DType> dtypes(fp::kMaxOutputs, fp::DType::F32);
    for (int p = 0; p < info_.num_params; ++p) {
      const fp::ParamDesc &d = info_.params[p];
      if (d.role != fp::ParamRole::Output)
        continue;
      size_t n = outputs_[d.slot].size();
      dtypes[d.slot] = d.dtype;
      if (d.dtype == fp::DType::BF16 || d.dtype == fp::DType::F16) {
        half[d.slot].assign(n, 0);
        args_.outputs[d.slot] = half[d.slot].data();
      } else if (is_fp8(d.dtype)) {
        bytes[d.slot].assign(n, 0);
        args_.outputs[d.slot] = bytes[d.slot].data();
      } else {
        single[d.slot].assign(n, 0.f);
        args_.outputs[d.slot] = single[d.slot].data();
      }
    }
    fn();
    std::vector<std::vector<double>> out(fp::kMaxOutputs);
    for (int s = 0; s < fp::kMaxOutputs; ++s) {
      for (uint16_t b : half[s])
        out[s].push_back(from_bits(dtypes[s], b));
      for (uint8_t b : bytes[s])
        out[s].push_back(from_bits(dtypes[s], b));
      for (float f : single[s])
        out[s].push_back(f);
    }
    return out;
  }

  /// The generated epilogue in double over the exact accumulator; outputs as doubles, by slot.
  std::vector<std::vector<double>> run_reference() {
    std::vector<double> acc(static_cast<size_t>(size_.M) * size_.N, 0.0);
    for (int i = 0; i < size_.M; ++i)
      for (int j = 0; j < size_.N; ++j) {
        double sum = 0;
        for (int k = 0; k < size_.K; ++k)
          sum += operand(args_.a, info_.params[0].layout == fp::Layout::RowMajor
                                      ? long(i) * args_.lda + k
                                      : long(k) * args_.lda + i) *
                 operand(args_.b, info_.params[1].layout == fp::Layout::RowMajor
                                      ? long(k) * args_.ldb + j
                                      : long(j) * args_.ldb + k);
        acc[size_t(i) * size_.N + j] = sum;
      }
    fp::KernelArgs ref = args_;
    std::vector<std::vector<double>> out(fp::kMaxOutputs);
    for (int s = 0; s < fp::kMaxOutputs; ++s) {
      out[s].assign(outputs_[s].size(), 0.0);
      ref.outputs[s] = out[s].data();
    }
    info_.reference(ref, acc.data());
    acc_ = std::move(acc);
    return out;
  }

  /// The unfused baseline: the exact accumulator stored in bf16, then the epilogue in fp32 with
  /// outputs in their storage types. Call after run_reference.
  std::vector<std::vector<double>> run_unfused() {
    std::vector<float> stored(acc_.size());
    for (size_t e = 0; e < acc_.size(); ++e)
      stored[e] = fp::to_float(fp::from_double<fp::bf16>(acc_[e]));
    return with_output_buffers([&] { info_.epilogue_f32(args_, stored.data()); });
  }

  /// The rule's right side run as the numeric tier's fp32 run does (every operation in fp32, every
  /// value written to memory rounded to its declared dtype, bf16 otherwise), and the generated
  /// epilogue run in fp32 over that run's own accumulator: {epilogue, evaluator} outputs by slot.
  /// Both then start from the same fp32 accumulator and round at the points they state. Call
  /// after evaluate_and_bind; only for kernels with nothing computed before them (before_ holds
  /// double-evaluated tensors, which this fp32 run would compute itself).
  std::pair<std::vector<std::vector<double>>, std::vector<std::vector<double>>>
  run_fp32_epilogue_and_evaluator() {
    numeric::LowPrecisionDomain dom(inputs_, numeric::Format::BF16);
    semantics::Evaluator<numeric::LowPrecisionDomain> ev(dom, rule_, shape_);
    ev.set_work_limit(std::numeric_limits<int64_t>::max());
    ev.run(rule_.rhs);
    std::vector<float> acc;
    for (const codegen::KernelStatement &ks : plan_.statements)
      if (ks.kind == codegen::StatementKind::Accumulator)
        for (float v : ev.tensor(ks.local))
          acc.push_back(v);
    std::vector<std::vector<double>> evaluated(fp::kMaxOutputs);
    for (int p = 0; p < info_.num_params; ++p)
      if (info_.params[p].role == fp::ParamRole::Output)
        for (float v : ev.tensor(plan_.params[p].id))
          evaluated[info_.params[p].slot].push_back(v);
    return {with_output_buffers([&] { info_.epilogue_f32(args_, acc.data()); }), evaluated};
  }
  bool computes_before() const { return !plan_.before.empty(); }

  /// Where the integer ranges the kernel publishes (what the PyTorch operators check data
  /// against) disagree with the rule's own at this size: "" when they agree on every value from
  /// below the range's start to past its end, the ignore value and the int64 extremes. A range
  /// published without an upper end must end at a dimension the kernel does not have.
  std::string integer_range_mismatch() const {
    std::string out;
    for (int p = 0; p < info_.num_params; ++p) {
      const fp::ParamDesc &d = info_.params[p];
      if (d.role != fp::ParamRole::Input)
        continue;
      const fp::pre::Range r = info_.integer_range(args_, d.slot);
      if (r.integer != (d.dtype == fp::DType::I64)) {
        out += std::string(d.name) + ": published as integer " + (r.integer ? "yes" : "no") + "; ";
        continue;
      }
      if (!r.integer)
        continue;
      const ir::TensorInfo &t = rule_.inputs[plan_.params[p].id];
      const semantics::IntegerValues want = semantics::integer_values(t, shape_);
      if (r.hi_open && !(t.integer->hi->op == ir::IntOp::Dim &&
                         plan_.dims[t.integer->hi->id] == codegen::DimRole::Unused))
        out += std::string(d.name) + ": no upper end, but the rule's ends at a kernel size; ";
      std::vector<int64_t> values{std::numeric_limits<int64_t>::min(),
                                  std::numeric_limits<int64_t>::max(), -100};
      if (want.ignore)
        values.push_back(*want.ignore);
      for (int64_t v = want.lo - 3; v <= want.hi + 3; ++v)
        values.push_back(v);
      for (int64_t v : values) {
        bool allowed = (v >= want.lo && (r.hi_open || v < want.hi)) || v == want.ignore;
        if (r.contains(v) != allowed)
          out += std::string(d.name) + ": " + std::to_string(v) + " published " +
                 (r.contains(v) ? "in" : "out of") + " range; ";
      }
    }
    return out;
  }

  const fp::ParamDesc *output_param(int slot) const {
    for (int p = 0; p < info_.num_params; ++p)
      if (info_.params[p].role == fp::ParamRole::Output && info_.params[p].slot == slot)
        return &info_.params[p];
    return nullptr;
  }

  /// Whether the address lies inside one of the kernel's input buffers (as bound by
  /// evaluate_and_bind).
  bool inside_input(uintptr_t address) const {
    for (const auto &[first, bytes] : input_bytes_)
      if (address >= first && address < first + bytes)
        return true;
    return false;
  }

private:
  const fp::KernelInfo &info_;
  ir::Rule rule_;
  codegen::KernelPlan plan_;
  Size size_{};
  semantics::Shape shape_;
  semantics::Inputs inputs_;
  std::map<int, std::vector<double>> before_;
  std::vector<std::vector<uint16_t>> half_buffers_; // bf16 and f16 bits
  std::vector<std::vector<uint8_t>> byte_buffers_;  // e4m3 and e5m2 bits
  std::vector<std::vector<float>> f32_buffers_;
  std::vector<std::vector<int64_t>> i64_buffers_;
  std::vector<double> outputs_[fp::kMaxOutputs];
  std::vector<double> acc_; // the exact accumulator, from run_reference
  fp::KernelArgs args_;
  bool launchable_in_place_ = false;
  std::vector<std::pair<uintptr_t, size_t>> input_bytes_; // each input's first byte and size

  static double operand(const void *p, long idx) {
    return fp::to_float(static_cast<const fp::bf16 *>(p)[idx]);
  }

  void make_inputs() {
    std::mt19937_64 rng(20261202);
    std::normal_distribution<double> normal(0.0, 1.0);
    for (const ir::TensorInfo &t : rule_.inputs) {
      int64_t n = 1;
      for (int64_t e : semantics::extents(t, shape_))
        n *= e;
      std::vector<double> v(n);
      if (t.integer) { // targets: uniform in their range, the ignore value one time in eight
        semantics::IntegerValues range = semantics::integer_values(t, shape_);
        for (double &x : v)
          x = static_cast<double>(range.ignore && rng() % 8 == 0
                                      ? *range.ignore
                                      : range.lo + static_cast<int64_t>(
                                                       rng() % static_cast<uint64_t>(range.hi - range.lo)));
        inputs_.tensors.push_back(std::move(v));
        continue;
      }
      // Inputs are stored in the kernel's dtype, or the one they declare (`r[M]: f32`).
      numeric::Format format = numeric::format_of(ir::dtype_of(t), numeric::Format::BF16);
      for (double &x : v)
        x = numeric::round_to(format, normal(rng));
      inputs_.tensors.push_back(std::move(v));
    }
    for (size_t s = 0; s < rule_.scalars.size(); ++s) {
      const auto &spec = rule_.numeric.scalars;
      inputs_.scalars.push_back(s < spec.size() && spec[s] ? *spec[s]
                                                           : default_scalar(rule_.scalars[s].name));
    }
  }

  const void *store(int param, fp::DType dtype, const std::vector<double> &values) {
    const void *data = store_values(dtype, values);
    if (info_.params[param].role == fp::ParamRole::Input)
      input_bytes_.emplace_back(reinterpret_cast<uintptr_t>(data),
                                values.size() *
                                    static_cast<size_t>(fp::detail::dtype_bytes(dtype)));
    return data;
  }
  const void *store_values(fp::DType dtype, const std::vector<double> &values) {
    if (dtype == fp::DType::BF16 || dtype == fp::DType::F16) {
      std::vector<uint16_t> &b = half_buffers_.emplace_back();
      for (double x : values)
        b.push_back(dtype == fp::DType::F16 ? fp::from_double<fp::f16>(x).bits
                                            : fp::from_double<fp::bf16>(x).bits);
      return b.data();
    }
    if (is_fp8(dtype)) {
      std::vector<uint8_t> &b = byte_buffers_.emplace_back();
      for (double x : values)
        b.push_back(dtype == fp::DType::E4M3 ? fp::from_double<fp::e4m3>(x).bits
                                             : fp::from_double<fp::e5m2>(x).bits);
      return b.data();
    }
    if (dtype == fp::DType::I64) {
      std::vector<int64_t> &b = i64_buffers_.emplace_back();
      for (double x : values)
        b.push_back(static_cast<int64_t>(x));
      return b.data();
    }
    std::vector<float> &f = f32_buffers_.emplace_back();
    for (double x : values)
      f.push_back(static_cast<float>(x));
    return f.data();
  }
};

/// Elementwise |got - want| <= atol + rtol |want|; the first failing element, or -1.
int64_t first_mismatch(const std::vector<double> &got, const std::vector<double> &want, double rtol,
                       double atol) {
  if (got.size() != want.size())
    return 0;
  for (size_t k = 0; k < got.size(); ++k)
    if (!(std::fabs(got[k] - want[k]) <= atol + rtol * std::fabs(want[k])))
      return static_cast<int64_t>(k);
  return -1;
}

bool same_bits(const std::vector<double> &a, const std::vector<double> &b) {
  return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](double x, double y) {
           return std::memcmp(&x, &y, sizeof x) == 0;
         });
}

/// The shared criteria over one output.
fp::OutputCheck check_output(fp::DType dtype, const std::vector<double> &got,
                             const std::vector<double> &unfused, const std::vector<double> &want) {
  fp::OutputCheck c(dtype);
  for (size_t k = 0; k < want.size() && k < got.size(); ++k)
    c.add(got[k], unfused[k], want[k]);
  return c;
}

class GeneratedKernel : public testing::TestWithParam<const fp::KernelInfo *> {};

TEST_P(GeneratedKernel, EpilogueCodeMeansTheRule) {
  for (Size size : kSizes) {
    KernelRun run(*GetParam(), size);
    ASSERT_TRUE(run.shape_ok()) << run.shape_text();
    std::vector<std::vector<double>> expected = run.evaluate_and_bind();
    std::vector<std::vector<double>> reference = run.run_reference();
    for (int s = 0; s < fp::kMaxOutputs; ++s) {
      if (!run.output_param(s))
        continue;
      int64_t bad = first_mismatch(reference[s], expected[s], 1e-9, 1e-12);
      EXPECT_EQ(bad, -1) << run.output_param(s)->name << " at " << run.shape_text() << " element "
                         << bad << ": generated " << reference[s][std::max<int64_t>(bad, 0)]
                         << ", evaluator " << expected[s][std::max<int64_t>(bad, 0)];
    }
  }
}

TEST_P(GeneratedKernel, TiledExecutionPassesTheNumericCriteria) {
  for (Size size : kSizes) {
    KernelRun run(*GetParam(), size);
    std::vector<std::vector<double>> expected = run.evaluate_and_bind();
    std::vector<std::vector<double>> tiled = run.run_tiled();
    run.run_reference();
    std::vector<std::vector<double>> unfused = run.run_unfused();
    for (int s = 0; s < fp::kMaxOutputs; ++s) {
      const fp::ParamDesc *d = run.output_param(s);
      if (!d)
        continue;
      fp::OutputCheck c = check_output(d->dtype, tiled[s], unfused[s], expected[s]);
      EXPECT_TRUE(c.passed()) << d->name << " at " << run.shape_text() << ": max error "
                              << c.max_fused << " (element " << c.worst << "), unfused "
                              << c.max_unfused << ", tolerance use " << c.tol_use_fused
                              << (c.tolerance_judged() ? "" : " (not judged)");
      // The same criteria catch a wrong element.
      std::vector<double> corrupted = tiled[s];
      size_t k = corrupted.size() / 2;
      corrupted[k] = expected[s][k] + 4 * c.max_unfused + 0.05 * std::fabs(expected[s][k]) + 1e-3;
      EXPECT_FALSE(check_output(d->dtype, corrupted, unfused[s], expected[s]).passed()) << d->name;
    }
  }
}

// Where a kernel writes f16 or fp8, its epilogue rounds where the rule does: run in fp32 over the
// numeric tier's own fp32 accumulator, it writes the bits of the numeric tier's fp32 run (which
// rounds each stored value to its declared dtype). The tolerance criteria above cannot see a
// stored f16 value read back through bf16 instead: the unfused baseline stores the GEMM output
// in bf16, so no-less-accurate passes either way. Exact equality holds because both sides do the
// same fp32 operations in the same order; a kernel with transcendentals here would need an ulp
// allowance (the kernels' float intrinsics are not correctly rounded).
TEST_P(GeneratedKernel, NarrowOutputsRoundWhereTheRuleDoes) {
  const fp::KernelInfo &k = *GetParam();
  bool narrow = false;
  for (int p = 0; p < k.num_params; ++p)
    narrow = narrow || (k.params[p].role == fp::ParamRole::Output &&
                        (k.params[p].dtype == fp::DType::F16 || is_fp8(k.params[p].dtype)));
  if (!narrow)
    GTEST_SKIP() << "no f16 or fp8 output";
  for (Size size : kSizes) {
    KernelRun run(k, size);
    run.evaluate_and_bind();
    ASSERT_FALSE(run.computes_before()) << "this check runs kernels with nothing computed before";
    auto [epilogue, evaluated] = run.run_fp32_epilogue_and_evaluator();
    for (int s = 0; s < fp::kMaxOutputs; ++s) {
      if (run.output_param(s)) {
        EXPECT_TRUE(same_bits(epilogue[s], evaluated[s]))
            << run.output_param(s)->name << " at " << run.shape_text();
      }
    }
  }
}

// The launcher checks the rule's preconditions: they hold wherever the tests run the kernel.
TEST_P(GeneratedKernel, PreconditionsHoldAtEveryTestedSize) {
  for (Size size : kSizes) {
    KernelRun run(*GetParam(), size);
    run.evaluate_and_bind();
    EXPECT_TRUE(GetParam()->preconditions_hold(run.args())) << run.shape_text();
    fp::KernelArgs empty = run.args();
    empty.M = 0; // every dimension of the proof is >= 1
    EXPECT_FALSE(GetParam()->preconditions_hold(empty)) << run.shape_text();
  }
}

// The integer ranges the PyTorch operators check data against are the rule's, at every size.
TEST_P(GeneratedKernel, PublishedIntegerRangesAreTheRules) {
  for (Size size : kSizes) {
    KernelRun run(*GetParam(), size);
    run.evaluate_and_bind();
    EXPECT_EQ(run.integer_range_mismatch(), "") << run.shape_text();
  }
}

// A scalar the epilogue reads may come from memory (a loss scale an earlier kernel wrote, read
// without a host synchronisation): the outputs are those of the same value passed by value. The
// by-value slot holds NaN meanwhile, so a kernel that read it would differ.
TEST_P(GeneratedKernel, ScalarsFromMemoryEqualScalarsByValue) {
  const fp::KernelInfo &k = *GetParam();
  KernelRun run(k, kSizes[0]);
  run.evaluate_and_bind();
  std::vector<std::vector<double>> by_value = run.run_tiled();
  fp::KernelArgs &a = run.mutable_args();
  float held[fp::kMaxScalars] = {};
  int from_memory = 0;
  for (int p = 0; p < k.num_params; ++p) {
    const fp::ParamDesc &d = k.params[p];
    if (d.role != fp::ParamRole::Scalar)
      continue;
    held[d.slot] = a.scalars[d.slot];
    if (!k.launchable(a)) // the launcher accepts what the test passes by value
      ADD_FAILURE() << "not launchable by value";
    a.scalar_ptrs[d.slot] = &held[d.slot];
    a.scalars[d.slot] = std::numeric_limits<float>::quiet_NaN();
    ++from_memory;
  }
  if (from_memory == 0)
    GTEST_SKIP() << "no scalar";
  std::vector<std::vector<double>> from_ptr = run.run_tiled();
  for (int s = 0; s < fp::kMaxOutputs; ++s)
    EXPECT_TRUE(same_bits(from_ptr[s], by_value[s])) << "output slot " << s;
}

// Each published in-place pair: the output written into the input's own buffer equals the
// output written elsewhere, bit for bit, and the launcher accepts exactly that aliasing.
TEST_P(GeneratedKernel, InPlacePairsEqualSeparateBuffers) {
  const fp::KernelInfo &k = *GetParam();
  if (k.num_in_place == 0)
    GTEST_SKIP() << "no in-place pair";
  for (Size size : kSizes) {
    KernelRun run(k, size);
    run.evaluate_and_bind();
    std::vector<std::vector<double>> separate = run.run_tiled();
    for (int q = 0; q < k.num_in_place; ++q) {
      const fp::InPlacePair &pair = k.in_place[q];
      std::vector<std::vector<double>> shared = run.run_tiled_in_place(pair.output_slot,
                                                                       pair.input_slot);
      EXPECT_TRUE(run.launchable_in_place()) << "pair " << q;
      for (int s = 0; s < fp::kMaxOutputs; ++s)
        EXPECT_TRUE(same_bits(shared[s], separate[s]))
            << "pair " << q << " output slot " << s << " at " << run.shape_text();
    }
  }
}

// Addresses load_as read (real) or touched, while a LoadLog is being kept.
struct LoadLog {
  std::set<uintptr_t> real, touched;
};
LoadLog *g_load_log = nullptr;
void log_load(const void *address, bool touch) {
  (touch ? g_load_log->touched : g_load_log->real).insert(reinterpret_cast<uintptr_t>(address));
}
struct KeepingLoadLog {
  explicit KeepingLoadLog(LoadLog &log) {
    g_load_log = &log;
    fp::detail::host_load_observer = &log_load;
  }
  ~KeepingLoadLog() {
    fp::detail::host_load_observer = nullptr;
    g_load_log = nullptr;
  }
};

// The touch pass (epilogue/driver.h) prefetches exactly the input elements the epilogue's real
// pass loads, names nothing outside the inputs, and writes no output. What it prefetches only
// matters for speed, but a prefetch of the wrong addresses would be a silent loss, and of unrelated
// memory a hazard this test would show.
TEST_P(GeneratedKernel, TouchPassNamesExactlyTheInputElementsTheEpilogueLoads) {
  const fp::KernelInfo &k = *GetParam();
  const fp::HostTouchPass touch = fp::host_touch_pass(k);
  ASSERT_NE(touch, nullptr);
  for (Size size : kSizes) {
    KernelRun run(k, size);
    run.evaluate_and_bind();
    LoadLog log;
    std::vector<std::vector<double>> after_touch;
    {
      KeepingLoadLog keeping(log);
      run.run_tiled();
      after_touch = run.with_output_buffers([&] { touch(run.args()); });
    }
    std::set<uintptr_t> real_inputs;
    for (uintptr_t a : log.real)
      if (run.inside_input(a))
        real_inputs.insert(a);
    size_t outside = 0;
    for (uintptr_t a : log.touched)
      outside += run.inside_input(a) ? 0 : 1;
    EXPECT_EQ(outside, 0u) << "touched addresses outside the inputs at " << run.shape_text();
    EXPECT_TRUE(log.touched == real_inputs)
        << log.touched.size() << " addresses touched, " << real_inputs.size()
        << " input elements loaded at " << run.shape_text();
    for (int s = 0; s < fp::kMaxOutputs; ++s)
      for (double v : after_touch[s])
        ASSERT_EQ(v, 0.0) << "the touch pass wrote output slot " << s;
  }
}

// The launcher refuses an output that overlaps another buffer (the proof's tensors are distinct),
// unless it is a published in-place pair passed as the very same pointer.
TEST_P(GeneratedKernel, LauncherRefusesOverlappingBuffers) {
  const fp::KernelInfo &k = *GetParam();
  KernelRun run(k, kSizes[0]);
  run.evaluate_and_bind();
  fp::KernelArgs a = run.args();
  std::vector<std::vector<float>> outs(fp::kMaxOutputs);
  int first_output = -1;
  for (int p = 0; p < k.num_params; ++p) {
    const fp::ParamDesc &d = k.params[p];
    if (d.role != fp::ParamRole::Output)
      continue;
    outs[d.slot].assign(size_t(fp::extent_size(d.rows, a.M, a.N, a.K)) *
                            fp::extent_size(d.cols, a.M, a.N, a.K),
                        0.f);
    a.outputs[d.slot] = outs[d.slot].data();
    if (first_output < 0)
      first_output = d.slot;
  }
  ASSERT_GE(first_output, 0);
  EXPECT_TRUE(k.launchable(a));
  fp::KernelArgs into_operand = a;
  into_operand.outputs[first_output] = const_cast<void *>(a.a);
  EXPECT_FALSE(k.launchable(into_operand));
  fp::KernelArgs shifted = a; // one element into another output or into the operand B
  for (int s = 0; s < fp::kMaxOutputs; ++s)
    if (s != first_output && a.outputs[s]) {
      shifted.outputs[first_output] = static_cast<char *>(a.outputs[s]) + 2;
      EXPECT_FALSE(k.launchable(shifted)) << "output " << first_output << " inside output " << s;
    }
  for (int p = 0; p < k.num_params; ++p) {
    const fp::ParamDesc &d = k.params[p];
    if (d.role != fp::ParamRole::Input)
      continue;
    for (int o = 0; o < k.num_params; ++o) {
      const fp::ParamDesc &out = k.params[o];
      if (out.role != fp::ParamRole::Output)
        continue;
      bool published = false;
      for (int q = 0; q < k.num_in_place; ++q)
        published = published || (k.in_place[q].output_slot == out.slot &&
                                   k.in_place[q].input_slot == d.slot);
      fp::KernelArgs alias = a;
      alias.outputs[out.slot] = const_cast<void *>(a.inputs[d.slot]);
      EXPECT_EQ(k.launchable(alias), published) << out.name << " into " << d.name;
    }
  }
}

const fp::KernelInfo &kernel(const std::string &rule) {
  for (const fp::KernelInfo *k : fp::kernel_registry())
    if (k->rule == rule)
      return *k;
  throw std::logic_error("test bug: no kernel " + rule);
}

// rmsnorm_scale_after_matmul's proof assumes `eps > 0` (rsqrt of mean + eps), and eps is used
// before the kernel only. It is still a kernel parameter, and the launcher refuses eps <= 0 and
// NaN, exactly (the smallest positive float passes).
TEST(GeneratedKernels, LauncherChecksAScalarPreconditionTheEpilogueDoesNotRead) {
  const fp::KernelInfo &k = kernel("rmsnorm_scale_after_matmul");
  int slot = -1;
  for (int p = 0; p < k.num_params; ++p)
    if (k.params[p].role == fp::ParamRole::Scalar && std::string(k.params[p].name) == "eps")
      slot = k.params[p].slot;
  ASSERT_GE(slot, 0) << "eps is not a parameter";
  fp::KernelArgs a;
  a.M = a.N = a.K = 8;
  struct Case {
    float eps;
    bool holds;
  };
  for (Case c : {Case{1e-6f, true}, Case{std::numeric_limits<float>::denorm_min(), true},
                 Case{0.0f, false}, Case{-0.0f, false}, Case{-1.0f, false},
                 Case{std::numeric_limits<float>::quiet_NaN(), false}}) {
    a.scalars[slot] = c.eps;
    EXPECT_EQ(k.preconditions_hold(a), c.holds) << "eps = " << c.eps;
  }
}

std::string kernel_name(const testing::TestParamInfo<const fp::KernelInfo *> &info) {
  return info.param->rule;
}

INSTANTIATE_TEST_SUITE_P(All, GeneratedKernel, testing::ValuesIn(fp::kernel_registry()),
                         kernel_name);

TEST(GeneratedKernels, EveryGeneratedFileIsCompiledIn) {
  std::vector<std::string> files, registered;
  for (const char *dir : {"/kernels/generated", "/tests/kernels/generated"})
    for (const auto &e : fs::directory_iterator(std::string(FUSEPROOF_SOURCE_DIR) + dir))
      if (e.path().extension() == ".hip")
        files.push_back(e.path().stem().string());
  for (const fp::KernelInfo *k : fp::kernel_registry())
    registered.push_back(k->rule);
  std::sort(files.begin(), files.end());
  std::sort(registered.begin(), registered.end());
  EXPECT_EQ(files, registered);
  EXPECT_FALSE(files.empty());
}

} // namespace
