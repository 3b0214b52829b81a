#pragma once
// The guard against a wrong derivative rule: every gradient a rule derives by reverse-mode
// differentiation (autodiff/vjp.h) is compared, in double precision, with central differences
// of its forward program. The proof compares the fused backward with the derived gradient; this
// check ties the derived gradient to the forward, independently of the derivative table.
//
// For a gradient G of L(X) = sum_c <Y_c(X), dY_c> (the forward outputs against their
// cotangents) and a seeded random direction v, <G, v> must equal the directional derivative
// (L(X + h v) - L(X - h v)) / 2h, Richardson-extrapolated from h and h/2 (error O(h^4)), up to
// kGradientTolerance relative to sum |G_i v_i|, beyond the differences' own rounding error
// (64 u sum_k |y_k dY_k| / (h/2)), at the best of the steps h = 1e-2 ... 1e-5 (truncation grows
// with h, cancellation inside the forward shrinks with it: a right gradient agrees at some
// step, a wrong one at none). Inputs are the numeric tier's normal samples at every small
// shape; a direction whose evaluation leaves an operator's domain is skipped, and a gradient
// with no direction checked fails.
#include "ir/ir.h"
#include "semantics/shape.h"

#include <cstdint>
#include <string>
#include <vector>

namespace fuseproof::numeric {

inline constexpr double kGradientTolerance = 1e-6;
inline constexpr int kGradientDirections = 3;

struct GradientCheck {
  std::string gradient;  // its name on the lhs
  std::string wrt;       // the input it differentiates with respect to
  int shapes = 0;        // shapes with at least one direction checked
  int directions = 0;    // directions checked, over all shapes
  int skipped = 0;       // directions that left an operator's domain
  double max_rel_error = 0;
  std::string failure;   // the first failing shape and direction; empty when it passes
  bool passed() const { return failure.empty() && directions > 0; }
  /// max_rel_error rounded up to a power of ten: what reports show, so that a committed report
  /// does not change with the last bits of a libm (the errors are differences of near-equal
  /// numbers, 1e-12 and below for a right derivative).
  double reported_error() const;
  std::string problem() const;
};

/// Checks every derived gradient of `rule` (rule.vjps) at `shapes`.
std::vector<GradientCheck> check_gradients(const ir::Rule &rule,
                                           const std::vector<semantics::Shape> &shapes,
                                           uint64_t seed);

} // namespace fuseproof::numeric
