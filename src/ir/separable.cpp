#include "ir/separable.h"

namespace fuseproof::ir {

namespace {

bool is_dim(const IntExpr &e, int dim) { return e.op == IntOp::Dim && e.id == dim; }

/// Whether `e` mentions dimension `dim` or index variable `var` (-1: no variable).
bool mentions(const IntExpr &e, int dim, int var) {
  if ((e.op == IntOp::Dim && e.id == dim) || (e.op == IntOp::Var && var >= 0 && e.id == var))
    return true;
  return (e.a && mentions(*e.a, dim, var)) || (e.b && mentions(*e.b, dim, var));
}

class Checker {
public:
  Checker(const Rule &rule, int dim) : rule_(rule), dim_(dim) {}

  /// Returns "" when separable, else what couples the positions.
  std::string run() {
    for (const TensorInfo &t : rule_.inputs)
      if (std::string why = tensor_ok(t); !why.empty())
        return why;
    for (const Program *side : {&rule_.lhs, &rule_.rhs}) {
      for (const TensorInfo &t : side->locals)
        if (std::string why = tensor_ok(t); !why.empty())
          return why;
      for (const Statement &st : side->statements)
        if (std::string why = statement_ok(*side, st); !why.empty())
          return why;
    }
    return "";
  }

private:
  std::string name() const { return "'" + rule_.dims[dim_].name + "'"; }

  /// Every axis is exactly the dimension or does not mention it, and at most one axis is it (a
  /// square tensor couples positions through its transpose).
  std::string tensor_ok(const TensorInfo &t) const {
    int axes = 0;
    for (const IntPtr &s : t.shape) {
      if (is_dim(*s, dim_))
        ++axes;
      else if (mentions(*s, dim_, -1))
        return "tensor '" + t.name + "' has an extent computed from " + name();
    }
    if (axes > 1)
      return "tensor '" + t.name + "' has two axes of extent " + name();
    return "";
  }

  std::string statement_ok(const Program &side, const Statement &st) {
    const TensorInfo &target = side.locals[st.target];
    var_ = -1;
    for (size_t a = 0; a < target.shape.size(); ++a)
      if (is_dim(*target.shape[a], dim_))
        var_ = st.vars[a];
    side_ = &side;
    return expr_ok(*st.value, target.name);
  }

  /// `where` names the statement's target, for the reason.
  std::string expr_ok(const Expr &e, const std::string &where) const {
    auto coupled = [&](const std::string &what) {
      return "'" + where + "' " + what + " (position along " + name() + " not its own)";
    };
    switch (e.op) {
    case ExprOp::Access: {
      const TensorInfo &t = e.tensor.input ? rule_.inputs[e.tensor.id]
                                           : side_->locals[e.tensor.id];
      for (size_t a = 0; a < e.indices.size(); ++a) {
        const IntExpr &index = *e.indices[a];
        if (is_dim(*t.shape[a], dim_)) {
          if (var_ < 0 || index.op != IntOp::Var || index.id != var_)
            return coupled("reads '" + t.name + "' at another position");
        } else if (mentions(index, dim_, var_)) {
          return coupled("indexes '" + t.name + "' by its position or size");
        }
      }
      break;
    }
    case ExprOp::FromInt:
      if (mentions(*e.int_value, dim_, var_))
        return coupled("uses its position or the size as a value");
      break;
    case ExprOp::Sum:
    case ExprOp::Max:
      if (e.var == var_ || mentions(*e.range, dim_, var_))
        return coupled("reduces along it");
      break;
    case ExprOp::Select:
      if (e.cond->integer && (mentions(*e.cond->ia, dim_, var_) || mentions(*e.cond->ib, dim_, var_)))
        return coupled("selects by its position or the size");
      for (const ExprPtr &v : {e.cond->va, e.cond->vb})
        if (v)
          if (std::string why = expr_ok(*v, where); !why.empty())
            return why;
      break;
    default: break;
    }
    for (const ExprPtr &a : e.args)
      if (std::string why = expr_ok(*a, where); !why.empty())
        return why;
    return "";
  }

  const Rule &rule_;
  int dim_;
  int var_ = -1; // the statement's index variable along the dimension, if its target has one
  const Program *side_ = nullptr;
};

} // namespace

bool separable_along(const Rule &rule, int dim, std::string *why) {
  std::string reason = Checker(rule, dim).run();
  if (why)
    *why = reason;
  return reason.empty();
}

std::vector<int> separable_dims(const Rule &rule) {
  std::vector<int> out;
  for (size_t d = 0; d < rule.dims.size(); ++d)
    if (separable_along(rule, static_cast<int>(d)))
      out.push_back(static_cast<int>(d));
  return out;
}

} // namespace fuseproof::ir
