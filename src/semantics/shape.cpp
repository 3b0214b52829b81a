#include "semantics/shape.h"

#include "support/checked_int.h"

#include <algorithm>
#include <numeric>

namespace fuseproof::semantics {

int64_t apply_int_op(ir::IntOp op, int64_t a, int64_t b, const ir::SourceLoc &loc) {
  try {
    switch (op) {
    case ir::IntOp::Add: return support::checked_add(a, b);
    case ir::IntOp::Sub: return support::checked_sub(a, b);
    case ir::IntOp::Mul: return support::checked_mul(a, b);
    case ir::IntOp::Mod:
      if (b == 0)
        throw EvalError(loc, "'%' by zero");
      return support::euclidean_mod(a, b);
    case ir::IntOp::Div:
      if (b == 0)
        throw EvalError(loc, "'//' by zero");
      return support::euclidean_div(a, b);
    default: throw EvalError(loc, "not a binary integer operator");
    }
  } catch (const support::IntegerOverflow &e) {
    throw EvalError(loc, std::string("integer arithmetic out of range: ") + e.what());
  }
}

int64_t eval_int(const ir::IntExpr &e, const Shape &shape, std::span<const int64_t> vars) {
  switch (e.op) {
  case ir::IntOp::Const: return e.value;
  case ir::IntOp::Dim: return shape.dims[e.id];
  case ir::IntOp::Var: return vars[e.id];
  case ir::IntOp::Read: throw EvalError(e.loc, "an integer input's element needs the inputs");
  default: break;
  }
  int64_t a = eval_int(*e.a, shape, vars);
  return apply_int_op(e.op, a, eval_int(*e.b, shape, vars), e.loc);
}

std::vector<int64_t> extents(const ir::TensorInfo &t, const Shape &shape) {
  std::vector<int64_t> out;
  for (const ir::IntPtr &s : t.shape) {
    int64_t n = eval_int(*s, shape, {});
    if (n < 0)
      throw EvalError(s->loc, "'" + t.name + "' has a negative extent (" + std::to_string(n) + ")");
    out.push_back(n);
  }
  return out;
}

int64_t element_count(const std::vector<int64_t> &extents) {
  int64_t n = 1;
  for (int64_t e : extents)
    n = support::checked_mul(n, e);
  return n;
}

std::vector<int64_t> unflatten(int64_t flat, const std::vector<int64_t> &extents) {
  std::vector<int64_t> idx(extents.size());
  for (size_t p = extents.size(); p-- > 0;) {
    idx[p] = flat % extents[p];
    flat /= extents[p];
  }
  return idx;
}

bool meets_dim_preconditions(const ir::Rule &rule, const Shape &shape) {
  // An input with a negative extent (B[K - 2] at K = 1) describes no tensor: such a shape is
  // outside the rule's domain, as if `require K - 2 >= 0` had been written.
  for (const ir::TensorInfo &t : rule.inputs)
    for (const ir::IntPtr &s : t.shape)
      if (eval_int(*s, shape, {}) < 0)
        return false;
  for (const ir::Cond &c : rule.requires_) {
    if (!c.integer)
      continue;
    try {
      if (!compare_values<int64_t>(c.op, eval_int(*c.ia, shape, {}), eval_int(*c.ib, shape, {})))
        return false;
    } catch (const EvalError &) {
      return false; // e.g. N % BN with BN == 0 cannot happen (dims >= 1) but stay total
    }
  }
  return true;
}

std::vector<Shape> enumerate_shapes(const ir::Rule &rule, int bound) {
  std::vector<Shape> out;
  size_t n = rule.dims.size();
  Shape s{std::vector<int64_t>(n, 1)};
  while (true) {
    if (meets_dim_preconditions(rule, s))
      out.push_back(s);
    size_t p = n;
    while (p > 0 && s.dims[p - 1] == bound)
      s.dims[--p] = 1;
    if (p == 0)
      break;
    ++s.dims[p - 1];
  }
  std::stable_sort(out.begin(), out.end(), [](const Shape &a, const Shape &b) {
    int64_t sa = std::accumulate(a.dims.begin(), a.dims.end(), int64_t{0});
    int64_t sb = std::accumulate(b.dims.begin(), b.dims.end(), int64_t{0});
    return sa < sb;
  });
  return out;
}

std::string shape_text(const ir::Rule &rule, const Shape &shape) {
  std::string out;
  for (size_t i = 0; i < rule.dims.size(); ++i)
    out += (i ? " " : "") + rule.dims[i].name + "=" + std::to_string(shape.dims[i]);
  return out.empty() ? "(no dimensions)" : out;
}

} // namespace fuseproof::semantics
