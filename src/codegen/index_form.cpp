#include "codegen/index_form.h"

#include "support/checked_int.h"

#include <algorithm>

namespace fuseproof::codegen {

namespace {
void normalise(IndexPoly &p) {
  for (auto it = p.begin(); it != p.end();)
    it = it->second == 0 ? p.erase(it) : std::next(it);
}
} // namespace

IndexPoly poly_const(int64_t c) {
  IndexPoly p;
  if (c != 0)
    p[{}] = c;
  return p;
}
IndexPoly poly_var(int var) { return {{{-(var + 1)}, 1}}; }
IndexPoly poly_dim(int dim) { return {{{dim}, 1}}; }

IndexPoly poly_add(const IndexPoly &a, const IndexPoly &b) {
  IndexPoly out = a;
  for (const auto &[m, c] : b)
    out[m] = support::checked_add(out[m], c);
  normalise(out);
  return out;
}

IndexPoly poly_mul(const IndexPoly &a, const IndexPoly &b) {
  IndexPoly out;
  for (const auto &[ma, ca] : a)
    for (const auto &[mb, cb] : b) {
      std::vector<int> m = ma;
      m.insert(m.end(), mb.begin(), mb.end());
      std::sort(m.begin(), m.end());
      out[m] = support::checked_add(out[m], support::checked_mul(ca, cb));
    }
  normalise(out);
  return out;
}

std::optional<IndexPoly> index_poly(const ir::IntExpr &e) {
  switch (e.op) {
  case ir::IntOp::Const: return poly_const(e.value);
  case ir::IntOp::Dim: return poly_dim(e.id);
  case ir::IntOp::Var: return poly_var(e.id);
  case ir::IntOp::Mod:
  case ir::IntOp::Div:
  case ir::IntOp::Read: return std::nullopt;
  case ir::IntOp::Add:
  case ir::IntOp::Sub:
  case ir::IntOp::Mul: break;
  }
  std::optional<IndexPoly> a = index_poly(*e.a), b = index_poly(*e.b);
  if (!a || !b)
    return std::nullopt;
  if (e.op == ir::IntOp::Mul)
    return poly_mul(*a, *b);
  return poly_add(*a, e.op == ir::IntOp::Add ? *b : poly_mul(poly_const(-1), *b));
}

std::optional<IndexPoly> flat_index(const std::vector<ir::IntPtr> &indices,
                                    const std::vector<ir::IntPtr> &shape, size_t from) {
  if (indices.size() != shape.size() || from >= indices.size())
    return std::nullopt;
  IndexPoly offset, stride = poly_const(1);
  for (size_t k = indices.size(); k-- > from;) {
    std::optional<IndexPoly> index = index_poly(*indices[k]), extent = index_poly(*shape[k]);
    if (!index || !extent)
      return std::nullopt;
    offset = poly_add(offset, poly_mul(*index, stride));
    stride = poly_mul(stride, *extent);
  }
  return offset;
}

ir::IntPtr flat_extent(const std::vector<ir::IntPtr> &shape, size_t from) {
  ir::IntPtr out = shape.at(from);
  for (size_t k = from + 1; k < shape.size(); ++k)
    out = ir::int_binary(ir::IntOp::Mul, out, shape[k]);
  return out;
}

std::optional<int> plain_var(const ir::IntExpr &e) {
  if (e.op == ir::IntOp::Var)
    return e.id;
  return std::nullopt;
}

} // namespace fuseproof::codegen
