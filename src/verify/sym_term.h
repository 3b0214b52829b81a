#pragma once
// Real-valued terms of the all-sizes tier: polynomials with rational coefficients over atoms
// (inputs at symbolic indices, scalars, dimensions, transcendental applications, reciprocals,
// reductions, if-then-else). Construction normalises: products distribute, like monomials
// merge, and a sum pulls out every factor that does not depend on its variables and absorbs
// the sums nested in its body (one multi-variable sum per monomial). Each atom has a key; equal
// keys mean alpha-equivalent atoms, hence equal values.
#include "ir/ir.h"
#include "verify/index_poly.h"

#include <boost/multiprecision/cpp_int.hpp>

#include <map>
#include <memory>
#include <functional>
#include <optional>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

namespace fuseproof::verify {

/// Thrown when expanding a polynomial would exceed the term budget (kMaxProductTerms).
class TermBudgetExceeded : public std::length_error {
public:
  using std::length_error::length_error;
};
inline constexpr size_t kMaxProductTerms = 20000;


using Rational = boost::multiprecision::cpp_rational;

struct Atom;
using AtomPtr = std::shared_ptr<const Atom>;

class Poly {
public:
  struct Term {
    Rational coef;
    std::vector<AtomPtr> factors; // sorted by key, repeated for powers
  };

  Poly() = default;
  static Poly constant(const Rational &c);
  static Poly atom(AtomPtr a);
  static Poly from_index(const IndexPoly &p);

  Poly operator+(const Poly &o) const;
  Poly operator-(const Poly &o) const;
  Poly operator*(const Poly &o) const;
  Poly scaled(const Rational &c) const;

  std::optional<Rational> as_constant() const;
  bool is_zero() const { return terms_.empty(); }
  /// Monomial key ("" for the constant term) -> term.
  const std::map<std::string, Term> &terms() const { return terms_; }
  std::string key() const;
  std::set<IndexSym> free_syms() const;

