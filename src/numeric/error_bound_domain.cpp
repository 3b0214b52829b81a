#include "numeric/error_bound_domain.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numbers>

namespace fuseproof::numeric {

namespace {
constexpr double kInf = std::numeric_limits<double>::infinity();
const double kU64 = unit_roundoff(Format::F64);
} // namespace

ErrorBoundDomain::ErrorBoundDomain(const semantics::Inputs &inputs, Format storage)
    : inputs_(inputs), u_work_(unit_roundoff(Format::F32) + kU64),
      eta_work_(underflow_error(Format::F32)) {
  for (ir::Dtype d : {ir::Dtype::Run, ir::Dtype::F32, ir::Dtype::BF16, ir::Dtype::F16,
                      ir::Dtype::E4M3, ir::Dtype::E5M2}) {
    Format f = format_of(d, storage);
    store_[static_cast<size_t>(d)] = {unit_roundoff(f) + kU64, underflow_error(f), max_finite(f)};
  }
}

double ErrorBoundDomain::gamma(int64_t n) const {
  double nu = static_cast<double>(n) * u_work_;
  return nu < 1 ? nu / (1 - nu) : kInf;
}

// A value that may overflow (|r| + e reaches the format's largest finite value) has no useful
// bound: the fp32 result may be inf (exp past 88.7), and what follows from it (silu of a very
// negative gate becoming 0) is outside first-order error analysis. Its error is then unbounded
// (infinite), never a small number that the rounded-to-inf value would wrongly exceed. A NaN
// bound (inf times 0 further on) is unbounded too.
namespace {
double unless_overflowing(double r, double e, double err, double max_finite) {
  if (!(err < std::numeric_limits<double>::infinity()) || !(std::abs(r) + e < max_finite))
    return kInf;
  return err;
}
} // namespace

Bounded ErrorBoundDomain::rounded(double r, double e) const {
  return {r, unless_overflowing(r, e, e + u_work_ * (std::abs(r) + e) + eta_work_,
                                max_finite(Format::F32))};
}

Bounded ErrorBoundDomain::literal(const ir::Literal &lit) const {
  // The kernel sees the literal as an fp32 constant; the reference sees the double.
  return {lit.value, std::abs(lit.value - static_cast<double>(static_cast<float>(lit.value)))};
}

Bounded ErrorBoundDomain::integer(int64_t v) const {
  double d = static_cast<double>(v);
  return {d, std::abs(d - static_cast<double>(static_cast<float>(v)))};
}

Bounded ErrorBoundDomain::add(const Bounded &a, const Bounded &b) const {
  return rounded(a.v + b.v, a.e + b.e);
}
Bounded ErrorBoundDomain::sub(const Bounded &a, const Bounded &b) const {
  return rounded(a.v - b.v, a.e + b.e);
}
Bounded ErrorBoundDomain::mul(const Bounded &a, const Bounded &b) const {
  return rounded(a.v * b.v, std::abs(a.v) * b.e + std::abs(b.v) * a.e + a.e * b.e);
}
Bounded ErrorBoundDomain::div(const Bounded &a, const Bounded &b) const {
  // |a'/b' - a/b| <= (|a' - a| + |a/b| |b' - b|) / |b'|, and |b'| >= |b| - e_b.
  double q = a.v / b.v;
  double room = std::abs(b.v) - b.e;
  return rounded(q, room > 0 ? (a.e + std::abs(q) * b.e) / room : kInf);
}

Bounded ErrorBoundDomain::rsqrt(const Bounded &a) const {
  double r = 1 / std::sqrt(a.v); // decreasing: the lower end of the interval is the worst
  double lo = a.v - a.e;
  return rounded(r, lo > 0 ? 1 / std::sqrt(lo) - r : (a.e == 0 ? 0 : kInf));
}
Bounded ErrorBoundDomain::sqrt(const Bounded &a) const {
  double r = std::sqrt(a.v); // concave and increasing: the lower end is the worst
  return rounded(r, r - std::sqrt(std::max(a.v - a.e, 0.0)));
}
Bounded ErrorBoundDomain::exp(const Bounded &a) const {
  double r = std::exp(a.v); // convex and increasing: the upper end is the worst
  return rounded(r, a.e == 0 ? 0.0 : r * std::expm1(a.e)); // (inf * 0 would be NaN)
}
Bounded ErrorBoundDomain::log(const Bounded &a) const {
  double r = std::log(a.v); // concave and increasing: the lower end is the worst
  return rounded(r, a.e == 0 ? 0 : a.e < a.v ? -std::log1p(-a.e / a.v) : kInf);
}
Bounded ErrorBoundDomain::sin(const Bounded &a) const {
  return rounded(std::sin(a.v), std::min(a.e, 2.0)); // 1-Lipschitz, range width 2
}
Bounded ErrorBoundDomain::cos(const Bounded &a) const {
  return rounded(std::cos(a.v), std::min(a.e, 2.0));
}
namespace {
// An increasing function with values in (-1, 1): the error is at an end of [v - e, v + e]. Where
// it saturates (|v| large) that is far below e, which a Lipschitz bound (1 for tanh,
// 2/sqrt(pi) for erf) would not see; it is never above the Lipschitz bound or the range's width.
double increasing_saturating(double (*f)(double), double lipschitz, const Bounded &a, double r) {
  if (a.e == 0)
    return 0;
  // The three evaluations in double may each be off by an ulp of a value below 1 in magnitude.
  double spread =
      std::max(f(a.v + a.e) - r, r - f(a.v - a.e)) + 4 * std::numeric_limits<double>::epsilon();
  return std::min({spread, a.e * lipschitz, 2.0});
}
} // namespace

Bounded ErrorBoundDomain::tanh(const Bounded &a) const {
  double r = std::tanh(a.v);
  return rounded(r, increasing_saturating([](double x) { return std::tanh(x); }, 1.0, a, r));
}
Bounded ErrorBoundDomain::erf(const Bounded &a) const {
  double r = std::erf(a.v); // erf' = 2/sqrt(pi) exp(-a^2) <= 2/sqrt(pi) < 1.1284
  return rounded(r, increasing_saturating([](double x) { return std::erf(x); }, 1.1284, a, r));
}

// round is a step function: within [v - e, v + e] it takes every integer between its values at
// the ends (it is monotone), so the distance from round(v) is the larger of the ends'; 0 when
// no half-integer lies in the interval. The ends are widened by an ulp, since v + e is itself
// rounded. The result is exact in fp32 (no rounding added).
Bounded ErrorBoundDomain::round(const Bounded &a) const {
  double r = std::nearbyint(a.v);
  if (a.e == 0)
    return {r, 0};
  double hi = std::nextafter(a.v + a.e, kInf), lo = std::nextafter(a.v - a.e, -kInf);
  double spread = std::max(std::nearbyint(hi) - r, r - std::nearbyint(lo));
  return {r, std::isfinite(spread) ? spread : kInf};
}

// The product's propagated error (as mul's) plus c's, and one rounding of the sum.
Bounded ErrorBoundDomain::fma(const Bounded &a, const Bounded &b, const Bounded &c) const {
  return rounded(a.v * b.v + c.v, std::abs(a.v) * b.e + std::abs(b.v) * a.e + a.e * b.e + c.e);
}

Bounded ErrorBoundDomain::pi() const {
  // The kernel's constant is pi rounded to fp32; the reference's is pi rounded to double.
  double p = std::numbers::pi;
  return {p, std::abs(p - static_cast<double>(static_cast<float>(p))) + kU64 * p};
}

BoundedBool ErrorBoundDomain::compare(ir::CmpOp op, const Bounded &a, const Bounded &b) const {
  return {semantics::compare_values(op, a.v, b.v), std::abs(a.v - b.v) <= a.e + b.e};
}

Bounded ErrorBoundDomain::select(const BoundedBool &c, const Bounded &a, const Bounded &b) const {
  const Bounded &chosen = c.value ? a : b;
  if (!c.uncertain)
    return chosen;
  // The low-precision run may have taken the other branch.
  const Bounded &other = c.value ? b : a;
  return {chosen.v, std::max(chosen.e, std::abs(other.v - chosen.v) + other.e)};
}

Bounded ErrorBoundDomain::store(const Bounded &x, ir::Dtype as) const {
  const StoreBound &b = store_[static_cast<size_t>(as)];
  return {x.v, unless_overflowing(x.v, x.e, x.e + b.u * (std::abs(x.v) + x.e) + b.eta, b.max)};
}

} // namespace fuseproof::numeric
