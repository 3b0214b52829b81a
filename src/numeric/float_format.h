#pragma once
// Storage formats of the numeric tier and exact rounding into them. The error bounds the numeric
// tier proves are stated in terms of a format's unit roundoff and underflow error, and the
// executions that test those bounds must store every intermediate exactly as the hardware would:
// round-to-nearest-even, gradual underflow, IEEE overflow to infinity. Library conversions can
// depend on the current rounding mode or on flush-to-zero settings and there is no portable
// half/bfloat16 type, so rounding here is done by bit manipulation. A bf16 or f16 value is held in
// a float or double that represents it exactly, so arithmetic on it can happen in a wider type.
#include "ir/ir.h"

#include <cstdint>
#include <optional>
#include <string>

namespace fuseproof::numeric {

/// E4M3: fp8 e4m3fn (bias 7, no infinities, largest finite 448, one NaN pattern per sign);
/// E5M2: fp8 e5m2 (IEEE-like, largest finite 57344). Neither is a run's dtype: inputs and stored
/// tensors declare them, with the per-tensor scale a rule states as a scalar.
enum class Format { F64, F32, BF16, F16, E4M3, E5M2 };

/// The format of a tensor of dtype `d` in a run whose storage is `run`.
Format format_of(ir::Dtype d, Format run);

/// "f64", "f32", "bf16", "f16", "e4m3", "e5m2".
const char *format_name(Format f);
/// The inverse of format_name; nullopt for any other name.
std::optional<Format> format_by_name(const std::string &name);

/// Rounds an f32 value into `f` with round-to-nearest-even: subnormals of the target format are
/// kept (gradual underflow), values beyond the largest finite value become +-inf exactly as IEEE
/// RNE overflow does (E4M3, which has no infinity: NaN), NaN stays NaN (quieted), signed zero
/// keeps its sign. F32 and F64 return x unchanged.
float round_to(Format f, float x);
/// Same, from a double, rounded directly and exactly to the target's precision (going through the
/// nearest f32 first would round twice). F64 returns x.
double round_to(Format f, double x);

/// Unit roundoff u = 2^-p, p the significand bits including the hidden bit: 2^-53 (f64), 2^-24
/// (f32), 2^-8 (bf16), 2^-11 (f16), 2^-4 (e4m3), 2^-3 (e5m2).
double unit_roundoff(Format f);
/// Half of the smallest positive subnormal: the absolute error bound of rounding a value that
/// underflows. 2^-150 (f32), 2^-134 (bf16), 2^-25 (f16), 2^-10 (e4m3), 2^-17 (e5m2). For f64 the
/// exact value 2^-1075 is not a double, so this returns the smallest subnormal 2^-1074, which still
/// bounds the error.
double underflow_error(Format f);
/// Largest finite value of the format.
double max_finite(Format f);

/// The spacing of `f`'s values at |x| (the gap above |x| rounded to `f`); for 0 the smallest
/// subnormal. Infinite for infinite or NaN x.
double ulp_of(Format f, double x);

/// Distance in units in the last place of `f` between a and b, both first rounded to `f` (RNE):
/// |ord(a') - ord(b')| where ord maps the format's values monotonically onto consecutive integers
/// (+0 and -0 both map to 0) and the infinities are the ordinals just past the largest finite
/// values. nullopt if either is NaN.
std::optional<uint64_t> ulp_distance(Format f, double a, double b);

} // namespace fuseproof::numeric
