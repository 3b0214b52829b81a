// Error statistics and pass criteria of the numeric tier, table-driven: error_stats (maxima,
// means, worst element, non-finite values, ulp percentiles), check_tolerance (the boundary
// atol + rtol |ref| itself passes), check_bound and merge_stats.
#include "numeric/float_format.h"
#include "numeric/stats.h"

#include <gtest/gtest.h>

#include <cctype>
#include <cmath>
#include <cstdint>
#include <limits>
#include <string>
#include <vector>

namespace fuseproof::numeric {
namespace {

constexpr double kInf = std::numeric_limits<double>::infinity();
constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
constexpr uint64_t kMaxU64 = std::numeric_limits<uint64_t>::max();

// --- error_stats ---------------------------------------------------------------------------

struct StatsCase {
  const char *name;
  std::vector<double> value, reference;
  double max_abs, mean_abs, max_rel, mean_rel;
  int64_t worst;
  int64_t nonfinite;
};

// Values chosen so every error is exact in double.
const StatsCase kStatsCases[] = {
    {"exact", {1, -2, 0}, {1, -2, 0}, 0, 0, 0, 0, 0, 0},
    {"one error", {1, 2.5, 4}, {1, 2, 4}, 0.5, 0.5 / 3, 0.25, 0.25 / 3, 1, 0},
    {"relative skips zero reference", {0.5, 3}, {0, 2}, 1, 0.75, 0.5, 0.5, 1, 0},
    {"tie keeps first", {1.5, 2, 3.5}, {1, 2, 3}, 0.5, 1.0 / 3, 0.5, (0.5 + 0 + 0.5 / 3) / 3, 0, 0},
    {"negative errors", {-1, -4.25}, {-1.5, -4}, 0.5, 0.375, 1.0 / 3, (1.0 / 3 + 0.0625) / 2, 0, 0},
    {"NaN value", {1, kNaN, 2}, {1, 5, 2.5}, kInf, kInf, kInf, kInf, 1, 1},
    // A non-finite error is an infinite relative error too, whatever the reference (max rel
    // once read 0 beside max abs inf); the mean stays over finite, non-zero references.
    {"NaN reference", {1, 2}, {1, kNaN}, kInf, kInf, kInf, 0, 1, 1},
    {"matching infinities", {kInf, -kInf, 1.5}, {kInf, -kInf, 1}, 0.5, 0.5 / 3, 0.5, 0.5, 2, 0},
    {"spurious infinity", {kInf, 1}, {3, 1}, kInf, kInf, kInf, kInf, 0, 1},
    {"opposite infinities", {kInf}, {-kInf}, kInf, kInf, kInf, 0, 0, 1},
    {"empty", {}, {}, 0, 0, 0, 0, -1, 0},
};

class NumericStatsErrorStats : public testing::TestWithParam<StatsCase> {};

TEST_P(NumericStatsErrorStats, Fields) {
  const StatsCase &c = GetParam();
  ErrorStats s = error_stats(c.value, c.reference, Format::F32);
  EXPECT_EQ(s.count, static_cast<int64_t>(c.value.size()));
  EXPECT_EQ(s.max_abs, c.max_abs);
  EXPECT_DOUBLE_EQ(s.mean_abs, c.mean_abs);
  EXPECT_EQ(s.max_rel, c.max_rel);
  EXPECT_DOUBLE_EQ(s.mean_rel, c.mean_rel);
  EXPECT_EQ(s.worst, c.worst);
  EXPECT_EQ(s.nonfinite, c.nonfinite);
  if (c.worst >= 0) {
    // NaN != NaN: compare bits' meaning by classification.
    double v = c.value[c.worst], r = c.reference[c.worst];
    EXPECT_TRUE(s.worst_value == v || (std::isnan(s.worst_value) && std::isnan(v)));
    EXPECT_TRUE(s.worst_reference == r || (std::isnan(s.worst_reference) && std::isnan(r)));
  }
}

INSTANTIATE_TEST_SUITE_P(NumericStats, NumericStatsErrorStats, testing::ValuesIn(kStatsCases),
                         [](const testing::TestParamInfo<StatsCase> &info) {
                           std::string n;
                           for (const char *p = info.param.name; *p; ++p)
                             n += std::isalnum(static_cast<unsigned char>(*p)) ? *p : '_';
                           return n;
                         });

TEST(NumericStats, NaNIsInfinitelyManyUlpsAway) {
  ErrorStats s = error_stats(std::vector<double>{1, kNaN}, std::vector<double>{1, 1}, Format::F32);
  EXPECT_EQ(s.ulp_max, kMaxU64);
  EXPECT_EQ(s.ulp_p50, 0u); // the median is the exact element
  EXPECT_EQ(s.max_abs, kInf);
  EXPECT_EQ(s.nonfinite, 1);
}

TEST(NumericStats, UlpPercentilesOnAConstructedExample) {
  // Element k is k f32 ulps above 1 (ulp = 2^-23 in [1, 2)), shuffled: the q-th percentile is
  // the ceil(q n)-th smallest, so over 0..99 p50 = 49, p90 = 89, p99 = 98, max = 99.
  std::vector<double> value, reference;
  for (int k = 0; k < 100; ++k) {
    int j = (k * 37) % 100; // a permutation of 0..99
    value.push_back(1 + j * 0x1p-23);
    reference.push_back(1);
  }
  ErrorStats s = error_stats(value, reference, Format::F32);
  EXPECT_EQ(s.ulp_p50, 49u);
  EXPECT_EQ(s.ulp_p90, 89u);
  EXPECT_EQ(s.ulp_p99, 98u);
  EXPECT_EQ(s.ulp_max, 99u);
  EXPECT_EQ(s.max_abs, 99 * 0x1p-23);
  EXPECT_EQ(s.worst_value, 1 + 99 * 0x1p-23);
  // The same values in bf16: every f32 ulp offset below half a bf16 ulp (2^-8 at 1) rounds to 1.
  ErrorStats b = error_stats(value, reference, Format::BF16);
  EXPECT_EQ(b.ulp_max, 0u);
  // In bf16 units (2^-7 in [1, 2)), steps of one bf16 ulp.
  std::vector<double> bv, br;
  for (int k = 0; k < 10; ++k) {
    bv.push_back(1 + k * 0x1p-7);
    br.push_back(1);
  }
  ErrorStats c = error_stats(bv, br, Format::BF16);
  EXPECT_EQ(c.ulp_p50, 4u); // ceil(0.5 * 10) = 5th smallest
  EXPECT_EQ(c.ulp_p90, 8u);
  EXPECT_EQ(c.ulp_p99, 9u);
  EXPECT_EQ(c.ulp_max, 9u);
}

TEST(NumericStats, UlpCountsAcrossZeroAndBinades) {
  // 2^-149 (the smallest f32 subnormal) to -2^-149 is 2 ulps (+0 and -0 are one value), and
  // 2 - 2^-22 is 2 ulps (of 2^-23, the spacing in [1, 2)) below 2.
  ErrorStats s = error_stats(std::vector<double>{0x1p-149, 2 - 0x1p-22},
                             std::vector<double>{-0x1p-149, 2}, Format::F32);
  EXPECT_EQ(s.ulp_max, 2u);
  EXPECT_EQ(s.ulp_p50, 2u);
}

// --- check_tolerance -----------------------------------------------------------------------

struct ToleranceCase {
  const char *name;
  std::vector<double> value, reference;
  double rtol, atol;
  int64_t violations, first;
};

// PyTorch's isclose treats a non-finite pair as close only when the two are equal; with an
// infinite reference atol + rtol |ref| is +inf, which must not let every value pass.

// rtol = 0.5, atol = 0.25, reference 2: the boundary |error| = 1.25 is exact.
const double kAbove = std::nextafter(3.25, kInf);
const ToleranceCase kToleranceCases[] = {
    {"exact", {1, 2}, {1, 2}, 0, 0, 0, -1},
    {"at the boundary", {3.25, 0.75}, {2, 2}, 0.5, 0.25, 0, -1},
    {"just above", {3.25, kAbove, 0.75}, {2, 2, 2}, 0.5, 0.25, 1, 1},
    {"atol only", {0.25, -0.25, 0.2500001}, {0, 0, 0}, 0, 0.25, 1, 2},
    {"rtol uses |reference|", {-3, -1}, {-2, -2}, 0.5, 0, 0, -1},
    {"first of several", {0, 5, 5, 2}, {0, 0, 0, 2}, 0, 1, 2, 1},
    {"equal infinities", {kInf, -kInf}, {kInf, -kInf}, 0, 0, 0, -1},
    {"opposite infinities", {1, kInf}, {1, -kInf}, 1, 1, 1, 1},
    {"opposite infinities without rtol", {1, kInf}, {1, -kInf}, 0, 1, 1, 1},
    {"finite against infinite reference", {2, 1}, {2, kInf}, 1.6e-2, 1e-5, 1, 1},
    {"infinity against finite", {kInf}, {1e300}, 1, 1, 1, 0},
    {"NaN fails", {1, kNaN}, {1, 1}, 1e9, 1e9, 1, 1},
    {"NaN against NaN fails", {kNaN}, {kNaN}, 1e9, 1e9, 1, 0},
    {"empty", {}, {}, 0, 0, 0, -1},
};

class NumericStatsTolerance : public testing::TestWithParam<ToleranceCase> {};

TEST_P(NumericStatsTolerance, ViolationsAndFirst) {
  const ToleranceCase &c = GetParam();
  ToleranceResult r = check_tolerance(c.value, c.reference, c.rtol, c.atol);
  EXPECT_EQ(r.violations, c.violations);
  EXPECT_EQ(r.first, c.first);
}

INSTANTIATE_TEST_SUITE_P(NumericStats, NumericStatsTolerance, testing::ValuesIn(kToleranceCases),
                         [](const testing::TestParamInfo<ToleranceCase> &info) {
                           std::string n;
                           for (const char *p = info.param.name; *p; ++p)
                             n += std::isalnum(static_cast<unsigned char>(*p)) ? *p : '_';
                           return n;
                         });

// --- check_bound ---------------------------------------------------------------------------

struct BoundCase {
  const char *name;
  std::vector<double> value, reference, bound;
  double max_ratio;
  int64_t violations, first;
};

const BoundCase kBoundCases[] = {
    {"within", {1.5, 2}, {1, 2}, {1, 0}, 0.5, 0, -1},
    {"exactly at the bound", {1.5, 3}, {1, 2}, {0.5, 4}, 1, 0, -1},
    {"above", {1.5, 3, 5}, {1, 2, 5}, {0.5, 0.5, 0}, 2, 1, 1},
    {"zero error needs no bound", {2, kInf}, {2, kInf}, {0, 0}, 0, 0, -1},
    {"zero bound with an error", {1, 2.5}, {1, 2}, {1, 0}, kInf, 1, 1},
    {"infinite bound", {1e30}, {0}, {kInf}, 0, 0, -1},
    {"NaN value", {1, kNaN}, {1, 1}, {1, 1e300}, kInf, 1, 1},
    {"several, first reported", {0, 1, 3, 9}, {0, 0, 0, 0}, {1, 0.5, 1, 3}, 3, 3, 1},
    {"empty", {}, {}, {}, 0, 0, -1},
};

class NumericStatsBound : public testing::TestWithParam<BoundCase> {};

TEST_P(NumericStatsBound, RatioViolationsAndFirst) {
  const BoundCase &c = GetParam();
  BoundResult r = check_bound(c.value, c.reference, c.bound);
  EXPECT_EQ(r.max_ratio, c.max_ratio);
  EXPECT_EQ(r.violations, c.violations);
  EXPECT_EQ(r.first, c.first);
}

INSTANTIATE_TEST_SUITE_P(NumericStats, NumericStatsBound, testing::ValuesIn(kBoundCases),
                         [](const testing::TestParamInfo<BoundCase> &info) {
                           std::string n;
                           for (const char *p = info.param.name; *p; ++p)
                             n += std::isalnum(static_cast<unsigned char>(*p)) ? *p : '_';
                           return n;
                         });

// --- merge_stats ---------------------------------------------------------------------------

ErrorStats stats(int64_t count, double max_abs, double mean_abs, double max_rel, double mean_rel,
                 uint64_t p50, uint64_t p90, uint64_t p99, uint64_t umax, int64_t worst,
                 int64_t nonfinite) {
  ErrorStats s;
  s.count = count;
  s.max_abs = max_abs;
  s.mean_abs = mean_abs;
  s.max_rel = max_rel;
  s.mean_rel = mean_rel;
  s.ulp_p50 = p50;
  s.ulp_p90 = p90;
  s.ulp_p99 = p99;
  s.ulp_max = umax;
  s.worst = worst;
  s.worst_value = 100 + static_cast<double>(worst);
  s.worst_reference = 200 + static_cast<double>(worst);
  s.nonfinite = nonfinite;
  return s;
}

TEST(NumericStats, MergeWeightsMeansAndTakesMaxima) {
  ErrorStats a = stats(1, 0.5, 0.5, 0.1, 0.1, 1, 2, 3, 4, 0, 0);
  ErrorStats b = stats(3, 2.0, 1.0, 0.05, 0.3, 0, 5, 2, 9, 2, 1);
  merge_stats(a, b);
  EXPECT_EQ(a.count, 4);
  EXPECT_DOUBLE_EQ(a.mean_abs, (0.5 * 1 + 1.0 * 3) / 4);
  EXPECT_DOUBLE_EQ(a.mean_rel, (0.1 * 1 + 0.3 * 3) / 4);
  EXPECT_EQ(a.max_abs, 2.0);
  EXPECT_EQ(a.max_rel, 0.1);
  EXPECT_EQ(a.ulp_p50, 1u);
  EXPECT_EQ(a.ulp_p90, 5u);
  EXPECT_EQ(a.ulp_p99, 3u);
  EXPECT_EQ(a.ulp_max, 9u);
  // The worst element comes with the larger maximum, its value and reference with it.
  EXPECT_EQ(a.worst, 2);
  EXPECT_EQ(a.worst_value, 102);
  EXPECT_EQ(a.worst_reference, 202);
  EXPECT_EQ(a.nonfinite, 1);
}

TEST(NumericStats, MergeKeepsTheWorstOnTiesAndSmallerMaxima) {
  ErrorStats a = stats(2, 1.0, 0.5, 0, 0, 0, 0, 0, 0, 1, 0);
  merge_stats(a, stats(2, 1.0, 0.25, 0, 0, 0, 0, 0, 0, 0, 0)); // tie: the first stays
  EXPECT_EQ(a.worst, 1);
  EXPECT_EQ(a.worst_value, 101);
  merge_stats(a, stats(2, 0.5, 0.25, 0, 0, 0, 0, 0, 0, 0, 0)); // smaller
  EXPECT_EQ(a.worst, 1);
  EXPECT_EQ(a.max_abs, 1.0);
  EXPECT_EQ(a.count, 6);
  EXPECT_DOUBLE_EQ(a.mean_abs, (0.5 * 2 + 0.25 * 2 + 0.25 * 2) / 6);
}

TEST(NumericStats, MergeIntoEmptyAndOfEmpty) {
  ErrorStats more = stats(3, 0.75, 0.25, 0.5, 0.125, 1, 2, 3, 4, 2, 2);
  ErrorStats empty;
  merge_stats(empty, more);
  EXPECT_EQ(empty.count, 3);
  EXPECT_EQ(empty.max_abs, 0.75);
  EXPECT_EQ(empty.mean_abs, 0.25);
  EXPECT_EQ(empty.mean_rel, 0.125);
  EXPECT_EQ(empty.worst, 2);
  EXPECT_EQ(empty.worst_value, 102);
  EXPECT_EQ(empty.ulp_p90, 2u);
  EXPECT_EQ(empty.nonfinite, 2);
  // Merging an empty summary changes nothing; two empty ones stay empty.
  ErrorStats kept = more;
  merge_stats(kept, ErrorStats{});
  EXPECT_EQ(kept.count, 3);
  EXPECT_EQ(kept.mean_abs, 0.25);
  EXPECT_EQ(kept.worst, 2);
  EXPECT_EQ(kept.max_abs, 0.75);
  ErrorStats none;
  merge_stats(none, ErrorStats{});
  EXPECT_EQ(none.count, 0);
  EXPECT_EQ(none.worst, -1);
  EXPECT_EQ(none.mean_abs, 0);
}

TEST(NumericStats, MergeOfErrorStatsMatchesStatsOfTheUnion) {
  // Folding the stats of two halves gives the stats of the whole (maxima, means, nonfinite);
  // percentiles become upper bounds.
  std::vector<double> v1 = {1, 2.5, 3}, r1 = {1, 2, 4};
  std::vector<double> v2 = {0.5, kNaN}, r2 = {1, 1};
  ErrorStats s = error_stats(v1, r1, Format::F32);
  merge_stats(s, error_stats(v2, r2, Format::F32));
  std::vector<double> v = v1, r = r1;
  v.insert(v.end(), v2.begin(), v2.end());
  r.insert(r.end(), r2.begin(), r2.end());
  ErrorStats whole = error_stats(v, r, Format::F32);
  EXPECT_EQ(s.count, whole.count);
  EXPECT_EQ(s.max_abs, whole.max_abs);
  EXPECT_EQ(s.mean_abs, whole.mean_abs); // both +inf here
  EXPECT_EQ(s.nonfinite, whole.nonfinite);
  EXPECT_EQ(s.max_rel, whole.max_rel);
  EXPECT_GE(s.ulp_p50, whole.ulp_p50);
  EXPECT_GE(s.ulp_p90, whole.ulp_p90);
  EXPECT_EQ(s.ulp_max, whole.ulp_max);
  // Finite halves: means are exactly the weighted ones.
  ErrorStats f = error_stats(v1, r1, Format::F32);
  merge_stats(f, error_stats(std::vector<double>{0.5}, std::vector<double>{1}, Format::F32));
  EXPECT_DOUBLE_EQ(f.mean_abs, (0.5 + 1 + 0.5) / 4);
  EXPECT_DOUBLE_EQ(f.mean_rel, (0.25 + 0.25 + 0.5) / 4);
}

} // namespace
} // namespace fuseproof::numeric
