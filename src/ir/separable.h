#pragma once
// Which dimensions a rule is separable along: where every element of every tensor at position p
// along dimension D is computed from the elements at position p along D of what it reads, and
// from nothing else that depends on D (not D's size, not another position). Along such a
// dimension (the rows M of every forward GEMM-epilogue rule), evaluating the rule on a sample of
// positions gives exactly the values a full evaluation gives at those positions, so the numeric
// tier may evaluate a sample at realistic shapes (docs/NUMERIC.md, "Sampled realistic shapes").
#include "ir/ir.h"

#include <string>
#include <vector>

namespace fuseproof::ir {

/// Whether the rule is separable along dimension `dim`; when not, `why` says what couples the
/// positions (for reports and tests).
bool separable_along(const Rule &rule, int dim, std::string *why = nullptr);

/// Every dimension the rule is separable along, in id order.
std::vector<int> separable_dims(const Rule &rule);

} // namespace fuseproof::ir
