#pragma once
// The Z3-bounded domain: concrete shapes, every input entry a symbolic real. Transcendentals
// are uninterpreted functions constrained only by true ground facts (DESIGN.md, "Semantics and
// the trusted base"); each operator's domain condition becomes an obligation.
#include "semantics/double_domain.h"
#include "semantics/evaluator.h"
#include "smt/smt.h"

#include <map>
#include <set>
#include <string>
#include <vector>

namespace fuseproof::verify {

enum class Side { Lhs, Rhs };

/// A ground fact with the family it belongs to (the text reports list), or "" for the
/// functional-consistency constraints of the Ackermannisation, which are exact, not trusted.
struct TaggedFact {
  std::string family;
  smt::Term term;
};
/// The family of the facts exp(a) > 0 and exp(0) = 1, as reports list it.
const char *exp_facts_family();
/// The facts' terms, in order.
std::vector<smt::Term> fact_terms(const std::vector<TaggedFact> &facts);

struct SymObligation {
  Side side;
  semantics::Obligation kind;
  ir::SourceLoc loc;
  smt::Term holds;
};

class SymbolicDomain : public semantics::ConcreteIndexing<SymbolicDomain> {
public:
  using Value = smt::Term;
  using Bool = smt::Term;

  /// `integers` holds the integer inputs' elements (one assignment the bounded prover checks);
  /// a domain used for its facts alone (the all-sizes prover's) reads none.
  SymbolicDomain(smt::Context &ctx, const ir::Rule &rule,
                 const semantics::Inputs &integers = no_integers());
  static const semantics::Inputs &no_integers();

  Side side = Side::Lhs; // which side the obligations being recorded belong to
  /// Whether a product of a term with itself (a square, `x^2`) records the fact that it is >= 0:
  /// exact arithmetic, not a trusted fact, but one the solver's nonlinear search may take long to
  /// find for the square of a long sum (a GEMM output's, under an rsqrt). The bounded prover
  /// sets it; the all-sizes prover decides signs of sums its own way (sum-sign).
  bool square_facts = false;
  /// Whether round(a) is asserted to be an integer (Z3's is_int), besides within 1/2 of a. The
  /// bounded prover needs it (its models must replay); the all-sizes prover knows integrality
  /// through law trig-period and leaves it out, since it makes every query that mentions a
  /// round mixed-integer nonlinear (the solver then spends its time budget on each).
  bool round_is_integer = true;

  smt::Term literal(const ir::Literal &lit);
  smt::Term integer(int64_t v);
  smt::Term scalar(int id);
  smt::Term input(int id, std::span<const int64_t> idx, std::span<const int64_t> extents);
  int64_t int_input(int id, std::span<const int64_t> idx, std::span<const int64_t> extents,
                    const ir::SourceLoc &) const {
    return integers_.integer_at(id, flat_index(idx, extents));
  }
  const semantics::Inputs &integer_inputs() const { return integers_; }
  smt::Term add(smt::Term a, smt::Term b) { return ctx_.add(a, b); }
  smt::Term sub(smt::Term a, smt::Term b) { return ctx_.sub(a, b); }
  smt::Term mul(smt::Term a, smt::Term b);
  smt::Term div(smt::Term a, smt::Term b) { return ctx_.div(a, b); }
  smt::Term neg(smt::Term a) { return ctx_.neg(a); }
  smt::Term rsqrt(smt::Term a);
  smt::Term sqrt(smt::Term a);
  smt::Term exp(smt::Term a);
  smt::Term log(smt::Term a);
  smt::Term sin(smt::Term a);
  smt::Term cos(smt::Term a);
  smt::Term erf(smt::Term a);
  /// Uninterpreted, with its definition as facts: an integer within 1/2 of a (ties either way).
  smt::Term round(smt::Term a);
  /// One real constant (an internal name no rule can declare) with pi's first digits as facts;
  /// the all-sizes tier's trig-period law is what knows it is pi.
  smt::Term pi();
  /// An application of the rule's opaque function `id`: uninterpreted, with the declared facts
  /// instantiated at it.
  smt::Term opaque(int id, smt::Term a);
  static constexpr bool kSymbolic = true; // exact reals: see Evaluator::tanh, ::opaque
  smt::Term compare(ir::CmpOp op, smt::Term a, smt::Term b);
  smt::Term select(smt::Term c, smt::Term a, smt::Term b) { return ctx_.ite(c, a, b); }
  void require(semantics::Obligation kind, smt::Term v, const ir::SourceLoc &loc);
  /// The formula "v meets the obligation" (v > 0, v >= 0, v != 0).
  smt::Term holds(semantics::Obligation kind, smt::Term v);

  /// Every ground fact about the function applications created so far.
  std::vector<smt::Term> facts();
  /// The same facts, in the same order, each with its family (fact_usage.h finds which
  /// families a proof needed).
  std::vector<TaggedFact> tagged_facts();
  const std::vector<SymObligation> &obligations() const { return obligations_; }

  /// The symbolic variable of each input entry / scalar that the evaluation touched.
  const std::vector<std::map<int64_t, smt::Term>> &input_terms() const { return inputs_; }
  const std::map<int, smt::Term> &scalar_terms() const { return scalars_; }

private:
  smt::Term trig(const char *fn, smt::Term a);

  smt::Context &ctx_;
  const ir::Rule &rule_;
  const semantics::Inputs &integers_;
  std::vector<std::map<int64_t, smt::Term>> inputs_;
  std::map<int, smt::Term> scalars_;
  std::vector<TaggedFact> facts_;
  std::vector<SymObligation> obligations_;
  std::vector<std::pair<smt::Term, smt::Term>> exps_; // (argument, exp(argument))
  std::vector<std::pair<smt::Term, smt::Term>> logs_; // (argument, log(argument))
  std::vector<smt::Term> trig_args_;
};

} // namespace fuseproof::verify
