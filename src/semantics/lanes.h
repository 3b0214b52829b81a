#pragma once
// Evaluates a statement at up to kLanes consecutive elements at once: the elements of one row,
// whose last index runs over base, base + 1, ... A lane value holds one value of the underlying
// concrete domain per element, and every operation applies the underlying domain's own operation
// lane by lane, in the order the per-element evaluation would; so the evaluator's one meaning of
// each operator is unchanged, and the values (and roundings) are exactly those of evaluating the
// elements one at a time. What it buys is the evaluator's tree walk, index arithmetic and range
// checks done once per batch instead of once per element (the numeric tier at 4096^3).
//
// An index is affine in the lane (base + stride * lane). Whenever a batch needs something that is
// not (an index product of two lane-dependent indices, a modulus of one, an integer condition
// that differs between lanes, a reduction whose range differs between lanes), or something that
// the per-element evaluation reports (an obligation or an index range violated in some lane), the
// domain throws LaneFallback, and the caller evaluates that batch's elements one at a time. So
// diagnostics, and the order in which violations are recorded, are the per-element ones.
#include "semantics/evaluator.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <optional>
#include <span>

namespace fuseproof::semantics {

/// Thrown by LaneDomain: evaluate this batch one element at a time instead.
struct LaneFallback {};

inline constexpr int kLanes = 64;

/// An index that is `base + stride * lane` in lane `lane`.
struct LaneIndex {
  int64_t base = 0, stride = 0;
  int64_t at(int lane) const { return base + stride * lane; }
  bool uniform() const { return stride == 0; }
};

template <class T> struct Lanes { std::array<T, kLanes> v; };

template <class D> class LaneDomain {
public:
  using Scalar = typename D::Value;
  using Element = Scalar; // what materialised tensors and provided reductions hold
  using Value = Lanes<Scalar>;
  using Bool = Lanes<typename D::Bool>;
  using Index = LaneIndex;
  static constexpr bool kPairwiseSum = requires { D::kPairwiseSum; };

  explicit LaneDomain(D &inner) : d_(inner) {}

  /// How many lanes the next evaluation uses (1..kLanes).
  void set_width(int n) { n_ = n; }

  Value literal(const ir::Literal &lit) const { return broadcast(d_.literal(lit)); }
  Value pi() const { return broadcast(d_.pi()); }
  Value integer(int64_t v) const { return broadcast(d_.integer(v)); }
  Value scalar(int id) const { return broadcast(d_.scalar(id)); }
  Value from_index(const LaneIndex &i) const {
    Value out;
    for (int l = 0; l < n_; ++l)
      out.v[l] = d_.from_index(i.at(l));
    return out;
  }
  /// Reads lane l's element through the underlying domain, as the one-dimensional index of its
  /// row-major position (which is how every concrete domain's `input` finds it).
  Value input(int id, std::span<const LaneIndex> idx, std::span<const LaneIndex> ext) const {
    LaneIndex flat = flat_of(idx, ext);
    int64_t total = 1;
    for (const LaneIndex &e : ext)
      total *= e.base;
    Value out;
    for (int l = 0; l < n_; ++l) {
      int64_t at[1] = {flat.at(l)}, all[1] = {total};
      out.v[l] = d_.input(id, at, all);
    }
    return out;
  }
  /// Lane l's element of a row-major array (a materialised tensor, a provided reduction).
  Value gather(const Scalar *data, std::span<const LaneIndex> idx,
               std::span<const LaneIndex> ext) const {
    LaneIndex flat = flat_of(idx, ext);
    Value out;
    for (int l = 0; l < n_; ++l)
      out.v[l] = data[flat.at(l)];
    return out;
  }

  Value add(const Value &a, const Value &b) const {
    return map2(a, b, [&](auto x, auto y) { return d_.add(x, y); });
  }
  Value sub(const Value &a, const Value &b) const {
    return map2(a, b, [&](auto x, auto y) { return d_.sub(x, y); });
  }
  Value mul(const Value &a, const Value &b) const {
    return map2(a, b, [&](auto x, auto y) { return d_.mul(x, y); });
  }
  Value div(const Value &a, const Value &b) const {
    return map2(a, b, [&](auto x, auto y) { return d_.div(x, y); });
  }
  Value neg(const Value &a) const {
    return map1(a, [&](auto x) { return d_.neg(x); });
  }
  Value rsqrt(const Value &a) const {
    return map1(a, [&](auto x) { return d_.rsqrt(x); });
  }
  Value sqrt(const Value &a) const {
    return map1(a, [&](auto x) { return d_.sqrt(x); });
  }
  Value exp(const Value &a) const {
    return map1(a, [&](auto x) { return d_.exp(x); });
  }
  Value log(const Value &a) const {
    return map1(a, [&](auto x) { return d_.log(x); });
  }
  Value sin(const Value &a) const {
    return map1(a, [&](auto x) { return d_.sin(x); });
  }
  Value cos(const Value &a) const {
    return map1(a, [&](auto x) { return d_.cos(x); });
  }
  Value tanh(const Value &a) const {
    return map1(a, [&](auto x) { return d_.tanh(x); });
  }
  Value round(const Value &a) const {
    return map1(a, [&](auto x) { return d_.round(x); });
  }
  Value fma(const Value &a, const Value &b, const Value &c) const {
    Value out;
    for (int l = 0; l < n_; ++l)
      out.v[l] = d_.fma(a.v[l], b.v[l], c.v[l]);
    return out;
  }
  Value erf(const Value &a) const {
    return map1(a, [&](auto x) { return d_.erf(x); });
  }
  Bool compare(ir::CmpOp op, const Value &a, const Value &b) const {
    Bool out;
    for (int l = 0; l < n_; ++l)
      out.v[l] = d_.compare(op, a.v[l], b.v[l]);
    return out;
  }
  Value select(const Bool &c, const Value &a, const Value &b) const {
    Value out;
    for (int l = 0; l < n_; ++l)
      out.v[l] = d_.select(c.v[l], a.v[l], b.v[l]);
    return out;
  }
  Value store(const Value &a, ir::Dtype as) const requires requires(const D &d, const Scalar &s) {
    d.store(s, as);
  }
  {
    return map1(a, [&](auto x) { return d_.store(x, as); });
  }

  /// An obligation violated in any lane sends the batch back to per-element evaluation, which
  /// records it in element order; nothing is recorded here.
  void require(Obligation kind, const Value &a, const ir::SourceLoc &loc) {
    const size_t before = d_.violations().size();
    for (int l = 0; l < n_; ++l)
      d_.require(kind, a.v[l], loc);
    if (d_.violations().size() != before) {
      d_.truncate_violations(before);
      throw LaneFallback{};
    }
  }

  static LaneIndex index_const(int64_t v) { return {v, 0}; }
  static LaneIndex index_op(ir::IntOp op, const LaneIndex &a, const LaneIndex &b,
                            const ir::SourceLoc &loc) {
    // Checked like every integer operation (apply_int_op): an affine lane index never wraps.
    auto op2 = [&](ir::IntOp o, int64_t x, int64_t y) { return apply_int_op(o, x, y, loc); };
    switch (op) {
    case ir::IntOp::Add: return {op2(op, a.base, b.base), op2(op, a.stride, b.stride)};
    case ir::IntOp::Sub: return {op2(op, a.base, b.base), op2(op, a.stride, b.stride)};
    case ir::IntOp::Mul:
      if (a.uniform())
        return {op2(op, a.base, b.base), op2(op, a.base, b.stride)};
      if (b.uniform())
        return {op2(op, a.base, b.base), op2(op, a.stride, b.base)};
      throw LaneFallback{};
    default:
      if (!a.uniform() || !b.uniform())
        throw LaneFallback{};
      return {apply_int_op(op, a.base, b.base, loc), 0};
    }
  }
  /// An integer input's element at indices equal in every lane (a row's target); otherwise the
  /// lanes read different elements, which need not be affine in the lane.
  LaneIndex int_input(int id, std::span<const LaneIndex> idx, std::span<const LaneIndex> ext,
                      const ir::SourceLoc &loc) const
    requires requires(const D &d, std::span<const int64_t> s) { d.int_input(0, s, s, loc); }
  {
    std::array<int64_t, 8> at{}, extents{};
    if (idx.size() > at.size())
      throw LaneFallback{};
    for (size_t p = 0; p < idx.size(); ++p) {
      if (!idx[p].uniform() || !ext[p].uniform())
        throw LaneFallback{};
      at[p] = idx[p].base;
      extents[p] = ext[p].base;
    }
    return {d_.int_input(id, std::span<const int64_t>(at.data(), idx.size()),
                         std::span<const int64_t>(extents.data(), idx.size()), loc),
            0};
  }
  static std::optional<int64_t> as_constant(const LaneIndex &i) {
    return i.uniform() ? std::optional<int64_t>(i.base) : std::nullopt;
  }

  /// An affine index is monotone in the lane, so its first and last lanes bound all of them.
  template <class Describe>
  void require_in_range(const LaneIndex &i, const LaneIndex &extent, const ir::SourceLoc &,
                        Describe) const {
    const int64_t first = i.at(0), last = i.at(n_ - 1);
    if (!extent.uniform() || std::min(first, last) < 0 || std::max(first, last) >= extent.base)
      throw LaneFallback{};
  }

  /// The difference of two affine indices is monotone in the lane, so an ordering holds in every
  /// lane when it holds in the first and the last; (in)equality only when the difference is the
  /// same in every lane.
  template <class Then, class Else>
  auto branch(ir::CmpOp op, const LaneIndex &a, const LaneIndex &b, Then then_value,
              Else else_value) const {
    const bool ordering = op != ir::CmpOp::Eq && op != ir::CmpOp::Ne;
    if (!ordering && a.stride != b.stride)
      throw LaneFallback{};
    const bool first = compare_values(op, a.at(0), b.at(0));
    if (first != compare_values(op, a.at(n_ - 1), b.at(n_ - 1)))
      throw LaneFallback{};
    return first ? then_value() : else_value();
  }

  template <class Body, class Combine>
  Value reduce(ReduceKind kind, const LaneIndex &extent, Body body, Combine combine,
               const ir::SourceLoc &loc) {
    if (!extent.uniform())
      throw LaneFallback{};
    auto at = [&](int64_t k) { return body(LaneIndex{k, 0}); };
    return reduce_concrete<kPairwiseSum>(
        kind, extent.base, at, combine, [&] { return integer(0); }, loc);
  }

  /// A filtered max, when the filter keeps the same elements in every lane.
  template <class Keep, class Body, class Combine>
  Value max_where(ir::CmpOp op, const LaneIndex &extent, Keep keep, Body body, Combine combine,
                  const ir::SourceLoc &loc) {
    if (!extent.uniform())
      throw LaneFallback{};
    auto kept = [&](int64_t k) { // branch falls back unless every lane decides alike
      auto [a, b] = keep(LaneIndex{k, 0});
      return branch(op, a, b, [] { return true; }, [] { return false; });
    };
    auto at = [&](int64_t k) { return body(LaneIndex{k, 0}); };
    return max_where_concrete(extent.base, kept, at, combine, loc);
  }

private:
  Value broadcast(const Scalar &s) const {
    Value out;
    std::fill(out.v.begin(), out.v.begin() + n_, s);
    return out;
  }
  template <class F> Value map1(const Value &a, F f) const {
    Value out;
    for (int l = 0; l < n_; ++l)
      out.v[l] = f(a.v[l]);
    return out;
  }
  template <class F> Value map2(const Value &a, const Value &b, F f) const {
    Value out;
    for (int l = 0; l < n_; ++l)
      out.v[l] = f(a.v[l], b.v[l]);
    return out;
  }
  static LaneIndex flat_of(std::span<const LaneIndex> idx, std::span<const LaneIndex> ext) {
    LaneIndex flat;
    for (size_t p = 0; p < idx.size(); ++p) {
      if (!ext[p].uniform())
        throw LaneFallback{};
      flat = {flat.base * ext[p].base + idx[p].base, flat.stride * ext[p].base + idx[p].stride};
    }
    return flat;
  }

  D &d_;
  int n_ = kLanes;
};

} // namespace fuseproof::semantics
