#include "sema/int_check.h"

#include "ir/printer.h"
#include "support/checked_int.h"
#include "support/diagnostics.h"

#include <algorithm>
#include <map>
#include <vector>

namespace fuseproof::sema {
namespace {

// Atoms: dimension d is d, index variable v is -(v + 1), the k-th remainder or integer tensor
// element is kRemainder + k.
using Monomial = std::vector<int>;
using Poly = std::map<Monomial, int64_t>;
constexpr int kRemainder = 1 << 24;

// Past this many terms an expansion stops and the rest is an opaque atom: the check is then
// left to the evaluators' checked operations (a product of many distinct sums would otherwise
// expand exponentially).
constexpr size_t kMaxTerms = 4096;

class Expander {
public:
  explicit Expander(const ir::Rule &rule) : rule_(rule) {}

  Poly expand(const ir::IntExpr &e) {
    switch (e.op) {
    case ir::IntOp::Const: return constant(e.value);
    case ir::IntOp::Dim: return Poly{{{e.id}, 1}};
    case ir::IntOp::Var: return Poly{{{-(e.id + 1)}, 1}};
    case ir::IntOp::Add: return sum(expand(*e.a), expand(*e.b), 1, e);
    case ir::IntOp::Sub: return sum(expand(*e.a), expand(*e.b), -1, e);
    case ir::IntOp::Mul: {
      Poly a = expand(*e.a), b = expand(*e.b);
      if (a.size() * b.size() > kMaxTerms)
        return opaque();
      return product(a, b, e);
    }
    case ir::IntOp::Mod:
    case ir::IntOp::Div: {
      expand(*e.a);
      if (expand(*e.b).empty())
        support::fail(e.loc, std::string(e.op == ir::IntOp::Mod ? "'%'" : "'//'") +
                                 " by zero: the divisor '" + ir::print_int(rule_, *e.b) +
                                 "' is 0 for every size");
      return opaque();
    }
    case ir::IntOp::Read: // an integer tensor's element: its indices checked, its value opaque
      for (const ir::IntPtr &x : e.args)
        expand(*x);
      return opaque();
    }
    return {};
  }

private:
  Poly opaque() { return Poly{{{kRemainder + opaque_++}, 1}}; }
  static Poly constant(int64_t v) { return v == 0 ? Poly{} : Poly{{{}, v}}; }

  static void add_term(Poly &p, const Monomial &m, int64_t c) {
    int64_t &slot = p[m];
    slot = support::checked_add(slot, c);
    if (slot == 0)
      p.erase(m);
  }

  template <class F> auto checked(const ir::IntExpr &e, F f) {
    try {
      return f();
    } catch (const support::IntegerOverflow &o) {
      support::fail(e.loc, "integer arithmetic overflows 64 bits in '" + ir::print_int(rule_, e) +
                               "' (" + o.what() + "); indices, extents and integer constants " +
                               "are exact integers and must fit in 64 bits");
    }
  }

  Poly sum(Poly a, const Poly &b, int64_t sign, const ir::IntExpr &e) {
    return checked(e, [&] {
      for (const auto &[m, c] : b)
        add_term(a, m, support::checked_mul(sign, c));
      return a;
    });
  }

  Poly product(const Poly &a, const Poly &b, const ir::IntExpr &e) {
    return checked(e, [&] {
      Poly out;
      for (const auto &[ma, ca] : a)
        for (const auto &[mb, cb] : b) {
          Monomial m = ma;
          m.insert(m.end(), mb.begin(), mb.end());
          std::sort(m.begin(), m.end());
          add_term(out, m, support::checked_mul(ca, cb));
        }
      return out;
    });
  }

  const ir::Rule &rule_;
  int opaque_ = 0;
};

void check_cond(Expander &x, const ir::Cond &c);

void check_expr(Expander &x, const ir::Expr &e) {
  if (e.int_value)
    x.expand(*e.int_value);
  for (const ir::IntPtr &i : e.indices)
    x.expand(*i);
  if (e.range)
    x.expand(*e.range);
  if (e.cond)
    check_cond(x, *e.cond);
  for (const ir::ExprPtr &a : e.args)
    check_expr(x, *a);
}

void check_cond(Expander &x, const ir::Cond &c) {
  for (const ir::IntPtr &i : {c.ia, c.ib})
    if (i)
      x.expand(*i);
  for (const ir::ExprPtr &v : {c.va, c.vb})
    if (v)
      check_expr(x, *v);
}

void check_tensor(Expander &x, const ir::TensorInfo &t) {
  for (const ir::IntPtr &s : t.shape)
    x.expand(*s);
}

} // namespace

void check_integer_exprs(const ir::Rule &rule, support::ErrorLog &log) {
  Expander x(rule);
  for (const ir::TensorInfo &t : rule.inputs)
    log.attempt([&] { check_tensor(x, t); });
  for (const ir::Cond &c : rule.requires_)
    log.attempt([&] { check_cond(x, c); });
  for (const ir::Program *side : {&rule.lhs, &rule.rhs}) {
    for (const ir::TensorInfo &t : side->locals)
      log.attempt([&] { check_tensor(x, t); });
    for (const ir::Statement &st : side->statements)
      log.attempt([&] { check_expr(x, *st.value); });
  }
}

} // namespace fuseproof::sema
