#pragma once
// The all-sizes tier's terms as a reviewer reads them: in the rule's syntax and with the rule's
// own names for dimensions, output indices, reduction variables, tensors and scalars. Keys
// (sym_term.h) are for identity, with internal names (d0, f64, #3#, @1.0); nothing user-facing
// prints a key.
#include "ir/ir.h"
#include "verify/sym_term.h"

#include <map>
#include <set>
#include <string>

namespace fuseproof::verify {

/// The name each index symbol of one proof should read as: a dimension by its rule name; an
/// output index or a reduction variable by the rule's index variable; a variable a law or the
/// normaliser introduced in place of another, like that one (or by the law's own hint).
class SymbolNames {
public:
  explicit SymbolNames(const ir::Rule &rule) : rule_(rule) {}
  void prefer(IndexSym s, std::string name) { preferred_[s] = std::move(name); }
  /// `fresh` stands for `from` (a renamed copy): it reads like `from`.
  void derive(IndexSym fresh, IndexSym from) { derived_[fresh] = from; }
  std::string preferred(IndexSym s) const;
  const ir::Rule &rule() const { return rule_; }

private:
  const ir::Rule &rule_;
  std::map<IndexSym, std::string> preferred_;
  std::map<IndexSym, IndexSym> derived_;
};

/// Prints the terms of one message. Names are given in order of first appearance and stay the
/// same across calls on one printer, so the parts of a message agree. A binder's variables are
/// named for the binder only (two separate sums may both use `k`); no name is visible twice at
/// once (a nested or a free `k` makes it `k2`), and none is a dimension's, tensor's or scalar's.
/// Simplified for reading only: a dimension cancels against its reciprocal (dimensions are
/// >= 1), repeated factors print as powers, reciprocals as one denominator.
class TermPrinter {
public:
  /// `limit` > 0 elides each printed term longer than that in the middle; `exact` prints every
  /// constant exactly (else a long fraction reads as its nearest double).
  TermPrinter(const SymbolNames &names, size_t limit, bool exact);

  std::string operator()(const Poly &p) { return elided(poly(p)); }
  std::string operator()(const IndexPoly &p) { return elided(index(p)); }
  std::string operator()(const SymCond &c) { return elided(cond(c)); }
  std::string operator()(IndexSym s) { return name(s); }

private:
  std::string elided(std::string text) const;
  std::string name(IndexSym s);
  std::string unused_name(IndexSym s) const;
  std::string index(const IndexPoly &p);
  std::string poly(const Poly &p);
  std::string cond(const SymCond &c);
  std::string monomial(const Rational &magnitude, const std::vector<AtomPtr> &factors);
  std::string atom(const Atom &a);
  std::string binder(const char *head, const Atom &a);
  std::string constant(const Rational &r) const;

  const SymbolNames &names_;
  size_t limit_;
  bool exact_;
  std::map<IndexSym, std::string> assigned_;     // free symbols, and bound ones met outside a binder
  std::set<std::string> taken_;                  // reserved and assigned names
  std::vector<std::pair<IndexSym, std::string>> in_scope_; // the variables of enclosing binders
};

/// `text` cut to about `limit` characters by eliding its middle.
std::string elide(const std::string &text, size_t limit);

/// A message about terms, printed twice: short for text output and reports (long terms elided,
/// long constants as doubles), full and exact for --json.
struct TermMessage {
  std::string brief;
  std::string full;
  /// A message with no term in it: the same text both ways.
  static TermMessage plain(const std::string &text) { return {text, text}; }
  template <class Build> static TermMessage build(const SymbolNames &names, Build compose) {
    TermPrinter brief(names, kBriefTermLimit, false), full(names, 0, true);
    return {compose(brief), compose(full)};
  }
  static constexpr size_t kBriefTermLimit = 200;
};

} // namespace fuseproof::verify
