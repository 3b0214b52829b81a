#pragma once
// The values an integer input (targets, positions) may hold at a concrete shape, and every
// assignment of them: the bounded prover checks a rule for each one, so a proof up to a bound
// covers every target as well as every size.
#include "semantics/double_domain.h"

#include <optional>
#include <vector>

namespace fuseproof::semantics {

/// What an integer input's elements may be at one shape: lo <= v < hi, or the ignore value.
struct IntegerValues {
  int64_t lo = 0, hi = 0;
  std::optional<int64_t> ignore;
  /// Every allowed value, ascending (the ignore value among them).
  std::vector<int64_t> all() const;
};
IntegerValues integer_values(const ir::TensorInfo &t, const Shape &shape);

/// Whether the rule has an integer input.
bool has_integer_inputs(const ir::Rule &rule);

/// Every assignment of the integer inputs' elements at `shape`, each as Inputs whose integer
/// tensors are filled (real tensors and scalars left empty), in odometer order; nullopt when
/// there are more than `limit`. A rule without integer inputs has one, empty, assignment; a
/// shape at which some element can take no value has none.
std::optional<std::vector<Inputs>> integer_assignments(const ir::Rule &rule, const Shape &shape,
                                                       size_t limit);

/// "tgt = [1, -100]" for each integer input, or "" when there is none.
std::string integer_assignment_text(const ir::Rule &rule, const Inputs &assignment);

} // namespace fuseproof::semantics
