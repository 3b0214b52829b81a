#include "verify/unbounded_domain.h"

#include "support/checked_int.h"
#include "verify/term_text.h"

#include <algorithm>

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
  if (std::optional<IndexPoly> r = rotation_law(op, a, b, loc))
    return *r;
  throw semantics::EvalError(
      loc, std::string("'") + (op == ir::IntOp::Div ? "//" : "%") +
               "' is supported by the all-sizes tier only where the divisor is a positive constant "
               "times dimensions and the terms it does not divide stay within [0, divisor) over "
               "the indices' ranges, or as a rotation (a*t + s) % E of a reduction variable "
               "t < E with a constant stride a (docs/ALL_SIZES.md)");
}

std::string UnboundedDomain::rotation_refused_text() {
  return "'%' rotates a reduction variable t < E as (a*t + s) % E, but the reduction reads t "
         "elsewhere too; law tile-rotate needs every use of t to go through the remainder "
         "(docs/ALL_SIZES.md)";
}

bool UnboundedDomain::fixed_in(const IndexPoly &s, size_t frame) const {
  auto fixed_symbol = [&](const IndexSym &v) {
    switch (v.kind) {
    case IndexSym::Dim:
    case IndexSym::Free: return true;
    case IndexSym::Read:
      for (const IndexPoly &arg : v.read->args)
        if (!fixed_in(arg, frame))
          return false;
      return true;
    case IndexSym::Bound:
      for (size_t k = 0; k < frame; ++k)
        if (frames_[k].var == v || (frames_[k].rotation && frames_[k].rotation->var == v))
          return true;
      return false;
    }
    return false;
  };
  for (const auto &[mono, coef] : s.terms())
    for (const IndexSym &v : mono)
      if (!fixed_symbol(v))
        return false;
  return true;
}

// Law tile-rotate: a reduction over t < E that reads t only through r = (a t + s) % E, for a
// constant stride a, is the same reduction over r < E when t -> r is a bijection of [0, E)
// (always for a = 1 or -1 and 0 <= s < E; for another a only where E is coprime to it). The
// body is evaluated on: r is a fresh variable in [0, E) standing for the remainder (the
// innermost reduction of that extent whose variable occurs in the dividend with a constant
// coefficient), and the reduction is re-indexed when it returns, provided its body no longer
// mentions t. The shift's range is an index obligation; the bijection goes to the solver in
// the prover.
std::optional<IndexPoly> UnboundedDomain::rotation_law(ir::IntOp op, const IndexPoly &a,
                                                       const IndexPoly &b,
                                                       const ir::SourceLoc &loc) {
  if (!rotate_tiles || op != ir::IntOp::Mod)
    return std::nullopt;
  for (size_t f = frames_.size(); f-- > 0;) {
    Frame &frame = frames_[f];
    if (!(frame.extent == b) || !a.mentions(frame.var))
      continue;
    auto coefficient = a.terms().find({frame.var});
    if (coefficient == a.terms().end())
      return std::nullopt;
    const int64_t stride = coefficient->second;
    IndexPoly shift = a - IndexPoly::constant(stride) * IndexPoly::symbol(frame.var);
    if (shift.mentions(frame.var)) // t in a product: not an affine map of t
      return std::nullopt;
    if (frame.rotation) { // the same remainder again, or a second one, which is refused
      if (frame.rotation->stride == stride && frame.rotation->shift == shift)
        return IndexPoly::symbol(frame.rotation->var);
      return std::nullopt;
    }
    if (rotations_tried)
      ++*rotations_tried;
    if (!fixed_in(shift, f) || stride < -kMaxRotationStride || stride > kMaxRotationStride)
      return std::nullopt;
    IndexSym r{IndexSym::Bound, next_bound_++};
    if (names)
      names->derive(r, frame.var);
    auto at = std::find_if(scope_.begin(), scope_.end(),
                           [&](const ScopeEntry &e) { return e.var == frame.var; });
    scope_.insert(at + 1, ScopeEntry{r, b, std::nullopt});
    IndexObligation o = obligation_here(loc);
    o.rotation_shift = true;
    o.indices = {a, b};
    o.lower_ok = shift;
    o.upper_ok = b - IndexPoly::constant(1) - shift;
    indices_.push_back(std::move(o));
    frame.rotation = Rotation{side, loc, frame.var, r, b, shift, stride};
    return IndexPoly::symbol(r);
  }
  return std::nullopt;
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
