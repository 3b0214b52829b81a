#include "fuzz/gradient_fuzz.h"

#include "autodiff/vjp.h"
#include "numeric/gradient_check.h"
#include "semantics/shape.h"

#include <cmath>

namespace fuseproof::fuzz {
namespace {

/// `rule` with its lhs as the forward program and one derived gradient per input tensor.
ir::Rule backward_of(const ir::Rule &rule) {
  ir::Rule r = rule;
  r.forward = rule.lhs;
  r.lhs = rule.lhs;
  std::vector<std::pair<int, int>> cotangents;
  for (const ir::Compare &c : rule.compares) {
    const ir::TensorInfo &out = rule.lhs.locals[c.lhs];
    // A '.' is in no identifier: the cotangent's name cannot collide with the rule's.
    r.inputs.push_back({out.name + ".cot", out.loc, out.shape});
    cotangents.emplace_back(c.lhs, static_cast<int>(r.inputs.size()) - 1);
  }
  size_t forward = r.forward.statements.size();
  for (size_t x = 0; x < rule.inputs.size(); ++x) {
    autodiff::VjpRequest request{rule.loc, rule.inputs[x].name + ".vjp", static_cast<int>(x),
                                 cotangents};
    r.vjps.push_back(autodiff::derive_vjp(r, r.lhs, forward, request));
  }
  return r;
}

bool has_huge_constant(const ir::IntExpr &e) {
  if (e.op == ir::IntOp::Const)
    return std::fabs(static_cast<double>(e.value)) >= 0x1p20;
  return (e.a && has_huge_constant(*e.a)) || (e.b && has_huge_constant(*e.b));
}

/// A real literal, or an integer one used as a real (`2147483648 * z`), of magnitude >= 2^20.
bool has_huge_literal(const ir::Expr &e) {
  if (e.op == ir::ExprOp::Literal && std::fabs(e.literal.value) >= 0x1p20)
    return true;
  if (e.op == ir::ExprOp::FromInt && has_huge_constant(*e.int_value))
    return true;
  for (const ir::ExprPtr &a : e.args)
    if (has_huge_literal(*a))
      return true;
  return e.cond && ((e.cond->va && has_huge_literal(*e.cond->va)) ||
                    (e.cond->vb && has_huge_literal(*e.cond->vb)));
}

bool calls_erf(const ir::Expr &e) {
  if (e.op == ir::ExprOp::Call && e.fn == ir::Fn::Erf)
    return true;
  for (const ir::ExprPtr &a : e.args)
    if (calls_erf(*a))
      return true;
  return e.cond &&
         ((e.cond->va && calls_erf(*e.cond->va)) || (e.cond->vb && calls_erf(*e.cond->vb)));
}

} // namespace

GradientFuzzResult fuzz_gradients(const ir::Rule &rule, uint64_t seed) {
  GradientFuzzResult out;
  for (const ir::Statement &st : rule.lhs.statements) {
    if (has_huge_literal(*st.value)) {
      out.huge_literals = true;
      return out;
    }
    if (calls_erf(*st.value)) {
      out.calls_erf = true;
      return out;
    }
  }
  ir::Rule r = backward_of(rule);
  std::vector<semantics::Shape> shapes = semantics::enumerate_shapes(r, 2);
  std::vector<numeric::GradientCheck> first;
  try {
    first = numeric::check_gradients(r, shapes, seed);
  } catch (const semantics::EvalError &) {
    // The numeric tier's scalar values violate a real precondition: no inputs to check on.
    out.unchecked += static_cast<int>(r.vjps.size());
    return out;
  }
  for (size_t g = 0; g < first.size(); ++g) {
    if (first[g].directions == 0) {
      ++out.unchecked;
      continue;
    }
    ++out.gradients;
    if (first[g].passed())
      continue;
    // Again under another seed: a direction can straddle a kink of a piecewise function.
    ir::Rule one = r;
    one.vjps = {r.vjps[g]};
    std::vector<numeric::GradientCheck> again =
        numeric::check_gradients(one, shapes, seed ^ 0x5bd1e995u);
    if (!again.front().passed() && again.front().directions > 0 && out.finding.empty())
      out.finding = first[g].problem() + "; again under another seed: " + again.front().problem();
  }
  return out;
}

} // namespace fuseproof::fuzz
