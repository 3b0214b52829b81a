// Syntax errors are reported by the lexer and parser themselves, before sema sees the rule, with
// the location of the offending token; and well-formed text gets the documented tree shape.
#include "dsl/parser.h"
#include "support/diagnostics.h"

#include "test_support.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <memory>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

namespace fuseproof {
namespace {

using namespace testing_support;

using dsl::ExprKind;

// A well-formed rule that each bad input below perturbs in one place.
constexpr const char *kGood = R"(rule r "a description"
dims M K
input X[M,K], g[K]
scalar eps where eps > 0
lhs:
  Y[i] = sum(k) X[i,k]^2 / K + eps
rhs:
  Y[i] = eps + sum(k) X[i,k] * X[i,k] / K
compare Y
dtypes f32 bf16
)";

TEST(ParserGood, BaseRuleParses) {
  dsl::Rule r = dsl::parse_rule(source(kGood));
  EXPECT_EQ(r.name, "r");
  EXPECT_EQ(r.description, "a description");
  ASSERT_EQ(r.dims.size(), 2u);
  EXPECT_EQ(r.dims[1].name, "K");
  EXPECT_EQ(r.dims[1].loc.line, 2u);
  EXPECT_EQ(r.dims[1].loc.col, 8u);
  ASSERT_EQ(r.inputs.size(), 2u);
  EXPECT_EQ(r.inputs[0].shape.size(), 2u);
  EXPECT_EQ(r.inputs[1].shape.size(), 1u);
  ASSERT_EQ(r.scalars.size(), 1u);
  EXPECT_EQ(r.requires_.size(), 1u); // from `scalar eps where ...`
  EXPECT_EQ(r.lhs.statements.size(), 1u);
  EXPECT_EQ(r.rhs.statements.size(), 1u);
  EXPECT_EQ(r.lhs.loc.line, 5u);
  ASSERT_EQ(r.compares.size(), 1u);
  EXPECT_EQ(r.compares[0].name, "Y");
  ASSERT_EQ(r.dtypes.size(), 2u);
  EXPECT_EQ(r.dtypes[1].name, "bf16");
}

struct BadSyntax {
  const char *name;
  std::string text;
  std::string message; // a substring of the diagnostic
  uint32_t line, col;
};

std::ostream &operator<<(std::ostream &os, const BadSyntax &c) { return os << c.name; }

class ParserErrors : public testing::TestWithParam<BadSyntax> {};

TEST_P(ParserErrors, ReportsLocatedUserError) {
  const BadSyntax &c = GetParam();
  auto file = source(c.text);
  try {
    dsl::parse_rule(file);
    FAIL() << "no error for:\n" << c.text;
  } catch (const support::UserError &e) {
    expect_located(e, file, c.message, c.line, c.col);
    // Each case has one mistake: recovery must not report a second error that follows from it.
    EXPECT_EQ(e.diagnostics().size(), 1u) << support::render(e);
  }
}

INSTANTIATE_TEST_SUITE_P(
    Table, ParserErrors,
    testing::Values(
        BadSyntax{"MissingAssign", replace_once(kGood, "Y[i] = sum", "Y[i] sum"),
                  "expected '=' after 'Y', found 'sum'", 6, 8},
        BadSyntax{"UnexpectedCharacter", replace_once(kGood, "^2 / K", "^2 @ K"),
                  "unexpected character '@'", 6, 26},
        BadSyntax{"UnprintableCharacter", replace_once(kGood, "^2 / K", "^2 \x01 K"),
                  "unexpected character byte 1", 6, 26},
        BadSyntax{"LetterAfterNumber", replace_once(kGood, "^2 / K", "^2 / 12abc"),
                  "unexpected character 'a' after a number", 6, 30},
        BadSyntax{"EmptyFile", "", "empty rule file: expected 'rule NAME'", 1, 1},
        BadSyntax{"OnlyComments", "# nothing here\n\n", "empty rule file", 3, 1},
        BadSyntax{"NoRuleHeader", "dims M\n", "expected 'rule NAME' at the start of the file", 1,
                  1},
        BadSyntax{"MissingRuleName", "rule\n", "expected the rule's name, found end of line", 1, 5},
        BadSyntax{"KeywordAsDimension", replace_once(kGood, "dims M K", "dims M sum"),
                  "'sum' is a keyword and cannot be used as a dimension name", 2, 8},
        BadSyntax{"KeywordAsTarget", replace_once(kGood, "  Y[i] = sum", "  offline sum[i] = sum"),
                  "'sum' is a keyword and cannot be used as the name of the tensor", 6, 11},
        BadSyntax{"KeywordInExpression", replace_once(kGood, "^2 / K", "^2 / dims"),
                  "'dims' is a keyword and cannot be used as a name", 6, 28},
        BadSyntax{"MissingRhs",
                  replace_once(kGood, "rhs:\n  Y[i] = eps + sum(k) X[i,k] * X[i,k] / K\n", ""),
                  "rule 'r' has no 'rhs:' section", 1, 1},
        BadSyntax{"MissingLhs",
                  replace_once(kGood, "lhs:\n  Y[i] = sum(k) X[i,k]^2 / K + eps\n", ""),
                  "rule 'r' has no 'lhs:' section", 1, 1},
        BadSyntax{"MissingCompare", replace_once(kGood, "compare Y\n", ""),
                  "rule 'r' has no 'compare' line", 1, 1},
        BadSyntax{"SecondRule", std::string(kGood) + "rule s\n",
                  "a second rule in one file; put each rule in its own file", 11, 1},
        BadSyntax{"UnterminatedString", replace_once(kGood, "\"a description\"", "\"a description"),
                  "unterminated string", 1, 8},
        BadSyntax{"MissingColon", replace_once(kGood, "lhs:", "lhs"), "expected ':' after 'lhs'", 5,
                  4},
        BadSyntax{"SectionTwice", replace_once(kGood, "compare Y", "lhs:\n  Z = 1\ncompare Y"),
                  "section 'lhs' appears twice", 9, 1},
        BadSyntax{"UnknownSection", replace_once(kGood, "dtypes", "types"),
                  "unknown section 'types'", 10, 1},
        BadSyntax{"TrailingToken", replace_once(kGood, "/ K + eps", "/ K + eps 2"),
                  "expected end of line, found '2'", 6, 36},
        BadSyntax{"FractionalExponent", replace_once(kGood, "^2", "^2.5"),
                  "expected an integer exponent after '^', found '2.5'", 6, 24},
        BadSyntax{"HugeExponent", replace_once(kGood, "^2", "^1000"),
                  "exponent 1000 is too large (at most 999)", 6, 24},
        BadSyntax{"ReductionWithoutBody", replace_once(kGood, "sum(k) X[i,k]^2 / K", "sum(k)"),
                  "expected the body of the reduction, found '+'", 6, 17},
        BadSyntax{"ReductionWithoutIndex",
                  replace_once(kGood, "sum(k) X[i,k]^2", "sum(2) X[i,k]^2"),
                  "expected the index a reduction runs over", 6, 14},
        BadSyntax{"EmptyDtypes", replace_once(kGood, "dtypes f32 bf16", "dtypes"),
                  "expected a dtype (f32, bf16, f16), found end of line", 10, 7},
        // Newlines inside brackets continue the line, so an unclosed '[' is noticed at the
        // first token that cannot continue the index list.
        BadSyntax{"UnclosedBracket", replace_once(kGood, "X[i,k]^2 / K + eps", "X[i,k"),
                  "expected ',' or ']' in the indices of 'X', found 'rhs'", 7, 1}),
    [](const testing::TestParamInfo<BadSyntax> &info) { return std::string(info.param.name); });

// ---- the shape of the tree ----

/// A rule whose lhs is `Y = <expr>`, over x[K] and the scalars a, b, c, eps.
dsl::Rule parse_expr_rule(const std::string &expr) {
  return dsl::parse_rule(source("rule r\ndims K\ninput x[K]\nscalar a, b, c, eps\nlhs:\n  Y = " +
                                expr + "\nrhs:\n  Y = 0\ncompare Y\n"));
}

const dsl::Expr &lhs_value(const dsl::Rule &r) { return *r.lhs.statements.at(0).value; }

TEST(ParserPrecedence, ReductionBodyStopsAtPlus) {
  dsl::Rule r = parse_expr_rule("sum(k) x[k]^2 / K + eps");
  const dsl::Expr &e = lhs_value(r);
  ASSERT_EQ(e.kind, ExprKind::Binary);
  EXPECT_EQ(e.op, "+");
  const dsl::Expr &sum = *e.args[0];
  ASSERT_EQ(sum.kind, ExprKind::Reduce);
  EXPECT_EQ(sum.text, "sum");
  EXPECT_EQ(sum.binder, "k");
  EXPECT_EQ(sum.range, nullptr);
  const dsl::Expr &body = *sum.args[0];
  ASSERT_EQ(body.kind, ExprKind::Binary);
  EXPECT_EQ(body.op, "/");
  ASSERT_EQ(body.args[0]->kind, ExprKind::Power);
  EXPECT_EQ(body.args[0]->exponent, 2);
  EXPECT_EQ(body.args[0]->args[0]->kind, ExprKind::Access);
  EXPECT_EQ(e.args[1]->kind, ExprKind::Name);
  EXPECT_EQ(e.args[1]->text, "eps");
}

TEST(ParserPrecedence, SubtractionIsLeftAssociative) {
  dsl::Rule r = parse_expr_rule("a - b - c");
  const dsl::Expr &e = lhs_value(r);
  ASSERT_EQ(e.kind, ExprKind::Binary);
  EXPECT_EQ(e.args[1]->text, "c");
  ASSERT_EQ(e.args[0]->kind, ExprKind::Binary);
  EXPECT_EQ(e.args[0]->args[0]->text, "a");
  EXPECT_EQ(e.args[0]->args[1]->text, "b");
}

TEST(ParserPrecedence, PowerBindsTighterThanUnaryMinus) {
  dsl::Rule r = parse_expr_rule("-a^2 * b");
  const dsl::Expr &e = lhs_value(r);
  ASSERT_EQ(e.kind, ExprKind::Binary);
  EXPECT_EQ(e.op, "*");
  ASSERT_EQ(e.args[0]->kind, ExprKind::Neg);
  EXPECT_EQ(e.args[0]->args[0]->kind, ExprKind::Power);
}

TEST(ParserPrecedence, NegativeExponent) {
  dsl::Rule r = parse_expr_rule("a^-3");
  const dsl::Expr &e = lhs_value(r);
  ASSERT_EQ(e.kind, ExprKind::Power);
  EXPECT_EQ(e.exponent, -3);
}

TEST(ParserPrecedence, ComparisonIsLoosest) {
  dsl::Rule r = parse_expr_rule("select(a + b < c * 2, a, b)");
  const dsl::Expr &e = lhs_value(r);
  ASSERT_EQ(e.kind, ExprKind::Call);
  ASSERT_EQ(e.args.size(), 3u);
  const dsl::Expr &cond = *e.args[0];
  ASSERT_EQ(cond.kind, ExprKind::Binary);
  EXPECT_EQ(cond.op, "<");
  EXPECT_EQ(cond.args[0]->op, "+");
  EXPECT_EQ(cond.args[1]->op, "*");
}

TEST(ParserMax, ReductionAndBinaryFunctionAreToldApart) {
  dsl::Rule reduce_rule = parse_expr_rule("max(k) x[k]");
  const dsl::Expr &reduce = lhs_value(reduce_rule);
  ASSERT_EQ(reduce.kind, ExprKind::Reduce);
  EXPECT_EQ(reduce.text, "max");

  dsl::Rule ranged_rule = parse_expr_rule("max(k < K) x[k]");
  const dsl::Expr &ranged = lhs_value(ranged_rule);
  ASSERT_EQ(ranged.kind, ExprKind::Reduce);
  ASSERT_NE(ranged.range, nullptr);
  EXPECT_EQ(ranged.range->text, "K");

  dsl::Rule call_rule = parse_expr_rule("max(a, b)");
  const dsl::Expr &call = lhs_value(call_rule);
  ASSERT_EQ(call.kind, ExprKind::Call);
  EXPECT_EQ(call.args.size(), 2u);
}

TEST(ParserStatements, ModifiersRangesAndContinuationLines) {
  dsl::Rule r = dsl::parse_rule(source("rule r\n"
                                       "dims N BN NT\n"
                                       "input x[N]\n"
                                       "lhs:\n"
                                       "  stored epilogue s[t < NT] = sum(u < BN) (x[t*BN + u]\n"
                                       "      * 2)  # wrapped inside parentheses\n"
                                       "rhs:\n"
                                       "  offline s[t < NT] = 0\n"
                                       "compare s\n"
                                       "dtypes f32, bf16 f16\n"));
  ASSERT_EQ(r.lhs.statements.size(), 1u);
  const dsl::Statement &st = r.lhs.statements[0];
  EXPECT_TRUE(st.stored);
  EXPECT_TRUE(st.epilogue);
  EXPECT_FALSE(st.offline);
  EXPECT_EQ(st.target, "s");
  EXPECT_EQ(st.target_loc.col, 19u);
  ASSERT_EQ(st.indices.size(), 1u);
  EXPECT_EQ(st.indices[0].name, "t");
  ASSERT_NE(st.indices[0].range, nullptr);
  EXPECT_EQ(st.indices[0].range->text, "NT");
  ASSERT_EQ(st.value->kind, ExprKind::Reduce);
  ASSERT_NE(st.value->range, nullptr);
  EXPECT_EQ(st.value->range->text, "BN");
  EXPECT_EQ(st.value->args[0]->op, "*");
  EXPECT_TRUE(r.rhs.statements.at(0).offline);
  EXPECT_EQ(r.rhs.loc.line, 7u);
  ASSERT_EQ(r.dtypes.size(), 3u);
  EXPECT_EQ(r.dtypes[2].name, "f16");
}

TEST(ParserStatements, CommentsAndBlankLinesAreIgnored) {
  dsl::Rule r = dsl::parse_rule(source("# header comment\n\n"
                                       "rule r   # trailing comment\n"
                                       "dims N\n\n"
                                       "input x[N]\n"
                                       "lhs:\n"
                                       "  # a comment between statements\n"
                                       "  y[i] = x[i]\n\n"
                                       "rhs:\n"
                                       "  y[i] = x[i]\n"
                                       "compare y\n"));
  EXPECT_EQ(r.loc.line, 3u);
  EXPECT_EQ(r.lhs.statements.size(), 1u);
  EXPECT_EQ(r.lhs.statements[0].loc.line, 9u);
}

TEST(ParserKeywords, SectionWordsAreKeywordsButFunctionsAreNot) {
  for (const char *w : {"rule", "dims", "input", "scalar", "require", "where", "lhs", "rhs",
                        "compare", "dtypes", "sum", "offline", "epilogue", "stored"})
    EXPECT_TRUE(dsl::is_keyword(w)) << w;
  for (const char *w : {"max", "select", "rsqrt", "x", "Sum"})
    EXPECT_FALSE(dsl::is_keyword(w)) << w;
}

} // namespace
} // namespace fuseproof
