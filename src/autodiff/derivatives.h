#pragma once
// Each operator's derivative, written once, as IR: the local partial of an expression node with
// respect to one of its operands, in the operands' own terms. The reverse-mode transformation
// (vjp.h) multiplies these along the path from a statement's value to a tensor access. Unit
// tests check every entry against central differences of the evaluator (the operator's one
// meaning), so this table and semantics/evaluator.h cannot drift apart unnoticed.
#include "ir/ir.h"

namespace fuseproof::autodiff {

/// `path * d(node)/d(node.args[arg])` for every node that binds no index: negation, the four
/// arithmetic operators, integer powers, the functions (rsqrt, sqrt, exp, log, sigmoid, silu, sin,
/// cos, binary max and min). (Select and the reductions bind an index or guard an access, so
/// vjp.cpp applies their partials where it tracks binders and guards.) Binary max and
/// min send the whole gradient to the first operand on a tie (`a >= b` for max), a subgradient;
/// a rule whose fused side splits ties differently is refuted at a tie, which is where the
/// derivative does not exist.
/// `value`, when given, is an expression with the node's value (the access `r[i]` of the tensor
/// a statement `r[i] = rsqrt(...)` defines): derivatives that mention the node itself (rsqrt,
/// exp, sigmoid, a quotient) read it instead of recomputing it, so the derived statement does
/// not repeat the forward's reduction per element.
ir::ExprPtr chain(const ir::Expr &node, size_t arg, ir::ExprPtr path, ir::ExprPtr value = nullptr);

/// `d f(a) / d a` for a unary function, in terms of `a` and of the call's value (`value`, or the
/// call node `f(a)` itself: exp, sigmoid, rsqrt).
ir::ExprPtr unary_derivative(const ir::Expr &node, ir::ExprPtr value = nullptr);

} // namespace fuseproof::autodiff
