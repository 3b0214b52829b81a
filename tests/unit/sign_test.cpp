// The sign analysis discharges obligations before any solver sees them, so it must never claim
// a sign that some input meeting the preconditions contradicts.
#include "test_support.h"

#include "semantics/sign.h"

#include <gtest/gtest.h>

namespace fuseproof {
namespace {

using namespace testing_support;
using semantics::Sign;

struct SignCase {
  const char *name;
  const char *decls; // extra declarations (dims N and input x[N] are always there)
  const char *expr;  // the value of y[i]
  Sign expected;
};

std::ostream &operator<<(std::ostream &os, const SignCase &c) { return os << c.name; }

class SignOf : public testing::TestWithParam<SignCase> {};

TEST_P(SignOf, ClaimsOnlyWhatHolds) {
  const SignCase &c = GetParam();
  std::string text = std::string("rule t\ndims N K\ninput x[N]\n") + c.decls +
                     "lhs:\n  y[i < N] = " + c.expr + "\nrhs:\n  y[i < N] = x[i]\ncompare y\n";
  ir::Rule rule = analyze_text(text);
  EXPECT_EQ(semantics::sign_of(rule, &rule.lhs, *rule.lhs.statements.at(0).value), c.expected)
      << c.expr;
}

INSTANTIATE_TEST_SUITE_P(
    Table, SignOf,
    testing::Values(
        SignCase{"MeanOfSquaresPlusEps", "scalar eps where eps > 0\n",
                 "sum(k < K) x[i]^2 / K + eps", Sign::Positive},
        SignCase{"EpsOnlyNonNegative", "scalar eps where eps >= 0\n", "x[i]^2 + eps",
                 Sign::NonNegative},
        SignCase{"EpsUnconstrained", "scalar eps\n", "x[i]^2 + eps", Sign::Unknown},
        SignCase{"EpsAboveNegative", "scalar eps where eps > -1\n", "x[i]^2 + eps", Sign::Unknown},
        SignCase{"MirroredPrecondition", "scalar eps where 0 < eps\n", "eps", Sign::Positive},
        SignCase{"Square", "", "x[i]^2", Sign::NonNegative},
        SignCase{"OddPower", "", "x[i]^3", Sign::Unknown},
        SignCase{"Difference", "", "x[i]^2 - x[i]^2", Sign::Unknown},
        SignCase{"Negation", "", "-(x[i]^2)", Sign::Unknown},
        SignCase{"Exp", "", "exp(x[i])", Sign::Positive},
        SignCase{"SumOfExpOverDim", "", "sum(k < K) exp(x[i])", Sign::Positive},
        SignCase{"SumOverPossiblyEmptyRange", "", "sum(k < K - 1) exp(x[i])", Sign::NonNegative},
        SignCase{"DimensionIsPositive", "", "K", Sign::Positive},
        SignCase{"DimensionMinusOne", "", "K - 1", Sign::Unknown},
        SignCase{"DivisionByUnknown", "", "1 / x[i]", Sign::Unknown},
        SignCase{"SqrtNonNegative", "", "sqrt(x[i]^2)", Sign::NonNegative},
        SignCase{"LogUnknown", "", "log(exp(x[i]))", Sign::Unknown},
        SignCase{"SelectTakesTheWeaker", "", "select(x[i] > 0, exp(x[i]), x[i]^2)",
                 Sign::NonNegative}),
    [](const testing::TestParamInfo<SignCase> &info) { return std::string(info.param.name); });

// The rule whose obligation is not statically discharged stays a solver question, and without
// a precondition the verdict is unknown (never a pass).
TEST(SignOf, UnprovableObligationStillReachesTheProver) {
  ir::Rule r = analyze_text("rule t\ndims N\ninput x[N]\nscalar eps where eps >= 0\nlhs:\n"
                            "  y[i] = rsqrt(x[i]^2 + eps)\nrhs:\n  y[i] = rsqrt(x[i]^2 + eps)\n"
                            "compare y\n");
  EXPECT_EQ(semantics::sign_of(r, &r.lhs, *r.lhs.statements.at(0).value->args.at(0)),
            Sign::NonNegative);
}

} // namespace
} // namespace fuseproof
