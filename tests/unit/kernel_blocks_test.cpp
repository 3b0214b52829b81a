// Kernel building blocks (kernels/blocks), host side: the bf16/f16 conversions bit for bit against
// the numeric tier's rounding (src/numeric/float_format.h), so the kernels and the tier that
// judges them store values identically; every epilogue primitive; the log-sum-exp merge; the host
// epilogue driver on ragged tiles (each in-range step applied once, masked columns reduced as the
// identity); and the host tile executor against a plain double loop in all four layouts.
#include "blocks/gemm_config.h"
#include "blocks/kernel.h"

#include "codegen/kernel_plan.h"
#include "numeric/float_format.h"

#include "support/checked_int.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdint>
#include <functional>
#include <limits>
#include <map>
#include <random>
#include <string>
#include <utility>
#include <vector>

namespace {

using fuseproof::numeric::Format;
using fuseproof::numeric::round_to;
using fuseproof::numeric::ulp_distance;

constexpr float kInfF = std::numeric_limits<float>::infinity();
constexpr double kInfD = std::numeric_limits<double>::infinity();

uint32_t bits_of(float x) { return std::bit_cast<uint32_t>(x); }
uint64_t bits_of(double x) { return std::bit_cast<uint64_t>(x); }

template <class T> constexpr Format format_of() {
  return std::is_same_v<T, fp::bf16> ? Format::BF16 : Format::F16;
}
template <class T> T make(uint16_t bits) { return T{bits}; }

// Sign bit, and the leading fraction bits that a 16-bit NaN keeps, of a float or double NaN.
struct NanShape {
  bool sign;
  bool quiet;
  uint64_t lead; // the top `n` fraction bits
};
NanShape nan_shape(double x, int n) {
  uint64_t b = bits_of(x);
  return {(b >> 63) != 0, ((b >> 51) & 1) != 0, (b & ((uint64_t{1} << 52) - 1)) >> (52 - n)};
}
// From the float's own bits: widening a signalling NaN to double would set its quiet bit.
NanShape nan_shape(float x, int n) {
  uint32_t b = bits_of(x);
  return {(b >> 31) != 0, ((b >> 22) & 1) != 0, (b & 0x7FFFFFu) >> (23 - n)};
}

// --- to_float: every 16-bit pattern ------------------------------------------------------------

// The value of a binary16-like pattern computed with ldexp, independently of the bit tricks.
double reference_value(uint16_t bits, int mant, int exp_bits) {
  int bias = (1 << (exp_bits - 1)) - 1;
  int e = (bits >> mant) & ((1 << exp_bits) - 1);
  double frac = bits & ((1u << mant) - 1);
  double sign = (bits >> 15) ? -1.0 : 1.0;
  if (e == (1 << exp_bits) - 1)
    return frac == 0 ? sign * kInfD : std::numeric_limits<double>::quiet_NaN();
  if (e == 0)
    return sign * std::ldexp(frac, 1 - bias - mant);
  return sign * std::ldexp(frac + std::ldexp(1.0, mant), e - bias - mant);
}

template <class T> void check_to_float_exhaustive(int mant, int exp_bits) {
  const Format f = format_of<T>();
  const uint16_t inf_bits = static_cast<uint16_t>(((1u << exp_bits) - 1) << mant);
  for (uint32_t b = 0; b < 0x10000u; ++b) {
    SCOPED_TRACE(b);
    const uint16_t bits = static_cast<uint16_t>(b);
    const float v = fp::to_float(make<T>(bits));
    const double ref = reference_value(bits, mant, exp_bits);
    if ((bits & 0x7FFFu) > inf_bits) {
      ASSERT_TRUE(std::isnan(v));
      NanShape s = nan_shape(v, mant);
      EXPECT_EQ(s.sign, (bits >> 15) != 0);
      EXPECT_EQ(s.lead, bits & ((1u << mant) - 1));                    // payload kept
      EXPECT_EQ(fp::from_float<T>(v).bits, bits | (1u << (mant - 1))); // comes back quieted
      continue;
    }
    ASSERT_EQ(bits_of(static_cast<double>(v)), bits_of(ref)); // exact, signed zero included
    // The emulation agrees that v is a value of the format, and the round trip is the identity.
    ASSERT_EQ(bits_of(round_to(f, v)), bits_of(v));
    ASSERT_EQ(fp::from_float<T>(v).bits, bits);
    ASSERT_EQ(fp::from_double<T>(static_cast<double>(v)).bits, bits);
    // Consecutive patterns are consecutive values (the emulation's ordinals).
    if (bits < inf_bits) {
      ASSERT_EQ(ulp_distance(f, v, fp::to_float(make<T>(static_cast<uint16_t>(bits + 1)))), 1u);
    }
  }
}

TEST(KernelNumericTypes, Bf16ToFloatExhaustive) { check_to_float_exhaustive<fp::bf16>(7, 8); }
TEST(KernelNumericTypes, F16ToFloatExhaustive) { check_to_float_exhaustive<fp::f16>(10, 5); }

// --- from_float / from_double against the emulation -------------------------------------------

template <class T> void expect_float_matches(float x) {
  const Format f = format_of<T>();
  const int mant = f == Format::BF16 ? 7 : 10;
  const float got = fp::to_float(fp::from_float<T>(x));
  const float want = round_to(f, x);
  if (std::isnan(want)) {
    ASSERT_TRUE(std::isnan(got)) << std::hexfloat << x;
    NanShape g = nan_shape(got, mant), w = nan_shape(want, mant);
    EXPECT_EQ(g.sign, w.sign);
    EXPECT_TRUE(g.quiet);
    EXPECT_EQ(g.lead, w.lead);
    return;
  }
  ASSERT_EQ(bits_of(got), bits_of(want)) << std::hexfloat << x;
}

template <class T> void expect_double_matches(double x) {
  const Format f = format_of<T>();
  const int mant = f == Format::BF16 ? 7 : 10;
  const double got = fp::to_float(fp::from_double<T>(x));
  const double want = round_to(f, x);
  if (std::isnan(want)) {
    ASSERT_TRUE(std::isnan(got)) << std::hexfloat << x;
    NanShape g = nan_shape(got, mant), w = nan_shape(want, mant);
    EXPECT_EQ(g.sign, w.sign);
    EXPECT_TRUE(g.quiet);
    EXPECT_EQ(g.lead, w.lead);
    return;
  }
  ASSERT_EQ(bits_of(got), bits_of(want)) << std::hexfloat << x;
}

// Each finite value of the format, the midpoint to the next one (a tie: representable in float,
// as the formats have at most 11 significand bits) and the floats either side of that midpoint.
template <class T> std::vector<float> tie_samples() {
  std::vector<float> out;
  for (uint32_t b = 0; b < 0x10000u; ++b) {
    float v = fp::to_float(make<T>(static_cast<uint16_t>(b)));
    float w = fp::to_float(make<T>(static_cast<uint16_t>(b + 1)));
    if (!std::isfinite(v) || std::isnan(w) || std::signbit(v) != std::signbit(w))
      continue;
    // The step past the largest finite value is the overflow threshold: max + half an ulp.
    double next =
        std::isinf(w)
            ? static_cast<double>(v) +
                  (static_cast<double>(v) - fp::to_float(make<T>(static_cast<uint16_t>(b - 1))))
            : static_cast<double>(w);
    float mid = static_cast<float>((static_cast<double>(v) + next) / 2);
    for (float x : {v, mid, std::nextafter(mid, 0.0f), std::nextafter(mid, 2 * mid)})
      out.push_back(x);
  }
  return out;
}

template <class T> void check_from_float() {
  for (float x : tie_samples<T>())
    expect_float_matches<T>(x);
  // A stride over all 2^32 patterns (every exponent, both signs, NaN payloads, float subnormals).
  for (uint64_t b = 0; b < (uint64_t{1} << 32); b += 1021)
    expect_float_matches<T>(std::bit_cast<float>(static_cast<uint32_t>(b)));
  for (uint32_t b : {0x00000000u, 0x80000000u, 0x00000001u, 0x80000001u, 0x007FFFFFu, 0x7F800000u,
                     0xFF800000u, 0x7F800001u, 0xFF800001u, 0x7FC00000u, 0x7F812345u, 0x7F7FFFFFu,
                     0xFF7FFFFFu, 0x7FFFFFFFu, 0xFFFFFFFFu})
    expect_float_matches<T>(std::bit_cast<float>(b));
  for (float x : {65504.0f, 65519.99f, 65520.0f, 65536.0f, -65520.0f, 0x1p-24f, 0x1p-25f,
                  0x1.000002p-25f, 0x1.8p-24f, 0x1p-133f, 0x1p-134f, 0x1.000002p-134f, 0x1.fep127f,
                  0x1.ff0000p127f, 0x1.feffffp127f})
    expect_float_matches<T>(x);
}

TEST(KernelNumericTypes, Bf16FromFloat) { check_from_float<fp::bf16>(); }
TEST(KernelNumericTypes, F16FromFloat) { check_from_float<fp::f16>(); }

template <class T> void check_from_double() {
  int double_rounding_cases = 0;
  for (float tie : tie_samples<T>()) {
    double x = tie;
    for (double y : {x, std::nextafter(x, 0.0), std::nextafter(x, 2 * x)}) {
      expect_double_matches<T>(y);
      // Going through float would round twice here: y is within half a float ulp of a tie.
      if (fp::from_double<T>(y).bits != fp::from_float<T>(static_cast<float>(y)).bits)
        ++double_rounding_cases;
    }
  }
  EXPECT_GT(double_rounding_cases, 1000); // the samples do exercise the direct rounding
  std::mt19937_64 rng(20240611);
  std::uniform_int_distribution<int> exponent(-160, 140);
  for (int n = 0; n < 2000000; ++n) {
    uint64_t bits = rng();
    uint64_t biased = static_cast<uint64_t>(exponent(rng) + 1023);
    expect_double_matches<T>(
        std::bit_cast<double>((bits & ~(uint64_t{0x7FF} << 52)) | (biased << 52)));
  }
  for (double x : {0.0, -0.0, kInfD, -kInfD, std::numeric_limits<double>::denorm_min(),
                   -std::numeric_limits<double>::denorm_min(), std::numeric_limits<double>::max(),
                   std::bit_cast<double>(uint64_t{0x7FF0000000000001}),
                   std::bit_cast<double>(uint64_t{0xFFF8000000000000}),
                   std::bit_cast<double>(uint64_t{0x7FF4000000000000}), 65519.999999999, 65520.0,
                   0x1p-25, 0x1.0000000000001p-25, 0x1p-134, 0x1.0000000000001p-134})
    expect_double_matches<T>(x);
}

TEST(KernelNumericTypes, Bf16FromDouble) { check_from_double<fp::bf16>(); }
TEST(KernelNumericTypes, F16FromDouble) { check_from_double<fp::f16>(); }

// --- fp8 (e4m3fn, e5m2): every pattern, and conversions against the emulation ------------------

template <class T> constexpr Format fp8_format() {
  return std::is_same_v<T, fp::e4m3> ? Format::E4M3 : Format::E5M2;
}

// The value of an fp8 pattern computed with ldexp, independently of the bit tricks: e4m3fn has
// no infinity and one NaN pattern per sign (S.1111.111); e5m2 is IEEE-like.
template <class T> double fp8_reference(uint8_t bits) {
  constexpr bool finite_only = std::is_same_v<T, fp::e4m3>;
  constexpr int mant = finite_only ? 3 : 2, exp_bits = finite_only ? 4 : 5;
  const int bias = (1 << (exp_bits - 1)) - 1;
  const int e = (bits >> mant) & ((1 << exp_bits) - 1);
  const double frac = bits & ((1u << mant) - 1);
  const double sign = (bits >> 7) ? -1.0 : 1.0;
  if (finite_only ? (bits & 0x7F) == 0x7F : e == (1 << exp_bits) - 1)
    return !finite_only && frac == 0 ? sign * kInfD : std::numeric_limits<double>::quiet_NaN();
  if (e == 0)
    return sign * std::ldexp(frac, 1 - bias - mant);
  return sign * std::ldexp(frac + std::ldexp(1.0, mant), e - bias - mant);
}

template <class T> void check_fp8_patterns() {
  const Format f = fp8_format<T>();
  int finite = 0;
  for (uint32_t b = 0; b < 0x100u; ++b) {
    SCOPED_TRACE(b);
    const uint8_t bits = static_cast<uint8_t>(b);
    const float v = fp::to_float(T{bits});
    const double ref = fp8_reference<T>(bits);
    if (std::isnan(ref)) {
      ASSERT_TRUE(std::isnan(v));
      EXPECT_EQ(std::signbit(v), (bits >> 7) != 0);
      continue;
    }
    finite += std::isfinite(ref) ? 1 : 0;
    ASSERT_EQ(bits_of(static_cast<double>(v)), bits_of(ref)); // exact, signed zero included
    ASSERT_EQ(bits_of(round_to(f, v)), bits_of(v));           // a value of the format
    ASSERT_EQ(fp::from_float<T>(v).bits, bits);               // round trips
    ASSERT_EQ(fp::from_double<T>(static_cast<double>(v)).bits, bits);
  }
  // e4m3fn: 2 x 127 finite patterns (448 the largest); e5m2: 2 x 124 (57344 the largest).
  constexpr bool e4m3 = std::is_same_v<T, fp::e4m3>;
  EXPECT_EQ(finite, e4m3 ? 254 : 248);
  EXPECT_EQ(fp::to_float(T{static_cast<uint8_t>(e4m3 ? 0x7E : 0x7B)}), e4m3 ? 448.0f : 57344.0f);
}

// `x` converted by the kernels' routine equals the emulation's rounding of x (NaN: both NaN; for
// e5m2 with the same sign too. An e4m3fn overflow keeps the value's sign in the kernels,
// S.1111.111, where the emulation answers +NaN: no verdict reads a NaN's sign).
template <class T, class X> void expect_fp8_matches(X x) {
  const double got =
      fp::to_float(std::is_same_v<X, float> ? fp::from_float<T>(x) : fp::from_double<T>(x));
  const double want = round_to(fp8_format<T>(), static_cast<double>(x));
  if (std::isnan(want)) {
    ASSERT_TRUE(std::isnan(got)) << std::hexfloat << x;
    if (!std::is_same_v<T, fp::e4m3>) {
      EXPECT_EQ(std::signbit(got), std::signbit(want)) << std::hexfloat << x;
    }
    return;
  }
  ASSERT_EQ(bits_of(got), bits_of(want)) << std::hexfloat << x;
}

// Every finite value, the midpoints to its neighbours (the ties, and the overflow threshold
// half an ulp past the largest finite value), the floats and doubles just either side of each,
// and a stride over all float patterns; from float and from double.
template <class T> void check_fp8_conversions() {
  std::vector<double> values;
  for (uint32_t b = 0; b < 0x100u; ++b) {
    double v = fp::to_float(T{static_cast<uint8_t>(b)});
    if (std::isfinite(v))
      values.push_back(v);
  }
  std::sort(values.begin(), values.end());
  double top = values.back(), step = top - values[values.size() - 2];
  values.push_back(top + step); // one more step: its midpoint is the overflow threshold
  values.insert(values.begin(), -top - step);
  for (size_t k = 0; k + 1 < values.size(); ++k) {
    double mid = (values[k] + values[k + 1]) / 2;
    for (double x : {values[k], mid, std::nextafter(mid, -kInfD), std::nextafter(mid, kInfD)}) {
      expect_fp8_matches<T>(x);
      expect_fp8_matches<T>(static_cast<float>(x));
    }
    float fm = static_cast<float>(mid);
    expect_fp8_matches<T>(std::nextafter(fm, -kInfF));
    expect_fp8_matches<T>(std::nextafter(fm, kInfF));
  }
  for (uint64_t b = 0; b < (uint64_t{1} << 32); b += 1021)
    expect_fp8_matches<T>(std::bit_cast<float>(static_cast<uint32_t>(b)));
  for (double x : {kInfD, -kInfD, std::numeric_limits<double>::quiet_NaN(), 0.0, -0.0, 1e-300,
                   -1e300, 0x1p-17, 0x1p-10, 0x1.0000000000001p-10})
    expect_fp8_matches<T>(x);
}

TEST(KernelNumericTypes, E4m3EveryPattern) { check_fp8_patterns<fp::e4m3>(); }
TEST(KernelNumericTypes, E5m2EveryPattern) { check_fp8_patterns<fp::e5m2>(); }
TEST(KernelNumericTypes, E4m3FromFloatAndDouble) { check_fp8_conversions<fp::e4m3>(); }
TEST(KernelNumericTypes, E5m2FromFloatAndDouble) { check_fp8_conversions<fp::e5m2>(); }

TEST(KernelNumericTypes, LoadAndStoreAllTypes) {
  const double x = 0x1.234567891p3; // not representable in any of the 16-bit formats or float
  float f32[1];
  double f64[1];
  fp::bf16 b16[1];
  fp::f16 h16[1];
  fp::store_as(f32, 0, x);
  fp::store_as(f64, 0, x);
  fp::store_as(b16, 0, x);
  fp::store_as(h16, 0, x);
  EXPECT_EQ(f32[0], static_cast<float>(x));
  EXPECT_EQ(f64[0], x);
  EXPECT_EQ(fp::load_as<double>(b16, 0), round_to(Format::BF16, x));
  EXPECT_EQ(fp::load_as<double>(h16, 0), round_to(Format::F16, x));
  EXPECT_EQ(fp::load(f64, 0), static_cast<float>(x)); // double tensors read as float round once
  EXPECT_EQ(fp::load_as<double>(f64, 0), x);
  fp::store_as(b16, 0, static_cast<float>(x));
  fp::store_as(h16, 0, static_cast<float>(x));
  EXPECT_EQ(fp::load(b16, 0), round_to(Format::BF16, static_cast<float>(x)));
  EXPECT_EQ(fp::load(h16, 0), round_to(Format::F16, static_cast<float>(x)));
  EXPECT_EQ(fp::load(f32, 0), static_cast<float>(x));
  EXPECT_EQ(bits_of(fp::infinity<float>()), bits_of(kInfF));
  EXPECT_EQ(bits_of(fp::neg_infinity<double>()), bits_of(-kInfD));
}

// --- primitives, table-driven ---------------------------------------------------------------

// A vector of each storage type holding the same values (all exactly representable in bf16).
struct Vectors {
  std::vector<float> f32{1.5f, -2.0f, 0.25f, 3.0f, -0.5f, 8.0f};
  std::vector<double> f64{1.5, -2.0, 0.25, 3.0, -0.5, 8.0};
  std::vector<fp::bf16> b16;
  std::vector<fp::f16> h16;
  Vectors() {
    for (float v : f32) {
      b16.push_back(fp::from_float<fp::bf16>(v));
      h16.push_back(fp::from_float<fp::f16>(v));
    }
  }
};

struct PrimitiveCase {
  std::string name;
  std::function<double(double)> f64; // the primitive at T = double
  std::function<float(float)> f32;   // the primitive at T = float
  std::function<double(double)> reference;
};

std::vector<PrimitiveCase> primitive_cases(const Vectors &v) {
  // Residual matrix 2 x 3 with ldc 3: C[1, 2] = v[5].
  constexpr int i = 1, j = 2, ldc = 3;
  const double r_i = v.f64[i], c_j = v.f64[j], C_ij = v.f64[i * ldc + j];
  std::vector<PrimitiveCase> cases;
  auto add = [&](std::string name, auto prim, std::function<double(double)> ref) {
    cases.push_back({std::move(name), [prim](double x) { return prim(x); },
                     [prim](float x) { return prim(x); }, std::move(ref)});
  };
  add(
      "scale", [](auto x) { return fp::scale(x, 2.5f); }, [](double x) { return x * 2.5; });
  add(
      "scale_row/f32", [&v](auto x) { return fp::scale_row(x, v.f32.data(), i); },
      [=](double x) { return x * r_i; });
  add(
      "scale_row/bf16", [&v](auto x) { return fp::scale_row(x, v.b16.data(), i); },
      [=](double x) { return x * r_i; });
  add(
      "scale_col/f16", [&v](auto x) { return fp::scale_col(x, v.h16.data(), j); },
      [=](double x) { return x * c_j; });
  add(
      "scale_col/f64", [&v](auto x) { return fp::scale_col(x, v.f64.data(), j); },
      [=](double x) { return x * c_j; });
  add(
      "add_residual/bf16", [&v](auto x) { return fp::add_residual(x, v.b16.data(), ldc, i, j); },
      [=](double x) { return x + C_ij; });
  add(
      "add_residual/f32", [&v](auto x) { return fp::add_residual(x, v.f32.data(), ldc, i, j); },
      [=](double x) { return x + C_ij; });
  add(
      "add_bias/f16", [&v](auto x) { return fp::add_bias(x, v.h16.data(), j); },
      [=](double x) { return x + c_j; });
  add(
      "add_row/f32", [&v](auto x) { return fp::add_row(x, v.f32.data(), i); },
      [=](double x) { return x + r_i; });
  add(
      "add_scalar", [](auto x) { return fp::add_scalar(x, -0.75f); },
      [](double x) { return x - 0.75; });
  add(
      "Identity", [](auto x) { return fp::map(fp::op::Identity{}, x); },
      [](double x) { return x; });
  add(
      "Neg", [](auto x) { return fp::map(fp::op::Neg{}, x); }, [](double x) { return -x; });
  add(
      "Abs", [](auto x) { return fp::map(fp::op::Abs{}, x); },
      [](double x) { return std::fabs(x); });
  add(
      "Square", [](auto x) { return fp::map(fp::op::Square{}, x); },
      [](double x) { return x * x; });
  add(
      "Exp", [](auto x) { return fp::map(fp::op::Exp{}, x); },
      [](double x) { return std::exp(x); });
  add(
      "Log", [](auto x) { return fp::map(fp::op::Log{}, fp::map(fp::op::Abs{}, x)); },
      [](double x) { return std::log(std::fabs(x)); });
  add(
      "Sqrt", [](auto x) { return fp::map(fp::op::Sqrt{}, fp::map(fp::op::Abs{}, x)); },
      [](double x) { return std::sqrt(std::fabs(x)); });
  add(
      "Rsqrt", [](auto x) { return fp::map(fp::op::Rsqrt{}, fp::map(fp::op::Abs{}, x)); },
      [](double x) { return 1.0 / std::sqrt(std::fabs(x)); });
  add(
      "Sin", [](auto x) { return fp::map(fp::op::Sin{}, x); },
      [](double x) { return std::sin(x); });
  add(
      "Cos", [](auto x) { return fp::map(fp::op::Cos{}, x); },
      [](double x) { return std::cos(x); });
  add(
      "Tanh", [](auto x) { return fp::map(fp::op::Tanh{}, x); },
      [](double x) { return std::tanh(x); });
  add(
      "Erf", [](auto x) { return fp::map(fp::op::Erf{}, x); },
      [](double x) { return std::erf(x); });
  add(
      "Sigmoid", [](auto x) { return fp::map(fp::op::Sigmoid{}, x); },
      [](double x) { return 1.0 / (1.0 + std::exp(-x)); });
  add(
      "Silu", [](auto x) { return fp::map(fp::op::Silu{}, x); },
      [](double x) { return x / (1.0 + std::exp(-x)); });
  add(
      "pair_2to1/SiluMul", [](auto x) { return fp::pair_2to1(fp::op::SiluMul{}, x, x + 1); },
      [](double x) { return x / (1.0 + std::exp(-x)) * (x + 1); });
  add(
      "pair_2to1/Mul", [](auto x) { return fp::pair_2to1(fp::op::Mul{}, x, decltype(x)(3)); },
      [](double x) { return 3 * x; });
  return cases;
}

TEST(KernelEpiloguePrimitives, Table) {
  const Vectors v;
  for (const PrimitiveCase &c : primitive_cases(v)) {
    SCOPED_TRACE(c.name);
    for (double x : {0.0, 1.0, -1.0, 0.3, -2.75, 7.5, 1e-3, -30.0, 30.0}) {
      SCOPED_TRACE(x);
      const double want = c.reference(x);
      // T = double: the same formula, so equal to rounding error of the reference's libm.
      const float xf = static_cast<float>(x);
      if (!std::isfinite(want)) { // log(0), rsqrt(0): the same infinity, in both precisions
        EXPECT_EQ(c.f64(x), want);
        EXPECT_EQ(c.f32(xf), want);
        continue;
      }
      EXPECT_NEAR(c.f64(x), want, 1e-15 * (1 + std::fabs(want)));
      // T = float: computed in float throughout, so within a few float ulps.
      EXPECT_NEAR(c.f32(xf), c.reference(xf), 4e-7 * (1 + std::fabs(want)));
    }
  }
}

TEST(KernelEpiloguePrimitives, MapMatchesCmathInFloat) {
  // On the host the float transcendentals are <cmath>'s float overloads, bit for bit.
  for (float x : {0.1f, 1.0f, 2.5f, 17.0f}) {
    EXPECT_EQ(bits_of(fp::map(fp::op::Exp{}, x)), bits_of(std::exp(x)));
    EXPECT_EQ(bits_of(fp::map(fp::op::Log{}, x)), bits_of(std::log(x)));
    EXPECT_EQ(bits_of(fp::map(fp::op::Sqrt{}, x)), bits_of(std::sqrt(x)));
    EXPECT_EQ(bits_of(fp::map(fp::op::Sin{}, x)), bits_of(std::sin(x)));
    EXPECT_EQ(bits_of(fp::map(fp::op::Cos{}, x)), bits_of(std::cos(x)));
    EXPECT_EQ(bits_of(fp::map(fp::op::Tanh{}, x)), bits_of(std::tanh(x)));
    EXPECT_EQ(bits_of(fp::map(fp::op::Erf{}, x)), bits_of(std::erf(x)));
  }
  // Saturation: sigmoid(-inf) = 0 and sigmoid(+inf) = 1 without NaN.
  EXPECT_EQ(fp::map(fp::op::Sigmoid{}, -kInfF), 0.0f);
  EXPECT_EQ(fp::map(fp::op::Sigmoid{}, kInfF), 1.0f);
  // silu far left: exp overflows to inf in float and the product is -0, not NaN.
  EXPECT_EQ(bits_of(fp::map(fp::op::Silu{}, -200.0f)), bits_of(-0.0f));
}

// CODA's rope_pos_freq rounds t to the nearest integer as (t + 1.5 * 2^23) - 1.5 * 2^23 in fp32;
// the rule states it as round(t) and the kernel computes rint. The claim that the two agree for
// |t| < 2^22 (rules/qkv_scale_rope_pos_freq.rule, docs/RULE_LANGUAGE.md) is checked here: on every
// half-integer tie in [-64, 64], at the ends of the range, and on a million random fp32 values
// spread over every binade below 2^22; and it fails just past 2^22, so the range is a real limit.
TEST(KernelEpiloguePrimitives, RoundEqualsAddAndSubtractOfOneAndAHalfTimesTwoTo23) {
  volatile float magic = 12582912.0f; // 1.5 * 2^23; volatile: the sum must be rounded in fp32
  auto add_and_subtract = [&](float t) {
    volatile float sum = t + magic;
    return sum - magic;
  };
  auto agree = [&](float t) {
    return bits_of(add_and_subtract(t)) == bits_of(fp::map(fp::op::Round{}, t)) ||
           (add_and_subtract(t) == 0.0f && fp::map(fp::op::Round{}, t) == 0.0f); // -0 vs +0
  };
  for (int k = -128; k <= 128; ++k)
    EXPECT_TRUE(agree(static_cast<float>(k) * 0.5f)) << k * 0.5;
  const float below = std::nextafter(4194304.0f, 0.0f); // the largest |t| < 2^22
  for (float t : {below, -below, 4194303.5f, -4194303.5f, 0.49999997f, -0.49999997f})
    EXPECT_TRUE(agree(t)) << t;
  std::mt19937 rng(20261206);
  std::uniform_real_distribution<float> mantissa(1.0f, 2.0f);
  std::uniform_int_distribution<int> exponent(-30, 21), sign(0, 1);
  int disagreements = 0;
  for (int n = 0; n < 1000000; ++n) {
    float t = std::ldexp(mantissa(rng), exponent(rng)) * (sign(rng) ? -1.0f : 1.0f);
    disagreements += agree(t) ? 0 : 1;
  }
  EXPECT_EQ(disagreements, 0);
  // 2^22 + 1 plus 1.5 * 2^23 is 2^24 + 1, which fp32 cannot hold: the trick loses the 1 there.
  EXPECT_FALSE(agree(4194305.0f));
}
TEST(KernelEpiloguePrimitives, RotatePair) {
  struct Case {
    double a, b, theta;
  };
  for (Case c : {Case{1, 0, 0.5}, Case{0.25, -3, 2.0}, Case{-1.5, 2.5, -1.0}}) {
    double cs = std::cos(c.theta), sn = std::sin(c.theta);
    double o0, o1;
    fp::pair_2to2(fp::op::Rotate<double>{cs, sn}, c.a, c.b, o0, o1);
    EXPECT_EQ(o0, c.a * cs + c.b * sn);
    EXPECT_EQ(o1, c.b * cs - c.a * sn);
    // A rotation preserves the pair's squared norm (what rope_sum_of_squares proves).
    EXPECT_NEAR(o0 * o0 + o1 * o1, c.a * c.a + c.b * c.b, 1e-12);
    float f0, f1;
    fp::pair_2to2(fp::op::Rotate<float>{static_cast<float>(cs), static_cast<float>(sn)},
                  static_cast<float>(c.a), static_cast<float>(c.b), f0, f1);
    EXPECT_NEAR(f0, o0, 1e-6);
    EXPECT_NEAR(f1, o1, 1e-6);
  }
}

TEST(KernelEpiloguePrimitives, StoreToEveryType) {
  float f32[6] = {};
  double f64[6] = {};
  fp::bf16 b16[6] = {};
  fp::f16 h16[6] = {};
  const double x = 1.0 + 0x1p-9 + 0x1p-30; // rounds differently in each format
  fp::store(f32, 3, 1, 2, x);              // [1 * 3 + 2] = [5]
  fp::store(f64, 3, 1, 2, x);
  fp::store(b16, 3, 1, 2, x);
  fp::store(h16, 3, 1, 2, static_cast<float>(x));
  fp::store_row(f32, 4, 2.5f);
  EXPECT_EQ(f32[5], static_cast<float>(x));
  EXPECT_EQ(f64[5], x);
  EXPECT_EQ(fp::load_as<double>(b16, 5), round_to(Format::BF16, x));
  EXPECT_EQ(fp::load(h16, 5), round_to(Format::F16, static_cast<float>(x)));
  EXPECT_EQ(f32[4], 2.5f);
  for (int k = 0; k < 4; ++k) {
    EXPECT_EQ(f32[k], 0.0f);
    EXPECT_EQ(b16[k].bits, 0);
  }
}

TEST(KernelEpiloguePrimitives, StoredValueAndMinMax) {
  const double x = 1.0 + 0x1p-9 + 0x1p-30;
  EXPECT_EQ(fp::stored_value<fp::bf16>(x), round_to(Format::BF16, x)); // rounded once from double
  EXPECT_EQ(fp::stored_value<fp::f16>(static_cast<float>(x)),
            round_to(Format::F16, static_cast<float>(x)));
  EXPECT_EQ(fp::stored_value<float>(x), static_cast<double>(static_cast<float>(x)));
  EXPECT_EQ(fp::stored_value<double>(x), x);
  EXPECT_EQ(fp::max_of(2.0f, -3.0f), 2.0f);
  EXPECT_EQ(fp::min_of(2.0, -3.0), -3.0);
  // The rule semantics' select: a NaN first argument loses, a NaN second argument wins.
  const double nan = std::numeric_limits<double>::quiet_NaN();
  EXPECT_EQ(fp::max_of(nan, 1.0), 1.0);
  EXPECT_TRUE(std::isnan(fp::max_of(1.0, nan)));
  EXPECT_EQ(fp::min_of(nan, 1.0), 1.0);
}

TEST(KernelPartialReduce, SumAndMax) {
  EXPECT_EQ(fp::SumOp::identity<float>(), 0.0f);
  EXPECT_EQ(fp::SumOp::combine(1.5, 2.25), 3.75);
  EXPECT_EQ(fp::MaxOp::identity<double>(), -kInfD);
  EXPECT_EQ(fp::MaxOp::combine(fp::MaxOp::identity<float>(), -3.0f), -3.0f);
  EXPECT_EQ(fp::MaxOp::combine(2.0, 5.0), 5.0);
  EXPECT_EQ(fp::MaxOp::combine(5.0, 2.0), 5.0);
  // NaN propagates from either side.
  const double nan = std::numeric_limits<double>::quiet_NaN();
  EXPECT_TRUE(std::isnan(fp::MaxOp::combine(nan, 1.0)));
  EXPECT_TRUE(std::isnan(fp::MaxOp::combine(1.0, nan)));
  // The host butterfly combines like the warp: lane 0 ends with every lane's value.
  float lanes[32];
  for (int l = 0; l < 32; ++l)
    lanes[l] = static_cast<float>(l * l % 17);
  float copy[32];
  std::copy(std::begin(lanes), std::end(lanes), copy);
  EXPECT_EQ(fp::butterfly_reduce<fp::MaxOp>(lanes), 16.0f);
  double sum = 0;
  for (float x : copy)
    sum += x;
  EXPECT_EQ(fp::butterfly_reduce<fp::SumOp>(copy), static_cast<float>(sum));
}

double direct_lse(const std::vector<double> &x) {
  double s = 0;
  for (double v : x)
    s += std::exp(v);
  return std::log(s);
}

TEST(KernelPartialReduce, LseMergeEqualsDirectLogSumExp) {
  std::mt19937_64 rng(7);
  std::normal_distribution<double> normal(0.0, 3.0);
  for (int trial = 0; trial < 200; ++trial) {
    const int n = 1 + trial % 97;
    std::vector<double> x(n);
    for (double &v : x)
      v = normal(rng);
    if (trial % 5 == 0)
      x[trial % n] = -kInfD; // exp(-inf) = 0: must not poison the merge
    // Chunks of varying size merged in a tree, plus identities merged in from both sides.
    std::vector<fp::LsePair<double>> parts;
    for (int lo = 0; lo < n; lo += 1 + trial % 7) {
      fp::LsePair<double> p = fp::LseOp::identity<double>();
      for (int k = lo; k < std::min(n, lo + 1 + trial % 7); ++k)
        p = fp::LseOp::combine(p, fp::LseOp::lift(x[k]));
      parts.push_back(p);
      parts.push_back(fp::LseOp::identity<double>());
    }
    while (parts.size() > 1) {
      std::vector<fp::LsePair<double>> next;
      for (size_t k = 0; k + 1 < parts.size(); k += 2)
        next.push_back(fp::LseOp::combine(parts[k], parts[k + 1]));
      if (parts.size() % 2)
        next.push_back(parts.back());
      parts = next;
    }
    const double want = direct_lse(x);
    if (std::isinf(want)) // every element -inf
      EXPECT_EQ(fp::LseOp::finish(parts[0]), want);
    else
      EXPECT_NEAR(fp::LseOp::finish(parts[0]), want, 1e-12 * (1 + std::fabs(want)));
  }
  // Identity with identity stays the identity (no exp(-inf - -inf) = NaN); its lse is -inf.
  auto id = fp::LseOp::combine(fp::LseOp::identity<float>(), fp::LseOp::identity<float>());
  EXPECT_EQ(id.m, -kInfF);
  EXPECT_EQ(id.s, 0.0f);
  EXPECT_EQ(fp::LseOp::finish(id), -kInfF);
  // +inf dominates without NaN.
  auto top = fp::LseOp::combine(fp::LseOp::lift(kInfF), fp::LseOp::lift(kInfF));
  EXPECT_EQ(fp::LseOp::finish(top), kInfF);
  // Large shifts that would overflow a direct exp are exact here.
  auto big = fp::LseOp::combine(fp::LseOp::lift(1000.0f), fp::LseOp::lift(1000.0f));
  EXPECT_NEAR(fp::LseOp::finish(big), 1000.0f + std::log(2.0f), 1e-3);
  // The butterfly over LsePair lanes, as warp_reduce does it on the GPU.
  fp::LsePair<double> lanes[32];
  std::vector<double> all;
  for (int l = 0; l < 32; ++l) {
    lanes[l] = l % 3 ? fp::LseOp::lift(0.1 * l) : fp::LseOp::identity<double>();
    if (l % 3)
      all.push_back(0.1 * l);
  }
  EXPECT_NEAR(fp::LseOp::finish(fp::butterfly_reduce<fp::LseOp>(lanes)), direct_lse(all), 1e-12);
}

// --- host driver on ragged tiles --------------------------------------------------------------

// Records every call: apply once per step, the contribution is the column's accumulator (so a
// masked column that leaked in would show up in the partial), store_partial once per row/tile.
template <int kStepV, class ReduceV> struct RecordingEpilogue {
  static constexpr int kStep = kStepV;
  static constexpr int kReductions = 2;
  using Reduce = ReduceV;
  std::map<std::pair<int, int>, int> *applied;
  std::map<std::pair<int, int>, std::vector<double>> *partials;
  template <class T>
  void apply(int i, int j, const T (&acc)[kStep], T (&contrib)[kReductions]) const {
    for (int c = 0; c < kStep; ++c)
      ++(*applied)[{i, j + c}];
    contrib[0] = acc[0];
    contrib[1] = -acc[kStep - 1];
  }
  template <class T> void store_partial(int i, int t, const T (&partial)[kReductions]) const {
    auto [it, fresh] = partials->emplace(std::pair{i, t}, std::vector<double>{});
    EXPECT_TRUE(fresh) << "store_partial twice for row " << i << " tile " << t;
    it->second = {partial[0], partial[1]};
  }
};

template <int kStep, class Reduce> void check_ragged_driver(int M, int N, int BM, int BN) {
  SCOPED_TRACE(testing::Message() << "kStep " << kStep << " M " << M << " N " << N);
  std::map<std::pair<int, int>, int> applied;
  std::map<std::pair<int, int>, std::vector<double>> partials;
  RecordingEpilogue<kStep, Reduce> epi{&applied, &partials};
  auto value = [](int i, int j) { return -1.0 - 0.01 * i - 0.5 * ((j * 7) % 11); };
  const int ld = BN + 3; // padded like the shared-memory tile
  std::vector<double> tile(static_cast<size_t>(BM) * ld);
  for (int m0 = 0; m0 < M; m0 += BM) {
    for (int n0 = 0; n0 < N; n0 += BN) {
      // In range: negative values (a max that let a masked 0 in would show); out of range:
      // huge garbage, which the mainloop zeroes but the driver must never read anyway.
      for (int r = 0; r < BM; ++r)
        for (int c = 0; c < ld; ++c)
          tile[r * ld + c] = (m0 + r < M && n0 + c < N && c < BN) ? value(m0 + r, n0 + c) : 1e300;
      fp::run_epilogue_host<double>(epi, tile.data(), ld, m0, n0, M, N, BM, BN);
    }
  }
  const int last = kStep == 2 ? N - N % 2 : N; // an odd last column is no pair
  auto times_applied = [&](int i, int j) {
    auto it = applied.find({i, j});
    return it == applied.end() ? 0 : it->second;
  };
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j)
      ASSERT_EQ(times_applied(i, j), j < last ? 1 : 0) << i << "," << j;
  EXPECT_EQ(applied.size(), static_cast<size_t>(M) * last);
  const int tiles = (N + BN - 1) / BN;
  ASSERT_EQ(partials.size(), static_cast<size_t>(M) * tiles);
  for (int i = 0; i < M; ++i) {
    for (int t = 0; t < tiles; ++t) {
      double want0 = Reduce::template identity<double>();
      double want1 = Reduce::template identity<double>();
      for (int j = t * BN; j < std::min(last, (t + 1) * BN); j += kStep) {
        want0 = Reduce::combine(want0, value(i, j));
        want1 = Reduce::combine(want1, -value(i, j + kStep - 1));
      }
      const std::vector<double> &got = partials[{i, t}];
      EXPECT_NEAR(got[0], want0, 1e-9) << i << "," << t;
      EXPECT_NEAR(got[1], want1, 1e-9) << i << "," << t;
    }
  }
}

