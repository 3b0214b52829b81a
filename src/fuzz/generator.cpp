// The generator's outline: declarations (dimensions, tiles, pairs, inputs, scalars with their
// preconditions in random orientations), one or two compared outputs whose two sides are the
// same random expression rewritten by different true laws (laws.cpp), intermediates moved into
// their own statements, and the rule document. Expressions come from expressions.cpp.
#include "fuzz/gen_context.h"

#include <algorithm>

namespace fuseproof::fuzz {

namespace gen {

ExprPtr extent_expr(const Extent &x) {
  return x.coef == 1 ? name(x.dim) : bin("*", num(x.coef), name(x.dim));
}

} // namespace gen

namespace {

using namespace gen;

/// `a op b`, written as is or mirrored (`b op' a`): the same condition in another orientation.
ExprPtr oriented(Rng &rng, ExprPtr a, const std::string &op, ExprPtr b) {
  if (rng.chance(1, 2))
    return bin(mirror_comparison(op), std::move(b), std::move(a));
  return bin(op, std::move(a), std::move(b));
}

struct Stmt {
  std::string target;
  std::vector<std::string> vars;
  ExprPtr value;
  bool offline = false, epilogue = false, stored = false;
};

/// The preconditions that give a scalar its kind, each in a random orientation.
std::vector<ExprPtr> scalar_conditions(Rng &rng, const Scalar &s) {
  auto v = [&] { return name(s.name); };
  std::vector<ExprPtr> out;
  auto positive = [&] {
    switch (rng.below(4)) {
    case 0: return oriented(rng, v(), ">", num("0"));
    case 1: return oriented(rng, v(), ">=", num("1"));
    case 2: return oriented(rng, v(), ">", num("0.5"));
    default: return oriented(rng, neg(v()), "<", num("0"));
    }
  };
  switch (s.kind) {
  case ScalarKind::Any: break;
  case ScalarKind::Positive: out.push_back(positive()); break;
  case ScalarKind::NonNegative: out.push_back(oriented(rng, v(), ">=", num("0"))); break;
  case ScalarKind::NonZero:
    if (rng.chance(1, 2))
      out.push_back(oriented(rng, v(), "!=", num("0")));
    else
      out.push_back(
          oriented(rng, rng.chance(1, 2) ? bin("*", v(), v()) : power(v(), 2), ">", num("0")));
    break;
  case ScalarKind::UnitInterval:
    out.push_back(oriented(rng, v(), ">", num("0")));
    out.push_back(oriented(rng, v(), "<=", num("1")));
    break;
  case ScalarKind::AtMostOne:
    out.push_back(oriented(rng, v(), rng.chance(1, 2) ? "<=" : "<", num("1")));
    break;
  case ScalarKind::Negative:
    out.push_back(rng.chance(1, 2) ? oriented(rng, v(), "<", num("0"))
                                   : oriented(rng, v(), "<=", neg(num("1"))));
    break;
  }
  return out;
}

/// Writes explicit ranges wherever sema could not infer one (an index used only inside affine
/// index expressions, or not at all).
void fix_ranges(ExprPtr &e, const std::map<std::string, Extent> &ext) {
  if (e->kind == ExprKind::Reduce && !e->range && !used_as_whole_index(*e->args[0], e->binder))
    e->range = extent_expr(ext.at(e->binder));
  for (ExprPtr &a : e->args)
    fix_ranges(a, ext);
}

} // namespace

GeneratedRule gen::Generator::run() {
  // ---- declarations ----
  dims_ = {"M"};
  if (rng_.chance(3, 4))
    dims_.push_back("N");
  if (rng_.chance(1, 2))
    dims_.push_back("K");
  std::vector<Extent> base;
  for (const std::string &d : dims_)
    base.push_back({1, d});
  if (rng_.chance(1, 3)) {
    if (std::find(dims_.begin(), dims_.end(), "N") == dims_.end()) {
      dims_.push_back("N");
      base.push_back({1, "N"});
    }
    tiles_ = Tiling{"N", "BN", "NT", rng_.chance(1, 2)};
    dims_.push_back("BN");
    dims_.push_back("NT");
  }
  if (rng_.chance(1, 5)) {
    pair_dim_ = "P";
    dims_.push_back("P");
    base.push_back({2, "P"});
  }
  static const std::vector<std::string> tensor_names = {"x", "y", "z", "w", "v", "g",
                                                        "h", "A", "B", "C", "W", "X"};
  std::vector<std::string> names = tensor_names;
  rng_.shuffle(names);
  size_t used = 0;
  for (const Extent &x : base) // every extent read by some tensor, most with a row dimension
    inputs_.push_back({names[used++], x.dim == "M" || rng_.chance(1, 3)
                                          ? std::vector<Extent>{x}
                                          : std::vector<Extent>{{1, "M"}, x}});
  for (int extra = static_cast<int>(rng_.range(1, 3)); extra > 0; --extra) {
    Extent a = rng_.pick(base), b = rng_.pick(base);
    inputs_.push_back({names[used++], a == b ? std::vector<Extent>{a} : std::vector<Extent>{a, b}});
  }
  if (rng_.chance(1, 10))
    inputs_.push_back({names[used++], {}}); // a rank-0 input, read by its bare name
  static const std::vector<std::string> scalar_names = {"alpha", "eps", "gamma", "lam"};
  for (int n = static_cast<int>(rng_.below(3)), s = 0; s < n; ++s)
    scalars_.push_back({scalar_names[s], static_cast<ScalarKind>(rng_.below(7))});
  std::map<std::string, std::string> var_of = {{"M", "i"}, {"N", "j"}, {"K", "l"}};
  for (const Extent &x : base) // statement indices; q runs over 2*P, p over P (pairs 2p, 2p+1)
    var_ext_[x.coef == 2 ? "q" : var_of[x.dim]] = x;
  if (pair_dim_)
    var_ext_["p"] = {1, "P"};

  // ---- statements: one or two compared outputs, equal by construction ----
  std::vector<Stmt> lhs, rhs;
  std::vector<std::string> outputs;
  int n_out = rng_.chance(1, 4) ? 2 : 1;
  for (int o = 0; o < n_out; ++o) {
    std::vector<std::string> vars;
    std::vector<std::string> candidates;
    for (const auto &[v, x] : var_ext_)
      if (x.dim != "BN" && x.dim != "NT")
        candidates.push_back(v);
    rng_.shuffle(candidates);
    size_t rank = std::min<size_t>(candidates.size(), rng_.below(10) == 0 ? 0 : rng_.range(1, 2));
    vars.assign(candidates.begin(), candidates.begin() + static_cast<long>(rank));
    std::sort(vars.begin(), vars.end());
    ExprPtr base_expr = expr(static_cast<int>(rng_.range(2, 3)), vars);
    ExprPtr l = clone(*base_expr), r = std::move(base_expr);
    rewrite(l, vars, static_cast<int>(rng_.below(2)));
    rewrite(r, vars, static_cast<int>(rng_.range(1, 4)));
    // Output names stay clear of the input names above.
    std::string out = o == 0 ? rng_.pick(std::vector<std::string>{"out", "Y", "o", "res"}) : "out2";
    outputs.push_back(out);
    lhs.push_back({out, vars, std::move(l)});
    rhs.push_back({out, vars, std::move(r)});
  }
  // ---- move parts into their own statements (stored / epilogue / offline intermediates) ----
  auto extract = [&](std::vector<Stmt> &side) {
    size_t at = rng_.below(side.size());
    std::vector<Slot> slots;
    Slot proto;
    proto.scope = side[at].vars;
    collect_expr_slots(side[at].value, proto, slots);
    std::vector<Slot *> ok;
    for (Slot &s : slots)
      if (s.ctx == Ctx::Value && (*s.ptr)->kind != ExprKind::Number)
        ok.push_back(&s);
    if (ok.empty())
      return;
    Slot &s = *ok[rng_.below(ok.size())];
    std::set<std::string> ids = identifiers(**s.ptr);
    std::vector<std::string> free;
    for (const std::string &v : s.scope)
      if (ids.count(v))
        free.push_back(v);
    std::vector<ExprPtr> idx;
    for (const std::string &v : free)
      idx.push_back(name(v));
    Stmt st{fresh(rng_.pick(std::vector<std::string>{"s", "r", "acc", "tmp", "h"})), free,
            std::move(*s.ptr)};
    st.offline = rng_.chance(1, 10);
    st.epilogue = rng_.chance(1, 3);
    st.stored = rng_.chance(1, 3);
    *s.ptr = access(st.target, std::move(idx));
    side.insert(side.begin() + static_cast<long>(at), std::move(st));
  };
  for (int n = static_cast<int>(rng_.below(3)); n > 0; --n)
    extract(rhs);
  if (rng_.chance(1, 3))
    extract(lhs);
  if (rng_.chance(1, 12)) { // a statement nothing reads, defined everywhere by construction
    std::vector<std::string> vars = lhs.back().vars;
    rhs.push_back({fresh("aux"), vars, expr(2, vars)});
    rhs.back().stored = true;
  }
  for (std::vector<Stmt> *side : {&lhs, &rhs})
    for (Stmt &st : *side) {
      st.epilogue = st.epilogue || rng_.chance(1, 6);
      st.stored = st.stored || rng_.chance(1, 6);
    }

  // ---- the document ----
  RuleDoc doc;
  dsl::Rule &r = doc.ast;
  r.name = rule_name_;
  for (const std::string &d : dims_)
    r.dims.push_back(named(d));
  for (const Tensor &t : inputs_) {
    dsl::TensorDecl d = tensor_decl(t.name);
    for (const Extent &x : t.shape)
      d.shape.push_back(extent_expr(x));
    r.inputs.push_back(std::move(d));
  }
  auto add_require = [&](ExprPtr c, int where) {
    r.requires_.push_back(std::move(c));
    doc.where_of.push_back(where);
  };
  for (size_t s = 0; s < scalars_.size(); ++s) {
    r.scalars.push_back(named(scalars_[s].name));
    for (ExprPtr &c : scalar_conditions(rng_, scalars_[s]))
      add_require(std::move(c), rng_.chance(1, 2) ? static_cast<int>(s) : -1);
  }
  if (tiles_) {
    const Tiling &t = *tiles_;
    auto prod = [&] {
      return rng_.chance(1, 2) ? bin("*", name(t.nt), name(t.bn))
                               : bin("*", name(t.bn), name(t.nt));
    };
    if (!t.ragged) {
      add_require(oriented(rng_, name(t.n), "==", prod()), -1);
    } else {
      auto last_start = [&] { return bin("*", bin("-", name(t.nt), num(1)), name(t.bn)); };
      switch (rng_.below(3)) { // (NT - 1) * BN < N
      case 0: add_require(oriented(rng_, last_start(), "<", name(t.n)), -1); break;
      case 1:
        add_require(oriented(rng_, bin("+", last_start(), num(1)), "<=", name(t.n)), -1);
        break;
      default: add_require(oriented(rng_, bin("-", prod(), name(t.bn)), "<", name(t.n)), -1); break;
      }
      if (rng_.chance(1, 2)) // N <= NT * BN
        add_require(oriented(rng_, name(t.n), "<=", prod()), -1);
      else
        add_require(oriented(rng_, bin("-", name(t.n), num(1)), "<", prod()), -1);
    }
  }
  if (rng_.chance(1, 10)) { // true of every dimension; only the orientation varies
    std::string d = rng_.pick(dims_);
    bool strict = rng_.chance(1, 2);
    add_require(oriented(rng_, name(d), strict ? ">" : ">=", num(strict ? "0" : "1")), -1);
  }
  auto section = [&](std::vector<Stmt> &from, dsl::Section &to) {
    for (Stmt &st : from) {
      fix_ranges(st.value, var_ext_);
      dsl::Statement d = statement(st.target, nullptr);
      d.offline = st.offline;
      d.epilogue = st.epilogue;
      d.stored = st.stored;
      for (const std::string &v : st.vars)
        d.indices.push_back(binder(v, !used_as_whole_index(*st.value, v) || rng_.chance(1, 5)
                                          ? extent_expr(var_ext_.at(v))
                                          : nullptr));
      d.value = std::move(st.value);
      to.statements.push_back(std::move(d));
    }
  };
  section(lhs, r.lhs);
  section(rhs, r.rhs);
  for (const std::string &o : outputs)
    r.compares.push_back(named(o));
  if (rng_.chance(1, 4))
    r.dtypes = {named("f32"), named("bf16")};
  return {std::move(doc), laws_};
}

GeneratedRule generate_rule(uint64_t seed, const std::string &rule_name) {
  return gen::Generator(seed, rule_name).run();
}

} // namespace fuseproof::fuzz
