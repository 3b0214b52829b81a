// Epilogue primitive: scaling the accumulator by a scalar, a row vector r[i] (one factor per
// output row, e.g. RMSNorm's inverse RMS) or a column vector c[j] (one per output column, e.g. a
// per-channel dequantisation scale). T is the epilogue's value type: float on the GPU and in the
// host tile executor, double in the fp64 reference; vectors may be stored in any storage type and
// are read as T, so the reference never sees a value the GPU rounded.
#pragma once

#include "../numeric_types.h"

namespace fp {

// v * s for a scalar s (KernelArgs::scalars are float; the reference widens them exactly).
template <class T, class S> FP_HD T scale(T v, S s) { return v * static_cast<T>(s); }

// v * r[i]: the row vector's entry of output row i.
template <class T, class In> FP_HD T scale_row(T v, const In *r, int i) {
  return v * load_input<T>(r, i);
}

// v * c[j]: the column vector's entry of output column j.
template <class T, class In> FP_HD T scale_col(T v, const In *c, int j) {
  return v * load_input<T>(c, j);
}

} // namespace fp
