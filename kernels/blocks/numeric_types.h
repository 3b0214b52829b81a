// Storage formats of the kernels (bf16, f16, fp8 e4m3fn and e5m2) and conversions between them
// and float / double, done by integer bit manipulation only. Vendor types (__nv_bfloat16,
// hip_bfloat16, _Float16) differ in rounding, flush-to-zero and availability between nvcc, hipcc
// and the host compiler; doing it ourselves makes the host tile executor, the fp64 reference and
// both GPUs round identically, and the result can be checked bit for bit against
// src/numeric/float_format.h. Every conversion is round-to-nearest-even with gradual underflow,
// IEEE overflow to infinity, NaN kept NaN (quieted, sign and leading payload bits kept) and signed
// zeros kept.
#pragma once

#include "hip_compat.h"
#include "touch_value.h"

#include <type_traits>

namespace fp {

struct bf16 {
  uint16_t bits;
};
struct f16 {
  uint16_t bits;
};
// fp8 e4m3fn (bias 7, no infinities, largest finite 448, S.1111.111 NaN) and e5m2 (IEEE-like:
// bias 15, infinities, largest finite 57344), as PyTorch's float8_e4m3fn and float8_e5m2 store
// them. A value that rounds past e4m3fn's largest finite becomes NaN (the OCP conversion, not a
// saturating one), as src/numeric/float_format.h defines it.
struct e4m3 {
  uint8_t bits;
};
struct e5m2 {
  uint8_t bits;
};

namespace detail {

// std::bit_cast is not usable in nvcc device code; __builtin_memcpy is, on every compiler here,
// and folds to a register move.
template <class To, class From> FP_HD To bit_cast(const From &from) {
  static_assert(sizeof(To) == sizeof(From), "bit_cast between types of different sizes");
  To to;
  __builtin_memcpy(&to, &from, sizeof(To));
  return to;
}

// A finite nonzero magnitude m * 2^E (m < 2^53) whose binary exponent floor(log2|x|) is e; `e` is
// only used when x is normal in its source format: a subnormal source is always below the
// smallest normal of bf16 and f16 (2^-126, 2^-14), which is all the rounding needs to know.
struct Decomposed {
  uint64_t m;
  int E;
  int e;
  bool subnormal;
};

FP_HD Decomposed decompose_float(uint32_t mag) {
  uint32_t biased = mag >> 23;
  uint32_t frac = mag & 0x7FFFFFu;
  if (biased == 0)
    return {frac, -149, 0, true};
  return {frac | 0x800000u, static_cast<int>(biased) - 150, static_cast<int>(biased) - 127, false};
}

FP_HD Decomposed decompose_double(uint64_t mag) {
  uint64_t biased = mag >> 52;
  uint64_t frac = mag & ((uint64_t{1} << 52) - 1);
  if (biased == 0)
    return {frac, -1074, 0, true};
  return {frac | (uint64_t{1} << 52), static_cast<int>(biased) - 1075,
          static_cast<int>(biased) - 1023, false};
}

// Rounds the finite nonzero magnitude d to a binary16-like format with kMant stored fraction bits
// and kExpBits exponent bits, returning its unsigned bit pattern (inf on overflow).
//
// With q the format's quantum at this magnitude, r = round(m * 2^E / 2^q) lies in [2^kMant,
// 2^(kMant+1)] for normal results and below 2^kMant for subnormal ones, and the encoding is then
// simply ((e' - emin) << kMant) + r: the hidden bit of r adds the 1 of the biased exponent, a
// round-up to 2^(kMant+1) carries into the exponent, a subnormal has e' - emin = 0, and anything
// at or past the infinity pattern overflowed.
//
// kFiniteOnly (e4m3fn): the top binade holds normal values but its all-ones pattern is NaN, so
// anything at or past that pattern is NaN rather than infinity.
template <int kMant, int kExpBits, bool kFiniteOnly = false>
FP_HD uint16_t round_magnitude(const Decomposed &d) {
  constexpr int kBias = (1 << (kExpBits - 1)) - 1;
  constexpr int kEmin = 1 - kBias;
  constexpr uint64_t kInf = kFiniteOnly ? (uint64_t{1} << (kMant + kExpBits)) - 1
                                        : uint64_t{(1u << kExpBits) - 1} << kMant;
  int e = (d.subnormal || d.e < kEmin) ? kEmin : d.e;
  int q = e - kMant;
  uint64_t r;
  if (q <= d.E) {
    r = d.m << (d.E - q); // exact; unreachable from float or double, whose E is always below q
  } else {
    int shift = q - d.E;
    if (shift > 54) {
      r = 0; // below a quarter of the smallest subnormal (m < 2^53)
    } else {
      r = d.m >> shift;
      uint64_t rem = d.m & ((uint64_t{1} << shift) - 1);
      uint64_t half = uint64_t{1} << (shift - 1);
      if (rem > half || (rem == half && (r & 1u)))
        ++r;
    }
  }
  uint64_t enc = (static_cast<uint64_t>(e - kEmin) << kMant) + r;
  return static_cast<uint16_t>(enc >= kInf ? kInf : enc);
}

template <int kMant, int kExpBits> FP_HD uint16_t float_to_bits(float x) {
  constexpr uint32_t kInf = ((1u << kExpBits) - 1) << kMant;
  uint32_t bits = bit_cast<uint32_t>(x);
  uint32_t sign = (bits >> 16) & 0x8000u;
  uint32_t mag = bits & 0x7FFFFFFFu;
  if (mag > 0x7F800000u) // NaN: quiet bit set, leading payload bits kept
    return static_cast<uint16_t>(sign | kInf | (1u << (kMant - 1)) |
                                 ((mag & 0x7FFFFFu) >> (23 - kMant)));
  if (mag == 0x7F800000u)
    return static_cast<uint16_t>(sign | kInf);
  if (mag == 0)
    return static_cast<uint16_t>(sign);
  return static_cast<uint16_t>(sign | round_magnitude<kMant, kExpBits>(decompose_float(mag)));
}

template <int kMant, int kExpBits> FP_HD uint16_t double_to_bits(double x) {
  constexpr uint32_t kInf = ((1u << kExpBits) - 1) << kMant;
  uint64_t bits = bit_cast<uint64_t>(x);
  uint32_t sign = static_cast<uint32_t>(bits >> 48) & 0x8000u;
  uint64_t mag = bits & ~(uint64_t{1} << 63);
  constexpr uint64_t kDInf = uint64_t{0x7FF} << 52;
  if (mag > kDInf)
    return static_cast<uint16_t>(
        sign | kInf | (1u << (kMant - 1)) |
        static_cast<uint32_t>((mag & ((uint64_t{1} << 52) - 1)) >> (52 - kMant)));
  if (mag == kDInf)
    return static_cast<uint16_t>(sign | kInf);
  if (mag == 0)
    return static_cast<uint16_t>(sign);
  return static_cast<uint16_t>(sign | round_magnitude<kMant, kExpBits>(decompose_double(mag)));
}

// fp8 from float or double, one rounding. NaN keeps its sign and leading payload bits and is
// quieted (e5m2); e4m3fn has one NaN pattern per sign and no infinity, so an infinity or a NaN
// becomes S.1111.111.
template <int kMant, int kExpBits, bool kFiniteOnly, class X> FP_HD uint8_t to_fp8_bits(X x) {
  static_assert(std::is_same_v<X, float> || std::is_same_v<X, double>, "fp8 from float or double");
  constexpr bool kFloat = std::is_same_v<X, float>;
  using U = std::conditional_t<kFloat, uint32_t, uint64_t>;
  constexpr int kTop = sizeof(U) * 8 - 1;
  constexpr int kXMant = kFloat ? 23 : 52;
  constexpr U kXInf = kFloat ? U(0x7F800000u) : U(uint64_t{0x7FF} << 52);
  constexpr uint32_t kInf = ((1u << kExpBits) - 1) << kMant;
  U bits = bit_cast<U>(x);
  uint32_t sign = static_cast<uint32_t>(bits >> kTop) << 7;
  U mag = bits & ~(U{1} << kTop);
  if (mag >= kXInf && kFiniteOnly)
    return static_cast<uint8_t>(sign | 0x7Fu);
  if (mag > kXInf)
    return static_cast<uint8_t>(
        sign | kInf | (1u << (kMant - 1)) |
        static_cast<uint32_t>((mag & ((U{1} << kXMant) - 1)) >> (kXMant - kMant)));
  if (mag == kXInf)
    return static_cast<uint8_t>(sign | kInf);
  if (mag == 0)
    return static_cast<uint8_t>(sign);
  Decomposed d;
  if constexpr (kFloat)
    d = decompose_float(mag);
  else
    d = decompose_double(mag);
  return static_cast<uint8_t>(sign | round_magnitude<kMant, kExpBits, kFiniteOnly>(d));
}

template <class T> inline constexpr bool is_storage_type_v = false;
template <> inline constexpr bool is_storage_type_v<float> = true;
template <> inline constexpr bool is_storage_type_v<double> = true;
template <> inline constexpr bool is_storage_type_v<bf16> = true;
template <> inline constexpr bool is_storage_type_v<f16> = true;
template <> inline constexpr bool is_storage_type_v<e4m3> = true;
template <> inline constexpr bool is_storage_type_v<e5m2> = true;

} // namespace detail

// +inf / -inf of float or double, from bits: INFINITY and __builtin_huge_val differ between the
// compilers' device modes, bits do not.
template <class T> FP_HD T infinity() {
  static_assert(std::is_same_v<T, float> || std::is_same_v<T, double>, "infinity: float or double");
  if constexpr (std::is_same_v<T, float>)
    return detail::bit_cast<float>(0x7F800000u);
  else
    return detail::bit_cast<double>(uint64_t{0x7FF} << 52);
}
template <class T> FP_HD T neg_infinity() { return -infinity<T>(); }

// ---- 16-bit -> float (exact) ----

FP_HD float to_float(bf16 v) {
  return detail::bit_cast<float>(static_cast<uint32_t>(v.bits) << 16);
}

FP_HD float to_float(f16 v) {
  uint32_t sign = static_cast<uint32_t>(v.bits & 0x8000u) << 16;
  uint32_t exp = (v.bits >> 10) & 0x1Fu;
  uint32_t frac = v.bits & 0x3FFu;
  if (exp == 0x1F) // inf, or NaN with its payload in the leading float fraction bits
    return detail::bit_cast<float>(sign | 0x7F800000u | (frac << 13));
  if (exp == 0) {
    // frac * 2^-24 is exact and a normal float, so neither rounding nor flush-to-zero applies.
    float mag = static_cast<float>(frac) * 0x1p-24f;
    return detail::bit_cast<float>(sign | detail::bit_cast<uint32_t>(mag));
  }
  return detail::bit_cast<float>(sign | ((exp + 112u) << 23) | (frac << 13)); // rebias 15 -> 127
}

// fp8 -> float: every pattern is a float exactly (normal, as fp8's subnormals are >= 2^-16).
FP_HD float to_float(e4m3 v) {
  uint32_t sign = static_cast<uint32_t>(v.bits & 0x80u) << 24;
  uint32_t exp = (v.bits >> 3) & 0xFu, frac = v.bits & 0x7u;
  if (exp == 0xF && frac == 0x7) // the one NaN pattern: a quiet float NaN with its sign
    return detail::bit_cast<float>(sign | 0x7FC00000u);
  if (exp == 0)
    return detail::bit_cast<float>(sign |
                                   detail::bit_cast<uint32_t>(static_cast<float>(frac) * 0x1p-9f));
  return detail::bit_cast<float>(sign | ((exp + 120u) << 23) | (frac << 20)); // rebias 7 -> 127
}

FP_HD float to_float(e5m2 v) {
  uint32_t sign = static_cast<uint32_t>(v.bits & 0x80u) << 24;
  uint32_t exp = (v.bits >> 2) & 0x1Fu, frac = v.bits & 0x3u;
  if (exp == 0x1F) // inf, or NaN with its payload in the leading float fraction bits
    return detail::bit_cast<float>(sign | 0x7F800000u | (frac << 21));
  if (exp == 0)
    return detail::bit_cast<float>(sign |
                                   detail::bit_cast<uint32_t>(static_cast<float>(frac) * 0x1p-16f));
  return detail::bit_cast<float>(sign | ((exp + 112u) << 23) | (frac << 21)); // rebias 15 -> 127
}

FP_HD float to_float(float v) { return v; }

// ---- float / double -> storage type (one rounding) ----

template <class T> FP_HD T from_float(float x) {
  static_assert(detail::is_storage_type_v<T>,
                "from_float: T must be float, double, bf16, f16, e4m3 or e5m2");
  if constexpr (std::is_same_v<T, bf16>) {
    uint32_t bits = detail::bit_cast<uint32_t>(x);
    if ((bits & 0x7FFFFFFFu) > 0x7F800000u)
      return bf16{static_cast<uint16_t>((bits >> 16) | 0x0040u)};
    // bf16 is f32 without its low 16 bits: adding just under half of the dropped unit plus the kept
    // lsb and truncating is RNE; the carry runs into the exponent (the largest finite values round
    // up to 0x7F80 = inf) and subnormals need nothing special as the exponent range is f32's.
    bits += 0x7FFFu + ((bits >> 16) & 1u);
    return bf16{static_cast<uint16_t>(bits >> 16)};
  } else if constexpr (std::is_same_v<T, f16>) {
    return f16{detail::float_to_bits<10, 5>(x)};
  } else if constexpr (std::is_same_v<T, e4m3>) {
    return e4m3{detail::to_fp8_bits<3, 4, true>(x)};
  } else if constexpr (std::is_same_v<T, e5m2>) {
    return e5m2{detail::to_fp8_bits<2, 5, false>(x)};
  } else {
    return static_cast<T>(x);
  }
}

// From a double, rounded once to T's precision. bf16/f16 must not go through float: that would
// round twice (a double just above a bf16 tie can become the tie as a float, then round to even).
template <class T> FP_HD T from_double(double x) {
  static_assert(detail::is_storage_type_v<T>,
                "from_double: T must be float, double, bf16, f16, e4m3 or e5m2");
  if constexpr (std::is_same_v<T, bf16>) {
    return bf16{detail::double_to_bits<7, 8>(x)};
  } else if constexpr (std::is_same_v<T, f16>) {
    return f16{detail::double_to_bits<10, 5>(x)};
  } else if constexpr (std::is_same_v<T, e4m3>) {
    return e4m3{detail::to_fp8_bits<3, 4, true>(x)};
  } else if constexpr (std::is_same_v<T, e5m2>) {
    return e5m2{detail::to_fp8_bits<2, 5, false>(x)};
  } else {
    return static_cast<T>(x); // IEEE conversion, RNE in the default environment
  }
}

// ---- loads: element idx of a tensor of T, as R (float or double) ----

#if !FP_DEVICE_CODE
namespace detail {
// Host code only, for tests: called with the address of every element load_as reads or (R a
// TouchValue) touches, so a test can compare the touch pass's addresses with the real pass's.
inline void (*host_load_observer)(const void *address, bool touch) = nullptr;
} // namespace detail
#endif

// R = TouchValue (the epilogue driver's touch pass) prefetches the element instead.
template <class R, class T> FP_HD R load_as(const T *p, long idx) {
  static_assert(std::is_same_v<R, float> || std::is_same_v<R, double> || is_touch_v<R>,
                "load_as: R must be float or double");
  static_assert(detail::is_storage_type_v<T>,
                "load_as: T must be float, double, bf16, f16, e4m3 or e5m2");
#if !FP_DEVICE_CODE
  if (detail::host_load_observer)
    detail::host_load_observer(p + idx, is_touch_v<R>);
#endif
  if constexpr (is_touch_v<R>) {
    touch_line<R::kLevel>(p + idx);
    return R{};
  } else if constexpr (std::is_same_v<T, bf16> || std::is_same_v<T, f16> ||
                       std::is_same_v<T, e4m3> || std::is_same_v<T, e5m2>)
    return static_cast<R>(to_float(p[idx])); // exact in either R
  else
    return static_cast<R>(p[idx]); // double -> float rounds (RNE); otherwise exact
}

template <class T> FP_HD float load(const T *p, long idx) { return load_as<float>(p, idx); }

// load_as for a kernel input in global memory that no thread of the kernel writes (epilogue
// inputs never alias outputs: docs/KERNELS.md). On NVIDIA GPUs it goes through the read-only
// path, which lets the compiler issue the loads of several epilogue steps and rows before the
// stores between them (plain loads could alias those stores).
template <class R, class T> FP_HD R load_input(const T *p, long idx) {
#if defined(__CUDA_ARCH__)
  if constexpr (is_touch_v<R>)
    return load_as<R>(p, idx);
  else if constexpr (std::is_same_v<T, bf16> || std::is_same_v<T, f16>)
    return static_cast<R>(to_float(T{__ldg(reinterpret_cast<const unsigned short *>(p) + idx)}));
  else if constexpr (std::is_same_v<T, e4m3> || std::is_same_v<T, e5m2>)
    return static_cast<R>(to_float(T{__ldg(reinterpret_cast<const unsigned char *>(p) + idx)}));
  else
    return static_cast<R>(__ldg(p + idx));
#else
  return load_as<R>(p, idx);
#endif
}

// ---- stores: element idx of a tensor of T from a float or double, rounded once ----

// A TouchValue (the touch pass) stores nothing.
template <class T, class V> FP_HD void store_as(T *p, long idx, V v) {
  static_assert(std::is_same_v<V, float> || std::is_same_v<V, double> || is_touch_v<V>,
                "store_as: the value must be float or double (convert explicitly)");
  if constexpr (is_touch_v<V>)
    (void)p, (void)idx, (void)v;
  else if constexpr (std::is_same_v<V, float>)
    p[idx] = from_float<T>(v);
  else
    p[idx] = from_double<T>(v);
}

} // namespace fp
