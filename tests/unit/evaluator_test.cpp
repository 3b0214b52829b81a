// The one evaluator in double precision, checked against values computed by hand. Counterexample
// replay and numeric testing trust this domain, so its operator meanings, obligations and
// masking must be exactly right.
#include "dsl/parser.h"
#include "ir/printer.h"
#include "sema/sema.h"
#include "semantics/double_domain.h"
#include "semantics/evaluator.h"
#include "semantics/shape.h"
#include "support/diagnostics.h"

#include "test_support.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <memory>
#include <string>
#include <vector>

namespace fuseproof {
namespace {

using namespace testing_support;

using semantics::Inputs;
using semantics::Obligation;
using semantics::Shape;

constexpr double kTol = 1e-12;

TEST(EvaluatorRmsnorm, OneRowByHand) {
  ir::Rule rule = load_repo_rule("rules/rmsnorm_scale_after_matmul.rule");
  // M=1 K=2 N=1; inputs in declaration order X, g, W.
  Inputs in{{{3, 4}, {1, 1}, {1, 1}}, {0.0}};
  semantics::SideValues v = semantics::evaluate_both(rule, Shape{{1, 2, 1}}, in);
  const double r = 1 / std::sqrt((9.0 + 16.0) / 2);
  ASSERT_EQ(v.lhs.size(), 1u);
  ASSERT_EQ(v.lhs[0].size(), 1u);
  ASSERT_EQ(v.rhs[0].size(), 1u);
  EXPECT_NEAR(v.lhs[0][0], 7 * r, kTol);
  EXPECT_NEAR(v.rhs[0][0], 7 * r, kTol);
  EXPECT_TRUE(v.lhs_violations.empty());
  EXPECT_TRUE(v.rhs_violations.empty());
}

TEST(EvaluatorRmsnorm, RowMajorWeightAndGamma) {
  ir::Rule rule = load_repo_rule("rules/rmsnorm_scale_after_matmul.rule");
  // M=1 K=2 N=2 with W = [[1, 5], [7, 2]] stored row-major and gamma = [2, 1].
  Inputs in{{{3, 4}, {2, 1}, {1, 5, 7, 2}}, {0.5}};
  semantics::SideValues v = semantics::evaluate_both(rule, Shape{{1, 2, 2}}, in);
  const double r = 1 / std::sqrt((9.0 + 16.0) / 2 + 0.5);
  // Y[0,j] = r * sum_k X[k] g[k] W[k,j]: X*g = [6, 4].
  const std::vector<double> want = {r * (6 * 1 + 4 * 7), r * (6 * 5 + 4 * 2)};
  ASSERT_EQ(v.lhs[0].size(), 2u);
  for (size_t j = 0; j < 2; ++j) {
    EXPECT_NEAR(v.lhs[0][j], want[j], kTol) << j;
    EXPECT_NEAR(v.rhs[0][j], want[j], kTol) << j;
  }
}

TEST(EvaluatorRmsnorm, IntermediatesStayReadableByLocalId) {
  ir::Rule rule = load_repo_rule("rules/rmsnorm_scale_after_matmul.rule");
  Inputs in{{{3, 4, 0, 2}, {2, 1}, {1, 5, 7, 1}}, {0.0}};
  Shape shape{{2, 2, 2}};
  semantics::DoubleDomain dom(in);
  semantics::Evaluator<semantics::DoubleDomain> rhs(dom, rule, shape);
  rhs.run(rule.rhs);
  // Wg[k,j] = g[k] * W[k,j] and r[i] = rsqrt(mean of row i squared).
  EXPECT_EQ(rhs.tensor(0), (std::vector<double>{2, 10, 7, 1}));
  ASSERT_EQ(rhs.tensor(1).size(), 2u);
  EXPECT_NEAR(rhs.tensor(1)[0], 1 / std::sqrt(12.5), kTol);
  EXPECT_NEAR(rhs.tensor(1)[1], 1 / std::sqrt(2.0), kTol);
  EXPECT_TRUE(dom.violations().empty());
  // The real precondition eps > 0 is evaluated, not assumed.
  EXPECT_FALSE(rhs.condition(rule.requires_.at(0)));
}

// A column tile of width BN, NT tiles, the last one ragged when NT*BN > N.
constexpr const char *kTiles = R"(rule tiles
dims M N BN NT
input x[M,N]
lhs:
  s[i, t < NT] = sum(u < BN) select(t*BN + u < N, x[i, t*BN + u]^2, 0)
rhs:
  s[i, t < NT] = RHS
compare s
)";

std::string tiles(const std::string &rhs) {
  std::string text = kTiles;
  return replace_once(text, "RHS", rhs);
}

TEST(EvaluatorMasking, RaggedTileIsMaskedNotRead) {
  ir::Rule rule =
      analyze_text(tiles("sum(u < BN) select(t*BN + u >= N, 0, x[i, t*BN + u] * x[i, t*BN + u])"));
  // N=5 in tiles of 2: the third tile holds one column.
  Inputs in{{{1, 2, 3, 4, 5, -1, -2, -3, -4, -5}}, {}};
  semantics::SideValues v = semantics::evaluate_both(rule, Shape{{2, 5, 2, 3}}, in);
  const std::vector<double> want = {5, 25, 25, 5, 25, 25};
  EXPECT_EQ(v.lhs.at(0), want);
  EXPECT_EQ(v.rhs.at(0), want);
}

TEST(EvaluatorMasking, UnguardedRaggedTileIsAnEvalError) {
  ir::Rule rule = analyze_text(tiles("sum(u < BN) x[i, t*BN + u]^2"));
  Inputs in{{{1, 2, 3, 4, 5}}, {}};
  try {
    semantics::evaluate_both(rule, Shape{{1, 5, 2, 3}}, in);
    FAIL() << "the read past column 5 was not caught";
  } catch (const semantics::EvalError &e) {
    EXPECT_STREQ(e.what(), "access x[0, 5] is out of range (x has shape [1, 5])");
    ASSERT_TRUE(e.loc().valid());
    // At the tensor name of the offending access `x[i, t*BN + u]` in the rhs statement.
    EXPECT_EQ(e.loc().line, 7u);
    EXPECT_EQ(e.loc().col, 30u);
  }
  // The same rule is fine where the tiles divide the row exactly.
  Inputs even{{{1, 2, 3, 4, 5, 6}}, {}};
  semantics::SideValues v = semantics::evaluate_both(rule, Shape{{1, 6, 2, 3}}, even);
  EXPECT_EQ(v.rhs.at(0), (std::vector<double>{5, 25, 61}));
  EXPECT_EQ(v.lhs.at(0), v.rhs.at(0));
}

constexpr const char *kTileMax = R"(rule tile_max
dims M N BN NT
input x[M,N]
lhs:
  m[i, t < NT] = LHS
rhs:
  m[i, t < NT] = max(u < BN where t*BN + u < N) x[i, t*BN + u]
compare m
)";

