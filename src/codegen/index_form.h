#pragma once
// Index expressions as polynomials over index variables and dimensions, so the generator can
// recognise `t*BN + u`, `2*p + 1` or `N == NT*BN` however they are written.
#include "ir/ir.h"

#include <map>
#include <optional>
#include <vector>

namespace fuseproof::codegen {

/// Monomial (sorted keys: dimension d as d, index variable v as -(v + 1)) -> coefficient.
using IndexPoly = std::map<std::vector<int>, int64_t>;

/// The expression as a polynomial; nullopt when it uses `%` (then it matches no pattern).
std::optional<IndexPoly> index_poly(const ir::IntExpr &e);
IndexPoly poly_const(int64_t c);
IndexPoly poly_var(int var);
IndexPoly poly_dim(int dim);
IndexPoly poly_add(const IndexPoly &a, const IndexPoly &b);
IndexPoly poly_mul(const IndexPoly &a, const IndexPoly &b);

/// The row-major offset of `indices[from..]` within `shape[from..]` (an access to a tensor whose
/// trailing dimensions group one flat column, as `W[k, h, e]` with shape [K, H, 2*Q] is column
/// h*2*Q + e); nullopt when an index or extent uses `%` or `//`. Equal offsets name the same
/// element only for in-range indices, which the proof's bounds obligations establish.
std::optional<IndexPoly> flat_index(const std::vector<ir::IntPtr> &indices,
                                    const std::vector<ir::IntPtr> &shape, size_t from);
/// The product of `shape[from..]`, as one extent (the extent itself when there is one).
ir::IntPtr flat_extent(const std::vector<ir::IntPtr> &shape, size_t from);

/// The variable when the expression is exactly one index variable.
std::optional<int> plain_var(const ir::IntExpr &e);

} // namespace fuseproof::codegen
