#pragma once
// Evaluates a statement at up to kLanes consecutive elements at once: the elements of one row,
// whose last index runs over base, base + 1, ... A lane value holds one value of the underlying
// concrete domain per element, and every operation applies the underlying domain's own operation
// lane by lane, in the order the per-element evaluation would; so the evaluator's one meaning of
// each operator is unchanged, and the values (and roundings) are exactly those of evaluating the
// elements one at a time. What it buys is the evaluator's tree walk, index arithmetic and range
// checks done once per batch instead of once per element (the numeric tier at 4096^3).
//
// An index is affine in the lane (base + stride * lane) where it can be, which makes range checks
// and comparisons two-point tests; an index that is not (a floor division or modulus of a
// lane-dependent index, the product of two) holds its lanes' values one by one, each computed by
// the same checked integer operation the per-element evaluation uses. Whenever a batch needs
// something the lanes cannot take together (an integer condition that differs between lanes, a
// reduction whose range differs between lanes, an integer input read at lane-dependent indices),
// or something that the per-element evaluation reports (an obligation, an index out of range, an
// integer operation that wraps or divides by zero, in some lane), the domain throws LaneFallback,
// and the caller evaluates that batch's elements one at a time. So diagnostics, and the order in
// which violations are recorded, are the per-element ones.
#include "semantics/evaluator.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <span>

namespace fuseproof::semantics {

/// Thrown by LaneDomain: evaluate this batch one element at a time instead.
struct LaneFallback {};

inline constexpr int kLanes = 64;

/// An index that is `base + stride * lane` in lane `lane`, or, when `values` is set, the lanes'
/// values one by one (an index that is not affine in the lane).
struct LaneIndex {
  using Values = std::array<int64_t, kLanes>;
  LaneIndex() = default;
  LaneIndex(int64_t base_, int64_t stride_) : base(base_), stride(stride_) {}
  explicit LaneIndex(std::shared_ptr<const Values> values_) : values(std::move(values_)) {}

  int64_t base = 0, stride = 0;
  std::shared_ptr<const Values> values;
  int64_t at(int lane) const { return values ? (*values)[lane] : base + stride * lane; }
  bool affine() const { return !values; }
  bool uniform() const { return affine() && stride == 0; }
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
  LaneIndex index_op(ir::IntOp op, const LaneIndex &a, const LaneIndex &b,
                     const ir::SourceLoc & /*reported by the per-element evaluation*/) const {
    if (a.affine() && b.affine())
      if (std::optional<LaneIndex> r = affine_op(op, a, b))
        return *r;
    // Lane by lane, by the per-element evaluation's own integer semantics; a lane it rejects
    // (wrap-around, division by zero) is reported by the per-element evaluation.
    auto values = std::make_shared<LaneIndex::Values>();
    for (int l = 0; l < n_; ++l)
      if (!try_int_op(op, a.at(l), b.at(l), (*values)[l]))
        throw LaneFallback{};
    return as_affine_if_possible(std::move(values));
  }
  /// An integer input's element at indices equal in every lane (a row's target); otherwise the
  /// lanes read different elements, which need not be affine in the lane.
  LaneIndex int_input(int id, std::span<const LaneIndex> idx, std::span<const LaneIndex> ext,
                      const ir::SourceLoc &loc) const requires
      requires(const D &d, std::span<const int64_t> s) {
    d.int_input(0, s, s, loc);
  }
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
    if (!extent.uniform())
      throw LaneFallback{};
    auto [low, high] = bounds(i);
    if (low < 0 || high >= extent.base)
      throw LaneFallback{};
  }

