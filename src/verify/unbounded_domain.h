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
  // Where it is evaluated: the reduction variables in range, the masks taken (a log of a masked
  // tile sum is defined only for the tiles that exist).
  std::vector<ScopeEntry> scope;
};

/// An index that must lie in its tensor's range, or a reduction's extent that must be >= 0
/// (>= 1 for max); what it is about is kept apart, so messages can print it in the rule's names.
struct IndexObligation {
  Side side = Side::Lhs;
  ir::SourceLoc loc;
  std::string tensor;               // the tensor accessed; "" for a reduction's extent
  std::vector<IndexPoly> indices;   // the access, when it is one
  std::vector<IndexPoly> extents;   // the tensor's shape, when it is an access
  size_t position = 0;              // which index of the access
  IndexPoly extent;                 // the reduction's extent, when it is not an access
  bool nonempty = false;            // a max needs extent >= 1
  bool witness = false;             // a filtered max's `where` at its first element: lower_ok
  // `a // b` or `a % b` taken as a division with remainder (division_law): indices holds
  // {a, b}, and lower_ok, upper_ok say that the remainder lies in [0, b).
  bool division = false;
  // The shift s of a rotation (a * t + s) % E (rotation_law): indices holds {t + s, E}, and
  // lower_ok, upper_ok say that s lies in [0, E).
  bool rotation_shift = false;
  std::vector<ScopeEntry> scope;
  IndexPoly lower_ok;                // must be >= 0
  std::optional<IndexPoly> upper_ok; // must be >= 0 too, when present
};

/// A reduction over t < E that the rule reads only through (a * t + s) % E for a constant
/// stride a != 0, evaluated as the reduction over `var` < E of the same body at var = that
/// remainder (law tile-rotate). The shift's range 0 <= s < E is an index obligation; the prover
/// checks that the map is a bijection of [0, E) with the solver (AllSizesProver::rotate): for
/// every E when a = 1 or -1, else under the rule's preconditions (a must be coprime to E).
/// The largest stride |a| law tile-rotate takes: the prover states the remainder of a t + s as
/// one of |a| + 1 candidates (a quotient from 0 to a), each a linear term.
inline constexpr int64_t kMaxRotationStride = 64;

struct Rotation {
  Side side = Side::Lhs;
  ir::SourceLoc loc; // the `%`
  IndexSym reduced;  // t
  IndexSym var;      // the remainder, the new reduction variable
  IndexPoly extent;  // E
  IndexPoly shift;   // s
  int64_t stride = 1;  // a: 1 for (t + s) % E, -1 for (s - t) % E
  bool is_max = false; // a max reduction (the report's step says which)
};

/// Integers that are all >= 0 exactly when `a op b` holds (`!=` has no such form: a constant -1,
/// which is never shown >= 0).
std::vector<IndexPoly> holds_when_nonnegative(ir::CmpOp op, const IndexPoly &a,
                                              const IndexPoly &b);

class UnboundedDomain {
public:
  using Value = Poly;
  using Bool = SymCond;
  using Index = IndexPoly;

  /// Sums are normalised with `laws`, which the domain's owner keeps alive.
  UnboundedDomain(const ir::Rule &rule, SumLaws &laws) : rule_(rule), laws_(laws) {}
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
  Poly sin(const Poly &a) { return Poly::atom(trig_atom(laws_, ir::Fn::Sin, a)); }
  Poly cos(const Poly &a) { return Poly::atom(trig_atom(laws_, ir::Fn::Cos, a)); }
  Poly erf(const Poly &a) { return Poly::atom(fn_atom(ir::Fn::Erf, a)); }
  Poly round(const Poly &a) { return Poly::atom(fn_atom(ir::Fn::Round, a)); }
  Poly pi() { return Poly::atom(pi_atom()); }
  // Its facts are instantiated where the prover lowers the atom (SymbolicDomain::opaque).
  Poly opaque(int id, const Poly &a) {
    return Poly::atom(opaque_atom(id, rule_.opaques[id].name, a));
  }
  static constexpr bool kSymbolic = true; // exact reals: see Evaluator::tanh, ::opaque
  SymCond compare(ir::CmpOp op, const Poly &a, const Poly &b) {
    return SymCond{op, false, {}, {}, a, b};
  }
  Poly select(const SymCond &c, const Poly &a, const Poly &b) { return ite(c, a, b); }
  void require(semantics::Obligation kind, const Poly &v, const ir::SourceLoc &loc) {
    values_.push_back({side, kind, loc, v, scope_});
  }

  IndexPoly index_const(int64_t v) { return IndexPoly::constant(v); }
  /// An integer input's element: an opaque symbol the prover keeps within the input's range.
  IndexPoly int_input(int id, std::span<const IndexPoly> idx, std::span<const IndexPoly>,
                      const ir::SourceLoc &) {
    return IndexPoly::symbol(read_symbol(id, rule_.inputs[id].name, {idx.begin(), idx.end()}));
  }
  IndexPoly index_op(ir::IntOp op, const IndexPoly &a, const IndexPoly &b,
                     const ir::SourceLoc &loc);
  std::optional<int64_t> as_constant(const IndexPoly &i) { return i.as_constant(); }

  template <class Text>
  void require_in_range(const IndexPoly &i, const IndexPoly &extent, const ir::SourceLoc &loc,
                        const semantics::Access<IndexPoly, Text> &access) {
    IndexObligation o = obligation_here(loc);
    o.tensor = access.tensor.name;
    o.indices.assign(access.indices.begin(), access.indices.end());
    o.extents.assign(access.extents.begin(), access.extents.end());
    o.position = access.position;
    o.lower_ok = i;
    o.upper_ok = extent - i - IndexPoly::constant(1);
    indices_.push_back(std::move(o));
  }

