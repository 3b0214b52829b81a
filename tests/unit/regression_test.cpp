// Inputs that once crashed fuseproof or gave a misleading answer (found while the unit tests were
// written); each must now end in a clear diagnostic or an honest verdict.
#include "test_support.h"

#include "semantics/double_domain.h"
#include "verify/bounded_prover.h"

#include <gtest/gtest.h>

namespace fuseproof {
namespace {

using namespace testing_support;

std::string one_statement_rule(const std::string &decls, const std::string &lhs,
                               const std::string &rhs) {
  return "rule t\n" + decls + "lhs:\n  " + lhs + "\nrhs:\n  " + rhs + "\ncompare y\n";
}

verify::Verdict prove(const std::string &text, int bound) {
  verify::BoundedOptions opts;
  opts.bound = bound;
  return verify::prove_bounded(analyze_text(text), opts);
}

TEST(Regression, DeepNestingIsADiagnosticNotAStackOverflow) {
  std::string parens = "y[i] = x[i] * " + std::string(10000, '(') + "1" + std::string(10000, ')');
  support::UserError e =
      error_of(one_statement_rule("dims N\ninput x[N]\n", parens, "y[i] = x[i]"));
  EXPECT_TRUE(contains(e.diagnostic().message, "nested more than 200 levels deep"));
  std::string minuses = "y[i] = " + std::string(200000, '-') + "x[i]";
  e = error_of(one_statement_rule("dims N\ninput x[N]\n", minuses, "y[i] = x[i]"));
  EXPECT_TRUE(contains(e.diagnostic().message, "nested more than 200 levels deep"));
}

TEST(Regression, ShapeWithNegativeInputExtentIsOutsideTheDomain) {
  // B[K - 2] only exists for K >= 2, so K = 1 is not a shape of this rule.
  verify::Verdict v = prove(
      one_statement_rule("dims M K\ninput A[M], B[K - 2]\n", "y[i] = A[i]", "y[i] = A[i]*1"), 3);
  EXPECT_EQ(v.kind, verify::VerdictKind::ProvedBounded) << verify::verdict_text(v);
  EXPECT_EQ(v.shapes_checked, 6u); // M in 1..3, K in 2..3
}

TEST(Regression, ModuloExtentMatchesItself) {
  ir::Rule r = analyze_text(
      one_statement_rule("dims N\ninput A[N % 2 + 1]\n", "y[i] = A[i]", "y[i] = A[i]"));
  EXPECT_EQ(r.lhs.locals.at(0).shape.size(), 1u);
}

TEST(Regression, HugeConstantReductionHitsTheWorkLimit) {
  // A constant range is not bounded by --bound; the evaluator's work limit stops it (the prover
  // turns the EvalError into `unknown`).
  ir::Rule r = analyze_text(
      one_statement_rule("dims N\ninput x[N]\n", "y = sum(k < 1000000000) x[0]", "y = x[0]"));
  semantics::Inputs in{{{1.0}}, {}};
  try {
    semantics::evaluate_both(r, semantics::Shape{{1}}, in);
    FAIL() << "a billion-term sum was evaluated";
  } catch (const semantics::EvalError &e) {
    EXPECT_TRUE(contains(e.what(), "operations; lower the bound")) << e.what();
  }
}

TEST(Regression, UnknownDimensionInAShapeSaysDimension) {
  support::UserError e =
      error_of(one_statement_rule("dims N\ninput x[Q]\n", "y[i] = x[i]", "y[i] = x[i]"));
  EXPECT_EQ(e.diagnostic().message, "unknown dimension 'Q'; declare it with 'dims'");
  EXPECT_EQ(e.diagnostic().loc.line, 3u);
  EXPECT_EQ(e.diagnostic().loc.col, 9u);
}

TEST(Regression, LhsReadingAnRhsTensorPointsAtIt) {
  support::UserError e = error_of("rule t\ndims N\ninput x[N]\nlhs:\n  y[i] = z[i]\n"
                                  "rhs:\n  z[i] = x[i]\n  y[i] = z[i]\ncompare y\n");
  ASSERT_EQ(e.diagnostic().notes.size(), 1u);
  EXPECT_TRUE(contains(e.diagnostic().notes[0].message, "defined on the other side"));
  EXPECT_EQ(e.diagnostic().notes[0].loc.line, 7u);
}

TEST(Regression, ChainedPowerAsksForParentheses) {
  support::UserError e =
      error_of(one_statement_rule("dims N\ninput x[N]\n", "y[i] = x[i]^2^3", "y[i] = x[i]"));
  EXPECT_TRUE(contains(e.diagnostic().message, "'^' cannot be chained"));
}

TEST(Regression, UnclosedBracketNotesTheOpening) {
  support::UserError e = error_of("rule t\ndims N\ninput x[N]\nlhs:\n  y[i] = x[i\n"
                                  "rhs:\n  y[i] = x[i]\ncompare y\n");
  ASSERT_EQ(e.diagnostic().notes.size(), 1u);
  EXPECT_EQ(e.diagnostic().notes[0].message, "to match this '['");
  EXPECT_EQ(e.diagnostic().notes[0].loc.line, 5u);
  EXPECT_EQ(e.diagnostic().notes[0].loc.col, 11u);
}

} // namespace
} // namespace fuseproof
