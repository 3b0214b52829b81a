#pragma once
// Prints IR back as rule text that parses to the same IR (inferred ranges are written out), and
// a fully explicit dump used to compare IR structurally in tests.
#include "ir/ir.h"

#include <string>

namespace fuseproof::ir {

std::string print_rule(const Rule &rule);
std::string print_expr(const Rule &rule, const Program &side, const Expr &e);
std::string print_int(const Rule &rule, const IntExpr &e);
/// A condition outside any side: a precondition, or a fact of an opaque function.
std::string print_cond(const Rule &rule, const Cond &c);

/// A statement of `side` as the rule writes it, each line after `indent` and ending in a
/// newline (a tensor defined piecewise takes one line per piece).
std::string print_statement(const Rule &rule, const Program &side, const Statement &st,
                            const char *indent);

/// `dX = vjp(X, Y: dY)` as written, and the statements derived from it, one per line.
std::string vjp_call_text(const Rule &rule, const Vjp &vjp);
std::string print_derived(const Rule &rule, const Vjp &vjp);

/// Every node, id and flag, fully parenthesised; locations are left out.
std::string dump_rule(const Rule &rule);

} // namespace fuseproof::ir
