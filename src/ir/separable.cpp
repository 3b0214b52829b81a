#include "ir/separable.h"

namespace fuseproof::ir {

namespace {

bool is_dim(const IntExpr &e, int dim) { return e.op == IntOp::Dim && e.id == dim; }

/// Whether `e` mentions dimension `dim` or index variable `var` (-1: no variable).
bool mentions(const IntExpr &e, int dim, int var) {
  return any_int_node(e, [&](const IntExpr &n) {
    return (n.op == IntOp::Dim && n.id == dim) || (n.op == IntOp::Var && var >= 0 && n.id == var);
  });
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
    if (t.integer && (mentions(*t.integer->lo, dim_, -1) || mentions(*t.integer->hi, dim_, -1)))
      return "the values of integer input '" + t.name + "' range over " + name();
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
      if (std::string why = access_ok(t, e.indices, where); !why.empty())
        return why;
      break;
    }
    case ExprOp::FromInt:
      if (std::string why = reads_ok(*e.int_value, where); !why.empty())
        return why;
      if (position_dependent(*e.int_value))
        return coupled("uses its position or the size as a value");
      break;
    case ExprOp::Sum:
    case ExprOp::Max:
      if (e.var == var_ || mentions(*e.range, dim_, var_))
        return coupled("reduces along it");
      if (e.cond && (mentions(*e.cond->ia, dim_, var_) || mentions(*e.cond->ib, dim_, var_)))
        return coupled("filters a reduction by it");
      break;
    case ExprOp::Select:
      if (e.cond->integer) {
        for (const IntPtr &side : {e.cond->ia, e.cond->ib})
          if (std::string why = reads_ok(*side, where); !why.empty())
            return why;
        if (position_dependent(*e.cond->ia) || position_dependent(*e.cond->ib))
          return coupled("selects by its position or the size");
      }
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

  /// An access to `t`: along the dimension, exactly the statement's own position; elsewhere an
  /// index independent of it.
  std::string access_ok(const TensorInfo &t, const std::vector<IntPtr> &indices,
                        const std::string &where) const {
    auto coupled = [&](const std::string &what) {
      return "'" + where + "' " + what + " (position along " + name() + " not its own)";
    };
    for (size_t a = 0; a < indices.size(); ++a) {
      const IntExpr &index = *indices[a];
      if (std::string why = reads_ok(index, where); !why.empty())
        return why;
      if (is_dim(*t.shape[a], dim_)) {
        if (var_ < 0 || index.op != IntOp::Var || index.id != var_)
          return coupled("reads '" + t.name + "' at another position");
      } else if (position_dependent(index)) {
        return coupled("indexes '" + t.name + "' by its position or size");
      }
    }
    return "";
  }

  /// The integer inputs an index reads are accesses too.
  std::string reads_ok(const IntExpr &e, const std::string &where) const {
    if (e.op == IntOp::Read)
      return access_ok(rule_.inputs[e.id], e.args, where);
    for (const IntPtr &x : {e.a, e.b})
      if (x)
        if (std::string why = reads_ok(*x, where); !why.empty())
          return why;
    return "";
  }

  /// Whether an integer expression mentions the position or the size, outside the integer
  /// inputs it reads: the element a read gives is the one at the full tensor's position, so its
  /// value does not depend on which positions are evaluated.
  bool position_dependent(const IntExpr &e) const {
    if (e.op == IntOp::Read)
      return false;
    if ((e.op == IntOp::Dim && e.id == dim_) || (e.op == IntOp::Var && var_ >= 0 && e.id == var_))
      return true;
    return (e.a && position_dependent(*e.a)) || (e.b && position_dependent(*e.b));
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
