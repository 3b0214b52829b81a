#pragma once
// Tier 2 (DESIGN.md "Verification tiers"): every shape with each dimension in [1, B] that meets
// the preconditions, every input entry a symbolic real; Z3 decides LHS == RHS on every compared
// element. Shapes are tried smallest first, so the first counterexample found is a smallest one.
#include "ir/ir.h"
#include "verify/verdict.h"

namespace fuseproof::verify {

struct BoundedOptions {
  int bound = 4;
  smt::Budget budget;
  /// Look for a counterexample with entries in {0, 1, -1, 2} before showing the first model.
  bool prefer_small_values = true;
};

Verdict prove_bounded(const ir::Rule &rule, const BoundedOptions &options);

} // namespace fuseproof::verify
