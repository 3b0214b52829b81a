#pragma once
// Semantic analysis: resolves names, infers index ranges from use, checks ranks, shapes and
// types, and lowers the syntax tree to IR. Every problem is a located support::UserError.
#include "dsl/ast.h"
#include "ir/ir.h"

#include <string>

namespace fuseproof::sema {

ir::Rule analyze(const dsl::Rule &ast);

/// Reads, parses and analyses one rule file. Throws support::UserError for a missing, empty,
/// binary or malformed file.
ir::Rule load_rule_file(const std::string &path);

} // namespace fuseproof::sema
