#include "numeric/stats.h"

#include "numeric/huge_pages.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <vector>

namespace fuseproof::numeric {

namespace {

constexpr double kInf = std::numeric_limits<double>::infinity();

/// |value - reference|, with matching infinities exact and NaN (or a spurious infinity) +inf.
double abs_error(double value, double reference) {
  if (value == reference)
    return 0;
  double d = std::abs(value - reference);
  return std::isnan(d) ? kInf : d;
}

uint64_t percentile(std::vector<uint64_t> &v, double q) {
  if (v.empty())
    return 0;
  size_t k = std::min(v.size() - 1, static_cast<size_t>(std::ceil(q * v.size())) - 1);
  std::nth_element(v.begin(), v.begin() + k, v.end());
  return v[k];
}

} // namespace

ErrorStats error_stats(std::span<const double> value, std::span<const double> reference,
                       Format dtype) {
  ErrorStats s;
  s.count = static_cast<int64_t>(value.size());
  std::vector<uint64_t> ulps;
  resize_huge(ulps, value.size());
  double sum_abs = 0, sum_rel = 0;
  int64_t rel_count = 0;
  for (size_t i = 0; i < value.size(); ++i) {
    double err = abs_error(value[i], reference[i]);
    if (!std::isfinite(err))
      ++s.nonfinite;
    if (s.worst < 0 || err > s.max_abs) {
      s.max_abs = err;
      s.worst = static_cast<int64_t>(i);
    }
    sum_abs += err;
    if (reference[i] != 0 && std::isfinite(reference[i])) {
      double rel = err / std::abs(reference[i]);
      s.max_rel = std::max(s.max_rel, rel);
      sum_rel += rel;
      ++rel_count;
    }
    std::optional<uint64_t> u = ulp_distance(dtype, value[i], reference[i]);
    ulps[i] = u ? *u : std::numeric_limits<uint64_t>::max();
  }
  if (s.count > 0) {
    s.mean_abs = sum_abs / static_cast<double>(s.count);
    s.worst_value = value[s.worst];
    s.worst_reference = reference[s.worst];
  }
  if (rel_count > 0)
    s.mean_rel = sum_rel / static_cast<double>(rel_count);
  s.ulp_p50 = percentile(ulps, 0.50);
  s.ulp_p90 = percentile(ulps, 0.90);
  s.ulp_p99 = percentile(ulps, 0.99);
  s.ulp_max = ulps.empty() ? 0 : *std::max_element(ulps.begin(), ulps.end());
  return s;
}

void merge_stats(ErrorStats &into, const ErrorStats &more) {
  int64_t total = into.count + more.count;
  if (total == 0)
    return;
  auto weighted = [&](double a, double b) {
    return (a * static_cast<double>(into.count) + b * static_cast<double>(more.count)) /
           static_cast<double>(total);
  };
  into.mean_abs = weighted(into.mean_abs, more.mean_abs);
  into.mean_rel = weighted(into.mean_rel, more.mean_rel);
  if (into.worst < 0 || more.max_abs > into.max_abs) {
    into.max_abs = more.max_abs;
    into.worst = more.worst;
    into.worst_value = more.worst_value;
    into.worst_reference = more.worst_reference;
  }
  into.max_rel = std::max(into.max_rel, more.max_rel);
  into.ulp_p50 = std::max(into.ulp_p50, more.ulp_p50);
  into.ulp_p90 = std::max(into.ulp_p90, more.ulp_p90);
  into.ulp_p99 = std::max(into.ulp_p99, more.ulp_p99);
  into.ulp_max = std::max(into.ulp_max, more.ulp_max);
  into.nonfinite += more.nonfinite;
  into.count = total;
}

ToleranceResult check_tolerance(std::span<const double> value, std::span<const double> reference,
                                double rtol, double atol) {
  ToleranceResult r;
  for (size_t i = 0; i < value.size(); ++i) {
    double err = abs_error(value[i], reference[i]);
    // Equal values (infinities included) pass; any other non-finite pair fails, as in PyTorch's
    // isclose (atol + rtol |inf| would otherwise accept anything against an infinity).
    bool finite = std::isfinite(value[i]) && std::isfinite(reference[i]);
    bool ok = err == 0 || (finite && err <= atol + rtol * std::abs(reference[i]));
    if (!ok && r.violations++ == 0)
      r.first = static_cast<int64_t>(i);
  }
  return r;
}

BoundResult check_bound(std::span<const double> value, std::span<const double> reference,
                        std::span<const double> bound) {
  BoundResult r;
  for (size_t i = 0; i < value.size(); ++i) {
    double err = abs_error(value[i], reference[i]);
    if (err == 0)
      continue;
    double ratio = bound[i] > 0 ? err / bound[i] : kInf;
    r.max_ratio = std::max(r.max_ratio, ratio);
    if (!(err <= bound[i]) && r.violations++ == 0)
      r.first = static_cast<int64_t>(i);
  }
  return r;
}

} // namespace fuseproof::numeric
