#include "autodiff/vjp.h"

#include "autodiff/build.h"
#include "autodiff/derivatives.h"
#include "support/diagnostics.h"

#include <map>
#include <optional>
#include <set>

namespace fuseproof::autodiff {
namespace {

struct Binder {
  int var;
  ir::IntPtr range;
};

/// One term of an adjoint: `factor` summed over `binders` where `indices` equal the adjoint's
/// own index.
struct Contribution {
  std::vector<ir::IntPtr> indices;
  ir::ExprPtr factor;
  std::vector<Binder> binders;
};

bool reads(const ir::Expr &e, const std::vector<bool> &active_local, int wrt) {
  if (e.op == ir::ExprOp::Access &&
      (e.tensor.input ? e.tensor.id == wrt : active_local[e.tensor.id]))
    return true;
  for (const ir::ExprPtr &a : e.args)
    if (reads(*a, active_local, wrt))
      return true;
  return e.cond && ((e.cond->va && reads(*e.cond->va, active_local, wrt)) ||
                    (e.cond->vb && reads(*e.cond->vb, active_local, wrt)));
}

void mark_read_locals(const ir::Expr &e, std::vector<bool> &out) {
  if (e.op == ir::ExprOp::Access && !e.tensor.input)
    out[e.tensor.id] = true;
  for (const ir::ExprPtr &a : e.args)
    mark_read_locals(*a, out);
  if (e.cond) {
    if (e.cond->va)
      mark_read_locals(*e.cond->va, out);
    if (e.cond->vb)
      mark_read_locals(*e.cond->vb, out);
  }
}

struct Guard {
  ir::Cond cond;
  bool then_branch;
};

class Deriver {
public:
  Deriver(ir::Rule &rule, ir::Program &program, size_t n, const VjpRequest &req)
      : rule_(rule), prog_(program), n_(n), req_(req) {
    for (const ir::Named &d : rule.dims)
      used_.insert(d.name);
    for (const ir::TensorInfo &t : rule.inputs)
      used_.insert(t.name);
    for (const ir::Named &s : rule.scalars)
      used_.insert(s.name);
    for (const ir::Named &v : rule.vars)
      if (v.name.find('\'') == std::string::npos) // derived ones are unique per statement
        used_.insert(v.name);
    for (const ir::TensorInfo &t : program.locals)
      used_.insert(t.name);
  }

  ir::Vjp run() {
    // Active: reads the input `wrt`, directly or through other active locals. Useful: read by
    // an output, directly or indirectly. Only locals that are both carry an adjoint.
    std::vector<bool> active(n_, false), useful(n_, false);
    for (size_t s = 0; s < n_; ++s)
      active[s] = reads(*prog_.statements[s].value, active, req_.wrt);
    for (const auto &[out, cot] : req_.cotangents)
      useful[out] = true;
    for (size_t s = n_; s-- > 0;)
      if (useful[s])
        mark_read_locals(*prog_.statements[s].value, useful);
    active_ = active;

    ir::Vjp record;
    record.loc = req_.loc;
    record.wrt = req_.wrt;
    record.first_derived = static_cast<int>(prog_.statements.size());
    for (const auto &[out, cot] : req_.cotangents) {
      record.outputs.push_back(out);
      record.cotangents.push_back(cot);
    }
    for (size_t s = n_; s-- > 0;) {
      if (!active[s] || !useful[s])
        continue;
      // Copies: emit() grows both vectors.
      const ir::Statement st = prog_.statements[s];
      const ir::TensorInfo info = prog_.locals[st.target];
      std::optional<int> cotangent;
      for (const auto &[out, cot] : req_.cotangents)
        if (out == static_cast<int>(s))
          cotangent = cot;
      int grad = emit(info.name + ".grad", info.shape, cotangent, pending_[local_key(s)]);
      std::vector<Binder> binders;
      std::vector<ir::IntPtr> seed_idx;
      for (size_t p = 0; p < st.vars.size(); ++p) {
        binders.push_back({st.vars[p], info.shape[p]});
        seed_idx.push_back(ir::int_var(st.vars[p], req_.loc));
      }
      ir::ExprPtr seed = access({false, grad}, seed_idx, req_.loc);
      // The statement's own tensor stands for its value where a partial mentions it (the
      // rsqrt of an RMS scale): a reference to r[i], not the row's reduction again.
      root_value_ = access({false, st.target}, seed_idx, req_.loc);
      root_ = st.value.get();
      walk(st.value, seed, binders, {});
    }
    const ir::TensorInfo x = rule_.inputs[req_.wrt];
    record.target = emit(req_.target, x.shape, std::nullopt, pending_[input_key()]);
    for (size_t s = record.first_derived; s < prog_.statements.size(); ++s)
      const_cast<ir::Statement &>(prog_.statements[s]).derived = true;
    return record;
  }

private:
  static int local_key(size_t s) { return static_cast<int>(s); }
  static int input_key() { return -1; }

