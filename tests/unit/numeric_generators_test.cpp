// The numeric tier's seeded inputs: reproducible from the seed, the same raw sample rounded to
// each dtype, each distribution shaped as documented (checked on 100k samples), and scalars taken
// from `numeric value` (rounded to f32) or drawn, with real preconditions checked on them.
#include "numeric/float_format.h"
#include "numeric/generators.h"
#include "semantics/shape.h"

#include "test_support.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

namespace fuseproof {
namespace {

using namespace testing_support;
using numeric::Format;
using semantics::Inputs;
using semantics::Shape;

constexpr uint64_t kSeed = 99;
constexpr int kSamples = 100000;

/// residual_add_epilogue has three inputs of two ranks' worth of shapes: A[M,K], W[K,N], C[M,N].
ir::Rule gemm_rule() { return load_repo_rule("rules/residual_add_epilogue.rule"); }

TEST(NumericGenerators, SameSeedGivesIdenticalInputs) {
  ir::Rule rule = load_repo_rule("rules/rmsnorm_scale_after_matmul.rule");
  Shape shape{{3, 4, 5}};
  for (ir::Distribution d : ir::kAllDistributions)
    for (Format f : {Format::F32, Format::BF16}) {
      Inputs a = numeric::generate_inputs(rule, shape, d, kSeed, f);
      Inputs b = numeric::generate_inputs(rule, shape, d, kSeed, f);
      EXPECT_EQ(a.tensors, b.tensors) << ir::distribution_name(d);
      EXPECT_EQ(a.scalars, b.scalars) << ir::distribution_name(d);
      ASSERT_EQ(a.tensors.size(), 3u);
      EXPECT_EQ(a.tensors[0].size(), 12u); // X[M,K]
      EXPECT_EQ(a.tensors[1].size(), 4u);  // g[K]
      EXPECT_EQ(a.tensors[2].size(), 20u); // W[K,N]
      ASSERT_EQ(a.scalars.size(), 1u);
    }
}

TEST(NumericGenerators, DifferentSeedGivesDifferentInputs) {
  ir::Rule rule = load_repo_rule("rules/rmsnorm_scale_after_matmul.rule");
  Shape shape{{3, 4, 5}};
  for (ir::Distribution d : ir::kAllDistributions) {
    Inputs a = numeric::generate_inputs(rule, shape, d, kSeed, Format::F32);
    Inputs b = numeric::generate_inputs(rule, shape, d, kSeed + 1, Format::F32);
    for (size_t t = 0; t < a.tensors.size(); ++t) {
      size_t same = 0;
      for (size_t i = 0; i < a.tensors[t].size(); ++i)
        same += a.tensors[t][i] == b.tensors[t][i];
      EXPECT_EQ(same, 0u) << ir::distribution_name(d) << " tensor " << t;
    }
    if (!rule.numeric.scalars[0]) { // drawn, not given
      EXPECT_NE(a.scalars[0], b.scalars[0]) << ir::distribution_name(d);
    }
  }
}

TEST(NumericGenerators, TensorsOfOneShapeGetIndependentStreams) {
  ir::Rule rule = gemm_rule();
  Inputs in = numeric::generate_inputs(rule, Shape{{4, 4, 4}}, ir::Distribution::Normal, kSeed,
                                       Format::F32);
  ASSERT_EQ(in.tensors.size(), 3u);
  for (size_t s = 0; s < 3; ++s)
    for (size_t t = s + 1; t < 3; ++t)
      EXPECT_NE(in.tensors[s], in.tensors[t]) << s << " " << t;
  // Within a tensor, elements differ too.
  std::vector<double> a = in.tensors[0];
  std::sort(a.begin(), a.end());
  EXPECT_EQ(std::adjacent_find(a.begin(), a.end()), a.end());
}

TEST(NumericGenerators, EachDtypeRoundsTheSameRawSample) {
  ir::Rule rule = gemm_rule();
  Shape shape{{3, 5, 4}};
  for (ir::Distribution d : ir::kAllDistributions) {
    Inputs raw = numeric::generate_inputs(rule, shape, d, kSeed, Format::F64);
    for (Format f : {Format::F64, Format::F32, Format::BF16, Format::F16}) {
      Inputs in = numeric::generate_inputs(rule, shape, d, kSeed, f);
      EXPECT_EQ(in.scalars, raw.scalars) << numeric::format_name(f);
      ASSERT_EQ(in.tensors.size(), rule.inputs.size());
      for (size_t t = 0; t < rule.inputs.size(); ++t) {
        std::vector<int64_t> ext = semantics::extents(rule.inputs[t], shape);
        ASSERT_EQ(in.tensors[t].size(), static_cast<size_t>(semantics::element_count(ext)));
        for (size_t i = 0; i < in.tensors[t].size(); ++i) {
          uint64_t row = static_cast<uint64_t>(semantics::unflatten(i, ext)[0]);
          double sample = numeric::sample(d, kSeed, t, row, i);
          EXPECT_EQ(raw.tensors[t][i], sample);
          // Bitwise: the rounded raw sample (a NaN never occurs, so == is exact).
          ASSERT_EQ(in.tensors[t][i], numeric::round_to(f, sample))
              << numeric::format_name(f) << " " << ir::distribution_name(d) << " tensor " << t
              << " element " << i;
        }
      }
    }
  }
}

TEST(NumericGenerators, DeclaredInputDtypeHoldsInEveryRun) {
  // `r[M]: f32` is stored in f32 whatever the run's dtype (a row scale CODA keeps in fp32),
  // `h[M]: bf16` in bf16 even in the f32 run; X takes the run's dtype.
  ir::Rule rule = analyze_text(R"(rule d "d"
dims M N
input X[M,N], r[M]: f32, h[M]: bf16
lhs:
  y[i,j] = r[i] * h[i] * X[i,j]
rhs:
  y[i,j] = X[i,j] * h[i] * r[i]
compare y
)");
  ASSERT_EQ(rule.inputs[1].dtype, "f32");
  ASSERT_EQ(rule.inputs[2].dtype, "bf16");
  Shape shape{{64, 8}};
  Inputs raw = numeric::generate_inputs(rule, shape, ir::Distribution::Normal, kSeed, Format::F64);
  for (Format run : {Format::F32, Format::BF16}) {
    for (const Inputs &in :
         {numeric::generate_inputs(rule, shape, ir::Distribution::Normal, kSeed, run),
          numeric::rounded_inputs(rule, raw, run)}) {
      const Format expected[] = {run, Format::F32, Format::BF16};
      for (size_t t = 0; t < 3; ++t)
        for (size_t i = 0; i < in.tensors[t].size(); ++i)
          ASSERT_EQ(in.tensors[t][i], numeric::round_to(expected[t], raw.tensors[t][i]))
              << numeric::format_name(run) << " tensor " << t << " element " << i;
    }
  }
  // The declaration changes values: in the bf16 run some of r's 64 values are not bf16 ones.
  Inputs bf = numeric::generate_inputs(rule, shape, ir::Distribution::Normal, kSeed, Format::BF16);
  EXPECT_TRUE(std::any_of(bf.tensors[1].begin(), bf.tensors[1].end(),
                          [](double v) { return numeric::round_to(Format::BF16, v) != v; }));
}

TEST(NumericGenerators, Fp8InputsHoldFp8ValuesInEveryRun) {
  // `q[M,N]: e4m3` and `p[M,N]: e5m2` (a quantised activation and weight, their per-tensor
  // scale a scalar): each element is the raw sample rounded to the fp8 format, in every run.
  ir::Rule rule = analyze_text(R"(rule f "f"
dims M N
input q[M,N]: e4m3, p[M,N]: e5m2
scalar sq, sp
lhs:
  y[i,j] = q[i,j] * sq * p[i,j] * sp
rhs:
  y[i,j] = (q[i,j] * p[i,j]) * (sq * sp)
compare y
)");
  Shape shape{{16, 8}};
  // Even the f64 "raw" inputs hold the declared format: the sample itself is the reference.
  for (Format run : {Format::F64, Format::F32, Format::BF16}) {
    Inputs in = numeric::generate_inputs(rule, shape, ir::Distribution::Normal, kSeed, run);
    const Format expected[] = {Format::E4M3, Format::E5M2};
    for (size_t t = 0; t < 2; ++t) {
      size_t coarser = 0; // values that differ from the sample's bf16 rounding
      for (size_t i = 0; i < in.tensors[t].size(); ++i) {
        double sample = numeric::sample(ir::Distribution::Normal, kSeed, t, i / 8, i);
        ASSERT_EQ(in.tensors[t][i], numeric::round_to(expected[t], sample))
            << numeric::format_name(run) << " tensor " << t << " element " << i;
        ASSERT_TRUE(std::isfinite(in.tensors[t][i])); // N(0, 1) stays far below 448
        coarser += in.tensors[t][i] != numeric::round_to(Format::BF16, sample);
      }
      EXPECT_GT(coarser, in.tensors[t].size() / 2) << "fewer significand bits than bf16";
    }
  }
}

TEST(NumericGenerators, TwoThreadsSplittingAPairGiveThePerElementSamples) {
  // Large tensors are filled by two threads, the second starting at n / 2; with n = 2^20 + 2 that
  // is odd, so a polar pair (elements 2p, 2p + 1) is split between them.
  ir::Rule rule = analyze_text(R"(rule v "v"
dims N
input a[N]
lhs:
  y[i] = a[i]
rhs:
  y[i] = a[i]
compare y
)");
  const int64_t n = (int64_t{1} << 20) + 2;
  for (ir::Distribution d : {ir::Distribution::Normal, ir::Distribution::LargeMeanRows}) {
    Inputs in = numeric::generate_inputs(rule, Shape{{n}}, d, kSeed, Format::F64);
    ASSERT_EQ(in.tensors[0].size(), static_cast<size_t>(n));
    for (int64_t i : {int64_t{0}, int64_t{1}, n / 2 - 1, n / 2, n / 2 + 1, n - 2, n - 1})
      EXPECT_EQ(in.tensors[0][i], numeric::sample(d, kSeed, 0, i, i)) << i;
    // The two values of one draw are different numbers.
    EXPECT_NE(in.tensors[0][n / 2 - 1], in.tensors[0][n / 2]);
  }
}

TEST(NumericGenerators, RowIsTheFirstIndex) {
  // near_zero_rows scales odd rows: the row is the first index, also for a vector (g[K]: every
  // element is a row of its own).
  ir::Rule rule = load_repo_rule("rules/rmsnorm_scale_after_matmul.rule");
  Inputs in = numeric::generate_inputs(rule, Shape{{6, 8, 3}}, ir::Distribution::NearZeroRows,
                                       kSeed, Format::F32);
  auto check = [](const std::vector<double> &t, int64_t row_size, const char *name) {
    for (size_t i = 0; i < t.size(); ++i) {
      if ((i / row_size) % 2 == 1) {
        EXPECT_LT(std::abs(t[i]), 1e-2) << name << " " << i;
      }
    }
    double even_max = 0;
    for (size_t i = 0; i < t.size(); ++i)
      if ((i / row_size) % 2 == 0)
        even_max = std::max(even_max, std::abs(t[i]));
    EXPECT_GT(even_max, 0.1) << name;
  };
  check(in.tensors[0], 8, "X");
  check(in.tensors[1], 1, "g");
  check(in.tensors[2], 3, "W");
}

// --- distributions ---------------------------------------------------------------------------

struct Summary {
  std::vector<double> x;
  double mean = 0, sd = 0;
};

Summary draw(ir::Distribution d, uint64_t row_span = 1) {
  Summary s;
  s.x.reserve(kSamples);
  for (int i = 0; i < kSamples; ++i)
    s.x.push_back(numeric::sample(d, kSeed, 0, static_cast<uint64_t>(i) / row_span, i));
  for (double v : s.x)
    s.mean += v;
  s.mean /= kSamples;
  for (double v : s.x)
    s.sd += (v - s.mean) * (v - s.mean);
  s.sd = std::sqrt(s.sd / (kSamples - 1));
  return s;
}

double fraction(const std::vector<double> &x, bool (*pred)(double)) {
  return static_cast<double>(std::count_if(x.begin(), x.end(), pred)) /
         static_cast<double>(x.size());
}

double median_abs(std::vector<double> x) {
  for (double &v : x)
    v = std::abs(v);
  std::nth_element(x.begin(), x.begin() + x.size() / 2, x.end());
  return x[x.size() / 2];
}

TEST(NumericGeneratorsDistribution, Normal) {
  Summary s = draw(ir::Distribution::Normal);
  EXPECT_NEAR(s.mean, 0, 0.015); // standard error 0.003
  EXPECT_NEAR(s.sd, 1, 0.015);
  EXPECT_NEAR(fraction(s.x, [](double v) { return std::abs(v) < 1; }), 0.6827, 0.01);
  EXPECT_NEAR(fraction(s.x, [](double v) { return std::abs(v) < 2; }), 0.9545, 0.005);
  EXPECT_TRUE(std::all_of(s.x.begin(), s.x.end(), [](double v) { return std::isfinite(v); }));
}

TEST(NumericGeneratorsDistribution, Uniform) {
  Summary s = draw(ir::Distribution::Uniform);
  EXPECT_TRUE(std::all_of(s.x.begin(), s.x.end(), [](double v) { return v >= -1 && v < 1; }));
  EXPECT_NEAR(s.mean, 0, 0.01);
  EXPECT_NEAR(s.sd, 1 / std::sqrt(3.0), 0.01);
  EXPECT_LT(*std::min_element(s.x.begin(), s.x.end()), -0.999);
  EXPECT_GT(*std::max_element(s.x.begin(), s.x.end()), 0.999);
  EXPECT_NEAR(fraction(s.x, [](double v) { return v < -0.5; }), 0.25, 0.01);
}

TEST(NumericGeneratorsDistribution, HeavyTailedIsStudentT3) {
  Summary s = draw(ir::Distribution::HeavyTailed);
  // P(|T_3| > 10) = 0.0021: about 210 of 100k; a normal sample would have none.
  int64_t big = std::count_if(s.x.begin(), s.x.end(), [](double v) { return std::abs(v) > 10; });
  EXPECT_GT(big, 100);
  EXPECT_LT(big, 350);
  // The median of |T_3| is the 75th percentile of T_3, 0.7649.
  EXPECT_NEAR(median_abs(s.x), 0.7649, 0.02);
  EXPECT_NEAR(fraction(s.x, [](double v) { return v < 0; }), 0.5, 0.01);
}

TEST(NumericGeneratorsDistribution, WideRangeSpansTwentyBinades) {
  Summary s = draw(ir::Distribution::WideRange);
  std::vector<double> e;
  for (double v : s.x) {
    ASSERT_GE(std::abs(v), std::exp2(-10)) << v;
    ASSERT_LE(std::abs(v), std::exp2(10)) << v;
    e.push_back(std::log2(std::abs(v)));
  }
  // log2 |x| is uniform on [-10, 10]: spread over the whole range, a quarter in each fifth...
  EXPECT_LT(*std::min_element(e.begin(), e.end()), -9.9);
  EXPECT_GT(*std::max_element(e.begin(), e.end()), 9.9);
  for (int lo = -10; lo < 10; lo += 5) {
    double f = static_cast<double>(std::count_if(e.begin(), e.end(),
                                                 [&](double v) { return v >= lo && v < lo + 5; })) /
               kSamples;
    EXPECT_NEAR(f, 0.25, 0.01) << "log2 |x| in [" << lo << ", " << lo + 5 << ")";
  }
  EXPECT_NEAR(fraction(s.x, [](double v) { return v < 0; }), 0.5, 0.01);
}

TEST(NumericGeneratorsDistribution, NearZeroRowsScalesOddRows) {
  Summary s = draw(ir::Distribution::NearZeroRows, /*row_span=*/10);
  std::vector<double> even, odd;
  for (int i = 0; i < kSamples; ++i)
    ((i / 10) % 2 ? odd : even).push_back(s.x[i]);
  EXPECT_TRUE(std::all_of(odd.begin(), odd.end(), [](double v) { return std::abs(v) < 1e-2; }));
  double sd_even = 0, sd_odd = 0;
  for (double v : even)
    sd_even += v * v;
  for (double v : odd)
    sd_odd += v * v;
  EXPECT_NEAR(std::sqrt(sd_even / even.size()), 1, 0.02);
  EXPECT_NEAR(std::sqrt(sd_odd / odd.size()), 1e-4, 2e-6);
}

TEST(NumericGeneratorsDistribution, LargeMeanRows) {
  // Row r has the common mean 100 * 2^(r % 5): rows of 100, 200, 400, 800, 1600, then again.
  for (uint64_t row = 0; row < 10; ++row) {
    double mu = 100.0 * static_cast<double>(uint64_t{1} << (row % 5));
    double sum = 0, sq = 0;
    constexpr int kN = 20000;
    for (int i = 0; i < kN; ++i) {
      double v = numeric::sample(ir::Distribution::LargeMeanRows, kSeed, 0, row, row * kN + i);
      EXPECT_LT(std::abs(v - mu), 10) << "row " << row;
      sum += v;
      sq += (v - mu) * (v - mu);
    }
    EXPECT_NEAR(sum / kN, mu, 0.05) << "row " << row;
    EXPECT_NEAR(std::sqrt(sq / kN), 1, 0.05) << "row " << row;
  }
}

// --- scalars -------------------------------------------------------------------------------

const char *kScalarRule = R"(rule scalars "t"
dims M
input x[M]
scalar eps, alpha where eps > 0
lhs:
  y[i] = x[i] * alpha + eps
rhs:
  y[i] = eps + alpha * x[i]
compare y
dtypes f32 bf16
)";

TEST(NumericGeneratorsScalars, GivenValueRoundedToF32) {
  ir::Rule rule = analyze_text(std::string(kScalarRule) + "numeric value eps = 0.1\n");
  for (Format f : {Format::F32, Format::BF16})
    for (uint64_t seed : {uint64_t{1}, uint64_t{2}}) {
      Inputs in = numeric::generate_inputs(rule, Shape{{4}}, ir::Distribution::Normal, seed, f);
      ASSERT_EQ(in.scalars.size(), 2u);
      EXPECT_EQ(in.scalars[0], static_cast<double>(0.1f)); // not bf16, even for bf16 tensors
      EXPECT_NE(in.scalars[0], 0.1);
    }
}

TEST(NumericGeneratorsScalars, DrawnValueInRangeAndF32) {
  ir::Rule rule = analyze_text(std::string(kScalarRule) + "numeric value eps = 0.5\n");
  std::vector<double> alphas;
  for (uint64_t seed = 1; seed <= 200; ++seed) {
    Inputs in =
        numeric::generate_inputs(rule, Shape{{2}}, ir::Distribution::Uniform, seed, Format::F32);
    EXPECT_EQ(in.scalars[0], 0.5);
    double a = in.scalars[1];
    EXPECT_GE(a, 0.5);
    EXPECT_LT(a, 2.0);
    EXPECT_EQ(a, static_cast<double>(static_cast<float>(a))) << a;
    // The draw depends on the seed only, not on the distribution or the dtype.
    EXPECT_EQ(a, numeric::generate_inputs(rule, Shape{{3}}, ir::Distribution::WideRange, seed,
                                          Format::BF16)
                     .scalars[1]);
    alphas.push_back(a);
  }
  std::sort(alphas.begin(), alphas.end());
  EXPECT_LT(alphas.front(), 0.7);
  EXPECT_GT(alphas.back(), 1.8);
  EXPECT_EQ(std::adjacent_find(alphas.begin(), alphas.end()), alphas.end());
}

TEST(NumericGeneratorsScalars, ViolatedScalarPreconditionThrows) {
  ir::Rule rule = analyze_text(std::string(kScalarRule) + "numeric value eps = -1\n");
  try {
    numeric::generate_inputs(rule, Shape{{2}}, ir::Distribution::Normal, kSeed, Format::F32);
    FAIL() << "expected EvalError";
  } catch (const semantics::EvalError &e) {
    EXPECT_EQ(e.loc().line, 4u); // the `where` clause
    EXPECT_TRUE(contains(e.what(), "numeric value")) << e.what();
  }
  // Zero is not > 0 either, and the drawn default (>= 0.5) is fine.
  EXPECT_THROW(
      numeric::generate_inputs(analyze_text(std::string(kScalarRule) + "numeric value eps = 0\n"),
                               Shape{{2}}, ir::Distribution::Normal, kSeed, Format::F32),
      semantics::EvalError);
  EXPECT_NO_THROW(numeric::generate_inputs(analyze_text(kScalarRule), Shape{{2}},
                                           ir::Distribution::Normal, kSeed, Format::F32));
}

TEST(NumericGeneratorsScalars, ViolatedRealRequireThrows) {
  std::string text = replace_once(kScalarRule, "lhs:", "require alpha < 1\nlhs:");
  EXPECT_THROW(numeric::generate_inputs(analyze_text(text + "numeric value eps = 1, alpha = 3\n"),
                                        Shape{{2}}, ir::Distribution::Normal, kSeed, Format::F32),
               semantics::EvalError);
  EXPECT_NO_THROW(
      numeric::generate_inputs(analyze_text(text + "numeric value eps = 1, alpha = 0.25\n"),
                               Shape{{2}}, ir::Distribution::Normal, kSeed, Format::F32));
}

} // namespace
} // namespace fuseproof
