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

TEST(NumericLanes, IndexNotAffineInTheLane) {
  // j % 3 and j * j vary with the lane but not affinely: element by element.
  Counts c = expect_same_both_ways(R"(rule t "t"
dims M N
input X[M,N]
lhs:
  Y[i, j < N] = X[i, j % 3] + X[i, (j * j) % N]
rhs:
  Y[i, j < N] = X[i, j % 3] + X[i, (j * j) % N]
compare Y
)",
                                   Shape{{3, 100}});
  EXPECT_EQ(c.together, 0);
  EXPECT_EQ(c.one_by_one, 6); // 2 batches (64 + 36 lanes) per row
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
  EXPECT_EQ(c.together, 0); // j in 0..63 and 64..89: j == 5 and j < 37 split both batches
  EXPECT_GT(c.one_by_one, 0);
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

TEST(NumericLanes, AffineIndexArithmetic) {
  using semantics::LaneDomain;
  using semantics::LaneIndex;
  semantics::Inputs in;
  DoubleDomain d(in);
  LaneDomain<DoubleDomain> lanes(d);
  ir::SourceLoc loc;
  LaneIndex j{5, 1}, two{2, 0};
  LaneIndex p = LaneDomain<DoubleDomain>::index_op(ir::IntOp::Mul, two, j, loc);
  p = LaneDomain<DoubleDomain>::index_op(ir::IntOp::Add, p, LaneIndex{1, 0}, loc);
  EXPECT_EQ(p.at(0), 11); // 2 * 5 + 1
  EXPECT_EQ(p.at(3), 17); // 2 * 8 + 1
  EXPECT_THROW(LaneDomain<DoubleDomain>::index_op(ir::IntOp::Mul, j, j, loc),
               semantics::LaneFallback);
  EXPECT_THROW(LaneDomain<DoubleDomain>::index_op(ir::IntOp::Mod, j, two, loc),
               semantics::LaneFallback);
  EXPECT_EQ(LaneDomain<DoubleDomain>::index_op(ir::IntOp::Mod, LaneIndex{7, 0}, two, loc).base, 1);
  EXPECT_EQ(LaneDomain<DoubleDomain>::as_constant(two), std::optional<int64_t>(2));
  EXPECT_EQ(LaneDomain<DoubleDomain>::as_constant(j), std::nullopt);
  // A range check covers the lanes in use only.
  lanes.set_width(4);
  EXPECT_NO_THROW(lanes.require_in_range(j, LaneIndex{9, 0}, loc, [] { return ""; }));
  EXPECT_THROW(lanes.require_in_range(j, LaneIndex{8, 0}, loc, [] { return ""; }),
               semantics::LaneFallback);
}

} // namespace
} // namespace fuseproof
