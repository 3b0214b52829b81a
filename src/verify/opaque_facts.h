#pragma once
// The declared facts of an opaque function are trusted by the provers: a false one could prove a
// wrong rule (one that can never hold proves everything). Before either prover runs, each fact
// is checked against the function's model at a fixed set of arguments, and the model must be
// defined there (the provers treat the function as total).
#include "ir/ir.h"

namespace fuseproof::verify {

/// The arguments at which every model and fact is checked: 0, both signs of a geometric series
/// from 1e-6 to 1e4, and a grid of step 0.1 over [-10, 10].
const std::vector<double> &opaque_check_points();

/// Throws support::UserError, located at the fact (or at the declaration, for an undefined
/// model), at the first point where a fact fails or the model is undefined.
void require_facts_hold_for_models(const ir::Rule &rule);

} // namespace fuseproof::verify
