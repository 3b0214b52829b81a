// The numeric tier's BLAS fast path computes what the generic evaluator defines: for every rule of
// the repository, at small shapes and one moderate shape, both sides evaluated with and without
// the fast path agree in double (to rounding), in low precision (within the rigorous bounds of
// the two computations, which differ only in the order of each product's additions), and in the
// error-bound domain (same values, and each bound covers its own low-precision run). Also which
// sums find_contractions hands to BLAS, and which it must leave alone.
#include "numeric/contraction.h"
#include "numeric/error_bound_domain.h"
#include "numeric/generators.h"
#include "numeric/lowp_domain.h"
#include "numeric/side_runner.h"
#include "semantics/double_domain.h"
#include "semantics/shape.h"

#include "test_support.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace fuseproof {
namespace {

using namespace testing_support;
using numeric::Bounded;
using numeric::ErrorBoundDomain;
using numeric::Format;
using numeric::LowPrecisionDomain;
using semantics::DoubleDomain;
using semantics::Shape;

namespace fs = std::filesystem;

constexpr uint64_t kSeed = 12345;

std::string rule_test_name(const testing::TestParamInfo<std::string> &info) {
  return fs::path(info.param).stem().string();
}

/// One side's compared outputs in `dom`, from a fresh runner.
template <class D>
std::vector<std::vector<typename D::Value>>
outputs(D &dom, const ir::Rule &rule, const Shape &shape, const ir::Program &side, bool fast) {
  numeric::SideRunner<D> runner(dom, rule, shape);
  return runner.outputs(side, fast);
}

bool close(double a, double b) { return std::abs(a - b) <= 1e-12 * (1 + std::abs(a)); }

/// Both sides of `rule`, with and without the fast path, agree in every domain at its small
/// shapes and its moderate shape.
void expect_fast_path_agrees(const ir::Rule &rule) {
  std::vector<Shape> shapes = shapes_for(rule);
  ASSERT_FALSE(shapes.empty());
  ASSERT_TRUE(moderate_shape(rule).has_value()) << "no moderate shape meets the preconditions";
  int64_t compared = 0;
  for (const Shape &shape : shapes) {
    for (const ir::Program *side : {&rule.lhs, &rule.rhs}) {
      const char *side_name = side == &rule.lhs ? "lhs" : "rhs";
      std::string where = semantics::shape_text(rule, shape) + " " + side_name;
      {
        semantics::Inputs in =
            numeric::generate_inputs(rule, shape, ir::Distribution::Normal, kSeed, Format::F32);
        DoubleDomain d1(in), d2(in);
        auto fast = outputs(d1, rule, shape, *side, true);
        auto slow = outputs(d2, rule, shape, *side, false);
        ASSERT_EQ(fast.size(), slow.size());
        for (size_t c = 0; c < fast.size(); ++c) {
          ASSERT_EQ(fast[c].size(), slow[c].size()) << where;
          for (size_t i = 0; i < fast[c].size(); ++i)
            ASSERT_TRUE(close(fast[c][i], slow[c][i]))
                << "f64 " << where << " output " << c << " element " << i << ": fast " << fast[c][i]
                << " generic " << slow[c][i];
        }
      }
      for (Format fmt : {Format::F32, Format::BF16}) {
        std::string at = where + " " + numeric::format_name(fmt);
        semantics::Inputs in =
            numeric::generate_inputs(rule, shape, ir::Distribution::Normal, kSeed, fmt);
        LowPrecisionDomain l1(in, fmt), l2(in, fmt);
        ErrorBoundDomain b1(in, fmt), b2(in, fmt);
        auto low_fast = outputs(l1, rule, shape, *side, true);
        auto low_slow = outputs(l2, rule, shape, *side, false);
        auto bnd_fast = outputs(b1, rule, shape, *side, true);
        auto bnd_slow = outputs(b2, rule, shape, *side, false);
        ASSERT_EQ(low_fast.size(), rule.compares.size());
        ASSERT_EQ(bnd_fast.size(), rule.compares.size());
        for (size_t c = 0; c < low_fast.size(); ++c) {
          ASSERT_EQ(low_fast[c].size(), low_slow[c].size()) << at;
          ASSERT_EQ(bnd_fast[c].size(), low_fast[c].size()) << at;
          ASSERT_EQ(bnd_slow[c].size(), low_fast[c].size()) << at;
          for (size_t i = 0; i < low_fast[c].size(); ++i) {
            const Bounded &bf = bnd_fast[c][i], &bs = bnd_slow[c][i];
            double lf = low_fast[c][i], ls = low_slow[c][i];
            ASSERT_TRUE(std::isfinite(lf) && std::isfinite(ls)) << at << " element " << i;
            ASSERT_TRUE(close(bf.v, bs.v))
                << "bound values " << at << " element " << i << ": " << bf.v << " vs " << bs.v;
            ASSERT_LE(std::abs(lf - bf.v), bf.e) << "fast bound " << at << " element " << i;
            ASSERT_LE(std::abs(ls - bs.v), bs.e) << "generic bound " << at << " element " << i;
            // Both are low-precision results within their bounds of (nearly) the same value.
            ASSERT_LE(std::abs(lf - ls), bf.e + bs.e + std::abs(bf.v - bs.v))
                << at << " element " << i << ": fast " << lf << " generic " << ls;
            ++compared;
          }
        }
      }
    }
  }
  EXPECT_GT(compared, 0);
}

class NumericFastPathRule : public testing::TestWithParam<std::string> {};

TEST_P(NumericFastPathRule, AgreesWithTheGenericEvaluator) {
  expect_fast_path_agrees(load_repo_rule(GetParam()));
}

// Product operands read through a permutation of their indices (a transposed input as in
// zdz_identity's `W[k,j]`, a transposed computed tensor, a three-index input whose indices come
// in another order) are copied into the operand's order, not evaluated element by element:
// the copy must put every element where the evaluator would.
TEST(NumericFastPath, PermutedOperandsAgreeWithTheGenericEvaluator) {
  expect_fast_path_agrees(analyze_text(R"(rule permuted_operands "t"
dims M K N P
input X[M,K], W[N,K], T[P,K,N], V[K,M]
lhs:
  y[i,j] = sum(k) X[i,k] * W[j,k]
  s[j,k] = 2 * W[j,k]
  z[i,j] = sum(k) X[i,k] * s[j,k]
  u[i,j,p] = sum(k) X[i,k] * T[p,k,j]
  v[j,i] = sum(k) W[j,k] * V[k,i]
  w[i,j] = sum(k) V[k,i] * W[j,k]
rhs:
  y[i,j] = sum(k) W[j,k] * X[i,k]
  z[i,j] = 2 * sum(k) W[j,k] * X[i,k]
  u[i,j,p] = sum(k) T[p,k,j] * X[i,k]
  v[j,i] = sum(k) V[k,i] * W[j,k]
  w[i,j] = sum(k) W[j,k] * V[k,i]
compare y, z, u, v, w
dtypes f32 bf16
)"));
}

INSTANTIATE_TEST_SUITE_P(NumericRules, NumericFastPathRule,
                         testing::ValuesIn(repo_rule_files("rules")), rule_test_name);

// --- find_contractions ---------------------------------------------------------------------

const ir::Statement &statement_of(const ir::Program &side, const std::string &name) {
  std::optional<int> id = side.local_by_name(name);
  if (!id)
    throw std::logic_error("test bug: no tensor " + name);
  for (const ir::Statement &st : side.statements)
    if (st.target == *id)
      return st;
  throw std::logic_error("test bug: no statement defines " + name);
}

std::vector<std::string> var_names(const ir::Rule &rule, const std::vector<int> &vars) {
  std::vector<std::string> out;
  for (int v : vars)
    out.push_back(rule.vars.at(v).name);
  return out;
}

TEST(NumericFastPath, RmsnormProjectionIsOneContractionPerSide) {
  ir::Rule rule = load_repo_rule("rules/rmsnorm_scale_after_matmul.rule");
  for (const ir::Program *side : {&rule.lhs, &rule.rhs}) {
    std::vector<numeric::Contraction> cs = numeric::find_contractions(statement_of(*side, "Y"));
    ASSERT_EQ(cs.size(), 1u) << (side == &rule.lhs ? "lhs" : "rhs");
    const numeric::Contraction &c = cs[0];
    ASSERT_NE(c.sum, nullptr);
    EXPECT_EQ(c.sum->op, ir::ExprOp::Sum);
    EXPECT_EQ(c.k, c.sum->var);
    EXPECT_EQ(rule.vars.at(c.k).name, "k");
    EXPECT_EQ(var_names(rule, c.row_vars), std::vector<std::string>{"i"});
    EXPECT_EQ(var_names(rule, c.col_vars), std::vector<std::string>{"j"});
    ASSERT_TRUE(c.left && c.right);
    EXPECT_EQ(c.left.get(), c.sum->args[0]->args[0].get());
    EXPECT_EQ(c.right.get(), c.sum->args[0]->args[1].get());
  }
  // The row statistics are sums of squares (no product of a row and a column side).
  EXPECT_TRUE(numeric::find_contractions(statement_of(rule.lhs, "r")).empty());
  EXPECT_TRUE(numeric::find_contractions(statement_of(rule.rhs, "r")).empty());
  EXPECT_TRUE(numeric::find_contractions(statement_of(rule.rhs, "Wg")).empty());
}

TEST(NumericFastPath, RowReductionOfAProductIsNotAContraction) {
  ir::Rule rule = load_repo_rule("rules/zdz_identity.rule");
  // c[i] = sum(j) dy[i,j] * y[i,j]: both factors mention i.
  EXPECT_TRUE(numeric::find_contractions(statement_of(rule.lhs, "c")).empty());
  EXPECT_TRUE(numeric::find_contractions(statement_of(rule.rhs, "c")).empty());
  // The GEMMs around it are: dy = dz W, and z = y W^T (rows i, columns k).
  EXPECT_EQ(numeric::find_contractions(statement_of(rule.lhs, "dy")).size(), 1u);
  std::vector<numeric::Contraction> z = numeric::find_contractions(statement_of(rule.rhs, "z"));
  ASSERT_EQ(z.size(), 1u);
  EXPECT_EQ(var_names(rule, z[0].row_vars), std::vector<std::string>{"i"});
  EXPECT_EQ(var_names(rule, z[0].col_vars), std::vector<std::string>{"k"});
  EXPECT_EQ(rule.vars.at(z[0].k).name, "j");
}

TEST(NumericFastPath, SumsUnderASelectOrAnotherReductionAreLeftAlone) {
  ir::Rule rule = analyze_text(R"(rule contractions "t"
dims M K N
input A[M,K], W[K,N], a[M], y[M,N]
lhs:
  Y[i,j] = select(a[i] > 0, sum(k) A[i,k] * W[k,j], 0)
  c[i] = sum(j) Y[i,j] * y[i,j]
  mx[i] = max(j) sum(k) A[i,k] * W[k,j]
  Z[i,j] = 2 * sum(k) A[i,k] * W[k,j]
rhs:
  Z[i,j] = sum(k) A[i,k] * (2 * W[k,j])
compare Z
dtypes f32
)");
  EXPECT_TRUE(numeric::find_contractions(statement_of(rule.lhs, "Y")).empty());
  EXPECT_TRUE(numeric::find_contractions(statement_of(rule.lhs, "c")).empty());
  EXPECT_TRUE(numeric::find_contractions(statement_of(rule.lhs, "mx")).empty());
  EXPECT_EQ(numeric::find_contractions(statement_of(rule.lhs, "Z")).size(), 1u);
  EXPECT_EQ(numeric::find_contractions(statement_of(rule.rhs, "Z")).size(), 1u);
}

// The repository's GEMM rules do exercise the fast path (the agreement test above is not vacuous).
TEST(NumericFastPath, RepositoryGemmRulesHaveContractionsOnBothSides) {
  for (const char *path :
       {"rules/residual_add_epilogue.rule", "rules/rmsnorm_scale_after_matmul.rule",
        "rules/rmsnorm_ragged_tile_stats.rule", "rules/scalar_scale_gemm.rule",
        "rules/zdz_identity.rule"}) {
    ir::Rule rule = load_repo_rule(path);
    for (const ir::Program *side : {&rule.lhs, &rule.rhs}) {
      size_t n = 0;
      for (const ir::Statement &st : side->statements)
        n += numeric::find_contractions(st).size();
      EXPECT_GE(n, 1u) << path << (side == &rule.lhs ? " lhs" : " rhs");
    }
  }
}

// A hand-checked product through each domain's contract(): the layouts are row-major.
TEST(NumericFastPath, ContractIsRowMajorProductInEveryDomain) {
  // A = [[1, 2, 3], [4, 5, 6]], B = [[1, 0], [0, 1], [1, 1]]: A B = [[4, 5], [10, 11]].
  std::vector<double> a = {1, 2, 3, 4, 5, 6}, b = {1, 0, 0, 1, 1, 1};
  const std::vector<double> want = {4, 5, 10, 11};
  semantics::Inputs none;
  DoubleDomain dd(none);
  EXPECT_EQ(numeric::contract(dd, a, b, 2, 3, 2), want);
  LowPrecisionDomain ld(none, Format::F32);
  std::vector<float> fa(a.begin(), a.end()), fb(b.begin(), b.end());
  std::vector<float> fc = numeric::contract(ld, fa, fb, 2, 3, 2);
  ASSERT_EQ(fc.size(), 4u);
  for (size_t i = 0; i < 4; ++i)
    EXPECT_EQ(fc[i], want[i]) << i;
  ErrorBoundDomain eb(none, Format::F32);
  std::vector<Bounded> ba, bb;
  for (double x : a)
    ba.push_back({x, 0});
  for (double x : b)
    bb.push_back({x, 0});
  std::vector<Bounded> bc =
      numeric::contract(eb, numeric::BoundedOperand{ba, {}}, numeric::BoundedOperand{bb, {}}, 2, 3, 2);
  ASSERT_EQ(bc.size(), 4u);
  // Operands given as exact doubles (an input's) mean the same as bounded ones with bound 0.
  for (auto [ea, eb2] : {std::pair{true, false}, std::pair{false, true}, std::pair{true, true}}) {
    std::vector<Bounded> ec = numeric::contract(
        eb, ea ? numeric::BoundedOperand{{}, a} : numeric::BoundedOperand{ba, {}},
        eb2 ? numeric::BoundedOperand{{}, b} : numeric::BoundedOperand{bb, {}}, 2, 3, 2);
    ASSERT_EQ(ec.size(), 4u);
    for (size_t i = 0; i < 4; ++i) {
      EXPECT_EQ(ec[i].v, bc[i].v) << i;
      EXPECT_EQ(ec[i].e, bc[i].e) << i;
    }
  }
  // Row 0: sum |a b| = 1 + 3 = 4 (the zero products add nothing), row 1: 4 + 6 = 10 and 5 + 6.
  const std::vector<double> sum_abs = {4, 5, 10, 11};
  for (size_t i = 0; i < 4; ++i) {
    EXPECT_EQ(bc[i].v, want[i]) << i;
    EXPECT_GE(bc[i].e, eb.gamma(3) * sum_abs[i]) << i;
    EXPECT_LE(bc[i].e, 1.01 * eb.gamma(3) * sum_abs[i] + 1e-30) << i;
  }
}

} // namespace
} // namespace fuseproof
