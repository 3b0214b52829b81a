#include "semantics/double_domain.h"

#include <cmath>

namespace fuseproof::semantics {

const char *obligation_text(Obligation o) {
  switch (o) {
  case Obligation::Positive: return "> 0";
  case Obligation::NonNegative: return ">= 0";
  case Obligation::NonZero: return "!= 0";
  }
  return "?";
}

double DoubleDomain::rsqrt(double a) const { return 1.0 / std::sqrt(a); }
double DoubleDomain::sqrt(double a) const { return std::sqrt(a); }
double DoubleDomain::exp(double a) const { return std::exp(a); }
double DoubleDomain::log(double a) const { return std::log(a); }
double DoubleDomain::sin(double a) const { return std::sin(a); }
double DoubleDomain::cos(double a) const { return std::cos(a); }
double DoubleDomain::tanh(double a) const { return std::tanh(a); }
double DoubleDomain::erf(double a) const { return std::erf(a); }

bool obligation_holds(Obligation kind, double v) {
  return kind == Obligation::Positive ? v > 0 : kind == Obligation::NonNegative ? v >= 0 : v != 0;
}

SideValues evaluate_both(const ir::Rule &rule, const Shape &shape, const Inputs &inputs) {
  SideValues out;
  DoubleDomain dom(inputs);
  Evaluator<DoubleDomain> lhs(dom, rule, shape);
  lhs.run(rule.lhs);
  for (const ir::Compare &c : rule.compares)
    out.lhs.push_back(lhs.tensor(c.lhs));
  out.lhs_violations = dom.violations();
  dom.clear_violations();
  Evaluator<DoubleDomain> rhs(dom, rule, shape);
  rhs.run(rule.rhs);
  for (const ir::Compare &c : rule.compares)
    out.rhs.push_back(rhs.tensor(c.rhs));
  // As in the provers: a statement no output reads must be defined and in range all the same.
  for (int local : ir::unread_statements(rule, rule.rhs))
    rhs.tensor(local);
  out.rhs_violations = dom.violations();
  return out;
}

} // namespace fuseproof::semantics
