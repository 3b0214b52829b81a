#pragma once
// The one meaning of every operator, written once and instantiated per domain (double now;
// Z3 reals in verify/; low precision and error bounds later). A domain supplies arithmetic,
// the primitive transcendentals and how to treat an obligation; everything derived (sigmoid,
// silu, max, integer powers, reductions, masking) is defined here only.
#include "ir/ir.h"
#include "semantics/shape.h"

#include <concepts>
#include <span>
#include <vector>

namespace fuseproof::semantics {

/// What an operator needs of its argument to be defined.
enum class Obligation { Positive, NonNegative, NonZero };
const char *obligation_text(Obligation o); // "> 0", ">= 0", "!= 0"

template <class D>
concept Domain = requires(D d, const typename D::Value &v, const typename D::Bool &b,
                          const ir::Literal &lit, std::span<const int64_t> idx,
                          const ir::SourceLoc &loc) {
  { d.literal(lit) } -> std::same_as<typename D::Value>;
  { d.integer(int64_t{}) } -> std::same_as<typename D::Value>;
  { d.scalar(0) } -> std::same_as<typename D::Value>;
  { d.input(0, idx, int64_t{}) } -> std::same_as<typename D::Value>;
  { d.add(v, v) } -> std::same_as<typename D::Value>;
  { d.sub(v, v) } -> std::same_as<typename D::Value>;
  { d.mul(v, v) } -> std::same_as<typename D::Value>;
  { d.div(v, v) } -> std::same_as<typename D::Value>;
  { d.neg(v) } -> std::same_as<typename D::Value>;
  { d.rsqrt(v) } -> std::same_as<typename D::Value>;
  { d.sqrt(v) } -> std::same_as<typename D::Value>;
  { d.exp(v) } -> std::same_as<typename D::Value>;
  { d.log(v) } -> std::same_as<typename D::Value>;
  { d.sin(v) } -> std::same_as<typename D::Value>;
  { d.cos(v) } -> std::same_as<typename D::Value>;
  { d.compare(ir::CmpOp::Lt, v, v) } -> std::same_as<typename D::Bool>;
  { d.select(b, v, v) } -> std::same_as<typename D::Value>;
  d.require(Obligation::Positive, v, loc);
};

template <Domain D> class Evaluator {
public:
  using V = typename D::Value;

  Evaluator(D &dom, const ir::Rule &rule, const Shape &shape)
      : dom_(dom), rule_(rule), shape_(shape), vars_(rule.vars.size(), 0) {}

  /// Evaluates every statement of `side` at every index; results stay available by local id.
  void run(const ir::Program &side) {
    side_ = &side;
    tensors_.assign(side.locals.size(), {});
    for (const ir::Statement &st : side.statements) {
      std::vector<int64_t> ext = extents(side.locals[st.target], shape_);
      int64_t n = element_count(ext);
      std::vector<V> values;
      values.reserve(n);
      for (int64_t flat = 0; flat < n; ++flat) {
        std::vector<int64_t> idx = unflatten(flat, ext);
        for (size_t p = 0; p < st.vars.size(); ++p)
          vars_[st.vars[p]] = idx[p];
        values.push_back(eval(*st.value));
      }
      tensors_[st.target] = std::move(values);
    }
  }

  const std::vector<V> &tensor(int local) const { return tensors_[local]; }

  /// A real-valued precondition (integer ones are decided when shapes are enumerated).
  typename D::Bool condition(const ir::Cond &c) {
    V lhs = eval(*c.va);
    return dom_.compare(c.op, lhs, eval(*c.vb));
  }

private:
  V eval(const ir::Expr &e) {
    if (++work_ > kMaxWork)
      throw EvalError(e.loc, "evaluation at this shape needs more than " +
                                 std::to_string(kMaxWork) + " operations; lower the bound");
    switch (e.op) {
    case ir::ExprOp::Literal: return dom_.literal(e.literal);
    case ir::ExprOp::FromInt: return dom_.integer(eval_int(*e.int_value, shape_, vars_));
    case ir::ExprOp::Scalar: return dom_.scalar(e.scalar);
    case ir::ExprOp::Access: return access(e);
    case ir::ExprOp::Neg: return dom_.neg(eval(*e.args[0]));
    // Operands are evaluated left to right into locals: C++ leaves the order of function
    // arguments unspecified, and the order decides which symbolic variables and obligations are
    // created first, hence solver behaviour. Every compiler must build the same queries.
    case ir::ExprOp::Add: {
      V a = eval(*e.args[0]);
      return dom_.add(a, eval(*e.args[1]));
    }
    case ir::ExprOp::Sub: {
      V a = eval(*e.args[0]);
      return dom_.sub(a, eval(*e.args[1]));
    }
    case ir::ExprOp::Mul: {
      V a = eval(*e.args[0]);
      return dom_.mul(a, eval(*e.args[1]));
    }
    case ir::ExprOp::Div: {
      V a = eval(*e.args[0]);
      V b = eval(*e.args[1]);
      dom_.require(Obligation::NonZero, b, e.loc);
      return dom_.div(a, b);
    }
    case ir::ExprOp::Pow: return power(eval(*e.args[0]), e.exponent, e.loc);
    case ir::ExprOp::Call: return call(e);
    case ir::ExprOp::Sum:
    case ir::ExprOp::Max: return reduce(e);
    case ir::ExprOp::Select: {
      const ir::Cond &c = *e.cond;
      if (c.integer) // decided now, so the branch not taken is never evaluated
        return compare_values<int64_t>(c.op, eval_int(*c.ia, shape_, vars_),
                                       eval_int(*c.ib, shape_, vars_))
                   ? eval(*e.args[0])
                   : eval(*e.args[1]);
      V lhs = eval(*c.va);
      typename D::Bool cond = dom_.compare(c.op, lhs, eval(*c.vb));
      V then_value = eval(*e.args[0]);
      return dom_.select(cond, then_value, eval(*e.args[1]));
    }
    }
    throw EvalError(e.loc, "unhandled expression");
  }

  V access(const ir::Expr &e) {
    const ir::TensorInfo &info =
        e.tensor.input ? rule_.inputs[e.tensor.id] : side_->locals[e.tensor.id];
    std::vector<int64_t> ext = extents(info, shape_);
    std::vector<int64_t> idx;
    int64_t flat = 0;
    for (size_t p = 0; p < e.indices.size(); ++p) {
      idx.push_back(eval_int(*e.indices[p], shape_, vars_));
      flat = flat * ext[p] + idx[p];
    }
    for (size_t p = 0; p < idx.size(); ++p) {
      if (idx[p] < 0 || idx[p] >= ext[p])
        throw EvalError(e.loc, out_of_range(info, idx, ext));
    }
    if (e.tensor.input)
      return dom_.input(e.tensor.id, idx, flat);
    return tensors_[e.tensor.id][flat];
  }

  static std::string out_of_range(const ir::TensorInfo &info, const std::vector<int64_t> &idx,
                                  const std::vector<int64_t> &ext) {
    auto list = [](const std::vector<int64_t> &v) {
      std::string s;
      for (size_t i = 0; i < v.size(); ++i)
        s += (i ? ", " : "") + std::to_string(v[i]);
      return s;
    };
    return "access " + info.name + "[" + list(idx) + "] is out of range (" + info.name +
           " has shape [" + list(ext) + "])";
  }

  V power(const V &base, long exponent, const ir::SourceLoc &loc) {
    if (exponent < 0) {
      dom_.require(Obligation::NonZero, base, loc);
      return dom_.div(dom_.integer(1), power(base, -exponent, loc));
    }
    if (exponent == 0)
      return dom_.integer(1);
    V out = base;
    for (long i = 1; i < exponent; ++i)
      out = dom_.mul(out, base);
    return out;
  }

  V max2(const V &a, const V &b) { return dom_.select(dom_.compare(ir::CmpOp::Ge, a, b), a, b); }

  V sigmoid(const V &a) {
    // 1 + exp(-a) > 0 always, so this division carries no obligation.
    return dom_.div(dom_.integer(1), dom_.add(dom_.integer(1), dom_.exp(dom_.neg(a))));
  }

  V call(const ir::Expr &e) {
    V a = eval(*e.args[0]);
    switch (e.fn) {
    case ir::Fn::Rsqrt: dom_.require(Obligation::Positive, a, e.loc); return dom_.rsqrt(a);
    case ir::Fn::Sqrt: dom_.require(Obligation::NonNegative, a, e.loc); return dom_.sqrt(a);
    case ir::Fn::Log: dom_.require(Obligation::Positive, a, e.loc); return dom_.log(a);
    case ir::Fn::Exp: return dom_.exp(a);
    case ir::Fn::Sin: return dom_.sin(a);
    case ir::Fn::Cos: return dom_.cos(a);
    case ir::Fn::Sigmoid: return sigmoid(a);
    case ir::Fn::Silu: return dom_.mul(a, sigmoid(a));
    case ir::Fn::Max: {
      V b = eval(*e.args[1]);
      return max2(a, b);
    }
    case ir::Fn::Min: {
      V b = eval(*e.args[1]);
      return dom_.select(dom_.compare(ir::CmpOp::Le, a, b), a, b);
    }
    }
    throw EvalError(e.loc, "unhandled function");
  }

  V reduce(const ir::Expr &e) {
    int64_t n = eval_int(*e.range, shape_, vars_);
    if (n <= 0 && e.op == ir::ExprOp::Max)
      throw EvalError(e.loc, "max over an empty range");
    int64_t saved = vars_[e.var];
    V acc = dom_.integer(0);
    for (int64_t k = 0; k < n; ++k) {
      vars_[e.var] = k;
      V term = eval(*e.args[0]);
      acc = k == 0 ? term : (e.op == ir::ExprOp::Sum ? dom_.add(acc, term) : max2(acc, term));
    }
    vars_[e.var] = saved;
    return acc;
  }

  // Bounds the work of one evaluation (a constant range such as sum(k < 1000000000) would
  // otherwise build terms until memory runs out).
  static constexpr int64_t kMaxWork = int64_t{1} << 22;
  int64_t work_ = 0;

  D &dom_;
  const ir::Rule &rule_;
  const Shape &shape_;
  const ir::Program *side_ = nullptr;
  std::vector<int64_t> vars_;
  std::vector<std::vector<V>> tensors_;
};

} // namespace fuseproof::semantics