// A filtered max leaves the masked columns out: the ragged last tile's max is its one column
// (-5), not 0 as a select(..., 0) mask would make it, and the masked column is never read.
TEST(EvaluatorFilteredMax, MaskedColumnsAreAbsentNotZero) {
  std::string text = kTileMax;
  ir::Rule rule = analyze_text(replace_once(text, "LHS", "max(u < BN) select(t*BN + u < N, x[i, t*BN + u], 0)"));
  Inputs in{{{1, 2, 3, 4, -5, -1, -2, -3, -4, -5}}, {}};
  semantics::SideValues v = semantics::evaluate_both(rule, Shape{{2, 5, 2, 3}}, in);
  EXPECT_EQ(v.rhs.at(0), (std::vector<double>{2, 4, -5, -1, -3, -5}));
  EXPECT_EQ(v.lhs.at(0), (std::vector<double>{2, 4, 0, -1, -3, 0}));
}

// A filtered sum is the select-masked sum: sema writes the mask, so both sides are one IR.
TEST(EvaluatorFilteredMax, FilteredSumIsTheMaskedSum) {
  ir::Rule rule = analyze_text(tiles("sum(u < BN where t*BN + u < N) x[i, t*BN + u]^2"));
  Inputs in{{{1, 2, 3, 4, 5, -1, -2, -3, -4, -5}}, {}};
  semantics::SideValues v = semantics::evaluate_both(rule, Shape{{2, 5, 2, 3}}, in);
  EXPECT_EQ(v.rhs.at(0), v.lhs.at(0));
  EXPECT_EQ(ir::print_rule(rule).find("where"), std::string::npos);
}

