#include "numeric/float_format.h"

#include <bit>
#include <cmath>
#include <limits>

namespace fuseproof::numeric {
namespace {

// A binary format: p significand bits including the hidden bit, normal exponents emin..emax.
// `finite_only`: no infinities, the all-ones significand of the top binade is NaN, and a value
// that rounds beyond the largest finite one becomes NaN (fp8 e4m3fn as PyTorch and the OCP
// specification define it; a saturating conversion is a different operation).
struct Params {
  int p;
  int emin;
  int emax;
  bool finite_only = false;
};

Params params(Format f) {
  switch (f) {
  case Format::F64: return {53, -1022, 1023};
  case Format::F32: return {24, -126, 127};
  case Format::BF16: return {8, -126, 127};
  case Format::F16: return {11, -14, 15};
  case Format::E4M3: return {4, -6, 8, true};
  case Format::E5M2: return {3, -14, 15};
  }
  return {53, -1022, 1023};
}

constexpr uint64_t kSign = uint64_t{1} << 63;
constexpr uint64_t kFracMask = (uint64_t{1} << 52) - 1;
constexpr uint64_t kInfBits = uint64_t{0x7FF} << 52;
constexpr uint64_t kQuietBit = uint64_t{1} << 51;

// 2^k as a double, for -1074 <= k <= 1023, built from bits.
double pow2(int k) {
  if (k >= -1022)
    return std::bit_cast<double>(static_cast<uint64_t>(k + 1023) << 52);
  return std::bit_cast<double>(uint64_t{1} << (k + 1074));
}

// A finite nonzero magnitude as M * 2^E with M < 2^53, and e = floor(log2(M * 2^E)).
struct Decomposed {
  uint64_t m;
  int E;
  int e;
};

Decomposed decompose(uint64_t mag) {
  uint64_t biased = mag >> 52;
  uint64_t frac = mag & kFracMask;
  if (biased == 0)
    return {frac, -1074, static_cast<int>(std::bit_width(frac)) - 1 - 1074};
  return {frac | (uint64_t{1} << 52), static_cast<int>(biased) - 1075,
          static_cast<int>(biased) - 1023};
}

// Rounds x to the format `fp` (p <= 53, exponent range inside the double's) with RNE, entirely in
// integer arithmetic so neither the FP rounding mode nor flush-to-zero can affect the result.
double round_double(const Params &fp, double x) {
  uint64_t bits = std::bit_cast<uint64_t>(x);
  uint64_t sign = bits & kSign;
  uint64_t mag = bits & ~kSign;
  if (mag > kInfBits)
    return std::bit_cast<double>(bits | kQuietBit);
  if (mag == kInfBits && fp.finite_only)
    return std::bit_cast<double>(kInfBits | kQuietBit); // no infinity to keep: NaN, as PyTorch
  if (mag == kInfBits || mag == 0)
    return x;
  Decomposed d = decompose(mag);
  // The quantum of the target at this magnitude, with an unbounded exponent above (so overflow is
  // decided after rounding, as IEEE does) and the fixed subnormal quantum below.
  int q = (d.e > fp.emin ? d.e : fp.emin) - (fp.p - 1);
  uint64_t r;
  if (q <= d.E) {
    r = d.m << (d.E - q); // exact; only an out-of-range exponent can still matter
  } else {
    int shift = q - d.E;
    if (shift >= 64) {
      r = 0; // below a quarter of the target's smallest subnormal
    } else {
      r = d.m >> shift;
      uint64_t rem = d.m & ((uint64_t{1} << shift) - 1);
      uint64_t half = uint64_t{1} << (shift - 1);
      if (rem > half || (rem == half && (r & 1)))
        ++r;
    }
  }
  // Overflow: the rounded value (r <= 2^p) exceeds (2^p - 1) * 2^(emax - p + 1), or for a
  // finite-only format (2^p - 2) * 2^(emax - p + 1), the all-ones pattern being NaN.
  int q_top = fp.emax - (fp.p - 1);
  uint64_t r_max = (uint64_t{1} << fp.p) - (fp.finite_only ? 2 : 1);
  if (q > q_top || (q == q_top && r > r_max))
    return std::bit_cast<double>(fp.finite_only ? kInfBits | kQuietBit : sign | kInfBits);
  if (r == 0)
    return std::bit_cast<double>(sign);
  // r * 2^q is a normal double here (q >= -149 for every format but f64, which returns early).
  int k = static_cast<int>(std::bit_width(r)) - 1;
  uint64_t frac = (r << (52 - k)) & kFracMask;
  uint64_t biased = static_cast<uint64_t>(k + q + 1023);
  return std::bit_cast<double>(sign | (biased << 52) | frac);
}

// The ordinal of |v| for a value v already in the format: the format's own bit pattern without
// the sign, so consecutive values get consecutive integers and infinity follows the largest
// finite value.
uint64_t magnitude_ordinal(const Params &fp, double v) {
  uint64_t mag = std::bit_cast<uint64_t>(v) & ~kSign;
  uint64_t half_binade = uint64_t{1} << (fp.p - 1);
  if (mag == kInfBits)
    return static_cast<uint64_t>(fp.emax - fp.emin + 2) * half_binade;
  if (mag == 0)
    return 0;
  Decomposed d = decompose(mag);
  if (d.e >= fp.emin) {
    uint64_t m = d.m >> ((d.e - (fp.p - 1)) - d.E); // in [2^(p-1), 2^p)
    return static_cast<uint64_t>(d.e - fp.emin) * half_binade + m;
  }
  int q_min = fp.emin - (fp.p - 1);
  return d.m >> (q_min - d.E); // a subnormal of the format: |v| / 2^q_min
}

} // namespace

Format format_of(ir::Dtype d, Format run) {
  switch (d) {
  case ir::Dtype::Run: return run;
  case ir::Dtype::F32: return Format::F32;
  case ir::Dtype::BF16: return Format::BF16;
  case ir::Dtype::F16: return Format::F16;
  case ir::Dtype::E4M3: return Format::E4M3;
  case ir::Dtype::E5M2: return Format::E5M2;
  }
  return run;
}

const char *format_name(Format f) {
  switch (f) {
  case Format::F64: return "f64";
  case Format::F32: return "f32";
  case Format::BF16: return "bf16";
  case Format::F16: return "f16";
  case Format::E4M3: return "e4m3";
  case Format::E5M2: return "e5m2";
  }
  return "?";
}

std::optional<Format> format_by_name(const std::string &name) {
  for (Format f : {Format::F64, Format::F32, Format::BF16, Format::F16, Format::E4M3, Format::E5M2})
    if (name == format_name(f))
      return f;
  return std::nullopt;
}

float round_to(Format f, float x) {
  switch (f) {
  case Format::F64:
  case Format::F32: return x;
  case Format::BF16:
  case Format::F16:
  case Format::E4M3:
  case Format::E5M2: break;
  }
  uint32_t bits = std::bit_cast<uint32_t>(x);
  if ((bits & 0x7FFFFFFFu) > 0x7F800000u)
    return std::bit_cast<float>(bits | 0x00400000u); // quiet NaN, payload and sign kept
  if (f == Format::BF16) {
    // bf16 is f32 with the low 16 bits dropped: add just under half of the dropped unit plus the
    // kept lsb (ties to even) and truncate. The carry runs into the exponent, so rounding up from
    // the largest binade gives 0x7F80 = inf, and subnormals round alike as the exponent range is
    // f32's. The magnitude stays below 0x7F808000, so the sign bit is never touched.
    bits += 0x7FFFu + ((bits >> 16) & 1u);
    return std::bit_cast<float>(bits & 0xFFFF0000u);
  }
  // Every float is a double and every f16 or fp8 value a float, so both conversions here are
  // exact.
  return static_cast<float>(round_double(params(f), static_cast<double>(x)));
}

double round_to(Format f, double x) {
  if (f == Format::F64)
    return x;
  // The hardware conversion is IEEE round-to-nearest-even in the default floating-point
  // environment, which this program never changes; it is much faster on large inputs (the unit
  // tests compare it with the bit-level rounding).
  if (f == Format::F32 && !std::isnan(x))
    return static_cast<double>(static_cast<float>(x));
  return round_double(params(f), x);
}

double unit_roundoff(Format f) { return pow2(-params(f).p); }

double underflow_error(Format f) {
  Params fp = params(f);
  int k = fp.emin - (fp.p - 1) - 1;
  return pow2(k < -1074 ? -1074 : k);
}

double max_finite(Format f) {
  Params fp = params(f);
  // (2^p - 1) * 2^(emax - p + 1), built from bits: all-ones significand in the top binade (one
  // less for a finite-only format, whose all-ones pattern is NaN).
  uint64_t frac = kFracMask & ~((uint64_t{1} << (53 - fp.p)) - 1);
  if (fp.finite_only)
    frac -= uint64_t{1} << (53 - fp.p);
  return std::bit_cast<double>((static_cast<uint64_t>(fp.emax + 1023) << 52) | frac);
}

std::optional<uint64_t> ulp_distance(Format f, double a, double b) {
  if (f == Format::F32) {
    // An f32 value's magnitude ordinal is its bit pattern without the sign (biased exponent and
    // fraction; subnormals and infinity included), so no decomposition is needed. The numeric
    // tier computes this for every element of every output.
    const float fa = static_cast<float>(a), fb = static_cast<float>(b);
    if (std::isnan(fa) || std::isnan(fb))
      return std::nullopt;
    const uint32_t ba = std::bit_cast<uint32_t>(fa), bb = std::bit_cast<uint32_t>(fb);
    const uint64_t oa = ba & 0x7FFFFFFFu, ob = bb & 0x7FFFFFFFu;
    if ((ba >> 31) != (bb >> 31))
      return oa + ob;
    return oa > ob ? oa - ob : ob - oa;
  }
  double ra = round_to(f, a);
  double rb = round_to(f, b);
  if (ra != ra || rb != rb)
    return std::nullopt;
  Params fp = params(f);
  uint64_t oa = magnitude_ordinal(fp, ra);
  uint64_t ob = magnitude_ordinal(fp, rb);
  bool na = std::bit_cast<uint64_t>(ra) & kSign;
  bool nb = std::bit_cast<uint64_t>(rb) & kSign;
  if (na != nb)
    return oa + ob; // at most 2 * 0x7FF0000000000000, no overflow
  return oa > ob ? oa - ob : ob - oa;
}

double ulp_of(Format f, double x) {
  double a = std::abs(round_to(f, x));
  if (!std::isfinite(a))
    return std::numeric_limits<double>::infinity();
  // Exponent of a (or the subnormal range): spacing 2^(e - p + 1), at least the subnormal step.
  int p = params(f).p;
  double tiny = f == Format::F64 ? std::numeric_limits<double>::denorm_min()
                                 : 2 * underflow_error(f); // the smallest subnormal
  if (a == 0)
    return tiny;
  return std::max(std::ldexp(1.0, std::ilogb(a) - p + 1), tiny);
}

} // namespace fuseproof::numeric