TEST(KernelEpilogueDriver, HostRaggedTiles) {
  for (auto [M, N] : {std::pair{7, 19}, std::pair{8, 16}, std::pair{1, 1}, std::pair{5, 100}}) {
    check_ragged_driver<1, fp::SumOp>(M, N, 4, 16);
    check_ragged_driver<1, fp::MaxOp>(M, N, 4, 16);
  }
  for (auto [M, N] : {std::pair{7, 18}, std::pair{3, 19}, std::pair{8, 32}, std::pair{5, 130}}) {
    check_ragged_driver<2, fp::SumOp>(M, N, 4, 16);
    check_ragged_driver<2, fp::MaxOp>(M, N, 4, 16);
  }
  // A full kTileN-wide tile with several columns per lane.
  check_ragged_driver<1, fp::SumOp>(3, 300, 2, fp::kTileN);
  check_ragged_driver<2, fp::MaxOp>(3, 302, 2, fp::kTileN);
}

// Mixed reductions (fp::Reductions): an LSE pair and a sum side by side, on ragged tiles.
struct LseAndSumEpilogue {
  static constexpr int kStep = 1;
  static constexpr int kReductions = 3;
  using Reduce = fp::Reductions<fp::LseOp, fp::SumOp>;
  std::map<std::pair<int, int>, std::vector<double>> *partials;
  template <class T> void apply(int, int, const T (&acc)[1], T (&contrib)[3]) const {
    contrib[0] = acc[0]; // lifted: (x, 1)
    contrib[1] = T(1);
    contrib[2] = acc[0] * acc[0];
  }
  template <class T> void store_partial(int i, int t, const T (&partial)[3]) const {
    (*partials)[{i, t}] = {fp::LseOp::finish(fp::LsePair<T>{partial[0], partial[1]}), partial[0],
                           partial[2]};
  }
};

