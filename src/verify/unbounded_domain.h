#pragma once
// The symbolic-size domain of the one evaluator: dimensions and indices are symbols, values are
// normalised polynomials (sym_term.h), a reduction is evaluated once at a fresh bound variable.
// Everything an evaluation needs to be defined is recorded as an obligation with the context it
// arose in (enclosing reduction variables and their ranges, masks taken), for the prover.
#include "semantics/evaluator.h"
#include "verify/sym_term.h"
#include "verify/symbolic_domain.h"

#include <string>
#include <vector>

namespace fuseproof::verify {

/// A reduction variable in scope, or an integer condition a `select` took.
struct ScopeEntry {
  std::optional<IndexSym> var; // with 0 <= var < extent
  IndexPoly extent;
  std::optional<SymCond> path; // an integer condition known to hold
};

struct ValueObligation {
  Side side;
  semantics::Obligation kind;
  ir::SourceLoc loc;
  Poly value; // must be > 0, >= 0 or != 0
};

struct IndexObligation {
  Side side;
  ir::SourceLoc loc;
  std::string what; // "0 <= k + 1 < N for X", "extent N - 2 >= 0"
  std::vector<ScopeEntry> scope;
  IndexPoly lower_ok;                // must be >= 0
  std::optional<IndexPoly> upper_ok; // must be >= 0 too, when present
};

class UnboundedDomain {
public:
  using Value = Poly;
  using Bool = SymCond;
  using Index = IndexPoly;

  explicit UnboundedDomain(const ir::Rule &rule) : rule_(rule) {}
  Side side = Side::Lhs;

  Poly literal(const ir::Literal &lit);
  Poly integer(int64_t v) { return Poly::constant(Rational(v)); }
  Poly from_index(const IndexPoly &i) { return Poly::from_index(i); }
  Poly scalar(int id) { return Poly::atom(scalar_atom(id, rule_.scalars[id].name)); }
  Poly input(int id, std::span<const IndexPoly> idx, std::span<const IndexPoly>) {
    return Poly::atom(input_atom(id, rule_.inputs[id].name, {idx.begin(), idx.end()}));
  }
  Poly add(const Poly &a, const Poly &b) { return a + b; }
  Poly sub(const Poly &a, const Poly &b) { return a - b; }
  Poly mul(const Poly &a, const Poly &b) { return a * b; }
  Poly div(const Poly &a, const Poly &b) { return a * reciprocal(b); }
  Poly neg(const Poly &a) { return a.scaled(-1); }
  Poly rsqrt(const Poly &a) { return Poly::atom(fn_atom(ir::Fn::Rsqrt, a)); }
  Poly sqrt(const Poly &a) { return Poly::atom(fn_atom(ir::Fn::Sqrt, a)); }
  Poly exp(const Poly &a) { return exp_of(a); }
  Poly log(const Poly &a) { return log_of(a); }
  Poly sin(const Poly &a) { return Poly::atom(fn_atom(ir::Fn::Sin, a)); }
  Poly cos(const Poly &a) { return Poly::atom(fn_atom(ir::Fn::Cos, a)); }
  SymCond compare(ir::CmpOp op, const Poly &a, const Poly &b) {
    return SymCond{op, false, {}, {}, a, b};
  }
  Poly select(const SymCond &c, const Poly &a, const Poly &b) { return ite(c, a, b); }
  void require(semantics::Obligation kind, const Poly &v, const ir::SourceLoc &loc) {
    values_.push_back({side, kind, loc, v});
  }

  IndexPoly index_const(int64_t v) { return IndexPoly::constant(v); }
  IndexPoly index_op(ir::IntOp op, const IndexPoly &a, const IndexPoly &b,
                     const ir::SourceLoc &loc);
  std::optional<int64_t> as_constant(const IndexPoly &i) { return i.as_constant(); }

  template <class Describe>
  void require_in_range(const IndexPoly &i, const IndexPoly &extent, const ir::SourceLoc &loc,
                        Describe) {
    indices_.push_back({side, loc, "index " + index_key(i) + " in [0, " + index_key(extent) + ")",
                        scope_, i, extent - i - IndexPoly::constant(1)});
  }

  template <class Then, class Else>
  Poly branch(ir::CmpOp op, const IndexPoly &a, const IndexPoly &b, Then then_value,
              Else else_value) {
    SymCond c{op, true, a, b, {}, {}};
    if (auto d = (a - b).as_constant())
      return semantics::compare_values<int64_t>(op, *d, 0) ? then_value() : else_value();
    scope_.push_back({std::nullopt, {}, c});
    Poly t = then_value();
    scope_.back().path = negated(c);
    Poly e = else_value();
    scope_.pop_back();
    return ite(c, t, e);
  }

  template <class Body, class Combine>
  Poly reduce(semantics::ReduceKind kind, const IndexPoly &extent, Body body, Combine,
              const ir::SourceLoc &loc) {
    bool is_max = kind == semantics::ReduceKind::Max;
    indices_.push_back({side, loc,
                        "reduction extent " + index_key(extent) + (is_max ? " >= 1" : " >= 0"),
                        scope_, extent - IndexPoly::constant(is_max ? 1 : 0), std::nullopt});
    IndexSym var{IndexSym::Bound, next_bound_++};
    scope_.push_back({var, extent, std::nullopt});
    Poly b = body(IndexPoly::symbol(var));
    scope_.pop_back();
    return is_max ? make_max(var, extent, b) : make_sum({var}, {extent}, b);
  }

  const std::vector<ValueObligation> &value_obligations() const { return values_; }
  const std::vector<IndexObligation> &index_obligations() const { return indices_; }

private:
  static SymCond negated(const SymCond &c);

  const ir::Rule &rule_;
  std::vector<ScopeEntry> scope_;
  std::vector<ValueObligation> values_;
  std::vector<IndexObligation> indices_;
  int next_bound_ = 1;
};

} // namespace fuseproof::verify