  /// The evaluator announces the rule variable of the reduction it evaluates next.
  void name_next_reduction(int var) { next_reduction_var_ = var; }
  /// Where reduction variables get the rule's names (for the prover's messages).
  SymbolNames *names = nullptr;
  /// Law tile-rotate (Rotation) may be used; `rotations_tried` counts its candidates.
  bool rotate_tiles = false;
  size_t *rotations_tried = nullptr;
  /// The ranges of the free index symbols the prover evaluates outputs at (the division law
  /// needs every index's range).
  const std::vector<std::pair<IndexSym, IndexPoly>> *free_ranges = nullptr;

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
    IndexObligation o = obligation_here(loc);
    o.extent = extent;
    o.nonempty = is_max;
    o.lower_ok = extent - IndexPoly::constant(is_max ? 1 : 0);
    indices_.push_back(std::move(o));
    IndexSym var{IndexSym::Bound, next_bound_++};
    name_bound(var);
    scope_.push_back({var, extent, std::nullopt});
    frames_.push_back({var, extent, std::nullopt});
    Poly b = body(IndexPoly::symbol(var));
    std::optional<Rotation> rotated = std::move(frames_.back().rotation);
    frames_.pop_back();
    scope_.pop_back();
    if (rotated) {
      scope_.pop_back(); // the remainder's range, placed after var's (rotation_law)
      if (b.free_syms().count(var))
        throw semantics::EvalError(rotated->loc, rotation_refused_text());
      var = rotated->var;
      rotated->is_max = is_max;
      rotations_.push_back(std::move(*rotated));
    }
    return is_max ? make_max(var, extent, b) : make_sum(laws_, {var}, {extent}, b);
  }

  /// `max(u < E where a op b) f`: the max of ite(a op b, f, absent). It is defined when some
  /// element is kept; the witness asked for is the first, u = 0 (a filter that keeps only later
  /// elements is not shown non-empty: the proof stops there, it never proves wrongly).
  template <class Keep, class Body, class Combine>
  Poly max_where(ir::CmpOp op, const IndexPoly &extent, Keep keep, Body body, Combine,
                 const ir::SourceLoc &loc) {
    IndexObligation o = obligation_here(loc);
    o.extent = extent;
    o.nonempty = true;
    o.lower_ok = extent - IndexPoly::constant(1);
    indices_.push_back(o);
    auto [a0, b0] = keep(IndexPoly::constant(0));
    for (const IndexPoly &goal : holds_when_nonnegative(op, a0, b0)) {
      IndexObligation w = obligation_here(loc);
      w.extent = extent;
      w.witness = true;
      w.lower_ok = goal;
      indices_.push_back(std::move(w));
    }
    IndexSym var{IndexSym::Bound, next_bound_++};
    name_bound(var);
    scope_.push_back({var, extent, std::nullopt});
    auto [a, b] = keep(IndexPoly::symbol(var));
    Poly v = branch(
        op, a, b, [&] { return body(IndexPoly::symbol(var)); },
        [&] { return Poly::atom(absent_atom()); });
    scope_.pop_back();
    return make_max(var, extent, v);
  }

  const std::vector<ValueObligation> &value_obligations() const { return values_; }
  const std::vector<IndexObligation> &index_obligations() const { return indices_; }
  const std::vector<Rotation> &rotations() const { return rotations_; }

private:
  static SymCond negated(const SymCond &c);
  /// `a // b` (Div) or `a % b` (Mod) by division with remainder, or nullopt.
  std::optional<IndexPoly> division_law(ir::IntOp op, const IndexPoly &a, const IndexPoly &b,
                                        const ir::SourceLoc &loc);
  /// `a % b` as the variable of a rotated reduction (Rotation), or nullopt.
  std::optional<IndexPoly> rotation_law(ir::IntOp op, const IndexPoly &a, const IndexPoly &b,
                                        const ir::SourceLoc &loc);
  /// Whether `s` may shift a rotation of the reduction `frame`: every symbol it mentions is a
  /// dimension, an output index, or a variable of a reduction around that one (a shift that
  /// varies inside the reduction does not permute its order).
  bool fixed_in(const IndexPoly &s, size_t frame) const;
  static std::string rotation_refused_text();
  /// Polynomials over dimensions only that bound `p` from below and above where it is
  /// evaluated, from the ranges of its index symbols; nullopt when p's form is not covered.
  std::optional<std::pair<IndexPoly, IndexPoly>> bounds(const IndexPoly &p) const;
  void name_bound(IndexSym var);
  /// An index obligation arising here: this side, in the current scope.
  IndexObligation obligation_here(const ir::SourceLoc &loc) const {
    IndexObligation o;
    o.side = side;
    o.loc = loc;
    o.scope = scope_;
    return o;
  }

  const ir::Rule &rule_;
  SumLaws &laws_;
  std::vector<ScopeEntry> scope_;
  std::vector<ValueObligation> values_;
  std::vector<IndexObligation> indices_;
  /// The reductions being evaluated, outermost first, each with its rotation once one is seen.
  struct Frame {
    IndexSym var;
    IndexPoly extent;
    std::optional<Rotation> rotation;
  };
  std::vector<Frame> frames_;
  std::vector<Rotation> rotations_;
  int next_bound_ = 1;
  int next_reduction_var_ = -1;
};

} // namespace fuseproof::verify
