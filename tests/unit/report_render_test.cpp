// The proof-report renderers: deterministic (no wall-clock time anywhere, byte-identical on
// re-render), realistic-shape numeric statistics kept out (they depend on the CPU's BLAS), the
// counterexample as tables, markdown table cells escaped, and the index sorted by rule.
#include "report/render.h"

#include "test_support.h"

#include "verify/render.h"
#include "verify/verifier.h"

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

namespace fuseproof {
namespace {

using namespace testing_support;
using pipeline::RuleResult;

std::string repo_text(const std::string &relative) {
  std::ifstream in(std::string(FUSEPROOF_SOURCE_DIR) + "/" + relative, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

numeric::OutputResult output(const std::string &name, double lhs_abs, double rhs_abs,
                             double lhs_rel, double rhs_rel, double lhs_ratio, double rhs_ratio) {
  numeric::OutputResult o;
  o.name = name;
  o.lhs.max_abs = lhs_abs;
  o.rhs.max_abs = rhs_abs;
  o.lhs.max_rel = lhs_rel;
  o.rhs.max_rel = rhs_rel;
  o.lhs_bound = numeric::BoundResult{lhs_ratio, 0, -1};
  o.rhs_bound = numeric::BoundResult{rhs_ratio, 0, -1};
  return o;
}

numeric::CaseResult numeric_case(const std::string &shape, const std::string &text,
                                 const std::string &dtype, ir::Distribution d,
                                 numeric::OutputResult o) {
  numeric::CaseResult c;
  c.shape_name = shape;
  c.shape_text = text;
  c.dtype = dtype;
  c.distribution = d;
  c.outputs.push_back(std::move(o));
  c.seconds = 1.5;
  return c;
}

// A realistic case failing the tolerance with a message quoting BLAS-dependent values.
const char *kRealisticFailure = "tolerance: rhs Y[3, 7] = 0.123456 in bf16, reference 0.654321";

/// rmsnorm_scale_after_matmul as if proved for all sizes, with numeric cases of both kinds and a
/// generated kernel. Statistics are distinctive numbers the assertions look for.
RuleResult proved_result() {
  RuleResult r;
  r.file = "rules/rmsnorm_scale_after_matmul.rule";
  r.rule_text = repo_text(r.file);
  r.rule_sha256 = std::string(64, 'a');
  r.tool = "fuseproof 0.1.0 (Z3 test)";
  r.rule = load_repo_rule(r.file);
  verify::Verdict &v = r.verdict;
  v.kind = verify::VerdictKind::ProvedAllSizes;
  v.bound = 4;
  v.ran_all_sizes = true;
  v.solver_calls = 17;
  v.seconds = 3.25;
  v.budget.timeout_ms = 12345;
  v.facts_used = {"rsqrt_positive"};
  v.steps = {{"distribute", "r[i] * sum(k) X[i,k] * Wg[k,j]", {"(check-sat)", "(check-sat)"}, ""},
             {"fold_offline", "Wg[k,j] = g[k] * W[k,j]", {"(check-sat)"}, ""}};
  v.obligations = {{"step 1 (distribute)", "(check-sat)", smt::Result::Unsat},
                   {"step 2 (fold_offline)", "(check-sat)", smt::Result::Unsat}};
  numeric::NumericResult n;
  n.seed = 20261202;
  n.cases.push_back(numeric_case("small", "27 shapes up to 3", "f32", ir::Distribution::Normal,
                                 output("Y", 1.25e-7, 2.5e-7, 3.75e-6, 4.5e-6, 0.0625, 0.125)));
  n.cases.push_back(numeric_case("prefill", "M=4096 K=4096 N=4096", "bf16",
                                 ir::Distribution::Uniform,
                                 output("Y", 7.77e-2, 8.88e-2, 6.66e-3, 5.55e-3, 0.444, 0.333)));
  n.cases.back().failures = {kRealisticFailure, "tolerance: more 0.987654"};
  r.numeric = n;
  r.kernel.gemm_form = true;
  r.kernel.generated = true;
  r.kernel.path = "kernels/generated/rmsnorm_scale_after_matmul.hip";
  r.kernel.sha256 = std::string(64, 'b');
  r.kernel.gate.allowed = true;
  r.kernel.gate.verdict = "proved (all sizes)";
  r.kernel.gate.numeric = "pass (f32 bf16, 2 cases at small and realistic shapes, seed 1)";
  r.seconds = 9.5;
  return r;
}

/// A wrong rule checked for real: refuted with a replayed counterexample.
RuleResult refuted_result() {
  RuleResult r;
  r.file = "tests/wrong/residual_sign_error.rule";
  r.rule_text = repo_text(r.file);
  r.rule_sha256 = std::string(64, 'c');
  r.tool = "fuseproof 0.1.0 (Z3 test)";
  r.rule = load_repo_rule(r.file);
  r.verdict = verify::verify_rule(r.rule, {});
  r.numeric_not_run = "the rule is refuted";
  r.kernel.gemm_form = true;
  r.kernel.refusal = "the rule is refuted: a | b";
  return r;
}

/// Every key of every object, at any depth.
void collect_keys(const boost::json::value &v, std::vector<std::string> &keys) {
  if (v.is_object())
    for (const auto &kv : v.get_object()) {
      keys.emplace_back(kv.key());
      collect_keys(kv.value(), keys);
    }
  if (v.is_array())
    for (const boost::json::value &e : v.get_array())
      collect_keys(e, keys);
}

class ReportRender : public testing::Test {
protected:
  static void SetUpTestSuite() {
    proved_ = new RuleResult(proved_result());
    refuted_ = new RuleResult(refuted_result());
  }
  static void TearDownTestSuite() {
    delete proved_;
    delete refuted_;
  }
  static RuleResult *proved_, *refuted_;
};
RuleResult *ReportRender::proved_ = nullptr;
RuleResult *ReportRender::refuted_ = nullptr;

TEST_F(ReportRender, DeterministicAndFreeOfWallClockTimes) {
  for (const RuleResult *r : {proved_, refuted_}) {
    std::string md = report::render_markdown(*r), json = report::render_json(*r);
    EXPECT_EQ(report::render_markdown(*r), md);
    EXPECT_EQ(report::render_json(*r), json);
    RuleResult slower = *r;
    slower.seconds += 100;
    slower.verdict.seconds += 42;
    if (slower.numeric)
      for (numeric::CaseResult &c : slower.numeric->cases)
        c.seconds += 7;
    EXPECT_EQ(report::render_markdown(slower), md);
    EXPECT_EQ(report::render_json(slower), json);
    std::vector<std::string> keys;
    collect_keys(boost::json::parse(json), keys);
    EXPECT_EQ(std::count(keys.begin(), keys.end(), "seconds"), 0) << json;
    EXPECT_TRUE(json.ends_with("}\n"));
  }
}

TEST_F(ReportRender, JsonHasTheSchemaKeysInOrder) {
  boost::json::object o = report::report_json(*proved_);
  std::vector<std::string> keys;
  for (const auto &kv : o)
    keys.emplace_back(kv.key());
  EXPECT_EQ(keys, (std::vector<std::string>{"schema_version", "rule", "description", "file",
                                            "rule_sha256", "tool", "options", "verdict", "numeric",
                                            "numeric_not_run", "numeric_error", "kernel",
                                            "obligations", "passed"}));
  EXPECT_EQ(o.at("schema_version"), report::kReportSchemaVersion);
  EXPECT_EQ(o.at("rule"), "rmsnorm_scale_after_matmul");
  EXPECT_EQ(o.at("obligations"), 2);
  EXPECT_EQ(o.at("passed").as_bool(), proved_->passed());
  EXPECT_EQ(o.at("options"), boost::json::value(proved_->options.summary()));
  const boost::json::object &v = o.at("verdict").as_object();
  EXPECT_EQ(v.at("text"), "proved (all sizes)");
  EXPECT_EQ(v.at("budget").at("timeout_ms"), 12345);
  EXPECT_EQ(o.at("kernel").at("sha256"), boost::json::value(std::string(64, 'b')));
  EXPECT_TRUE(report::report_json(*refuted_).at("numeric").is_null());
  EXPECT_EQ(report::report_json(*refuted_).at("numeric_not_run"), "the rule is refuted");
}

TEST_F(ReportRender, RealisticStatisticsAbsentSmallOnesPresent) {
  std::string md = report::render_markdown(*proved_);
  std::string json = report::render_json(*proved_);
  // Small case: max abs/rel errors of both sides and both bound ratios, fixed format.
  for (const char *s : {"1.25e-07", "2.50e-07", "3.75e-06", "4.50e-06", "6.25e-02", "1.25e-01"})
    EXPECT_TRUE(contains(md, s)) << s;
  EXPECT_TRUE(contains(json, "\"max_abs\": 1.25e-07"));
  // Realistic case: verdict and criterion names only, none of its numbers or messages.
  for (const char *s :
       {"7.77e-02", "8.88e-02", "6.66e-03", "5.55e-03", "4.44e-01", "0.123456", "0.987654"}) {
    EXPECT_FALSE(contains(md, s)) << s;
    EXPECT_FALSE(contains(json, s)) << s;
  }
  for (const char *s : {"0.0777", "0.0888", "0.00666", "0.00555", "0.444", "0.333"})
    EXPECT_FALSE(contains(json, s)) << s;
  EXPECT_TRUE(contains(md, "| uniform | prefill (M=4096 K=4096 N=4096) | Y | n/a | n/a | n/a | "
                           "n/a | n/a | n/a | **FAIL**: `tolerance` |"))
      << md;
  EXPECT_TRUE(contains(md, "### f32\n"));
  EXPECT_TRUE(contains(md, "### bf16\n"));
  boost::json::object report = report::report_json(*proved_);
  const boost::json::array &cases = report.at("numeric").at("cases").as_array();
  ASSERT_EQ(cases.size(), 2u);
  EXPECT_EQ(cases[0].at("shape_name"), "small");
  EXPECT_TRUE(cases[0].at("outputs").at(0).as_object().contains("rhs"));
  EXPECT_EQ(cases[1].at("outputs").at(0).as_object(), (boost::json::object{{"name", "Y"}}));
  EXPECT_EQ(cases[1].at("failures"), (boost::json::array{"tolerance"}));
  EXPECT_EQ(cases[1].at("distribution"), "uniform");
}

TEST_F(ReportRender, ProvedMarkdownShowsTheProof) {
  std::string md = report::render_markdown(*proved_);
  for (const std::string &s : std::vector<std::string>{
           "# rmsnorm_scale_after_matmul\n\nRMSNorm's row scale commutes with the next "
           "projection\n",
           "| all sizes | proved | every size of every dimension; 2 law applications, 3 side "
           "obligations |",
           "| bounded (dims <= 4) | not needed |",
           "| numeric | **FAIL** | 2 cases, 1 failing, seed 20261202 |",
           "| kernel | generated | `kernels/generated/rmsnorm_scale_after_matmul.hip` |",
           "```text\n" + proved_->rule_text + "```\n", "- `eps > 0`\n",
           "| solver timeout per call (complete attempt) | 12345 ms |", "| solver calls | 17 |",
           "| 1 | distribute | `r[i] * sum(k) X[i,k] * Wg[k,j]` | 2 |", "- `rsqrt_positive`\n",
           "The solver obligations (2: 2 expected unsat, 0 expected sat) are in "
           "[`rmsnorm_scale_after_matmul.smt2`](rmsnorm_scale_after_matmul.smt2)",
           "z3 proofs/rmsnorm_scale_after_matmul.smt2\n",
           "cvc5 proofs/rmsnorm_scale_after_matmul.smt2\n", "sha256 `" + std::string(64, 'b'),
           "| rule sha256 | `" + std::string(64, 'a') + "` |",
           "| tool | fuseproof 0.1.0 (Z3 test) |"})
    EXPECT_TRUE(contains(md, s)) << s << "\n---\n" << md;
  EXPECT_FALSE(contains(md, "## Counterexample"));
  EXPECT_TRUE(md.ends_with("|\n") && !md.ends_with("\n\n"));
}

TEST_F(ReportRender, CounterexampleAsTables) {
  const verify::Verdict &v = refuted_->verdict;
  ASSERT_EQ(v.kind, verify::VerdictKind::Refuted) << verify::verdict_text(v);
  ASSERT_TRUE(v.counterexample);
  const verify::Counterexample &c = *v.counterexample;
  std::string md = report::render_markdown(*refuted_);
  EXPECT_TRUE(contains(md, "## Counterexample\n")) << md;
  EXPECT_TRUE(contains(md, "| dimension | size |\n|---|---|\n| M | 1 |\n| K | 1 |\n| N | 1 |\n"))
      << md;
  ASSERT_FALSE(c.inputs.empty());
  const verify::TensorValues &first = c.inputs.front();
  EXPECT_TRUE(contains(md, "Input `" + first.name + "` [1 x 1]:\n\n| index | exact | in double |"))
      << md;
  EXPECT_TRUE(contains(md, "| [0, 0] | " + first.exact[0] + " | " +
                               verify::number_text(first.values[0]) + " |"))
      << md;
  EXPECT_TRUE(contains(md, "| X | [0, 0] | " + verify::number_text(c.lhs) + " | " +
                               verify::number_text(c.rhs) + " |"))
      << md;
  EXPECT_TRUE(contains(md, "| bounded (dims <= 4) | **refuted** |")) << md;
  EXPECT_TRUE(contains(md, "Not run: the rule is refuted\n"));
  ASSERT_TRUE(v.ran_all_sizes);
  EXPECT_TRUE(contains(md, "| bounded (dims <= 4) | **refuted** | " + v.reason +
                               "; see [the counterexample](#counterexample) |"))
      << md;
  // The reason, then the laws tried and what is missing, each on a line of its own.
  ASSERT_FALSE(v.all_sizes_laws.empty());
  ASSERT_FALSE(v.all_sizes_missing.empty());
  EXPECT_TRUE(contains(md, "### Why the all-sizes tier stopped\n\n```text\n" + v.all_sizes_reason +
                               "\nlaws: "))
      << md;
  EXPECT_TRUE(contains(md, "\nmissing: " + v.all_sizes_missing.back() + "\n```\n")) << md;
  boost::json::object o = report::report_json(*refuted_);
  EXPECT_EQ(o.at("verdict").at("counterexample").at("dims").at("M"), 1);
  EXPECT_FALSE(o.at("passed").as_bool());
}

TEST_F(ReportRender, SmallCaseFailuresShownInFull) {
  RuleResult r = *proved_;
  std::string message = "error-bound: rhs Y[0, 1] = 1.5 in f32, exactly 1.25: |error| 0.25";
  r.numeric->cases[0].failures = {message};
  std::string md = report::render_markdown(r);
  EXPECT_TRUE(contains(md, "| 6.25e-02 | 1.25e-01 | **FAIL**: `error-bound: rhs Y[0, 1] = 1.5 in "
                           "f32, exactly 1.25: \\|error\\| 0.25` |"))
      << md;
  boost::json::object o = report::report_json(r);
  EXPECT_EQ(o.at("numeric").at("cases").at(0).at("failures"),
            (boost::json::array{message.c_str()}));
}

TEST_F(ReportRender, NumericErrorShown) {
  RuleResult r = *refuted_;
  r.numeric_not_run.clear();
  r.numeric_error = "t.rule:3:1: error: no realistic shape";
  std::string md = report::render_markdown(r);
  EXPECT_TRUE(contains(md, "| numeric | **error** | t.rule:3:1: error: no realistic shape |"));
  EXPECT_TRUE(contains(md, "could not run the rule:\n\n```text\nt.rule:3:1: error: no realistic "
                           "shape\n```\n"));
  EXPECT_EQ(report::report_json(r).at("numeric_error"), boost::json::value(r.numeric_error));
}

TEST_F(ReportRender, PipesInCellsAreEscaped) {
  std::string md = report::render_markdown(*refuted_);
  EXPECT_TRUE(contains(md, "| kernel | refused | the rule is refuted: a \\| b |")) << md;
}

TEST(ReportRenderHelpers, MarkdownCells) {
  struct Case {
    const char *in, *out;
  } cases[] = {{"plain", "plain"},   {"a|b", "a\\|b"}, {"x\ny", "x<br>y"},
               {"x\r\ny", "x<br>y"}, {"||", "\\|\\|"}, {"", ""}};
  for (const Case &c : cases)
    EXPECT_EQ(report::md_cell(c.in), c.out) << c.in;
}

TEST(ReportRenderHelpers, PrettyPrinter) {
  struct Case {
    boost::json::value in;
    const char *out;
  } cases[] = {
      {nullptr, "null\n"},
      {boost::json::object{}, "{}\n"},
      {boost::json::array{}, "[]\n"},
      {0.5, "0.5\n"},
      {1e-6, "1e-06\n"},
      {std::numeric_limits<double>::infinity(), "\"inf\"\n"},
      {"a\"b\n", "\"a\\\"b\\n\"\n"},
      {boost::json::object{{"b", 1}, {"a", boost::json::array{1, 2}}},
       "{\n  \"b\": 1,\n  \"a\": [1, 2]\n}\n"},
      {boost::json::object{{"x", boost::json::array{boost::json::object{{"y", true}}}}},
       "{\n  \"x\": [\n    {\n      \"y\": true\n    }\n  ]\n}\n"},
  };
  for (const Case &c : cases)
    EXPECT_EQ(report::write_json(c.in), c.out) << boost::json::serialize(c.in);
}

TEST(ReportRenderHelpers, FailuresOfRealisticCasesByCriterionOnly) {
  numeric::CaseResult c;
  c.shape_name = "decode";
  c.failures = {"tolerance: a 1.5", "error-bound: b 2.5", "tolerance: c 3.5", "odd message"};
  EXPECT_EQ(report::reported_failures(c),
            (std::vector<std::string>{"tolerance", "error-bound", "odd message"}));
  c.shape_name = "small";
  EXPECT_EQ(report::reported_failures(c), c.failures);
}

TEST_F(ReportRender, GateRefusalQuotingARealisticFailureIsRestated) {
  RuleResult r = *proved_;
  r.kernel.generated = false;
  r.kernel.refusal = std::string("the numeric tier fails: bf16 uniform at prefill (M=4096 K=4096 "
                                 "N=4096): ") +
                     kRealisticFailure;
  EXPECT_EQ(report::reported_refusal(r), "the numeric tier fails: bf16 uniform at prefill "
                                         "(M=4096 K=4096 N=4096): tolerance");
  EXPECT_FALSE(contains(report::render_markdown(r), "0.123456"));
  EXPECT_FALSE(contains(report::render_json(r), "0.123456"));
}

TEST_F(ReportRender, IndexSortedByRuleWithEveryRule) {
  std::vector<boost::json::object> reports;
  for (const char *name : {"zeta", "alpha", "mid"}) {
    RuleResult r = *proved_;
    r.rule.name = name;
    r.file = std::string("rules/") + name + ".rule";
    // As the CI command does: read back from the files on disk.
    reports.push_back(boost::json::parse(report::render_json(r)).as_object());
  }
  reports.push_back(boost::json::parse(report::render_json(*refuted_)).as_object());
  std::string index = report::render_index(reports);
  std::vector<size_t> at;
  for (const char *name : {"alpha", "mid", "residual_sign_error", "zeta"}) {
    size_t pos = index.find(std::string("| [") + name + "](" + name + ".md) |");
    ASSERT_NE(pos, std::string::npos) << name << "\n" << index;
    at.push_back(pos);
  }
  EXPECT_TRUE(std::is_sorted(at.begin(), at.end())) << index;
  EXPECT_TRUE(contains(index, "| rule | file | verdict | numeric | kernel | obligations |\n"));
  EXPECT_TRUE(contains(index, "| [alpha](alpha.md) | `rules/alpha.rule` | proved (all sizes) | "
                              "**FAIL** (2 cases) | "
                              "[generated](../kernels/generated/rmsnorm_scale_after_matmul.hip)"
                              " | 2 |"))
      << index;
  EXPECT_TRUE(contains(index, "| [residual_sign_error](residual_sign_error.md) | "
                              "`tests/wrong/residual_sign_error.rule` | refuted | not run | "
                              "refused | " +
                                  std::to_string(refuted_->verdict.obligations.size()) + " |"))
      << index;
  EXPECT_TRUE(contains(index, "4 rules: "));
  EXPECT_EQ(report::render_index(reports), index);
  std::reverse(reports.begin(), reports.end());
  EXPECT_EQ(report::render_index(reports), index);
}

} // namespace
} // namespace fuseproof
