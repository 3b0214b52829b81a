// Epilogue primitive: storing a value (float or double) to an output of any storage type at
// [i * ld + j], rounded once (round-to-nearest-even) to the output's type. Per-tile partials use
// the same call with ld = the number of column tiles and j = the tile index.
#pragma once

#include "../numeric_types.h"

namespace fp {

template <class Out, class T> FP_HD void store(Out *out, int ld, int i, int j, T v) {
  store_as(out, static_cast<long>(i) * ld + j, v);
}

// The value v becomes once stored as S and read back as T: how an epilogue reads an intermediate
// the rule marks `stored` (the unfused program would reload it from memory in S), without a
// round trip through memory. S = double (the reference) or S = T leaves v unchanged.
template <class S, class T> FP_HD T stored_value(T v) {
  if constexpr (is_touch_v<T>) {
    return v; // the touch pass: nothing to round, and no memory of its own to name
  } else {
    S s[1];
    store_as(s, 0, v);
    return load_as<T>(s, 0);
  }
}

// out[i] = v: a per-row output (a vector of length M).
template <class Out, class T> FP_HD void store_row(Out *out, int i, T v) { store_as(out, i, v); }

} // namespace fp