// No element kept: the max is undefined, as a max over an empty range is.
TEST(EvaluatorFilteredMax, NothingKeptIsAnEvalError) {
  std::string text = kTileMax;
  ir::Rule rule = analyze_text(
      replace_once(text, "LHS", "max(u < BN) select(t*BN + u < N, x[i, t*BN + u], 0)"));
  // N=4 in 3 tiles of 2: the third tile has no column.
  Inputs in{{{1, 2, 3, 4}}, {}};
  try {
    semantics::evaluate_both(rule, Shape{{1, 4, 2, 3}}, in);
    FAIL() << "a max that keeps no element was given a value";
  } catch (const semantics::EvalError &e) {
    EXPECT_STREQ(e.what(), "max over an empty range: no element satisfies its `where`");
  }
}

// ---- obligations ----

TEST(EvaluatorObligations, RecordedWithKindValueAndLocation) {
  ir::Rule rule = analyze_text("rule partial\n"
                               "dims N\n"
                               "input x[N]\n"
                               "lhs:\n"
                               "  y[i] = rsqrt(x[i])\n"
                               "rhs:\n"
                               "  y[i] = log(x[i]) + 1 / x[i] + x[i]^-1 + sqrt(x[i])\n"
                               "compare y\n");
  Inputs in{{{-4, 0, 4}}, {}};
  semantics::SideValues v = semantics::evaluate_both(rule, Shape{{3}}, in);

  ASSERT_EQ(v.lhs_violations.size(), 2u);
  EXPECT_EQ(v.lhs_violations[0].kind, Obligation::Positive);
  EXPECT_EQ(v.lhs_violations[0].value, -4);
  EXPECT_EQ(v.lhs_violations[0].loc.line, 5u);
  EXPECT_EQ(v.lhs_violations[0].loc.col, 10u); // rsqrt
  EXPECT_EQ(v.lhs_violations[1].value, 0);

  struct Want {
    Obligation kind;
    double value;
    uint32_t col;
  };
  // Elements come in index order, but operands of one operator may be evaluated in either
  // order (C++ leaves argument order unspecified), so compare sorted by column, then value.
  const std::vector<Want> want = {{Obligation::Positive, -4, 10},     // log(-4)
                                  {Obligation::Positive, 0, 10},      // log(0)
                                  {Obligation::NonZero, 0, 24},       // 1 / 0
                                  {Obligation::NonZero, 0, 37},       // 0^-1
                                  {Obligation::NonNegative, -4, 43}}; // sqrt(-4)
  std::vector<semantics::Violation> got = v.rhs_violations;
  std::sort(got.begin(), got.end(), [](const auto &a, const auto &b) {
    return a.loc.col != b.loc.col ? a.loc.col < b.loc.col : a.value < b.value;
  });
  ASSERT_EQ(got.size(), want.size());
  for (size_t k = 0; k < want.size(); ++k) {
    EXPECT_EQ(got[k].kind, want[k].kind) << k;
    EXPECT_EQ(got[k].value, want[k].value) << k;
    EXPECT_EQ(got[k].loc.line, 7u) << k;
    EXPECT_EQ(got[k].loc.col, want[k].col) << k;
  }
  // Where defined, the values are the real ones.
  EXPECT_DOUBLE_EQ(v.lhs[0][2], 0.5);
  EXPECT_NEAR(v.rhs[0][2], std::log(4.0) + 0.25 + 0.25 + 2, kTol);
}

TEST(EvaluatorObligations, TextOfEachKind) {
  EXPECT_STREQ(semantics::obligation_text(Obligation::Positive), "> 0");
  EXPECT_STREQ(semantics::obligation_text(Obligation::NonNegative), ">= 0");
  EXPECT_STREQ(semantics::obligation_text(Obligation::NonZero), "!= 0");
}