  static std::string monomial_key(const std::vector<AtomPtr> &factors);

private:
  static std::vector<AtomPtr> combine_exps(std::vector<AtomPtr> factors);
  void add_term(const Rational &c, std::vector<AtomPtr> factors);
  std::map<std::string, Term> terms_;
};

// Absent: the value of an element a filtered max leaves out (`max(u where c) f` is the max of
// ite(c, f, absent)); one opaque real, so two filtered maxes are the same only where their
// filters and bodies agree pointwise (a body can equal an arbitrary real only if it is one).
// Pi: the constant pi, exact (the trig-period law reads it; to the solver it is one real).
enum class AtomKind { Index, Scalar, Input, Fn, Recip, Sum, Max, Ite, Absent, Pi };

struct SymCond {
  ir::CmpOp op = ir::CmpOp::Lt;
  bool integer = false;
  IndexPoly ia, ib;
  Poly va, vb;
};

struct Atom {
  AtomKind kind;
  std::string key;
  int height = 0;                  // nesting height of binders inside (canonical var names)
  std::set<IndexSym> free;         // index symbols the value depends on
  IndexSym sym{IndexSym::Dim, -1}; // Index
  int id = -1;                     // Scalar, Input
  std::vector<IndexPoly> indices;  // Input
  ir::Fn fn = ir::Fn::Exp;         // Fn
  std::string opaque_name;         // Fn of Fn::Opaque (with id)
  std::vector<Poly> args;          // Fn, Recip: {argument}; Sum, Max: {body}; Ite: {then, else}
  std::vector<IndexSym> vars;      // Sum, Max: bound variables
  std::vector<IndexPoly> extents;  // Sum, Max: each variable runs over [0, extent)
  std::optional<SymCond> cond;     // Ite
  bool depends_on_any(const std::vector<IndexSym> &syms) const;
};

std::string index_key(const IndexPoly &p);
std::string rational_text(const Rational &r);

AtomPtr index_atom(IndexSym s);
AtomPtr scalar_atom(int id, const std::string &name);
AtomPtr input_atom(int id, const std::string &name, std::vector<IndexPoly> indices);
AtomPtr fn_atom(ir::Fn fn, Poly arg);
/// An application of the rule's opaque function `id` (Atom::id), keyed by its declared name.
AtomPtr opaque_atom(int id, const std::string &name, Poly arg);
struct SumLaws;
/// The same function (built-in or opaque) as Fn atom `f`, applied to `arg` (sin and cos through
/// trig_atom).
AtomPtr same_fn_atom(SumLaws &laws, const Atom &f, Poly arg);
/// Law trig-period: `fn` (sin or cos) of `arg` less its monomials 2 k pi n, with k an integer and
/// n a product of integer-valued factors (index symbols, integer inputs' elements, `round`
/// applications): sin(x + 2 pi n) = sin(x). Only where `laws` enables it; each monomial dropped
/// is logged.
AtomPtr trig_atom(SumLaws &laws, ir::Fn fn, const Poly &arg);
Poly without_whole_turns(SumLaws &laws, const Poly &arg);
AtomPtr absent_atom();
AtomPtr pi_atom();
/// exp(arg) as a product of one exponential per monomial of arg; exp(log x) = x.
Poly exp_of(const Poly &arg);
/// log(arg); log(exp(a) exp(b)) = a + b.
Poly log_of(const Poly &arg);
/// 1/arg; folds constants.
Poly reciprocal(const Poly &arg);
Poly ite(const SymCond &cond, const Poly &then_value, const Poly &else_value);
class SymbolNames;

/// One application of a normalisation law, for the proof's step list: the nested sum absorbed,
/// or the factors pulled out of a sum.
struct NormalisationStep {
  std::string law;
  std::vector<AtomPtr> factors;
  std::vector<std::string> scripts; // the obligations the solver confirmed, if any
};

/// The one-hot decision of select-collapse on `d == 0`, d affine in the summed v: v == *value
/// for every integer assignment, or (no value) d == 0 never holds.
struct CollapseClaim {
  IndexPoly d;
  IndexSym v;
  std::optional<IndexPoly> value;
};

/// Which normalisation laws make_sum applies, and the per-proof state it keeps. Passed to every
/// call that normalises (no global or thread-local switch): a proof owns its SumLaws, so provers
/// on different threads, or one nested in another, cannot see each other's settings.
struct SumLaws {
  bool pull_out = true; // factors free of the sum's variables move out; constants become extents
  bool absorb = true;   // a dependent nested sum joins the outer one as a multi-index sum
  /// A select in a sum's body leaves it: one whose condition the sum's variables do not enter
  /// splits the sum, one on `v == e` for a summed v keeps only the term at v = e.
  bool select_collapse = true;
  /// sin and cos drop whole turns of their argument (trig_atom).
  bool trig_period = true;
  /// When set, each application is appended for the proof's step list.
  std::vector<NormalisationStep> *log = nullptr;
  /// When set, asked to confirm each one-hot decision before it is used: the script of the
  /// solver query that shows it over the integers, or nullopt (the select then stays). The
  /// decision is a shortcut taken by arithmetic on coefficients, so it is checked.
  std::function<std::optional<std::string>(const CollapseClaim &)> confirm;
  /// When set, a variable renamed to a fresh one is recorded, so messages name the copy alike.
  SymbolNames *names = nullptr;
  /// The next bound variable id make_sum introduces. Per proof (not a process-wide counter):
  /// ids appear in keys, keys order factors, so ids drawn by a proof on another thread used to
  /// change the normal form, and with it the verdict.
  int next_fresh = 1000000;
};

/// The sum over every `vars[p] < extents[p]` of `body`, normalised (see the file comment) by the
/// laws `laws` enables. Extents must be non-negative; callers prove that separately.
Poly make_sum(SumLaws &laws, const std::vector<IndexSym> &vars,
              const std::vector<IndexPoly> &extents, const Poly &body);
Poly make_max(IndexSym var, const IndexPoly &extent, const Poly &body);

/// Replaces index symbol `s` by `value` everywhere, re-normalising with `laws`.
Poly substitute(SumLaws &laws, const Poly &p, IndexSym s, const IndexPoly &value);

} // namespace fuseproof::verify
