#include "verify/term_text.h"

#include "verify/render.h"

#include <algorithm>

namespace fuseproof::verify {

std::string SymbolNames::preferred(IndexSym s) const {
  for (int hops = 0; hops < 64; ++hops) { // a chain of renamed copies ends at a named symbol
    auto named = preferred_.find(s);
    if (named != preferred_.end())
      return named->second;
    auto from = derived_.find(s);
    if (from == derived_.end())
      break;
    s = from->second;
  }
  return s.kind == IndexSym::Free ? "i" : "k";
}

TermPrinter::TermPrinter(const SymbolNames &names, size_t limit, bool exact)
    : names_(names), limit_(limit), exact_(exact) {
  const ir::Rule &rule = names.rule();
  for (const ir::Named &d : rule.dims)
    taken_.insert(d.name);
  for (const ir::Named &s : rule.scalars)
    taken_.insert(s.name);
  for (const ir::TensorInfo &t : rule.inputs)
    taken_.insert(t.name);
  for (const ir::Program *side : {&rule.lhs, &rule.rhs})
    for (const ir::TensorInfo &t : side->locals)
      taken_.insert(t.name);
  for (const char *word : {"sum", "max", "select", "exp", "log", "sqrt", "rsqrt", "sin", "cos"})
    taken_.insert(word);
}

std::string elide(const std::string &text, size_t limit) {
  if (limit == 0 || text.size() <= limit)
    return text;
  size_t head = limit * 2 / 3, tail = limit / 3;
  return text.substr(0, head) + " ... " + text.substr(text.size() - tail);
}

std::string TermPrinter::elided(std::string text) const { return elide(text, limit_); }

std::string TermPrinter::name(IndexSym s) {
  const ir::Rule &rule = names_.rule();
  if (s.kind == IndexSym::Dim && s.id >= 0 && s.id < static_cast<int>(rule.dims.size()))
    return rule.dims[s.id].name;
  if (s.kind == IndexSym::Read) { // an integer input's element: written as the rule reads it
    std::string out = s.read->name + "[";
    for (size_t i = 0; i < s.read->args.size(); ++i)
      out += (i ? ", " : "") + s.read->args[i].text([&](IndexSym x) { return name(x); });
    return out + "]";
  }
  for (auto bound = in_scope_.rbegin(); bound != in_scope_.rend(); ++bound)
    if (bound->first == s)
      return bound->second;
  auto it = assigned_.find(s);
  if (it != assigned_.end())
    return it->second;
  std::string fresh = unused_name(s);
  taken_.insert(fresh);
  return assigned_[s] = fresh;
}

std::string TermPrinter::unused_name(IndexSym s) const {
  auto visible = [&](const std::string &n) {
    if (taken_.count(n))
      return true;
    for (const auto &entry : in_scope_)
      if (entry.second == n)
        return true;
    return false;
  };
  std::string base = names_.preferred(s), candidate = base;
  for (int n = 2; visible(candidate); ++n)
    candidate = base + std::to_string(n);
  return candidate;
}

std::string TermPrinter::index(const IndexPoly &p) {
  if (p.is_zero_poly())
    return "0";
  // Positive terms first, the constant last, as in poly(): "N - i - 1".
  std::vector<std::pair<const IndexPoly::Monomial *, int64_t>> order, negative;
  std::optional<int64_t> constant_term;
  for (const auto &[mono, coef] : p.terms()) {
    if (mono.empty())
      constant_term = coef;
    else
      (coef < 0 ? negative : order).emplace_back(&mono, coef);
  }
  order.insert(order.end(), negative.begin(), negative.end());
  std::string out;
  auto magnitude = [](int64_t c) {
    return std::to_string(c < 0 ? 0 - static_cast<uint64_t>(c) : static_cast<uint64_t>(c));
  };
  auto sign = [&](int64_t c) {
    out += out.empty() ? (c < 0 ? "-" : "") : (c < 0 ? " - " : " + ");
  };
  for (const auto &[mono, coef] : order) {
    sign(coef);
    std::string m;
    for (const IndexSym &s : *mono)
      m += (m.empty() ? "" : "*") + name(s);
    out += (coef == 1 || coef == -1 ? "" : magnitude(coef) + "*") + m;
  }
  if (constant_term) {
    sign(*constant_term);
    out += magnitude(*constant_term);
  }
  return out;
}

std::string TermPrinter::cond(const SymCond &c) {
  std::string op = std::string(" ") + ir::cmp_spelling(c.op) + " ";
  return c.integer ? index(c.ia) + op + index(c.ib) : poly(c.va) + op + poly(c.vb);
}

namespace {

/// r written out in decimal when its denominator is 2^a 5^b and the text stays short.
std::optional<std::string> exact_decimal(const Rational &r) {
  using boost::multiprecision::cpp_int;
  cpp_int den = denominator(r);
  int twos = 0, fives = 0;
  for (; den % 2 == 0; den /= 2)
    ++twos;
  for (; den % 5 == 0; den /= 5)
    ++fives;
  int places = std::max(twos, fives);
  if (den != 1 || places > 24)
    return std::nullopt;
  cpp_int scale = 1;
  for (int i = 0; i < places; ++i)
    scale *= 10;
  std::string digits = (abs(numerator(r)) * scale / denominator(r)).str();
  if (digits.size() > 30)
    return std::nullopt;
  if (places > 0) {
    if (digits.size() <= static_cast<size_t>(places))
      digits.insert(0, static_cast<size_t>(places) + 1 - digits.size(), '0');
    digits.insert(digits.size() - places, ".");
  }
  return (r < 0 ? "-" : "") + digits;
}

bool is_reduction(const Atom &a) { return a.kind == AtomKind::Sum || a.kind == AtomKind::Max; }

/// A dimension's atom: cancels against 1/(that dimension).
bool is_dimension(const Atom &a) { return a.kind == AtomKind::Index && a.sym.kind == IndexSym::Dim; }

/// A product of dimensions with coefficient 1 (K, K^2 * N).
bool dimensions_only(const Poly &p) {
  if (p.terms().size() != 1)
    return false;
  const Poly::Term &t = p.terms().begin()->second;
  if (t.coef != 1 || t.factors.empty())
    return false;
  for (const AtomPtr &f : t.factors)
    if (!is_dimension(*f))
      return false;
  return true;
}

/// The atom of a one-factor monomial with coefficient 1 (the argument of 1/K is K).
const Atom *single_atom(const Poly &p) {
  if (p.terms().size() != 1)
    return nullptr;
  const Poly::Term &t = p.terms().begin()->second;
  return t.coef == 1 && t.factors.size() == 1 ? t.factors[0].get() : nullptr;
}

} // namespace

std::string TermPrinter::constant(const Rational &r) const {
  if (denominator(r) == 1)
    return r.str();
  if (auto d = exact_decimal(r))
    return *d;
  if (!exact_ && (abs(numerator(r)) > 1000000 || denominator(r) > 1000000))
    return number_text(r.convert_to<double>());
  return r.str();
}

std::string TermPrinter::poly(const Poly &p) {
  if (p.is_zero())
    return "0";
  // Positive terms first, the constant last: "a - b - 1", not "-1 - b + a".
  std::vector<const Poly::Term *> order, negative;
  const Poly::Term *constant_term = nullptr;
  for (const auto &[key, t] : p.terms()) {
    if (key.empty())
      constant_term = &t;
    else
      (t.coef < 0 ? negative : order).push_back(&t);
  }
  order.insert(order.end(), negative.begin(), negative.end());
  if (constant_term)
    order.push_back(constant_term);
  std::string out;
  for (const Poly::Term *t : order) {
    bool negative = t->coef < 0;
    if (out.empty())
      out = negative ? "-" : "";
    else
      out += negative ? " - " : " + ";
    out += monomial(negative ? Rational(-t->coef) : t->coef, t->factors);
  }
  return out;
}

std::string TermPrinter::monomial(const Rational &magnitude, const std::vector<AtomPtr> &factors) {
  // Equal atoms become powers. A reciprocal of dimensions (1/(K*N)) becomes negative powers
  // of them, so that K * 1/K^3 reads 1 / K^2 (every dimension is >= 1, so K/K = 1).
  std::vector<std::pair<const Atom *, int>> groups; // exponent < 0: in the denominator
  auto add = [&](const Atom *a, int exponent) {
    for (auto &[b, e] : groups)
      if (b->key == a->key) {
        e += exponent;
        return;
      }
    groups.push_back({a, exponent});
  };
  for (const AtomPtr &f : factors) {
    if (f->kind == AtomKind::Recip && dimensions_only(f->args[0])) {
      for (const AtomPtr &d : f->args[0].terms().begin()->second.factors)
        add(d.get(), -1);
    } else {
      add(f.get(), 1);
    }
  }
  auto power = [](std::string base, int n, bool parens) {
    if (n == 1)
      return base;
    return (parens ? "(" + base + ")" : base) + "^" + std::to_string(n);
  };
  std::vector<std::string> num, reductions, den;
  bool small_fraction = denominator(magnitude) != 1 && !exact_decimal(magnitude) &&
                        numerator(magnitude) <= 1000000 && denominator(magnitude) <= 1000000;
  if (small_fraction) {
    if (numerator(magnitude) != 1)
      num.push_back(numerator(magnitude).str());
    den.push_back(denominator(magnitude).str());
  } else if (magnitude != 1) {
    num.push_back(constant(magnitude));
  }
  for (const auto &[a, n] : groups) {
    if (n == 0)
      continue;
    if (n < 0) {
      den.push_back(power(atom(*a), -n, false));
    } else if (a->kind == AtomKind::Recip) {
      const Atom *arg = single_atom(a->args[0]);
      if (arg && !is_reduction(*arg)) {
        den.push_back(power(atom(*arg), n, false));
      } else {
        // A sum or a product in a denominator is parenthesised at any power:
        // "x / (exp(-a) + 1)", "x / (2 * Q)".
        std::string base = poly(a->args[0]);
        const auto &terms = a->args[0].terms();
        bool compound =
            terms.size() > 1 || (terms.size() == 1 && (terms.begin()->second.coef != 1 ||
                                                       terms.begin()->second.factors.size() > 1));
        den.push_back(power(compound ? "(" + base + ")" : base, n, !compound));
      }
    } else if (is_reduction(*a)) {
      reductions.push_back(power(atom(*a), n, true));
    } else {
      num.push_back(power(atom(*a), n, false));
    }
  }
  // A reduction's body extends to the end of a product: one that is not last is parenthesised.
  for (size_t r = 0; r < reductions.size(); ++r) {
    bool last = r + 1 == reductions.size() && den.empty();
    num.push_back(last || reductions[r].front() == '(' ? reductions[r] : "(" + reductions[r] + ")");
  }
  auto join = [](const std::vector<std::string> &parts) {
    std::string s;
    for (const std::string &p : parts)
      s += (s.empty() ? "" : " * ") + p;
    return s;
  };
  std::string out = num.empty() ? "1" : join(num);
  if (!den.empty())
    out += " / " + (den.size() == 1 ? den[0] : "(" + join(den) + ")");
  return out;
}

std::string TermPrinter::binder(const char *head, const Atom &a) {
  // The symbols free in the binder claim their names first, so its variables avoid them.
  for (const IndexSym &s : a.free)
    name(s);
  size_t depth = in_scope_.size();
  std::string out;
  for (size_t p = 0; p < a.vars.size(); ++p) {
    std::string extent = index(a.extents[p]); // in the scope of the earlier variables only
    in_scope_.emplace_back(a.vars[p], unused_name(a.vars[p]));
    out += std::string(head) + "(" + in_scope_.back().second + " < " + extent + ") ";
  }
  const Poly &body = a.args[0];
  std::string text = poly(body);
  in_scope_.resize(depth);
  return out + (body.terms().size() > 1 ? "(" + text + ")" : text);
}

std::string TermPrinter::atom(const Atom &a) {
  const ir::Rule &rule = names_.rule();
  switch (a.kind) {
  case AtomKind::Index: return name(a.sym);
  case AtomKind::Scalar: return rule.scalars.at(a.id).name;
  case AtomKind::Input: {
    std::string out = rule.inputs.at(a.id).name;
    if (a.indices.empty())
      return out;
    out += "[";
    for (size_t i = 0; i < a.indices.size(); ++i)
      out += (i ? ", " : "") + index(a.indices[i]);
    return out + "]";
  }
  case AtomKind::Fn:
    return (a.fn == ir::Fn::Opaque ? rule.opaques.at(a.id).name : std::string(ir::fn_name(a.fn))) +
           "(" + poly(a.args[0]) + ")";
  case AtomKind::Recip: return "1 / (" + poly(a.args[0]) + ")";
  case AtomKind::Sum: return binder("sum", a);
  case AtomKind::Max: return binder("max", a);
  case AtomKind::Ite:
    return "select(" + cond(*a.cond) + ", " + poly(a.args[0]) + ", " + poly(a.args[1]) + ")";
  case AtomKind::Absent: return "absent";
  case AtomKind::Pi: return "pi";
  }
  return "?";
}

} // namespace fuseproof::verify
