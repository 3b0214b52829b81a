// The launcher's check that the buffers a caller passes are the distinct tensors the proof
// reasons about. A rule's tensors never share memory, so an output overlapping another buffer
// would compute something the proof never covered (a later element reading what an earlier one
// wrote). The one exception a kernel publishes is an in-place pair: an output that may be the very
// buffer of an input of the same shape and dtype, because every element of the input is read only
// by the thread that writes the same element of the output, before it writes it (the generator
// offers the pair only when its code has that form: accumulating a gradient into the buffer that
// holds the residual stream's gradient, as CODA's backward does).
#pragma once

#include "kernel_params.h"

#include <cstdint>

namespace fp {

struct InPlacePair {
  int output_slot;
  int input_slot;
};

namespace detail {
inline long dtype_bytes(DType d) {
  switch (d) {
  case DType::F32: return 4;
  case DType::BF16:
  case DType::F16: return 2;
  case DType::E4M3:
  case DType::E5M2: return 1;
  case DType::F64:
  case DType::I64: return 8;
  }
  return 8;
}

struct Span {
  std::uintptr_t begin = 0, end = 0;
  bool overlaps(const Span &o) const { return begin < o.end && o.begin < end; }
};

inline Span span_of(const KernelArgs &a, const ParamDesc &d, const void *p) {
  long rows = extent_size(d.rows, a.M, a.N, a.K), cols = extent_size(d.cols, a.M, a.N, a.K);
  long n = rows * cols;
  if (d.role == ParamRole::OperandA || d.role == ParamRole::OperandB) {
    // A leading dimension may pad the operand: it ends at its last line's last element.
    long ld = d.role == ParamRole::OperandA ? a.lda : a.ldb;
    bool row_major = d.layout == Layout::RowMajor;
    long outer = row_major ? rows : cols, inner = row_major ? cols : rows;
    n = outer > 0 && inner > 0 ? (outer - 1) * ld + inner : 0;
  }
  auto b = reinterpret_cast<std::uintptr_t>(p);
  return {b, b + std::uintptr_t(n > 0 ? n : 0) * std::uintptr_t(dtype_bytes(d.dtype))};
}

inline const void *pointer_of(const KernelArgs &a, const ParamDesc &d) {
  switch (d.role) {
  case ParamRole::OperandA: return a.a;
  case ParamRole::OperandB: return a.b;
  case ParamRole::Input: return a.inputs[d.slot];
  case ParamRole::Output: return a.outputs[d.slot];
  case ParamRole::Scalar: return nullptr;
  }
  return nullptr;
}
} // namespace detail

/// True when no output overlaps another parameter's buffer, except for a published in-place pair
/// passed as exactly the same pointer.
inline bool buffers_distinct(const KernelArgs &a, const ParamDesc *params, int n,
                             const InPlacePair *in_place, int n_in_place) {
  for (int o = 0; o < n; ++o) {
    if (params[o].role != ParamRole::Output)
      continue;
    const void *out = detail::pointer_of(a, params[o]);
    detail::Span so = detail::span_of(a, params[o], out);
    for (int p = 0; p < n; ++p) {
      if (p == o || params[p].role == ParamRole::Scalar)
        continue;
      const void *other = detail::pointer_of(a, params[p]);
      if (!detail::span_of(a, params[p], other).overlaps(so))
        continue;
      bool allowed = false;
      for (int k = 0; k < n_in_place; ++k)
        allowed = allowed || (params[p].role == ParamRole::Input &&
                              in_place[k].output_slot == params[o].slot &&
                              in_place[k].input_slot == params[p].slot && other == out);
      if (!allowed)
        return false;
    }
  }
  return true;
}

} // namespace fp
