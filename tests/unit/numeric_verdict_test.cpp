// The numeric tier's verdict over its cases: no case failing and at least one passing. A case
// that cannot be judged (its reference overflows the dtype) never counts as a pass, and a tier
// with no cases has no evidence.
#include "numeric/numeric_tier.h"

#include <gtest/gtest.h>

namespace fuseproof::numeric {
namespace {

enum class Kind { Pass, Fail, NotJudged, NotJudgedAndFail };

CaseResult make_case(Kind k) {
  CaseResult c;
  c.shape_name = "rows";
  c.shape_text = "M=4 N=8";
  c.dtype = "f32";
  if (k == Kind::Fail || k == Kind::NotJudgedAndFail)
    c.failures.push_back("exact: the sides differ already in f64");
  if (k == Kind::NotJudged || k == Kind::NotJudgedAndFail)
    c.not_judged = "the reference y[0] = 1e+39 is not finite in f32";
  return c;
}

struct VerdictCase {
  const char *name;
  std::vector<Kind> cases;
  bool passed;
  const char *reason; // a part of NumericResult::reason(); "" when it passes
};

const VerdictCase kVerdicts[] = {
    {"no cases", {}, false, "no numeric evidence: the rule has no numeric cases"},
    {"one pass", {Kind::Pass}, true, ""},
    {"one failure among passes", {Kind::Pass, Kind::Fail, Kind::Pass}, false, "exact:"},
    {"only not judged", {Kind::NotJudged, Kind::NotJudged}, false,
     "no numeric evidence: no case can be judged; f32 normal at rows (M=4 N=8): the reference"},
    {"not judged beside a pass", {Kind::NotJudged, Kind::Pass}, true, ""},
    {"not judged and failing", {Kind::Pass, Kind::NotJudgedAndFail}, false, "exact:"},
};

class NumericVerdict : public testing::TestWithParam<VerdictCase> {};

TEST_P(NumericVerdict, PassesOnlyWithEvidence) {
  const VerdictCase &v = GetParam();
  NumericResult r;
  for (Kind k : v.cases)
    r.cases.push_back(make_case(k));
  EXPECT_EQ(r.passed(), v.passed);
  std::string reason = r.reason();
  if (v.passed) {
    EXPECT_EQ(reason, "");
    EXPECT_EQ(r.deciding_case(), nullptr);
  } else {
    EXPECT_NE(reason.find(v.reason), std::string::npos) << reason;
  }
  for (const CaseResult &c : r.cases)
    EXPECT_FALSE(c.passed() && !c.judged()) << "a case not judged never passes";
}

INSTANTIATE_TEST_SUITE_P(Numeric, NumericVerdict, testing::ValuesIn(kVerdicts),
                         [](const testing::TestParamInfo<VerdictCase> &i) {
                           std::string n = i.param.name;
                           for (char &ch : n)
                             if (!isalnum(static_cast<unsigned char>(ch)))
                               ch = '_';
                           return n;
                         });

} // namespace
} // namespace fuseproof::numeric
