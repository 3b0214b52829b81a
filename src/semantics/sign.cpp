#include "semantics/sign.h"

#include <algorithm>

namespace fuseproof::semantics {
namespace {

Sign weaker(Sign a, Sign b) { return std::min(a, b); }

Sign sum_sign(Sign a, Sign b) {
  if (a == Sign::Unknown || b == Sign::Unknown)
    return Sign::Unknown;
  return std::max(a, b); // nonneg + pos = pos
}

Sign product_sign(Sign a, Sign b) { return weaker(a, b); }

/// Positive when the extent is certainly >= 1: a dimension, a positive constant, or a sum or
/// product of such.
bool positive_extent(const ir::IntExpr &e) {
  switch (e.op) {
  case ir::IntOp::Const: return e.value > 0;
  case ir::IntOp::Dim: return true;
  case ir::IntOp::Add:
  case ir::IntOp::Mul: return positive_extent(*e.a) && positive_extent(*e.b);
  default: return false;
  }
}

Sign literal_sign(const ir::Expr &e) {
  if (e.op == ir::ExprOp::Literal)
    return e.literal.value > 0    ? Sign::Positive
           : e.literal.value == 0 ? Sign::NonNegative
                                  : Sign::Unknown;
  if (e.op == ir::ExprOp::FromInt && e.int_value->op == ir::IntOp::Const)
    return e.int_value->value > 0    ? Sign::Positive
           : e.int_value->value == 0 ? Sign::NonNegative
                                     : Sign::Unknown;
  return Sign::Unknown;
}

/// A scalar's sign from a precondition `s > c`, `s >= c` (c a literal) or the mirror image.
Sign scalar_sign(const ir::Rule &rule, int id) {
  Sign best = Sign::Unknown;
  for (const ir::Cond &c : rule.requires_) {
    if (c.integer)
      continue;
    const ir::Expr *var = c.va.get(), *bound = c.vb.get();
    ir::CmpOp op = c.op;
    if (var->op != ir::ExprOp::Scalar) {
      std::swap(var, bound);
      op = op == ir::CmpOp::Lt ? ir::CmpOp::Gt : op == ir::CmpOp::Le ? ir::CmpOp::Ge : op;
    }
    if (var->op != ir::ExprOp::Scalar || var->scalar != id)
      continue;
    Sign b = literal_sign(*bound);
    if (op == ir::CmpOp::Gt && b != Sign::Unknown)
      best = std::max(best, Sign::Positive);
    else if (op == ir::CmpOp::Ge && b != Sign::Unknown)
      best = std::max(best, b);
  }
  return best;
}

} // namespace

Sign sign_of(const ir::Rule &rule, const ir::Program *side, const ir::Expr &e) {
  switch (e.op) {
  case ir::ExprOp::Literal: return literal_sign(e);
  case ir::ExprOp::FromInt: return positive_extent(*e.int_value) ? Sign::Positive : literal_sign(e);
  case ir::ExprOp::Scalar: return scalar_sign(rule, e.scalar);
  case ir::ExprOp::Access:
    if (e.tensor.input || !side)
      return Sign::Unknown;
    return sign_of(rule, side, *side->statements[e.tensor.id].value);
  case ir::ExprOp::Neg:
  case ir::ExprOp::Sub: return Sign::Unknown;
  case ir::ExprOp::Add:
    return sum_sign(sign_of(rule, side, *e.args[0]), sign_of(rule, side, *e.args[1]));
  case ir::ExprOp::Mul:
    return product_sign(sign_of(rule, side, *e.args[0]), sign_of(rule, side, *e.args[1]));
  case ir::ExprOp::Div:
    return sign_of(rule, side, *e.args[1]) == Sign::Positive ? sign_of(rule, side, *e.args[0])
                                                             : Sign::Unknown;
  case ir::ExprOp::Pow: {
    Sign base = sign_of(rule, side, *e.args[0]);
    if (e.exponent % 2 == 0)
      return base == Sign::Positive ? Sign::Positive : Sign::NonNegative;
    return e.exponent > 0 ? base : (base == Sign::Positive ? Sign::Positive : Sign::Unknown);
  }
  case ir::ExprOp::Call:
    switch (e.fn) {
    case ir::Fn::Exp:
    case ir::Fn::Rsqrt:
    case ir::Fn::Sigmoid: return Sign::Positive;
    case ir::Fn::Sqrt: return Sign::NonNegative;
    case ir::Fn::Max:
      return std::max(sign_of(rule, side, *e.args[0]), sign_of(rule, side, *e.args[1]));
    case ir::Fn::Min:
      return weaker(sign_of(rule, side, *e.args[0]), sign_of(rule, side, *e.args[1]));
    default: return Sign::Unknown;
    }
  case ir::ExprOp::Sum: {
    Sign body = sign_of(rule, side, *e.args[0]);
    if (body == Sign::Positive && !positive_extent(*e.range))
      return Sign::NonNegative; // an empty sum is 0
    return body;
  }
  case ir::ExprOp::Max: return sign_of(rule, side, *e.args[0]);
  case ir::ExprOp::Select:
    return weaker(sign_of(rule, side, *e.args[0]), sign_of(rule, side, *e.args[1]));
  }
  return Sign::Unknown;
}

} // namespace fuseproof::semantics
