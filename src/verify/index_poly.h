#pragma once
// Integer polynomials over symbolic dimensions and index variables: the indices and extents of
// the all-sizes tier. Kept in a canonical form, so equal polynomials compare equal.
#include <compare>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace fuseproof::verify {

struct IndexSym {
  enum Kind { Dim, Free, Bound } kind;
  int id; // dimension id; free index id (an output index); bound variable id (globally fresh)
  auto operator<=>(const IndexSym &) const = default;
};

class IndexPoly {
public:
  using Monomial = std::vector<IndexSym>; // sorted, repeated for powers

  IndexPoly() = default;
  static IndexPoly constant(int64_t v);
  static IndexPoly symbol(IndexSym s);

  IndexPoly operator+(const IndexPoly &o) const;
  IndexPoly operator-(const IndexPoly &o) const;
  IndexPoly operator*(const IndexPoly &o) const;
  bool operator==(const IndexPoly &o) const { return terms_ == o.terms_; }
  auto operator<=>(const IndexPoly &o) const { return terms_ <=> o.terms_; }

  std::optional<int64_t> as_constant() const;
  bool is_zero_poly() const { return terms_.empty(); }
  bool mentions(IndexSym s) const;
  bool mentions_kind(IndexSym::Kind k) const;
  /// Replaces symbol `s` by `value`.
  IndexPoly substitute(IndexSym s, const IndexPoly &value) const;
  const std::map<Monomial, int64_t> &terms() const { return terms_; }

  /// Text with symbols named by `name`; used in keys and messages.
  template <class Name> std::string text(Name name) const {
    if (terms_.empty())
      return "0";
    std::string out;
    for (const auto &[mono, coef] : terms_) {
      std::string m;
      for (const IndexSym &s : mono)
        m += (m.empty() ? "" : "*") + name(s);
      if (!out.empty())
        out += coef < 0 ? " - " : " + ";
      else if (coef < 0)
        out += "-";
      uint64_t mag = coef < 0 ? 0 - static_cast<uint64_t>(coef) : static_cast<uint64_t>(coef);
      if (m.empty())
        out += std::to_string(mag);
      else
        out += (mag == 1 ? "" : std::to_string(mag) + "*") + m;
    }
    return out;
  }

private:
  void add_term(const Monomial &m, int64_t c);
  std::map<Monomial, int64_t> terms_;
};

} // namespace fuseproof::verify
