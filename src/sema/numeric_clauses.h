#pragma once
#include "dsl/ast.h"
#include "ir/ir.h"
#include "support/error_log.h"

#include <set>
#include <string>

namespace fuseproof::sema {

/// Checks the `numeric` clauses against the rule's dims, scalars and dtypes, recording an error
/// per bad clause. A name in `poisoned` (a declaration that failed) is not reported as unknown.
ir::NumericSpec check_numeric_clauses(const std::vector<dsl::NumericClause> &clauses,
                                      const ir::Rule &rule, support::ErrorLog &log,
                                      const std::set<std::string> &poisoned);

} // namespace fuseproof::sema
