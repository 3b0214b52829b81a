#include "ir/dim_poly.h"

#include "support/checked_int.h"

#include <algorithm>

namespace fuseproof::ir {
namespace {

void add_into(DimPoly &acc, const DimPoly &p, int64_t sign) {
  for (const auto &[mono, coef] : p) {
    acc[mono] = support::checked_add(acc[mono], support::checked_mul(sign, coef));
    if (acc[mono] == 0)
      acc.erase(mono);
  }
}

} // namespace

std::optional<DimPoly> to_dim_poly(const IntExpr &e) {
  switch (e.op) {
  case IntOp::Const: {
    DimPoly p;
    if (e.value != 0)
      p[{}] = e.value;
    return p;
  }
  case IntOp::Dim: return DimPoly{{{e.id}, 1}};
  case IntOp::Var:
  case IntOp::Mod:
  case IntOp::Div:
  case IntOp::Read: return std::nullopt;
  case IntOp::Add:
  case IntOp::Sub:
  case IntOp::Mul: break;
  }
  auto a = to_dim_poly(*e.a);
  auto b = to_dim_poly(*e.b);
  if (!a || !b)
    return std::nullopt;
  if (e.op != IntOp::Mul) {
    add_into(*a, *b, e.op == IntOp::Add ? 1 : -1);
    return a;
  }
  DimPoly out;
  for (const auto &[ma, ca] : *a) {
    for (const auto &[mb, cb] : *b) {
      std::vector<int> mono = ma;
      mono.insert(mono.end(), mb.begin(), mb.end());
      std::sort(mono.begin(), mono.end());
      add_into(out, DimPoly{{mono, support::checked_mul(ca, cb)}}, 1);
    }
  }
  return out;
}

namespace {

bool same_structure(const IntExpr &a, const IntExpr &b) {
  if (a.op != b.op || a.value != b.value || a.id != b.id || !a.a != !b.a || !a.b != !b.b)
    return false;
  return (!a.a || same_structure(*a.a, *b.a)) && (!a.b || same_structure(*a.b, *b.b));
}

} // namespace

bool same_extent(const IntExpr &a, const IntExpr &b) {
  auto pa = to_dim_poly(a);
  auto pb = to_dim_poly(b);
  if (pa && pb)
    return *pa == *pb;
  // `%` is not a polynomial: fall back to the same expression written the same way.
  return same_structure(a, b);
}

} // namespace fuseproof::ir