TEST(EvaluatorObligations, SigmoidNeverObligesAndRealSelectIsNotLazy) {
  // sigmoid divides by 1 + exp(-a) > 0; a real-condition select evaluates both branches, so
  // the untaken log(0) is still recorded (the prover must see the same obligations).
  ir::Rule rule = analyze_text("rule r\nscalar s\nlhs:\n  y = sigmoid(s)\n"
                               "rhs:\n  y = select(s > 0, log(s), 0.5)\ncompare y\n");
  Inputs in{{}, {0.0}};
  semantics::SideValues v = semantics::evaluate_both(rule, Shape{}, in);
  EXPECT_TRUE(v.lhs_violations.empty());
  ASSERT_EQ(v.rhs_violations.size(), 1u);
  EXPECT_EQ(v.rhs_violations[0].kind, Obligation::Positive);
  EXPECT_DOUBLE_EQ(v.lhs[0][0], 0.5);
  EXPECT_DOUBLE_EQ(v.rhs[0][0], 0.5);
}

// ---- operators, one scalar at a time ----

struct ScalarCase {
  const char *name;
  std::string expr; // of the scalar s
  double s;
  double want;
};

std::ostream &operator<<(std::ostream &os, const ScalarCase &c) { return os << c.name; }

class EvaluatorOperators : public testing::TestWithParam<ScalarCase> {};

TEST_P(EvaluatorOperators, MatchesHandValue) {
  const ScalarCase &c = GetParam();
  ir::Rule rule =
      analyze_text("rule op\nscalar s\nlhs:\n  y = " + c.expr + "\nrhs:\n  y = 0\ncompare y\n");
  Inputs in{{}, {c.s}};
  semantics::DoubleDomain dom(in);
  Shape shape{};
  semantics::Evaluator<semantics::DoubleDomain> ev(dom, rule, shape);
  ev.run(rule.lhs);
  ASSERT_EQ(ev.tensor(0).size(), 1u);
  EXPECT_NEAR(ev.tensor(0)[0], c.want, kTol) << c.expr << " at s = " << c.s;
  EXPECT_TRUE(dom.violations().empty());
}

INSTANTIATE_TEST_SUITE_P(
    Table, EvaluatorOperators,
    testing::Values(ScalarCase{"SigmoidAtZero", "sigmoid(s)", 0, 0.5},
                    ScalarCase{"Sigmoid", "sigmoid(s)", 2, 1 / (1 + std::exp(-2.0))},
                    ScalarCase{"SigmoidNegative", "sigmoid(s)", -3, 1 / (1 + std::exp(3.0))},
                    ScalarCase{"Silu", "silu(s)", 2, 2 / (1 + std::exp(-2.0))},
                    ScalarCase{"SiluNegative", "silu(s)", -1, -1 / (1 + std::exp(1.0))},
                    ScalarCase{"MaxTakesLarger", "max(s, -1)", -3, -1},
                    ScalarCase{"MaxTakesSelf", "max(s, -1)", 2, 2},
                    ScalarCase{"MinTakesSmaller", "min(s, -1)", -3, -3},
                    ScalarCase{"MinTakesOther", "min(s, -1)", 2, -1},
                    ScalarCase{"NegativeExponent", "s^-2", 2, 0.25},
                    ScalarCase{"NegativeOddExponent", "s^-3", -2, -0.125},
                    ScalarCase{"ZeroExponent", "s^0", 5, 1}, ScalarCase{"OddPower", "s^3", -2, -8},
                    ScalarCase{"MinusBindsLooserThanPower", "-s^2", 3, -9},
                    ScalarCase{"Rsqrt", "rsqrt(s)", 4, 0.5}, ScalarCase{"Sqrt", "sqrt(s)", 9, 3},
                    ScalarCase{"ExpLog", "exp(s) + log(s)", 1, std::exp(1.0)},
                    ScalarCase{"SinCos", "sin(s)^2 + cos(s)^2 + sin(0) + cos(0)", 0.7, 2},
                    ScalarCase{"Tanh", "tanh(s)", -0.3, std::tanh(-0.3)},
                    ScalarCase{"Erf", "erf(s) + erf(0)", 0.8, std::erf(0.8)},
                    ScalarCase{"Division", "s / 4 - 1 / s", 2, 0},
                    ScalarCase{"LiteralsAreExact", "s * 1e-3 + .25 + 2.5e1", 1000, 26.25},
                    ScalarCase{"RealSelect", "select(s > 0, 1, -1)", -2, -1},
                    ScalarCase{"RealSelectEqual", "select(s == 2, 10, 20)", 2, 10},
                    ScalarCase{"SumOverExplicitRange", "sum(u < 4) u * s", 2, 12},
                    ScalarCase{"EmptySum", "sum(u < 0) s + 7", 1, 7},
                    ScalarCase{"NestedSumsWithIntegerSelect",
                               "sum(u < 3) sum(v < 3) select(u < v, s, 0)", 1, 3},
                    ScalarCase{"MaxReductionOverExplicitRange", "max(u < 4) -(u - s)^2", 2.2,
                               -0.04}),
    [](const testing::TestParamInfo<ScalarCase> &info) { return std::string(info.param.name); });

