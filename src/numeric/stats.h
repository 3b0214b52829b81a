#pragma once
// Error statistics of one computed output against the f64 reference, and the pass criteria.
#include "numeric/float_format.h"

#include <cstdint>
#include <span>

namespace fuseproof::numeric {

struct ErrorStats {
  int64_t count = 0;
  double max_abs = 0, mean_abs = 0; // |value - reference|; NaN counts as +inf
  double max_rel = 0, mean_rel = 0; // |value - reference| / |reference|, over reference != 0
  uint64_t ulp_p50 = 0, ulp_p90 = 0, ulp_p99 = 0, ulp_max = 0; // in the output's dtype
  int64_t worst = -1; // flat index of the largest absolute error
  double worst_value = 0, worst_reference = 0;
  int64_t nonfinite = 0; // elements whose error is not finite: a NaN value, or an infinity
                         // on one side only (value or reference)
};

ErrorStats error_stats(std::span<const double> value, std::span<const double> reference,
                       Format dtype);
ErrorStats error_stats(std::span<const float> value, std::span<const double> reference,
                       Format dtype);
/// Folds `more` into `into` (small shapes are summarised together): maxima and percentiles take
/// the larger (percentiles thus become upper bounds), means are weighted by count.
void merge_stats(ErrorStats &into, const ErrorStats &more);

/// PyTorch's assert_close criterion per element: |value - ref| <= atol + rtol |ref|, where equal
/// infinities pass and NaN fails. Returns how many elements fail, the first one, and the largest
/// share of the tolerance any element uses.
struct ToleranceResult {
  int64_t violations = 0;
  int64_t first = -1;
  double max_ratio = 0; // largest |value - ref| / (atol + rtol |ref|): how much of it is used
};
ToleranceResult check_tolerance(std::span<const double> value, std::span<const double> reference,
                                double rtol, double atol);
ToleranceResult check_tolerance(std::span<const float> value, std::span<const double> reference,
                                double rtol, double atol);

/// Elementwise |value - ref| <= bound; the largest ratio observed/bound, and how many fail.
struct BoundResult {
  double max_ratio = 0;
  int64_t violations = 0;
  int64_t first = -1;
};
BoundResult check_bound(std::span<const double> value, std::span<const double> reference,
                        std::span<const double> bound);
BoundResult check_bound(std::span<const float> value, std::span<const double> reference,
                        std::span<const double> bound);

} // namespace fuseproof::numeric