TEST(KernelEpilogueDriver, MixedReductionsOnRaggedTiles) {
  const int M = 5, N = 77, BM = 4, BN = 32;
  auto value = [](int i, int j) { return 30.0 * std::sin(0.37 * j + i) - 0.1 * j; };
  std::map<std::pair<int, int>, std::vector<double>> partials;
  LseAndSumEpilogue epi{&partials};
  const int ld = BN;
  std::vector<double> tile(static_cast<size_t>(BM) * ld);
  for (int m0 = 0; m0 < M; m0 += BM)
    for (int n0 = 0; n0 < N; n0 += BN) {
      for (int r = 0; r < BM; ++r)
        for (int c = 0; c < BN; ++c) // past N: a huge value that must never reach the max
          tile[r * ld + c] = (m0 + r < M && n0 + c < N) ? value(m0 + r, n0 + c) : 1e300;
      fp::run_epilogue_host<double>(epi, tile.data(), ld, m0, n0, M, N, BM, BN);
    }
  ASSERT_EQ(partials.size(), static_cast<size_t>(M) * ((N + BN - 1) / BN));
  for (auto &[key, got] : partials) {
    auto [i, t] = key;
    std::vector<double> x;
    double sum = 0, max = -kInfD;
    for (int j = t * BN; j < std::min(N, (t + 1) * BN); ++j) {
      x.push_back(value(i, j));
      sum += value(i, j) * value(i, j);
      max = std::max(max, value(i, j));
    }
    double shift = max, s = 0;
    for (double v : x)
      s += std::exp(v - shift);
    EXPECT_NEAR(got[0], shift + std::log(s), 1e-12 * (1 + std::fabs(shift))) << i << "," << t;
    EXPECT_EQ(got[1], max) << i << "," << t; // the pair's m is the exact max of the kept columns
    EXPECT_NEAR(got[2], sum, 1e-9 * sum) << i << "," << t;
  }
}