// ---- indices and reductions over tensors ----

TEST(EvaluatorIndices, ModuloIsMathematicalAndRangesAreExplicit) {
  ir::Rule rule = analyze_text("rule rot\n"
                               "dims N\n"
                               "input x[N]\n"
                               "lhs:\n"
                               "  next[i < N] = x[(i + 1) % N]\n"
                               "  prev[i < N] = x[(i - 1) % N]\n"
                               "  tail = sum(u < N - 1) x[u + 1]\n"
                               "  top = max(k) x[k]\n"
                               "  half = N / 2\n"
                               "rhs:\n"
                               "  top = 0\n"
                               "compare top\n");
  Inputs in{{{-5, -2, -7}}, {}};
  semantics::DoubleDomain dom(in);
  Shape shape{{3}};
  semantics::Evaluator<semantics::DoubleDomain> ev(dom, rule, shape);
  ev.run(rule.lhs);
  EXPECT_EQ(ev.tensor(0), (std::vector<double>{-2, -7, -5}));
  EXPECT_EQ(ev.tensor(1), (std::vector<double>{-7, -5, -2})); // (0 - 1) % 3 == 2
  EXPECT_EQ(ev.tensor(2), (std::vector<double>{-9}));
  EXPECT_EQ(ev.tensor(3), (std::vector<double>{-2}));
  EXPECT_EQ(ev.tensor(4), (std::vector<double>{1.5})); // real division of integers
}

TEST(EvaluatorIndices, RowMajorLayoutOfLocals) {
  ir::Rule rule = analyze_text("rule layout\n"
                               "dims M N\n"
                               "input x[M]\n"
                               "lhs:\n"
                               "  t[i, j < N] = x[i] * 10 + j\n"
                               "rhs:\n"
                               "  t[i, j < N] = x[i] * 10 + j\n"
                               "compare t\n");
  Inputs in{{{1, 2}}, {}};
  semantics::SideValues v = semantics::evaluate_both(rule, Shape{{2, 3}}, in);
  EXPECT_EQ(v.lhs.at(0), (std::vector<double>{10, 11, 12, 20, 21, 22}));
  EXPECT_EQ(semantics::unflatten(4, {2, 3}), (std::vector<int64_t>{1, 1}));
}

TEST(EvaluatorIndices, MaxOverAnEmptyRangeIsAnEvalError) {
  ir::Rule rule = analyze_text("rule empty\ndims N\ninput x[N]\nlhs:\n"
                               "  y = max(k < N - 1) x[k]\nrhs:\n  y = x[0]\ncompare y\n");
  Inputs in{{{1}}, {}};
  try {
    semantics::evaluate_both(rule, Shape{{1}}, in);
    FAIL() << "max over [0, 0) was not caught";
  } catch (const semantics::EvalError &e) {
    EXPECT_STREQ(e.what(), "max over an empty range");
    EXPECT_EQ(e.loc().line, 5u);
  }
  Inputs two{{{1, 4}}, {}};
  EXPECT_EQ(semantics::evaluate_both(rule, Shape{{2}}, two).lhs.at(0), (std::vector<double>{1}));
}

// ---- shapes ----

