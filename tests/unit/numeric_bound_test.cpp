// The rigorous rounding-error bounds hold: on every output of every rule of the repository, for
// every input distribution and every dtype (the rule's, plus f16 where the values fit), at all
// small shapes and one moderate shape, the low-precision result of each side is within its bound
// of the f64 reference. The bound assumes that no value overflows, so a side whose result is not
// finite is skipped, and that is allowed only where an exp meets inputs far from 0. Then single
// operations of ErrorBoundDomain by hand: each bound covers the actual fp32 rounding error and is
// not loose, an uncertain comparison widens a select, and a divisor that may be 0 gives no bound.
#include "numeric/error_bound_domain.h"
#include "numeric/float_format.h"
#include "numeric/generators.h"
#include "numeric/lowp_domain.h"
#include "numeric/numeric_tier.h"
#include "semantics/double_domain.h"
#include "semantics/evaluator.h"
#include "semantics/shape.h"

#include "test_support.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <limits>
#include <optional>
#include <random>
#include <string>
#include <tuple>
#include <vector>

namespace fuseproof {
namespace {

using namespace testing_support;
using numeric::Bounded;
using numeric::BoundedBool;
using numeric::ErrorBoundDomain;
using numeric::Format;
using numeric::LowPrecisionDomain;
using semantics::Shape;

namespace fs = std::filesystem;

constexpr uint64_t kSeed = 777;
constexpr double kInf = std::numeric_limits<double>::infinity();

/// A moderate shape with every dimension in [8, 64]: M = 8, K and N = 60 (ragged against tiles
/// of 8) or 64 (divisible), tiles of 8, P = 16, and any other dimension (the tile counts)
/// searched. The first combination that meets the dimension preconditions, or nullopt.
std::optional<Shape> moderate_shape(const ir::Rule &rule) {
  return first_valid_shape(rule, [](const std::string &name) -> std::vector<int64_t> {
    if (name == "M")
      return {8, 64}; // 64 only for a rule that tiles the rows (M == MT * BM)
    if (name == "K" || name == "N")
      return {60, 64};
    if (name == "BN" || name == "BK" || name == "BM" || name == "BP")
      return {8};
    if (name == "P")
      return {16, 64}; // 64 only for a rule that tiles the pairs (P == NT * BP)
    std::vector<int64_t> any; // a tile count: searched
    for (int64_t v = 8; v <= 64; ++v)
      any.push_back(v);
    return any;
  });
}

bool mentions_exp(const ir::Expr &e) {
  if (e.op == ir::ExprOp::Call &&
      (e.fn == ir::Fn::Exp || e.fn == ir::Fn::Sigmoid || e.fn == ir::Fn::Silu))
    return true;
  for (const ir::ExprPtr &a : e.args)
    if (mentions_exp(*a))
      return true;
  if (e.cond)
    for (const ir::ExprPtr &v : {e.cond->va, e.cond->vb})
      if (v && mentions_exp(*v))
        return true;
  return false;
}

bool computes_exp(const ir::Rule &rule) {
  for (const ir::Program *side : {&rule.lhs, &rule.rhs})
    for (const ir::Statement &st : side->statements)
      if (mentions_exp(*st.value))
        return true;
  return false;
}

/// Whether every value that f16 storage holds (inputs, stored and offline tensors, outputs) is
/// far from f16's largest finite value, judged on the f64 evaluation.
bool fits_f16(const ir::Rule &rule, const Shape &shape, ir::Distribution d) {
  const double limit = numeric::max_finite(Format::F16) / 4;
  auto small = [&](const std::vector<double> &v) {
    return std::all_of(v.begin(), v.end(),
                       [&](double x) { return std::isfinite(x) && std::abs(x) <= limit; });
  };
  semantics::Inputs in = numeric::generate_inputs(rule, shape, d, kSeed, Format::F32);
  for (const std::vector<double> &t : in.tensors)
    if (!small(t))
      return false;
  semantics::DoubleDomain dom(in);
  semantics::Evaluator<semantics::DoubleDomain> ev(dom, rule, shape);
  for (const ir::Program *side : {&rule.lhs, &rule.rhs}) {
    ev.run(*side);
    for (const ir::Statement &st : side->statements) {
      bool compared =
          std::any_of(rule.compares.begin(), rule.compares.end(), [&](const ir::Compare &c) {
            return st.target == (side == &rule.lhs ? c.lhs : c.rhs);
          });
      if ((st.stored || st.offline || compared) && !small(ev.tensor(st.target)))
        return false;
    }
  }
  return true;
}

bool stresses_exp(ir::Distribution d) {
  return d == ir::Distribution::WideRange || d == ir::Distribution::LargeMeanRows ||
         d == ir::Distribution::HeavyTailed;
}

struct Tally {
  int64_t checked = 0;   // sides whose bound was checked
  int64_t skipped = 0;   // sides skipped for a non-finite low-precision result
  int64_t f16_unfit = 0; // f16 cases not run because values reach f16's range
  double max_ratio = 0;  // the largest observed error / bound
};

void check_case(const ir::Rule &rule, const Shape &shape, const std::string &dtype,
                ir::Distribution d, Tally &tally) {
  numeric::NumericOptions options;
  options.error_bound = true;
  numeric::CaseResult cr = numeric::run_case(rule, shape, dtype, d, kSeed, options);
  std::string where =
      semantics::shape_text(rule, shape) + " " + dtype + " " + ir::distribution_name(d);
  ASSERT_EQ(cr.outputs.size(), rule.compares.size()) << where;
  for (const numeric::OutputResult &o : cr.outputs) {
    for (auto [side, stats, bound] :
         {std::tuple{"lhs", &o.lhs, &o.lhs_bound}, std::tuple{"rhs", &o.rhs, &o.rhs_bound}}) {
      ASSERT_TRUE(bound->has_value()) << where;
      if (stats->nonfinite > 0) {
        ++tally.skipped;
        EXPECT_TRUE(computes_exp(rule) && stresses_exp(d))
            << side << " of " << o.name << " is not finite at " << where
            << ", where no exp meets inputs far from 0 (" << stats->nonfinite << " elements)";
        continue;
      }
      ++tally.checked;
      tally.max_ratio = std::max(tally.max_ratio, (*bound)->max_ratio);
      EXPECT_EQ((*bound)->violations, 0)
          << side << " of " << o.name << " exceeds its rigorous bound at " << where
          << ": first element " << (*bound)->first << ", max ratio " << (*bound)->max_ratio;
      EXPECT_LE((*bound)->max_ratio, 1.0) << side << " of " << o.name << " at " << where;
    }
  }
}

/// One test per rule and distribution (each stays well under a second).
class NumericBoundRule : public testing::TestWithParam<std::tuple<std::string, ir::Distribution>> {
};

TEST_P(NumericBoundRule, ObservedErrorWithinRigorousBound) {
  ir::Rule rule = load_repo_rule(std::get<0>(GetParam()));
  ir::Distribution d = std::get<1>(GetParam());
  std::vector<Shape> shapes = semantics::enumerate_shapes(rule, 3);
  ASSERT_FALSE(shapes.empty());
  std::optional<Shape> moderate = moderate_shape(rule);
  ASSERT_TRUE(moderate.has_value()) << "no shape with dims in [8, 64] meets the preconditions";
  shapes.push_back(*moderate);
  std::vector<std::string> dtypes = rule.dtypes;
  if (std::find(dtypes.begin(), dtypes.end(), "f16") == dtypes.end())
    dtypes.push_back("f16");
  Tally tally;
  for (const std::string &dtype : dtypes)
    for (const Shape &shape : shapes) {
      if (dtype == "f16" && !fits_f16(rule, shape, d)) {
        ++tally.f16_unfit;
        continue;
      }
      check_case(rule, shape, dtype, d, tally);
      if (HasFatalFailure())
        return;
    }
  // Not vacuous: bounds were checked (unless every result overflowed, as lse's exp(100) does),
  // and somewhere the observed error comes close to the bound (at a tiny shape one rounding uses
  // most of it).
  if (tally.skipped == 0 || tally.checked > 0) {
    EXPECT_GT(tally.checked, 0);
    EXPECT_GT(tally.max_ratio, 0.1);
  }
  if (!computes_exp(rule) || !stresses_exp(d)) {
    EXPECT_EQ(tally.skipped, 0);
  }
  if (rule.name == "lse_tile_merge" && d == ir::Distribution::LargeMeanRows) {
    EXPECT_GT(tally.skipped, 0); // exp(100) overflows fp32: the skip is exercised
  }
  RecordProperty("checked_sides", static_cast<int>(tally.checked));
  RecordProperty("skipped_sides", static_cast<int>(tally.skipped));
  RecordProperty("f16_unfit_cases", static_cast<int>(tally.f16_unfit));
  RecordProperty("max_ratio", std::to_string(tally.max_ratio));
}

INSTANTIATE_TEST_SUITE_P(NumericRules, NumericBoundRule,
                         testing::Combine(testing::ValuesIn(repo_rule_files("rules")),
                                          testing::ValuesIn(ir::kAllDistributions)),
                         [](const testing::TestParamInfo<NumericBoundRule::ParamType> &info) {
                           return fs::path(std::get<0>(info.param)).stem().string() + "_" +
                                  ir::distribution_name(std::get<1>(info.param));
                         });

// --- single operations by hand -------------------------------------------------------------

struct OpCase {
  const char *name;
  double (*exact)(double, double);                              // in double
  float (*lowp)(const LowPrecisionDomain &, float, float);      // fp32, as a kernel computes
  Bounded (*bound)(const ErrorBoundDomain &, Bounded, Bounded); // the rigorous bound
  float lo, hi;                                                 // operand range
};

const OpCase kOps[] = {
    {"add", [](double a, double b) { return a + b; },
     [](const LowPrecisionDomain &d, float a, float b) { return d.add(a, b); },
     [](const ErrorBoundDomain &d, Bounded a, Bounded b) { return d.add(a, b); }, -100.0f, 100.0f},
    {"sub", [](double a, double b) { return a - b; },
     [](const LowPrecisionDomain &d, float a, float b) { return d.sub(a, b); },
     [](const ErrorBoundDomain &d, Bounded a, Bounded b) { return d.sub(a, b); }, -100.0f, 100.0f},
    {"mul", [](double a, double b) { return a * b; },
     [](const LowPrecisionDomain &d, float a, float b) { return d.mul(a, b); },
     [](const ErrorBoundDomain &d, Bounded a, Bounded b) { return d.mul(a, b); }, -100.0f, 100.0f},
    {"div", [](double a, double b) { return a / b; },
     [](const LowPrecisionDomain &d, float a, float b) { return d.div(a, b); },
     [](const ErrorBoundDomain &d, Bounded a, Bounded b) { return d.div(a, b); }, 0.01f, 100.0f},
    {"rsqrt", [](double a, double) { return 1 / std::sqrt(a); },
     [](const LowPrecisionDomain &d, float a, float) { return d.rsqrt(a); },
     [](const ErrorBoundDomain &d, Bounded a, Bounded) { return d.rsqrt(a); }, 1e-3f, 1e3f},
    {"sqrt", [](double a, double) { return std::sqrt(a); },
     [](const LowPrecisionDomain &d, float a, float) { return d.sqrt(a); },
     [](const ErrorBoundDomain &d, Bounded a, Bounded) { return d.sqrt(a); }, 1e-3f, 1e3f},
    {"exp", [](double a, double) { return std::exp(a); },
     [](const LowPrecisionDomain &d, float a, float) { return d.exp(a); },
     [](const ErrorBoundDomain &d, Bounded a, Bounded) { return d.exp(a); }, -80.0f, 80.0f},
    {"log", [](double a, double) { return std::log(a); },
     [](const LowPrecisionDomain &d, float a, float) { return d.log(a); },
     [](const ErrorBoundDomain &d, Bounded a, Bounded) { return d.log(a); }, 1e-3f, 1e3f},
    {"tanh", [](double a, double) { return std::tanh(a); },
     [](const LowPrecisionDomain &d, float a, float) { return d.tanh(a); },
     [](const ErrorBoundDomain &d, Bounded a, Bounded) { return d.tanh(a); }, -5.0f, 5.0f},
    {"erf", [](double a, double) { return std::erf(a); },
     [](const LowPrecisionDomain &d, float a, float) { return d.erf(a); },
     [](const ErrorBoundDomain &d, Bounded a, Bounded) { return d.erf(a); }, -3.0f, 3.0f},
};

TEST(NumericBound, SingleOperationBoundCoversFp32RoundingAndIsTight) {
  semantics::Inputs none;
  LowPrecisionDomain low(none, Format::F32);
  ErrorBoundDomain eb(none, Format::F32);
  const double u = numeric::unit_roundoff(Format::F32);
  const double eta = numeric::underflow_error(Format::F32);
  std::mt19937_64 rng(42);
  for (const OpCase &op : kOps) {
    std::uniform_real_distribution<float> dist(op.lo, op.hi);
    double worst_ratio = 0;
    for (int n = 0; n < 2000; ++n) {
      float a = dist(rng), b = dist(rng);
      double exact = op.exact(a, b);
      float got = op.lowp(low, a, b);
      Bounded r = op.bound(eb, {a, 0}, {b, 0});
      EXPECT_EQ(r.v, exact) << op.name << "(" << a << ", " << b << ")";
      double err = std::abs(static_cast<double>(got) - exact);
      ASSERT_LE(err, r.e) << op.name << "(" << a << ", " << b << "): fp32 " << got << ", exact "
                          << exact;
      ASSERT_LE(r.e, 4 * u * std::abs(exact) + 2 * eta) << op.name << "(" << a << ", " << b << ")";
      if (r.e > 0)
        worst_ratio = std::max(worst_ratio, err / r.e);
    }
    // Over 2000 roundings some error comes near the half-ulp the bound allows.
    EXPECT_GT(worst_ratio, 0.25) << op.name;
  }
}

TEST(NumericBound, PropagatedOperandErrorIsCovered) {
  // a' = a + e_a, b' = b - e_b: the computed result from perturbed operands stays within the
  // bound of the exact result from the exact operands.
  semantics::Inputs none;
  LowPrecisionDomain low(none, Format::F32);
  ErrorBoundDomain eb(none, Format::F32);
  std::mt19937_64 rng(7);
  std::uniform_real_distribution<float> dist(0.5f, 4.0f);
  for (const OpCase &op : kOps)
    for (int n = 0; n < 500; ++n) {
      float a = dist(rng), b = dist(rng);
      float ap = std::nextafter(std::nextafter(a, 10.0f), 10.0f), bp = std::nextafter(b, 0.0f);
      Bounded r = op.bound(eb, {a, std::abs(double(ap) - a)}, {b, std::abs(double(bp) - b)});
      double err = std::abs(static_cast<double>(op.lowp(low, ap, bp)) - op.exact(a, b));
      ASSERT_LE(err, r.e) << op.name << "(" << a << ", " << b << ")";
    }
}

TEST(NumericBound, StoreAddsOneRoundingOfTheStorageFormat) {
  semantics::Inputs none;
  // The run's storage (Run), and every dtype a tensor may declare inside a bf16 run.
  struct Case {
    Format run;
    ir::Dtype as;
    Format rounded_to;
  };
  const Case cases[] = {
      {Format::F32, ir::Dtype::Run, Format::F32},  {Format::BF16, ir::Dtype::Run, Format::BF16},
      {Format::F16, ir::Dtype::Run, Format::F16},  {Format::BF16, ir::Dtype::F32, Format::F32},
      {Format::BF16, ir::Dtype::F16, Format::F16}, {Format::BF16, ir::Dtype::E4M3, Format::E4M3},
      {Format::F32, ir::Dtype::E5M2, Format::E5M2}};
  for (const Case &c : cases) {
    Format f = c.rounded_to;
    ErrorBoundDomain eb(none, c.run);
    LowPrecisionDomain low(none, c.run);
    std::mt19937_64 rng(3);
    std::uniform_real_distribution<float> dist(-300.0f, 300.0f);
    for (int n = 0; n < 1000; ++n) {
      float x = dist(rng) * (n % 2 ? 1.0f : 1e-3f);
      Bounded s = eb.store({x, 0}, c.as);
      float stored = low.store(x, c.as);
      EXPECT_EQ(stored, numeric::round_to(f, x));
      double err = std::abs(static_cast<double>(stored) - x);
      ASSERT_LE(err, s.e) << numeric::format_name(f) << " " << x;
      ASSERT_LE(s.e, 2 * numeric::unit_roundoff(f) * std::abs(x) + 2 * numeric::underflow_error(f))
          << numeric::format_name(f) << " " << x;
    }
  }
}

TEST(NumericBound, UncertainSelectAccountsForTheOtherBranch) {
  semantics::Inputs none;
  ErrorBoundDomain eb(none, Format::F32);
  Bounded then_v{5, 0.1}, else_v{2, 0.01};
  // 1 >= 1.0005 is false, but 1 may really be up to 1.001: rounding could flip it.
  BoundedBool c = eb.compare(ir::CmpOp::Ge, {1.0, 1e-3}, {1.0005, 0});
  EXPECT_FALSE(c.value);
  EXPECT_TRUE(c.uncertain);
  Bounded s = eb.select(c, then_v, else_v);
  EXPECT_EQ(s.v, 2);
  EXPECT_DOUBLE_EQ(s.e, 3 + 0.1); // |5 - 2| + the other branch's own bound
  // Far apart, the comparison is certain and the select is the chosen branch as it is.
  BoundedBool sure = eb.compare(ir::CmpOp::Ge, {1.0, 1e-3}, {1.5, 0});
  EXPECT_FALSE(sure.value);
  EXPECT_FALSE(sure.uncertain);
  Bounded t = eb.select(sure, then_v, else_v);
  EXPECT_EQ(t.v, 2);
  EXPECT_EQ(t.e, 0.01);
  // An uncertain choice never lowers the chosen branch's own bound.
  Bounded wide{2.05, 10};
  Bounded w = eb.select(c, then_v, wide);
  EXPECT_EQ(w.v, 2.05);
  EXPECT_EQ(w.e, 10);
}

TEST(NumericBound, UncertainMaxInARuleIsCovered) {
  // max(a, b) of two values that rounding brings within each other's error: the low-precision
  // run may pick the other one; the bound must still cover it.
  ir::Rule rule = analyze_text(R"(rule m "t"
dims M
input a[M], b[M]
lhs:
  Y[i] = max(a[i] * 3, b[i] * 3)
rhs:
  Y[i] = 3 * max(a[i], b[i])
compare Y
dtypes f32
)");
  // a = 1/3 (rounded), b its successor: 3a and 3b may round to the same or swapped values.
  float third = 1.0f / 3.0f;
  semantics::Inputs in{{{third, 0.1f}, {std::nextafter(third, 1.0f), 0.2f}}, {}};
  semantics::Shape shape{{2}};
  semantics::SideValues ref = semantics::evaluate_both(rule, shape, in);
  LowPrecisionDomain low(in, Format::F32);
  ErrorBoundDomain eb(in, Format::F32);
  for (const ir::Program *side : {&rule.lhs, &rule.rhs}) {
    bool is_lhs = side == &rule.lhs;
    int local = is_lhs ? rule.compares[0].lhs : rule.compares[0].rhs;
    semantics::Evaluator<LowPrecisionDomain> le(low, rule, shape);
    semantics::Evaluator<ErrorBoundDomain> be(eb, rule, shape);
    le.run(*side);
    be.run(*side);
    std::vector<float> lv = le.tensor(local);
    std::vector<Bounded> bv = be.tensor(local);
    ASSERT_EQ(lv.size(), 2u);
    ASSERT_EQ(bv.size(), 2u);
    for (size_t i = 0; i < lv.size(); ++i) {
      EXPECT_EQ(bv[i].v, (is_lhs ? ref.lhs : ref.rhs)[0][i]) << i;
      EXPECT_LE(std::abs(static_cast<double>(lv[i]) - bv[i].v), bv[i].e) << i;
    }
  }
  // Element 0 is the close call: its bound must reflect that either branch may be taken.
  ErrorBoundDomain eb0(in, Format::F32);
  BoundedBool c = eb0.compare(ir::CmpOp::Ge, eb0.mul({third, 0}, {3, 0}),
                              eb0.mul({std::nextafter(third, 1.0f), 0}, {3, 0}));
  EXPECT_TRUE(c.uncertain);
}

TEST(NumericBound, DivisorIntervalContainingZeroHasNoBound) {
  semantics::Inputs none;
  ErrorBoundDomain eb(none, Format::F32);
  EXPECT_EQ(eb.div({1, 0}, {1e-3, 2e-3}).e, kInf);
  EXPECT_EQ(eb.div({1, 0}, {-1e-3, 1e-3}).e, kInf); // touching 0 is enough
  EXPECT_LT(eb.div({1, 0}, {1e-3, 0.5e-3}).e, kInf);
  // The same for the other operators that blow up at 0.
  EXPECT_EQ(eb.rsqrt({1e-3, 2e-3}).e, kInf);
  EXPECT_EQ(eb.log({1e-3, 2e-3}).e, kInf);
  EXPECT_LT(eb.sqrt({1e-3, 2e-3}).e, kInf); // sqrt is continuous at 0
}

TEST(NumericBound, PossibleOverflowIsUnboundedNotTiny) {
  // exp past 88.7 overflows fp32; silu of a gate below -88.7 then computes -0 where the exact
  // value is about -4e-42. A bound of u |r| would be far smaller than that error (the swiglu
  // rule's f32 gates reach -88 at K = 4096): a value that may overflow gets an infinite bound.
  semantics::Inputs none;
  LowPrecisionDomain low(none, Format::F32);
  ErrorBoundDomain eb(none, Format::F32);
  EXPECT_TRUE(std::isinf(low.exp(100.0f)));
  EXPECT_TRUE(std::isinf(eb.exp({100, 0}).e));
  Bounded x{-100, 0}, one{1, 0};
  Bounded silu = eb.mul(x, eb.div(one, eb.add(one, eb.exp(eb.neg(x)))));
  float got = low.mul(-100.0f, low.div(1.0f, low.add(1.0f, low.exp(100.0f))));
  EXPECT_EQ(got, 0.0f);
  EXPECT_LE(std::abs(static_cast<double>(got) - silu.v), silu.e);
  // Short of overflow the bound stays finite and of the order of one rounding.
  Bounded e80 = eb.exp({80, 0});
  EXPECT_LT(e80.e, 1e-6 * e80.v);
  // Storing into bf16 past its largest finite value is unbounded too.
  ErrorBoundDomain eb16(none, Format::BF16);
  EXPECT_TRUE(std::isinf(eb16.store({3.5e38, 0}, ir::Dtype::Run).e));
  EXPECT_FALSE(std::isinf(eb16.store({3.0e38, 0}, ir::Dtype::Run).e));
  // So is storing past e4m3's 448 (the value becomes NaN), in any run.
  EXPECT_TRUE(std::isinf(eb16.store({470, 0}, ir::Dtype::E4M3).e));
  EXPECT_TRUE(std::isnan(LowPrecisionDomain(none, Format::BF16).store(470.0f, ir::Dtype::E4M3)));
  EXPECT_FALSE(std::isinf(eb16.store({440, 0}, ir::Dtype::E4M3).e));
}

} // namespace
} // namespace fuseproof

