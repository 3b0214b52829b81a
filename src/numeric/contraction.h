#pragma once
// Finds the matrix products in a statement, so the numeric tier can hand them to BLAS. A sum
// qualifies when its body is a product `L * R` whose two operands share only the summation
// index: L mentions the "row" indices, R the "column" indices. Then
//   sum(k) L(rows, k) * R(k, cols) = (A B)[rows, cols],  A[rows, k] = L, B[k, cols] = R,
// and since the root product is kept as written, A and B are the very values the evaluator
// would multiply, rounded the same way: only the order of the K additions differs, which the
// low-precision model leaves open (as tensor cores do).
#include "ir/ir.h"

#include <vector>

namespace fuseproof::numeric {

struct Contraction {
  const ir::Expr *sum = nullptr; // the reduction node
  int k = -1;                    // its summation variable
  ir::ExprPtr left, right;       // the operands of the body's root product
  std::vector<int> row_vars;     // statement variables `left` mentions, in statement order
  std::vector<int> col_vars;     // those `right` mentions
};

/// The contractions of one statement that the fast path may compute ahead of time: sums that
/// are evaluated unconditionally (not under a `select` branch, not inside another reduction)
/// with a row and a column side. Statement order, left to right.
std::vector<Contraction> find_contractions(const ir::Statement &st);

} // namespace fuseproof::numeric