  /// A new index variable named `base'` (more primes while the name is taken in `taken`): a
  /// prime is in no identifier, so no name of the rule is shadowed, and names are unique within
  /// the statement that binds them (the set is per derived statement).
  int fresh_var(const std::string &base, std::set<std::string> &taken) {
    std::string name = base;
    do
      name += "'";
    while (taken.count(name) || used_.count(name));
    taken.insert(name);
    int id = static_cast<int>(rule_.vars.size());
    rule_.vars.push_back({name, req_.loc});
    return id;
  }

  /// Walks `e`, whose value reaches the statement's value through `path` (the product of the
  /// partials so far, starting with the adjoint of the statement's tensor) where every one of
  /// `guards` holds. A guard is the condition of a select the path went through (and which
  /// branch), or a reduction's maximiser: it wraps the finished term, outermost, because an
  /// integer condition may guard an access that the term repeats (the 2 x of x^2 under a ragged
  /// tile's mask), and that access must stay under it.
  void walk(const ir::ExprPtr &e, const ir::ExprPtr &path, const std::vector<Binder> &binders,
            const std::vector<Guard> &guards) {
    if (!reads(*e, active_, req_.wrt))
      return;
    switch (e->op) {
    case ir::ExprOp::Access: {
      int key = e->tensor.input ? input_key() : local_key(e->tensor.id);
      ir::ExprPtr factor = path;
      ir::ExprPtr zero = literal("0", e->loc);
      for (auto it = guards.rbegin(); it != guards.rend(); ++it)
        factor = it->then_branch ? select(it->cond, factor, zero, e->loc)
                                 : select(it->cond, zero, factor, e->loc);
      pending_[key].push_back({e->indices, factor, binders});
      // An index never reads a tensor, so there is nothing below an access to differentiate.
      return;
    }
    case ir::ExprOp::Sum:
    case ir::ExprOp::Max: {
      // The binder is renamed, so the reduction's own value (a partial elsewhere on the path)
      // and the summed term never share a variable.
      // (The term renames every binder again, so this variable only ever appears inside it.)
      std::set<std::string> internal;
      int var = fresh_var(rule_.vars[e->var].name, internal);
      ir::ExprPtr body = substitute(e->args[0], {{e->var, ir::int_var(var, e->loc)}});
      std::vector<Binder> inner = binders;
      inner.push_back({var, e->range});
      std::vector<Guard> inner_guards = guards;
      if (e->cond) { // a filtered max: an absent element takes no gradient
        ir::Cond filter = *e->cond;
        filter.ia = substitute(filter.ia, {{e->var, ir::int_var(var, e->loc)}});
        filter.ib = substitute(filter.ib, {{e->var, ir::int_var(var, e->loc)}});
        inner_guards.push_back({filter, true});
      }
      if (e->op == ir::ExprOp::Max)
        // The maximiser takes the gradient: where the term equals the maximum (a unique
        // maximiser is the derivative's precondition; ties count each tied term).
        inner_guards.push_back({real_cond(ir::CmpOp::Eq, body, e, e->loc), true});
      walk(body, path, inner, inner_guards);
      return;
    }
    case ir::ExprOp::Select:
      // The partial of select(c, a, b) is select(c, 1, 0) for a and select(c, 0, 1) for b: the
      // condition is piecewise constant. Kept as a guard (see above), not multiplied in.
      for (size_t a = 0; a < 2; ++a) {
        std::vector<Guard> branch = guards;
        branch.push_back({*e->cond, a == 0});
        walk(e->args[a], path, binders, branch);
      }
      return;
    default: break;
    }
    ir::ExprPtr value = e.get() == root_ ? root_value_ : nullptr;
    for (size_t a = 0; a < e->args.size(); ++a)
      walk(e->args[a], chain(*e, a, path, value), binders, guards);
  }

