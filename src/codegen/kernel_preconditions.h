#pragma once
// A kernel runs only where its rule's proof holds: every dimension and scalar precondition the
// proof assumed is written into the kernel's header and checked by its launcher, which refuses
// to launch when one fails (kernels/blocks/preconditions.h). The rule's tile dimensions are
// bound to the kernel's tile width (BN = fp::kTileN, NT = ceil(N / fp::kTileN)), and the gate
// asks the solver whether the preconditions can hold under that binding at all.
#include "codegen/kernel_plan.h"
#include "smt/smt.h"

#include <string>

namespace fuseproof::codegen {

/// Fills plan.preconditions and plan.precondition_check, adding a scalar parameter for each
/// scalar a precondition reads that the epilogue does not. Returns why the launcher cannot
/// check them ("" when it can).
std::string plan_preconditions(const ir::Rule &rule, KernelPlan &plan);

/// Why the rule's preconditions cannot hold with its tile dimensions bound to the kernel's tile
/// width ("" when they can, or when the rule has no tile dimensions).
std::string tile_binding_problem(const ir::Rule &rule, const KernelPlan &plan,
                                 const smt::Budget &budget);

} // namespace fuseproof::codegen
