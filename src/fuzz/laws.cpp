// The true laws by which the generator rewrites one side of an equal-by-construction rule. Each
// rewrite keeps the value AND the definedness of the expression: the right side may not divide
// by anything the left side did not already divide by, unless a precondition or the construction
// makes it non-zero (DESIGN.md: a right side undefined where the left is defined is refuted).
#include "fuzz/gen_context.h"

#include <algorithm>

namespace fuseproof::fuzz::gen {

const char *law_name(Law law) {
  static const char *names[kLawCount] = {
      "commute",    "associate",     "distribute", "identity",      "sub-to-neg",   "pow-expand",
      "div-to-mul", "exp-split",     "log-exp",    "rsqrt-square",  "div-cancel",   "sigmoid",
      "max-min",    "select-flip",   "sum-linear", "sum-factor",    "sum-unfactor", "sum-swap",
      "sum-const",  "tile-split",    "pair-split", "trig-identity", "big-literal",  "index-affine",
      "mean-scale", "explicit-range"};
  return names[static_cast<int>(law)];
}

namespace {

bool mentions(const Expr &e, const std::string &v) { return identifiers(e).count(v) > 0; }

bool same(const Expr &a, const Expr &b) { return print_expr(a) == print_expr(b); }

ExprPtr c(const ExprPtr &e) { return clone(*e); }

} // namespace

bool Generator::integer_typed(const Expr &e) const {
  switch (e.kind) {
  case ExprKind::Number: return e.text.find_first_not_of("0123456789") == std::string::npos;
  case ExprKind::Name:
    return var_ext_.count(e.text) || std::find(dims_.begin(), dims_.end(), e.text) != dims_.end();
  case ExprKind::Neg: return integer_typed(*e.args[0]);
  case ExprKind::Binary:
    return (e.op == "+" || e.op == "-" || e.op == "*" || e.op == "%") &&
           integer_typed(*e.args[0]) && integer_typed(*e.args[1]);
  default: return false;
  }
}

bool Generator::apply_law(Law law, ExprPtr &slot, Ctx ctx, const Scope &scope) {
  Expr &n = *slot;
  const bool value = ctx == Ctx::Value;
  auto replace = [&](ExprPtr with) {
    slot = std::move(with);
    return true;
  };
  auto binder_range = [&](const Expr &red) -> ExprPtr {
    if (red.range)
      return clone(*red.range);
    auto it = var_ext_.find(red.binder);
    return it == var_ext_.end() ? nullptr : extent_expr(it->second);
  };
  switch (law) {
  case Law::Commute:
    if (value && ((n.kind == ExprKind::Binary && (n.op == "+" || n.op == "*")) ||
                  (n.kind == ExprKind::Call && (n.text == "max" || n.text == "min")))) {
      std::swap(n.args[0], n.args[1]);
      return true;
    }
    return false;
  case Law::Associate:
    if (value && n.kind == ExprKind::Binary && (n.op == "+" || n.op == "*") &&
        n.args[0]->kind == ExprKind::Binary && n.args[0]->op == n.op) {
      Expr &ab = *n.args[0];
      return replace(bin(n.op, c(ab.args[0]), bin(n.op, c(ab.args[1]), c(n.args[1]))));
    }
    return false;
  case Law::Distribute: {
    if (!value || n.kind != ExprKind::Binary)
      return false;
    auto additive = [](const Expr &e) {
      return e.kind == ExprKind::Binary && (e.op == "+" || e.op == "-");
    };
    if (n.op == "*" && additive(*n.args[1])) {
      const Expr &s = *n.args[1];
      return replace(
          bin(s.op, bin("*", c(n.args[0]), c(s.args[0])), bin("*", c(n.args[0]), c(s.args[1]))));
    }
    if ((n.op == "*" || n.op == "/") && additive(*n.args[0])) {
      const Expr &s = *n.args[0];
      return replace(
          bin(s.op, bin(n.op, c(s.args[0]), c(n.args[1])), bin(n.op, c(s.args[1]), c(n.args[1]))));
    }
    return false;
  }
  case Law::Identity: {
    if (!value)
      return false;
    ExprPtr e = std::move(slot);
    switch (rng_.below(7)) {
    case 0: return replace(bin("*", std::move(e), num("1")));
    case 1: return replace(bin("*", num("1"), std::move(e)));
    case 2: return replace(bin("+", std::move(e), num("0")));
    case 3: return replace(bin("-", std::move(e), num("0")));
    case 4: return replace(bin("/", std::move(e), num("1")));
    case 5: return replace(neg(neg(std::move(e))));
    default: return replace(power(std::move(e), 1));
    }
  }
  case Law::SubToNeg:
    if (value && n.kind == ExprKind::Binary && (n.op == "-" || n.op == "+"))
      return replace(bin(n.op == "-" ? "+" : "-", c(n.args[0]), neg(c(n.args[1]))));
    return false;
  case Law::PowExpand:
    if (!value)
      return false;
    if (n.kind == ExprKind::Power) {
      const ExprPtr &a = n.args[0];
      switch (n.exponent) {
      case 1: return replace(c(a));
      case 2: return replace(bin("*", c(a), c(a)));
      case 3:
        return replace(rng_.chance(1, 2) ? bin("*", c(a), bin("*", c(a), c(a)))
                                         : bin("*", power(c(a), 2), c(a)));
      case -1: return replace(bin("/", num("1"), c(a)));
      case -2:
        return replace(rng_.chance(1, 2) ? bin("/", num("1"), bin("*", c(a), c(a)))
                                         : power(bin("/", num("1"), c(a)), 2));
      default: return false;
      }
    }
    if (n.kind == ExprKind::Binary && n.op == "*" && same(*n.args[0], *n.args[1]))
      return replace(power(c(n.args[0]), 2));
    return false;
  case Law::DivToMul:
    if (value && n.kind == ExprKind::Binary && n.op == "/")
      return replace(
          bin("*", c(n.args[0]),
              rng_.chance(1, 2) ? power(c(n.args[1]), -1) : bin("/", num("1"), c(n.args[1]))));
    return false;
  case Law::ExpSplit:
    if (!value)
      return false;
    if (n.kind == ExprKind::Call && n.text == "exp") {
      const Expr &a = *n.args[0];
      if (a.kind == ExprKind::Binary && a.op == "+")
        return replace(bin("*", call("exp", c(a.args[0])), call("exp", c(a.args[1]))));
      if (a.kind == ExprKind::Binary && a.op == "-")
        return replace(rng_.chance(1, 2)
                           ? bin("/", call("exp", c(a.args[0])), call("exp", c(a.args[1])))
                           : bin("*", call("exp", c(a.args[0])), call("exp", neg(c(a.args[1])))));
      if (a.kind == ExprKind::Neg)
        return replace(bin("/", num("1"), call("exp", c(a.args[0]))));
      return false;
    }
    if (n.kind == ExprKind::Binary && n.op == "*" && n.args[0]->kind == ExprKind::Call &&
        n.args[0]->text == "exp" && n.args[1]->kind == ExprKind::Call && n.args[1]->text == "exp")
      return replace(call("exp", bin("+", c(n.args[0]->args[0]), c(n.args[1]->args[0]))));
    return false;
  case Law::LogExp:
    if (!value)
      return false;
    if (n.kind == ExprKind::Call && n.text == "log" && n.args[0]->kind == ExprKind::Call &&
        n.args[0]->text == "exp")
      return replace(c(n.args[0]->args[0]));
    if (node_count(n) <= 12 && rng_.chance(1, 3))
      return replace(call("log", call("exp", std::move(slot))));
    return false;
  case Law::Rsqrt: { // rsqrt(v)^2 v = 1 and rsqrt(v) sqrt(v) = 1 for v > 0
    if (!value)
      return false;
    ExprPtr v = positive(1, scope);
    ExprPtr e = std::move(slot);
    switch (rng_.below(4)) {
    case 0: return replace(bin("*", std::move(e), bin("*", power(call("rsqrt", c(v)), 2), c(v))));
    case 1:
      return replace(bin("*", bin("*", std::move(e), call("rsqrt", c(v))), call("sqrt", c(v))));
    case 2:
      return replace(
          bin("/", bin("*", std::move(e), bin("*", call("sqrt", c(v)), call("sqrt", c(v)))), c(v)));
    default: return replace(bin("*", bin("*", std::move(e), c(v)), power(call("rsqrt", c(v)), 2)));
    }
  }
  case Law::DivCancel: { // x / y * y = x where a precondition (or the construction) gives y != 0
    if (!value)
      return false;
    ExprPtr y = rng_.chance(1, 2) ? name(nonzero_scalar()) : nonzero(1, scope);
    ExprPtr e = std::move(slot);
    switch (rng_.below(3)) {
    case 0: return replace(bin("*", bin("/", std::move(e), c(y)), c(y)));
    case 1: return replace(bin("/", bin("*", std::move(e), c(y)), c(y)));
    default: return replace(bin("*", std::move(e), bin("/", c(y), c(y))));
    }
  }
  case Law::Sigmoid:
    if (!value || n.kind != ExprKind::Call)
      return false;
    if (n.text == "sigmoid") {
      const ExprPtr &a = n.args[0];
      return replace(rng_.chance(1, 2)
                         ? bin("/", num("1"), bin("+", num("1"), call("exp", neg(c(a)))))
                         : bin("/", call("exp", c(a)), bin("+", num("1"), call("exp", c(a)))));
    }
    if (n.text == "silu") {
      const ExprPtr &a = n.args[0];
      return replace(rng_.chance(1, 2)
                         ? bin("*", c(a), call("sigmoid", c(a)))
                         : bin("/", c(a), bin("+", num("1"), call("exp", neg(c(a))))));
    }
    if (n.text == "tanh") { // tanh(a) = 2 sigmoid(2a) - 1 = (1 - exp(-2a)) / (1 + exp(-2a))
      const ExprPtr &a = n.args[0];
      ExprPtr two_a = bin("*", num("2"), c(a));
      if (rng_.chance(1, 2))
        return replace(bin("-", bin("*", num("2"), call("sigmoid", std::move(two_a))), num("1")));
      // Cloned before the move: the order in which a call's arguments are evaluated is
      // unspecified, and moving first cloned a null expression (a crash at seed 20261206).
      ExprPtr e = call("exp", neg(std::move(two_a)));
      ExprPtr numerator = bin("-", num("1"), c(e));
      return replace(bin("/", std::move(numerator), bin("+", num("1"), std::move(e))));
    }
    return false;
  case Law::MaxMin: {
    if (!value || n.kind != ExprKind::Call || (n.text != "max" && n.text != "min"))
      return false;
    bool is_max = n.text == "max";
    const ExprPtr &a = n.args[0], &b = n.args[1];
    if (rng_.chance(1, 4))
      return replace(neg(call(is_max ? "min" : "max", neg(c(a)), neg(c(b)))));
    // max(a, b) = select(a >= b, a, b) = select(a > b, a, b) = select(a < b, b, a) ...
    std::string op = rng_.pick(std::vector<std::string>{">=", ">"});
    if (!is_max)
      op = mirror_comparison(op);
    ExprPtr cond = bin(op, c(a), c(b));
    if (rng_.chance(1, 2))
      return replace(select(std::move(cond), c(a), c(b)));
    return replace(select(bin(negate_comparison(op), c(a), c(b)), c(b), c(a)));
  }
  case Law::SelectFlip: {
    if (!value || n.kind != ExprKind::Call || n.text != "select" ||
        n.args[0]->kind != ExprKind::Binary || !is_comparison(n.args[0]->op))
      return false;
    const Expr &cond = *n.args[0];
    if (rng_.chance(1, 2))
      return replace(select(bin(mirror_comparison(cond.op), c(cond.args[1]), c(cond.args[0])),
                            c(n.args[1]), c(n.args[2])));
    return replace(select(bin(negate_comparison(cond.op), c(cond.args[0]), c(cond.args[1])),
                          c(n.args[2]), c(n.args[1])));
  }
  case Law::SumLinear: {
    if (!value || n.kind != ExprKind::Reduce || n.text != "sum")
      return false;
    const Expr &body = *n.args[0];
    if (body.kind != ExprKind::Binary || (body.op != "+" && body.op != "-"))
      return false;
    return replace(bin(body.op, reduce("sum", n.binder, binder_range(n), c(body.args[0])),
                       reduce("sum", n.binder, binder_range(n), c(body.args[1]))));
  }
  case Law::SumFactor: {
    if (!value || n.kind != ExprKind::Reduce)
      return false;
    const Expr &body = *n.args[0];
    const std::string &k = n.binder;
    if (body.kind == ExprKind::Neg && n.text == "sum")
      return replace(neg(reduce("sum", k, binder_range(n), c(body.args[0]))));
    if (body.kind != ExprKind::Binary)
      return false;
    bool free0 = !mentions(*body.args[0], k), free1 = !mentions(*body.args[1], k);
    if (n.text == "sum" && body.op == "*" && free0)
      return replace(bin("*", c(body.args[0]), reduce("sum", k, binder_range(n), c(body.args[1]))));
    if (n.text == "sum" && (body.op == "*" || body.op == "/") && free1)
      return replace(
          bin(body.op, reduce("sum", k, binder_range(n), c(body.args[0])), c(body.args[1])));
    if (n.text == "max" && (body.op == "+" || body.op == "-") &&
        free1) // max(k) (f + c) = max f + c
      return replace(
          bin(body.op, reduce("max", k, binder_range(n), c(body.args[0])), c(body.args[1])));
    if (n.text == "max" && body.op == "+" && free0)
      return replace(bin("+", c(body.args[0]), reduce("max", k, binder_range(n), c(body.args[1]))));
    return false;
  }
  case Law::SumUnfactor: {
    if (!value || n.kind != ExprKind::Binary)
      return false;
    for (int side = 0; side < 2; ++side) {
      const Expr &s = *n.args[side];
      const Expr &other = *n.args[1 - side];
      if (s.kind != ExprKind::Reduce || mentions(other, s.binder))
        continue;
      bool ok = (s.text == "sum" && (n.op == "*" || (n.op == "/" && side == 0))) ||
                (s.text == "max" && n.op == "+");
      if (!ok)
        continue;
      ExprPtr body =
          side == 0 ? bin(n.op, c(s.args[0]), c(n.args[1])) : bin(n.op, c(n.args[0]), c(s.args[0]));
      return replace(reduce(s.text, s.binder, binder_range(s), std::move(body)));
    }
    return false;
  }
  case Law::SumSwap: {
    if (!value || n.kind != ExprKind::Reduce || n.args[0]->kind != ExprKind::Reduce ||
        n.args[0]->text != n.text)
      return false;
    const Expr &inner = *n.args[0];
    return replace(reduce(n.text, inner.binder, binder_range(inner),
                          reduce(n.text, n.binder, binder_range(n), c(inner.args[0]))));
  }
  case Law::SumConst: {
    if (!value)
      return false;
    if (n.kind == ExprKind::Reduce && n.text == "sum" && !mentions(*n.args[0], n.binder)) {
      ExprPtr r = binder_range(n);
      return r && replace(bin("*", std::move(r), c(n.args[0])));
    }
    if (node_count(n) > 15 || !rng_.chance(1, 3)) // wraps anything: keep it from dominating
      return false;
    std::string d = rng_.pick(dims_);
    std::string k = fresh_var({1, d});
    ExprPtr e = std::move(slot);
    if (rng_.chance(1, 2))
      return replace(bin("/", reduce("sum", k, name(d), std::move(e)), name(d)));
    return replace(reduce("sum", k, name(d), bin("/", std::move(e), name(d))));
  }
  case Law::TileSplit: {
    if (!value || !tiles_ || n.kind != ExprKind::Reduce)
      return false;
    auto it = var_ext_.find(n.binder);
    if (it == var_ext_.end() || !(it->second == Extent{1, tiles_->n}))
      return false;
    const Tiling &T = *tiles_;
    std::string t = fresh("t"), u = fresh("u");
    var_ext_[t] = {1, T.nt};
    var_ext_[u] = {1, T.bn};
    auto blocked = [&]() -> ExprPtr {
      switch (rng_.below(3)) {
      case 0: return bin("+", bin("*", name(t), name(T.bn)), name(u));
      case 1: return bin("+", bin("*", name(T.bn), name(t)), name(u));
      default: return bin("+", name(u), bin("*", name(t), name(T.bn)));
      }
    };
    bool masked = T.ragged || rng_.chance(1, 5);
    if (masked && n.text != "sum")
      return false; // a masked max has no neutral element to put in the masked-off lanes
    ExprPtr j = !masked && rng_.chance(1, 3)
                    ? bin("+", bin("*", name(u), name(T.nt)), name(t)) // cyclic
                    : blocked();
    ExprPtr body = substitute(*n.args[0], n.binder, *j);
    if (masked) {
      ExprPtr mask;
      switch (rng_.below(4)) {
      case 0: mask = bin("<", c(j), name(T.n)); break;
      case 1: mask = bin(">", name(T.n), c(j)); break;
      case 2: mask = bin("<=", c(j), bin("-", name(T.n), num(1))); break;
      default: mask = bin("<", name(u), bin("-", name(T.n), bin("*", name(t), name(T.bn)))); break;
      }
      body = select(std::move(mask), std::move(body), num("0"));
    }
    if (rng_.chance(1, 4) && !masked)
      return replace(reduce(n.text, u, name(T.bn), reduce(n.text, t, name(T.nt), std::move(body))));
    return replace(reduce(n.text, t, name(T.nt), reduce(n.text, u, name(T.bn), std::move(body))));
  }
  case Law::PairSplit: {
    if (!value || !pair_dim_ || n.kind != ExprKind::Reduce)
      return false;
    auto it = var_ext_.find(n.binder);
    if (it == var_ext_.end() || !(it->second == Extent{2, *pair_dim_}))
      return false;
    std::string p = fresh("p");
    var_ext_[p] = {1, *pair_dim_};
    ExprPtr even = bin("*", num(2), name(p));
    ExprPtr odd = bin("+", bin("*", num(2), name(p)), num(1));
    ExprPtr f0 = substitute(*n.args[0], n.binder, *even),
            f1 = substitute(*n.args[0], n.binder, *odd);
    if (n.text == "sum")
      return replace(reduce("sum", p, name(*pair_dim_), bin("+", std::move(f0), std::move(f1))));
    return replace(reduce("max", p, name(*pair_dim_), call("max", std::move(f0), std::move(f1))));
  }
  case Law::Trig: {
    if (!value)
      return false;
    ExprPtr a = expr(1, scope);
    ExprPtr s2 = power(call("sin", c(a)), 2), c2 = power(call("cos", c(a)), 2);
    ExprPtr one = rng_.chance(1, 2) ? bin("+", std::move(s2), std::move(c2))
                                    : bin("+", std::move(c2), std::move(s2));
    return replace(bin("*", std::move(slot), std::move(one)));
  }
  case Law::BigLiteral: { // exact integer and decimal arithmetic far beyond 2^31 (no wrap-around)
    // Only around real values: on an integer the products below would be integer arithmetic,
    // which must fit in 64 bits (and the overflowing kind is the mutator's job).
    if (!value || integer_typed(n))
      return false;
    ExprPtr e = std::move(slot);
    switch (rng_.below(5)) {
    case 0:
      return replace(
          bin("-", bin("*", num("2147483648"), c(e)), bin("*", num("2147483647"), c(e))));
    case 1: return replace(bin("/", bin("*", std::move(e), num("4294967296")), num("4294967296")));
    case 2:
      return replace(bin("/", bin("*", std::move(e), bin("*", num("65536"), num("65536"))),
                         num("4294967296")));
    case 3: return replace(bin("+", std::move(e), bin("*", num("0"), num("9223372036854775807"))));
    default:
      return replace(
          bin("/", bin("+", bin("*", c(e), num("2147483647")), c(e)), num("2147483648")));
    }
  }
  case Law::IndexAffine:
    if (ctx != Ctx::Index && ctx != Ctx::Range)
      return false;
    if (n.kind == ExprKind::Binary && (n.op == "+" || n.op == "*")) {
      std::swap(n.args[0], n.args[1]);
      return true;
    }
    if (n.kind == ExprKind::Name) {
      ExprPtr e = std::move(slot);
      switch (rng_.below(4)) {
      case 0: return replace(bin("-", bin("+", std::move(e), num(1)), num(1)));
      case 1: return replace(bin("+", std::move(e), num(0)));
      case 2: return replace(bin("+", num(0), std::move(e)));
      default: return replace(bin("*", num(1), std::move(e)));
      }
    }
    return false;
  case Law::MeanScale: {
    if (!value)
      return false;
    std::string d = rng_.pick(dims_);
    ExprPtr e = std::move(slot);
    if (rng_.chance(1, 2))
      return replace(bin("/", bin("*", std::move(e), name(d)), name(d)));
    return replace(bin("*", bin("/", std::move(e), name(d)), name(d)));
  }
  case Law::ExplicitRange:
    if (!value || n.kind != ExprKind::Reduce)
      return false;
    if (!n.range) {
      n.range = binder_range(n);
      return n.range != nullptr;
    }
    if (used_as_whole_index(*n.args[0], n.binder)) {
      n.range = nullptr;
      return true;
    }
    return false;
  }
  return false;
}

void Generator::rewrite(ExprPtr &root, const Scope &scope, int count) {
  for (int done = 0; done < count; ++done) {
    if (node_count(*root) > 140)
      return;
    for (int attempt = 0; attempt < 60; ++attempt) {
      std::vector<Slot> slots;
      Slot proto;
      proto.scope = scope;
      collect_expr_slots(root, proto, slots);
      Law law = static_cast<Law>(rng_.below(kLawCount));
      std::vector<size_t> at;
      // Half the time aim a reduction law at a reduction: that is where tiles, pairs, factoring
      // and swapping live, and a uniformly random (law, node) pair rarely hits one.
      if (rng_.chance(1, 2)) {
        // Weighted towards the laws that restructure a reduction.
        static const std::vector<Law> sum_laws = {
            Law::SumLinear, Law::SumLinear, Law::SumFactor, Law::SumFactor,
            Law::SumFactor, Law::SumSwap,   Law::SumSwap,   Law::TileSplit,
            Law::TileSplit, Law::TileSplit, Law::TileSplit, Law::PairSplit,
            Law::PairSplit, Law::PairSplit, Law::SumConst,  Law::ExplicitRange};
        law = rng_.pick(sum_laws);
        for (size_t i = 0; i < slots.size(); ++i)
          if ((*slots[i].ptr)->kind == ExprKind::Reduce)
            at.push_back(i);
      }
      if (at.empty())
        for (size_t i = 0; i < slots.size(); ++i)
          at.push_back(i);
      const Slot &s = slots[rng_.pick(at)];
      if (apply_law(law, *s.ptr, s.ctx, s.scope)) {
        laws_.push_back(law_name(law));
        break;
      }
    }
  }
}

} // namespace fuseproof::fuzz::gen
