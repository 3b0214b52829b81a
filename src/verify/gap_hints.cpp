#include "verify/gap_hints.h"

#include <map>

namespace fuseproof::verify {

namespace {

/// Every atom of `p`, its arguments and bodies included, each once, in order of first meeting.
void collect(const Poly &p, std::map<std::string, AtomPtr> &seen, std::vector<AtomPtr> &out) {
  for (const auto &[key, term] : p.terms())
    for (const AtomPtr &a : term.factors) {
      if (!seen.emplace(a->key, a).second)
        continue;
      out.push_back(a);
      for (const Poly &arg : a->args)
        collect(arg, seen, out);
      if (a->cond) {
        collect(a->cond->va, seen, out);
        collect(a->cond->vb, seen, out);
      }
    }
}

/// The argument is one product of several factors (or a scaled factor): log(a * b), sqrt(2 a).
bool is_product(const Poly &arg) {
  if (arg.terms().size() != 1)
    return false;
  const Poly::Term &t = arg.terms().begin()->second;
  return t.factors.size() >= 2 || (t.factors.size() == 1 && t.coef != 1);
}

/// A sum of several terms, or a multiple of one: sin(a + b), cos(2 a).
bool is_compound(const Poly &arg) {
  if (arg.terms().size() != 1)
    return true;
  const Rational &c = arg.terms().begin()->second.coef;
  return c != 1 && c != -1;
}

bool is_fn(const AtomPtr &a, std::initializer_list<ir::Fn> fns) {
  if (a->kind != AtomKind::Fn)
    return false;
  for (ir::Fn f : fns)
    if (a->fn == f)
      return true;
  return false;
}

} // namespace

std::vector<TermMessage> missing_for_leftover(const Poly &leftover, const SymbolNames &names) {
  std::map<std::string, AtomPtr> seen;
  std::vector<AtomPtr> atoms;
  collect(leftover, seen, atoms);
  std::vector<TermMessage> out;
  auto hint = [&](const std::string &what, const AtomPtr &a, const AtomPtr &b = nullptr) {
    out.push_back(TermMessage::build(names, [&](TermPrinter &t) {
      return what + "; here: " + t(Poly::atom(a)) + (b ? " and " + t(Poly::atom(b)) : "");
    }));
  };
  auto first = [&](auto pred) -> AtomPtr {
    for (const AtomPtr &a : atoms)
      if (pred(a))
        return a;
    return nullptr;
  };

  if (AtomPtr a = first([](const AtomPtr &x) {
        return is_fn(x, {ir::Fn::Log}) && is_product(x->args[0]);
      }))
    hint("no law splits the log of a product: only exponential factors leave a log "
         "(log(exp(m) * X) = m + log(X)), and log(x * y) = log(x) + log(y) is a trusted-base "
         "fact only for x and y whose logs the rule takes",
         a);
  if (AtomPtr a = first([](const AtomPtr &x) { return x->kind == AtomKind::Max; }))
    hint("no law about max: the all-sizes tier treats a max over a range as an opaque value "
         "(nothing relates it to its elements or to another max), so a rewrite that needs one "
         "cannot be shown",
         a);
  if (AtomPtr a = first([](const AtomPtr &x) {
        return is_fn(x, {ir::Fn::Sin, ir::Fn::Cos}) && is_compound(x->args[0]);
      }))
    hint("no angle-addition fact: sin and cos of a sum or a multiple are not expanded (the "
         "trusted base has sin^2 + cos^2 = 1 and -1 <= sin, cos <= 1 only)",
         a);
  if (AtomPtr a = first([](const AtomPtr &x) {
        return is_fn(x, {ir::Fn::Sqrt, ir::Fn::Rsqrt}) && is_product(x->args[0]);
      }))
    hint("no law splits sqrt or rsqrt of a product (sqrt(a * b) = sqrt(a) * sqrt(b) for "
         "a, b >= 0 is not a law of the all-sizes tier)",
         a);
  // Two sums with as many variables over different ranges: typically a range that a rewrite
  // splits or shortens, which only tile-reindex (blocked tiles) and mask-truncate (a masked
  // tail) do.
  std::vector<AtomPtr> sums;
  for (const AtomPtr &a : atoms)
    if (a->kind == AtomKind::Sum)
      sums.push_back(a);
  bool ranges_differ = false;
  for (size_t i = 0; i < sums.size() && !ranges_differ; ++i)
    for (size_t j = i + 1; j < sums.size() && !ranges_differ; ++j)
      if (sums[i]->vars.size() == sums[j]->vars.size() && sums[i]->extents != sums[j]->extents) {
        hint("no law splits a sum's range or peels a term off it (only tile-reindex, for blocked "
             "tiles, and mask-truncate, for a masked tail, change a range)",
             sums[i], sums[j]);
        ranges_differ = true;
      }
  if (out.empty() && !sums.empty())
    hint("no law relates the remaining sums: each is an opaque value to the solver (a law for "
         "this rewrite is missing, or the rule is wrong; the bounded tier decides which for "
         "small sizes)",
         sums[0]);
  if (out.empty())
    out.push_back(TermMessage::plain(
        "no missing law recognised: the solver could not show the leftover is 0 from the "
        "preconditions and the trusted-base facts (the rule may be wrong; the bounded tier "
        "looks for a counterexample)"));
  return out;
}

} // namespace fuseproof::verify