TEST(EvaluatorShapes, EnumerationIsSmallestFirstAndFiltered) {
  ir::Rule rule = analyze_text("rule s\ndims N BN\ninput x[N]\nrequire N % BN == 0\nlhs:\n"
                               "  y[i] = x[i]\nrhs:\n  y[i] = x[i]\ncompare y\n");
  std::vector<Shape> shapes = semantics::enumerate_shapes(rule, 3);
  std::vector<std::string> got;
  for (const Shape &s : shapes)
    got.push_back(semantics::shape_text(rule, s));
  EXPECT_EQ(got,
            (std::vector<std::string>{"N=1 BN=1", "N=2 BN=1", "N=2 BN=2", "N=3 BN=1", "N=3 BN=3"}));
  EXPECT_FALSE(semantics::meets_dim_preconditions(rule, Shape{{3, 2}}));
}

// Code generation reads `1 > eps` as `eps < 1` through ir::mirrored (an earlier sign analysis
// mirrored `<` but not `>`, and proved wrong rules). Exhaustively: every operator, operands
// below, equal to and above each other, signed zeros and infinities.
TEST(EvaluatorComparisons, MirroredReadsEveryComparisonFromTheRight) {
  const double inf = std::numeric_limits<double>::infinity();
  const std::vector<double> values = {-inf, -2, -1, -0.0, 0.0, 0.5, 1, 2, inf};
  for (ir::CmpOp op : {ir::CmpOp::Lt, ir::CmpOp::Le, ir::CmpOp::Gt, ir::CmpOp::Ge, ir::CmpOp::Eq,
                       ir::CmpOp::Ne}) {
    EXPECT_EQ(ir::mirrored(ir::mirrored(op)), op) << ir::cmp_spelling(op);
    for (double a : values)
      for (double b : values)
        EXPECT_EQ(semantics::compare_values(op, a, b),
                  semantics::compare_values(ir::mirrored(op), b, a))
            << a << " " << ir::cmp_spelling(op) << " " << b << " read as " << b << " "
            << ir::cmp_spelling(ir::mirrored(op)) << " " << a;
  }
}

} // namespace
} // namespace fuseproof

namespace fuseproof {
namespace {

// The one-hot shortcut (Evaluator::one_hot_sum: `sum(p) select(a*p + b == c, A, 0)` evaluated at
// its single taken term) equals the plain sum, for every affine condition form a derived gradient
// or a one-hot target produces, at every shape up to 7 x 7: parity (never taken), offsets out of
// range, reversal, the diagonal, a negative slope, and a condition p does not enter.
TEST(EvaluatorOneHot, ShortcutEqualsThePlainSum) {
  const char *conditions[] = {"2*p == j",     "2*p + 1 == j", "j == 2*p + 1", "p + 1 == j",
                              "3*p == j + 1", "N - 1 - j == p", "2*p == 2*j", "N - 2*p == j",
                              "p == j",       "2*p == 4",     "j == 3",       "p * 2 + j == N"};
  for (const char *cond : conditions) {
    ir::Rule rule = analyze_text(std::string("rule onehot\ndims N P\ninput x[N], w[P]\nlhs:\n"
                                             "  y[j < N] = sum(p < P) select(") +
                                 cond +
                                 ", w[p] * x[j] + 1, 0)\nrhs:\n  y[j < N] = 0\ncompare y\n");
    for (int64_t n = 1; n <= 7; ++n)
      for (int64_t p = 1; p <= 7; ++p) {
        Inputs in{{{}, {}}, {}};
        for (int64_t j = 0; j < n; ++j)
          in.tensors[0].push_back(0.5 + static_cast<double>(j));
        for (int64_t k = 0; k < p; ++k)
          in.tensors[1].push_back(-1.25 * static_cast<double>(k + 1));
        std::vector<double> got[2];
        for (int shortcut = 0; shortcut < 2; ++shortcut) {
          semantics::DoubleDomain dom(in);
          semantics::Evaluator<semantics::DoubleDomain> ev(dom, rule, Shape{{n, p}});
          ev.set_one_hot_shortcut(shortcut == 1);
          ev.run(rule.lhs);
          got[shortcut] = ev.tensor(0);
        }
        EXPECT_EQ(got[1], got[0]) << cond << " at N=" << n << " P=" << p;
      }
  }
}

} // namespace
} // namespace fuseproof
