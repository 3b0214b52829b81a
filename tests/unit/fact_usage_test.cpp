// A report lists only the trusted-base fact families a proof needed: needed_families drops a
// family only when the solver shows the query unsat without it, keeps what it cannot drop, and
// skips what is already reported.
#include "verify/fact_usage.h"

#include <gtest/gtest.h>

namespace fuseproof {
namespace {

struct Case {
  const char *what;
  // Facts over reals x, y: (family, which fact) with 0: x > 0, 1: y > 0, 2: x > 1.
  std::vector<std::pair<std::string, int>> facts;
  std::set<std::string> known;
  std::set<std::string> needed; // the goal is always x > 0
};

class NeededFamilies : public testing::TestWithParam<Case> {};

TEST_P(NeededFamilies, KeepsExactlyWhatTheSolverCannotDrop) {
  smt::Context ctx{smt::Budget{}};
  smt::Term x = ctx.real_var(smt::Namespace::Input, "x"),
            y = ctx.real_var(smt::Namespace::Input, "y");
  const smt::Term facts[] = {ctx.gt(x, ctx.real_int(0)), ctx.gt(y, ctx.real_int(0)),
                             ctx.gt(x, ctx.real_int(1))};
  verify::FactQuery q;
  for (const auto &[family, which] : GetParam().facts)
    q.facts.push_back({family, facts[which]});
  q.after = {ctx.negate(ctx.gt(x, ctx.real_int(0)))};
  size_t calls = 0;
  EXPECT_EQ(verify::needed_families(ctx, q, GetParam().known, calls), GetParam().needed);
}

const Case kCases[] = {
    {"a needed family is kept, an unneeded one dropped",
     {{"about x", 0}, {"about y", 1}}, {}, {"about x"}},
    {"a family already reported is not asked about again", {{"about x", 0}, {"about y", 1}},
     {"about x"}, {}},
    {"of two families that each suffice, the later one (in name order) is kept",
     {{"a: x > 0", 0}, {"b: x > 1", 2}}, {}, {"b: x > 1"}},
    {"facts without a family (congruence) are never reported", {{"", 0}, {"about y", 1}}, {}, {}},
    {"facts of one family count once", {{"about x", 1}, {"about x", 0}}, {}, {"about x"}},
};

INSTANTIATE_TEST_SUITE_P(Cases, NeededFamilies, testing::ValuesIn(kCases));

} // namespace
} // namespace fuseproof
