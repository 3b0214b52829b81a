#include "numeric/contraction.h"

#include <algorithm>
#include <set>

namespace fuseproof::numeric {

namespace {

void int_vars(const ir::IntExpr &e, std::set<int> &out) {
  ir::any_int_node(e, [&](const ir::IntExpr &n) {
    if (n.op == ir::IntOp::Var)
      out.insert(n.id);
    return false;
  });
}

/// Free index variables of an expression (variables bound by reductions inside it excluded).
void free_vars(const ir::Expr &e, std::set<int> &out) {
  std::set<int> inner;
  if (e.int_value)
    int_vars(*e.int_value, inner);
  for (const ir::IntPtr &i : e.indices)
    int_vars(*i, inner);
  if (e.range)
    int_vars(*e.range, inner);
  for (const ir::ExprPtr &a : e.args)
    free_vars(*a, inner);
  if (e.cond) {
    if (e.cond->ia)
      int_vars(*e.cond->ia, inner);
    if (e.cond->ib)
      int_vars(*e.cond->ib, inner);
    if (e.cond->va)
      free_vars(*e.cond->va, inner);
    if (e.cond->vb)
      free_vars(*e.cond->vb, inner);
  }
  if (e.op == ir::ExprOp::Sum || e.op == ir::ExprOp::Max)
    inner.erase(e.var);
  out.insert(inner.begin(), inner.end());
}

std::vector<int> in_order(const std::set<int> &vars, const std::vector<int> &order) {
  std::vector<int> out;
  for (int v : order)
    if (vars.count(v))
      out.push_back(v);
  return out;
}

void collect(const ir::Expr &e, const ir::Statement &st, std::vector<Contraction> &out) {
  switch (e.op) {
  case ir::ExprOp::Select: return; // branches are evaluated conditionally
  case ir::ExprOp::Max: return;
  case ir::ExprOp::Sum: {
    const ir::Expr &body = *e.args[0];
    if (body.op != ir::ExprOp::Mul)
      return;
    std::set<int> l, r;
    free_vars(*body.args[0], l);
    free_vars(*body.args[1], r);
    l.erase(e.var);
    r.erase(e.var);
    bool shared = std::any_of(l.begin(), l.end(), [&](int v) { return r.count(v) > 0; });
    std::vector<int> rows = in_order(l, st.vars), cols = in_order(r, st.vars);
    // Every free variable must be a statement variable, each side must have one, and they must
    // not overlap; otherwise this is not a matrix product (or not one worth a BLAS call).
    if (shared || rows.empty() || cols.empty() || rows.size() != l.size() ||
        cols.size() != r.size())
      return;
    out.push_back({&e, e.var, body.args[0], body.args[1], rows, cols});
    return;
  }
  default:
    for (const ir::ExprPtr &a : e.args)
      collect(*a, st, out);
  }
}

} // namespace

std::vector<Contraction> find_contractions(const ir::Statement &st) {
  std::vector<Contraction> out;
  collect(*st.value, st, out);
  return out;
}

} // namespace fuseproof::numeric
