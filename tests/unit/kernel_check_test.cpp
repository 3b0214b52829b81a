// The numeric tier with an external kernel in the rhs's place (check-kernel's core, without
// Python): a kernel that computes exactly what the tier computes for the rhs gets exactly the
// tier's statistics, sampled or not; a kernel off by a little fails the rhs's error bound at
// small shapes, with its worst elements, and one off by less passes; a kernel returning the
// wrong number of elements is an error.
#include "numeric/lowp_domain.h"
#include "numeric/numeric_tier.h"
#include "numeric/side_runner.h"

#include "test_support.h"

#include <gtest/gtest.h>

#include <cmath>
#include <functional>

namespace fuseproof {
namespace {

using namespace testing_support;

/// The rule's rhs in the tier's own low-precision emulation, at the case's full shape, then
/// `change` applied to every element.
class EmulatedKernel : public numeric::ExternalKernel {
public:
  EmulatedKernel(const ir::Rule &rule, std::function<double(double)> change = {})
      : rule_(rule), change_(std::move(change)) {}
  std::vector<std::vector<double>> run(const numeric::KernelCase &c) override {
    ++cases;
    numeric::LowPrecisionDomain dom(c.inputs, *numeric::format_by_name(c.dtype));
    auto outs = numeric::SideRunner<numeric::LowPrecisionDomain>(dom, rule_, c.shape)
                    .outputs(rule_.rhs, /*fast_path=*/false);
    std::vector<std::vector<double>> result;
    for (auto &o : outs) {
      std::vector<double> values(o.begin(), o.end());
      if (change_)
        for (double &v : values)
          v = change_(v);
      if (truncate && !values.empty())
        values.pop_back();
      result.push_back(std::move(values));
    }
    return result;
  }
  int cases = 0;
  bool truncate = false;

private:
  const ir::Rule &rule_;
  std::function<double(double)> change_;
};

numeric::NumericOptions options_for_test() {
  numeric::NumericOptions o;
  o.shape_override = {{"M", 40}, {"K", 24}, {"N", 30}};
  o.sample_positions = 8; // M and N sampled: the kernel's outputs are read back at 8 x 8
  o.fast_path = false;    // the generic evaluator: the same summation order at every size
  o.distributions = {ir::Distribution::Normal, ir::Distribution::NearZeroRows};
  return o;
}

TEST(KernelCheck, TheTiersOwnRhsAsAKernelGetsTheTiersStatistics) {
  ir::Rule rule = load_repo_rule("rules/rmsnorm_gamma_on_activation.rule");
  numeric::NumericOptions plain = options_for_test();
  numeric::NumericResult expected = numeric::run_numeric(rule, plain);
  EmulatedKernel kernel(rule);
  numeric::NumericOptions with = plain;
  with.kernel = &kernel;
  numeric::NumericResult got = numeric::run_numeric(rule, with);
  ASSERT_EQ(got.cases.size(), expected.cases.size());
  EXPECT_GT(kernel.cases, static_cast<int>(expected.cases.size())); // every small shape runs
  EXPECT_TRUE(got.passed()) << got.reason();
  bool sampled = false;
  for (size_t i = 0; i < got.cases.size(); ++i) {
    const numeric::CaseResult &g = got.cases[i], &e = expected.cases[i];
    sampled = sampled || g.shape_text.find("sampled") != std::string::npos;
    EXPECT_EQ(g.shape_text, e.shape_text);
    ASSERT_EQ(g.outputs.size(), e.outputs.size());
    for (size_t o = 0; o < g.outputs.size(); ++o) {
      const numeric::ErrorStats &gs = g.outputs[o].rhs, &es = e.outputs[o].rhs;
      EXPECT_EQ(gs.count, es.count) << g.shape_text;
      EXPECT_EQ(gs.max_abs, es.max_abs) << g.shape_text;
      EXPECT_EQ(gs.mean_abs, es.mean_abs) << g.shape_text;
      EXPECT_EQ(gs.max_rel, es.max_rel) << g.shape_text;
      EXPECT_EQ(gs.ulp_max, es.ulp_max) << g.shape_text;
      EXPECT_EQ(gs.worst, es.worst) << g.shape_text;
      EXPECT_EQ(g.outputs[o].tolerance.violations, e.outputs[o].tolerance.violations);
      if (g.shape_name == "small") { // the kernel's ratio to the rhs's bound is the rhs's own
        ASSERT_TRUE(g.outputs[o].rhs_bound && e.outputs[o].rhs_bound);
        EXPECT_EQ(g.outputs[o].rhs_bound->max_ratio, e.outputs[o].rhs_bound->max_ratio);
      } else {
        EXPECT_FALSE(g.outputs[o].rhs_bound) << "no bound for a kernel at realistic shapes";
      }
      EXPECT_FALSE(e.outputs[o].worst.size()) << "the tier itself lists no worst elements";
      EXPECT_EQ(g.outputs[o].worst.size(), std::min<size_t>(numeric::kWorstElements, gs.count));
    }
  }
  EXPECT_TRUE(sampled) << "the realistic shape should be sampled";
}

TEST(KernelCheck, ASlightlyWrongKernelFailsTheBoundAtSmallShapes) {
  ir::Rule rule = load_repo_rule("rules/rmsnorm_gamma_on_activation.rule");
  numeric::NumericOptions options = options_for_test();
  options.realistic_shapes = false;
  options.dtypes = {"f32"};
  // 1e-4 relative: far below bf16's resolution, far above f32 rounding over three terms.
  EmulatedKernel kernel(rule, [](double v) { return static_cast<float>(v * (1 + 1e-4)); });
  options.kernel = &kernel;
  numeric::NumericResult r = numeric::run_numeric(rule, options);
  EXPECT_FALSE(r.passed());
  ASSERT_FALSE(r.cases.empty());
  const numeric::CaseResult &c = r.cases.front();
  ASSERT_TRUE(c.failed());
  EXPECT_TRUE(c.failures.front().starts_with("error-bound: kernel Y[")) << c.failures.front();
  const std::vector<numeric::WorstElement> &worst = c.outputs.front().worst;
  ASSERT_EQ(worst.size(), numeric::kWorstElements);
  for (size_t i = 0; i + 1 < worst.size(); ++i)
    EXPECT_GE(std::abs(worst[i].fused - worst[i].reference),
              std::abs(worst[i + 1].fused - worst[i + 1].reference));
  EXPECT_NE(worst.front().at.find(" at M="), std::string::npos) << worst.front().at;
  // Without the kernel the same shapes pass: the failure is the kernel's.
  options.kernel = nullptr;
  EXPECT_TRUE(numeric::run_numeric(rule, options).passed());
  // One ulp of f32 away from the emulation is within the slack.
  EmulatedKernel close(rule, [](double v) {
    return static_cast<double>(std::nextafter(static_cast<float>(v), INFINITY));
  });
  options.kernel = &close;
  numeric::NumericResult near = numeric::run_numeric(rule, options);
  EXPECT_TRUE(near.passed()) << near.reason();
}

TEST(KernelCheck, WrongOutputSizeIsAKernelError) {
  ir::Rule rule = load_repo_rule("rules/rmsnorm_gamma_on_activation.rule");
  numeric::NumericOptions options = options_for_test();
  options.realistic_shapes = false;
  EmulatedKernel kernel(rule);
  kernel.truncate = true;
  options.kernel = &kernel;
  EXPECT_THROW(numeric::run_numeric(rule, options), numeric::KernelError);
}

} // namespace
} // namespace fuseproof
