#pragma once
// Preconditions must be satisfiable: under a contradiction (`scalar a where a > 0` with
// `require a < 0`) every obligation holds vacuously and any rule would be "proved". Alive2
// refuses such preconditions too. The conjunction of every dimension and scalar precondition,
// with each dimension an integer >= 1 and each scalar a real, goes to the solver once, before
// either prover runs.
#include "ir/ir.h"
#include "smt/smt.h"

#include <string>

namespace fuseproof::verify {

enum class Satisfiable { Yes, No, Unknown };

struct PreconditionCheck {
  Satisfiable answer = Satisfiable::Yes;
  std::string reason; // for Unknown: why the solver could not tell
  std::string script; // the query (for No: an obligation expected unsat)
};

/// Decides whether some sizes and scalar values meet every precondition.
PreconditionCheck check_preconditions(const ir::Rule &rule, const smt::Budget &budget);

/// Throws support::UserError ("preconditions can never hold", located at the first
/// precondition, every precondition as a note) when the answer is No, and when a declared fact
/// of an opaque function fails for its model (verify/opaque_facts.h).
void require_satisfiable(const ir::Rule &rule, const PreconditionCheck &check);

} // namespace fuseproof::verify
