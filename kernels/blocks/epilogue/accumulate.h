// Epilogue primitive: adding a residual matrix C[i, j] (leading dimension ldc, so C may be a view
// into a wider tensor) or a bias b[j] broadcast down the rows. Offsets are computed in long so
// that i * ldc cannot overflow int for tensors near the 2^31-element limit.
#pragma once

#include "../numeric_types.h"

namespace fp {

// v + C[i * ldc + j].
template <class T, class In> FP_HD T add_residual(T v, const In *C, int ldc, int i, int j) {
  return v + load_input<T>(C, static_cast<long>(i) * ldc + j);
}

// v + b[j]: a bias per output column.
template <class T, class In> FP_HD T add_bias(T v, const In *b, int j) {
  return v + load_input<T>(b, j);
}

// v + r[i]: a value per output row.
template <class T, class In> FP_HD T add_row(T v, const In *r, int i) {
  return v + load_input<T>(r, i);
}

// v + s for a scalar s.
template <class T, class S> FP_HD T add_scalar(T v, S s) { return v + static_cast<T>(s); }

} // namespace fp
