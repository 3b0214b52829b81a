// Random well-typed expressions for the generator: leaves that read tensors with the index
// variables in scope, reductions that bind a fresh variable, conditions on indices or values,
// and expressions that are positive, non-negative or non-zero by construction (the arguments of
// rsqrt, log, sqrt and divisions, so the left side is defined wherever the preconditions hold).
#include "fuzz/gen_context.h"

#include <algorithm>

namespace fuseproof::fuzz::gen {

namespace {

ExprPtr cmp(ExprPtr a, const std::string &op, ExprPtr b) {
  return bin(op, std::move(a), std::move(b));
}

const std::vector<std::string> kLiterals = {"1",   "2", "3",  "0.5",  "0.25",
                                            "1.5", "4", "10", "0.125"};

} // namespace

ExprPtr Generator::leaf(const Scope &scope) {
  uint64_t r = rng_.below(100);
  if (r < 62) {
    std::vector<size_t> order(inputs_.size());
    for (size_t i = 0; i < order.size(); ++i)
      order[i] = i;
    rng_.shuffle(order);
    for (size_t t : order) {
      std::vector<ExprPtr> idx;
      for (const Extent &x : inputs_[t].shape) {
        std::vector<ExprPtr> options;
        for (const std::string &v : scope) {
          const Extent &ve = var_ext_.at(v);
          if (ve == x) {
            options.push_back(name(v));
            // The same element through `//` or `%` (the all-sizes division law applies), or a
            // rotation by one (it does not: the bounded tier decides), now and then.
            if (rng_.chance(1, 8)) {
              switch (rng_.below(3)) {
              case 0: options.back() = bin("//", bin("+", bin("*", num(2), name(v)), num(1)), num(2)); break;
              case 1: options.back() = bin("%", name(v), extent_expr(x)); break;
              default: options.back() = bin("%", bin("+", name(v), num(1)), extent_expr(x)); break;
              }
            }
          }
          if (x.coef == 2 && ve.coef == 1 && ve.dim == x.dim) // an interleaved pair: 2p, 2p+1
            options.push_back(rng_.chance(1, 2) ? bin("*", num(2), name(v))
                                                : bin("+", bin("*", num(2), name(v)), num(1)));
        }
        if (options.empty())
          break;
        idx.push_back(std::move(options[rng_.below(options.size())]));
      }
      if (idx.size() == inputs_[t].shape.size())
        return access(inputs_[t].name, std::move(idx));
    }
  }
  if (r < 72 && !scalars_.empty())
    return name(rng_.pick(scalars_).name);
  if (r < 79)
    return name(rng_.pick(dims_));
  if (r < 85 && !scope.empty())
    return name(rng_.pick(scope)); // an index used as a real
  return num(rng_.pick(kLiterals));
}

ExprPtr Generator::access_using(const std::string &var, const Scope &scope) {
  const Extent &ext = var_ext_.at(var);
  std::vector<size_t> order(inputs_.size());
  for (size_t i = 0; i < order.size(); ++i)
    order[i] = i;
  rng_.shuffle(order);
  for (size_t t : order) {
    const Tensor &T = inputs_[t];
    for (size_t p = 0; p < T.shape.size(); ++p) {
      if (!(T.shape[p] == ext))
        continue;
      std::vector<ExprPtr> idx;
      for (size_t q = 0; q < T.shape.size(); ++q) {
        if (q == p) {
          idx.push_back(name(var));
          continue;
        }
        std::vector<std::string> options;
        for (const std::string &v : scope)
          if (var_ext_.at(v) == T.shape[q])
            options.push_back(v);
        if (options.empty())
          break;
        idx.push_back(name(rng_.pick(options)));
      }
      if (idx.size() == T.shape.size())
        return access(T.name, std::move(idx));
    }
  }
  return nullptr;
}

ExprPtr Generator::reduction(int depth, const Scope &scope, const std::string &kind) {
  // Extents that some tensor can be read along, given the variables already in scope.
  std::vector<Extent> extents;
  for (const Tensor &t : inputs_)
    for (const Extent &x : t.shape)
      if (std::find(extents.begin(), extents.end(), x) == extents.end())
        extents.push_back(x);
  rng_.shuffle(extents);
  // Tiled and paired extents first half of the time, so the tile and pair laws find sums.
  if (rng_.chance(1, 2))
    std::stable_partition(extents.begin(), extents.end(), [&](const Extent &x) {
      return (tiles_ && x.dim == tiles_->n) || x.coef == 2;
    });
  for (const Extent &x : extents) {
    std::string k = fresh_var(x);
    Scope inner = scope;
    inner.push_back(k);
    ExprPtr a = access_using(k, inner);
    if (!a)
      continue;
    ExprPtr body;
    uint64_t r = rng_.below(100);
    if (r < 30)
      body = bin("*", std::move(a), expr(depth - 1, inner));
    else if (r < 45)
      body = power(std::move(a), 2);
    else if (r < 58)
      body = std::move(a);
    else if (r < 72)
      body = call(rng_.pick(std::vector<std::string>{"exp", "sin", "cos", "sigmoid", "silu", "tanh",
                                                     "erf"}),
                  std::move(a));
    else if (r < 86) {
      std::string op = rng_.chance(1, 2) ? "+" : "-";
      body = bin(op, std::move(a), expr(depth - 1, inner));
    } else
      body = bin("*", expr(depth - 1, inner), std::move(a));
    return reduce(kind, k, rng_.chance(1, 4) ? extent_expr(x) : nullptr, std::move(body));
  }
  return leaf(scope);
}

ExprPtr Generator::condition(const Scope &scope) {
  static const std::vector<std::string> ops = {"<", "<=", ">", ">=", "==", "!="};
  if (!scope.empty() && rng_.chance(1, 2)) { // on indices: decided per element, lazy branches
    auto term = [&]() -> ExprPtr {
      switch (rng_.below(7)) {
      case 0: return name(rng_.pick(dims_));
      case 1: return num(static_cast<int64_t>(rng_.below(3)));
      case 2: return bin("+", name(rng_.pick(scope)), num(1));
      case 3: return bin("*", num(2), name(rng_.pick(scope)));
      case 4: return bin("-", name(rng_.pick(dims_)), num(1));
      case 5: // odd against even: select-collapse's parity decisions
        return bin("+", bin("*", num(2), name(rng_.pick(scope))), num(1));
      default: return name(rng_.pick(scope));
      }
    };
    ExprPtr a = term();
    std::string op = rng_.pick(ops);
    return cmp(std::move(a), op, term());
  }
  ExprPtr a = expr(1, scope);
  std::string op = rng_.pick(ops);
  return cmp(std::move(a), op, expr(0, scope));
}

ExprPtr Generator::expr(int depth, const Scope &scope) {
  if (depth <= 0 || rng_.chance(1, 5))
    return leaf(scope);
  int nested = static_cast<int>(
      std::count_if(scope.begin(), scope.end(), [](const std::string &v) { return v[0] == 'k'; }));
  uint64_t r = rng_.below(100);
  if (r < 22) {
    static const std::vector<std::string> ops = {"+", "-", "*"};
    // Every draw in its own statement: C++ leaves the order of function arguments unspecified,
    // and the rules must not depend on the compiler.
    ExprPtr a = expr(depth - 1, scope);
    std::string op = rng_.pick(ops);
    return bin(op, std::move(a), expr(depth - 1, scope));
  }
  if (r < 28) {
    ExprPtr a = expr(depth - 1, scope);
    return bin("/", std::move(a), positive(depth - 1, scope));
  }
  if (r < 32)
    return neg(expr(depth - 1, scope));
  if (r < 38) {
    if (rng_.chance(1, 3)) {
      long e = rng_.chance(1, 2) ? -1 : -2;
      return power(nonzero(depth - 1, scope), e);
    }
    long e = rng_.chance(2, 3) ? 2 : 3;
    return power(expr(depth - 1, scope), e);
  }
  if (r < 44)
    return call("exp", expr(std::min(depth - 1, 1), scope));
  if (r < 50) {
    std::string fn =
        rng_.pick(std::vector<std::string>{"sigmoid", "silu", "sin", "cos", "tanh", "erf"});
    return call(fn, expr(depth - 1, scope));
  }
  if (r < 54)
    return call("log", positive(depth - 1, scope));
  if (r < 58)
    return rng_.chance(1, 2) ? call("rsqrt", positive(depth - 1, scope))
                             : call("sqrt", nonnegative(depth - 1, scope));
  if (r < 64) {
    ExprPtr a = expr(depth - 1, scope);
    std::string fn = rng_.chance(1, 2) ? "max" : "min";
    return call(fn, std::move(a), expr(depth - 1, scope));
  }
  if (r < 72) {
    ExprPtr c = condition(scope);
    ExprPtr a = expr(depth - 1, scope);
    return select(std::move(c), std::move(a), expr(depth - 1, scope));
  }
  if (nested >= 2)
    return leaf(scope);
  return reduction(depth, scope, rng_.chance(4, 5) ? "sum" : "max");
}

ExprPtr Generator::positive(int depth, const Scope &scope) {
  auto atom = [&]() -> ExprPtr {
    std::vector<std::string> pos;
    for (const Scalar &s : scalars_)
      if (s.kind == ScalarKind::Positive || s.kind == ScalarKind::UnitInterval)
        pos.push_back(s.name);
    uint64_t r = rng_.below(4);
    if (r == 0 && !pos.empty())
      return name(rng_.pick(pos));
    if (r == 1)
      return name(rng_.pick(dims_));
    if (r == 2)
      return call("exp", leaf(scope));
    return num(rng_.pick(std::vector<std::string>{"1", "2", "0.5", "3"}));
  };
  if (depth <= 0)
    return atom();
  uint64_t r = rng_.below(100);
  if (r < 18)
    return call("exp", expr(std::min(depth - 1, 1), scope));
  if (r < 34) {
    ExprPtr square = power(expr(depth - 1, scope), 2);
    return bin("+", std::move(square), atom());
  }
  if (r < 42)
    return call("sigmoid", expr(depth - 1, scope));
  if (r < 50)
    return atom();
  if (r < 57) {
    ExprPtr a = positive(depth - 1, scope);
    return bin("*", std::move(a), positive(depth - 1, scope));
  }
  if (r < 63) {
    ExprPtr a = positive(depth - 1, scope);
    return bin("+", std::move(a), nonnegative(depth - 1, scope));
  }
  if (r < 68) {
    ExprPtr a = positive(depth - 1, scope);
    return bin("/", std::move(a), positive(depth - 1, scope));
  }
  if (r < 80) { // a mean of squares plus a positive term, as in RMSNorm
    for (int attempt = 0; attempt < 3; ++attempt) {
      const Tensor &t = rng_.pick(inputs_);
      if (t.shape.empty())
        continue;
      std::string k = fresh_var(rng_.pick(t.shape));
      Scope inner = scope;
      inner.push_back(k);
      ExprPtr a = access_using(k, inner);
      if (!a)
        continue;
      ExprPtr s = reduce("sum", k, nullptr, power(std::move(a), 2));
      if (rng_.chance(1, 2))
        s = bin("/", std::move(s), extent_expr(var_ext_.at(k)));
      return bin("+", std::move(s), atom());
    }
    return atom();
  }
  if (r < 85)
    return call("sqrt", positive(depth - 1, scope));
  if (r < 90)
    return call("rsqrt", positive(depth - 1, scope));
  if (r < 95) {
    ExprPtr a = positive(depth - 1, scope);
    return call("max", std::move(a), expr(depth - 1, scope));
  }
  ExprPtr base = positive(depth - 1, scope);
  return power(std::move(base), rng_.pick(std::vector<long>{2, 3, -1}));
}

ExprPtr Generator::nonnegative(int depth, const Scope &scope) {
  uint64_t r = rng_.below(100);
  if (r < 40 || depth <= 0)
    return positive(depth, scope);
  if (r < 65)
    return power(expr(depth - 1, scope), 2);
  if (r < 80)
    return call("sqrt", nonnegative(depth - 1, scope));
  if (r < 90)
    return call("max", expr(depth - 1, scope), num("0"));
  for (const Scalar &s : scalars_)
    if (s.kind == ScalarKind::NonNegative)
      return name(s.name);
  return positive(depth, scope);
}

ExprPtr Generator::nonzero(int depth, const Scope &scope) {
  uint64_t r = rng_.below(100);
  if (r < 55)
    return positive(depth, scope);
  if (r < 70)
    return neg(positive(depth, scope));
  return name(nonzero_scalar());
}

std::string Generator::nonzero_scalar() {
  std::vector<std::string> ok;
  for (const Scalar &s : scalars_)
    if (s.kind == ScalarKind::Positive || s.kind == ScalarKind::UnitInterval ||
        s.kind == ScalarKind::NonZero || s.kind == ScalarKind::Negative)
      ok.push_back(s.name);
  if (!ok.empty() && rng_.chance(3, 4))
    return rng_.pick(ok);
  static const std::vector<ScalarKind> kinds = {ScalarKind::Positive, ScalarKind::UnitInterval,
                                                ScalarKind::NonZero, ScalarKind::Negative};
  Scalar s{fresh("beta"), rng_.pick(kinds)};
  scalars_.push_back(s);
  return s.name;
}

} // namespace fuseproof::fuzz::gen
