#include "verify/preconditions.h"

#include "support/diagnostics.h"
#include "verify/opaque_facts.h"
#include "verify/symbolic_domain.h"

namespace fuseproof::verify {
namespace {

/// A construct the lowering below does not model (a reduction in a precondition): the check
/// answers Unknown, which the verifier treats as "not proved".
struct Unsupported {
  std::string what;
};

/// Lowers preconditions with every dimension one integer symbol (>= 1), used as a real where a
/// real is needed, and every scalar one real symbol. Transcendentals get the trusted ground facts
/// of the symbolic domain, so an unsat answer is a true contradiction.
class Lowering {
public:
  Lowering(smt::Context &ctx, const ir::Rule &rule) : ctx_(ctx), rule_(rule), facts_(ctx, rule) {
    for (const ir::Named &d : rule.dims) {
      dims_.push_back(ctx.int_var(smt::Namespace::Index, d.name));
      assertions_.push_back(ctx.ge(dims_.back(), ctx.int_val(1)));
    }
  }

  void add(const ir::Cond &c) { assertions_.push_back(cond(c)); }
  void add_nonnegative(const ir::IntExpr &e) {
    assertions_.push_back(ctx_.ge(integer(e), ctx_.int_val(0)));
  }

  std::vector<smt::Term> assertions() {
    std::vector<smt::Term> out = assertions_;
    for (smt::Term f : facts_.facts())
      out.push_back(f);
    return out;
  }

private:
  smt::Term integer(const ir::IntExpr &e) {
    switch (e.op) {
    case ir::IntOp::Const: return ctx_.int_val(e.value);
    case ir::IntOp::Dim: return dims_[e.id];
    case ir::IntOp::Var: throw Unsupported{"an index variable"};
    case ir::IntOp::Read: throw Unsupported{"an integer input's element"};
    case ir::IntOp::Add: return ctx_.add(integer(*e.a), integer(*e.b));
    case ir::IntOp::Sub: return ctx_.sub(integer(*e.a), integer(*e.b));
    case ir::IntOp::Mul: return ctx_.mul(integer(*e.a), integer(*e.b));
    case ir::IntOp::Mod: {
      // `%` by zero is undefined, and a precondition that cannot be evaluated does not hold.
      smt::Term a = integer(*e.a), b = integer(*e.b);
      assertions_.push_back(ctx_.ne(b, ctx_.int_val(0)));
      return ctx_.int_mod(a, b);
    }
    case ir::IntOp::Div: {
      smt::Term a = integer(*e.a), b = integer(*e.b);
      assertions_.push_back(ctx_.ne(b, ctx_.int_val(0)));
      return ctx_.int_div(a, b);
    }
    }
    throw Unsupported{"an integer operator"};
  }

  smt::Term compare(ir::CmpOp op, smt::Term a, smt::Term b) { return facts_.compare(op, a, b); }

  smt::Term cond(const ir::Cond &c) {
    if (c.integer)
      return compare(c.op, integer(*c.ia), integer(*c.ib));
    return compare(c.op, real(*c.va), real(*c.vb));
  }

  smt::Term real(const ir::Expr &e) {
    switch (e.op) {
    case ir::ExprOp::Literal: return facts_.literal(e.literal);
    case ir::ExprOp::FromInt: return ctx_.to_real(integer(*e.int_value));
    case ir::ExprOp::Scalar: return facts_.scalar(e.scalar);
    case ir::ExprOp::Pi: return facts_.pi();
    case ir::ExprOp::Neg: return ctx_.neg(real(*e.args[0]));
    case ir::ExprOp::Add: return ctx_.add(real(*e.args[0]), real(*e.args[1]));
    case ir::ExprOp::Sub: return ctx_.sub(real(*e.args[0]), real(*e.args[1]));
    case ir::ExprOp::Mul: return ctx_.mul(real(*e.args[0]), real(*e.args[1]));
    case ir::ExprOp::Div: {
      smt::Term a = real(*e.args[0]), b = real(*e.args[1]);
      assertions_.push_back(ctx_.ne(b, ctx_.real_int(0))); // undefined: the condition fails
      return ctx_.div(a, b);
    }
    case ir::ExprOp::Pow: return power(real(*e.args[0]), e.exponent);
    case ir::ExprOp::Call: return call(e);
    case ir::ExprOp::Select:
      if (e.cond)
        return ctx_.ite(cond(*e.cond), real(*e.args[0]), real(*e.args[1]));
      break;
    case ir::ExprOp::Access:
    case ir::ExprOp::Sum:
    case ir::ExprOp::Max:
    case ir::ExprOp::Param: break; // sema allows none of these in a precondition
    }
    throw Unsupported{"a tensor access or reduction"};
  }

