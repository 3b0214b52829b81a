#include "numeric/lowp_domain.h"

#include <cmath>

namespace fuseproof::numeric {

// Each function is evaluated in double and rounded once to fp32: correctly rounded except in
// the rare cases where double's own error crosses an fp32 rounding boundary.
float LowPrecisionDomain::rsqrt(float a) const {
  return static_cast<float>(1.0 / std::sqrt(static_cast<double>(a)));
}
float LowPrecisionDomain::sqrt(float a) const { return std::sqrt(a); } // IEEE: correctly rounded
float LowPrecisionDomain::exp(float a) const {
  return static_cast<float>(std::exp(static_cast<double>(a)));
}
float LowPrecisionDomain::log(float a) const {
  return static_cast<float>(std::log(static_cast<double>(a)));
}
float LowPrecisionDomain::sin(float a) const {
  return static_cast<float>(std::sin(static_cast<double>(a)));
}
float LowPrecisionDomain::cos(float a) const {
  return static_cast<float>(std::cos(static_cast<double>(a)));
}
float LowPrecisionDomain::tanh(float a) const {
  return static_cast<float>(std::tanh(static_cast<double>(a)));
}
float LowPrecisionDomain::erf(float a) const {
  return static_cast<float>(std::erf(static_cast<double>(a)));
}

} // namespace fuseproof::numeric
