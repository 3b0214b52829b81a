#include "autodiff/derivatives.h"

#include "autodiff/build.h"
#include "support/diagnostics.h"

#include <memory>

namespace fuseproof::autodiff {
namespace {

ir::ExprPtr self(const ir::Expr &e, const ir::ExprPtr &value) {
  return value ? value : std::make_shared<const ir::Expr>(e);
}

} // namespace

ir::ExprPtr unary_derivative(const ir::Expr &node, ir::ExprPtr value) {
  const ir::SourceLoc &loc = node.loc;
  const ir::ExprPtr &a = node.args[0];
  auto half = [&] { return literal("0.5", loc); };
  switch (node.fn) {
  // rsqrt(a)' = -1/2 a^(-3/2) = -1/2 rsqrt(a)^3: no new division, the same domain a > 0.
  case ir::Fn::Rsqrt: return neg(mul(half(), power(self(node, value), 3, loc), loc), loc);
  // sqrt(a)' = 1 / (2 sqrt a) = 1/2 rsqrt(a); it needs a > 0 where sqrt needs a >= 0.
  case ir::Fn::Sqrt: return mul(half(), call(ir::Fn::Rsqrt, {a}, loc), loc);
  case ir::Fn::Exp: return self(node, value);
  // log(a)' = 1/a; at a statement's root, exp(-log a) from the statement's own tensor instead,
  // so a log of a reduction (log-sum-exp) is not summed again for every element of the gradient.
  case ir::Fn::Log:
    return value ? call(ir::Fn::Exp, {neg(value, loc)}, loc) : div(literal("1", loc), a, loc);
  case ir::Fn::Sigmoid: {
    // s (1 - s)
    ir::ExprPtr s = self(node, value);
    return mul(s, add(literal("1", loc), neg(s, loc), loc), loc);
  }
  case ir::Fn::Silu: {
    // silu(a) = a s(a), so silu' = s + a s (1 - s) = s (1 + a (1 - s)).
    ir::ExprPtr s = call(ir::Fn::Sigmoid, {a}, loc);
    ir::ExprPtr one = literal("1", loc);
    return mul(s, add(one, mul(a, add(one, neg(s, loc), loc), loc), loc), loc);
  }
  case ir::Fn::Sin: return call(ir::Fn::Cos, {a}, loc);
  case ir::Fn::Cos: return neg(call(ir::Fn::Sin, {a}, loc), loc);
  case ir::Fn::Tanh: { // 1 - tanh^2
    ir::ExprPtr t = self(node, value);
    return add(literal("1", loc), neg(power(t, 2, loc), loc), loc);
  }
  case ir::Fn::Erf:
    support::fail(loc,
                  "vjp through erf is not supported: its derivative, 2/sqrt(pi) exp(-a^2), "
                  "has a factor that is not a rational number, so no rule can state it exactly");
  case ir::Fn::Round:
    support::fail(loc, "vjp through round is not supported: a step function has no derivative at "
                       "half-integers (and 0 elsewhere), so no gradient flows through it");
  case ir::Fn::Opaque:
    support::fail(loc, "vjp through an opaque function is not supported: the provers know only "
                       "its facts, not its derivative");
  case ir::Fn::Max:
  case ir::Fn::Min:
  case ir::Fn::Fma: break;
  }
  throw support::InternalError(std::string("autodiff: no unary derivative of ") +
                               ir::fn_name(node.fn));
}

ir::ExprPtr chain(const ir::Expr &node, size_t arg, ir::ExprPtr path, ir::ExprPtr value) {
  const ir::SourceLoc &loc = node.loc;
  switch (node.op) {
  case ir::ExprOp::Neg: return neg(path, loc);
  case ir::ExprOp::Add: return path;
  case ir::ExprOp::Sub: return arg == 0 ? path : neg(path, loc);
  case ir::ExprOp::Mul: return mul(path, node.args[1 - arg], loc);
  case ir::ExprOp::Div: {
    const ir::ExprPtr &b = node.args[1];
    if (arg == 0)
      return div(path, b, loc);
    // d(a/b)/db = -a / b^2 = -(a/b) / b: the quotient node itself, divided once more by b.
    return neg(div(mul(path, self(node, value), loc), b, loc), loc);
  }
  case ir::ExprOp::Pow: {
    long n = node.exponent;
    if (n == 0)
      return literal("0", loc);
    ir::ExprPtr factor = mul(literal(std::to_string(n), loc), power(node.args[0], n - 1, loc), loc);
    return mul(path, factor, loc);
  }
  case ir::ExprOp::Call: {
    if (node.fn == ir::Fn::Max || node.fn == ir::Fn::Min) {
      // The first operand takes the gradient where it is the result (ties included).
      ir::CmpOp first_wins = node.fn == ir::Fn::Max ? ir::CmpOp::Ge : ir::CmpOp::Le;
      ir::Cond c = real_cond(first_wins, node.args[0], node.args[1], loc);
      ir::ExprPtr zero = literal("0", loc);
      return arg == 0 ? select(c, path, zero, loc) : select(c, zero, path, loc);
    }
    if (node.fn == ir::Fn::Fma) // a b + c: b, a and 1
      return arg == 2 ? path : mul(path, node.args[1 - arg], loc);
    return mul(path, unary_derivative(node, value), loc);
  }
  default: break;
  }
  throw support::InternalError("autodiff: chain() on a node without operand partials");
}

} // namespace fuseproof::autodiff
