#pragma once
// Turns a solver model into concrete inputs and keeps it only if replaying both sides in double
// precision shows a real difference (DESIGN.md: a model that does not replay is never shown).
#include "ir/ir.h"
#include "semantics/double_domain.h"
#include "smt/smt.h"
#include "verify/symbolic_domain.h"
#include "verify/verdict.h"

#include <optional>

namespace fuseproof::verify {

/// Reads every input entry and scalar of the shape from the model (entries the evaluation never
/// touched are 0), replays, and returns the counterexample when the replay confirms it.
std::optional<Counterexample> replay_model(const ir::Rule &rule, const semantics::Shape &shape,
                                           const SymbolicDomain &dom, const smt::Model &model);

/// True when two replayed values differ beyond what double rounding can explain. Deliberately
/// conservative: a tiny real difference is reported as unknown rather than refuted.
bool values_differ(double lhs, double rhs);

} // namespace fuseproof::verify
