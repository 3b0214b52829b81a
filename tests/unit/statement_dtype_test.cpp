// Per-statement dtypes: a tensor written to memory in a declared dtype (`stored a[i]: f32 = ...`)
// is rounded to that dtype in every run of the numeric tier, whatever the run's dtype; the printer
// writes the declaration back.
#include "ir/printer.h"
#include "numeric/float_format.h"
#include "numeric/lowp_domain.h"
#include "semantics/evaluator.h"

#include "test_support.h"

#include <gtest/gtest.h>

#include <cmath>

namespace fuseproof {
namespace {

using namespace testing_support;
using numeric::Format;

const char *kRule = R"(rule stored_dtypes
dims M
input x[M]
lhs:
  stored a[i]: f32 = x[i] / 3
  stored b[i] = x[i] / 3
  stored c[i]: e4m3 = x[i] / 3
  stored d[i]: e5m2 = x[i] / 3
  y[i]: f32 = a[i] + b[i] + c[i] + d[i]
rhs:
  y[i] = 4 * x[i] / 3
compare y
dtypes f32 bf16
)";

TEST(StatementDtype, SemaKeepsTheDeclaredDtypeOfEachTensor) {
  ir::Rule rule = analyze_text(kRule);
  ASSERT_EQ(rule.lhs.locals.size(), 5u);
  EXPECT_EQ(rule.lhs.locals[0].dtype, "f32");
  EXPECT_EQ(rule.lhs.locals[1].dtype, "");
  EXPECT_EQ(rule.lhs.locals[2].dtype, "e4m3");
  EXPECT_EQ(rule.lhs.locals[3].dtype, "e5m2");
  EXPECT_EQ(rule.lhs.locals[4].dtype, "f32");
  EXPECT_EQ(ir::dtype_of(rule.lhs.locals[2]), ir::Dtype::E4M3);
  EXPECT_EQ(ir::dtype_of(rule.lhs.locals[1]), ir::Dtype::Run);
  // Printed back as written, and the printed rule means the same.
  std::string printed = ir::print_rule(rule);
  EXPECT_NE(printed.find("stored a[i < M]: f32 = x[i] / 3"), std::string::npos) << printed;
  EXPECT_NE(printed.find("stored c[i < M]: e4m3 = "), std::string::npos) << printed;
  EXPECT_EQ(ir::dump_rule(analyze_text(printed)), ir::dump_rule(rule));
}

TEST(StatementDtype, EachStoredTensorIsRoundedToItsOwnDtype) {
  ir::Rule rule = analyze_text(kRule);
  const std::vector<double> x = {1, 2, 5, 7, 100, 0.1};
  semantics::Inputs in{{x}, {}};
  for (Format run : {Format::F32, Format::BF16}) {
    numeric::LowPrecisionDomain dom(in, run);
    semantics::Evaluator<numeric::LowPrecisionDomain> lhs(dom, rule,
                                                          semantics::Shape{{int64_t(x.size())}});
    lhs.run(rule.lhs);
    const Format expected[] = {Format::F32, run, Format::E4M3, Format::E5M2};
    for (int local = 0; local < 4; ++local) {
      std::vector<float> got = lhs.tensor(local);
      ASSERT_EQ(got.size(), x.size());
      for (size_t i = 0; i < x.size(); ++i) {
        float third = static_cast<float>(x[i]) / 3.0f; // fp32 arithmetic, then one store
        EXPECT_EQ(got[i], numeric::round_to(expected[local], third))
            << numeric::format_name(run) << " local " << local << " x = " << x[i];
      }
    }
    // The compared output declares f32: no bf16 rounding of y in the bf16 run.
    std::vector<float> y = lhs.tensor(4);
    for (size_t i = 0; i < x.size(); ++i) {
      std::vector<float> parts;
      for (int local = 0; local < 4; ++local)
        parts.push_back(lhs.tensor(local)[i]);
      EXPECT_EQ(y[i], ((parts[0] + parts[1]) + parts[2]) + parts[3]) << i;
    }
  }
  // The rounding points differ: in the bf16 run, a third of 1 is stored as three different
  // values (f32, bf16, e4m3).
  numeric::LowPrecisionDomain dom(in, Format::BF16);
  semantics::Evaluator<numeric::LowPrecisionDomain> lhs(dom, rule, semantics::Shape{{6}});
  lhs.run(rule.lhs);
  EXPECT_NE(lhs.tensor(0)[0], lhs.tensor(1)[0]);
  EXPECT_NE(lhs.tensor(1)[0], lhs.tensor(2)[0]);
}

} // namespace
} // namespace fuseproof
