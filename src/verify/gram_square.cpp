#include "verify/gram_square.h"

namespace fuseproof::verify {

namespace {

/// Splits the monomial's factors into those mentioning only `k` and those mentioning only
/// `k2`; nullopt when a factor mentions both or neither (a factor free of both may be negative).
std::optional<std::pair<Poly, Poly>> split_factors(const Poly::Term &term, IndexSym k,
                                                   IndexSym k2) {
  Poly first = Poly::constant(1), second = Poly::constant(1);
  for (const AtomPtr &f : term.factors) {
    bool has_k = f->free.count(k), has_k2 = f->free.count(k2);
    if (has_k == has_k2)
      return std::nullopt;
    (has_k ? first : second) = (has_k ? first : second) * Poly::atom(f);
  }
  return std::make_pair(first, second);
}

} // namespace

bool is_gram_square(SumLaws &laws, const Atom &a) {
  if (a.kind != AtomKind::Sum || a.args.size() != 1)
    return false;
  const Poly &body = a.args[0];
  if (body.terms().size() != 1)
    return false;
  const Poly::Term &term = body.terms().begin()->second;
  if (term.coef <= Rational(0))
    return false;
  for (size_t p = 0; p < a.vars.size(); ++p)
    for (size_t q = p + 1; q < a.vars.size(); ++q) {
      // Summing k and k' innermost needs no range to depend on them.
      bool fixed_ranges = a.extents[p] == a.extents[q];
      for (const IndexPoly &e : a.extents)
        fixed_ranges = fixed_ranges && !e.mentions(a.vars[p]) && !e.mentions(a.vars[q]);
      if (!fixed_ranges)
        continue;
      std::optional<std::pair<Poly, Poly>> parts = split_factors(term, a.vars[p], a.vars[q]);
      if (!parts || parts->first.as_constant())
        continue;
      Poly renamed = substitute(laws, parts->first, a.vars[p], IndexPoly::symbol(a.vars[q]));
      if ((renamed - parts->second).is_zero())
        return true;
    }
  return false;
}

} // namespace fuseproof::verify
