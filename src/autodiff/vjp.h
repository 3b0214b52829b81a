#pragma once
// Reverse-mode differentiation over the IR: the vector-Jacobian product of a forward program,
// derived symbolically as ordinary statements, so every tier checks a backward rule against it
// with no evaluator of its own.
//
// For a forward statement T[v] = e and an access U[f(v, s)] inside e (s: the sums enclosing
// the access), the adjoint gains the term
//     dU[u] += sum over (v, s) with f(v, s) = u of  dT[v] * (the product of the local partials
//              along the path from e down to the access)          (autodiff/derivatives.h)
// An index of f that is a variable of its own is solved for (the variable becomes u's index,
// with a guard where its range is narrower than U's extent); any other index (a constant,
// 2*p + 1) stays a mask `f_l == u_l` inside the sums. Adjoints are emitted in reverse statement
// order, each read only by adjoints emitted after it.
#include "ir/ir.h"

#include <string>
#include <utility>
#include <vector>

namespace fuseproof::autodiff {

struct VjpRequest {
  ir::SourceLoc loc;
  std::string target; // the lhs name of the gradient
  int wrt = -1;       // input
  std::vector<std::pair<int, int>> cotangents; // (forward local, input of the same shape)
};

/// Appends the adjoint statements to `program`, whose first `forward_statements` statements
/// are the forward program; the last appended statement defines `target` (with the shape of
/// the input `wrt`). Fresh index variables go to rule.vars; every generated name (adjoints
/// `y.grad`, variables `j'`) contains a character no identifier has, so it never collides with
/// a name of the rule. Returns the Vjp record (target, first derived statement).
ir::Vjp derive_vjp(ir::Rule &rule, ir::Program &program, size_t forward_statements,
                   const VjpRequest &request);

} // namespace fuseproof::autodiff
