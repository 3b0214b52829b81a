#pragma once
// Integer arithmetic that never wraps. Indices, extents and integer constants are exact
// integers in the rule language; int64 is only their representation, so every operation on
// them goes through these and an overflow is reported instead of silently wrapping
// (65536*65536*65536*65536 once evaluated to 0 and proved `x + 2^64 x == x`).
#include <cstdint>
#include <stdexcept>
#include <string>

namespace fuseproof::support {

/// Thrown where no source location is at hand; callers that have one turn it into a located
/// diagnostic.
class IntegerOverflow : public std::overflow_error {
public:
  using std::overflow_error::overflow_error;
};

inline int64_t checked_add(int64_t a, int64_t b) {
  int64_t r;
  if (__builtin_add_overflow(a, b, &r))
    throw IntegerOverflow(std::to_string(a) + " + " + std::to_string(b) + " overflows 64 bits");
  return r;
}

inline int64_t checked_sub(int64_t a, int64_t b) {
  int64_t r;
  if (__builtin_sub_overflow(a, b, &r))
    throw IntegerOverflow(std::to_string(a) + " - " + std::to_string(b) + " overflows 64 bits");
  return r;
}

inline int64_t checked_mul(int64_t a, int64_t b) {
  int64_t r;
  if (__builtin_mul_overflow(a, b, &r))
    throw IntegerOverflow(std::to_string(a) + " * " + std::to_string(b) + " overflows 64 bits");
  return r;
}

/// The mathematical (Euclidean) remainder, 0 <= r < |b|, as SMT-LIB's `mod` defines it, so the
/// concrete and symbolic tiers agree for negative operands too. b == 0 is the caller's to reject.
inline int64_t euclidean_mod(int64_t a, int64_t b) {
  if (b == -1)
    return 0; // INT64_MIN % -1 is undefined in C++
  int64_t r = a % b;
  if (r < 0)
    r = b < 0 ? r - b : r + b;
  return r;
}

/// The Euclidean quotient, SMT-LIB's `div`: a == b * q + euclidean_mod(a, b). For b > 0 it is
/// floor division. Throws IntegerOverflow where the quotient does not fit (INT64_MIN / -1);
/// b == 0 is the caller's to reject.
inline int64_t euclidean_div(int64_t a, int64_t b) {
  if (b == -1)
    return checked_sub(0, a);
  // C++ truncates; a negative truncated remainder moves the quotient one step away from b.
  int64_t q = a / b;
  if (a % b < 0)
    q += b > 0 ? -1 : 1;
  return q;
}

} // namespace fuseproof::support