  smt::Term power(smt::Term base, long exponent) {
    if (exponent < 0) {
      assertions_.push_back(ctx_.ne(base, ctx_.real_int(0)));
      return ctx_.div(ctx_.real_int(1), power(base, -exponent));
    }
    smt::Term out = ctx_.real_int(1);
    for (long i = 0; i < exponent; ++i)
      out = ctx_.mul(out, base);
    return out;
  }

  smt::Term sigmoid(smt::Term a) {
    return ctx_.div(ctx_.real_int(1), ctx_.add(ctx_.real_int(1), facts_.exp(ctx_.neg(a))));
  }

  smt::Term call(const ir::Expr &e) {
    smt::Term a = real(*e.args[0]), zero = ctx_.real_int(0);
    switch (e.fn) {
    case ir::Fn::Rsqrt: assertions_.push_back(ctx_.gt(a, zero)); return facts_.rsqrt(a);
    case ir::Fn::Sqrt: assertions_.push_back(ctx_.ge(a, zero)); return facts_.sqrt(a);
    case ir::Fn::Log: assertions_.push_back(ctx_.gt(a, zero)); return facts_.log(a);
    case ir::Fn::Exp: return facts_.exp(a);
    case ir::Fn::Sin: return facts_.sin(a);
    case ir::Fn::Cos: return facts_.cos(a);
    case ir::Fn::Tanh: { // as semantics::Evaluator::tanh defines it for the provers
      smt::Term two = ctx_.real_int(2);
      return ctx_.sub(ctx_.mul(two, sigmoid(ctx_.mul(two, a))), ctx_.real_int(1));
    }
    case ir::Fn::Erf: return facts_.erf(a);
    case ir::Fn::Round: return facts_.round(a);
    case ir::Fn::Sigmoid: return sigmoid(a);
    case ir::Fn::Silu: return ctx_.mul(a, sigmoid(a));
    case ir::Fn::Opaque: break; // sema refuses an opaque function in a precondition
    case ir::Fn::Fma: return ctx_.add(ctx_.mul(a, real(*e.args[1])), real(*e.args[2]));
    case ir::Fn::Max:
    case ir::Fn::Min: {
      smt::Term b = real(*e.args[1]);
      smt::Term a_wins = e.fn == ir::Fn::Max ? ctx_.ge(a, b) : ctx_.le(a, b);
      return ctx_.ite(a_wins, a, b);
    }
    }
    throw Unsupported{"a function"};
  }

  smt::Context &ctx_;
  const ir::Rule &rule_;
  SymbolicDomain facts_; // literals, scalars and the trusted facts of each function
  std::vector<smt::Term> dims_, assertions_;
};

} // namespace

PreconditionCheck check_preconditions(const ir::Rule &rule, const smt::Budget &budget) {
  PreconditionCheck out;
  if (rule.requires_.empty())
    return out;
  smt::Context ctx(budget);
  Lowering lower(ctx, rule);
  try {
    for (const ir::Cond &c : rule.requires_)
      lower.add(c);
    // An input whose extent is negative describes no tensor: outside the rule's domain.
    for (const ir::TensorInfo &t : rule.inputs)
      for (const ir::IntPtr &s : t.shape)
        lower.add_nonnegative(*s);
  } catch (const Unsupported &u) {
    out.answer = Satisfiable::Unknown;
    out.reason = "cannot decide whether the preconditions can hold: " + u.what +
                 " in a precondition";
    return out;
  }
  smt::Solver s(ctx);
  for (smt::Term t : lower.assertions())
    s.add(t);
  out.script = s.to_smt2();
  switch (s.check()) {
  case smt::Result::Sat: out.answer = Satisfiable::Yes; break;
  case smt::Result::Unsat: out.answer = Satisfiable::No; break;
  case smt::Result::Unknown:
    out.answer = Satisfiable::Unknown;
    out.reason = "the solver cannot decide whether the preconditions can hold (" +
                 s.reason_unknown() + ")";
    break;
  }
  return out;
}

void require_satisfiable(const ir::Rule &rule, const PreconditionCheck &check) {
  // The declared facts of opaque functions are assumptions too: a false one proves anything.
  require_facts_hold_for_models(rule);
  if (check.answer != Satisfiable::No)
    return;
  std::vector<support::Note> notes;
  for (size_t i = 1; i < rule.requires_.size(); ++i)
    notes.push_back({rule.requires_[i].loc, "together with this precondition"});
  notes.push_back({{}, "no sizes (each dimension >= 1) and scalar values meet them all, so "
                       "every rule would be proved under them"});
  support::fail(rule.requires_.front().loc, "preconditions can never hold", std::move(notes));
}

} // namespace fuseproof::verify