// An epilogue without reductions: no Reduce, no store_partial, apply still once per element.
struct NoReduceEpilogue {
  static constexpr int kStep = 1;
  static constexpr int kReductions = 0;
  int *count;
  template <class T> void apply(int, int, const T (&)[1], T (&)[1]) const { ++*count; }
};

TEST(KernelEpilogueDriver, NoReductions) {
  int count = 0;
  std::vector<float> tile(4 * 16, 1.0f);
  fp::run_epilogue_host<float>(NoReduceEpilogue{&count}, tile.data(), 16, 0, 16, 3, 27, 4, 16);
  EXPECT_EQ(count, 3 * 11);
}

// --- host tile executor --------------------------------------------------------------------------

// D = alpha * acc (f32, M x N), and the per-tile sum of squares of D (f32, M x tiles).
template <int BN> struct ScaleSumSquaresEpilogue {
  static constexpr int kStep = 1;
  static constexpr int kReductions = 1;
  using Reduce = fp::SumOp;
  float *D;
  float *ss;
  int N, tiles;
  float alpha;
  explicit ScaleSumSquaresEpilogue(const fp::KernelArgs &a)
      : D(static_cast<float *>(a.outputs[0])), ss(static_cast<float *>(a.outputs[1])), N(a.N),
        tiles((a.N + BN - 1) / BN), alpha(a.scalars[0]) {}
  template <class T> FP_HD void apply(int i, int j, const T (&acc)[1], T (&contrib)[1]) const {
    T d = fp::scale(acc[0], alpha);
    fp::store(D, N, i, j, d);
    contrib[0] = fp::map(fp::op::Square{}, d);
  }
  template <class T> FP_HD void store_partial(int i, int t, const T (&partial)[1]) const {
    fp::store(ss, tiles, i, t, partial[0]);
  }
};

