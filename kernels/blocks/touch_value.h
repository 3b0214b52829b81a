// fp::TouchValue: the value type of the epilogue driver's touch pass (epilogue/driver.h). An
// epilogue's apply() is generic over its value type T (float on the GPU, double in the fp64
// reference); run with T = TouchValue it computes nothing and stores nothing, and each of its
// input loads becomes a prefetch of that element's cache line. The driver runs it over a group of
// rows just before the real pass over the same rows.
//
// Why: an output may share its buffer with an input (an in-place pair, aliasing.h), and an
// epilogue may read an input through a plain load, so the compiler must keep every load of one
// step behind the stores of the step before it; each load then waits a full memory round trip
// after the previous one (docs/BENCHMARKS.md, "The epilogue's loads wait on each other").
// Prefetches carry no value, so nothing orders them after the stores, and they change no result:
// the real pass loads the same elements, now from the cache. The arithmetic, its order and every
// store are the real pass's alone, which the host tile executor models unchanged.
#pragma once

#include "hip_compat.h"

namespace fp {

// kLevel: which cache the prefetches fill, 1 (L1, and so L2) or 2 (L2 only).
template <int Level> struct TouchValue {
  static_assert(Level == 1 || Level == 2, "L1 or L2");
  static constexpr int kLevel = Level;
  TouchValue() = default;
  // T(1), T(K_), static_cast<T>(scalar): constants of the generated code.
  template <class X> FP_HD constexpr explicit TouchValue(X) {}
};
template <class T> inline constexpr bool is_touch_v = false;
template <int L> inline constexpr bool is_touch_v<TouchValue<L>> = true;

template <int L> FP_HD constexpr TouchValue<L> operator+(TouchValue<L>, TouchValue<L>) {
  return {};
}
template <int L> FP_HD constexpr TouchValue<L> operator-(TouchValue<L>, TouchValue<L>) {
  return {};
}
template <int L> FP_HD constexpr TouchValue<L> operator*(TouchValue<L>, TouchValue<L>) {
  return {};
}
template <int L> FP_HD constexpr TouchValue<L> operator/(TouchValue<L>, TouchValue<L>) {
  return {};
}
template <int L> FP_HD constexpr TouchValue<L> operator-(TouchValue<L>) { return {}; }
// Comparisons (max_of, min_of) pick an operand; which one does not matter here.
#define FP_TOUCH_CMP(op)                                                                           \
  template <int L> FP_HD constexpr bool operator op(TouchValue<L>, TouchValue<L>) { return false; }
FP_TOUCH_CMP(<)
FP_TOUCH_CMP(>)
FP_TOUCH_CMP(<=)
FP_TOUCH_CMP(>=)
FP_TOUCH_CMP(==)
FP_TOUCH_CMP(!=)
#undef FP_TOUCH_CMP

// Elementwise functions of the epilogue primitives (epilogue/map.h looks them up by qualified
// name where its functors are defined, so they must be declared before it).
namespace math {
#define FP_TOUCH_FN(name)                                                                          \
  template <int L> FP_HD constexpr TouchValue<L> name(TouchValue<L>) { return {}; }
FP_TOUCH_FN(exp)
FP_TOUCH_FN(log)
FP_TOUCH_FN(sqrt)
FP_TOUCH_FN(sin)
FP_TOUCH_FN(cos)
FP_TOUCH_FN(tanh)
FP_TOUCH_FN(erf)
FP_TOUCH_FN(rint)
FP_TOUCH_FN(fabs)
#undef FP_TOUCH_FN
template <int L> FP_HD constexpr TouchValue<L> fma(TouchValue<L>, TouchValue<L>, TouchValue<L>) {
  return {};
}
} // namespace math

// Asks for the cache line holding *p in L1 (kLevel 1) or L2 (kLevel 2) on NVIDIA GPUs; a no-op
// elsewhere, where the touch pass is not run. The touch pass only names elements the real pass
// loads, so every address is inside an input.
template <int kLevel> FP_HD void touch_line(const void *p) {
#if defined(__CUDA_ARCH__)
  if constexpr (kLevel == 1)
    asm volatile("prefetch.global.L1 [%0];\n" ::"l"(p));
  else
    asm volatile("prefetch.global.L2 [%0];\n" ::"l"(p));
#else
  (void)p;
#endif
}

} // namespace fp
