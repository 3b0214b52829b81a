#pragma once
// Integer expressions (indices, extents, integer constants, dimension preconditions) are exact
// integers. Each one is expanded once, here, into a polynomial over dimensions, index variables
// and remainders, with checked coefficients: a coefficient that does not fit in 64 bits (so
// that some tier would wrap it) is a located error, and so is a remainder by a divisor that is
// identically zero. Whatever passes can still grow past 64 bits at a huge concrete shape; the
// evaluators check every operation (support/checked_int.h) and report that too.
#include "ir/ir.h"
#include "support/error_log.h"

namespace fuseproof::sema {

/// Checks every integer expression of the rule (shapes, indices, ranges, integer conditions,
/// integers used as reals). Records an error located at each operation that overflows (or
/// divides by zero): one per shape, precondition and statement.
void check_integer_exprs(const ir::Rule &rule, support::ErrorLog &log);

} // namespace fuseproof::sema