template <class In, fp::Layout LA, fp::Layout LB, class Acc>
void check_executor(int M, int N, int K) {
  constexpr int BM = 8, BN = 32;
  SCOPED_TRACE(testing::Message() << "M " << M << " N " << N << " K " << K << " LA "
                                  << static_cast<int>(LA) << " LB " << static_cast<int>(LB)
                                  << " acc " << sizeof(Acc));
  std::mt19937 rng(M * 1000 + N * 10 + K);
  std::uniform_real_distribution<float> dist(-1.0f, 1.0f);
  // Leading dimensions wider than the matrix, so a layout mix-up reads the wrong elements.
  const int lda = (LA == fp::Layout::RowMajor ? K : M) + 3;
  const int ldb = (LB == fp::Layout::RowMajor ? N : K) + 5;
  std::vector<In> A(static_cast<size_t>(lda) * (LA == fp::Layout::RowMajor ? M : K));
  std::vector<In> B(static_cast<size_t>(ldb) * (LB == fp::Layout::RowMajor ? K : N));
  for (In &x : A)
    fp::store_as(&x, 0, dist(rng));
  for (In &x : B)
    fp::store_as(&x, 0, dist(rng));
  const int tiles = (N + BN - 1) / BN;
  std::vector<float> D(static_cast<size_t>(M) * N, std::numeric_limits<float>::quiet_NaN());
  std::vector<float> ss(static_cast<size_t>(M) * tiles, std::numeric_limits<float>::quiet_NaN());
  fp::KernelArgs args;
  args.M = M;
  args.N = N;
  args.K = K;
  args.a = A.data();
  args.b = B.data();
  args.lda = lda;
  args.ldb = ldb;
  args.outputs[0] = D.data();
  args.outputs[1] = ss.data();
  args.scalars[0] = 0.75f;
  fp::host_tile_executor<In, LA, LB, BM, BN, ScaleSumSquaresEpilogue<BN>, Acc>(args);

  // The plain loop, in double.
  auto a_at = [&](int i, int k) {
    return fp::load_as<double>(A.data(), LA == fp::Layout::RowMajor ? i * lda + k : k * lda + i);
  };
  auto b_at = [&](int k, int j) {
    return fp::load_as<double>(B.data(), LB == fp::Layout::RowMajor ? k * ldb + j : j * ldb + k);
  };
  // fp32 accumulation over K <= 40 terms of magnitude <= 1: error far below 1e-5.
  // D and the partials are stored as f32, so even the fp64 reference is only as close as one f32
  // rounding (checked exactly below for D).
  const double tol = std::is_same_v<Acc, double> ? 1e-6 : 2e-5;
  for (int i = 0; i < M; ++i) {
    std::vector<double> tile_ss(tiles, 0.0);
    for (int j = 0; j < N; ++j) {
      double acc = 0;
      for (int k = 0; k < K; ++k)
        acc += a_at(i, k) * b_at(k, j);
      const double d = 0.75 * acc;
      ASSERT_NEAR(D[static_cast<size_t>(i) * N + j], d, tol * (1 + std::fabs(d))) << i << "," << j;
      // Same products, same order, one rounding to float: exact for the fp64 reference.
      if constexpr (std::is_same_v<Acc, double>) {
        ASSERT_EQ(D[static_cast<size_t>(i) * N + j], static_cast<float>(d));
      }
      tile_ss[j / BN] += d * d;
    }
    for (int t = 0; t < tiles; ++t)
      ASSERT_NEAR(ss[static_cast<size_t>(i) * tiles + t], tile_ss[t], tol * (1 + tile_ss[t]))
          << i << "," << t;
  }
}

