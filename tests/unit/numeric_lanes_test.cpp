// Evaluating a row's consecutive elements together (semantics/lanes.h) changes nothing but the
// speed: for every rule of the repository (the library, the numeric failures and the wrong rules),
// at small shapes and a moderate one, in every concrete domain, with and without the BLAS fast
// path, both sides' outputs are bit-identical to element-by-element evaluation, and so are the
// recorded obligation violations (kind, location, value, order). Then the cases the lanes must
// hand back to per-element evaluation, one by one.
#include "numeric/error_bound_domain.h"
#include "numeric/generators.h"
#include "numeric/lowp_domain.h"
#include "numeric/side_runner.h"
#include "semantics/double_domain.h"
#include "semantics/lanes.h"
#include "semantics/shape.h"

#include "test_support.h"

#include <gtest/gtest.h>

#include <cstring>
#include <filesystem>
#include <limits>
#include <string>
#include <vector>

namespace fuseproof {
namespace {

using namespace testing_support;
using numeric::Bounded;
using numeric::ErrorBoundDomain;
using numeric::Format;
using numeric::LowPrecisionDomain;
using semantics::DoubleDomain;
using semantics::Shape;

constexpr uint64_t kSeed = 777;

template <class T> bool same_bits(const T &a, const T &b) {
  return std::memcmp(&a, &b, sizeof(T)) == 0;
}
bool same_bits(const Bounded &a, const Bounded &b) {
  return same_bits(a.v, b.v) && same_bits(a.e, b.e);
}

/// One side in `D` with and without lanes: identical outputs and violations. Returns how many
/// elements were compared; an evaluation error must be the same error both ways.
template <class D>
int64_t expect_identical(const D &proto, const ir::Rule &rule, const Shape &shape,
                         const ir::Program &side, bool fast, const std::string &where) {
  D with = proto, without = proto;
  std::vector<std::vector<typename D::Value>> a, b;
  std::string err_a, err_b;
  try {
    a = numeric::SideRunner<D>(with, rule, shape, true).outputs(side, fast);
  } catch (const semantics::EvalError &e) {
    err_a = e.what();
  }
  try {
    b = numeric::SideRunner<D>(without, rule, shape, false).outputs(side, fast);
  } catch (const semantics::EvalError &e) {
    err_b = e.what();
  }
  EXPECT_EQ(err_a, err_b) << where;
  EXPECT_EQ(a.size(), b.size()) << where;
  int64_t compared = 0;
  for (size_t c = 0; c < std::min(a.size(), b.size()); ++c) {
    EXPECT_EQ(a[c].size(), b[c].size()) << where;
    for (size_t i = 0; i < std::min(a[c].size(), b[c].size()); ++i, ++compared)
      if (!same_bits(a[c][i], b[c][i])) {
        ADD_FAILURE() << where << ": output " << c << " element " << i << " differs";
        return compared;
      }
  }
  const auto &va = with.violations(), &vb = without.violations();
  EXPECT_EQ(va.size(), vb.size()) << where;
  for (size_t i = 0; i < std::min(va.size(), vb.size()); ++i) {
    EXPECT_EQ(va[i].kind, vb[i].kind) << where << " violation " << i;
    EXPECT_EQ(va[i].loc.text(), vb[i].loc.text()) << where << " violation " << i;
    EXPECT_TRUE(same_bits(va[i].value, vb[i].value)) << where << " violation " << i;
  }
  return compared;
}

class NumericLanesRule : public testing::TestWithParam<std::string> {};

TEST_P(NumericLanesRule, BitIdenticalToElementByElement) {
  ir::Rule rule = load_repo_rule(GetParam());
  int64_t compared = 0;
  for (const Shape &shape : shapes_for(rule)) {
    for (ir::Distribution dist : {ir::Distribution::Normal, ir::Distribution::NearZeroRows}) {
      for (const ir::Program *side : {&rule.lhs, &rule.rhs}) {
        for (bool fast : {true, false}) {
          std::string where = semantics::shape_text(rule, shape) + " " +
                              (side == &rule.lhs ? "lhs" : "rhs") + (fast ? " fast" : " generic") +
                              " " + ir::distribution_name(dist);
          semantics::Inputs in64 = numeric::generate_inputs(rule, shape, dist, kSeed, Format::F32);
          compared +=
              expect_identical(DoubleDomain(in64), rule, shape, *side, fast, where + " f64");
          for (Format fmt : {Format::F32, Format::BF16}) {
            semantics::Inputs in = numeric::generate_inputs(rule, shape, dist, kSeed, fmt);
            std::string at = where + " " + numeric::format_name(fmt);
            compared += expect_identical(LowPrecisionDomain(in, fmt), rule, shape, *side, fast, at);
            compared += expect_identical(ErrorBoundDomain(in, fmt), rule, shape, *side, fast,
                                         at + " bound");
          }
        }
      }
    }
  }
  EXPECT_GT(compared, 0);
}

std::vector<std::string> all_rule_files() {
  std::vector<std::string> out;
  for (const char *dir : {"rules", "tests/numeric", "tests/wrong"})
    for (std::string &f : repo_rule_files(dir))
      out.push_back(std::move(f));
  return out;
}

std::string rule_test_name(const testing::TestParamInfo<std::string> &info) {
  std::string dir = std::filesystem::path(info.param).parent_path().filename().string();
  return dir + "_" + std::filesystem::path(info.param).stem().string();
}

INSTANTIATE_TEST_SUITE_P(NumericRules, NumericLanesRule, testing::ValuesIn(all_rule_files()),
                         rule_test_name);

// --- what the lanes hand back --------------------------------------------------------------

using Counts = numeric::SideRunner<DoubleDomain>::BatchCounts;

/// Evaluates `text`'s lhs both ways at the shape and compares (including violations); returns
/// how the lanes went.
Counts expect_same_both_ways(const std::string &text, const Shape &shape) {
  ir::Rule rule = analyze_text(text);
  semantics::Inputs in =
      numeric::generate_inputs(rule, shape, ir::Distribution::Normal, kSeed, Format::F32);
  EXPECT_GT(expect_identical(DoubleDomain(in), rule, shape, rule.lhs, false, "f64"), 0);
  DoubleDomain dom(in);
  numeric::SideRunner<DoubleDomain> runner(dom, rule, shape, true);
  runner.outputs(rule.lhs, false);
  return runner.batch_counts();
}

TEST(NumericLanes, RowsOfTheRmsnormRuleGoTogether) {
  ir::Rule rule = load_repo_rule("rules/rmsnorm_scale_after_matmul.rule");
  Shape shape{{3, 200, 70}}; // M K N
  semantics::Inputs in =
      numeric::generate_inputs(rule, shape, ir::Distribution::Normal, kSeed, Format::F32);
  for (bool fast : {true, false}) {
    DoubleDomain dom(in);
    numeric::SideRunner<DoubleDomain> runner(dom, rule, shape, true);
    runner.outputs(rule.rhs, fast);
    EXPECT_GT(runner.batch_counts().together, 0) << fast;
    EXPECT_EQ(runner.batch_counts().one_by_one, 0) << fast;
  }
}

TEST(NumericLanes, IndexNotAffineInTheLaneGoesLaneByLane) {
  // j % 3, j // 2 and j * j vary with the lane but not affinely: their lanes hold their values
  // one by one, and the batches still go together.
  Counts c = expect_same_both_ways(R"(rule t "t"
dims M N
input X[M,N]
lhs:
  Y[i, j < N] = X[i, j % 3] + X[i, (j * j) % N] + X[i, j // 2]
rhs:
  Y[i, j < N] = X[i, j % 3] + X[i, (j * j) % N] + X[i, j // 2]
compare Y
)",
                                   Shape{{3, 100}});
  EXPECT_EQ(c.together, 6); // 2 batches (64 + 36 lanes) per row
  EXPECT_EQ(c.one_by_one, 0);
}

TEST(NumericLanes, InterleavedPairsGoTogether) {
  // The shape of the SwiGLU and RoPE pair rules: a pair's members at 2 * (j // 2) and
  // 2 * (j // 2) + 1, and a condition on j % 2 that differs between lanes.
  Counts c = expect_same_both_ways(R"(rule t "t"
dims M P
input X[M,2*P]
lhs:
  Y[i, j < 2*P] = X[i, 2 * (j // 2)] * X[i, 2 * (j // 2) + 1] + X[i, (j // 2) * 2 + j % 2]
rhs:
  Y[i, j < 2*P] = X[i, 2 * (j // 2)] * X[i, 2 * (j // 2) + 1] + X[i, (j // 2) * 2 + j % 2]
compare Y
)",
                                   Shape{{2, 50}});
  EXPECT_EQ(c.together, 4);
  EXPECT_EQ(c.one_by_one, 0);
  Counts split = expect_same_both_ways(R"(rule t "t"
dims M P
input X[M,2*P]
lhs:
  Y[i, j < 2*P] = select(j % 2 == 0, X[i, j], -X[i, j])
rhs:
  Y[i, j < 2*P] = select(j % 2 == 0, X[i, j], -X[i, j])
compare Y
)",
                                       Shape{{2, 50}});
  EXPECT_EQ(split.together, 0); // the condition differs between neighbouring lanes
  EXPECT_EQ(split.one_by_one, 4);
}

TEST(NumericLanes, LaneByLaneIndexOutOfRangeGivesThePerElementError) {
  // Lane 3 of the first batch reads a[(3 * 3) % 11 + 2] = a[11]: out of range there only.
  ir::Rule rule = analyze_text(R"(rule t "t"
dims N
input a[N]
lhs:
  Y[j < N] = a[(j * j) % N + 2]
rhs:
  Y[j] = a[j]
compare Y
)");
  Shape shape{{11}};
  semantics::Inputs in =
      numeric::generate_inputs(rule, shape, ir::Distribution::Normal, kSeed, Format::F32);
  DoubleDomain dom(in);
  try {
    numeric::SideRunner<DoubleDomain>(dom, rule, shape, true).outputs(rule.lhs, false);
    FAIL() << "a[11] is out of range";
  } catch (const semantics::EvalError &e) {
    EXPECT_TRUE(contains(e.what(), "access a[11] is out of range")) << e.what();
  }
  expect_identical(DoubleDomain(in), rule, shape, rule.lhs, false, "range");
}

TEST(NumericLanes, ConditionsThatDifferBetweenLanes) {
  // An ordering that flips inside a batch, and an equality that holds in one lane only.
  Counts c = expect_same_both_ways(R"(rule t "t"
dims M N
input X[M,N]
lhs:
  Y[i,j] = select(j < 37, X[i,j], 2 * X[i,j]) + select(j == 5, 1, 0)
rhs:
  Y[i,j] = select(j < 37, X[i,j], 2 * X[i,j]) + select(j == 5, 1, 0)
compare Y
)",
                                   Shape{{2, 90}});
  // j in 0..63: j < 37 and j == 5 split the batch. In 64..89 both are false in every lane, but
  // an equality whose sides differ by a lane-dependent amount always goes one by one (the
  // one-hot sums below).
  EXPECT_EQ(c.together, 0);
  EXPECT_EQ(c.one_by_one, 4);
}

TEST(NumericLanes, OneHotSumsGoOneByOneToTheirShortcut) {
  // A derived gradient's mask: sum(v) select(2 * v == j, ...) is O(1) per element through the
  // per-element evaluator's one-hot shortcut; the lanes hand such a batch back at once instead
  // of walking v over the whole range (that made swiglu_zdz_bwd's numeric tier 5x slower).
  Counts c = expect_same_both_ways(R"(rule t "t"
dims M P
input X[M,P]
lhs:
  Y[i, j < 2*P] = sum(v < P) select(2 * v == j, X[i, v], 0)
rhs:
  Y[i, j < 2*P] = sum(v < P) select(2 * v == j, X[i, v], 0)
compare Y
)",
                                   Shape{{2, 40}});
  EXPECT_EQ(c.together, 0);
  EXPECT_EQ(c.one_by_one, 4);
  Counts dense = expect_same_both_ways(R"(rule t "t"
dims M P
input X[M,P]
lhs:
  Y[i, j < 2*P] = sum(v < P) select(v == j // 2, X[i, v], 0)
rhs:
  Y[i, j < 2*P] = sum(v < P) select(v == j // 2, X[i, v], 0)
compare Y
)",
                                       Shape{{2, 40}});
  EXPECT_EQ(dense.together, 0);
  EXPECT_EQ(dense.one_by_one, 4);
}

TEST(NumericLanes, ViolationsKeepElementOrder) {
  // Element (0, 0) fails the second obligation, element (0, 1) the first: per-element order
  // reports (0, 0)'s first. The lanes would see the first obligation fail first.
  ir::Rule rule = analyze_text(R"(rule t "t"
dims N
input a[N], b[N]
lhs:
  Y[j] = rsqrt(a[j]) + rsqrt(b[j])
rhs:
  Y[j] = rsqrt(a[j]) + rsqrt(b[j])
compare Y
)");
  Shape shape{{4}};
  semantics::Inputs in;
  in.tensors = {{1, -1, 1, 1}, {-2, 1, 1, 1}};
  DoubleDomain dom(in);
  numeric::SideRunner<DoubleDomain>(dom, rule, shape, true).outputs(rule.lhs, false);
  ASSERT_EQ(dom.violations().size(), 2u);
  EXPECT_EQ(dom.violations()[0].value, -2);
  EXPECT_EQ(dom.violations()[1].value, -1);
  expect_identical(DoubleDomain(in), rule, shape, rule.lhs, false, "violations");
}

TEST(NumericLanes, OutOfRangeAccessGivesThePerElementError) {
  ir::Rule rule = analyze_text(R"(rule t "t"
dims N
input a[N]
lhs:
  Y[j < N] = a[j + 1]
rhs:
  Y[j] = a[j]
compare Y
)");
  Shape shape{{70}};
  semantics::Inputs in =
      numeric::generate_inputs(rule, shape, ir::Distribution::Normal, kSeed, Format::F32);
  DoubleDomain dom(in);
  try {
    numeric::SideRunner<DoubleDomain>(dom, rule, shape, true).outputs(rule.lhs, false);
    FAIL() << "a[70] is out of range";
  } catch (const semantics::EvalError &e) {
    EXPECT_TRUE(contains(e.what(), "access a[70] is out of range")) << e.what();
  }
  expect_identical(DoubleDomain(in), rule, shape, rule.lhs, false, "range");
}

// The lanes compute indices with try_int_op, the per-element evaluation with apply_int_op: the
// same value wherever apply_int_op has one, and false exactly where it throws, on every pair of
// a table of values around zero and both ends of int64.
TEST(NumericLanes, TryIntOpIsApplyIntOpWithoutTheDiagnostic) {
  const int64_t lo = std::numeric_limits<int64_t>::min(), hi = std::numeric_limits<int64_t>::max();
  std::vector<int64_t> values;
  for (int64_t v = -9; v <= 9; ++v)
    values.push_back(v);
  for (int64_t v :
       {lo, lo + 1, lo + 2, lo / 2, lo / 2 - 1, hi, hi - 1, hi / 2, hi / 2 + 1, int64_t{1} << 32,
        -(int64_t{1} << 32), int64_t{3037000499}, int64_t{3037000500}})
    values.push_back(v);
  int rejected = 0;
  for (ir::IntOp op :
       {ir::IntOp::Add, ir::IntOp::Sub, ir::IntOp::Mul, ir::IntOp::Mod, ir::IntOp::Div})
    for (int64_t a : values)
      for (int64_t b : values) {
        int64_t fast = 0;
        const bool ok = semantics::try_int_op(op, a, b, fast);
        try {
          const int64_t reference = semantics::apply_int_op(op, a, b, ir::SourceLoc{});
          EXPECT_TRUE(ok) << static_cast<int>(op) << " " << a << " " << b;
          EXPECT_EQ(fast, reference) << static_cast<int>(op) << " " << a << " " << b;
        } catch (const semantics::EvalError &) {
          EXPECT_FALSE(ok) << static_cast<int>(op) << " " << a << " " << b;
          ++rejected;
        }
      }
  EXPECT_GT(rejected, 100); // the table reaches the errors: wrap-around and division by zero
}

TEST(NumericLanes, LaneIndexArithmetic) {
  using semantics::LaneDomain;
  using semantics::LaneIndex;
  semantics::Inputs in;
  DoubleDomain d(in);
  LaneDomain<DoubleDomain> lanes(d);
  ir::SourceLoc loc;
  LaneIndex j{5, 1}, two{2, 0};
  LaneIndex p = lanes.index_op(ir::IntOp::Mul, two, j, loc);
  p = lanes.index_op(ir::IntOp::Add, p, LaneIndex{1, 0}, loc);
  EXPECT_TRUE(p.affine());
  EXPECT_EQ(p.at(0), 11); // 2 * 5 + 1
  EXPECT_EQ(p.at(3), 17); // 2 * 8 + 1
  LaneIndex square = lanes.index_op(ir::IntOp::Mul, j, j, loc);
  EXPECT_FALSE(square.affine());
  EXPECT_EQ(square.at(0), 25);
  EXPECT_EQ(square.at(63), 68 * 68);
  LaneIndex half = lanes.index_op(ir::IntOp::Div, j, two, loc);
  LaneIndex parity = lanes.index_op(ir::IntOp::Mod, j, two, loc);
  EXPECT_FALSE(half.affine());
  EXPECT_EQ(half.at(0), 2);
  EXPECT_EQ(half.at(1), 3);
  EXPECT_EQ(parity.at(0), 1);
  EXPECT_EQ(parity.at(1), 0);
  // (j // 2) * 2 + j % 2 is j again, and affine again.
  LaneIndex back =
      lanes.index_op(ir::IntOp::Add, lanes.index_op(ir::IntOp::Mul, half, two, loc), parity, loc);
  EXPECT_TRUE(back.affine());
  EXPECT_EQ(back.base, 5);
  EXPECT_EQ(back.stride, 1);
  EXPECT_EQ(lanes.index_op(ir::IntOp::Mod, LaneIndex{7, 0}, two, loc).base, 1);
  EXPECT_EQ(LaneDomain<DoubleDomain>::as_constant(two), std::optional<int64_t>(2));
  EXPECT_EQ(LaneDomain<DoubleDomain>::as_constant(j), std::nullopt);
  // What the per-element evaluation rejects in some lane, the lanes hand back: a division by
  // zero, and wrap-around in a lane's value even where base and stride alone do not wrap.
  EXPECT_THROW(lanes.index_op(ir::IntOp::Div, two, LaneIndex{0, 0}, loc), semantics::LaneFallback);
  EXPECT_THROW(lanes.index_op(ir::IntOp::Div, two, LaneIndex{-1, 1}, loc),
               semantics::LaneFallback); // lane 1 divides by zero
  const int64_t big = std::numeric_limits<int64_t>::max() / 32;
  EXPECT_THROW(lanes.index_op(ir::IntOp::Mul, j, LaneIndex{big, 0}, loc),
               semantics::LaneFallback); // (5 + 63) * big wraps, 5 * big does not
  // A range check covers the lanes in use only.
  lanes.set_width(4);
  EXPECT_NO_THROW(lanes.require_in_range(j, LaneIndex{9, 0}, loc, [] { return ""; }));
  EXPECT_THROW(lanes.require_in_range(j, LaneIndex{8, 0}, loc, [] { return ""; }),
               semantics::LaneFallback);
  LaneIndex squares = lanes.index_op(ir::IntOp::Mul, j, j, loc); // 25 36 49 64
  EXPECT_NO_THROW(lanes.require_in_range(squares, LaneIndex{65, 0}, loc, [] { return ""; }));
  EXPECT_THROW(lanes.require_in_range(squares, LaneIndex{64, 0}, loc, [] { return ""; }),
               semantics::LaneFallback);
}

} // namespace
} // namespace fuseproof
