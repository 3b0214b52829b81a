#include "autodiff/build.h"

#include "support/diagnostics.h"

#include <algorithm>

namespace fuseproof::autodiff {
namespace {

ir::Expr blank(ir::ExprOp op, const ir::SourceLoc &loc) {
  ir::Expr e;
  e.op = op;
  e.loc = loc;
  return e;
}

ir::ExprPtr node(ir::Expr e) { return std::make_shared<const ir::Expr>(std::move(e)); }

ir::ExprPtr binary(ir::ExprOp op, ir::ExprPtr a, ir::ExprPtr b, const ir::SourceLoc &loc) {
  ir::Expr e = blank(op, loc);
  e.args = {std::move(a), std::move(b)};
  return node(std::move(e));
}

} // namespace

ir::ExprPtr literal(const std::string &text, const ir::SourceLoc &loc) {
  ir::Expr e = blank(ir::ExprOp::Literal, loc);
  auto lit = ir::make_literal(text);
  if (!lit)
    throw support::InternalError("autodiff: bad literal '" + text + "'");
  e.literal = *lit;
  return node(std::move(e));
}

bool is_literal(const ir::Expr &e, const char *text) {
  return e.op == ir::ExprOp::Literal && e.literal.text == text;
}

ir::ExprPtr neg(ir::ExprPtr a, const ir::SourceLoc &loc) {
  if (is_literal(*a, "0"))
    return a;
  if (a->op == ir::ExprOp::Neg)
    return a->args[0];
  ir::Expr e = blank(ir::ExprOp::Neg, loc);
  e.args = {std::move(a)};
  return node(std::move(e));
}

ir::ExprPtr add(ir::ExprPtr a, ir::ExprPtr b, const ir::SourceLoc &loc) {
  if (is_literal(*a, "0"))
    return b;
  if (is_literal(*b, "0"))
    return a;
  if (b->op == ir::ExprOp::Neg)
    return binary(ir::ExprOp::Sub, std::move(a), b->args[0], loc);
  return binary(ir::ExprOp::Add, std::move(a), std::move(b), loc);
}

ir::ExprPtr mul(ir::ExprPtr a, ir::ExprPtr b, const ir::SourceLoc &loc) {
  if (is_literal(*a, "0") || is_literal(*b, "1"))
    return a;
  if (is_literal(*b, "0") || is_literal(*a, "1"))
    return b;
  // A sign is kept outermost, so `-(x) * y` reads `-(x * y)`.
  if (a->op == ir::ExprOp::Neg)
    return neg(mul(a->args[0], std::move(b), loc), loc);
  if (b->op == ir::ExprOp::Neg)
    return neg(mul(std::move(a), b->args[0], loc), loc);
  return binary(ir::ExprOp::Mul, std::move(a), std::move(b), loc);
}

ir::ExprPtr div(ir::ExprPtr a, ir::ExprPtr b, const ir::SourceLoc &loc) {
  // `0 / b` is not folded: the division's obligation b != 0 stays in the program.
  if (a->op == ir::ExprOp::Neg)
    return neg(div(a->args[0], std::move(b), loc), loc);
  return binary(ir::ExprOp::Div, std::move(a), std::move(b), loc);
}

ir::ExprPtr power(ir::ExprPtr a, long exponent, const ir::SourceLoc &loc) {
  if (exponent == 1)
    return a;
  if (exponent == 0)
    return literal("1", loc);
  ir::Expr e = blank(ir::ExprOp::Pow, loc);
  e.args = {std::move(a)};
  e.exponent = exponent;
  return node(std::move(e));
}

ir::ExprPtr call(ir::Fn fn, std::vector<ir::ExprPtr> args, const ir::SourceLoc &loc) {
  ir::Expr e = blank(ir::ExprOp::Call, loc);
  e.fn = fn;
  e.args = std::move(args);
  return node(std::move(e));
}

ir::ExprPtr access(ir::TensorRef tensor, std::vector<ir::IntPtr> indices,
                   const ir::SourceLoc &loc) {
  ir::Expr e = blank(ir::ExprOp::Access, loc);
  e.tensor = tensor;
  e.indices = std::move(indices);
  return node(std::move(e));
}

ir::ExprPtr sum(int var, ir::IntPtr range, ir::ExprPtr body, const ir::SourceLoc &loc) {
  ir::Expr e = blank(ir::ExprOp::Sum, loc);
  e.var = var;
  e.range = std::move(range);
  e.args = {std::move(body)};
  return node(std::move(e));
}

ir::ExprPtr select(ir::Cond cond, ir::ExprPtr then, ir::ExprPtr otherwise,
                   const ir::SourceLoc &loc) {
  ir::Expr e = blank(ir::ExprOp::Select, loc);
  e.cond = std::move(cond);
  e.args = {std::move(then), std::move(otherwise)};
  return node(std::move(e));
}

ir::Cond int_cond(ir::CmpOp op, ir::IntPtr a, ir::IntPtr b, const ir::SourceLoc &loc) {
  ir::Cond c;
  c.op = op;
  c.integer = true;
  c.ia = std::move(a);
  c.ib = std::move(b);
  c.loc = loc;
  return c;
}

ir::Cond real_cond(ir::CmpOp op, ir::ExprPtr a, ir::ExprPtr b, const ir::SourceLoc &loc) {
  ir::Cond c;
  c.op = op;
  c.va = std::move(a);
  c.vb = std::move(b);
  c.loc = loc;
  return c;
}

ir::IntPtr substitute(const ir::IntPtr &e, const VarMap &map) {
  if (!e)
    return e;
  switch (e->op) {
  case ir::IntOp::Var: {
    auto it = map.find(e->id);
    return it == map.end() ? e : it->second;
  }
  case ir::IntOp::Const:
  case ir::IntOp::Dim: return e;
  case ir::IntOp::Read: {
    std::vector<ir::IntPtr> args;
    bool changed = false;
    for (const ir::IntPtr &x : e->args) {
      args.push_back(substitute(x, map));
      changed |= args.back() != x;
    }
    return changed ? ir::int_read(e->id, std::move(args), e->loc) : e;
  }
  default: break;
  }
  ir::IntPtr a = substitute(e->a, map), b = substitute(e->b, map);
  if (a == e->a && b == e->b)
    return e;
  return ir::int_binary(e->op, a, b, e->loc);
}

ir::ExprPtr substitute(const ir::ExprPtr &e, const VarMap &map) {
  if (!e || map.empty())
    return e;
  ir::Expr out = *e;
  bool changed = false;
  auto swap_int = [&](ir::IntPtr &p) {
    ir::IntPtr q = substitute(p, map);
    changed |= q != p;
    p = q;
  };
  auto swap_real = [&](ir::ExprPtr &p) {
    ir::ExprPtr q = substitute(p, map);
    changed |= q != p;
    p = q;
  };
  swap_int(out.int_value);
  for (ir::IntPtr &i : out.indices)
    swap_int(i);
  for (ir::ExprPtr &a : out.args)
    swap_real(a);
  swap_int(out.range);
  if (out.var >= 0 && map.count(out.var)) {
    const ir::IntPtr &to = map.at(out.var);
    if (to->op != ir::IntOp::Var)
      throw support::InternalError("autodiff: a bound variable renamed to a non-variable");
    out.var = to->id;
    changed = true;
  }
  if (out.cond) {
    swap_int(out.cond->ia);
    swap_int(out.cond->ib);
    swap_real(out.cond->va);
    swap_real(out.cond->vb);
  }
  return changed ? node(std::move(out)) : e;
}

bool same_int(const ir::IntExpr &a, const ir::IntExpr &b) {
  if (a.op != b.op)
    return false;
  switch (a.op) {
  case ir::IntOp::Const: return a.value == b.value;
  case ir::IntOp::Dim:
  case ir::IntOp::Var: return a.id == b.id;
  case ir::IntOp::Read:
    return a.id == b.id && std::equal(a.args.begin(), a.args.end(), b.args.begin(), b.args.end(),
                                      [](const ir::IntPtr &x, const ir::IntPtr &y) {
                                        return same_int(*x, *y);
                                      });
  default: return same_int(*a.a, *b.a) && same_int(*a.b, *b.b);
  }
}

} // namespace fuseproof::autodiff
