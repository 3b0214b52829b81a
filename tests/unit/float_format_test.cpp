// Storage formats: exact RNE rounding into bf16/f16/f32 (gradual underflow, IEEE overflow, NaN and
// signed zero), checked on known cases, exhaustively on every bf16/f16 value, and on many random
// inputs against an independent reference that enumerates the neighbouring representable values;
// the double path must not round twice; and the ulp distance on its boundary cases.
#include "numeric/float_format.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdint>
#include <limits>
#include <random>
#include <vector>

namespace fuseproof::numeric {
namespace {

constexpr double kInf = std::numeric_limits<double>::infinity();
constexpr Format kAllFormats[] = {Format::F64, Format::F32,  Format::BF16,
                                  Format::F16, Format::E4M3, Format::E5M2};

uint64_t bits_of(double x) { return std::bit_cast<uint64_t>(x); }
uint32_t bits_of(float x) { return std::bit_cast<uint32_t>(x); }

// --- names and constants ---------------------------------------------------------------------

TEST(FloatFormatNames, RoundTrip) {
  EXPECT_STREQ(format_name(Format::F64), "f64");
  EXPECT_STREQ(format_name(Format::F32), "f32");
  EXPECT_STREQ(format_name(Format::BF16), "bf16");
  EXPECT_STREQ(format_name(Format::F16), "f16");
  EXPECT_STREQ(format_name(Format::E4M3), "e4m3");
  EXPECT_STREQ(format_name(Format::E5M2), "e5m2");
  for (Format f : kAllFormats)
    EXPECT_EQ(format_by_name(format_name(f)), f);
  EXPECT_EQ(format_by_name("F16"), std::nullopt);
  EXPECT_EQ(format_by_name("fp16"), std::nullopt);
  EXPECT_EQ(format_by_name(""), std::nullopt);
}

struct ConstantsCase {
  Format format;
  double unit_roundoff;
  double underflow_error;
  double max_finite;
};

TEST(FloatFormatConstants, Table) {
  const ConstantsCase cases[] = {
      // 2^-1075 is not a double; the f64 underflow bound is the smallest subnormal instead.
      {Format::F64, 0x1p-53, std::numeric_limits<double>::denorm_min(),
       std::numeric_limits<double>::max()},
      {Format::F32, 0x1p-24, 0x1p-150, static_cast<double>(std::numeric_limits<float>::max())},
      {Format::BF16, 0x1p-8, 0x1p-134, 0x1.fep127},
      {Format::F16, 0x1p-11, 0x1p-25, 65504.0},
      {Format::E4M3, 0x1p-4, 0x1p-10, 448.0},
      {Format::E5M2, 0x1p-3, 0x1p-17, 57344.0},
  };
  for (const ConstantsCase &c : cases) {
    SCOPED_TRACE(format_name(c.format));
    EXPECT_EQ(unit_roundoff(c.format), c.unit_roundoff);
    EXPECT_EQ(underflow_error(c.format), c.underflow_error);
    EXPECT_EQ(max_finite(c.format), c.max_finite);
    // The largest finite value is a fixed point and the next value up is infinity (e4m3 has
    // none: beyond it lies NaN).
    EXPECT_EQ(round_to(c.format, c.max_finite), c.max_finite);
    if (c.format == Format::E4M3) { // no infinity: beyond 448, and infinity itself, are NaN
      EXPECT_TRUE(std::isnan(round_to(c.format, 480.0)));
      EXPECT_TRUE(std::isnan(round_to(c.format, -kInf)));
      EXPECT_TRUE(std::isnan(round_to(c.format, std::numeric_limits<float>::infinity())));
    } else
      EXPECT_EQ(ulp_distance(c.format, c.max_finite, kInf), 1u);
  }
}

// --- known rounding cases --------------------------------------------------------------------

struct RoundCase {
  const char *what;
  Format format;
  double in;
  double expected;
};

void PrintTo(const RoundCase &c, std::ostream *os) { *os << c.what; }

// Inputs that are floats: both round_to overloads must give `expected`, bit for bit.
const RoundCase kFloatInputCases[] = {
    {"bf16 1+2^-8 ties to even 1", Format::BF16, 0x1.01p0, 1.0},
    {"bf16 1+3*2^-8 ties to even 1+2^-6", Format::BF16, 0x1.03p0, 0x1.04p0},
    {"bf16 just above the tie rounds up", Format::BF16, 0x1.010002p0, 0x1.02p0},
    {"bf16 -(1+2^-8) ties to -1", Format::BF16, -0x1.01p0, -1.0},
    {"bf16 max finite stays", Format::BF16, 0x1.fep127, 0x1.fep127},
    {"bf16 just below the overflow tie", Format::BF16, 0x1.fefffep127, 0x1.fep127},
    {"bf16 overflow tie goes to inf", Format::BF16, 0x1.ffp127, kInf},
    {"bf16 FLT_MAX overflows", Format::BF16, 0x1.fffffep127, kInf},
    {"bf16 -FLT_MAX overflows", Format::BF16, -0x1.fffffep127, -kInf},
    {"bf16 inf stays", Format::BF16, -kInf, -kInf},
    {"bf16 smallest subnormal stays", Format::BF16, 0x1p-133, 0x1p-133},
    {"bf16 half smallest subnormal ties to 0", Format::BF16, 0x1p-134, 0.0},
    {"bf16 above the subnormal tie", Format::BF16, 0x1p-134 + 0x1p-149, 0x1p-133},
    {"bf16 3*2^-134 ties to even 2^-132", Format::BF16, 0x3p-134, 0x1p-132},
    {"bf16 smallest f32 subnormal underflows", Format::BF16, 0x1p-149, 0.0},
    {"bf16 negative underflow keeps sign", Format::BF16, -0x1p-149, -0.0},
    {"bf16 -0 keeps sign", Format::BF16, -0.0, -0.0},
    {"bf16 largest subnormal to smallest normal", Format::BF16, 0x1.fep-127, 0x1p-126},
    {"f16 65504 stays", Format::F16, 65504.0, 65504.0},
    {"f16 65519 rounds down", Format::F16, 65519.0, 65504.0},
    {"f16 65520 overflows", Format::F16, 65520.0, kInf},
    {"f16 -65520 overflows", Format::F16, -65520.0, -kInf},
    {"f16 1e5 overflows", Format::F16, 1e5, kInf},
    {"f16 FLT_MAX overflows", Format::F16, 0x1.fffffep127, kInf},
    {"f16 2049 ties to even 2048", Format::F16, 2049.0, 2048.0},
    {"f16 2051 ties to even 2052", Format::F16, 2051.0, 2052.0},
    {"f16 1+2^-11 ties to even 1", Format::F16, 0x1.002p0, 1.0},
    {"f16 1+3*2^-11 ties to even 1+2^-9", Format::F16, 0x1.006p0, 0x1.008p0},
    {"f16 smallest normal stays", Format::F16, 0x1p-14, 0x1p-14},
    {"f16 tie below smallest normal goes up", Format::F16, 0x1p-14 - 0x1p-25, 0x1p-14},
    {"f16 subnormal tie to even 1022", Format::F16, 0x1p-14 - 0x1.8p-24, 0x1p-14 - 0x1p-23},
    {"f16 smallest subnormal stays", Format::F16, 0x1p-24, 0x1p-24},
    {"f16 2^-25 ties to even 0", Format::F16, 0x1p-25, 0.0},
    {"f16 1.5*2^-25 rounds up", Format::F16, 0x1.8p-25, 0x1p-24},
    {"f16 3*2^-25 ties to even 2^-23", Format::F16, 0x3p-25, 0x1p-23},
    {"f16 negative underflow keeps sign", Format::F16, -0x1p-26, -0.0},
    {"f16 -0 keeps sign", Format::F16, -0.0, -0.0},
    {"f16 +0 stays", Format::F16, 0.0, 0.0},
    {"f32 FLT_MAX stays", Format::F32, 0x1.fffffep127, 0x1.fffffep127},
    {"f32 smallest subnormal stays", Format::F32, 0x1p-149, 0x1p-149},
    {"f32 -0 stays", Format::F32, -0.0, -0.0},
    {"f64 float stays", Format::F64, 0x1.234566p-3, 0x1.234566p-3},
};

// Inputs that are not floats: only the double overload applies. Several would round twice (and
// wrongly) through the nearest float.
const RoundCase kDoubleInputCases[] = {
    {"bf16 1+2^-8+2^-40 rounds up, not to even", Format::BF16, 0x1.0100000001p0, 0x1.02p0},
    {"bf16 1+2^-8-2^-40 rounds down", Format::BF16, 0x1.00ffffffffp0, 1.0},
    {"bf16 2^-134+2^-180 rounds up", Format::BF16, 0x1p-134 + 0x1p-180, 0x1p-133},
    {"bf16 DBL_MAX overflows", Format::BF16, 0x1.fffffffffffffp1023, kInf},
    {"bf16 1e300 overflows", Format::BF16, -1e300, -kInf},
    {"bf16 f64 subnormal underflows", Format::BF16, 0x1p-1074, 0.0},
    {"bf16 negative f64 subnormal underflows to -0", Format::BF16, -0x1p-1074, -0.0},
    {"bf16 overflow tie minus epsilon", Format::BF16, 0x1.fefffffffffffp127, 0x1.fep127},
    {"f16 1+2^-11+2^-40 rounds up", Format::F16, 0x1.0020000001p0, 0x1.004p0},
    {"f16 65520-2^-30 rounds down", Format::F16, 65520.0 - 0x1p-30, 65504.0},
    {"f16 2^-25+2^-70 rounds up", Format::F16, 0x1p-25 + 0x1p-70, 0x1p-24},
    {"f16 f64 subnormal underflows", Format::F16, 0x1p-1060, 0.0},
    {"f32 1+2^-24 ties to even 1", Format::F32, 0x1.000001p0, 1.0},
    {"f32 1+2^-24+2^-52 rounds up", Format::F32, 0x1.0000010000001p0, 0x1.000002p0},
    {"f32 1+3*2^-24 ties to even", Format::F32, 0x1.000003p0, 0x1.000004p0},
    {"f32 overflow tie goes to inf", Format::F32, 0x1.ffffffp127, kInf},
    {"f32 just below overflow tie", Format::F32, 0x1.fffffefffffffp127, 0x1.fffffep127},
    {"f32 DBL_MAX overflows", Format::F32, 0x1.fffffffffffffp1023, kInf},
    {"f32 2^-150 ties to 0", Format::F32, 0x1p-150, 0.0},
    {"f32 -2^-150 ties to -0", Format::F32, -0x1p-150, -0.0},
    {"f32 2^-150+2^-200 rounds up", Format::F32, 0x1p-150 + 0x1p-200, 0x1p-149},
    {"f64 unchanged", Format::F64, 0x1.0000000000001p0, 0x1.0000000000001p0},
    {"f64 subnormal unchanged", Format::F64, 0x1p-1074, 0x1p-1074},
};

class FloatFormatFloatInput : public testing::TestWithParam<RoundCase> {};

TEST_P(FloatFormatFloatInput, BothPathsExact) {
  const RoundCase &c = GetParam();
  float in = static_cast<float>(c.in);
  ASSERT_EQ(bits_of(static_cast<double>(in)), bits_of(c.in)) << "test bug: input not a float";
  EXPECT_EQ(bits_of(round_to(c.format, in)), bits_of(static_cast<float>(c.expected)))
      << round_to(c.format, in);
  EXPECT_EQ(bits_of(round_to(c.format, c.in)), bits_of(c.expected)) << round_to(c.format, c.in);
}

INSTANTIATE_TEST_SUITE_P(Known, FloatFormatFloatInput, testing::ValuesIn(kFloatInputCases));

class FloatFormatDoubleInput : public testing::TestWithParam<RoundCase> {};

TEST_P(FloatFormatDoubleInput, Exact) {
  const RoundCase &c = GetParam();
  EXPECT_EQ(bits_of(round_to(c.format, c.in)), bits_of(c.expected)) << round_to(c.format, c.in);
}

INSTANTIATE_TEST_SUITE_P(Known, FloatFormatDoubleInput, testing::ValuesIn(kDoubleInputCases));

TEST(FloatFormatRound, NaNStaysNaN) {
  const float snan = std::numeric_limits<float>::signaling_NaN();
  const float neg_qnan = -std::numeric_limits<float>::quiet_NaN();
  for (Format f : kAllFormats) {
    SCOPED_TRACE(format_name(f));
    for (float nan : {snan, neg_qnan}) {
      EXPECT_TRUE(std::isnan(round_to(f, nan)));
      EXPECT_TRUE(std::isnan(round_to(f, static_cast<double>(nan))));
    }
    EXPECT_TRUE(std::isnan(round_to(f, std::numeric_limits<double>::signaling_NaN())));
  }
  // bf16 and f16 quiet a signalling NaN and keep the sign.
  for (Format f : {Format::BF16, Format::F16}) {
    EXPECT_NE(bits_of(round_to(f, snan)) & 0x00400000u, 0u);
    EXPECT_TRUE(std::signbit(round_to(f, neg_qnan)));
    EXPECT_TRUE(std::signbit(round_to(f, static_cast<double>(neg_qnan))));
  }
}

// --- independent reference -------------------------------------------------------------------

// Decodes a bit pattern of a narrow format without the code under test.
double decode_bf16(uint32_t h) { return std::bit_cast<float>(h << 16); }
// A binary format with `exp_bits` exponent bits and `mant_bits` stored significand bits, IEEE
// layout (bias 2^(exp_bits-1) - 1, subnormals at exponent 0). `finite_only`: the top exponent
// holds normal numbers and only the all-ones pattern is NaN (fp8 e4m3fn).
double decode_ieee(uint32_t h, int exp_bits, int mant_bits, bool finite_only) {
  double sign = (h >> (exp_bits + mant_bits)) & 1u ? -1.0 : 1.0;
  uint32_t top = (1u << exp_bits) - 1, mant_mask = (1u << mant_bits) - 1;
  uint32_t exp = (h >> mant_bits) & top, mant = h & mant_mask;
  int bias = static_cast<int>(top >> 1);
  if (exp == top && (!finite_only || mant == mant_mask))
    return mant || finite_only ? std::numeric_limits<double>::quiet_NaN() : sign * kInf;
  if (exp == 0)
    return sign * std::ldexp(mant, 1 - bias - mant_bits);
  return sign * std::ldexp((1u << mant_bits) + mant, static_cast<int>(exp) - bias - mant_bits);
}
double decode(Format f, uint32_t h) {
  switch (f) {
  case Format::BF16: return decode_bf16(h);
  case Format::F16: return decode_ieee(h, 5, 10, false);
  case Format::E4M3: return decode_ieee(h, 4, 3, true);
  case Format::E5M2: return decode_ieee(h, 5, 2, false);
  default: return 0;
  }
}
uint32_t pattern_count(Format f) {
  return f == Format::E4M3 || f == Format::E5M2 ? 0x100u : 0x10000u;
}
uint32_t sign_bit(Format f) { return pattern_count(f) >> 1; }

// The nonnegative values of a format in increasing order, indexed by bit pattern; the last entry,
// the pattern past the largest finite value (inf, or e4m3's NaN), holds the value that IEEE
// overflow rounding treats as the next one: 2^(emax+1), or for e4m3 480.
struct Reference {
  std::vector<double> values;
  bool finite_only;

