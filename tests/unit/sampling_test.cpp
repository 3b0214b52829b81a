// Sampled realistic shapes. The separability analysis is a shortcut the numeric tier relies on
// (it evaluates a sample of rows instead of all of them), so it is checked two ways: a table of
// rules with the dimensions they are, and are not, separable along (every way positions can be
// coupled), and, for every library rule and every rule of the table, the sampled evaluation
// against the full one: at each sampled position every output must be bitwise the full
// evaluation's, and the sampled inputs the full inputs' elements.
#include "ir/separable.h"
#include "numeric/generators.h"
#include "numeric/numeric_tier.h"
#include "numeric/sampling.h"
#include "numeric/side_runner.h"
#include "semantics/shape.h"

#include "test_support.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <string>
#include <vector>

namespace fuseproof {
namespace {

using namespace testing_support;

struct SeparableCase {
  const char *name;
  const char *rule; // dims M N unless stated; input x[M,N] unless stated
  std::vector<std::string> separable;
  const char *why_not_m; // a word of the reason M is not separable ("" when it is)
};

std::string rule_text(const SeparableCase &c) {
  return std::string("rule t\n") + c.rule + "compare y\ndtypes f32\n";
}

const std::vector<SeparableCase> kCases = {
    {"elementwise", "dims M N\ninput x[M,N]\nlhs:\n  y[i,j] = x[i,j]\nrhs:\n  y[i,j] = x[i,j]\n",
     {"M", "N"}, ""},
    {"gemm_epilogue",
     "dims M K N\ninput a[M,K], w[K,N], c[M,N]\nlhs:\n  y[i,j] = sum(k) a[i,k] * w[k,j] + c[i,j]\n"
     "rhs:\n  acc[i,j] = sum(k) a[i,k] * w[k,j]\n  epilogue y[i,j] = acc[i,j] + c[i,j]\n",
     {"M", "N"}, ""},
    {"row_statistic",
     "dims M N\ninput x[M,N]\nlhs:\n  y[i,j] = x[i,j] / sum(k) x[i,k]^2\n"
     "rhs:\n  s[i] = sum(k) x[i,k]^2\n  y[i,j] = x[i,j] / s[i]\n",
     {"M"}, ""},
    {"transpose_keeps_positions",
     "dims M N\ninput x[M,N]\nlhs:\n  t[j,i] = x[i,j]\n  y[i,j] = t[j,i]\n"
     "rhs:\n  y[i,j] = x[i,j]\n",
     {"M", "N"}, ""},
    {"shifted_row",
     "dims M N\ninput x[M,N]\nlhs:\n  y[i < M, j] = x[(i + 1) % M, j]\nrhs:\n  y[i,j] = x[i,j]\n",
     {"N"}, "another position"},
    {"column_sum_over_rows",
     "dims M N\ninput x[M,N]\nlhs:\n  c[j] = sum(i) x[i,j]\n  y[i,j] = x[i,j] * c[j]\n"
     "rhs:\n  y[i,j] = x[i,j] * sum(u) x[u,j]\n",
     {"N"}, "reduces along it"},
    {"size_as_value",
     "dims M N\ninput x[M,N]\nlhs:\n  y[i,j] = x[i,j] * M\nrhs:\n  y[i,j] = M * x[i,j]\n",
     {"N"}, "as a value"},
    {"position_as_value",
     "dims M N\ninput x[M,N]\nlhs:\n  y[i,j] = x[i,j] * i\nrhs:\n  y[i,j] = i * x[i,j]\n",
     {"N"}, "as a value"},
    {"mask_on_position",
     "dims M N\ninput x[M,N]\nlhs:\n  y[i,j] = select(i < 2, x[i,j], 0)\n"
     "rhs:\n  y[i,j] = select(i < 2, x[i,j], 0)\n",
     {"N"}, "selects"},
    {"square_tensor",
     "dims M N\ninput x[M,N], a[M,M]\nlhs:\n  y[i,j] = x[i,j] * a[i,i]\n"
     "rhs:\n  y[i,j] = a[i,i] * x[i,j]\n",
     {"N"}, "two axes"},
    {"extent_from_size",
     "dims M N\ninput x[M,N], b[2*M]\nlhs:\n  y[i,j] = x[i,j] * b[2*i]\n"
     "rhs:\n  y[i,j] = b[2*i] * x[i,j]\n",
     {"N"}, "extent"},
    {"row_index_in_column",
     "dims M N\ninput x[M,N], b[N]\nlhs:\n  y[i,j] = x[i,j] * b[i % N]\n"
     "rhs:\n  y[i,j] = b[i % N] * x[i,j]\n",
     {}, "position or size"},
    {"max_over_rows",
     "dims M N\ninput x[M,N]\nlhs:\n  y[i,j] = x[i,j] - max(u) x[u,j]\n"
     "rhs:\n  y[i,j] = x[i,j] - max(u) x[u,j]\n",
     {"N"}, "reduces along it"},
};

class Separable : public testing::TestWithParam<SeparableCase> {};

TEST_P(Separable, DimensionsAsExpected) {
  const SeparableCase &c = GetParam();
  ir::Rule rule = analyze_text(rule_text(c));
  std::vector<std::string> got;
  for (int d : ir::separable_dims(rule))
    got.push_back(rule.dims[d].name);
  EXPECT_EQ(got, c.separable);
  std::string why;
  bool m = ir::separable_along(rule, 0, &why);
  EXPECT_EQ(m, std::string(c.why_not_m).empty()) << why;
  if (!m) {
    EXPECT_TRUE(contains(why, c.why_not_m)) << why;
  }
}

INSTANTIATE_TEST_SUITE_P(Table, Separable, testing::ValuesIn(kCases),
                         [](const auto &info) { return std::string(info.param.name); });

/// Every output of `side` in double on the generic evaluator (no BLAS: bitwise reproducible).
std::vector<std::vector<double>> outputs(const ir::Rule &rule, const ir::Program &side,
                                         const semantics::Shape &shape,
                                         const semantics::Inputs &in) {
  semantics::DoubleDomain dom(in);
  numeric::SideRunner<semantics::DoubleDomain> runner(dom, rule, shape);
  return runner.outputs(side, false);
}

/// Samples 3 positions of each separable dimension of a shape with every dimension 7 (or the
/// nearest shape meeting the preconditions) and checks inputs and outputs against the full run.
void expect_sampled_equals_full(const ir::Rule &rule) {
  std::vector<semantics::Shape> shapes = semantics::enumerate_shapes(rule, 7);
  ASSERT_FALSE(shapes.empty());
  const semantics::Shape full = shapes.back(); // the largest
  numeric::Sampling s = numeric::plan_sampling(rule, full, 3, 42);
  if (ir::separable_dims(rule).empty()) {
    EXPECT_FALSE(s.sampled());
    return;
  }
  ASSERT_TRUE(s.sampled());
  for (ir::Distribution d : {ir::Distribution::Normal, ir::Distribution::LargeMeanRows}) {
    semantics::Inputs whole = numeric::generate_inputs(rule, full, d, 7, numeric::Format::F32);
    semantics::Inputs part = numeric::generate_inputs(rule, s, d, 7, numeric::Format::F32);
    auto check = [&](const ir::TensorInfo &t, const std::vector<double> &a,
                     const std::vector<double> &b) {
      std::vector<int64_t> ext = semantics::extents(t, s.evaluated);
      std::vector<int64_t> full_ext = semantics::extents(t, full);
      ASSERT_EQ(b.size(), static_cast<size_t>(semantics::element_count(ext))) << t.name;
      for (size_t i = 0; i < b.size(); ++i) {
        std::vector<int64_t> at = s.full_index(t, semantics::unflatten(i, ext));
        int64_t flat = 0;
        for (size_t k = 0; k < at.size(); ++k)
          flat = flat * full_ext[k] + at[k];
        ASSERT_EQ(a[flat], b[i]) << t.name << " element " << i;
      }
    };
    for (size_t t = 0; t < rule.inputs.size(); ++t)
      check(rule.inputs[t], whole.tensors[t], part.tensors[t]);
    EXPECT_EQ(whole.scalars, part.scalars);
    for (const ir::Program *side : {&rule.lhs, &rule.rhs}) {
      auto a = outputs(rule, *side, full, whole);
      auto b = outputs(rule, *side, s.evaluated, part);
      for (size_t c = 0; c < rule.compares.size(); ++c) {
        int local = side == &rule.lhs ? rule.compares[c].lhs : rule.compares[c].rhs;
        check(side->locals[local], a[c], b[c]);
      }
    }
  }
}

TEST_P(Separable, SampledEvaluationEqualsTheFullOneAtTheSampledPositions) {
  expect_sampled_equals_full(analyze_text(rule_text(GetParam())));
}

class LibrarySampling : public testing::TestWithParam<std::string> {};

TEST_P(LibrarySampling, SampledEvaluationEqualsTheFullOneAtTheSampledPositions) {
  expect_sampled_equals_full(load_repo_rule(GetParam()));
}

std::vector<std::string> library_rules() {
  std::vector<std::string> out;
  for (const auto &e : std::filesystem::directory_iterator(std::string(FUSEPROOF_SOURCE_DIR) +
                                                           "/rules"))
    if (e.path().extension() == ".rule")
      out.push_back("rules/" + e.path().filename().string());
  std::sort(out.begin(), out.end());
  return out;
}

INSTANTIATE_TEST_SUITE_P(Rules, LibrarySampling, testing::ValuesIn(library_rules()),
                         [](const auto &info) {
                           std::string n = std::filesystem::path(info.param).stem().string();
                           return n;
                         });

TEST(Sampling, EveryForwardGemmRuleSamplesItsRows) {
  for (const char *file : {"rules/residual_add_epilogue.rule", "rules/rmsnorm_scale_after_matmul.rule",
                           "rules/swiglu_interleaved.rule", "rules/scalar_scale_gemm.rule"}) {
    ir::Rule rule = load_repo_rule(file);
    EXPECT_TRUE(ir::separable_along(rule, 0)) << file;
  }
}

TEST(Sampling, PositionsAreSeededSortedDistinctAndKeepTheEdges) {
  ir::Rule rule = load_repo_rule("rules/residual_add_epilogue.rule");
  semantics::Shape shape{{4096, 4096, 4096}};
  numeric::Sampling a = numeric::plan_sampling(rule, shape, 512, 1);
  numeric::Sampling b = numeric::plan_sampling(rule, shape, 512, 1);
  numeric::Sampling c = numeric::plan_sampling(rule, shape, 512, 2);
  EXPECT_EQ(a.positions, b.positions);
  EXPECT_NE(a.positions, c.positions);
  const std::vector<int64_t> &rows = a.positions[0];
  ASSERT_EQ(rows.size(), 512u);
  EXPECT_EQ(rows.front(), 0);
  EXPECT_EQ(rows.back(), 4095);
  EXPECT_TRUE(std::is_sorted(rows.begin(), rows.end()));
  EXPECT_EQ(std::adjacent_find(rows.begin(), rows.end()), rows.end());
  EXPECT_TRUE(a.positions[1].empty()); // K is a reduction
  EXPECT_EQ(a.evaluated.dims, (std::vector<int64_t>{512, 4096, 512}));
  EXPECT_EQ(a.text(rule), "sampled: M 512 of 4096, N 512 of 4096");
  EXPECT_EQ(numeric::NumericOptions{}.sample_positions, 512);
  // Short dimensions and a zero count are evaluated whole.
  EXPECT_FALSE(numeric::plan_sampling(rule, {{512, 64, 100}}, 512, 1).sampled());
  EXPECT_FALSE(numeric::plan_sampling(rule, shape, 0, 1).sampled());
}

TEST(Sampling, CaseNamesFullPositionsAndTheSample) {
  ir::Rule rule = load_repo_rule("rules/residual_add_epilogue.rule");
  numeric::NumericOptions o;
  o.sample_positions = 4;
  numeric::CaseResult c = numeric::run_case(rule, {{50, 8, 40}}, "bf16", ir::Distribution::Normal,
                                            3, o);
  EXPECT_EQ(c.shape_text,
            "M=50 K=8 N=40; sampled: M 4 of 50, N 4 of 40");
  EXPECT_TRUE(c.passed()) << c.problem();
}

} // namespace
} // namespace fuseproof
