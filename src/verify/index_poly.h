#pragma once
// Integer polynomials over symbolic dimensions and index variables: the indices and extents of
// the all-sizes tier. Kept in a canonical form, so equal polynomials compare equal.
#include <compare>
#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace fuseproof::verify {

struct IntRead;

struct IndexSym {
  /// Read: an element of an integer input (`tgt[f0]`), an opaque integer within its range.
  enum Kind { Dim, Free, Bound, Read } kind;
  int id; // dimension id; free index id (an output index); bound variable id (globally fresh);
          // Read: the integer input
  const IntRead *read = nullptr; // Read: the element, interned (read_symbol)
  /// Reads are ordered by their text, so the canonical order is the same in every run.
  std::strong_ordering operator<=>(const IndexSym &o) const;
  bool operator==(const IndexSym &o) const { return (*this <=> o) == 0; }
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

/// a == b * quotient + remainder, where b is one term c * m (c > 0, m a product of dimensions,
/// possibly empty) and quotient collects the terms of a that b divides (m divides the
/// monomial and c the coefficient). nullopt when b has another form.
struct MonomialDivision {
  IndexPoly quotient, remainder;
};
std::optional<MonomialDivision> divide_by_dim_monomial(const IndexPoly &a, const IndexPoly &b);

/// Whether p, a polynomial over dimensions only, is >= 0 whenever every dimension is >= 1: true
/// when no coefficient is negative after each dimension d is written d' + 1 (a sufficient test,
/// never a wrong yes). False for a p that mentions anything but dimensions.
bool nonnegative_for_positive_dims(const IndexPoly &p);

/// An integer input's element at symbolic indices, shared by every IndexSym that names it.
struct IntRead {
  int tensor = -1;
  std::string name;            // the input's name
  std::vector<IndexPoly> args; // its indices
  std::string key;             // name[args], in sym_name's spelling
};

/// The symbol of `name[args]`, the element of integer input `tensor` (interned for the process,
/// so equal reads are one symbol in every proof and thread).
IndexSym read_symbol(int tensor, const std::string &name, std::vector<IndexPoly> args);

/// Names index symbols in keys: d<id>, f<id>, #<id># for bound variables (replaced by a
/// canonical @<height>.<position> inside the binder's own key), name[...] for a read.
std::string sym_name(const IndexSym &s);
std::string bound_token(int id);

} // namespace fuseproof::verify
