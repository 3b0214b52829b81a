#pragma once
// The cross-checker's concrete domain for the project's one evaluator (semantics/evaluator.h).
// It differs from semantics::DoubleDomain where sharing would hide the very bugs the fuzzer is
// after:
// - obligations are checked in the primitives themselves (a division by an exact 0, rsqrt or log
//   of a value <= 0, sqrt of a value < 0), not only through Evaluator::require, so a shortcut
//   that discharges an obligation there (as the removed sign analysis once did) cannot hide;
// - indices are long double, exact to 2^64, so integer literal products that wrap around in
//   int64 (65536^4 == 0) keep their true value here, and an index pushed past 2^63 reads out of
//   range instead of wrapping back into it;
// - every value carries a first-order bound on its rounding error, so the checker can tell a real
//   difference or a real zero from double rounding (cancellation, underflow, libm error), and a
//   comparison too close to call is flagged instead of silently picking a branch.
#include "semantics/double_domain.h"
#include "semantics/evaluator.h"

#include <cmath>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace fuseproof::fuzz {

/// A double and a bound on how far rounding has moved it from the exact real value.
struct EV {
  double v = 0;
  double e = 0;
};

/// Thrown when an evaluation exceeds its operation budget (the shape is then skipped).
struct TooMuchWork {};

class CheckedDomain {
public:
  using Value = EV;
  using Bool = bool;
  using Index = long double;

  CheckedDomain(const semantics::Inputs &inputs, int64_t op_limit)
      : inputs_(inputs), op_limit_(op_limit) {}

  EV literal(const ir::Literal &lit);
  EV integer(int64_t v) { return exact_integer(static_cast<long double>(v)); }
  EV from_index(long double v) { return exact_integer(v); }
  EV scalar(int id) const { return {inputs_.scalars.at(id), 0}; }
  EV input(int id, std::span<const long double> idx, std::span<const long double> ext) const;
  /// An integer input's element (a target), exact: the checker draws integers for them and a
  /// replayed counterexample must give integers (a fractional value throws EvalError).
  long double int_input(int id, std::span<const long double> idx,
                        std::span<const long double> ext, const ir::SourceLoc &loc) const;
  EV add(const EV &a, const EV &b);
  EV sub(const EV &a, const EV &b) { return add(a, {-b.v, b.e}); }
  EV mul(const EV &a, const EV &b);
  EV div(const EV &a, const EV &b);
  EV neg(const EV &a) { return {-a.v, a.e}; }
  EV rsqrt(const EV &a);
  EV sqrt(const EV &a);
  EV exp(const EV &a);
  EV log(const EV &a);
  EV sin(const EV &a);
  EV cos(const EV &a);
  EV tanh(const EV &a);
  EV erf(const EV &a);
  EV round(const EV &a);
  EV fma(const EV &a, const EV &b, const EV &c) { return add(mul(a, b), c); }
  EV pi() const;
  bool compare(ir::CmpOp op, const EV &a, const EV &b);
  EV select(bool c, const EV &a, const EV &b) const { return c ? a : b; }
  /// Deliberately empty: the primitives above check their own arguments, so an obligation that
  /// the evaluator skipped (as the removed sign analysis once made it do) is still caught.
  void require(semantics::Obligation, const EV &, const ir::SourceLoc &) {}

  static long double index_const(int64_t v) { return static_cast<long double>(v); }
  long double index_op(ir::IntOp op, long double a, long double b, const ir::SourceLoc &loc);
  static std::optional<int64_t> as_constant(long double v);
  template <class Describe>
  static void require_in_range(long double i, long double extent, const ir::SourceLoc &loc,
                               Describe describe) {
    if (i < 0 || i >= extent)
      throw semantics::EvalError(loc, describe());
  }
  template <class Then, class Else>
  static auto branch(ir::CmpOp op, long double a, long double b, Then then_value, Else else_value) {
    return semantics::compare_values(op, a, b) ? then_value() : else_value();
  }
  template <class Body, class Combine>
  EV reduce(semantics::ReduceKind kind, long double extent, Body body, Combine combine,
            const ir::SourceLoc &loc) {
    if (extent > static_cast<long double>(op_limit_))
      throw TooMuchWork{};
    if (extent <= 0) {
      if (kind == semantics::ReduceKind::Max)
        throw semantics::EvalError(loc, "max over an empty range");
      return {0, 0};
    }
    EV acc = body(0.0L);
    for (int64_t k = 1; k < static_cast<int64_t>(extent); ++k)
      acc = combine(acc, body(static_cast<long double>(k)));
    return acc;
  }

  template <class Keep, class Body, class Combine>
  EV max_where(ir::CmpOp op, long double extent, Keep keep, Body body, Combine combine,
               const ir::SourceLoc &loc) {
    if (extent > static_cast<long double>(op_limit_))
      throw TooMuchWork{};
    auto kept = [&](long double k) {
      auto [a, b] = keep(k);
      return semantics::compare_values(op, a, b);
    };
    return semantics::max_where_concrete(extent, kept, body, combine, loc);
  }

  /// Certain obligation failures, in the order met.
  std::vector<std::string> undefined;
  /// An obligation whose argument is within rounding error of the boundary.
  bool uncertain_obligation = false;
  /// A comparison whose operands are within rounding error of each other.
  bool uncertain_compare = false;

private:
  EV exact_integer(long double v) const;
  void tick() {
    if (++ops_ > op_limit_)
      throw TooMuchWork{};
  }
  /// Records a certain obligation failure.
  void fail(const std::string &what, double v);
  /// Checks `a > 0` (strict) or `a >= 0`; false when the primitive must not be evaluated.
  bool check_sign(const EV &a, bool strict, const char *fn);

  const semantics::Inputs &inputs_;
  int64_t op_limit_;
  int64_t ops_ = 0;
};

/// One side evaluated on one concrete input: every compared output, then every statement that
/// nothing reads (a kernel still computes it over its whole range). Statements that are read are
/// evaluated where they are read, as the project's semantics says.
struct SideEval {
  bool compared_defined = true; // the compared outputs (and what they read) are defined
  bool all_defined = true;      // ...and so is every statement nothing reads
  std::string why;              // the first failure
  bool uncertain_obligation = false;
  bool uncertain_compare = false;
  bool too_much_work = false;
  std::vector<std::vector<EV>> outputs; // by compare index, row-major
};

SideEval evaluate_side(const ir::Rule &rule, bool lhs, const std::vector<int64_t> &dims,
                       const semantics::Inputs &inputs, int64_t op_limit);

/// Evaluates an integer expression over dimensions exactly (to 2^64); nullopt for `% 0`.
std::optional<long double> eval_dims(const ir::IntExpr &e, const std::vector<int64_t> &dims);

} // namespace fuseproof::fuzz
