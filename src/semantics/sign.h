#pragma once
// A small sign analysis over the IR: discharges the obligations that hold by construction
// (rsqrt of a mean of squares plus a positive eps, division by a dimension, log of a sum of
// exponentials) before any solver sees them. Sound over the reals: dimensions are >= 1 and a
// scalar's sign comes from a precondition such as `eps > 0`.
#include "ir/ir.h"

namespace fuseproof::semantics {

enum class Sign { Unknown, NonNegative, Positive };

/// The sign of `e` for every input that meets the preconditions. `side` resolves accesses to
/// tensors defined by statements.
Sign sign_of(const ir::Rule &rule, const ir::Program *side, const ir::Expr &e);

} // namespace fuseproof::semantics
