// Epilogue primitive: elementwise functions, as functors so the generator can pass them to
// fp::map (and pair primitives) by type. The definitions follow the rule semantics in
// src/semantics/evaluator.h exactly (sigmoid(x) = 1 / (1 + exp(-x)), silu(x) = x * sigmoid(x),
// rsqrt(x) = 1 / sqrt(x)), so the fp64 reference computes what the proof talks about; no fast
// approximate intrinsics (__expf, rsqrtf), whose error the numeric tier does not account for.
#pragma once

#include "../numeric_types.h"

#if !FP_DEVICE_CODE
#include <cmath>
#endif

namespace fp {

// Transcendentals for float and double that resolve on host and device alike: the device pass
// calls the CUDA/HIP math library (::expf for float, ::exp for double), the host pass <cmath>.
namespace math {
#if FP_DEVICE_CODE
#define FP_MATH_FN(name)                                                                           \
  FP_HD float name(float x) { return ::name##f(x); }                                               \
  FP_HD double name(double x) { return ::name(x); }
FP_HD float fma(float a, float b, float c) { return ::fmaf(a, b, c); }
FP_HD double fma(double a, double b, double c) { return ::fma(a, b, c); }
#else
FP_HD float fma(float a, float b, float c) { return std::fma(a, b, c); }
FP_HD double fma(double a, double b, double c) { return std::fma(a, b, c); }
#define FP_MATH_FN(name)                                                                           \
  FP_HD float name(float x) { return std::name(x); }                                               \
  FP_HD double name(double x) { return std::name(x); }
#endif
FP_MATH_FN(exp)
FP_MATH_FN(log)
FP_MATH_FN(sqrt)
FP_MATH_FN(sin)
FP_MATH_FN(cos)
FP_MATH_FN(tanh)
FP_MATH_FN(erf)
FP_MATH_FN(rint)
FP_MATH_FN(fabs)
#undef FP_MATH_FN
} // namespace math

namespace op {

struct Identity {
  template <class T> FP_HD T operator()(T x) const { return x; }
};
struct Neg {
  template <class T> FP_HD T operator()(T x) const { return -x; }
};
struct Abs {
  template <class T> FP_HD T operator()(T x) const { return math::fabs(x); }
};
struct Square {
  template <class T> FP_HD T operator()(T x) const { return x * x; }
};
struct Exp {
  template <class T> FP_HD T operator()(T x) const { return math::exp(x); }
};
struct Log {
  template <class T> FP_HD T operator()(T x) const { return math::log(x); }
};
struct Sqrt {
  template <class T> FP_HD T operator()(T x) const { return math::sqrt(x); }
};
struct Rsqrt {
  template <class T> FP_HD T operator()(T x) const { return T(1) / math::sqrt(x); }
};
struct Sin {
  template <class T> FP_HD T operator()(T x) const { return math::sin(x); }
};
struct Cos {
  template <class T> FP_HD T operator()(T x) const { return math::cos(x); }
};
struct Tanh {
  template <class T> FP_HD T operator()(T x) const { return math::tanh(x); }
};
struct Erf {
  template <class T> FP_HD T operator()(T x) const { return math::erf(x); }
};
// To the nearest integer, ties to even (the rule language's round; rint in the default rounding
// mode, which CODA's add-and-subtract of 1.5 * 2^23 computes for |x| < 2^22).
struct Round {
  template <class T> FP_HD T operator()(T x) const { return math::rint(x); }
};
struct Sigmoid {
  template <class T> FP_HD T operator()(T x) const { return T(1) / (T(1) + math::exp(-x)); }
};
struct Silu {
  template <class T> FP_HD T operator()(T x) const { return x * Sigmoid{}(x); }
};

} // namespace op

// The rule language's two-argument max and min, exactly as src/semantics/evaluator.h defines them
// (a >= b ? a : b, a <= b ? a : b), so a NaN argument behaves as it does in the reference.
template <class T> FP_HD T max_of(T a, T b) { return a >= b ? a : b; }
template <class T> FP_HD T min_of(T a, T b) { return a <= b ? a : b; }
// a * b + c rounded once, as the rule language's fma (and CODA's cute.math.fma) is.
template <class T> FP_HD T fma_of(T a, T b, T c) { return math::fma(a, b, c); }

// op(v): one elementwise function applied to one value.
template <class Op, class T> FP_HD T map(Op op, T v) { return op(v); }

} // namespace fp
