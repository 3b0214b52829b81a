#include "verify/index_poly.h"

#include "support/checked_int.h"

#include <algorithm>
#include <iterator>
#include <mutex>
#include <set>

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

// A read depends on the symbols its indices mention: it mentions them too.
bool IndexPoly::mentions(IndexSym s) const {
  for (const auto &[m, c] : terms_)
    for (const IndexSym &x : m)
      if (x == s || (x.read && std::any_of(x.read->args.begin(), x.read->args.end(),
                                           [&](const IndexPoly &a) { return a.mentions(s); })))
        return true;
  return false;
}

bool IndexPoly::mentions_kind(IndexSym::Kind k) const {
  for (const auto &[m, c] : terms_)
    for (const IndexSym &s : m)
      if (s.kind == k || (s.read && std::any_of(s.read->args.begin(), s.read->args.end(),
                                                [&](const IndexPoly &a) {
                                                  return a.mentions_kind(k);
                                                })))
        return true;
  return false;
}

IndexPoly IndexPoly::substitute(IndexSym s, const IndexPoly &value) const {
  IndexPoly out;
  for (const auto &[m, c] : terms_) {
    IndexPoly term = constant(c);
    for (const IndexSym &x : m) {
      if (x == s) {
        term = term * value;
      } else if (x.read && symbol(x).mentions(s)) { // the read at the substituted indices
        std::vector<IndexPoly> args;
        for (const IndexPoly &a : x.read->args)
          args.push_back(a.substitute(s, value));
        term = term * symbol(read_symbol(x.read->tensor, x.read->name, std::move(args)));
      } else {
        term = term * symbol(x);
      }
    }
    out = out + term;
  }
  return out;
}

std::optional<MonomialDivision> divide_by_dim_monomial(const IndexPoly &a, const IndexPoly &b) {
  if (b.terms().size() != 1)
    return std::nullopt;
  const auto &[divisor, c] = *b.terms().begin();
  if (c <= 0 || !std::all_of(divisor.begin(), divisor.end(),
                             [](const IndexSym &s) { return s.kind == IndexSym::Dim; }))
    return std::nullopt;
  MonomialDivision out;
  for (const auto &[m, coef] : a.terms()) {
    IndexPoly term = IndexPoly::constant(coef);
    if (coef % c != 0 || !std::includes(m.begin(), m.end(), divisor.begin(), divisor.end())) {
      for (const IndexSym &s : m)
        term = term * IndexPoly::symbol(s);
      out.remainder = out.remainder + term;
      continue;
    }
    IndexPoly::Monomial rest;
    std::set_difference(m.begin(), m.end(), divisor.begin(), divisor.end(),
                        std::back_inserter(rest));
    IndexPoly q = IndexPoly::constant(coef / c);
    for (const IndexSym &s : rest)
      q = q * IndexPoly::symbol(s);
    out.quotient = out.quotient + q;
  }
  return out;
}

bool nonnegative_for_positive_dims(const IndexPoly &p) {
  std::set<IndexSym> dims;
  for (const auto &[m, c] : p.terms())
    for (const IndexSym &s : m) {
      if (s.kind != IndexSym::Dim)
        return false;
      dims.insert(s);
    }
  try {
    IndexPoly shifted = p;
    for (const IndexSym &d : dims)
      shifted = shifted.substitute(d, IndexPoly::symbol(d) + IndexPoly::constant(1));
    return std::all_of(shifted.terms().begin(), shifted.terms().end(),
                       [](const auto &term) { return term.second >= 0; });
  } catch (const support::IntegerOverflow &) {
    return false;
  }
}

std::strong_ordering IndexSym::operator<=>(const IndexSym &o) const {
  if (kind != o.kind)
    return kind <=> o.kind;
  if (kind == Read) {
    if (auto c = read->key <=> o.read->key; c != 0)
      return c;
    return read->tensor <=> o.read->tensor;
  }
  return id <=> o.id;
}

std::string bound_token(int id) { return "#" + std::to_string(id) + "#"; }

std::string sym_name(const IndexSym &s) {
  switch (s.kind) {
  case IndexSym::Dim: return "d" + std::to_string(s.id);
  case IndexSym::Free: return "f" + std::to_string(s.id);
  case IndexSym::Bound: return bound_token(s.id);
  case IndexSym::Read: return s.read->key;
  }
  return "?";
}

IndexSym read_symbol(int tensor, const std::string &name, std::vector<IndexPoly> args) {
  // Interned for the process: a proof's terms may outlive the domain that made them (cached
  // normal forms), and equal reads must be one symbol. Bounded by the distinct reads proofs make.
  static std::mutex mutex;
  static std::map<std::string, std::unique_ptr<IntRead>> table;
  std::string key = name + "[";
  for (size_t i = 0; i < args.size(); ++i)
    key += (i ? ", " : "") + args[i].text(sym_name);
  key += "]";
  std::lock_guard lock(mutex);
  // Keyed by the input's id too: rules verified in one process may each have a `tgt`, at
  // different ids (the text alone would hand one rule the other's input).
  std::unique_ptr<IntRead> &slot = table[std::to_string(tensor) + ":" + key];
  if (!slot)
    slot = std::make_unique<IntRead>(IntRead{tensor, name, std::move(args), key});
  return IndexSym{IndexSym::Read, tensor, slot.get()};
}

} // namespace fuseproof::verify