  explicit Reference(Format f) : finite_only(f == Format::E4M3) {
    for (uint32_t h = 0; !std::isnan(decode(f, h)) && !std::isinf(decode(f, h)); ++h)
      values.push_back(decode(f, h));
    double top = values.back(), step = top - values[values.size() - 2];
    values.push_back(finite_only ? top + step : 2 * std::ldexp(1.0, std::ilogb(top)));
  }

  // RNE by picking the nearer of the two neighbours in the table (ties: the even pattern). A value
  // that rounds to the last entry overflows: infinity, or NaN where the format has none.
  double round(double x) const {
    double a = std::fabs(x);
    double overflow = finite_only ? std::numeric_limits<double>::quiet_NaN() : kInf;
    double r;
    if (a >= values.back()) {
      r = overflow;
    } else {
      size_t hi = std::upper_bound(values.begin(), values.end(), a) - values.begin();
      size_t lo = hi - 1;
      double below = a - values[lo]; // exact: neighbours are close (Sterbenz) or tiny
      double above = values[hi] - a;
      size_t pick = below < above ? lo : above < below ? hi : (lo % 2 == 0 ? lo : hi);
      r = pick == values.size() - 1 ? overflow : values[pick];
    }
    return std::isnan(r) ? r : std::copysign(r, x);
  }
};

/// Bitwise equality, any NaN equal to any NaN (a finite-only format's overflow).
bool same(double a, double b) {
  return (std::isnan(a) && std::isnan(b)) ||
         std::bit_cast<uint64_t>(a) == std::bit_cast<uint64_t>(b);
}

// A float with a random significand and an exponent spread over [lo, hi], random sign.
float random_float(std::mt19937_64 &rng, int lo, int hi) {
  std::uniform_int_distribution<int> exp(lo, hi);
  uint32_t mant = static_cast<uint32_t>(rng()) & 0x7FFFFFu;
  float v = std::ldexp(static_cast<float>(0x800000u | mant), exp(rng) - 23);
  return (rng() & 1) ? -v : v;
}

double random_double(std::mt19937_64 &rng, int lo, int hi) {
  std::uniform_int_distribution<int> exp(lo, hi);
  uint64_t mant = rng() & ((uint64_t{1} << 52) - 1);
  double v = std::ldexp(static_cast<double>((uint64_t{1} << 52) | mant), exp(rng) - 52);
  return (rng() & 1) ? -v : v;
}

/// Exponents that cover a format's subnormals (and well below) and its overflow.
std::pair<int, int> exponent_spread(Format f) {
  switch (f) {
  case Format::BF16: return {-150, 127};
  case Format::E4M3: return {-12, 9};
  case Format::E5M2: return {-19, 16};
  default: return {-27, 17};
  }
}

class FloatFormatNarrow : public testing::TestWithParam<Format> {};

TEST_P(FloatFormatNarrow, EveryValueIsAFixedPoint) {
  Format f = GetParam();
  for (uint32_t h = 0; h < pattern_count(f); ++h) {
    double v = decode(f, h);
    if (std::isnan(v))
      continue;
    float vf = static_cast<float>(v);
    ASSERT_EQ(bits_of(round_to(f, vf)), bits_of(vf)) << "pattern " << h;
    ASSERT_EQ(bits_of(round_to(f, v)), bits_of(v)) << "pattern " << h;
    // The ordinal mapping is the bit pattern without its sign.
    ASSERT_EQ(ulp_distance(f, 0.0, v), h & (sign_bit(f) - 1)) << "pattern " << h;
  }
}

TEST_P(FloatFormatNarrow, RandomFloatsMatchReference) {
  Format f = GetParam();
  Reference ref(f);
  std::mt19937_64 rng(0x5eed + static_cast<int>(f));
  auto check = [&](float x) {
    if (std::isnan(x))
      return;
    double expected = ref.round(x);
    float got = round_to(f, x);
    ASSERT_TRUE(same(static_cast<double>(got), expected)) << std::hexfloat << x;
    ASSERT_TRUE(same(round_to(f, static_cast<double>(x)), expected)) << std::hexfloat << x;
    ASSERT_TRUE(same(round_to(f, got), got)) << "not idempotent at " << x;
  };
  auto [lo, hi] = exponent_spread(f);
  for (int i = 0; i < 200000; ++i) {
    check(std::bit_cast<float>(static_cast<uint32_t>(rng()))); // any float; check() skips NaN
    check(random_float(rng, lo, hi));
  }
  // Exact ties between neighbours, and one float ulp either side of them.
  std::uniform_int_distribution<size_t> pick(0, ref.values.size() - 2);
  for (int i = 0; i < 100000; ++i) {
    size_t k = pick(rng);
    float tie = static_cast<float>((ref.values[k] + ref.values[k + 1]) / 2);
    ASSERT_EQ(static_cast<double>(tie), (ref.values[k] + ref.values[k + 1]) / 2);
    check(tie);
    check(std::nextafter(tie, 0.0f));
    check(std::nextafter(tie, std::numeric_limits<float>::infinity()));
    check(-tie);
  }
}

TEST_P(FloatFormatNarrow, RandomDoublesMatchReference) {
  Format f = GetParam();
  Reference ref(f);
  std::mt19937_64 rng(0xd0b1e + static_cast<int>(f));
  auto [lo, hi] = exponent_spread(f);
  for (int i = 0; i < 300000; ++i) {
    double x = random_double(rng, lo, hi + 1);
    ASSERT_TRUE(same(round_to(f, x), ref.round(x))) << std::hexfloat << x;
  }
  // Just off an exact tie by far less than a float ulp: through a float this would tie.
  std::uniform_int_distribution<size_t> pick(0, ref.values.size() - 2);
  for (int i = 0; i < 100000; ++i) {
    size_t k = pick(rng);
    double tie = (ref.values[k] + ref.values[k + 1]) / 2;
    for (double x : {std::nextafter(tie, 0.0), std::nextafter(tie, kInf)})
      ASSERT_TRUE(same(round_to(f, x), ref.round(x))) << std::hexfloat << x;
  }
}

TEST_P(FloatFormatNarrow, DoublePathAgreesWithFloatPath) {
  Format f = GetParam();
  // A sweep over the whole float range with a prime stride (NaNs included).
  for (uint64_t b = 0; b <= 0xFFFFFFFFu; b += 4099) {
    float x = std::bit_cast<float>(static_cast<uint32_t>(b));
    float via_float = round_to(f, x);
    double via_double = round_to(f, static_cast<double>(x));
    if (std::isnan(x)) {
      ASSERT_TRUE(std::isnan(via_float) && std::isnan(via_double));
      continue;
    }
    ASSERT_TRUE(same(static_cast<double>(via_float), via_double)) << std::hexfloat << x;
  }
}

INSTANTIATE_TEST_SUITE_P(Formats, FloatFormatNarrow,
                         testing::Values(Format::BF16, Format::F16, Format::E4M3, Format::E5M2),
                         [](const testing::TestParamInfo<Format> &info) {
                           return std::string(format_name(info.param));
                         });

TEST(FloatFormatRound, F32DoublePathMatchesConversion) {
  // The default FP environment rounds to nearest even, so the conversion is an independent
  // reference for the bit-level f32 rounding.
  std::mt19937_64 rng(0xf32);
  for (int i = 0; i < 300000; ++i) {
    double x = random_double(rng, -155, 130);
    ASSERT_EQ(bits_of(round_to(Format::F32, x)),
              bits_of(static_cast<double>(static_cast<float>(x))))
        << std::hexfloat << x;
    double y = std::bit_cast<double>(rng());
    if (std::isnan(y))
      continue;
    ASSERT_EQ(bits_of(round_to(Format::F32, y)),
              bits_of(static_cast<double>(static_cast<float>(y))))
        << std::hexfloat << y;
  }
}

// --- ulp distance ----------------------------------------------------------------------------

struct UlpCase {
  const char *what;
  Format format;
  double a;
  double b;
  std::optional<uint64_t> expected;
};

void PrintTo(const UlpCase &c, std::ostream *os) { *os << c.what; }

const UlpCase kUlpCases[] = {
    {"f64 1 vs next", Format::F64, 1.0, 0x1.0000000000001p0, 1},
    {"f32 1 vs next", Format::F32, 1.0, 0x1.000002p0, 1},
    {"bf16 1 vs next", Format::BF16, 1.0, 0x1.02p0, 1},
    {"f16 1 vs next", Format::F16, 1.0, 0x1.004p0, 1},
    {"f64 1 vs previous", Format::F64, 1.0, 0x1.fffffffffffffp-1, 1},
    {"f16 1 vs previous", Format::F16, 1.0, 0x1.ffcp-1, 1},
    {"f64 +0 vs -0", Format::F64, 0.0, -0.0, 0},
    {"f32 +0 vs -0", Format::F32, 0.0, -0.0, 0},
    {"bf16 +0 vs -0", Format::BF16, 0.0, -0.0, 0},
    {"f16 +0 vs -0", Format::F16, -0.0, 0.0, 0},
    {"f64 across zero", Format::F64, 0x1p-1074, -0x1p-1074, 2},
    {"f32 across zero", Format::F32, 0x1p-149, -0x1p-149, 2},
    {"bf16 across zero", Format::BF16, 0x1p-133, -0x1p-133, 2},
    {"f16 across zero", Format::F16, -0x1p-24, 0x1p-24, 2},
    {"f64 max vs inf", Format::F64, 0x1.fffffffffffffp1023, kInf, 1},
    {"f32 max vs inf", Format::F32, 0x1.fffffep127, kInf, 1},
    {"bf16 max vs inf", Format::BF16, 0x1.fep127, kInf, 1},
    {"f16 max vs inf", Format::F16, 65504.0, kInf, 1},
    {"f16 -max vs -inf", Format::F16, -65504.0, -kInf, 1},
    {"f64 -inf vs inf", Format::F64, -kInf, kInf, 0xFFE0000000000000u},
    {"f16 -inf vs inf", Format::F16, -kInf, kInf, 2 * 0x7C00u},
    {"f64 one binade", Format::F64, 1.0, 2.0, uint64_t{1} << 52},
    {"f32 one binade", Format::F32, 1.0, 2.0, 1u << 23},
    {"bf16 one binade", Format::BF16, 1.0, 2.0, 1u << 7},
    {"f16 one binade", Format::F16, 2.0, 1.0, 1u << 10},
    {"bf16 all subnormals", Format::BF16, 0.0, 0x1p-126, 1u << 7},
    {"f16 all subnormals", Format::F16, 0.0, 0x1p-14, 1u << 10},
    {"f16 across the subnormal boundary", Format::F16, 0x1p-14 - 0x1p-24, 0x1p-14, 1},
    {"f16 rounds first: to inf", Format::F16, 65504.0, 1e6, 1},
    {"f16 rounds first: same value", Format::F16, 1.0, 0x1.001p0, 0},
    {"bf16 rounds first: 1+2^-8+2^-40", Format::BF16, 1.0, 0x1.0100000001p0, 1},
    {"f32 rounds first: underflow", Format::F32, 0x1p-151, -0x1p-151, 0},
    {"f64 NaN a", Format::F64, std::numeric_limits<double>::quiet_NaN(), 1.0, std::nullopt},
    {"f32 NaN b", Format::F32, 1.0, std::numeric_limits<double>::quiet_NaN(), std::nullopt},
    {"bf16 NaN both", Format::BF16, std::numeric_limits<double>::quiet_NaN(),
     std::numeric_limits<double>::quiet_NaN(), std::nullopt},
    {"f16 NaN vs inf", Format::F16, kInf, -std::numeric_limits<double>::quiet_NaN(), std::nullopt},
};

class FloatFormatUlp : public testing::TestWithParam<UlpCase> {};

TEST_P(FloatFormatUlp, Distance) {
  const UlpCase &c = GetParam();
  EXPECT_EQ(ulp_distance(c.format, c.a, c.b), c.expected);
  EXPECT_EQ(ulp_distance(c.format, c.b, c.a), c.expected); // symmetric
}

INSTANTIATE_TEST_SUITE_P(Known, FloatFormatUlp, testing::ValuesIn(kUlpCases));

TEST(FloatFormatUlpRandom, WideFormatsMatchBitPatterns) {
  // For f32 and f64 the ordinal is the IEEE bit pattern without the sign, so the distance between
  // same-signed values is the difference of the patterns.
  std::mt19937_64 rng(0x0d15);
  for (int i = 0; i < 100000; ++i) {
    double a = std::bit_cast<double>(rng() >> 1);
    double b = std::bit_cast<double>(rng() >> 1);
    if (std::isnan(a) || std::isnan(b))
      continue;
    uint64_t ba = bits_of(a), bb = bits_of(b);
    ASSERT_EQ(ulp_distance(Format::F64, a, b), ba > bb ? ba - bb : bb - ba);
    ASSERT_EQ(ulp_distance(Format::F64, -a, b), ba + bb);
    float fa = std::bit_cast<float>(static_cast<uint32_t>(rng() >> 33));
    float fb = std::bit_cast<float>(static_cast<uint32_t>(rng() >> 33));
    if (std::isnan(fa) || std::isnan(fb))
      continue;
    uint64_t ua = bits_of(fa), ub = bits_of(fb);
    ASSERT_EQ(ulp_distance(Format::F32, fa, -fb), ua + ub);
    ASSERT_EQ(ulp_distance(Format::F32, -fa, -fb), ua > ub ? ua - ub : ub - ua);
  }
}

} // namespace
} // namespace fuseproof::numeric

