#include "ir/pieces.h"

#include "ir/dim_poly.h"
#include "ir/printer.h"
#include "support/checked_int.h"

#include <algorithm>
#include <map>
#include <optional>
#include <set>

namespace fuseproof::ir {
namespace {

struct Fail {
  PieceError error;
};

[[noreturn]] void fail(const SourceLoc &loc, std::string message) {
  throw Fail{{loc, std::move(message)}};
}

/// The expression with variable `var` replaced by the constant `value`.
IntPtr with_var(const IntPtr &e, int var, int64_t value) {
  if (e->op == IntOp::Var && e->id == var)
    return int_const(value, e->loc);
  if (!e->a)
    return e;
  return int_binary(e->op, with_var(e->a, var, value), with_var(e->b, var, value), e->loc);
}

/// A target index `coefficient * var + offset`, the offset a polynomial in the dimensions.
struct Affine {
  int var = -1;
  int64_t coefficient = 0;
  DimPoly offset;
};

/// The one variable an index may use, after checking that it is used affinely: no product of
/// two terms that both use it, and no `%`, `//` or integer read on it.
int affine_var(const IntExpr &e, const Rule &rule) {
  switch (e.op) {
  case IntOp::Var: return e.id;
  case IntOp::Const:
  case IntOp::Dim: return -1;
  case IntOp::Mod:
  case IntOp::Div:
  case IntOp::Read:
    if (mentions_var(e))
      fail(e.loc, "a piece's index must be affine in its variable (C*v + offset); '" +
                      print_int(rule, e) + "' uses %, // or an integer input on it");
    return -1;
  case IntOp::Add:
  case IntOp::Sub:
  case IntOp::Mul: break;
  }
  int a = affine_var(*e.a, rule), b = affine_var(*e.b, rule);
  if (a >= 0 && b >= 0 && a != b)
    fail(e.loc, "a piece's index may use one index variable; '" + print_int(rule, e) + "' uses '" +
                    rule.vars[a].name + "' and '" + rule.vars[b].name + "'");
  if (e.op == IntOp::Mul && a >= 0 && b >= 0)
    fail(e.loc, "a piece's index must be affine in its variable; '" + print_int(rule, e) +
                    "' multiplies it by itself");
  return a >= 0 ? a : b;
}

Affine affine(const IntPtr &e, const Rule &rule) {
  Affine out;
  out.var = affine_var(*e, rule);
  if (out.var < 0)
    fail(e->loc, "a piece's index must use one of its index variables; '" + print_int(rule, *e) +
                     "' is a fixed position");
  std::optional<DimPoly> at0 = to_dim_poly(*with_var(e, out.var, 0));
  std::optional<DimPoly> at1 = to_dim_poly(*with_var(e, out.var, 1));
  if (!at0 || !at1)
    fail(e->loc, "the offset of the piece's index '" + print_int(rule, *e) +
                     "' must be a polynomial in the dimensions");
  out.offset = *at0;
  DimPoly coef = *at1;
  for (const auto &[mono, c] : *at0) {
    coef[mono] = support::checked_sub(coef[mono], c);
    if (coef[mono] == 0)
      coef.erase(mono);
  }
  if (coef.size() != 1 || !coef.begin()->first.empty() || coef.begin()->second <= 0)
    fail(e->loc, "the coefficient of '" + rule.vars[out.var].name + "' in the piece's index '" +
                     print_int(rule, *e) + "' must be a positive integer constant");
  out.coefficient = coef.begin()->second;
  return out;
}

std::optional<int64_t> constant_of(const DimPoly &p) {
  if (p.empty())
    return 0;
  if (p.size() == 1 && p.begin()->first.empty())
    return p.begin()->second;
  return std::nullopt;
}

/// s when `offset` is s times `range` (s >= 0) as polynomials.
std::optional<int64_t> block_of(const DimPoly &offset, const DimPoly &range) {
  if (offset.empty())
    return 0;
  if (range.empty())
    return std::nullopt;
  const auto &[mono, c] = *range.begin();
  auto it = offset.find(mono);
  if (it == offset.end() || it->second % c != 0 || it->second / c <= 0)
    return std::nullopt;
  int64_t s = it->second / c;
  DimPoly scaled;
  for (const auto &[m, k] : range)
    scaled[m] = support::checked_mul(k, s);
  return scaled == offset ? std::optional(s) : std::nullopt;
}

std::string slots_text(const std::vector<int64_t> &slots) {
  std::string s;
  for (int64_t v : slots)
    s += (s.empty() ? "" : ", ") + std::to_string(v);
  return slots.size() == 1 ? s : "(" + s + ")";
}

DimSplit split_of(const Rule &rule, const std::vector<Piece> &pieces, size_t p,
                  std::vector<std::set<int>> &used) {
  DimSplit d;
  std::vector<Affine> at;
  for (size_t k = 0; k < pieces.size(); ++k) {
    const Piece &pc = pieces[k];
    at.push_back(affine(pc.at[p], rule));
    int v = at.back().var;
    if (!used[k].insert(v).second)
      fail(pc.at[p]->loc, "index '" + rule.vars[v].name +
                              "' indexes two dimensions of the piece; each variable of a piece "
                              "indexes one");
    auto pos = std::find(pc.vars.begin(), pc.vars.end(), v);
    if (pos == pc.vars.end())
      fail(pc.at[p]->loc, "index '" + rule.vars[v].name + "' is not one of the piece's own");
    IntPtr range = pc.ranges[pos - pc.vars.begin()];
    if (k == 0)
      d.range = range;
    else if (!same_extent(*range, *d.range))
      fail(pc.at[p]->loc, "'" + rule.vars[v].name + "' runs over " + print_int(rule, *range) +
                              " here, but the first piece's index of dimension " +
                              std::to_string(p + 1) + " runs over " + print_int(rule, *d.range) +
                              "; the pieces of a dimension must "
                              "share one range");
    d.var.push_back(v);
  }
  bool whole = std::all_of(at.begin(), at.end(),
                           [](const Affine &a) { return a.coefficient == 1 && a.offset.empty(); });
  if (whole) {
    d.extent = d.range;
    d.slot.assign(pieces.size(), 0);
    return d;
  }
  int64_t c = at[0].coefficient;
  for (size_t k = 1; k < at.size(); ++k)
    if (at[k].coefficient != c)
      fail(pieces[k].at[p]->loc, "the pieces' indices of dimension " + std::to_string(p + 1) +
                                     " must share one coefficient (" + std::to_string(c) +
                                     " in the first piece, " + std::to_string(at[k].coefficient) +
                                     " here): C*v + s with 0 <= s < C, or v + s*R "
                                     "with R the range of v");
  std::optional<DimPoly> range = to_dim_poly(*d.range);
  if (!range)
    fail(pieces[0].at[p]->loc, "the range of a piece's index must be a polynomial in the "
                               "dimensions");
  d.kind = c > 1 ? SplitKind::Cyclic : SplitKind::Blocks;
  for (size_t k = 0; k < at.size(); ++k) {
    std::optional<int64_t> s = c > 1 ? constant_of(at[k].offset) : block_of(at[k].offset, *range);
    if (!s || *s < 0 || (c > 1 && *s >= c))
      fail(pieces[k].at[p]->loc,
           c > 1 ? "the piece's index '" + print_int(rule, *pieces[k].at[p]) + "' must be " +
                       std::to_string(c) + "*v + s with s an integer constant in [0, " +
                       std::to_string(c) + ")"
                 : "the piece's index '" + print_int(rule, *pieces[k].at[p]) +
                       "' must be v + s*R: its offset a whole multiple s >= 0 of the range R = " +
                       print_int(rule, *d.range) + " of its variable");
    d.slot.push_back(*s);
  }
  d.count = c > 1 ? c : *std::max_element(d.slot.begin(), d.slot.end()) + 1;
  d.extent = int_binary(IntOp::Mul, int_const(d.count), d.range);
  return d;
}

/// Every combination of the split dimensions' slots is some piece's, exactly once.
void check_partition(const std::vector<Piece> &pieces, const std::vector<DimSplit> &dims,
                     const std::string &tensor) {
  std::map<std::vector<int64_t>, size_t> seen;
  for (size_t k = 0; k < pieces.size(); ++k) {
    std::vector<int64_t> key;
    for (const DimSplit &d : dims)
      if (d.kind != SplitKind::Whole)
        key.push_back(d.slot[k]);
    auto [it, fresh] = seen.emplace(key, k);
    if (!fresh)
      fail(pieces[k].loc,
           "this piece defines the same elements of '" + tensor + "' as the piece at line " +
               std::to_string(pieces[it->second].loc.line) + "; each element must be defined once");
  }
  // The slots are in range, so the pieces cover the tensor iff there are as many as slots.
  std::vector<int64_t> counts;
  int64_t total = 1;
  for (const DimSplit &d : dims)
    if (d.kind != SplitKind::Whole) {
      counts.push_back(d.count);
      total = support::checked_mul(total, d.count);
    }
  if (total == static_cast<int64_t>(pieces.size()))
    return;
  std::vector<int64_t> slot(counts.size(), 0); // the first combination no piece has
  while (seen.count(slot)) {
    for (size_t q = slot.size(); q-- > 0;) {
      if (++slot[q] < counts[q])
        break;
      slot[q] = 0;
    }
  }
  fail(pieces[0].loc, "the pieces of '" + tensor + "' leave elements undefined: none has slot " +
                          slots_text(slot) + " (of " + std::to_string(total) +
                          "); every element must be defined by one piece");
}

} // namespace

std::variant<PieceLayout, PieceError>
piece_layout(const Rule &rule, const std::vector<Piece> &pieces, const std::string &tensor) {
  try {
    PieceLayout out;
    std::vector<std::set<int>> used(pieces.size());
    for (size_t p = 0; p < pieces.front().at.size(); ++p)
      out.dims.push_back(split_of(rule, pieces, p, used));
    check_partition(pieces, out.dims, tensor);
    return out;
  } catch (const Fail &f) {
    return f.error;
  } catch (const support::IntegerOverflow &o) {
    return PieceError{pieces.front().loc, std::string("integer arithmetic overflows 64 bits in "
                                                      "the pieces' indices (") +
                                              o.what() + ")"};
  }
}

} // namespace fuseproof::ir
