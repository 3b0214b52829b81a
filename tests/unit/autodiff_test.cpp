// Reverse-mode differentiation (autodiff/vjp.h): every operator's derivative against central
// differences of the evaluator (its one meaning), a corrupted derivation that the check must
// catch, and the diagnostics of `vjp(...)`.
#include "ir/printer.h"
#include "numeric/gradient_check.h"
#include "semantics/shape.h"

#include "test_support.h"

#include <gtest/gtest.h>

#include <string>

namespace fuseproof {
namespace {

using namespace testing_support;

struct OperatorCase {
  const char *name;
  const char *forward; // statements over x[M,N] (and w[M,N]) defining y[M,N]
};

/// A rule whose lhs differentiates `forward` with respect to x (and w), compared with nothing
/// meaningful on the rhs: only the derived gradient and its check matter here.
std::string operator_rule(const OperatorCase &c) {
  return std::string("rule op\ndims M N\ninput x[M,N], w[M,N], dy[M,N]\nforward:\n") + c.forward +
         "\nlhs:\n  dx = vjp(x, y: dy)\n  dw = vjp(w, y: dy)\nrhs:\n  dx[i,j] = x[i,j]\n"
         "  dw[i,j] = w[i,j]\ncompare dx, dw\n";
}

class OperatorDerivative : public testing::TestWithParam<OperatorCase> {};

// Every operator the derivative table covers, composed so that the inputs stay inside its
// domain (N(0,1) samples: log, rsqrt and sqrt read x^2 + 1), and differentiated with respect to
// both operands.
TEST_P(OperatorDerivative, MatchesCentralDifferences) {
  ir::Rule rule = analyze_text(operator_rule(GetParam()));
  std::vector<semantics::Shape> shapes = semantics::enumerate_shapes(rule, 3);
  std::vector<numeric::GradientCheck> checks = numeric::check_gradients(rule, shapes, 7);
  ASSERT_EQ(checks.size(), 2u);
  for (const numeric::GradientCheck &g : checks) {
    EXPECT_TRUE(g.passed()) << GetParam().name << " " << g.gradient << ": " << g.problem();
    EXPECT_EQ(g.skipped, 0) << g.gradient;
    EXPECT_EQ(g.directions, static_cast<int>(shapes.size()) * numeric::kGradientDirections);
    EXPECT_LT(g.max_rel_error, 1e-8) << g.gradient;
  }
}

INSTANTIATE_TEST_SUITE_P(
    Table, OperatorDerivative,
    testing::Values(
        OperatorCase{"add_sub_neg", "  y[i,j] = -(x[i,j] + w[i,j]) - (w[i,j] - x[i,j])"},
        OperatorCase{"mul", "  y[i,j] = x[i,j] * w[i,j] * x[i,j]"},
        OperatorCase{"div", "  y[i,j] = x[i,j] / (w[i,j]^2 + 1) + w[i,j] / (x[i,j]^2 + 2)"},
        OperatorCase{"pow", "  y[i,j] = x[i,j]^3 * w[i,j]^2 + x[i,j]^1 + w[i,j]^0"},
        OperatorCase{"negative_pow", "  y[i,j] = (x[i,j]^2 + w[i,j]^2 + 1)^-2"},
        OperatorCase{"rsqrt", "  y[i,j] = rsqrt(x[i,j]^2 + w[i,j]^2 + 1)"},
        OperatorCase{"sqrt", "  y[i,j] = sqrt(x[i,j]^2 + w[i,j]^2 + 1)"},
        OperatorCase{"exp", "  y[i,j] = exp(x[i,j] * w[i,j])"},
        OperatorCase{"log", "  y[i,j] = log(x[i,j]^2 + w[i,j]^2 + 1)"},
        OperatorCase{"sigmoid", "  y[i,j] = sigmoid(x[i,j] * w[i,j])"},
        OperatorCase{"silu", "  y[i,j] = silu(x[i,j]) * w[i,j]"},
        OperatorCase{"sin_cos", "  y[i,j] = sin(x[i,j]) * cos(w[i,j]) + cos(x[i,j] * w[i,j])"},
        OperatorCase{"tanh", "  y[i,j] = tanh(x[i,j] * w[i,j]) + tanh(x[i,j])^2"},
        OperatorCase{"fma", "  y[i,j] = fma(x[i,j], w[i,j], x[i,j]^2) * fma(w[i,j], 2, x[i,j])"},
        OperatorCase{"binary_max_min", "  y[i,j] = max(x[i,j], w[i,j]) + 2 * min(x[i,j], w[i,j])"},
        OperatorCase{"select", "  y[i,j] = select(x[i,j] > w[i,j], x[i,j] * w[i,j], w[i,j]^3)"},
        OperatorCase{"integer_select",
                     "  y[i,j] = select(j + 1 < N, x[i,j] * w[i,j+1], w[i,j]^2 * x[i,j])"},
        OperatorCase{"row_sum", "  s[i] = sum(k) x[i,k] * w[i,k]\n  y[i,j] = s[i] * x[i,j]"},
        OperatorCase{"row_max", "  m[i] = max(k) x[i,k] * w[i,k]\n  y[i,j] = m[i] * w[i,j]"},
        // The filter drops the last column for N >= 3. (Its element would take no gradient
        // anyway unless it ties with the kept maximum: the filter's own guard in the
        // derivation matters on ties only, where central differences do not decide.)
        OperatorCase{"filtered_row_max", "  m[i] = max(k where 2*k <= N) x[i,k] * w[i,k]\n"
                                         "  y[i,j] = m[i] * w[i,j]"},
        OperatorCase{"rmsnorm", "  r[i] = rsqrt(sum(k) x[i,k]^2 / N + 0.5)\n"
                                "  y[i,j] = r[i] * x[i,j] * w[i,j]"},
        OperatorCase{"transpose_and_shift", "  t[j, i] = x[i,j] * w[i,j]\n"
                                            "  y[i,j] = t[j,i] + select(j > 0, x[i, j - 1], 0)"},
        OperatorCase{"tile_sum", "  y[i,j] = sum(u < 2) select(u + j < N, x[i, u + j], 0) * "
                                 "w[i,j]"},
        OperatorCase{"log_sum_exp", "  l[i] = log(sum(k) exp(x[i,k] - w[i,k]))\n"
                                    "  y[i,j] = l[i] * x[i,j]"}),
    [](const testing::TestParamInfo<OperatorCase> &info) { return info.param.name; });

// The check must be able to fail: a gradient whose derived statement is changed (one factor
// scaled by 1.001) is caught, and named.
TEST(GradientCheck, CatchesACorruptedDerivation) {
  ir::Rule rule = load_repo_rule("rules/swiglu_zdz_bwd.rule");
  ASSERT_FALSE(rule.vjps.empty());
  const ir::Vjp &v = rule.vjps.front();
  ir::Statement &st = rule.lhs.statements[v.target];
  ir::Expr scaled;
  scaled.op = ir::ExprOp::Mul;
  ir::Expr factor;
  factor.op = ir::ExprOp::Literal;
  factor.literal = *ir::make_literal("1.001");
  scaled.args = {st.value, std::make_shared<const ir::Expr>(factor)};
  st.value = std::make_shared<const ir::Expr>(scaled);
  std::vector<numeric::GradientCheck> checks =
      numeric::check_gradients(rule, semantics::enumerate_shapes(rule, 2), 7);
  ASSERT_FALSE(checks.empty());
  EXPECT_FALSE(checks.front().passed());
  EXPECT_TRUE(contains(checks.front().problem(), "'dz' disagrees with central differences"))
      << checks.front().problem();
  EXPECT_GT(checks.front().max_rel_error, 1e-4);
}

// A gradient none of whose directions can be evaluated (log of a negative number everywhere)
// is no evidence: it fails.
TEST(GradientCheck, NoCheckedDirectionIsAFailure) {
  ir::Rule rule = analyze_text("rule op\ndims M\ninput x[M], dy[M]\nforward:\n"
                               "  y[i] = log(-(x[i]^2) - 1)\nlhs:\n  dx = vjp(x, y: dy)\nrhs:\n"
                               "  dx[i] = x[i]\ncompare dx\n");
  std::vector<numeric::GradientCheck> checks =
      numeric::check_gradients(rule, semantics::enumerate_shapes(rule, 2), 7);
  ASSERT_EQ(checks.size(), 1u);
  EXPECT_EQ(checks[0].directions, 0);
  EXPECT_FALSE(checks[0].passed());
  EXPECT_TRUE(contains(checks[0].problem(), "could not be checked")) << checks[0].problem();
}

// Derived names can never collide with the rule's: adjoints carry a '.', variables a prime.
TEST(Vjp, DerivedNamesCannotCollide) {
  ir::Rule rule = load_repo_rule("rules/rmsnorm_zdz_bwd.rule");
  for (const ir::Vjp &v : rule.vjps)
    for (int s = v.first_derived; s < v.target; ++s) {
      const ir::Statement &st = rule.lhs.statements[s];
      EXPECT_TRUE(st.derived);
      EXPECT_TRUE(contains(rule.lhs.locals[st.target].name, ".grad"));
      for (int var : st.vars)
        EXPECT_TRUE(contains(rule.vars[var].name, "'")) << rule.vars[var].name;
    }
  std::string printed = ir::print_rule(rule);
  EXPECT_TRUE(contains(printed, "  dxn = vjp(x, zs: dz)\n  # derived by reverse-mode")) << printed;
}

struct BadVjp {
  const char *name;
  const char *body; // the rule after its `dims`/`input` lines
  const char *message;
};

class VjpDiagnostics : public testing::TestWithParam<BadVjp> {};

TEST_P(VjpDiagnostics, AreClear) {
  std::string text = std::string("rule bad\ndims M N\ninput x[M], dy[M], dz[N]\nscalar e\n") +
                     GetParam().body;
  support::UserError e = error_of(text);
  std::string rendered = support::render(e);
  EXPECT_TRUE(contains(rendered, GetParam().message)) << rendered;
}

INSTANTIATE_TEST_SUITE_P(
    Table, VjpDiagnostics,
    testing::Values(
        BadVjp{"no_forward", "lhs:\n  dx = vjp(x, y: dy)\nrhs:\n  dx[i] = x[i]\ncompare dx\n",
               "vjp(...) differentiates the rule's 'forward:' section, and the rule has none"},
        BadVjp{"forward_unused",
               "forward:\n  y[i] = x[i]\nlhs:\n  dx[i] = x[i]\nrhs:\n  dx[i] = x[i]\ncompare dx\n",
               "the forward section is read only by vjp(...), and the lhs has none"},
        BadVjp{"on_rhs",
               "forward:\n  y[i] = x[i]\nlhs:\n  dx = vjp(x, y: dy)\nrhs:\n  dx = vjp(x, y: dy)\n"
               "compare dx\n",
               "vjp(...) belongs on the lhs"},
        BadVjp{"with_indices",
               "forward:\n  y[i] = x[i]\nlhs:\n  dx[i] = vjp(x, y: dy)\nrhs:\n  dx[i] = x[i]\n"
               "compare dx\n",
               "has the shape of 'x'; write it without indices"},
        BadVjp{"wrt_scalar",
               "forward:\n  y[i] = x[i] * e\nlhs:\n  dx = vjp(e, y: dy)\nrhs:\n  dx[i] = x[i]\n"
               "compare dx\n",
               "cannot differentiate with respect to scalar 'e'; expected an input tensor"},
        BadVjp{"wrt_forward_local",
               "forward:\n  y[i] = x[i]\nlhs:\n  dx = vjp(y, y: dy)\nrhs:\n  dx[i] = x[i]\n"
               "compare dx\n",
               "a tensor of the forward section; expected an input tensor"},
        BadVjp{"unknown_output",
               "forward:\n  y[i] = x[i]\nlhs:\n  dx = vjp(x, q: dy)\nrhs:\n  dx[i] = x[i]\n"
               "compare dx\n",
               "'q' is not defined in the forward section"},
        BadVjp{"cotangent_shape",
               "forward:\n  y[i] = x[i]\nlhs:\n  dx = vjp(x, y: dz)\nrhs:\n  dx[i] = x[i]\n"
               "compare dx\n",
               "shape mismatch: the cotangent 'dz' is [N] but the output 'y' is [M]"},
        BadVjp{"output_twice",
               "forward:\n  y[i] = x[i]\nlhs:\n  dx = vjp(x, y: dy, y: dy)\nrhs:\n  dx[i] = x[i]\n"
               "compare dx\n",
               "'y' is listed twice in vjp(...)"},
        BadVjp{"redefines_forward",
               "forward:\n  y[i] = x[i]\nlhs:\n  y[i] = x[i]\n  dx = vjp(x, y: dy)\nrhs:\n"
               "  dx[i] = x[i]\ncompare dx\n",
               "'y' is defined twice on this side"},
        BadVjp{"missing_colon",
               "forward:\n  y[i] = x[i]\nlhs:\n  dx = vjp(x, y dy)\nrhs:\n  dx[i] = x[i]\n"
               "compare dx\n",
               "expected ':' and the cotangent of 'y'"},
        BadVjp{
            "through_erf",
            "forward:\n  y[i] = erf(x[i])\nlhs:\n  dx = vjp(x, y: dy)\nrhs:\n  dx[i] = x[i]\n"
            "compare dx\n",
            "vjp through erf is not supported: its derivative, 2/sqrt(pi) exp(-a^2), has a factor "
            "that is not a rational number"},
        BadVjp{"through_round",
               "forward:\n  y[i] = round(x[i]) * x[i]\nlhs:\n  dx = vjp(x, y: dy)\nrhs:\n"
               "  dx[i] = x[i]\ncompare dx\n",
               "vjp through round is not supported: a step function has no derivative at "
               "half-integers"},
        BadVjp{"through_opaque",
               "opaque f(a) = a * a\nforward:\n  y[i] = f(x[i])\nlhs:\n  dx = vjp(x, y: dy)\n"
               "rhs:\n  dx[i] = x[i]\ncompare dx\n",
               "vjp through an opaque function is not supported: the provers know only its facts, "
               "not its derivative"},
        BadVjp{"no_output",
               "forward:\n  y[i] = x[i]\nlhs:\n  dx = vjp(x)\nrhs:\n  dx[i] = x[i]\ncompare dx\n",
               "expected ', OUTPUT: COTANGENT' after 'x' in vjp"}),
    [](const testing::TestParamInfo<BadVjp> &info) { return info.param.name; });

} // namespace
} // namespace fuseproof
