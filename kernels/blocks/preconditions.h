// What a generated launcher uses to check the preconditions its rule's proof assumed, before it
// launches (docs/KERNELS.md). Host code only: the launcher runs it once per launch.
#pragma once

#include <cstdint>

namespace fp::pre {

/// An exact integer, or "overflowed": every operation is checked, and a comparison involving an
/// overflowed value is false, so a precondition that cannot be evaluated exactly refuses the
/// launch (it never wraps into a true one).
struct Int {
  int64_t v = 0;
  bool ok = true;
};

inline Int lit(int64_t v) { return {v, true}; }
/// `a op b` by a __builtin_*_overflow `op`, which reports whether the result wrapped.
template <class Op> Int checked(Int a, Int b, Op op) {
  Int r{0, a.ok && b.ok};
  if (op(a.v, b.v, &r.v))
    r.ok = false;
  return r;
}
inline Int add(Int a, Int b) {
  return checked(a, b, [](int64_t x, int64_t y, int64_t *r) { return __builtin_add_overflow(x, y, r); });
}
inline Int sub(Int a, Int b) {
  return checked(a, b, [](int64_t x, int64_t y, int64_t *r) { return __builtin_sub_overflow(x, y, r); });
}
inline Int mul(Int a, Int b) {
  return checked(a, b, [](int64_t x, int64_t y, int64_t *r) { return __builtin_mul_overflow(x, y, r); });
}
/// The mathematical modulo of the rule language (non-negative for a positive divisor); a zero
/// divisor is undefined there and fails here.
inline Int mod(Int a, Int b) {
  if (!a.ok || !b.ok || b.v == 0 || (b.v == -1 && a.v == INT64_MIN))
    return {0, false};
  int64_t m = a.v % b.v;
  if (m < 0) // b < m < 0 for a negative b: m - b fits, where -b would not for INT64_MIN
    m = b.v < 0 ? m - b.v : m + b.v;
  return {m, true};
}
/// The rule language's `//`: the Euclidean quotient, a == b * div(a, b) + mod(a, b).
inline Int div(Int a, Int b) {
  if (!a.ok || !b.ok || b.v == 0 || (b.v == -1 && a.v == INT64_MIN))
    return {0, false};
  int64_t q = a.v / b.v; // truncated; a negative remainder moves it one step away from b
  if (a.v % b.v < 0)
    q += b.v > 0 ? -1 : 1;
  return {q, true};
}
inline bool lt(Int a, Int b) { return a.ok && b.ok && a.v < b.v; }
inline bool le(Int a, Int b) { return a.ok && b.ok && a.v <= b.v; }
inline bool gt(Int a, Int b) { return a.ok && b.ok && a.v > b.v; }
inline bool ge(Int a, Int b) { return a.ok && b.ok && a.v >= b.v; }
inline bool eq(Int a, Int b) { return a.ok && b.ok && a.v == b.v; }
inline bool ne(Int a, Int b) { return a.ok && b.ok && a.v != b.v; }

/// `x op q` for an fp32 scalar x and a rational literal q whose nearest double is d: no double
/// lies strictly between q and d, so x (exactly a double) compares with q as with d, except
/// when x == d, where the answer is the sign of d - q (`d_vs_q`: -1, 0, 1), known when the
/// launcher was generated.
inline int cmp_literal(float x, double d, int d_vs_q) {
  double xd = x;
  if (xd != xd)
    return 2; // NaN: every comparison false
  if (xd < d)
    return -1;
  if (xd > d)
    return 1;
  return d_vs_q;
}
inline int cmp(float a, float b) {
  if (a != a || b != b)
    return 2;
  return a < b ? -1 : a > b ? 1 : 0;
}
inline bool lt(int c) { return c == -1; }
inline bool le(int c) { return c == -1 || c == 0; }
inline bool gt(int c) { return c == 1; }
inline bool ge(int c) { return c == 1 || c == 0; }
inline bool eq(int c) { return c == 0; }
inline bool ne(int c) { return c == -1 || c == 1; }

/// The values an integer input may hold at given sizes, as its rule declares them
/// (`int in [lo, hi) ignore v`): lo <= v < hi, or v == ignore. Launch cannot check them (the
/// values are in device memory); the PyTorch operators do. `hi_open`: the range ends at a
/// dimension the kernel does not have, which can be chosen past any value, so there is no upper
/// end. A bound that overflowed (lo.ok or hi.ok false) cannot be checked: callers refuse.
struct Range {
  bool integer = false; // false: the slot is not an integer input
  Int lo, hi;
  bool hi_open = false;
  bool has_ignore = false;
  int64_t ignore = 0;
  const char *text = ""; // the range as the rule writes it, for messages
  bool contains(int64_t v) const {
    return (has_ignore && v == ignore) || (lo.ok && v >= lo.v && (hi_open || (hi.ok && v < hi.v)));
  }
};

} // namespace fp::pre
