// Terms in messages read in the rule's syntax and names: no internal symbol (d0, f64, #3#, @1.0)
// reaches a user, names never collide, a binder's names are its own, constants read as written.
#include "test_support.h"

#include "verify/term_text.h"

#include <gtest/gtest.h>

#include <functional>

namespace fuseproof {
namespace {

using namespace testing_support;
using verify::IndexPoly;
using verify::IndexSym;
using verify::Poly;

const char *kRule = R"(rule names
dims N K
input x[N,K]
scalar d0
lhs:
  y[i] = sum(k) x[i,k] * d0
rhs:
  y[i] = sum(k) x[i,k] * d0
compare y
)";

const IndexSym kN{IndexSym::Dim, 0}, kK{IndexSym::Dim, 1};
const IndexSym kRow{IndexSym::Free, 0};
const IndexSym kFirst{IndexSym::Bound, 1}, kSecond{IndexSym::Bound, 2}, kThird{IndexSym::Bound, 3};
const IndexSym kNamedI{IndexSym::Bound, 4}; // a reduction variable the rule calls `i`

verify::SumLaws laws; // the default normaliser, for the terms the cases build

IndexPoly sym(IndexSym s) { return IndexPoly::symbol(s); }
Poly dim(IndexSym s) { return Poly::atom(verify::index_atom(s)); }
Poly x_at(IndexPoly a, IndexPoly b) { return Poly::atom(verify::input_atom(0, "x", {a, b})); }
Poly row_sum(IndexSym var) {
  return verify::make_sum(laws, {var}, {sym(kK)}, x_at(sym(kRow), sym(var)));
}

struct Case {
  const char *what;
  std::function<Poly()> term;
  const char *brief;
  const char *full; // nullptr: same as brief
};

class TermText : public testing::TestWithParam<Case> {};

TEST_P(TermText, ReadsInTheRuleSyntaxAndNames) {
  ir::Rule rule = analyze_text(kRule);
  verify::SymbolNames names(rule);
  names.prefer(kRow, "i");
  for (IndexSym s : {kFirst, kSecond, kThird})
    names.prefer(s, "k");
  names.prefer(kNamedI, "i");
  Poly term = GetParam().term();
  verify::TermMessage m =
      verify::TermMessage::build(names, [&](verify::TermPrinter &t) { return t(term); });
  EXPECT_EQ(m.brief, GetParam().brief);
  EXPECT_EQ(m.full, GetParam().full ? GetParam().full : GetParam().brief);
}

const Case kCases[] = {
    {"a scalar named like a dimension's internal symbol is the scalar",
     [] { return Poly::atom(verify::scalar_atom(0, "d0")) + dim(kN); }, "N + d0", nullptr},
    {"a dimension cancels against its reciprocal; powers and one denominator",
     [] { return dim(kK) * verify::reciprocal(dim(kK) * dim(kK) * dim(kK)) * x_at(sym(kRow), {}); },
     "x[i, 0] / K^2", nullptr},
    {"a reciprocal of several dimensions cancels factor by factor",
     [] { return dim(kN) * verify::reciprocal(dim(kK) * dim(kN) * dim(kN)) * x_at(sym(kRow), {}); },
     "x[i, 0] / (N * K)", nullptr},
    {"a sum in a denominator is parenthesised, at power 1 as at higher powers",
     [] {
       Poly s = x_at(sym(kRow), {}) + Poly::constant(1);
       return dim(kN) * verify::reciprocal(s) + dim(kK) * verify::reciprocal(s) * verify::reciprocal(s);
     },
     "K / (x[i, 0] + 1)^2 + N / (x[i, 0] + 1)", nullptr},
    {"a product in a denominator is parenthesised",
     [] { return x_at(sym(kRow), {}) * verify::reciprocal(dim(kN).scaled(2)); },
     "x[i, 0] / (2 * N)", nullptr},
    {"two separate sums may both use k",
     [] { return row_sum(kFirst) * row_sum(kFirst) * row_sum(kFirst) - row_sum(kSecond); },
     "(sum(k < K) x[i, k])^3 - sum(k < K) x[i, k]", nullptr},
    {"a nested binder's variable does not shadow the outer one",
     [] {
       Poly inner = verify::make_sum(laws, {kSecond}, {sym(kK)}, x_at(sym(kFirst), sym(kSecond)));
       return verify::make_sum(laws, {kFirst}, {sym(kN)}, inner * x_at(sym(kFirst), sym(kRow)));
     },
     "sum(k < N) sum(k2 < K) x[k, k2] * x[k, i]", nullptr},
    {"a bound variable named like a free index is renamed",
     [] {
       return verify::make_sum(laws, {kNamedI}, {sym(kK)}, x_at(sym(kRow), sym(kNamedI))) +
              x_at(sym(kRow), IndexPoly::constant(1));
     },
     "sum(i2 < K) x[i, i2] + x[i, 1]", nullptr},
    {"a product with a reduction that is not last is parenthesised",
     [] {
       Poly col =
           verify::make_sum(laws, {kSecond}, {sym(kN)}, x_at(sym(kSecond), IndexPoly::constant(0)));
       return row_sum(kFirst) * col * verify::reciprocal(dim(kN));
     },
     "(sum(k < N) x[k, 0]) * (sum(k < K) x[i, k]) / N", nullptr},
    {"decimal constants read as decimals, small fractions as fractions",
     [] {
       return x_at(sym(kRow), {}).scaled(verify::Rational(4, 5)) +
              x_at({}, sym(kRow)).scaled(verify::Rational(2, 3)) -
              Poly::constant(verify::Rational(1, 2));
     },
     "2 * x[0, i] / 3 + 0.8 * x[i, 0] - 0.5", nullptr},
    {"a long fraction reads as its double, exactly in the full text",
     [] {
       using boost::multiprecision::cpp_int;
       return Poly::atom(verify::fn_atom(
           ir::Fn::Sqrt, Poly::constant(verify::Rational(cpp_int("2000000000000000"),
                                                         cpp_int("3141592653589793")))));
     },
     "sqrt(0.6366197723675814)", "sqrt(2000000000000000/3141592653589793)"},
    {"a select prints its condition",
     [] {
       verify::SymCond c{ir::CmpOp::Lt, true, sym(kRow) + IndexPoly::constant(1), sym(kN), {}, {}};
       return verify::ite(c, x_at(sym(kRow) + IndexPoly::constant(1), {}), Poly());
     },
     "select(i + 1 < N, x[i + 1, 0], 0)", nullptr},
};

INSTANTIATE_TEST_SUITE_P(Cases, TermText, testing::ValuesIn(kCases),
                         [](const testing::TestParamInfo<Case> &info) {
                           return "case" + std::to_string(info.index);
                         });

TEST(TermText, LongTermsAreElidedInTheMiddleOnlyInTheBriefText) {
  ir::Rule rule = analyze_text(kRule);
  verify::SymbolNames names(rule);
  Poly term;
  for (int c = 0; c < 60; ++c)
    term = term + x_at(IndexPoly::constant(c), {});
  verify::TermMessage m =
      verify::TermMessage::build(names, [&](verify::TermPrinter &t) { return t(term); });
  EXPECT_LE(m.brief.size(), verify::TermMessage::kBriefTermLimit + 5);
  EXPECT_TRUE(contains(m.brief, " ... ")) << m.brief;
  EXPECT_EQ(m.brief.substr(0, 20), m.full.substr(0, 20));
  EXPECT_EQ(m.brief.substr(m.brief.size() - 20), m.full.substr(m.full.size() - 20));
  EXPECT_FALSE(contains(m.full, "..."));
}

TEST(TermText, ExplicitNamesOfFreshVariablesFollowTheirOrigin) {
  ir::Rule rule = analyze_text(kRule);
  verify::SymbolNames names(rule);
  names.prefer(kFirst, "t");
  names.derive(kSecond, kFirst);
  names.derive(kThird, kSecond);
  EXPECT_EQ(names.preferred(kThird), "t");
  EXPECT_EQ(names.preferred({IndexSym::Bound, 99}), "k");
  EXPECT_EQ(names.preferred({IndexSym::Free, 99}), "i");
}

} // namespace
} // namespace fuseproof
