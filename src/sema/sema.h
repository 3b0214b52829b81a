#pragma once
// Semantic analysis: resolves names, infers index ranges from use, checks ranks, shapes and
// types, and lowers the syntax tree to IR. Every problem is a located support::UserError, and
// every independent problem of a rule is reported (support/error_log.h).
#include "dsl/ast.h"
#include "ir/ir.h"
#include "support/error_log.h"

#include <memory>
#include <string>

namespace fuseproof::sema {

/// Records every semantic error in `log`; the returned IR is complete only if none was.
ir::Rule analyze(const dsl::Rule &ast, support::ErrorLog &log);

/// Throws support::UserError with every semantic error of a rule that parsed.
ir::Rule analyze(const dsl::Rule &ast);

/// Parses and analyses rule text. Throws support::UserError with every syntax and semantic
/// error, in source order.
ir::Rule load_rule(const std::shared_ptr<const support::SourceFile> &file);

/// Reads, parses and analyses one rule file. Throws support::UserError for a missing, empty,
/// binary or malformed file.
ir::Rule load_rule_file(const std::string &path);

} // namespace fuseproof::sema