template <class In, class Acc> void check_executor_all_layouts(int M, int N, int K) {
  using L = fp::Layout;
  check_executor<In, L::RowMajor, L::RowMajor, Acc>(M, N, K);
  check_executor<In, L::RowMajor, L::ColMajor, Acc>(M, N, K);
  check_executor<In, L::ColMajor, L::RowMajor, Acc>(M, N, K);
  check_executor<In, L::ColMajor, L::ColMajor, Acc>(M, N, K);
}

TEST(KernelHostExecutor, MatchesPlainLoopAllLayoutsRagged) {
  struct Shape {
    int M, N, K;
  };
  for (Shape s :
       {Shape{1, 1, 1}, Shape{8, 32, 16}, Shape{13, 45, 7}, Shape{17, 70, 33}, Shape{9, 100, 40}}) {
    check_executor_all_layouts<float, float>(s.M, s.N, s.K);
    check_executor_all_layouts<float, double>(s.M, s.N, s.K);
    check_executor_all_layouts<fp::bf16, float>(s.M, s.N, s.K);
    check_executor_all_layouts<fp::bf16, double>(s.M, s.N, s.K);
    check_executor_all_layouts<fp::f16, float>(s.M, s.N, s.K);
  }
}

// The launcher's precondition arithmetic (blocks/preconditions.h): exact, and an overflow makes
// every comparison false instead of wrapping into a true one.
// The generator binds a rule's tile dimensions to its own constant, and the kernels tile by
// theirs: one number.
static_assert(fuseproof::codegen::kKernelTileN == fp::kTileN);