  /// The lanes take one branch when the comparison comes out the same in every lane. The
  /// difference of two affine indices is monotone in the lane, so an ordering is decided by the
  /// first and the last lane (other indices lane by lane). An (in)equality is decided together
  /// only when the difference is the same in every lane: one that varies holds in few lanes at
  /// most, and inside a sum it is the one-hot mask that the per-element evaluation reduces in
  /// O(1) (Evaluator::one_hot_sum), where the lanes would walk the whole range first.
  template <class Then, class Else>
  auto branch(ir::CmpOp op, const LaneIndex &a, const LaneIndex &b, Then then_value,
              Else else_value) const {
    const bool first = compare_values(op, a.at(0), b.at(0));
    if (op == ir::CmpOp::Eq || op == ir::CmpOp::Ne) {
      if (a.affine() && b.affine() ? a.stride != b.stride : !same_difference(a, b))
        throw LaneFallback{};
    } else if (a.affine() && b.affine()) {
      if (first != compare_values(op, a.at(n_ - 1), b.at(n_ - 1)))
        throw LaneFallback{};
    } else {
      for (int l = 1; l < n_; ++l)
        if (compare_values(op, a.at(l), b.at(l)) != first)
          throw LaneFallback{};
    }
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
      return branch(
          op, a, b, [] { return true; }, [] { return false; });
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
  /// The row-major position of lane l's element. Positions of elements in range fit, but the
  /// ranges are checked elsewhere: arithmetic that would wrap hands the batch back.
  LaneIndex flat_of(std::span<const LaneIndex> idx, std::span<const LaneIndex> ext) const {
    LaneIndex flat;
    for (size_t p = 0; p < idx.size(); ++p) {
      if (!ext[p].uniform())
        throw LaneFallback{};
      const LaneIndex scaled = index_op(ir::IntOp::Mul, flat, ext[p], ir::SourceLoc{});
      flat = index_op(ir::IntOp::Add, scaled, idx[p], ir::SourceLoc{});
    }
    return flat;
  }

  /// `a op b` as an affine index, when it is one and every lane's value is representable (then
  /// no lane's computation wraps either: the lanes lie between the first and the last).
  std::optional<LaneIndex> affine_op(ir::IntOp op, const LaneIndex &a, const LaneIndex &b) const {
    int64_t base = 0, stride = 0;
    auto add = [](int64_t x, int64_t y, int64_t &r) { return !__builtin_add_overflow(x, y, &r); };
    auto sub = [](int64_t x, int64_t y, int64_t &r) { return !__builtin_sub_overflow(x, y, &r); };
    auto mul = [](int64_t x, int64_t y, int64_t &r) { return !__builtin_mul_overflow(x, y, &r); };
    bool ok = false;
    switch (op) {
    case ir::IntOp::Add: ok = add(a.base, b.base, base) && add(a.stride, b.stride, stride); break;
    case ir::IntOp::Sub: ok = sub(a.base, b.base, base) && sub(a.stride, b.stride, stride); break;
    case ir::IntOp::Mul:
      if (a.uniform())
        ok = mul(a.base, b.base, base) && mul(a.base, b.stride, stride);
      else if (b.uniform())
        ok = mul(a.base, b.base, base) && mul(a.stride, b.base, stride);
      break;
    default:
      if (a.uniform() && b.uniform()) {
        if (!try_int_op(op, a.base, b.base, base))
          throw LaneFallback{};
        return LaneIndex{base, 0};
      }
      break;
    }
    int64_t span = 0, last = 0;
    if (!ok || !mul(stride, n_ - 1, span) || !add(base, span, last))
      return std::nullopt;
    return LaneIndex{base, stride};
  }

  /// Lane values that happen to be affine in the lane (`(j / 2) * 2 + j % 2`) become affine again.
  LaneIndex as_affine_if_possible(std::shared_ptr<LaneIndex::Values> values) const {
    const LaneIndex::Values &v = *values;
    int64_t stride = 0;
    if (n_ > 1 && __builtin_sub_overflow(v[1], v[0], &stride))
      return LaneIndex(std::move(values));
    for (int l = 2; l < n_; ++l) {
      int64_t step = 0;
      if (__builtin_sub_overflow(v[l], v[l - 1], &step) || step != stride)
        return LaneIndex(std::move(values));
    }
    return LaneIndex{v[0], stride};
  }

  /// a - b is the same in every lane (compared without forming it, so nothing can wrap).
  bool same_difference(const LaneIndex &a, const LaneIndex &b) const {
    for (int l = 1; l < n_; ++l) {
      // a_l - b_l == a_0 - b_0  <=>  a_l - a_0 == b_l - b_0, in 128 bits.
      if (static_cast<__int128>(a.at(l)) - a.at(0) != static_cast<__int128>(b.at(l)) - b.at(0))
        return false;
    }
    return true;
  }

  /// The smallest and largest lane value.
  std::pair<int64_t, int64_t> bounds(const LaneIndex &i) const {
    if (i.affine())
      return std::minmax(i.at(0), i.at(n_ - 1));
    auto [low, high] = std::minmax_element(i.values->begin(), i.values->begin() + n_);
    return {*low, *high};
  }

  D &d_;
  int n_ = kLanes;
};

} // namespace fuseproof::semantics
