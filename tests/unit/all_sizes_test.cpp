// The all-sizes tier: proves the rule library for every size, never proves a wrong rule (with
// every law, or with any one law disabled), and its step checker rejects corrupted steps.
#include "test_support.h"

#include "verify/all_sizes_prover.h"
#include "verify/unbounded_domain.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <thread>

namespace fuseproof {
namespace {

using namespace testing_support;
namespace fs = std::filesystem;

std::string test_name(const testing::TestParamInfo<std::string> &info) {
  std::string name = fs::path(info.param).stem().string();
  return name;
}

std::optional<verify::Law> law_by_name(const std::string &name) {
  for (verify::Law law : verify::all_laws())
    if (name == verify::law_name(law))
      return law;
  return std::nullopt;
}

class LibraryRule : public testing::TestWithParam<std::string> {};

TEST_P(LibraryRule, ProvedForAllSizesWithCheckedSteps) {
  ir::Rule rule = load_repo_rule(GetParam());
  verify::AllSizesResult r = verify::prove_all_sizes(rule, {});
  ASSERT_TRUE(r.proved) << r.reason;
  EXPECT_FALSE(r.steps.empty());
  EXPECT_EQ(verify::check_steps(r.steps, smt::Budget{}), "");
}

// Disabling a law the proof used must not leave a proof that still uses it, and must never turn
// into anything but "not proved" or a proof by other laws.
TEST_P(LibraryRule, EachLawItReliesOnIsNeeded) {
  ir::Rule rule = load_repo_rule(GetParam());
  verify::AllSizesResult full = verify::prove_all_sizes(rule, {});
  ASSERT_TRUE(full.proved) << full.reason;
  std::set<verify::Law> used;
  for (const verify::ProofStep &s : full.steps)
    if (auto law = law_by_name(s.law))
      used.insert(*law);
  for (verify::Law law : used) {
    verify::AllSizesOptions opts;
    opts.disabled = {law};
    verify::AllSizesResult r = verify::prove_all_sizes(rule, opts);
    for (const verify::ProofStep &s : r.steps)
      EXPECT_NE(s.law, verify::law_name(law)) << "a disabled law was applied";
    if (r.proved) {
      EXPECT_EQ(verify::check_steps(r.steps, smt::Budget{}), "");
    }
  }
}

INSTANTIATE_TEST_SUITE_P(Rules, LibraryRule, testing::ValuesIn(repo_rule_files("rules")),
                         test_name);

class WrongRule : public testing::TestWithParam<std::string> {};

TEST_P(WrongRule, NeverProvedWithAnyLawSetting) {
  ir::Rule rule = load_repo_rule(GetParam());
  EXPECT_FALSE(verify::prove_all_sizes(rule, {}).proved);
  for (verify::Law law : verify::all_laws()) {
    verify::AllSizesOptions opts;
    opts.disabled = {law};
    EXPECT_FALSE(verify::prove_all_sizes(rule, opts).proved) << verify::law_name(law);
  }
}

INSTANTIATE_TEST_SUITE_P(Rules, WrongRule, testing::ValuesIn(repo_rule_files("tests/wrong")),
                         test_name);

// The rules that need a particular law fall back (are not proved for all sizes) without it.
TEST(AllSizesLaws, RulesFallBackWithoutTheLawTheyNeed) {
  struct Case {
    const char *rule;
    verify::Law law;
  };
  for (const Case &c :
       {Case{"rules/rmsnorm_scale_after_matmul.rule", verify::Law::PullOut},
        Case{"rules/zdz_identity.rule", verify::Law::Absorb},
        Case{"rules/tiled_sum_of_squares.rule", verify::Law::TileReindex},
        Case{"rules/tiled_sum_of_squares_ragged.rule", verify::Law::MaskTruncate},
        Case{"rules/rope_sum_of_squares.rule", verify::Law::PairSplit},
        Case{"rules/rope_sum_of_squares.rule", verify::Law::Merge},
        Case{"rules/qkv_scale_rope_pos_freq.rule", verify::Law::TrigPeriod},
        Case{"tests/lit/verdicts/rotated_tiles.rule", verify::Law::TileRotate},
        Case{"tests/lit/verdicts/rotated_tiles_backwards.rule", verify::Law::TileRotate},
        Case{"tests/lit/verdicts/strided_tiles.rule", verify::Law::TileRotate}}) {
    verify::AllSizesOptions opts;
    opts.disabled = {c.law};
    verify::AllSizesResult r = verify::prove_all_sizes(load_repo_rule(c.rule), opts);
    EXPECT_FALSE(r.proved) << c.rule << " without " << verify::law_name(c.law);
    EXPECT_FALSE(r.reason.empty());
  }
}

// Law tile-rotate with a stride a other than 1 or -1 rests on the solver showing t -> (a t + s) % E
// injective under the rule's preconditions, and on injective self-maps of [0, E) being onto.
// Against brute force: the tier proves the strided tile sum for all sizes exactly where every
// extent the precondition allows (up to 96, past the preconditions' periods) and every shift
// gives a permutation.
TEST(AllSizesLaws, StridedRotationProvedExactlyWhereEveryAllowedExtentIsPermuted) {
  struct Precondition {
    const char *text;
    bool (*allows)(int64_t);
  };
  const Precondition preconditions[] = {
      {"", [](int64_t) { return true; }},
      {"require NT % 2 == 1\n", [](int64_t e) { return e % 2 == 1; }},
      {"require NT % 3 != 0\n", [](int64_t e) { return e % 3 != 0; }},
      {"require NT % 4 == 2\n", [](int64_t e) { return e % 4 == 2; }},
      {"require NT % 6 == 1\n", [](int64_t e) { return e % 6 == 1; }}};
  auto permutes = [](int64_t stride, int64_t e) {
    for (int64_t s = 0; s < e; ++s) {
      std::vector<bool> seen(static_cast<size_t>(e));
      for (int64_t t = 0; t < e; ++t)
        seen[static_cast<size_t>(((stride * t + s) % e + e) % e)] = true;
      if (std::find(seen.begin(), seen.end(), false) != seen.end())
        return false;
    }
    return true;
  };
  int proved = 0, refused = 0;
  for (int64_t stride : {1, -1, 2, -2, 3, 4, -3, 6}) {
    for (const Precondition &pre : preconditions) {
      bool expected = true;
      for (int64_t e = 1; e <= 96; ++e)
        expected = expected && (!pre.allows(e) || permutes(stride, e));
      const std::string rule = "rule t\ndims M N BN NT\ninput x[M,N], start[M]: int in [0, NT)\n"
                               "require N == NT * BN\n" +
                               std::string(pre.text) +
                               "lhs:\n  ss[i] = sum(j) x[i,j]\nrhs:\n"
                               "  s[i, t < NT] = sum(u < BN) x[i, ((" +
                               std::to_string(stride) + "*t + start[i]) % NT)*BN + u]\n" +
                               "  ss[i] = sum(t) s[i,t]\ncompare ss\n";
      verify::AllSizesResult r = verify::prove_all_sizes(analyze_text(rule), {});
      EXPECT_EQ(r.proved, expected) << "stride " << stride << ", " << pre.text << r.reason;
      (r.proved ? proved : refused)++;
    }
  }
  EXPECT_GT(proved, 0);
  EXPECT_GT(refused, 0);
  // The largest stride taken is 64 (docs/ALL_SIZES.md): with one tile every stride permutes.
  for (int64_t stride : {64, 65}) {
    verify::AllSizesResult r = verify::prove_all_sizes(
        analyze_text("rule t\ndims M NT\ninput x[M,NT], start[M]: int in [0, NT)\n"
                     "require NT == 1\nlhs:\n  ss[i] = sum(j) x[i,j]\nrhs:\n"
                     "  ss[i] = sum(t < NT) x[i, (" +
                     std::to_string(stride) + "*t + start[i]) % NT]\ncompare ss\n"),
        {});
    EXPECT_EQ(r.proved, stride <= verify::kMaxRotationStride) << stride << ": " << r.reason;
  }
}

TEST(AllSizesSteps, CorruptedObligationIsRejected) {
  verify::AllSizesResult r =
      verify::prove_all_sizes(load_repo_rule("rules/tiled_sum_of_squares_ragged.rule"), {});
  ASSERT_TRUE(r.proved) << r.reason;
  std::vector<verify::ProofStep> steps = r.steps;
  verify::ProofStep *tile = nullptr;
  for (verify::ProofStep &s : steps)
    if (s.law == "tile-reindex")
      tile = &s;
  ASSERT_NE(tile, nullptr);
  ASSERT_FALSE(tile->obligations.empty());
  // Drop the negated goal (the last assertion): what remains is satisfiable, so the "proof" of
  // the obligation no longer holds and the checker must say so.
  std::string &script = tile->obligations.back();
  size_t last = script.rfind("(assert");
  ASSERT_NE(last, std::string::npos);
  script = script.substr(0, last) + "(check-sat)\n";
  EXPECT_TRUE(contains(verify::check_steps(steps, smt::Budget{}), "tile-reindex"));
}

TEST(AllSizesSteps, FalseObligationIsRejected) {
  verify::ProofStep bogus{"share-equal-sums",
                          "made up",
                          {"(declare-fun x () Real)\n(assert (> x 0.0))\n(check-sat)\n"},
                          ""};
  EXPECT_EQ(verify::check_steps({bogus}, smt::Budget{}), "share-equal-sums: made up");
}

TEST(AllSizes, ModuloInAnIndexFallsBackWithAReason) {
  verify::AllSizesResult r = verify::prove_all_sizes(
      analyze_text("rule t\ndims N\ninput x[N]\nlhs:\n  y[i < N] = x[(i + 1) % N]\nrhs:\n"
                   "  y[i < N] = x[(i + 1) % N]\ncompare y\n"),
      {});
  EXPECT_FALSE(r.proved);
  // i + 1 reaches N at i = N - 1, so it is not its own remainder: the division law stays out.
  EXPECT_TRUE(contains(r.reason, "'%' is supported by the all-sizes tier only where")) << r.reason;
}

// The normaliser's settings and fresh-variable counter are per proof (a SumLaws the proof owns and
// passes to every call that normalises; there is no global switch): two proofs on two threads, one with a normalisation law disabled, give
// exactly what each gives alone, steps included (with shared settings, one proof's switches
// would leak into the other's).
TEST(AllSizesProver, ProofsOnTwoThreadsMatchProofsAlone) {
  const ir::Rule rule = load_repo_rule("rules/tiled_sum_of_squares_ragged.rule");
  verify::AllSizesOptions all_laws, no_absorb;
  no_absorb.disabled = {verify::Law::Absorb};
  const std::vector<verify::AllSizesOptions> options = {all_laws, no_absorb, all_laws, no_absorb};
  auto summary = [](const verify::AllSizesResult &r) {
    std::string s = r.proved ? "proved" : "not proved: " + r.reason;
    for (const verify::Step &step : r.steps)
      s += "\n" + step.law + ": " + step.instance;
    return s;
  };
  std::vector<std::string> alone, together(options.size());
  for (const verify::AllSizesOptions &o : options)
    alone.push_back(summary(verify::prove_all_sizes(rule, o)));
  ASSERT_NE(alone[0], alone[1]); // the disabled law shows in the result
  std::vector<std::thread> threads;
  for (size_t i = 0; i < options.size(); ++i)
    threads.emplace_back([&, i] { together[i] = summary(verify::prove_all_sizes(rule, options[i])); });
  for (std::thread &t : threads)
    t.join();
  for (size_t i = 0; i < options.size(); ++i)
    EXPECT_EQ(together[i], alone[i]) << "proof " << i;
}

} // namespace
} // namespace fuseproof

// The filtered max's witness and the masked sum's sign turn `a op b` into "these are >= 0": a
// mirrored comparison here would prove a wrong rule, so every operator is checked against the
// evaluator's own comparison at every pair of small integers.
namespace fuseproof {
namespace {
TEST(FilterGoals, NonnegativeExactlyWhenTheComparisonHolds) {
  for (ir::CmpOp op : {ir::CmpOp::Lt, ir::CmpOp::Le, ir::CmpOp::Gt, ir::CmpOp::Ge, ir::CmpOp::Eq,
                       ir::CmpOp::Ne})
    for (int64_t a = -3; a <= 3; ++a)
      for (int64_t b = -3; b <= 3; ++b) {
        bool all = true;
        for (const verify::IndexPoly &g : verify::holds_when_nonnegative(
                 op, verify::IndexPoly::constant(a), verify::IndexPoly::constant(b)))
          all = all && *g.as_constant() >= 0;
        // `!=` has no such form: its goal never holds, so it can only lose a proof.
        bool want = op == ir::CmpOp::Ne ? false : semantics::compare_values<int64_t>(op, a, b);
        EXPECT_EQ(all, want) << ir::cmp_spelling(op) << " " << a << " " << b;
      }
}
} // namespace
} // namespace fuseproof