TEST(KernelPreconditions, IntegerArithmeticIsExactOrFails) {
  using namespace fp::pre;
  const int64_t big = INT64_MAX;
  EXPECT_TRUE(eq(add(lit(2), lit(3)), lit(5)));
  EXPECT_TRUE(eq(mul(lit(-4), lit(3)), lit(-12)));
  EXPECT_TRUE(eq(mod(lit(-1), lit(128)), lit(127))); // the rule language's modulo
  EXPECT_TRUE(eq(mod(lit(130), lit(-128)), lit(2)));
  for (Int wrapped : {add(lit(big), lit(1)), sub(lit(INT64_MIN), lit(1)), mul(lit(big), lit(2)),
                      mod(lit(5), lit(0)), mod(lit(INT64_MIN), lit(-1)),
                      add(mul(lit(big), lit(2)), lit(0))}) {
    EXPECT_FALSE(wrapped.ok);
    for (bool c : {lt(wrapped, lit(0)), le(wrapped, lit(0)), gt(wrapped, lit(0)),
                   ge(wrapped, lit(0)), eq(wrapped, wrapped), ne(wrapped, lit(0))})
      EXPECT_FALSE(c);
  }
  // Every comparison, both orientations, on equal and unequal values.
  for (int64_t a : {-2, 0, 3})
    for (int64_t b : {-2, 0, 3}) {
      EXPECT_EQ(lt(lit(a), lit(b)), a < b);
      EXPECT_EQ(le(lit(a), lit(b)), a <= b);
      EXPECT_EQ(gt(lit(a), lit(b)), a > b);
      EXPECT_EQ(ge(lit(a), lit(b)), a >= b);
      EXPECT_EQ(eq(lit(a), lit(b)), a == b);
      EXPECT_EQ(ne(lit(a), lit(b)), a != b);
    }
}

