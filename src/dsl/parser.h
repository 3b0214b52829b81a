#pragma once
// Parses one rule per file. Grammar (newline-terminated lines; '#' comments):
//
//   rule NAME ["description"]
//   dims NAME...                  input X[M,K], g[K]     scalar eps [where COND]
//   require COND                  (precondition on dims and scalars)
//   lhs:  STATEMENT...            rhs:  STATEMENT...
//   compare NAME, ...             dtypes f32 bf16 f16
//
//   STATEMENT := [offline|epilogue|stored]* NAME[ '[' BINDER, ... ']' ] = EXPR
//   BINDER    := NAME [< EXPR]
//
// Precedence, loosest first: comparison; + -; * / %; unary minus and reductions; ^.
// A reduction `sum(k) BODY` or `max(k < K) BODY` takes a product as its body: it extends over
// * and / but stops at + and -, so `sum(k) x[k]^2 / K + eps` is `(sum(k) x[k]^2 / K) + eps`.
//
// Recovery (support/error_log.h): a line that fails to parse is skipped and adds nothing to the
// rule, and its names are poisoned (ast.h); parsing goes on with the next line.
#include "dsl/ast.h"
#include "support/error_log.h"

#include <memory>

namespace fuseproof::dsl {

/// Records every syntax error in `log` and returns what parsed; throws support::Abandoned when
/// not even the `rule NAME` header did (its error is recorded).
Rule parse_rule(const std::shared_ptr<const support::SourceFile> &file, support::ErrorLog &log);

/// Throws support::UserError with every syntax error, each located, on a malformed rule.
Rule parse_rule(const std::shared_ptr<const support::SourceFile> &file);

/// Keywords cannot be used as names.
bool is_keyword(const std::string &word);

} // namespace fuseproof::dsl