  /// Defines `name[u] = seed + the pending contributions` over fresh variables u.
  int emit(const std::string &name, const std::vector<ir::IntPtr> &shape,
           std::optional<int> cotangent, const std::vector<Contribution> &terms) {
    static const char *kBases[] = {"i", "j", "k", "l"};
    std::vector<int> u;
    std::set<std::string> taken;
    for (size_t p = 0; p < shape.size(); ++p)
      u.push_back(fresh_var(p < 4 ? kBases[p] : "i" + std::to_string(p), taken));
    ir::ExprPtr value = literal("0", req_.loc);
    if (cotangent) {
      std::vector<ir::IntPtr> idx;
      for (int v : u)
        idx.push_back(ir::int_var(v, req_.loc));
      value = access({true, *cotangent}, idx, req_.loc);
    }
    for (const Contribution &c : terms) {
      std::set<std::string> names = taken; // sibling terms may reuse each other's names
      value = add(value, term(c, u, shape, names), req_.loc);
    }
    ir::Statement st;
    st.loc = req_.loc;
    st.target = static_cast<int>(prog_.locals.size());
    st.vars = u;
    st.value = value;
    std::string local_name = name == req_.target ? name : fresh_local(name);
    prog_.locals.push_back({local_name, req_.loc, shape, std::nullopt});
    prog_.statements.push_back(std::move(st));
    return static_cast<int>(prog_.locals.size()) - 1;
  }

  std::string fresh_local(const std::string &base) {
    std::string name = base;
    for (int k = 2; used_.count(name); ++k)
      name = base + std::to_string(k);
    used_.insert(name);
    return name;
  }

  /// One contribution at the adjoint's indices u: solved variables renamed to u, the others
  /// summed (renamed to fresh ones, so no binder is bound twice), masks and range guards inside.
  ir::ExprPtr term(const Contribution &c, const std::vector<int> &u,
                   const std::vector<ir::IntPtr> &shape, std::set<std::string> &taken) {
    const ir::SourceLoc &loc = req_.loc;
    std::map<int, const Binder *> binder_of;
    for (const Binder &b : c.binders)
      binder_of[b.var] = &b;
    VarMap rename;
    std::vector<std::pair<size_t, int>> solved; // (position in u, original variable)
    std::vector<size_t> masked;
    for (size_t p = 0; p < c.indices.size(); ++p) {
      const ir::IntExpr &f = *c.indices[p];
      if (f.op == ir::IntOp::Var && binder_of.count(f.id) && !rename.count(f.id)) {
        rename[f.id] = ir::int_var(u[p], loc);
        solved.emplace_back(p, f.id);
      } else {
        masked.push_back(p);
      }
    }
    std::vector<Binder> summed;
    for (const Binder &b : c.binders)
      if (!rename.count(b.var)) {
        int v = fresh_var(rule_.vars[b.var].name, taken);
        rename[b.var] = ir::int_var(v, loc);
        summed.push_back({v, b.range});
      }
    ir::ExprPtr body = substitute(c.factor, rename);
    // Innermost first: the masks, then the guards of solved variables whose range is narrower
    // than the adjoint's extent (their ranges may mention summed variables, so they stay inside
    // the sums).
    std::vector<ir::Cond> conds;
    for (size_t p : masked)
      conds.push_back(int_cond(ir::CmpOp::Eq, substitute(c.indices[p], rename),
                               ir::int_var(u[p], loc), loc));
    for (const auto &[p, var] : solved) {
      ir::IntPtr range = substitute(binder_of[var]->range, rename);
      if (!same_int(*range, *shape[p]))
        conds.push_back(int_cond(ir::CmpOp::Lt, ir::int_var(u[p], loc), range, loc));
    }
    ir::ExprPtr zero = literal("0", loc);
    for (auto it = conds.rbegin(); it != conds.rend(); ++it)
      body = select(*it, body, zero, loc);
    for (auto it = summed.rbegin(); it != summed.rend(); ++it)
      body = sum(it->var, substitute(it->range, rename), body, loc);
    return body;
  }

  ir::Rule &rule_;
  ir::Program &prog_;
  size_t n_;
  const VjpRequest &req_;
  std::set<std::string> used_;
  std::vector<bool> active_;
  std::map<int, std::vector<Contribution>> pending_;
  const ir::Expr *root_ = nullptr; // the value of the statement being walked
  ir::ExprPtr root_value_;         // and the access to its tensor
};

} // namespace

ir::Vjp derive_vjp(ir::Rule &rule, ir::Program &program, size_t forward_statements,
                   const VjpRequest &request) {
  if (forward_statements > program.statements.size())
    throw support::InternalError("derive_vjp: more forward statements than the program has");
  return Deriver(rule, program, forward_statements, request).run();
}

} // namespace fuseproof::autodiff