// `%` and `//` in the launcher are the rule language's (Euclidean: the provers' SMT-LIB mod and
// div, the evaluator's support::euclidean_*), on every small pair and at the 64-bit extremes.
TEST(KernelPreconditions, DivisionAndModuloAreEuclidean) {
  using namespace fp::pre;
  for (int64_t a = -20; a <= 20; ++a)
    for (int64_t b = -7; b <= 7; ++b) {
      if (b == 0) {
        EXPECT_FALSE(div(lit(a), lit(b)).ok);
        EXPECT_FALSE(mod(lit(a), lit(b)).ok);
        continue;
      }
      Int q = div(lit(a), lit(b)), r = mod(lit(a), lit(b));
      ASSERT_TRUE(q.ok && r.ok) << a << " " << b;
      EXPECT_EQ(q.v, fuseproof::support::euclidean_div(a, b)) << a << " // " << b;
      EXPECT_EQ(r.v, fuseproof::support::euclidean_mod(a, b)) << a << " % " << b;
      EXPECT_EQ(a, b * q.v + r.v) << a << " " << b;
      EXPECT_TRUE(0 <= r.v && r.v < (b < 0 ? -b : b)) << a << " " << b;
    }
  for (int64_t a : {INT64_MIN, INT64_MIN + 1, int64_t{-1}, INT64_MAX})
    for (int64_t b : {int64_t{3}, int64_t{-2}, int64_t{128}, INT64_MAX, INT64_MIN}) {
      Int q = div(lit(a), lit(b)), r = mod(lit(a), lit(b));
      ASSERT_TRUE(q.ok && r.ok) << a << " " << b;
      EXPECT_EQ(q.v, fuseproof::support::euclidean_div(a, b)) << a << " // " << b;
      EXPECT_EQ(r.v, fuseproof::support::euclidean_mod(a, b)) << a << " % " << b;
    }
  // INT64_MIN // -1 does not fit: the launch is refused rather than wrapped.
  EXPECT_FALSE(div(lit(INT64_MIN), lit(-1)).ok);
  EXPECT_TRUE(eq(div(lit(INT64_MAX), lit(-1)), lit(-INT64_MAX)));
}

// A float against a decimal literal q is compared as against q itself: x against q's nearest
// double d, and where x == d by the sign of d - q, which the generator computes exactly.
TEST(KernelPreconditions, ScalarAgainstALiteralIsExact) {
  using namespace fp::pre;
  // q = 0.1: d = 0.1000000000000000055511151231257827 > q, so d_vs_q = 1.
  const double d = 0.1;
  const float below = std::nextafter(static_cast<float>(d), 0.0f);
  EXPECT_TRUE(gt(cmp_literal(static_cast<float>(d), d, 1))); // float(0.1) > 0.1 exactly
  EXPECT_TRUE(lt(cmp_literal(below, d, 1)));
  // A value equal to d: decided by d_vs_q in every direction.
  const float half = 0.5f;
  for (int d_vs_q : {-1, 0, 1}) {
    int c = cmp_literal(half, 0.5, d_vs_q);
    EXPECT_EQ(lt(c), d_vs_q < 0);
    EXPECT_EQ(le(c), d_vs_q <= 0);
    EXPECT_EQ(gt(c), d_vs_q > 0);
    EXPECT_EQ(ge(c), d_vs_q >= 0);
    EXPECT_EQ(eq(c), d_vs_q == 0);
    EXPECT_EQ(ne(c), d_vs_q != 0);
  }
  const float nan = std::numeric_limits<float>::quiet_NaN();
  for (int c : {cmp_literal(nan, 0.0, 0), cmp(nan, 1.0f), cmp(1.0f, nan)})
    EXPECT_FALSE(lt(c) || le(c) || gt(c) || ge(c) || eq(c) || ne(c));
  EXPECT_TRUE(eq(cmp(-0.0f, 0.0f)));
  EXPECT_TRUE(lt(cmp(-1.0f, 0.0f)));
}

} // namespace

// The launcher picks the tile variant per call: Wide runs the wide tile's own kernel, the others
// the generated kernel, whose blocks can only infer the variant from M. Every (rules, M, wide_ok)
// case that launches the generated kernel: each block infers the launcher's variant.
TEST(TileVariants, BlocksInferTheLaunchersChoice) {
  using fp::TileVariant;
  const fp::VariantRules rule_sets[] = {
      {32, 384, 128}, // NVIDIA, 16-bit operands, row-major A: decode and wide
      {32, 0, 128},   // decode only (column-major A, or no sm_90a image)
      {0, 0, 128},    // neither (AMD, float operands, other configurations)
      {0, 384, 128},  {128, 384, 256},
  };
  int counts[3] = {};
  for (const fp::VariantRules &r : rule_sets)
    for (int M = 1; M <= 1024; ++M)
      for (bool wide_ok : {false, true}) {
        const TileVariant chosen = fp::launch_variant(r, M, wide_ok);
        const int threads = fp::variant_threads(r, chosen);
        ASSERT_GT(threads, 0);
        if (chosen != TileVariant::Wide) {
          ASSERT_EQ(fp::block_variant(r, M), chosen)
              << "decode_rows " << r.decode_rows << " wide " << r.wide_threads << " M " << M
              << " wide_ok " << wide_ok;
        }
        // What each variant is for: decode for small M, wide only where allowed.
        EXPECT_EQ(chosen == TileVariant::Decode, r.decode_rows > 0 && M <= r.decode_rows);
        if (chosen == TileVariant::Wide) {
          EXPECT_TRUE(wide_ok && r.wide_threads > 0);
        }
        ++counts[static_cast<int>(chosen)];
      }
  for (int c : counts)
    EXPECT_GT(c, 0) << "every variant is reached";
}
