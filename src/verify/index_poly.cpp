#include "verify/index_poly.h"

#include "support/checked_int.h"

#include <algorithm>

namespace fuseproof::verify {

IndexPoly IndexPoly::constant(int64_t v) {
  IndexPoly p;
  p.add_term({}, v);
  return p;
}

IndexPoly IndexPoly::symbol(IndexSym s) {
  IndexPoly p;
  p.add_term({s}, 1);
  return p;
}

void IndexPoly::add_term(const Monomial &m, int64_t c) {
  if (c == 0)
    return;
  int64_t &slot = terms_[m];
  slot = support::checked_add(slot, c);
  if (slot == 0)
    terms_.erase(m);
}

IndexPoly IndexPoly::operator+(const IndexPoly &o) const {
  IndexPoly out = *this;
  for (const auto &[m, c] : o.terms_)
    out.add_term(m, c);
  return out;
}

IndexPoly IndexPoly::operator-(const IndexPoly &o) const {
  IndexPoly out = *this;
  for (const auto &[m, c] : o.terms_)
    out.add_term(m, support::checked_sub(0, c));
  return out;
}

IndexPoly IndexPoly::operator*(const IndexPoly &o) const {
  IndexPoly out;
  for (const auto &[ma, ca] : terms_)
    for (const auto &[mb, cb] : o.terms_) {
      Monomial m = ma;
      m.insert(m.end(), mb.begin(), mb.end());
      std::sort(m.begin(), m.end());
      out.add_term(m, support::checked_mul(ca, cb));
    }
  return out;
}

std::optional<int64_t> IndexPoly::as_constant() const {
  if (terms_.empty())
    return 0;
  if (terms_.size() == 1 && terms_.begin()->first.empty())
    return terms_.begin()->second;
  return std::nullopt;
}

bool IndexPoly::mentions(IndexSym s) const {
  for (const auto &[m, c] : terms_)
    if (std::find(m.begin(), m.end(), s) != m.end())
      return true;
  return false;
}

bool IndexPoly::mentions_kind(IndexSym::Kind k) const {
  for (const auto &[m, c] : terms_)
    for (const IndexSym &s : m)
      if (s.kind == k)
        return true;
  return false;
}

IndexPoly IndexPoly::substitute(IndexSym s, const IndexPoly &value) const {
  IndexPoly out;
  for (const auto &[m, c] : terms_) {
    IndexPoly term = constant(c);
    for (const IndexSym &x : m)
      term = term * (x == s ? value : symbol(x));
    out = out + term;
  }
  return out;
}

} // namespace fuseproof::verify
