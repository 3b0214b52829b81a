#include "verify/unbounded_domain.h"

#include "verify/term_text.h"

namespace fuseproof::verify {

Poly UnboundedDomain::literal(const ir::Literal &lit) {
  return Poly::constant(
      Rational(boost::multiprecision::cpp_int(lit.num), boost::multiprecision::cpp_int(lit.den)));
}

IndexPoly UnboundedDomain::index_op(ir::IntOp op, const IndexPoly &a, const IndexPoly &b,
                                    const ir::SourceLoc &loc) {
  switch (op) {
  case ir::IntOp::Add: return a + b;
  case ir::IntOp::Sub: return a - b;
  case ir::IntOp::Mul: return a * b;
  default: break;
  }
  auto ca = a.as_constant(), cb = b.as_constant();
  if (ca && cb)
    return IndexPoly::constant(semantics::apply_int_op(op, *ca, *cb, loc));
  throw semantics::EvalError(loc, "'%' of symbolic sizes is not supported by the all-sizes tier");
}

void UnboundedDomain::name_bound(IndexSym var) {
  if (names && next_reduction_var_ >= 0)
    names->prefer(var, rule_.vars.at(next_reduction_var_).name);
  next_reduction_var_ = -1;
}

SymCond UnboundedDomain::negated(const SymCond &c) {
  SymCond n = c;
  switch (c.op) {
  case ir::CmpOp::Lt: n.op = ir::CmpOp::Ge; break;
  case ir::CmpOp::Le: n.op = ir::CmpOp::Gt; break;
  case ir::CmpOp::Gt: n.op = ir::CmpOp::Le; break;
  case ir::CmpOp::Ge: n.op = ir::CmpOp::Lt; break;
  case ir::CmpOp::Eq: n.op = ir::CmpOp::Ne; break;
  case ir::CmpOp::Ne: n.op = ir::CmpOp::Eq; break;
  }
  return n;
}

std::vector<IndexPoly> holds_when_nonnegative(ir::CmpOp op, const IndexPoly &a,
                                              const IndexPoly &b) {
  const IndexPoly one = IndexPoly::constant(1);
  switch (op) {
  case ir::CmpOp::Lt: return {b - a - one};
  case ir::CmpOp::Le: return {b - a};
  case ir::CmpOp::Gt: return {a - b - one};
  case ir::CmpOp::Ge: return {a - b};
  case ir::CmpOp::Eq: return {a - b, b - a};
  case ir::CmpOp::Ne: break;
  }
  return {IndexPoly::constant(-1)};
}

} // namespace fuseproof::verify
