#include "verify/unbounded_domain.h"

#include "support/checked_int.h"
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
  if (std::optional<IndexPoly> r = division_law(op, a, b, loc))
    return *r;
  throw semantics::EvalError(
      loc, std::string("'") + (op == ir::IntOp::Div ? "//" : "%") +
               "' is supported by the all-sizes tier only where the divisor is a positive constant "
               "times dimensions and the terms it does not divide stay within [0, divisor) over "
               "the indices' ranges (docs/ALL_SIZES.md)");
}

// Division with remainder: a = b q + r with 0 <= r < b and b > 0 gives a // b = q, a % b = r
// (the Euclidean quotient and remainder are unique). q collects the terms b divides, r the
// rest; the range of r is bounded here only to choose the law, and is recorded as an index
// obligation that the prover checks with the solver like an access's range.
std::optional<IndexPoly> UnboundedDomain::division_law(ir::IntOp op, const IndexPoly &a,
                                                       const IndexPoly &b,
                                                       const ir::SourceLoc &loc) {
  if (op != ir::IntOp::Div && op != ir::IntOp::Mod)
    return std::nullopt;
  std::optional<MonomialDivision> d = divide_by_dim_monomial(a, b);
  if (!d)
    return std::nullopt;
  const IndexPoly one = IndexPoly::constant(1);
  try {
    auto range = bounds(d->remainder);
    if (!range || !nonnegative_for_positive_dims(range->first) ||
        !nonnegative_for_positive_dims(b - one - range->second))
      return std::nullopt;
  } catch (const support::IntegerOverflow &) {
    return std::nullopt;
  }
  IndexObligation o = obligation_here(loc);
  o.division = true;
  o.indices = {a, b};
  o.lower_ok = d->remainder;
  o.upper_ok = b - one - d->remainder;
  indices_.push_back(std::move(o));
  return op == ir::IntOp::Div ? d->quotient : d->remainder;
}

std::optional<std::pair<IndexPoly, IndexPoly>> UnboundedDomain::bounds(const IndexPoly &p) const {
  auto extent_of = [&](const IndexSym &v) -> const IndexPoly * {
    for (auto e = scope_.rbegin(); e != scope_.rend(); ++e)
      if (e->var && *e->var == v)
        return &e->extent;
    if (free_ranges)
      for (const auto &[s, extent] : *free_ranges)
        if (s == v)
          return &extent;
    return nullptr;
  };
  IndexPoly lo, hi;
  for (const auto &[m, coef] : p.terms()) {
    // coef * (product of dimensions) * v for at most one index v in [0, E): between 0 and
    // coef * dims * (E - 1) since dimensions are >= 1.
    IndexPoly dims = IndexPoly::constant(coef);
    const IndexPoly *extent = nullptr;
    for (const IndexSym &s : m) {
      if (s.kind == IndexSym::Dim) {
        dims = dims * IndexPoly::symbol(s);
        continue;
      }
      if (extent || (s.kind != IndexSym::Free && s.kind != IndexSym::Bound))
        return std::nullopt;
      if (!(extent = extent_of(s)))
        return std::nullopt;
    }
    if (!extent) {
      lo = lo + dims;
      hi = hi + dims;
      continue;
    }
    IndexPoly far = dims * (*extent - IndexPoly::constant(1));
    (coef > 0 ? hi : lo) = (coef > 0 ? hi : lo) + far;
  }
  return std::pair{lo, hi};
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
