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
#include "dsl/ast.h"

#include <memory>

namespace fuseproof::dsl {

/// Throws support::UserError with a located diagnostic on any syntax error.
Rule parse_rule(const std::shared_ptr<const support::SourceFile> &file);

/// Keywords cannot be used as names.
bool is_keyword(const std::string &word);

} // namespace fuseproof::dsl
