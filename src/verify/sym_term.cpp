#include "verify/sym_term.h"

#include "semantics/shape.h"
#include "verify/term_text.h"

#include <algorithm>
#include <limits>

namespace fuseproof::verify {

namespace {


void replace_all(std::string &s, const std::string &from, const std::string &to) {
  for (size_t at = s.find(from); at != std::string::npos; at = s.find(from, at + to.size()))
    s.replace(at, from.size(), to);
}

AtomPtr finish(Atom a) { return std::make_shared<const Atom>(std::move(a)); }

Atom blank_atom(AtomKind kind, std::string key, int height = 0) {
  Atom a;
  a.kind = kind;
  a.key = std::move(key);
  a.height = height;
  return a;
}

int max_height(const std::vector<Poly> &polys) {
  int h = 0;
  for (const Poly &p : polys)
    for (const auto &[k, t] : p.terms())
      for (const AtomPtr &f : t.factors)
        h = std::max(h, f->height);
  return h;
}

/// The symbols an index depends on: a read's own indices' symbols stand for the read.
std::set<IndexSym> index_syms(const IndexPoly &p) {
  std::set<IndexSym> out;
  for (const auto &[m, c] : p.terms())
    for (const IndexSym &s : m) {
      if (s.kind != IndexSym::Read) {
        out.insert(s);
        continue;
      }
      for (const IndexPoly &a : s.read->args) {
        std::set<IndexSym> inner = index_syms(a);
        out.insert(inner.begin(), inner.end());
      }
    }
  return out;
}

std::string cond_key(const SymCond &c) {
  std::string a = c.integer ? index_key(c.ia) : c.va.key();
  std::string b = c.integer ? index_key(c.ib) : c.vb.key();
  return a + " " + ir::cmp_spelling(c.op) + " " + b;
}

/// A binder's key: its own variables renamed to @<height>.<position>, so alpha-equivalent
/// binders get equal keys and nested binders never clash.
std::string binder_key(const std::string &head, const std::vector<IndexSym> &vars,
                       const std::vector<IndexPoly> &extents, const std::string &body_key,
                       int height) {
  std::string key = head + "{";
  std::string body = body_key;
  for (size_t p = 0; p < vars.size(); ++p) {
    std::string canon = "@" + std::to_string(height) + "." + std::to_string(p);
    replace_all(body, bound_token(vars[p].id), canon);
    key += (p ? ", " : "") + canon + " < " + index_key(extents[p]);
  }
  return key + "}(" + body + ")";
}

Poly sum_atom(const std::vector<IndexSym> &vars, const std::vector<IndexPoly> &extents,
              std::vector<AtomPtr> factors) {
  Poly body = Poly::constant(1);
  for (const AtomPtr &f : factors)
    body = body * Poly::atom(f);
  Atom a = blank_atom(AtomKind::Sum, "", max_height({body}) + 1);
  a.args = {body};
  a.vars = vars;
  a.extents = extents;
  a.free = body.free_syms();
  for (const IndexSym &v : vars)
    a.free.erase(v);
  for (const IndexPoly &e : extents) {
    auto s = index_syms(e);
    a.free.insert(s.begin(), s.end());
  }
  a.key = binder_key("sum", vars, extents, body.key(), a.height);
  return Poly::atom(finish(std::move(a)));
}

} // namespace

std::string index_key(const IndexPoly &p) { return p.text(sym_name); }

std::string rational_text(const Rational &r) { return r.str(); }

bool Atom::depends_on_any(const std::vector<IndexSym> &syms) const {
  for (const IndexSym &s : syms)
    if (free.count(s))
      return true;
  return false;
}

// ---- Poly ----

/// Law exp-product (exp(a) exp(b) = exp(a + b)), used to keep one canonical set of exponential
/// factors per monomial: the arguments are added up and one exp is kept per monomial of the
/// sum, so exp(m) exp(-m) disappears and exp(z - m) splits into factors a sum can pull out.
std::vector<AtomPtr> Poly::combine_exps(std::vector<AtomPtr> factors) {
  size_t exps = 0;
  for (const AtomPtr &f : factors)
    exps += f->kind == AtomKind::Fn && f->fn == ir::Fn::Exp;
  if (exps < 2)
    return factors;
  std::vector<AtomPtr> out;
  Poly total;
  for (const AtomPtr &f : factors) {
    if (f->kind == AtomKind::Fn && f->fn == ir::Fn::Exp)
      total = total + f->args[0];
    else
      out.push_back(f);
  }
  for (const auto &[k, t] : total.terms()) {
    Poly single;
    single.terms_.emplace(k, t);
    out.push_back(fn_atom(ir::Fn::Exp, single));
  }
  return out;
}

Poly Poly::constant(const Rational &c) {
  Poly p;
  p.add_term(c, {});
  return p;
}

Poly Poly::atom(AtomPtr a) {
  Poly p;
  p.add_term(1, {std::move(a)});
  return p;
}

Poly Poly::from_index(const IndexPoly &ip) {
  Poly out;
  for (const auto &[mono, coef] : ip.terms()) {
    std::vector<AtomPtr> factors;
    for (const IndexSym &s : mono)
      factors.push_back(index_atom(s));
    out.add_term(Rational(coef), std::move(factors));
  }
  return out;
}

std::string Poly::monomial_key(const std::vector<AtomPtr> &factors) {
  std::string key;
  for (const AtomPtr &f : factors)
    key += (key.empty() ? "" : " * ") + f->key;
  return key;
}

void Poly::add_term(const Rational &c, std::vector<AtomPtr> factors) {
  if (c == 0)
    return;
  factors = combine_exps(std::move(factors));
  std::sort(factors.begin(), factors.end(),
            [](const AtomPtr &a, const AtomPtr &b) { return a->key < b->key; });
  std::string key = monomial_key(factors);
  auto it = terms_.find(key);
  if (it == terms_.end()) {
    terms_.emplace(key, Term{c, std::move(factors)});
    return;
  }
  it->second.coef += c;
  if (it->second.coef == 0)
    terms_.erase(it);
}

Poly Poly::operator+(const Poly &o) const {
  Poly out = *this;
  for (const auto &[k, t] : o.terms_)
    out.add_term(t.coef, t.factors);
  return out;
}

Poly Poly::operator-(const Poly &o) const { return *this + o.scaled(-1); }

Poly Poly::scaled(const Rational &c) const {
  Poly out;
  for (const auto &[k, t] : terms_)
    out.add_term(t.coef * c, t.factors);
  return out;
}

Poly Poly::operator*(const Poly &o) const {
  // Expanding a product multiplies term counts: (x + y + z + 1)^60 has 39,711 terms and ^999
  // would not fit in memory. Past the budget the normal form is given up (the all-sizes tier
  // answers "not proved", the bounded tier runs under its solver budgets) instead of hanging.
  if (terms_.size() * o.terms_.size() > kMaxProductTerms)
    throw TermBudgetExceeded("a product of " + std::to_string(terms_.size()) + " and " +
                             std::to_string(o.terms_.size()) + " terms exceeds the term budget (" +
                             std::to_string(kMaxProductTerms) + ")");
  Poly out;
  for (const auto &[ka, a] : terms_)
    for (const auto &[kb, b] : o.terms_) {
      std::vector<AtomPtr> f = a.factors;
      f.insert(f.end(), b.factors.begin(), b.factors.end());
      out.add_term(a.coef * b.coef, std::move(f));
    }
  return out;
}

std::optional<Rational> Poly::as_constant() const {
  if (terms_.empty())
    return Rational(0);
  if (terms_.size() == 1 && terms_.begin()->second.factors.empty())
    return terms_.begin()->second.coef;
  return std::nullopt;
}

std::string Poly::key() const {
  if (terms_.empty())
    return "0";
  std::string out;
  for (const auto &[k, t] : terms_) {
    if (!out.empty())
      out += " + ";
    if (k.empty())
      out += rational_text(t.coef);
    else
      out += (t.coef == 1 ? "" : rational_text(t.coef) + "*") + "(" + k + ")";
  }
  return out;
}

std::set<IndexSym> Poly::free_syms() const {
  std::set<IndexSym> out;
  for (const auto &[k, t] : terms_)
    for (const AtomPtr &f : t.factors)
      out.insert(f->free.begin(), f->free.end());
  return out;
}

// ---- atoms ----

AtomPtr index_atom(IndexSym s) {
  Atom a = blank_atom(AtomKind::Index, sym_name(s));
  a.sym = s;
  a.free = index_syms(IndexPoly::symbol(s));
  return finish(std::move(a));
}

AtomPtr absent_atom() { return finish(blank_atom(AtomKind::Absent, "absent!")); }

AtomPtr pi_atom() { return finish(blank_atom(AtomKind::Pi, "pi!")); }

namespace {
bool integer_valued(const Atom &f) {
  return f.kind == AtomKind::Index || (f.kind == AtomKind::Fn && f.fn == ir::Fn::Round);
}

/// A monomial 2 k pi n: one pi factor, every other factor integer-valued, the coefficient an
/// even integer.
bool whole_turns(const Poly::Term &t) {
  int pis = 0;
  for (const AtomPtr &f : t.factors) {
    if (f->kind == AtomKind::Pi)
      ++pis;
    else if (!integer_valued(*f))
      return false;
  }
  return pis == 1 && denominator(t.coef) == 1 && numerator(t.coef) % 2 == 0;
}
} // namespace

Poly without_whole_turns(SumLaws &laws, const Poly &arg) {
  if (!laws.trig_period)
    return arg;
  Poly out;
  for (const auto &[k, t] : arg.terms()) {
    if (whole_turns(t)) {
      if (laws.log)
        laws.log->push_back({"trig-period", t.factors, {}});
      continue;
    }
    Poly term = Poly::constant(t.coef);
    for (const AtomPtr &f : t.factors)
      term = term * Poly::atom(f);
    out = out + term;
  }
  return out;
}

AtomPtr scalar_atom(int id, const std::string &name) {
  Atom a = blank_atom(AtomKind::Scalar, "s:" + name);
  a.id = id;
  return finish(std::move(a));
}

AtomPtr input_atom(int id, const std::string &name, std::vector<IndexPoly> indices) {
  Atom a = blank_atom(AtomKind::Input, name + "[");
  a.id = id;
  for (size_t i = 0; i < indices.size(); ++i) {
    a.key += (i ? ", " : "") + index_key(indices[i]);
    auto s = index_syms(indices[i]);
    a.free.insert(s.begin(), s.end());
  }
  a.key += "]";
  a.indices = std::move(indices);
  return finish(std::move(a));
}

AtomPtr fn_atom(ir::Fn fn, Poly arg) {
  Atom a = blank_atom(AtomKind::Fn, std::string(ir::fn_name(fn)) + "(" + arg.key() + ")",
                      max_height({arg}));
  a.fn = fn;
  a.free = arg.free_syms();
  a.args = {std::move(arg)};
  return finish(std::move(a));
}

AtomPtr opaque_atom(int id, const std::string &name, Poly arg) {
  // The prefix keeps a declared name apart from every built-in function's key.
  Atom a = blank_atom(AtomKind::Fn, "opaque:" + name + "(" + arg.key() + ")", max_height({arg}));
  a.fn = ir::Fn::Opaque;
  a.id = id;
  a.opaque_name = name;
  a.free = arg.free_syms();
  a.args = {std::move(arg)};
  return finish(std::move(a));
}

AtomPtr same_fn_atom(SumLaws &laws, const Atom &f, Poly arg) {
  if (f.fn == ir::Fn::Opaque)
    return opaque_atom(f.id, f.opaque_name, std::move(arg));
  return f.fn == ir::Fn::Sin || f.fn == ir::Fn::Cos ? trig_atom(laws, f.fn, arg)
                                                    : fn_atom(f.fn, std::move(arg));
}

AtomPtr trig_atom(SumLaws &laws, ir::Fn fn, const Poly &arg) {
  return fn_atom(fn, without_whole_turns(laws, arg));
}

Poly exp_of(const Poly &arg) {
  Poly out = Poly::constant(1);
  for (const auto &[k, t] : arg.terms()) {
    if ((t.coef == 1 || t.coef == -1) && t.factors.size() == 1 &&
        t.factors[0]->kind == AtomKind::Fn && t.factors[0]->fn == ir::Fn::Log) {
      // exp(log x) = x and exp(-log x) = 1/x; log's obligation x > 0 is recorded.
      const Poly &x = t.factors[0]->args[0];
      out = out * (t.coef == 1 ? x : reciprocal(x));
      continue;
    }
    Poly single = Poly::constant(t.coef);
    for (const AtomPtr &f : t.factors)
      single = single * Poly::atom(f);
    out = out * Poly::atom(fn_atom(ir::Fn::Exp, single));
  }
  return out;
}

namespace {

/// The exponential factors every monomial of `p` has (matched by key, each occurrence once); for
/// one monomial, all of its exponentials.
std::vector<AtomPtr> common_exp_factors(const Poly &p) {
  std::vector<AtomPtr> common;
  bool first = true;
  for (const auto &[k, t] : p.terms()) {
    std::vector<AtomPtr> exps;
    for (const AtomPtr &f : t.factors)
      if (f->kind == AtomKind::Fn && f->fn == ir::Fn::Exp)
        exps.push_back(f);
    if (first) {
      common = exps;
      first = false;
      continue;
    }
    std::vector<AtomPtr> kept;
    for (const AtomPtr &c : common) {
      auto it = std::find_if(exps.begin(), exps.end(),
                             [&](const AtomPtr &e) { return e->key == c->key; });
      if (it != exps.end()) {
        kept.push_back(c);
        exps.erase(it);
      }
    }
    common = kept;
  }
  return common;
}

} // namespace

Poly log_of(const Poly &arg) {
  // log(exp(a) exp(b) X) = a + b + log(X), and log(exp(a) X + exp(a) Y) = a + log(X + Y): the
  // exponentials that every monomial has are a factor of the whole argument and leave the log.
  // Valid wherever the log is defined: its obligation (the whole argument > 0) is recorded, and
  // it gives X > 0, X + Y > 0 (exponentials are positive). X = 1 leaves no log at all. The
  // second form is what the online log-sum-exp merge needs: log(exp(-m) S1 + exp(-m) S2).
  std::vector<AtomPtr> common = common_exp_factors(arg);
  if (!common.empty()) {
    Poly exponents, rest;
    for (const AtomPtr &c : common)
      exponents = exponents + c->args[0];
    for (const auto &[k, t] : arg.terms()) {
      Poly term = Poly::constant(t.coef);
      std::vector<AtomPtr> left = common;
      for (const AtomPtr &f : t.factors) {
        auto it = std::find_if(left.begin(), left.end(),
                               [&](const AtomPtr &c) { return c->key == f->key; });
        if (it != left.end())
          left.erase(it); // each common factor leaves once
        else
          term = term * Poly::atom(f);
      }
      rest = rest + term;
    }
    return rest.as_constant() == Rational(1) ? exponents : exponents + log_of(rest);
  }
  return Poly::atom(fn_atom(ir::Fn::Log, arg));
}

Poly reciprocal(const Poly &arg) {
  if (auto c = arg.as_constant(); c && *c != 0)
    return Poly::constant(1 / *c);
  // 1 / (c exp(a) R) = (1/c) exp(-a) / R: exponentials leave the reciprocal, so that exp(-m) and
  // 1 / exp(-m) cancel (exp-product); exp is never 0, the divisor's obligation stays recorded.
  if (arg.terms().size() == 1) {
    const Poly::Term &t = arg.terms().begin()->second;
    Poly inverted = Poly::constant(1 / t.coef), rest = Poly::constant(1);
    bool any_exp = false;
    for (const AtomPtr &f : t.factors) {
      if (f->kind == AtomKind::Fn && f->fn == ir::Fn::Exp) {
        inverted = inverted * exp_of(f->args[0].scaled(-1));
        any_exp = true;
      } else {
        rest = rest * Poly::atom(f);
      }
    }
    if (any_exp)
      return rest.as_constant() ? inverted : inverted * reciprocal(rest);
  }
  Atom a = blank_atom(AtomKind::Recip, "1/(" + arg.key() + ")", max_height({arg}));
  a.free = arg.free_syms();
  a.args = {arg};
  return Poly::atom(finish(std::move(a)));
}

Poly ite(const SymCond &cond, const Poly &then_value, const Poly &else_value) {
  if (then_value.key() == else_value.key())
    return then_value;
  if (cond.integer) {
    if (auto d = (cond.ia - cond.ib).as_constant())
      return semantics::compare_values<int64_t>(cond.op, *d, 0) ? then_value : else_value;
  }
  Atom a = blank_atom(AtomKind::Ite, "", max_height({then_value, else_value, cond.va, cond.vb}));
  a.key = "ite(" + cond_key(cond) + ", " + then_value.key() + ", " + else_value.key() + ")";
  a.free = then_value.free_syms();
  for (const auto &part : {else_value.free_syms(), cond.va.free_syms(), cond.vb.free_syms(),
                           index_syms(cond.ia), index_syms(cond.ib)})
    a.free.insert(part.begin(), part.end());
  a.cond = cond;
  a.args = {then_value, else_value};
  return Poly::atom(finish(std::move(a)));
}

namespace {

std::set<IndexSym> cond_syms(const SymCond &c) {
  std::set<IndexSym> out = index_syms(c.ia);
  for (const auto &part : {index_syms(c.ib), c.va.free_syms(), c.vb.free_syms()})
    out.insert(part.begin(), part.end());
  return out;
}

/// What `d == 0` says about v, for d affine in v with a coefficient c that divides every other
/// coefficient: v == e (e free of v; exact, as c divides the rest), or never (c divides every
/// coefficient but the constant's, so d is never a multiple of c: `2*p' + 1 == 2*p`).
struct Solution {
  bool never = false;
  IndexPoly value;
};

/// nullopt when d does not have that form (v absent, v in a product, or c not dividing a
/// coefficient, as in `2*p' == q`: whether q is even is not known).
std::optional<Solution> solve_for(const IndexPoly &d, IndexSym v) {
  int64_t coef = 0;
  std::vector<std::pair<std::vector<IndexSym>, int64_t>> rest;
  for (const auto &[mono, c] : d.terms()) {
    if (mono.size() == 1 && mono[0] == v) {
      coef = c;
      continue;
    }
    if (std::find(mono.begin(), mono.end(), v) != mono.end())
      return std::nullopt;
    rest.emplace_back(mono, c);
  }
  if (coef == 0 || coef == std::numeric_limits<int64_t>::min())
    return std::nullopt;
  // coef * v + rest == 0  <=>  v == -rest / coef, when coef divides every coefficient of rest.
  // Every non-constant coefficient is checked before the constant's can decide "never".
  bool constant_divisible = true;
  for (const auto &[mono, c] : rest) {
    if (c == std::numeric_limits<int64_t>::min()) // -(c / coef) would wrap for coef == -1
      return std::nullopt;
    if (c % coef == 0)
      continue;
    if (!mono.empty())
      return std::nullopt;
    constant_divisible = false;
  }
  if (!constant_divisible)
    return Solution{true, {}};
  IndexPoly value;
  for (const auto &[mono, c] : rest) {
    IndexPoly m = IndexPoly::constant(-(c / coef));
    for (const IndexSym &x : mono)
      m = m * IndexPoly::symbol(x);
    value = value + m;
  }
  return Solution{false, value};
}

} // namespace

/// Law select-collapse, on one monomial `coef * factors` of a sum's body over `vars`: a select
/// whose condition no summed variable enters leaves the sum (sum select(c, A, B) R =
/// select(c, sum A R, sum B R)); a select on `v == e` (or `v != e`), v summed over [0, n) and e
/// free of v, keeps of its then-branch only the term at v = e:
///   sum_v select(v == e, A, B) R = sum_v B R + select(0 <= e < n, (A R)(e) - (B R)(e), 0).
/// Both are exact over the integers, for any e (an e outside the range leaves no term). A
/// condition `c*v + r == 0` whose c divides every coefficient of r is `v == -r/c`; when c divides
/// all but r's constant, it never holds (`2*v + 1 == 2*q`: odd against even), leaving sum_v B R.
static std::optional<Poly> collapse_select(SumLaws &laws, const std::vector<IndexSym> &vars,
                                    const std::vector<IndexPoly> &extents,
                                    const Poly::Term &term) {
  for (size_t fi = 0; fi < term.factors.size(); ++fi) {
    const AtomPtr &f = term.factors[fi];
    if (f->kind != AtomKind::Ite || !f->depends_on_any(vars))
      continue;
    Poly rest = Poly::constant(term.coef);
    for (size_t j = 0; j < term.factors.size(); ++j)
      if (j != fi)
        rest = rest * Poly::atom(term.factors[j]);
    const SymCond &c = *f->cond;
    Poly then_part = f->args[0] * rest, else_part = f->args[1] * rest;
    std::set<IndexSym> in_cond = cond_syms(c);
    bool cond_free = std::none_of(vars.begin(), vars.end(),
                                  [&](const IndexSym &v) { return in_cond.count(v) > 0; });
    if (cond_free) {
      if (laws.log)
        laws.log->push_back({"select-collapse", {f}, {}});
      return ite(c, make_sum(laws, vars, extents, then_part),
                 make_sum(laws, vars, extents, else_part));
    }
    // Branches free of the summed variables leave the sum, the condition stays inside as an
    // indicator: select(c, A, B) = B + (A - B) select(c, 1, 0) (a max's maximiser mask).
    // (Constant branches stay: select(c, 1, 0) is the indicator itself.)
    std::set<IndexSym> in_branches = f->args[0].free_syms();
    for (const IndexSym &x : f->args[1].free_syms())
      in_branches.insert(x);
    bool branches_free = !in_branches.empty() &&
                         std::none_of(vars.begin(), vars.end(), [&](const IndexSym &v) {
                           return in_branches.count(v) > 0;
                         });
    if (branches_free) {
      if (laws.log)
        laws.log->push_back({"select-collapse", {f}, {}});
      Poly indicator = ite(c, Poly::constant(1), Poly());
      return make_sum(laws, vars, extents, f->args[1] * rest) +
             make_sum(laws, vars, extents, (f->args[0] - f->args[1]) * indicator * rest);
    }
    if (!c.integer || (c.op != ir::CmpOp::Eq && c.op != ir::CmpOp::Ne))
      continue;
    for (size_t p = 0; p < vars.size(); ++p) {
      std::optional<Solution> solved = solve_for(c.ia - c.ib, vars[p]);
      if (!solved)
        continue;
      const IndexPoly *e = solved->never ? nullptr : &solved->value;
      // e another variable of this sum over the same range: the diagonal, always in range.
      bool diagonal = false;
      for (size_t q = 0; e && q < vars.size(); ++q)
        diagonal = diagonal || (q != p && *e == IndexPoly::symbol(vars[q]) &&
                                extents[q] == extents[p]);
      // Any other e over summed variables (a tile's u = k - BN*t, t summed outside) is left
      // for tile-reindex to merge the tile's two variables first: the collapse then removes
      // the whole sum instead of leaving a sum over t of a tile mask.
      if (e && !diagonal && e->mentions_kind(IndexSym::Bound))
        continue;
      std::vector<std::string> scripts;
      if (laws.confirm) {
        std::optional<std::string> script =
            laws.confirm({c.ia - c.ib, vars[p], e ? std::optional<IndexPoly>(*e) : std::nullopt});
        if (!script)
          continue;
        scripts.push_back(*script);
      }
      if (laws.log)
        laws.log->push_back({"select-collapse", {f}, scripts});
      if (c.op == ir::CmpOp::Ne)
        std::swap(then_part, else_part);
      if (!e) // the condition `==` never holds: only the else-branch remains
        return make_sum(laws, vars, extents, else_part);
      Poly at_e = substitute(laws, then_part - else_part, vars[p], *e);
      SymCond nonneg{ir::CmpOp::Ge, true, *e, IndexPoly::constant(0), {}, {}};
      SymCond below{ir::CmpOp::Lt, true, *e, extents[p], {}, {}};
      Poly single = diagonal ? at_e : ite(nonneg, ite(below, at_e, Poly()), Poly());
      std::vector<IndexSym> others = vars;
      std::vector<IndexPoly> other_extents = extents;
      others.erase(others.begin() + static_cast<std::ptrdiff_t>(p));
      other_extents.erase(other_extents.begin() + static_cast<std::ptrdiff_t>(p));
      Poly rest_sum = make_sum(laws, vars, extents, else_part);
      return rest_sum + (others.empty() ? single : make_sum(laws, others, other_extents, single));
    }
  }
  return std::nullopt;
}

namespace {

/// Pull-out through a mask: select(c, k * F * A, 0) = k * F * select(c, A, 0) for F free of the
/// summed variables (a masked tile's exp(z - m) = exp(z) exp(-m) gives exp(-m) up, to cancel
/// against the exp(m) of the merge). Returns the mask left behind, after moving F to
/// `independent` and k to `coef`; null when nothing moves.
AtomPtr pull_out_of_mask(const AtomPtr &f, const std::vector<IndexSym> &vars,
                         std::vector<AtomPtr> &independent, Rational &coef) {
  if (f->kind != AtomKind::Ite || !f->args[1].is_zero() || f->args[0].terms().size() != 1)
    return nullptr;
  const Poly::Term &then = f->args[0].terms().begin()->second;
  Poly kept = Poly::constant(1);
  std::vector<AtomPtr> moved;
  for (const AtomPtr &g : then.factors) {
    if (g->depends_on_any(vars))
      kept = kept * Poly::atom(g);
    else
      moved.push_back(g);
  }
  if (moved.empty() && then.coef == 1)
    return nullptr;
  Poly masked = ite(*f->cond, kept, Poly());
  if (masked.terms().size() != 1)
    return nullptr;
  const Poly::Term &only = masked.terms().begin()->second;
  if (only.coef != 1 || only.factors.size() != 1)
    return nullptr;
  independent.insert(independent.end(), moved.begin(), moved.end());
  coef *= then.coef;
  return only.factors[0];
}

} // namespace

Poly make_sum(SumLaws &laws, const std::vector<IndexSym> &vars,
              const std::vector<IndexPoly> &extents, const Poly &body) {
  Poly out;
  for (const auto &[k, term] : body.terms()) {
    if (laws.select_collapse)
      if (std::optional<Poly> collapsed = collapse_select(laws, vars, extents, term)) {
        out = out + *collapsed;
        continue;
      }
    std::vector<IndexSym> all_vars = vars;
    std::vector<IndexPoly> all_extents = extents;
    std::vector<AtomPtr> dependent, independent;
    std::set<std::string> absorbed; // a nested sum used twice needs fresh variables the 2nd time
    std::vector<AtomPtr> work = term.factors;
    Rational mask_coef = 1;
    for (size_t i = 0; i < work.size(); ++i) {
      AtomPtr f = work[i];
      if (!laws.pull_out) {
        dependent.push_back(f);
        continue;
      }
      if (!f->depends_on_any(all_vars)) {
        independent.push_back(f);
        continue;
      }
      if (AtomPtr inner = pull_out_of_mask(f, all_vars, independent, mask_coef)) {
        dependent.push_back(inner);
        continue;
      }
      bool extents_free = true;
      for (const IndexPoly &e : f->extents)
        for (const IndexSym &v : all_vars)
          extents_free = extents_free && !e.mentions(v);
      if (f->kind != AtomKind::Sum || !extents_free || !laws.absorb) {
        dependent.push_back(f);
        continue;
      }
      // Absorb a nested sum: sum_k a(k) * sum_j b(j,k) = sum_{k,j} a(k) b(j,k).
      if (laws.log)
        laws.log->push_back({"absorb-nested-sum", {f}, {}});
      Poly inner = f->args[0];
      std::vector<IndexSym> inner_vars = f->vars;
      if (!absorbed.insert(f->key).second) {
        for (IndexSym &v : inner_vars) {
          IndexSym fresh{IndexSym::Bound, laws.next_fresh++};
          if (laws.names)
            laws.names->derive(fresh, v);
          inner = substitute(laws, inner, v, IndexPoly::symbol(fresh));
          v = fresh;
        }
      }
      all_vars.insert(all_vars.end(), inner_vars.begin(), inner_vars.end());
      all_extents.insert(all_extents.end(), f->extents.begin(), f->extents.end());
      const Poly::Term &only = inner.terms().begin()->second; // a sum's body is one monomial
      work.insert(work.end(), only.factors.begin(), only.factors.end());
    }
    // Variables no dependent factor mentions contribute their extent as a factor.
    if (laws.log && !independent.empty())
      laws.log->push_back({"pull-out", independent, {}});
    Poly scale = Poly::constant(term.coef * mask_coef);
    for (const AtomPtr &f : independent)
      scale = scale * Poly::atom(f);
    std::vector<IndexSym> used_vars;
    std::vector<IndexPoly> used_extents;
    for (size_t p = 0; p < all_vars.size(); ++p) {
      bool used = !laws.pull_out;
      for (const AtomPtr &f : dependent)
        used = used || f->free.count(all_vars[p]);
      if (used) {
        used_vars.push_back(all_vars[p]);
        used_extents.push_back(all_extents[p]);
      } else {
        scale = scale * Poly::from_index(all_extents[p]);
      }
    }
    out = out + (used_vars.empty() ? scale : scale * sum_atom(used_vars, used_extents, dependent));
  }
  return out;
}

Poly make_max(IndexSym var, const IndexPoly &extent, const Poly &body) {
  if (!body.free_syms().count(var))
    return body; // the max of a constant over a non-empty range (the caller requires one)
  Atom a = blank_atom(AtomKind::Max, "", max_height({body}) + 1);
  a.vars = {var};
  a.extents = {extent};
  a.free = body.free_syms();
  a.free.erase(var);
  auto s = index_syms(extent);
  a.free.insert(s.begin(), s.end());
  a.key = binder_key("max", a.vars, a.extents, body.key(), a.height);
  a.args = {body};
  return Poly::atom(finish(std::move(a)));
}

namespace {

Poly substitute_atom(SumLaws &laws, const AtomPtr &a, IndexSym s, const IndexPoly &v) {
  if (!a->free.count(s))
    return Poly::atom(a);
  switch (a->kind) {
  case AtomKind::Index: return Poly::from_index(v);
  case AtomKind::Scalar:
  case AtomKind::Absent:
  case AtomKind::Pi: return Poly::atom(a);
  case AtomKind::Input: {
    std::vector<IndexPoly> idx;
    for (const IndexPoly &i : a->indices)
      idx.push_back(i.substitute(s, v));
    std::string name = a->key.substr(0, a->key.find('['));
    return Poly::atom(input_atom(a->id, name, std::move(idx)));
  }
  case AtomKind::Fn: return Poly::atom(same_fn_atom(laws, *a, substitute(laws, a->args[0], s, v)));
  case AtomKind::Recip: return reciprocal(substitute(laws, a->args[0], s, v));
  case AtomKind::Sum:
  case AtomKind::Max: {
    std::vector<IndexPoly> ext;
    for (const IndexPoly &e : a->extents)
      ext.push_back(e.substitute(s, v));
    Poly body = substitute(laws, a->args[0], s, v);
    return a->kind == AtomKind::Sum ? make_sum(laws, a->vars, ext, body)
                                    : make_max(a->vars[0], ext[0], body);
  }
  case AtomKind::Ite: {
    SymCond c = *a->cond;
    c.ia = c.ia.substitute(s, v);
    c.ib = c.ib.substitute(s, v);
    c.va = substitute(laws, c.va, s, v);
    c.vb = substitute(laws, c.vb, s, v);
    return ite(c, substitute(laws, a->args[0], s, v), substitute(laws, a->args[1], s, v));
  }
  }
  return Poly::atom(a);
}

} // namespace

Poly substitute(SumLaws &laws, const Poly &p, IndexSym s, const IndexPoly &value) {
  Poly out;
  for (const auto &[k, t] : p.terms()) {
    Poly term = Poly::constant(t.coef);
    for (const AtomPtr &f : t.factors)
      term = term * substitute_atom(laws, f, s, value);
    out = out + term;
  }
  return out;
}

} // namespace fuseproof::verify
