// Epilogue primitive: per-tile partial reductions. An epilogue's apply() produces a contribution
// for each reduction slot and column; the driver combines them per lane, then across the warp
// (fp::warp_reduce_slots), and hands the tile's partial to store_partial. Ops are types with
// static identity<T>() and combine(a, b), and a slot form (kSlots, identity_at, combine_at) over
// kSlots consecutive float slots, so that one epilogue can hold sums, maxima and log-sum-exp
// pairs side by side (fp::Reductions). combine must be commutative bit for bit, because in a
// butterfly (xor) shuffle lane l computes combine(v_l, v_l^o) while its partner computes
// combine(v_l^o, v_l), and both must agree for every lane to hold the same value.
#pragma once

#include "map.h"

namespace fp {

// The slot form of a one-slot op.
template <class Op> struct OneSlot {
  static constexpr int kSlots = 1;
  template <class T> static FP_HD void identity_at(T *p) { p[0] = Op::template identity<T>(); }
  template <class T> static FP_HD void combine_at(T *out, const T *a, const T *b) {
    out[0] = Op::combine(a[0], b[0]);
  }
};

struct SumOp : OneSlot<SumOp> {
  template <class T> static FP_HD T identity() { return T(0); }
  template <class T> static FP_HD T combine(T a, T b) { return a + b; }
};

// max(a, b) that propagates NaN from either side: a silently dropped NaN would hide exactly the
// kind of failure the checker exists to find, and it keeps combine commutative for NaN. Otherwise
// it is the rule semantics' max (a >= b ? a : b). The identity is -inf.
struct MaxOp : OneSlot<MaxOp> {
  template <class T> static FP_HD T identity() { return neg_infinity<T>(); }
  template <class T> static FP_HD T combine(T a, T b) {
    if (a != a)
      return a;
    return a >= b ? a : b;
  }
};

// A log-sum-exp partial: the set it summarises has log-sum-exp m + log(s).
template <class T> struct LsePair {
  T m; // the shift (the running max)
  T s; // sum of exp(x - m)
};

// Online log-sum-exp merge: m = max(m1, m2), s = s1 * exp(m1 - m) + s2 * exp(m2 - m). A side whose
// shift equals m gets the factor 1 exactly instead of exp(m - m): that keeps the identity
// (-inf, 0) merged with itself from computing exp(-inf - -inf) = NaN, and +inf shifts likewise.
struct LseOp {
  template <class T> static FP_HD LsePair<T> identity() { return {neg_infinity<T>(), T(0)}; }
  // The partial of the single value x.
  template <class T> static FP_HD LsePair<T> lift(T x) { return {x, T(1)}; }
  template <class T> static FP_HD LsePair<T> combine(LsePair<T> a, LsePair<T> b) {
    T m = MaxOp::combine(a.m, b.m);
    T fa = a.m == m ? T(1) : math::exp(a.m - m);
    T fb = b.m == m ? T(1) : math::exp(b.m - m);
    return {m, a.s * fa + b.s * fb};
  }
  // log-sum-exp of the summarised set.
  template <class T> static FP_HD T finish(LsePair<T> p) { return p.m + math::log(p.s); }
  // Slot form: the pair in two slots (m, then s).
  static constexpr int kSlots = 2;
  template <class T> static FP_HD void identity_at(T *p) {
    LsePair<T> id = identity<T>();
    p[0] = id.m;
    p[1] = id.s;
  }
  template <class T> static FP_HD void combine_at(T *out, const T *a, const T *b) {
    LsePair<T> r = combine(LsePair<T>{a[0], a[1]}, LsePair<T>{b[0], b[1]});
    out[0] = r.m;
    out[1] = r.s;
  }
};

// Several reductions side by side over one array of slots, each op over its own kSlots slots in
// order: Reductions<LseOp, SumOp> holds (m, s, sum). Commutative when every op is.
template <class... Ops> struct Reductions {
  static constexpr int kSlots = (Ops::kSlots + ... + 0);
  template <class T, int R> static FP_HD void identity(T (&p)[R]) {
    static_assert(R >= kSlots, "too few slots");
    int o = 0;
    ((Ops::identity_at(p + o), o += Ops::kSlots), ...);
  }
  // out may be a or b.
  template <class T, int R>
  static FP_HD void combine(T (&out)[R], const T (&a)[R], const T (&b)[R]) {
    int o = 0;
    ((Ops::combine_at(out + o, a + o, b + o), o += Ops::kSlots), ...);
  }
};

template <class T> inline constexpr bool is_reductions = false;
template <class... Ops> inline constexpr bool is_reductions<Reductions<Ops...>> = true;

// Every one of R slots reduced by the one-slot Op: the form of an epilogue whose Reduce is a
// plain op (SumOp, MaxOp).
template <class Op, int R> struct EachSlot {
  template <class T> static FP_HD void identity(T (&p)[R]) {
    for (int q = 0; q < R; ++q)
      p[q] = Op::template identity<T>();
  }
  template <class T> static FP_HD void combine(T (&out)[R], const T (&a)[R], const T (&b)[R]) {
    for (int q = 0; q < R; ++q)
      out[q] = Op::combine(a[q], b[q]);
  }
};

#if FP_GPU_COMPILER
namespace detail {
template <class T> __device__ __forceinline__ T shfl_xor(T v, int lane_mask) {
#if defined(FP_AMD)
  return __shfl_xor(v, lane_mask, kWarpSize);
#else
  return __shfl_xor_sync(0xffffffffu, v, lane_mask, kWarpSize);
#endif
}
template <class T> __device__ __forceinline__ LsePair<T> shfl_xor(LsePair<T> v, int lane_mask) {
  return {shfl_xor(v.m, lane_mask), shfl_xor(v.s, lane_mask)};
}
} // namespace detail

// Combines v over the kWarpSize lanes of the warp with a butterfly; every lane gets the result.
// All lanes of the warp must call it (full mask).
template <class Op, class T> __device__ __forceinline__ T warp_reduce(T v) {
#pragma unroll
  for (int o = kWarpSize / 2; o > 0; o /= 2)
    v = Op::combine(v, detail::shfl_xor(v, o));
  return v;
}

// Combines the slot arrays v over the warp's lanes with a butterfly (Red: Reductions or
// EachSlot); every lane gets the result.
template <class Red, class T, int R> __device__ __forceinline__ void warp_reduce_slots(T (&v)[R]) {
#pragma unroll
  for (int o = kWarpSize / 2; o > 0; o /= 2) {
    T other[R];
#pragma unroll
    for (int q = 0; q < R; ++q)
      other[q] = detail::shfl_xor(v[q], o);
    Red::combine(v, v, other);
  }
}
#endif

// The same butterfly over an array of kLanes lane values, on the host: the host driver uses it so
// that the tile executor combines contributions in the GPU's order, not a sequential one.
template <class Op, int kLanes, class T> FP_HD T butterfly_reduce(T (&lanes)[kLanes]) {
  static_assert(kLanes > 0 && (kLanes & (kLanes - 1)) == 0, "lane count must be a power of two");
  for (int o = kLanes / 2; o > 0; o /= 2) {
    T next[kLanes];
    for (int l = 0; l < kLanes; ++l)
      next[l] = Op::combine(lanes[l], lanes[l ^ o]);
    for (int l = 0; l < kLanes; ++l)
      lanes[l] = next[l];
  }
  return lanes[0];
}

// The slot-array butterfly of warp_reduce_slots, on the host; the result is lane 0's.
template <class Red, int kLanes, class T, int R>
FP_HD void butterfly_reduce_slots(T (&lanes)[kLanes][R], T (&out)[R]) {
  static_assert(kLanes > 0 && (kLanes & (kLanes - 1)) == 0, "lane count must be a power of two");
  for (int o = kLanes / 2; o > 0; o /= 2) {
    T next[kLanes][R];
    for (int l = 0; l < kLanes; ++l)
      Red::combine(next[l], lanes[l], lanes[l ^ o]);
    for (int l = 0; l < kLanes; ++l)
      for (int q = 0; q < R; ++q)
        lanes[l][q] = next[l][q];
  }
  for (int q = 0; q < R; ++q)
    out[q] = lanes[0][q];
}

} // namespace fp
