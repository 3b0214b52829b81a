// The fuzzer's own building blocks: deterministic generation, printing that round-trips through
// the parser, mutants that change the rule, and the checked domain's independent judgement.
#include "fuzz/checked_domain.h"
#include "fuzz/checker.h"
#include "fuzz/generator.h"
#include "fuzz/minimizer.h"
#include "fuzz/mutator.h"
#include "fuzz/rng.h"
#include "sema/sema.h"
#include "support/diagnostics.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>

namespace fuseproof::fuzz {
namespace {

std::string read(const std::filesystem::path &p) {
  std::ifstream in(p);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

std::vector<std::string> library_texts() {
  std::vector<std::filesystem::path> paths;
  for (const auto &e :
       std::filesystem::directory_iterator(std::string(FUSEPROOF_SOURCE_DIR) + "/rules"))
    if (e.path().extension() == ".rule")
      paths.push_back(e.path());
  std::sort(paths.begin(), paths.end());
  std::vector<std::string> out;
  for (const auto &p : paths)
    if (std::string text = read(p); !fuzz::has_forward_section(text)) // not mutated: backward
      out.push_back(text);
  return out;
}

/// Parses and analyses rule text; the diagnostic on failure.
std::string sema_error(const std::string &text) {
  try {
    auto file = std::make_shared<const support::SourceFile>("t.rule", text);
    sema::load_rule(file);
    return "";
  } catch (const support::UserError &e) {
    return support::render(e);
  }
}

TEST(FuzzRng, DrawsAreFixedBySeed) {
  Rng a(42), b(42);
  for (int i = 0; i < 100; ++i)
    ASSERT_EQ(a.below(1000), b.below(1000));
  // mt19937_64's 10000th output is fixed by the standard; below() is ours, so this pins both.
  Rng c(5489);
  uint64_t last = 0;
  for (int i = 0; i < 10000; ++i)
    last = c.next();
  EXPECT_EQ(last, 9981545732273789042ULL);
  EXPECT_NE(derive_seed(1, 0), derive_seed(1, 1));
}

TEST(FuzzGenerator, SameSeedSameText) {
  for (uint64_t seed = 0; seed < 50; ++seed) {
    std::string a = print(generate_rule(seed, "r").doc);
    std::string b = print(generate_rule(seed, "r").doc);
    ASSERT_EQ(a, b) << "seed " << seed;
  }
  std::set<std::string> distinct;
  for (uint64_t seed = 0; seed < 50; ++seed)
    distinct.insert(print(generate_rule(seed, "r").doc));
  EXPECT_GT(distinct.size(), 45u);
}

TEST(FuzzGenerator, RulesAreWellFormed) {
  for (uint64_t seed = 0; seed < 400; ++seed) {
    std::string text = print(generate_rule(seed, "r").doc);
    ASSERT_EQ(sema_error(text), "") << "seed " << seed << ":\n" << text;
  }
}

TEST(FuzzGenerator, CoversTheLanguage) {
  std::string all;
  for (uint64_t seed = 0; seed < 400; ++seed)
    all += print(generate_rule(seed, "r").doc);
  for (const char *needle :
       {"rsqrt(",  "sqrt(",   "exp(",       "log(",      "sigmoid(", "silu(",    "sin(",
        "cos(",    "tanh(",   "erf(",       "max(",      "min(",     "select(",  "sum(",
        "^-1",     "^2",      " / ",        "where",     "require",  "offline ", "epilogue ",
        "stored ", "* BN + ", "NT * BN",    "2 * p + 1", "< NT]",    " >= ",     " <= ",
        " != ",    " == ",    "4294967296", "- 1) * BN"})
    EXPECT_NE(all.find(needle), std::string::npos) << "never generated: " << needle;
}

TEST(FuzzGenerator, SidesAgreeNumerically) {
  // The laws are true: without any solver, both sides agree on every draw the checker makes.
  CheckOptions o;
  o.trials = 4;
  int compared = 0;
  for (uint64_t seed = 0; seed < 150; ++seed) {
    std::string text = print(generate_rule(seed, "r").doc);
    CheckResult r = cross_check_only(text, o);
    ASSERT_EQ(r.finding, Finding::None) << "seed " << seed << ": " << r.detail << "\n" << text;
    compared += r.inputs_checked;
  }
  EXPECT_GT(compared, 300); // most draws meet the preconditions and define the lhs
}

TEST(FuzzPrinter, LibraryRulesRoundTrip) {
  std::vector<std::string> texts = library_texts();
  ASSERT_FALSE(texts.empty());
  for (const std::string &t : texts) {
    std::string once = print(parse_doc(t, "lib.rule"));
    ASSERT_EQ(sema_error(once), "") << once;
    EXPECT_EQ(print(parse_doc(once, "again.rule")), once);
  }
}

TEST(FuzzMutator, EveryKindChangesTheRule) {
  std::vector<RuleDoc> bases;
  for (const std::string &t : library_texts())
    bases.push_back(parse_doc(t, "lib.rule"));
  for (uint64_t seed = 0; seed < 20; ++seed)
    bases.push_back(generate_rule(seed, "r").doc);
  for (int k = 0; k < kMutantKinds; ++k) {
    auto kind = static_cast<MutantKind>(k);
    int applied = 0;
    for (size_t b = 0; b < bases.size(); ++b) {
      RuleDoc doc = clone(bases[b]);
      std::string before = print(doc);
      Rng rng(derive_seed(7, b));
      if (auto what = mutate(doc, kind, rng)) {
        ++applied;
        EXPECT_NE(print(doc), before) << mutant_name(kind) << ": " << *what;
      } else {
        EXPECT_EQ(print(doc), before) << mutant_name(kind) << " reported no change but made one";
      }
    }
    EXPECT_GT(applied, static_cast<int>(bases.size()) / 2)
        << mutant_name(kind) << " rarely applies";
  }
}

TEST(FuzzMutator, SameSeedSameMutant) {
  RuleDoc base = generate_rule(3, "r").doc;
  for (int k = 0; k < kMutantKinds; ++k) {
    RuleDoc a = clone(base), b = clone(base);
    Rng ra(11), rb(11);
    mutate(a, static_cast<MutantKind>(k), ra);
    mutate(b, static_cast<MutantKind>(k), rb);
    EXPECT_EQ(print(a), print(b)) << mutant_name(static_cast<MutantKind>(k));
  }
}

TEST(FuzzMinimiser, ShrinksWhileThePropertyHolds) {
  RuleDoc doc = parse_doc(
      read(std::string(FUSEPROOF_SOURCE_DIR) + "/rules/rmsnorm_scale_after_matmul.rule"), "r");
  auto has_rsqrt = [](const std::string &t) {
    return t.find("rsqrt(") != std::string::npos && sema_error(t).empty();
  };
  ASSERT_TRUE(has_rsqrt(print(doc)));
  MinimiseStats stats;
  RuleDoc small = minimise(doc, has_rsqrt, 1000, &stats);
  std::string text = print(small);
  EXPECT_TRUE(has_rsqrt(text));
  EXPECT_LT(text.size(), print(doc).size() * 2 / 3) << text;
  EXPECT_GT(stats.accepted, 5);
  EXPECT_EQ(text.find("eps"), std::string::npos) << text;  // the scalar and its precondition went
  EXPECT_EQ(text.find("g[K]"), std::string::npos) << text; // and so did gamma
}

ir::Rule analyze(const std::string &text) {
  auto file = std::make_shared<const support::SourceFile>("t.rule", text);
  return sema::load_rule(file);
}

TEST(FuzzCheckedDomain, IntegersDoNotWrapAround) {
  // Each factor fits in 64 bits; the product does not, at N = 2 (int64 arithmetic would wrap).
  ir::Rule rule = analyze(
      "rule r\ndims N\ninput x[N]\nlhs:\n  y[i] = x[i] * (N * 3037000499 * N * 3037000499)\n"
      "rhs:\n  y[i] = x[i]\ncompare y\n");
  semantics::Inputs in;
  in.tensors = {{1.5, 1.5}};
  SideEval l = evaluate_side(rule, true, {2}, in, 1000);
  ASSERT_TRUE(l.compared_defined) << l.why;
  long double exact = 1.5L * 4 * 3037000499.0L * 3037000499.0L;
  EXPECT_EQ(l.outputs[0][0].v, static_cast<double>(exact));
  EXPECT_GT(l.outputs[0][0].v, 3e19);
}

TEST(FuzzCheckedDomain, ObligationsAreCheckedInThePrimitives) {
  // 1 >= a allows a = 0; the division is undefined there whatever any analysis concludes.
  ir::Rule rule = analyze("rule r\ndims N\ninput x[N]\nscalar a where 1 >= a\nlhs:\n  y[i] = x[i]\n"
                          "rhs:\n  y[i] = x[i] / a * a\ncompare y\n");
  semantics::Inputs in;
  in.tensors = {{2.0}};
  in.scalars = {0.0};
  SideEval r = evaluate_side(rule, false, {1}, in, 1000);
  EXPECT_FALSE(r.compared_defined);
  EXPECT_NE(r.why.find("division by zero"), std::string::npos) << r.why;
}

TEST(FuzzCheckedDomain, UnreadStatementsAreEvaluated) {
  ir::Rule rule = analyze("rule r\ndims N\ninput x[N]\nlhs:\n  y[i] = x[i]\nrhs:\n"
                          "  dead[i < N] = x[i + 1]\n  y[i] = x[i]\ncompare y\n");
  semantics::Inputs in;
  in.tensors = {{1.0, 2.0}};
  SideEval r = evaluate_side(rule, false, {2}, in, 1000);
  EXPECT_TRUE(r.compared_defined);
  EXPECT_FALSE(r.all_defined);
}

TEST(FuzzCheckedDomain, RoundingIsNotADifference) {
  // (a + b) + c and a + (b + c) round differently; the error bounds cover it.
  ir::Rule rule =
      analyze("rule r\ndims N\ninput a[N], b[N], c[N]\nlhs:\n  y[i] = (a[i] + b[i]) + c[i]\n"
              "rhs:\n  y[i] = a[i] + (b[i] + c[i])\ncompare y\n");
  semantics::Inputs in;
  in.tensors = {{0.1}, {0.2}, {0.3}};
  SideEval l = evaluate_side(rule, true, {1}, in, 1000),
           r = evaluate_side(rule, false, {1}, in, 1000);
  EXPECT_NE(l.outputs[0][0].v, r.outputs[0][0].v); // they do round differently
  EXPECT_LE(std::fabs(l.outputs[0][0].v - r.outputs[0][0].v),
            l.outputs[0][0].e + r.outputs[0][0].e);
}

TEST(FuzzChecker, TrueRuleIsProvedAndSurvives) {
  CheckOptions o;
  CheckResult r = check_rule_text(
      read(std::string(FUSEPROOF_SOURCE_DIR) + "/rules/tiled_sum_of_squares.rule"), true, o);
  EXPECT_EQ(r.outcome, Outcome::Proved) << r.verdict;
  EXPECT_EQ(r.finding, Finding::None) << r.detail;
  EXPECT_GT(r.inputs_checked, 0);
}

TEST(FuzzChecker, WrongRuleIsRefutedAndReplays) {
  CheckOptions o;
  CheckResult r = check_rule_text(
      read(std::string(FUSEPROOF_SOURCE_DIR) + "/tests/wrong/residual_sign_error.rule"), false, o);
  EXPECT_EQ(r.outcome, Outcome::Refuted) << r.verdict;
  EXPECT_EQ(r.finding, Finding::None) << r.detail;
}

TEST(FuzzCheckedDomain, IntegerInputsAreIndices) {
  ir::Rule rule = analyze("rule r\ndims N V\ninput z[N, V], t[N]: int in [0, V)\nlhs:\n"
                          "  y[i] = z[i, t[i]]\nrhs:\n  y[i] = z[i, 0]\ncompare y\n");
  semantics::Inputs in;
  in.tensors = {{1.0, 2.0, 3.0, 4.0}, {1.0, 0.0}};
  SideEval l = evaluate_side(rule, true, {2, 2}, in, 1000);
  ASSERT_TRUE(l.compared_defined) << l.why;
  EXPECT_EQ(l.outputs[0][0].v, 2.0);
  EXPECT_EQ(l.outputs[0][1].v, 3.0);
  in.tensors[1] = {0.5, 0.0}; // not an integer: never read as one
  EXPECT_FALSE(evaluate_side(rule, true, {2, 2}, in, 1000).compared_defined);
}

TEST(FuzzChecker, IntegerInputRulesAreCheckedAndReplayed) {
  CheckOptions o;
  CheckResult proved = check_rule_text(
      read(std::string(FUSEPROOF_SOURCE_DIR) + "/rules/lm_head_target_logit_loss.rule"), true, o);
  EXPECT_EQ(proved.outcome, Outcome::Proved) << proved.verdict;
  EXPECT_EQ(proved.finding, Finding::None) << proved.detail;
  EXPECT_GT(proved.inputs_checked, 0);
  CheckResult wrong = check_rule_text(
      read(std::string(FUSEPROOF_SOURCE_DIR) + "/tests/wrong/target_logit_capture_off_by_one.rule"),
      false, o);
  EXPECT_EQ(wrong.outcome, Outcome::Refuted) << wrong.verdict;
  EXPECT_EQ(wrong.finding, Finding::None) << wrong.detail;
}

TEST(FuzzChecker, MalformedRuleIsMalformed) {
  CheckResult r = check_rule_text(
      "rule r\ndims N\nlhs:\n  y[i] = q[i]\nrhs:\n  y[i] = 1\ncompare y\n", false, {});
  EXPECT_EQ(r.outcome, Outcome::Malformed);
  EXPECT_EQ(r.finding, Finding::None);
}

} // namespace
} // namespace fuseproof::fuzz
