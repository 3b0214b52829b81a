// Every verdict carries the solver queries it rests on (Verdict::obligations), which reports
// write to proofs/<rule>.smt2 for other solvers to replay: each must re-check to its expected
// answer on its own, and the rendering must be deterministic.
#include "test_support.h"

#include "report/smt2.h"
#include "verify/verifier.h"

#include <gtest/gtest.h>

#include <set>
#include <thread>

namespace fuseproof {
namespace {

using namespace testing_support;

verify::Verdict verify_repo_rule(const std::string &relative, bool all_sizes = true) {
  verify::VerifyOptions opts;
  opts.run_all_sizes = all_sizes;
  opts.bounded.bound = all_sizes ? opts.bounded.bound : 2;
  return verify::verify_rule(load_repo_rule(relative), opts);
}

/// Each obligation is a standalone script answering as recorded, listed once.
void expect_replays(const verify::Verdict &v) {
  std::set<std::string> scripts;
  for (const verify::Obligation &o : v.obligations) {
    EXPECT_TRUE(scripts.insert(o.script).second) << "listed twice: " << o.what;
    EXPECT_FALSE(o.what.empty());
    EXPECT_FALSE(contains(o.script, "(set-info")) << o.what; // the report states the status
    EXPECT_TRUE(contains(o.script, "(check-sat)")) << o.what;
    EXPECT_EQ(smt::check_script(o.script, v.budget), o.expected) << o.what << "\n" << o.script;
  }
}

TEST(Obligations, AllSizesProofListsEveryStepObligation) {
  verify::Verdict v = verify_repo_rule("rules/tiled_sum_of_squares.rule");
  ASSERT_EQ(v.kind, verify::VerdictKind::ProvedAllSizes) << verify::verdict_text(v);
  ASSERT_FALSE(v.obligations.empty());
  expect_replays(v);
  std::set<std::string> listed;
  // The one satisfiable query of a proof says its preconditions can hold (it comes first);
  // every other obligation is unsat.
  ASSERT_EQ(v.obligations.front().what, "the preconditions can hold");
  EXPECT_EQ(v.obligations.front().expected, smt::Result::Sat);
  for (size_t i = 1; i < v.obligations.size(); ++i) {
    const verify::Obligation &o = v.obligations[i];
    EXPECT_EQ(o.expected, smt::Result::Unsat) << o.what;
    listed.insert(o.script);
  }
  // Every script a step relies on is in the list (once, under the first step that uses it).
  bool tile_step = false;
  for (size_t i = 0; i < v.steps.size(); ++i) {
    tile_step = tile_step || v.steps[i].law == "tile-reindex";
    for (const std::string &s : v.steps[i].obligations)
      EXPECT_TRUE(listed.count(s)) << "step " << i + 1 << " (" << v.steps[i].law << ")";
  }
  EXPECT_TRUE(tile_step);
  EXPECT_TRUE(contains(v.obligations.back().what, "step "));
}

TEST(Obligations, BoundedProofHasAnUnsatQueryPerShape) {
  // RoPE's rotation leaves sin/cos identities to the solver at every shape (most library rules
  // normalise to equal terms at concrete shapes and need no query).
  verify::Verdict v = verify_repo_rule("rules/rope_sum_of_squares.rule", false);
  ASSERT_EQ(v.kind, verify::VerdictKind::ProvedBounded) << verify::verdict_text(v);
  ASSERT_FALSE(v.obligations.empty());
  expect_replays(v);
  for (const verify::Obligation &o : v.obligations) {
    EXPECT_EQ(o.expected, smt::Result::Unsat) << o.what;
    EXPECT_EQ(o.what.rfind("shape ", 0), 0u) << o.what;
  }
}

// A refutation rests on one obligation about its counterexample. Where the facts pin every
// function value (rsqrt), it is an unsat certificate: at the counterexample's inputs the sides
// cannot agree. Where they do not (sin and cos are only bounded), it is the refuting query with
// every symbol fixed to a rational model: sat by evaluation.
struct RefutationCase {
  const char *file;
  smt::Result expected;
  const char *what;
};

class Refutation : public ::testing::TestWithParam<RefutationCase> {};

TEST_P(Refutation, EndsWithTheObligationOfItsCounterexample) {
  const RefutationCase &c = GetParam();
  verify::Verdict v = verify_repo_rule(c.file);
  ASSERT_EQ(v.kind, verify::VerdictKind::Refuted) << verify::verdict_text(v);
  ASSERT_EQ(v.obligations.size(), 1u) << c.file; // nothing before the refuting shape counts
  expect_replays(v);
  EXPECT_EQ(v.obligations.back().expected, c.expected);
  EXPECT_TRUE(contains(v.obligations.back().what, "counterexample")) << v.obligations.back().what;
  EXPECT_TRUE(contains(v.obligations.back().what, c.what)) << v.obligations.back().what;
}

INSTANTIATE_TEST_SUITE_P(
    Wrong, Refutation,
    ::testing::Values(RefutationCase{"tests/wrong/gamma_twice.rule", smt::Result::Unsat,
                                     "the sides differ for every value the facts allow"},
                      RefutationCase{"tests/wrong/rope_sign_error.rule", smt::Result::Sat,
                                     "every symbol fixed to a rational model"}));

// The certificate is not vacuous: the same query with the sides allowed to differ is sat (the
// inputs, facts and preconditions are consistent), and it names the counterexample's inputs.
TEST(Obligations, CertificateFixesTheCounterexampleInputs) {
  verify::Verdict v = verify_repo_rule("tests/wrong/gamma_twice.rule");
  ASSERT_EQ(v.obligations.size(), 1u);
  const std::string &script = v.obligations[0].script;
  ASSERT_TRUE(v.counterexample);
  for (const verify::TensorValues &t : v.counterexample->inputs)
    EXPECT_TRUE(contains(script, "|input." + t.name + "[")) << t.name;
  // Dropping the final assertion (the sides agree) leaves a satisfiable query.
  size_t last = script.rfind("(assert");
  ASSERT_NE(last, std::string::npos);
  std::string consistent = script.substr(0, last) + "(check-sat)\n";
  EXPECT_EQ(smt::check_script(consistent, smt::Budget{}), smt::Result::Sat) << consistent;
}

TEST(Obligations, RenderingIsDeterministicAndReadsBack) {
  for (const char *file :
       {"rules/tiled_sum_of_squares_ragged.rule", "tests/wrong/gamma_twice.rule"}) {
    verify::Verdict a = verify_repo_rule(file), b = verify_repo_rule(file);
    std::string text = report::render_smt2("r", "00ff", "fuseproof test", a);
    EXPECT_EQ(text, report::render_smt2("r", "00ff", "fuseproof test", a)) << file;
    // A second verification builds the same queries, so the file does not change on re-run.
    EXPECT_EQ(text, report::render_smt2("r", "00ff", "fuseproof test", b)) << file;
    std::vector<report::ExpectedAnswer> back = report::parse_expected(text);
    ASSERT_EQ(back.size(), a.obligations.size()) << file;
    for (size_t i = 0; i < back.size(); ++i) {
      EXPECT_EQ(back[i].what, a.obligations[i].what);
      EXPECT_EQ(back[i].expected, a.obligations[i].expected);
    }
    EXPECT_TRUE(contains(text, "(set-logic ALL)"));
    EXPECT_TRUE(contains(text, "; rule sha256: 00ff\n"));
  }
}

TEST(Obligations, ScriptsDoNotDependOnOtherRulesVerifiedAtTheSameTime) {
  // Z3's own let-names follow term ids, which differ when other contexts are busy in other
  // threads (fuseproof report -j); Solver::to_smt2 renames them so the file does not change.
  const std::vector<std::string> files = {"rules/tiled_sum_of_squares.rule",
                                          "rules/lse_tile_merge.rule"};
  std::vector<std::string> alone, together(files.size());
  for (const std::string &f : files)
    alone.push_back(report::render_smt2("r", "", "", verify_repo_rule(f)));
  std::vector<std::thread> threads;
  for (size_t i = 0; i < files.size(); ++i)
    threads.emplace_back(
        [&, i] { together[i] = report::render_smt2("r", "", "", verify_repo_rule(files[i])); });
  for (std::thread &t : threads)
    t.join();
  for (size_t i = 0; i < files.size(); ++i)
    EXPECT_EQ(alone[i], together[i]) << files[i];
}

TEST(Obligations, ParseExpectedRejectsAnObligationWithoutStatus) {
  EXPECT_THROW(report::parse_expected("; obligation 1 of 1: x\n(check-sat)\n"), std::runtime_error);
  EXPECT_TRUE(report::parse_expected("; no obligations\n").empty());
}

} // namespace
} // namespace fuseproof
