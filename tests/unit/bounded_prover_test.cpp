// Tier 2 end to end on small rules: true rules are proved up to the bound, wrong ones refuted at
// a smallest shape with a counterexample that really replays, and a rule the preconditions do
// not make well-defined is unknown, never proved.
#include "dsl/parser.h"
#include "ir/ir.h"
#include "sema/sema.h"
#include "semantics/double_domain.h"
#include "semantics/shape.h"
#include "support/diagnostics.h"
#include "verify/bounded_prover.h"
#include "verify/counterexample.h"
#include "verify/verdict.h"

#include "test_support.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <memory>
#include <string>
#include <vector>

namespace fuseproof {
namespace {

using namespace testing_support;

namespace fs = std::filesystem;
using verify::VerdictKind;

verify::Verdict prove(const ir::Rule &rule, int bound) {
  verify::BoundedOptions opts;
  opts.bound = bound;
  return verify::prove_bounded(rule, opts);
}

/// Re-evaluates the counterexample's inputs in double precision, independently of the prover,
/// and checks the reported element really differs there.
void expect_replays(const ir::Rule &rule, const verify::Counterexample &cex) {
  semantics::Inputs in;
  for (const verify::TensorValues &t : cex.inputs)
    in.tensors.push_back(t.values);
  for (const verify::TensorValues &s : cex.scalars)
    in.scalars.push_back(s.values.at(0));
  semantics::SideValues v = semantics::evaluate_both(rule, cex.shape, in);
  size_t c = 0;
  while (c < rule.compares.size() && rule.compares[c].name != cex.output)
    ++c;
  ASSERT_LT(c, rule.compares.size()) << "unknown output " << cex.output;
  const ir::TensorInfo &out = rule.lhs.locals[rule.compares[c].lhs];
  std::vector<int64_t> ext = semantics::extents(out, cex.shape);
  ASSERT_EQ(cex.index.size(), ext.size());
  int64_t flat = 0;
  for (size_t p = 0; p < ext.size(); ++p)
    flat = flat * ext[p] + cex.index[p];
  EXPECT_DOUBLE_EQ(v.lhs.at(c).at(flat), cex.lhs);
  EXPECT_DOUBLE_EQ(v.rhs.at(c).at(flat), cex.rhs);
  EXPECT_TRUE(verify::values_differ(cex.lhs, cex.rhs)) << cex.lhs << " vs " << cex.rhs;
}

TEST(BoundedProver, ProvesTrueRuleUpToBound) {
  ir::Rule rule = load_repo_rule("rules/residual_add_epilogue.rule");
  verify::Verdict v = prove(rule, 2);
  EXPECT_EQ(v.kind, VerdictKind::ProvedBounded) << v.reason;
  EXPECT_EQ(v.bound, 2);
  EXPECT_EQ(v.shapes_checked, 8u); // M, K, N each in {1, 2}
  EXPECT_FALSE(v.counterexample.has_value());
  EXPECT_TRUE(v.reason.empty()) << v.reason;
  EXPECT_EQ(verify::verdict_text(v), "proved (dims <= 2)");
  EXPECT_STREQ(verify::verdict_word(v.kind), "proved");
}

// A proof lists the fact families it needed and no others: the rsqrt facts close the identity;
// the precondition's exp(b) brings exp facts into the queries, which the proof does not need.
// rmsnorm_scale_after_matmul needs none (its rsqrt terms cancel as terms).
TEST(BoundedProver, RecordsOnlyTheFactsItNeeded) {
  ir::Rule rule = analyze_text("rule rsqrt_squared\ndims N\ninput x[N]\nscalar a where a > 0\n"
                               "scalar b\nrequire exp(b) > a\nlhs:\n"
                               "  y[i] = x[i] * rsqrt(a) * rsqrt(a) * a\nrhs:\n  y[i] = x[i]\n"
                               "compare y\n");
  verify::Verdict v = prove(rule, 2);
  EXPECT_EQ(v.kind, VerdictKind::ProvedBounded) << v.reason;
  EXPECT_EQ(v.facts_used,
            std::vector<std::string>{"rsqrt(v) > 0 and rsqrt(v)^2 * v = 1, for v > 0"});
  verify::Verdict rms = prove(load_repo_rule("rules/rmsnorm_scale_after_matmul.rule"), 2);
  EXPECT_EQ(rms.kind, VerdictKind::ProvedBounded) << rms.reason;
  EXPECT_TRUE(rms.facts_used.empty());
}

TEST(BoundedProver, RefutesAtTheSmallestShape) {
  // Wrong only with two rows: every row is replaced by row 0.
  ir::Rule rule = analyze_text("rule first_row_only\n"
                               "dims M N\n"
                               "input x[M,N]\n"
                               "lhs:\n"
                               "  y[i,j] = x[i,j]\n"
                               "rhs:\n"
                               "  y[i < M, j] = x[0,j]\n"
                               "compare y\n");
  verify::Verdict v = prove(rule, 3);
  ASSERT_EQ(v.kind, VerdictKind::Refuted) << v.reason;
  EXPECT_EQ(v.reason, "counterexample at M=2 N=1");
  EXPECT_EQ(verify::verdict_text(v), "refuted");
  // (1,1), then (1,2) before (2,1): shapes of equal total size go in lexicographic order.
  EXPECT_EQ(v.shapes_checked, 3u);
  ASSERT_TRUE(v.counterexample.has_value());
  const verify::Counterexample &cex = *v.counterexample;
  EXPECT_EQ(cex.shape.dims, (std::vector<int64_t>{2, 1}));
  ASSERT_EQ(cex.dims.size(), 2u);
  EXPECT_EQ(cex.dims[0], (std::pair<std::string, int64_t>{"M", 2}));
  EXPECT_EQ(cex.output, "y");
  EXPECT_EQ(cex.index, (std::vector<int64_t>{1, 0}));
  EXPECT_TRUE(cex.undefined.empty()) << cex.undefined;
  ASSERT_EQ(cex.inputs.size(), 1u);
  EXPECT_EQ(cex.inputs[0].name, "x");
  EXPECT_EQ(cex.inputs[0].extents, (std::vector<int64_t>{2, 1}));
  // prefer_small_values: every entry is one of 0, 1, -1, 2.
  for (double x : cex.inputs[0].values)
    EXPECT_TRUE(x == 0 || x == 1 || x == -1 || x == 2) << x;
  expect_replays(rule, cex);
}

TEST(BoundedProver, RefutesShippedWrongRuleWithReplayedCounterexample) {
  ir::Rule rule = load_repo_rule("tests/wrong/mean_wrong_axis.rule");
  verify::Verdict v = prove(rule, 2);
  ASSERT_EQ(v.kind, VerdictKind::Refuted) << v.reason;
  ASSERT_TRUE(v.counterexample.has_value());
  // Both means are of the one entry X[0,0] while M = K = 1, so the first of the shapes with
  // M + K + N = 4 (lexicographic order) where they differ is M=1 K=2 N=1.
  EXPECT_EQ(v.reason, "counterexample at M=1 K=2 N=1");
  EXPECT_EQ(v.counterexample->shape.dims, (std::vector<int64_t>{1, 2, 1}));
  expect_replays(rule, *v.counterexample);
}

TEST(BoundedProver, MissingPreconditionIsUnknown) {
  ir::Rule rule = analyze_text("rule needs_positive\n"
                               "dims N\n"
                               "input x[N]\n"
                               "lhs:\n"
                               "  y[i] = rsqrt(x[i]) * x[i]\n"
                               "rhs:\n"
                               "  y[i] = rsqrt(x[i]) * x[i]\n"
                               "compare y\n");
  verify::Verdict v = prove(rule, 2);
  EXPECT_EQ(v.kind, VerdictKind::Unknown);
  EXPECT_TRUE(contains(v.reason, "do not ensure the lhs is defined at N=1")) << v.reason;
  EXPECT_TRUE(contains(v.reason, "add a precondition")) << v.reason;
  EXPECT_TRUE(contains(verify::verdict_text(v), "unknown (")) << verify::verdict_text(v);
  EXPECT_FALSE(v.counterexample.has_value());
  // Unknown stops at the first doubtful shape.
  EXPECT_EQ(v.shapes_checked, 1u);
}

TEST(BoundedProver, PreconditionDischargesTheObligation) {
  const std::string rule_text = "rule rsqrt_square\n"
                                "scalar e where e COND\n"
                                "lhs:\n"
                                "  y = rsqrt(e)^2 * e\n"
                                "rhs:\n"
                                "  y = 1\n"
                                "compare y\n";
  auto with = [&](const std::string &cond) {
    std::string text = rule_text;
    return analyze_text(replace_once(text, "COND", cond));
  };
  verify::Verdict proved = prove(with("> 0"), 1);
  EXPECT_EQ(proved.kind, VerdictKind::ProvedBounded) << proved.reason;
  EXPECT_EQ(proved.shapes_checked, 1u); // a rule without dimensions has one shape
  verify::Verdict weak = prove(with(">= 0"), 1);
  EXPECT_EQ(weak.kind, VerdictKind::Unknown);
  EXPECT_TRUE(contains(weak.reason, "precondition")) << weak.reason;
}

TEST(BoundedProver, RhsOutOfRangeAtSomeShapeIsRefutedAsUndefined) {
  // The rhs reads x[N-1], in range only while N <= M.
  ir::Rule rule = analyze_text("rule reads_past_end\n"
                               "dims M N\n"
                               "input x[M]\n"
                               "lhs:\n"
                               "  y[i] = x[i]\n"
                               "rhs:\n"
                               "  y[i < M] = x[i] + 0 * x[N - 1]\n"
                               "compare y\n");
  verify::Verdict v = prove(rule, 3);
  ASSERT_EQ(v.kind, VerdictKind::Refuted) << v.reason;
  EXPECT_EQ(v.reason, "counterexample at M=1 N=2");
  ASSERT_TRUE(v.counterexample.has_value());
  const verify::Counterexample &cex = *v.counterexample;
  EXPECT_EQ(cex.shape.dims, (std::vector<int64_t>{1, 2}));
  EXPECT_FALSE(cex.undefined.empty());
  EXPECT_TRUE(contains(cex.undefined, "the rhs is undefined: access x[1] is out of range (x has "
                                      "shape [1]) at t.rule:7:"))
      << cex.undefined;
}

TEST(BoundedProver, RhsDivisionByZeroIsRefutedAsUndefined) {
  ir::Rule rule = analyze_text("rule cancel\n"
                               "dims N\n"
                               "input x[N]\n"
                               "lhs:\n"
                               "  y[i] = x[i]\n"
                               "rhs:\n"
                               "  y[i] = x[i] * x[i] / x[i]\n"
                               "compare y\n");
  verify::Verdict v = prove(rule, 2);
  ASSERT_EQ(v.kind, VerdictKind::Refuted) << v.reason;
  ASSERT_TRUE(v.counterexample.has_value());
  const verify::Counterexample &cex = *v.counterexample;
  EXPECT_EQ(cex.shape.dims, (std::vector<int64_t>{1}));
  EXPECT_TRUE(contains(cex.undefined, "an argument must be != 0 but is 0 at t.rule:7:"))
      << cex.undefined;
  ASSERT_EQ(cex.inputs.size(), 1u);
  EXPECT_EQ(cex.inputs[0].values, (std::vector<double>{0}));
}

TEST(BoundedProver, RequireFiltersShapes) {
  const std::string body = "dims N BN\n"
                           "input x[N]\n"
                           "lhs:\n"
                           "  y[i] = x[i] * 2\n"
                           "rhs:\n"
                           "  y[i] = x[i] + x[i]\n"
                           "compare y\n";
  verify::Verdict all = prove(analyze_text("rule free\n" + body), 3);
  verify::Verdict divisible = prove(analyze_text("rule tiled\nrequire N % BN == 0\n" + body), 3);
  EXPECT_EQ(all.kind, VerdictKind::ProvedBounded) << all.reason;
  EXPECT_EQ(divisible.kind, VerdictKind::ProvedBounded) << divisible.reason;
  EXPECT_EQ(all.shapes_checked, 9u);
  // (1,1) (2,1) (2,2) (3,1) (3,3)
  EXPECT_EQ(divisible.shapes_checked, 5u);
}

TEST(BoundedProver, NoShapeMeetsThePreconditionsIsUnknown) {
  ir::Rule rule = analyze_text("rule too_big\ndims N\ninput x[N]\nrequire N > 5\nlhs:\n"
                               "  y[i] = x[i]\nrhs:\n  y[i] = x[i]\ncompare y\n");
  verify::Verdict v = prove(rule, 3);
  EXPECT_EQ(v.kind, VerdictKind::Unknown);
  EXPECT_EQ(v.reason, "no shape with every dimension in [1, 3] meets the preconditions");
  EXPECT_EQ(v.shapes_checked, 0u);
}

TEST(BoundedProver, MaskedRaggedTileIsProved) {
  ir::Rule rule =
      analyze_text("rule ragged\n"
                   "dims M N BN NT\n"
                   "input x[M,N]\n"
                   "require NT*BN >= N\n"
                   "require NT*BN < N + BN\n"
                   "lhs:\n"
                   "  s[i] = sum(j) x[i,j]^2\n"
                   "rhs:\n"
                   "  p[i, t < NT] = sum(u < BN) select(t*BN + u < N, x[i, t*BN + u]^2, 0)\n"
                   "  s[i] = sum(t) p[i,t]\n"
                   "compare s\n");
  verify::Verdict v = prove(rule, 3);
  EXPECT_EQ(v.kind, VerdictKind::ProvedBounded) << v.reason;
  EXPECT_GT(v.shapes_checked, 1u);
}

class BoundedIdentity : public testing::TestWithParam<std::string> {};

TEST_P(BoundedIdentity, EachSideEqualsItself) {
  ir::Rule rule = load_repo_rule("rules/" + GetParam());
  for (bool use_lhs : {true, false}) {
    verify::Verdict v = prove(ir::identity_rule(rule, use_lhs), 2);
    EXPECT_EQ(v.kind, VerdictKind::ProvedBounded) << (use_lhs ? "lhs" : "rhs") << ": " << v.reason;
    EXPECT_EQ(v.shapes_checked, semantics::enumerate_shapes(rule, 2).size());
  }
}

std::vector<std::string> shipped_rules() {
  std::vector<std::string> out;
  for (const fs::directory_entry &e :
       fs::directory_iterator(fs::path(FUSEPROOF_SOURCE_DIR) / "rules"))
    if (e.path().extension() == ".rule")
      out.push_back(e.path().filename().string());
  std::sort(out.begin(), out.end());
  return out;
}

INSTANTIATE_TEST_SUITE_P(Rules, BoundedIdentity, testing::ValuesIn(shipped_rules()),
                         [](const testing::TestParamInfo<std::string> &info) {
                           std::string name = fs::path(info.param).stem().string();
                           std::replace_if(
                               name.begin(), name.end(),
                               [](char c) { return !std::isalnum(static_cast<unsigned char>(c)); },
                               '_');
                           return name;
                         });

TEST(CounterexampleReplay, ValuesDifferIsConservative) {
  EXPECT_TRUE(verify::values_differ(1.0, 2.0));
  EXPECT_FALSE(verify::values_differ(1.0, 1.0 + 1e-15));
  EXPECT_FALSE(verify::values_differ(NAN, NAN));
  EXPECT_TRUE(verify::values_differ(1.0, INFINITY));
  EXPECT_FALSE(verify::values_differ(INFINITY, INFINITY));
}

} // namespace
} // namespace fuseproof
