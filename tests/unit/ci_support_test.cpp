// The CI gate's supporting pieces: the cache (keys, round trip, damaged entries are misses), the
// pipeline's seams to its callers (the renderer it is given, the per-rule callback) and the JUnit
// XML writer.
#include "pipeline/cache.h"
#include "pipeline/rule_runs.h"
#include "report/junit.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <set>

namespace fs = std::filesystem;
using namespace fuseproof::pipeline;
using fuseproof::report::JUnitCase;
using fuseproof::report::render_junit;

namespace {

Artefacts sample(bool with_kernel) {
  Artefacts a;
  a.rule = "r";
  a.file = "rules/r.rule";
  a.passed = true;
  a.verdict = "proved (all sizes)";
  a.numeric = "pass (12 cases)";
  a.kernel_path = "kernels/generated/r.hip";
  a.kernel_generated = with_kernel;
  a.kernel_text = with_kernel ? "// kernel\n" : "";
  a.kernel_note = with_kernel ? "" : "not in GEMM + epilogue form: no product";
  a.reports = {"# r\n", "{}\n", "(check-sat)\n", "<svg/>\n"};
  a.seconds = 1.5;
  return a;
}

class CacheTest : public ::testing::Test {
protected:
  void SetUp() override {
    dir = fs::temp_directory_path() /
          ("fp_cache_test_" + std::to_string(::testing::UnitTest::GetInstance()->random_seed()) +
           "_" + ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::remove_all(dir);
  }
  void TearDown() override { fs::remove_all(dir); }
  fs::path dir;
};

} // namespace

TEST_F(CacheTest, RoundTripKeepsEveryField) {
  for (bool kernel : {false, true}) {
    Artefacts a = sample(kernel);
    std::string key = cache_key(a.file, "rule text", CheckOptions{});
    ASSERT_TRUE(cache_store(dir, key, a));
    std::optional<Artefacts> b = cache_load(dir, key);
    ASSERT_TRUE(b);
    EXPECT_TRUE(b->cached);
    EXPECT_EQ(b->rule, a.rule);
    EXPECT_EQ(b->file, a.file);
    EXPECT_EQ(b->passed, a.passed);
    EXPECT_EQ(b->verdict, a.verdict);
    EXPECT_EQ(b->numeric, a.numeric);
    EXPECT_EQ(b->kernel_generated, a.kernel_generated);
    EXPECT_EQ(b->kernel_text, a.kernel_text);
    EXPECT_EQ(b->kernel_note, a.kernel_note);
    EXPECT_EQ(b->reports.md, a.reports.md);
    EXPECT_EQ(b->reports.json, a.reports.json);
    EXPECT_EQ(b->reports.smt2, a.reports.smt2);
    EXPECT_EQ(b->reports.svg, a.reports.svg);
    EXPECT_DOUBLE_EQ(b->seconds, a.seconds);
  }
}

TEST_F(CacheTest, MissingOrDamagedEntriesAreMisses) {
  Artefacts a = sample(true);
  std::string key = cache_key(a.file, "rule text", CheckOptions{});
  EXPECT_FALSE(cache_load(dir, key)); // nothing stored yet
  ASSERT_TRUE(cache_store(dir, key, a));
  fs::path entry = dir / key.substr(0, 2) / key;
  { // a kernel that no longer matches the hash recorded with it
    std::ofstream(entry / "kernel.hip", std::ios::trunc) << "// edited\n";
    EXPECT_FALSE(cache_load(dir, key));
  }
  ASSERT_TRUE(cache_store(dir, key, a));
  fs::remove(entry / "report.md");
  EXPECT_FALSE(cache_load(dir, key));
  ASSERT_TRUE(cache_store(dir, key, a));
  std::ofstream(entry / "meta.json", std::ios::trunc) << "{not json";
  EXPECT_FALSE(cache_load(dir, key));
}

TEST(CacheKey, ChangesWithEverythingThatChangesAResult) {
  CheckOptions base;
  const std::string key = cache_key("rules/r.rule", "rule text", base);
  EXPECT_EQ(key, cache_key("rules/r.rule", "rule text", base)); // deterministic
  EXPECT_EQ(key.size(), 64u);
  EXPECT_NE(key, cache_key("rules/s.rule", "rule text", base));
  EXPECT_NE(key, cache_key("rules/r.rule", "rule text ", base));
  CheckOptions other = base;
  other.symbolic.bounded.bound = 3;
  EXPECT_NE(key, cache_key("rules/r.rule", "rule text", other));
  other = base;
  other.numeric.seed = 7;
  EXPECT_NE(key, cache_key("rules/r.rule", "rule text", other));
  other = base;
  other.numeric.realistic_shapes = false;
  EXPECT_NE(key, cache_key("rules/r.rule", "rule text", other));
  other = base;
  other.symbolic.bounded.budget.timeout_ms = 1;
  EXPECT_NE(key, cache_key("rules/r.rule", "rule text", other));
  other = base;
  other.kernels_dir = "elsewhere";
  EXPECT_NE(key, cache_key("rules/r.rule", "rule text", other));
}

TEST(MakeArtefacts, ReportsComeFromTheGivenRenderer) {
  RuleResult r;
  r.rule.name = "r";
  r.file = "rules/r.rule";
  r.verdict.kind = fuseproof::verify::VerdictKind::Refuted;
  r.numeric_not_run = "the rule is refuted";
  r.kernel.not_gemm = "no product";
  Artefacts a = make_artefacts(r, [](const RuleResult &x) {
    return ReportTexts{"md of " + x.rule.name, "json of " + x.file, "smt2", "svg"};
  });
  EXPECT_EQ(a.reports.md, "md of r");
  EXPECT_EQ(a.reports.json, "json of rules/r.rule");
  EXPECT_EQ(a.reports.smt2, "smt2");
  EXPECT_FALSE(a.passed);
  EXPECT_EQ(a.verdict, "refuted");
  EXPECT_EQ(a.numeric, "not run: the rule is refuted");
  EXPECT_EQ(a.failures, std::vector<std::string>{"the rule is refuted"});
  EXPECT_EQ(a.kernel_note, "not in GEMM + epilogue form: no product");
}

// Malformed rules fail before any tier runs, so this exercises the threads and the callback only.
TEST(RunRules, ResultsInRuleOrderAndOneCallbackPerRule) {
  fs::path dir =
      fs::temp_directory_path() /
      ("fp_rule_runs_test_" + std::to_string(::testing::UnitTest::GetInstance()->random_seed()));
  fs::create_directories(dir);
  std::vector<std::string> files;
  for (const char *name : {"a", "b", "c", "d"}) {
    files.push_back((dir / (std::string(name) + ".rule")).string());
    std::ofstream(files.back()) << "rule " << name << " \"unfinished\"\ndims\n";
  }
  std::vector<std::string> heard;
  std::set<size_t> counts;
  auto render = [](const RuleResult &) -> ReportTexts {
    ADD_FAILURE() << "a malformed rule was rendered";
    return {};
  };
  std::vector<RuleRun> runs = run_rules(files, CheckOptions{}, std::nullopt, 2, render,
                                        [&](const RuleRun &run, size_t finished, size_t total) {
                                          heard.push_back(run.file);
                                          counts.insert(finished);
                                          EXPECT_EQ(total, files.size());
                                        });
  fs::remove_all(dir);
  ASSERT_EQ(runs.size(), files.size());
  for (size_t i = 0; i < files.size(); ++i) {
    EXPECT_EQ(runs[i].file, files[i]);
    EXPECT_FALSE(runs[i].artefacts);
    EXPECT_NE(runs[i].error.find(files[i]), std::string::npos) << runs[i].error;
  }
  std::sort(heard.begin(), heard.end());
  EXPECT_EQ(heard, files);
  EXPECT_EQ(counts, (std::set<size_t>{1, 2, 3, 4}));
}

TEST(JUnit, CountsFailuresAndEscapes) {
  std::vector<JUnitCase> cases = {
      {"rules", "rules/a.rule", 1.25, {}, "a: proved"},
      {"rules", "rules/<b>&\"c\".rule", 0.5, {"proofs/b.md: stale\nsecond line"}, ""},
  };
  std::string x = render_junit("fuseproof ci", cases);
  EXPECT_NE(x.find("<testsuite name=\"fuseproof ci\" tests=\"2\" failures=\"1\" errors=\"0\" "
                   "time=\"1.750\">"),
            std::string::npos)
      << x;
  EXPECT_NE(x.find("name=\"rules/&lt;b&gt;&amp;&quot;c&quot;.rule\""), std::string::npos) << x;
  // The message attribute holds the first line; the element the whole text.
  EXPECT_NE(x.find("<failure message=\"proofs/b.md: stale\">proofs/b.md: stale\nsecond "
                   "line</failure>"),
            std::string::npos)
      << x;
  EXPECT_NE(x.find("<system-out>a: proved</system-out>"), std::string::npos) << x;
  size_t a_open = x.find("name=\"rules/a.rule\""), a_close = x.find("</testcase>", a_open);
  EXPECT_EQ(x.substr(a_open, a_close - a_open).find("<failure"), std::string::npos) << x;
}
