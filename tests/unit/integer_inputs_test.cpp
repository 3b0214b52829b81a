// Integer inputs: the values an element may take, every assignment the bounded prover checks,
// and the numeric tier's draws.
#include "numeric/generators.h"
#include "semantics/integer_inputs.h"
#include "test_support.h"

#include <set>

namespace fuseproof {
namespace {

using semantics::Shape;
using testing_support::analyze_text;

const char *const kRule = R"(rule r
dims M V
input z[M,V], tgt[M]: int in [0, V) ignore -100
lhs:
  y[i] = select(tgt[i] == -100, 0, z[i, tgt[i]])
rhs:
  y[i] = select(tgt[i] == -100, 0, z[i, tgt[i]])
compare y
)";

TEST(IntegerInputs, ValuesAreTheRangeAndTheIgnoreValue) {
  ir::Rule rule = analyze_text(kRule);
  semantics::IntegerValues v = semantics::integer_values(rule.inputs[1], Shape{{2, 3}});
  EXPECT_EQ(v.all(), (std::vector<int64_t>{-100, 0, 1, 2}));
}

// Table: (M, V) -> number of assignments, (V + 1)^M, or none past the limit.
TEST(IntegerInputs, EveryAssignmentOnceInOdometerOrder) {
  ir::Rule rule = analyze_text(kRule);
  struct Case {
    int64_t m, v;
    size_t limit;
    std::optional<size_t> count;
  };
  for (const Case &c : std::vector<Case>{{1, 1, 64, 2}, {2, 2, 64, 9}, {3, 3, 64, 64},
                                         {4, 3, 64, std::nullopt}, {2, 2, 8, std::nullopt}}) {
    auto all = semantics::integer_assignments(rule, Shape{{c.m, c.v}}, c.limit);
    ASSERT_EQ(all.has_value(), c.count.has_value()) << c.m << " x " << c.v;
    if (!all)
      continue;
    EXPECT_EQ(all->size(), *c.count);
    std::set<std::vector<double>> distinct;
    for (const semantics::Inputs &a : *all) {
      EXPECT_TRUE(a.tensors[0].empty()); // real inputs are not part of an assignment
      distinct.insert(a.tensors[1]);
    }
    EXPECT_EQ(distinct.size(), all->size());
    EXPECT_EQ(all->front().tensors[1], std::vector<double>(c.m, -100.0));
  }
}

TEST(IntegerInputs, AnEmptyRangeWithoutIgnoreValueHasNoAssignment) {
  ir::Rule rule = analyze_text(testing_support::replace_once(kRule, " ignore -100", ""));
  auto none = semantics::integer_assignments(rule, Shape{{1, 0}}, 64);
  ASSERT_TRUE(none.has_value());
  EXPECT_TRUE(none->empty());
}

TEST(IntegerInputs, NumericDrawsStayInRangeAndAreNeverRounded) {
  ir::Rule rule = analyze_text(kRule);
  const int64_t v = 50000; // not representable in bf16
  semantics::Inputs raw = numeric::generate_inputs(rule, Shape{{4096, v}},
                                                   ir::Distribution::WideRange, 7,
                                                   numeric::Format::F64);
  size_t ignored = 0;
  bool unrepresentable = false;
  for (double t : raw.tensors[1]) {
    ASSERT_TRUE(t == -100 || (t >= 0 && t < v && t == static_cast<int64_t>(t))) << t;
    ignored += t == -100;
    unrepresentable |= t != numeric::round_to(numeric::Format::BF16, t);
  }
  EXPECT_GT(ignored, 4096 / 16); // 1 in 8 expected
  EXPECT_LT(ignored, 4096 / 4);
  EXPECT_TRUE(unrepresentable);
  semantics::Inputs bf16 = numeric::rounded_inputs(rule, raw, numeric::Format::BF16);
  EXPECT_EQ(bf16.tensors[1], raw.tensors[1]);
  EXPECT_NE(bf16.tensors[0], raw.tensors[0]);
}

} // namespace
} // namespace fuseproof
