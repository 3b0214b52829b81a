#pragma once
#include "dsl/ast.h"
#include "ir/ir.h"

namespace fuseproof::sema {

/// Checks the `numeric` clauses against the rule's dims, scalars and dtypes.
ir::NumericSpec check_numeric_clauses(const std::vector<dsl::NumericClause> &clauses,
                                      const ir::Rule &rule);

} // namespace fuseproof::sema
