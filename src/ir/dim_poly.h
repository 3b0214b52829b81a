#pragma once
// Shapes are compared as polynomials over the dimensions, so `NT*BN` and `BN*NT` are the same
// extent and `N` and `K` are different ones.
#include "ir/ir.h"

#include <map>
#include <optional>
#include <vector>

namespace fuseproof::ir {

/// Monomial (sorted dimension ids, repeated for powers) -> coefficient.
using DimPoly = std::map<std::vector<int>, int64_t>;

/// nullopt when the expression is not a polynomial in dimensions (mentions an index or `%`).
std::optional<DimPoly> to_dim_poly(const IntExpr &e);

/// True when both are equal dimension polynomials, or (for extents using `%`) the same
/// expression. Conservative: false means "not known equal".
bool same_extent(const IntExpr &a, const IntExpr &b);

} // namespace fuseproof::ir