namespace fuseproof::numeric {
namespace {

struct UlpOfCase {
  Format f;
  double x, want;
};

// The spacing of each format's values at x: 2^(exponent - p + 1), the smallest subnormal in the
// subnormal range and at 0, infinite beyond the largest value.
TEST(UlpOf, Spacing) {
  const UlpOfCase cases[] = {
      {Format::F32, 1.0, 0x1p-23},       {Format::F32, 4096.0, 0x1p-11},
      {Format::F32, -3.0, 0x1p-22},      {Format::F32, 0.0, 0x1p-149},
      {Format::F32, 0x1p-140, 0x1p-149}, {Format::BF16, 1.0, 0x1p-7},
      {Format::BF16, 100.0, 0.5},        {Format::F16, 1.0, 0x1p-10},
      {Format::F16, 65504.0, 32.0},      {Format::F16, 1e-7, 0x1p-24},
      {Format::F64, 1.0, 0x1p-52},       {Format::F64, 0.0, 0x1p-1074},
  };
  for (const UlpOfCase &c : cases)
    EXPECT_EQ(ulp_of(c.f, c.x), c.want) << format_name(c.f) << " " << c.x;
  EXPECT_TRUE(std::isinf(ulp_of(Format::F16, 70000.0))); // rounds to inf
  EXPECT_TRUE(std::isinf(ulp_of(Format::F32, std::nan(""))));
}

} // namespace
} // namespace fuseproof::numeric
