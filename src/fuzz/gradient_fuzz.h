#pragma once
// Fuzzing the derivation (autodiff/vjp.h): the lhs of a random equal-by-construction rule
// becomes a forward program, differentiated with respect to every input tensor against fresh
// cotangents of its compared outputs; each derived gradient must match central differences of
// that forward (numeric/gradient_check.h). A mismatch under two seeds is a finding (one seed can
// straddle a kink: a select on reals, a max, a tie).
#include "ir/ir.h"

#include <cstdint>
#include <string>

namespace fuseproof::fuzz {

struct GradientFuzzResult {
  bool huge_literals = false; // not checked: see fuzz_gradients
  bool calls_erf = false;     // not derivable: vjp through erf is an error (autodiff)
  int gradients = 0;   // derived and checked
  int unchecked = 0;   // no direction inside every operator's domain
  std::string finding; // empty unless a gradient disagrees with central differences
};

/// A forward program with a literal of magnitude 2^20 or more (the generator's exact huge
/// literals, 2^31 z - (2^31 - 1) z) is not checked: its cancellation leaves central differences
/// in double precision no correct digits to compare with at any step. Nor is one that calls erf,
/// whose derivative no rule can state exactly (a vjp through it is a user error).
GradientFuzzResult fuzz_gradients(const ir::Rule &rule, uint64_t seed);

} // namespace fuseproof::fuzz
