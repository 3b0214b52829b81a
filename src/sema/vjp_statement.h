#pragma once
// The lhs statement `dX = vjp(X, Y: dY, ...)`: its checks, then the derived statements
// (autodiff/vjp.h) appended to the lhs.
#include "dsl/ast.h"
#include "ir/ir.h"

#include <string>
#include <utility>
#include <vector>

namespace fuseproof::sema {

struct VjpNames {
  int wrt = -1;                                // input
  std::vector<std::pair<int, int>> cotangents; // (forward local, input)
};

/// Checks that each cotangent has its output's shape and that no output is listed twice, then
/// derives the gradient into rule.lhs, whose first `forward_statements` statements are the
/// forward program. Throws support::UserError.
ir::Vjp lower_vjp(ir::Rule &rule, size_t forward_statements, const dsl::VjpCall &call,
                  const std::string &target, const VjpNames &names);

} // namespace fuseproof::sema