namespace fuseproof {
namespace {

TEST(NumericBound, FmaRoundsOnceAndItsBoundCoversIt) {
  semantics::Inputs none;
  LowPrecisionDomain low(none, Format::F32);
  ErrorBoundDomain eb(none, Format::F32);
  // (1 + 2^-12)^2 - 1 = 2^-11 + 2^-24: fp32 fma keeps the 2^-24, a rounded product loses it.
  const float a = 1.0f + 0x1.0p-12f;
  EXPECT_EQ(low.fma(a, a, -1.0f), 0x1.0p-11f + 0x1.0p-24f);
  EXPECT_EQ(low.add(low.mul(a, a), -1.0f), 0x1.0p-11f);
  // CODA's error term, fma(x, y, -fl(x y)), is the product's rounding error exactly.
  std::mt19937_64 rng(20261206);
  std::uniform_real_distribution<float> dist(-8.0f, 8.0f);
  for (int n = 0; n < 2000; ++n) {
    float x = dist(rng), y = dist(rng), c = dist(rng);
    float p = low.mul(x, y);
    EXPECT_EQ(static_cast<double>(low.fma(x, y, -p)), double(x) * double(y) - double(p));
    double exact = double(x) * double(y) + double(c);
    Bounded r = eb.fma({x, 0}, {y, 0}, {c, 0});
    EXPECT_EQ(r.v, exact);
    ASSERT_LE(std::abs(double(low.fma(x, y, c)) - exact), r.e) << x << " " << y << " " << c;
  }
}

TEST(NumericBound, RoundBoundIsTheStepAcrossTheInterval) {
  semantics::Inputs none;
  ErrorBoundDomain eb(none, Format::F32);
  std::mt19937_64 rng(20261206);
  std::uniform_real_distribution<double> value(-50.0, 50.0), width(0.0, 2.5), at(-1.0, 1.0);
  int zero = 0, nonzero = 0;
  for (int n = 0; n < 20000; ++n) {
    double v = value(rng), e = n % 4 == 0 ? 0.0 : width(rng) * (n % 3 == 0 ? 1e-3 : 1.0);
    Bounded r = eb.round({v, e});
    EXPECT_EQ(r.v, std::nearbyint(v));
    (r.e == 0 ? zero : nonzero)++;
    // Every value the low-precision run may hold rounds within the bound of round(v).
    for (int k = 0; k < 8; ++k) {
      double x = v + at(rng) * e;
      ASSERT_LE(std::abs(std::nearbyint(x) - r.v), r.e) << "v " << v << " e " << e << " x " << x;
    }
    // And the bound is attained at an end of the interval (it is not loose).
    double ends = std::max(std::abs(std::nearbyint(std::nextafter(v + e, 1e9)) - r.v),
                           std::abs(std::nearbyint(std::nextafter(v - e, -1e9)) - r.v));
    EXPECT_EQ(r.e, ends);
  }
  EXPECT_GT(zero, 1000);
  EXPECT_GT(nonzero, 1000);
  // Half-integers: 2.5 with any error may round to 2 or 3.
  EXPECT_EQ(eb.round({2.5, 1e-9}).e, 1.0);
  EXPECT_EQ(eb.round({2.25, 0.1}).e, 0.0);
}

} // namespace
} // namespace fuseproof
