// The pass criteria for a generated kernel's outputs, shared by the CPU tile-executor tests and
// the GPU check, and the same policy as the numeric tier (docs/NUMERIC.md):
//   no-less-accurate  max|fused - ref| <= 2 max|unfused - ref| + 1e-6 (CODA's criterion);
//   tolerance         |fused - ref| <= atol + rtol |ref| (PyTorch's defaults for the output's
//                     dtype), judged only when the unfused side uses at most half of it: where
//                     even the unfused computation comes close to it, it measures the dtype and
//                     the shape, not the kernel.
// `ref` is the right side in fp64; `unfused` the same right side with the GEMM output stored in
// the kernel's dtype and the epilogue run separately in fp32. Host code only.
#pragma once

#include "kernel_params.h"

#include <algorithm>
#include <cmath>

namespace fp {

struct OutputCheck {
  double rtol = 0, atol = 0;
  double max_fused = 0, max_unfused = 0;         // largest absolute errors against ref
  double tol_use_fused = 0, tol_use_unfused = 0; // largest share of the tolerance used
  long worst = -1;                               // element of the largest fused error
  long count = 0;

  explicit OutputCheck(DType dtype)
      : rtol(dtype == DType::BF16   ? 1.6e-2
             : dtype == DType::F16  ? 1e-3
             : dtype == DType::E4M3 ? 0.125 // fp8: one unit in the last place (docs/KERNELS.md)
             : dtype == DType::E5M2 ? 0.25
                                    : 1.3e-6),
        atol(1e-5) {}

  void add(double fused, double unfused, double ref) {
    double ef = std::fabs(fused - ref), eu = std::fabs(unfused - ref);
    if (!(ef <= 1e300)) // NaN or inf: fails every criterion
      ef = INFINITY;
    if (ef > max_fused || worst < 0) {
      worst = count;
      max_fused = std::max(max_fused, ef);
    }
    max_unfused = std::max(max_unfused, eu);
    double allowed = atol + rtol * std::fabs(ref);
    tol_use_fused = std::max(tol_use_fused, ef / allowed);
    tol_use_unfused = std::max(tol_use_unfused, eu / allowed);
    ++count;
  }
  bool no_less_accurate() const { return max_fused <= 2 * max_unfused + 1e-6; }
  bool tolerance_judged() const { return tol_use_unfused <= 0.5; }
  bool within_tolerance() const { return tol_use_fused <= 1.0; }
  bool passed() const {
    return count > 0 && no_less_accurate() && (!tolerance_judged() || within_tolerance());
  }
};

} // namespace fp
