#include "numeric/stats.h"

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

/// Exact percentiles of ulp distances in one pass: distances below kDirect (nearly all of them
/// for any sane computation) are counted, the rest kept and sorted.
class UlpPercentiles {
public:
  void add(uint64_t u) {
    if (u < kDirect)
      ++counts_[u];
    else
      large_.push_back(u);
    ++n_;
  }
  /// The smallest distance d with at least ceil(q n) distances <= d.
  uint64_t at(double q) {
    if (n_ == 0)
      return 0;
    uint64_t rank =
        std::max<uint64_t>(1, static_cast<uint64_t>(std::ceil(q * static_cast<double>(n_))));
    uint64_t seen = 0;
    for (uint64_t d = 0; d < kDirect; ++d)
      if ((seen += counts_[d]) >= rank)
        return d;
    std::sort(large_.begin(), large_.end());
    return large_[rank - seen - 1];
  }
  uint64_t max() {
    if (!large_.empty())
      return *std::max_element(large_.begin(), large_.end());
    for (uint64_t d = kDirect; d-- > 0;)
      if (counts_[d])
        return d;
    return 0;
  }

private:
  static constexpr uint64_t kDirect = 1 << 16;
  std::vector<uint64_t> counts_ = std::vector<uint64_t>(kDirect, 0);
  std::vector<uint64_t> large_;
  uint64_t n_ = 0;
};

template <class T>
ErrorStats error_stats_of(std::span<const T> value, std::span<const double> reference,
                          Format dtype) {
  ErrorStats s;
  s.count = static_cast<int64_t>(value.size());
  UlpPercentiles ulps;
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
    } else if (!std::isfinite(err)) {
      s.max_rel = kInf; // a NaN or a one-sided infinity is no small relative error
    }
    std::optional<uint64_t> u = ulp_distance(dtype, value[i], reference[i]);
    ulps.add(u ? *u : std::numeric_limits<uint64_t>::max());
  }
  if (s.count > 0) {
    s.mean_abs = sum_abs / static_cast<double>(s.count);
    s.worst_value = value[s.worst];
    s.worst_reference = reference[s.worst];
  }
  if (rel_count > 0)
    s.mean_rel = sum_rel / static_cast<double>(rel_count);
  s.ulp_p50 = ulps.at(0.50);
  s.ulp_p90 = ulps.at(0.90);
  s.ulp_p99 = ulps.at(0.99);
  s.ulp_max = ulps.max();
  return s;
}

template <class T>
ToleranceResult check_tolerance_of(std::span<const T> value, std::span<const double> reference,
                                   double rtol, double atol) {
  ToleranceResult r;
  for (size_t i = 0; i < value.size(); ++i) {
    const double v = value[i];
    double err = abs_error(v, reference[i]);
    // Equal values (infinities included) pass; any other non-finite pair fails, as in PyTorch's
    // isclose (atol + rtol |inf| would otherwise accept anything against an infinity).
    bool finite = std::isfinite(v) && std::isfinite(reference[i]);
    double limit = atol + rtol * std::abs(reference[i]);
    bool ok = err == 0 || (finite && err <= limit);
    if (err != 0)
      r.max_ratio = std::max(r.max_ratio, finite && limit > 0 ? err / limit : kInf);
    if (!ok && r.violations++ == 0)
      r.first = static_cast<int64_t>(i);
  }
  return r;
}

template <class T>
BoundResult check_bound_of(std::span<const T> value, std::span<const double> reference,
                           std::span<const double> bound) {
  BoundResult r;
  for (size_t i = 0; i < value.size(); ++i) {
    double err = abs_error(value[i], reference[i]);
    if (err == 0)
      continue;
    double ratio = bound[i] > 0 ? err / bound[i] : kInf;
    // inf / inf (an overflow against a vacuous bound) has no ratio: shown as nan, not dropped.
    r.max_ratio = std::isnan(ratio) || std::isnan(r.max_ratio) ? std::nan("")
                                                                : std::max(r.max_ratio, ratio);
    if (!(err <= bound[i]) && r.violations++ == 0)
      r.first = static_cast<int64_t>(i);
  }
  return r;
}

} // namespace

// The low-precision sides are fp32 arrays; they are read as they are rather than copied to
// double first (a 4096 x 4096 output would take another 128 MiB).
ErrorStats error_stats(std::span<const double> value, std::span<const double> reference,
                       Format dtype) {
  return error_stats_of(value, reference, dtype);
}
ErrorStats error_stats(std::span<const float> value, std::span<const double> reference,
                       Format dtype) {
  return error_stats_of(value, reference, dtype);
}
ToleranceResult check_tolerance(std::span<const double> value, std::span<const double> reference,
                                double rtol, double atol) {
  return check_tolerance_of(value, reference, rtol, atol);
}
ToleranceResult check_tolerance(std::span<const float> value, std::span<const double> reference,
                                double rtol, double atol) {
  return check_tolerance_of(value, reference, rtol, atol);
}
BoundResult check_bound(std::span<const double> value, std::span<const double> reference,
                        std::span<const double> bound) {
  return check_bound_of(value, reference, bound);
}
BoundResult check_bound(std::span<const float> value, std::span<const double> reference,
                        std::span<const double> bound) {
  return check_bound_of(value, reference, bound);
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

} // namespace fuseproof::numeric
