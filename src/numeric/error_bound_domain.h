#pragma once
// Rigorous rounding-error bounds. Each value is the exact result (computed in double, which is
// also the numeric tier's reference) together with a bound on how far the low-precision
// execution (LowPrecisionDomain) can be from it. Rounding an operation adds u (|result| + bound)
// plus the format's underflow error; an operation propagates its operands' bounds through its
// exact worst case over the operand intervals (products include the second-order term, monotone
// functions use their interval end points), so the bound holds whenever no value overflows; a value
// that may overflow gets an infinite bound.
//
// The unit roundoffs include f64's 2^-53: the reference is itself a double computation, so a
// bound of the distance to the reference must also cover the reference's own rounding.
#include "numeric/float_format.h"

#include "semantics/double_domain.h"
#include <array>

namespace fuseproof::numeric {

struct Bounded {
  double v = 0; // exact value (to double precision)
  double e = 0; // bound on |low-precision value - v|
};

/// A comparison's outcome, and whether rounding could flip it.
struct BoundedBool {
  bool value = false;
  bool uncertain = false;
};

class ErrorBoundDomain : public semantics::ConcreteIndexing<ErrorBoundDomain>,
                         public semantics::ViolationLog {
public:
  using Value = Bounded;
  using Bool = BoundedBool;
  static constexpr bool kPairwiseSum = true; // see ConcreteIndexing::reduce

  ErrorBoundDomain(const semantics::Inputs &inputs, Format storage);

  /// Unit roundoff of fp32 arithmetic (plus f64's), and of the storage format (plus f64's).
  double work_roundoff() const { return u_work_; }
  double store_roundoff() const { return store_[0].u; }
  /// gamma_n = n u / (1 - n u) for fp32 arithmetic: bounds an n-term dot product's rounding.
  double gamma(int64_t n) const;
  /// Adds one fp32 rounding of `r` to the propagated bound `e`.
  Bounded rounded(double r, double e) const;

  Bounded literal(const ir::Literal &lit) const;
  Bounded integer(int64_t v) const;
  Bounded scalar(int id) const { return {inputs_.scalars.at(id), 0}; }
  Bounded input(int id, std::span<const int64_t> idx, std::span<const int64_t> extents) const {
    return {inputs_.tensors[id][flat_index(idx, extents)], 0};
  }
  int64_t int_input(int id, std::span<const int64_t> idx, std::span<const int64_t> extents,
                    const ir::SourceLoc &) const {
    return inputs_.integer_at(id, flat_index(idx, extents));
  }
  /// An input tensor's values, row-major: each is `input`'s value, and its bound is 0.
  const double *exact_input(int id) const { return inputs_.tensors.at(id).data(); }
  Bounded add(const Bounded &a, const Bounded &b) const;
  Bounded sub(const Bounded &a, const Bounded &b) const;
  Bounded mul(const Bounded &a, const Bounded &b) const;
  Bounded div(const Bounded &a, const Bounded &b) const;
  Bounded neg(const Bounded &a) const { return {-a.v, a.e}; }
  Bounded rsqrt(const Bounded &a) const;
  Bounded sqrt(const Bounded &a) const;
  Bounded exp(const Bounded &a) const;
  Bounded log(const Bounded &a) const;
  Bounded sin(const Bounded &a) const;
  Bounded cos(const Bounded &a) const;
  Bounded tanh(const Bounded &a) const;
  Bounded erf(const Bounded &a) const;
  Bounded round(const Bounded &a) const;
  Bounded fma(const Bounded &a, const Bounded &b, const Bounded &c) const;
  Bounded pi() const;
  BoundedBool compare(ir::CmpOp op, const Bounded &a, const Bounded &b) const;
  Bounded select(const BoundedBool &c, const Bounded &a, const Bounded &b) const;
  /// One rounding into the dtype `as` of the tensor written (or the run's storage).
  Bounded store(const Bounded &x, ir::Dtype as) const;
  void require(semantics::Obligation kind, const Bounded &x, const ir::SourceLoc &loc) {
    ViolationLog::require(kind, x.v, loc);
  }

private:
  const semantics::Inputs &inputs_;
  double u_work_, eta_work_;
  /// Per ir::Dtype (Run: the run's storage format): unit roundoff (plus f64's), underflow error
  /// and largest finite value of the format a stored tensor is rounded to.
  struct StoreBound {
    double u, eta, max;
  };
  std::array<StoreBound, 6> store_;
};

} // namespace fuseproof::numeric
