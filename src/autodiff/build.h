#pragma once
// Building IR expressions for derived programs: constructors that fold the trivial cases (a
// factor 1, a term 0) so a derived statement reads like one written by hand, and the renaming of
// index variables. Every constructor keeps the meaning exactly; none relies on a law the
// provers would have to check (no cancellation, no reordering).
#include "ir/ir.h"

#include <map>

namespace fuseproof::autodiff {

ir::ExprPtr literal(const std::string &text, const ir::SourceLoc &loc);
bool is_literal(const ir::Expr &e, const char *text);

ir::ExprPtr neg(ir::ExprPtr a, const ir::SourceLoc &loc);
ir::ExprPtr add(ir::ExprPtr a, ir::ExprPtr b, const ir::SourceLoc &loc);
ir::ExprPtr mul(ir::ExprPtr a, ir::ExprPtr b, const ir::SourceLoc &loc);
ir::ExprPtr div(ir::ExprPtr a, ir::ExprPtr b, const ir::SourceLoc &loc);
ir::ExprPtr power(ir::ExprPtr a, long exponent, const ir::SourceLoc &loc);
ir::ExprPtr call(ir::Fn fn, std::vector<ir::ExprPtr> args, const ir::SourceLoc &loc);
ir::ExprPtr access(ir::TensorRef tensor, std::vector<ir::IntPtr> indices,
                   const ir::SourceLoc &loc);
ir::ExprPtr sum(int var, ir::IntPtr range, ir::ExprPtr body, const ir::SourceLoc &loc);
/// `select(cond, then, else)`; an integer condition is lazy, so it may guard an access.
ir::ExprPtr select(ir::Cond cond, ir::ExprPtr then, ir::ExprPtr otherwise,
                   const ir::SourceLoc &loc);
ir::Cond int_cond(ir::CmpOp op, ir::IntPtr a, ir::IntPtr b, const ir::SourceLoc &loc);
ir::Cond real_cond(ir::CmpOp op, ir::ExprPtr a, ir::ExprPtr b, const ir::SourceLoc &loc);

/// Index variables renamed by id, everywhere in the expression (bound ones included: the
/// caller renames a binder together with its uses).
using VarMap = std::map<int, ir::IntPtr>;
ir::IntPtr substitute(const ir::IntPtr &e, const VarMap &map);
ir::ExprPtr substitute(const ir::ExprPtr &e, const VarMap &map);

/// Structural equality of index expressions (same operators, constants, dimensions, variables).
bool same_int(const ir::IntExpr &a, const ir::IntExpr &b);

} // namespace fuseproof::autodiff
