// The all-sizes tier's division law (`//` and `%` in indices): a // b and a % b become a
// polynomial only where that polynomial is the Euclidean quotient or remainder at every size
// and every index in range. Checked exhaustively against the concrete operators on small sizes,
// over a family of numerators and divisors, including ones the law must refuse.
#include "semantics/shape.h"
#include "verify/index_poly.h"
#include "verify/unbounded_domain.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>

namespace fuseproof {
namespace {

using verify::IndexPoly;
using verify::IndexSym;

const IndexSym kD0{IndexSym::Dim, 0}, kD1{IndexSym::Dim, 1}, kF{IndexSym::Free, 0};

/// The value of a polynomial over d0, d1 and one free index f.
int64_t value_at(const IndexPoly &p, int64_t d0, int64_t d1, int64_t f) {
  IndexPoly v = p.substitute(kD0, IndexPoly::constant(d0))
                    .substitute(kD1, IndexPoly::constant(d1))
                    .substitute(kF, IndexPoly::constant(f));
  std::optional<int64_t> c = v.as_constant();
  if (!c)
    throw std::logic_error("a symbol left after substitution");
  return *c;
}

IndexPoly sym(IndexSym s) { return IndexPoly::symbol(s); }
IndexPoly num(int64_t v) { return IndexPoly::constant(v); }

// docs/RULE_LANGUAGE.md: `//` and `%` are Euclidean, a == b * (a // b) + a % b, 0 <= a % b < |b|;
// floor division for b > 0, not for b < 0 (-7 // -2 is 4, where Python says 3); by zero an error.
TEST(IndexDivision, ConcreteOperatorsAreEuclidean) {
  auto div = [](int64_t a, int64_t b) { return semantics::apply_int_op(ir::IntOp::Div, a, b, {}); };
  auto mod = [](int64_t a, int64_t b) { return semantics::apply_int_op(ir::IntOp::Mod, a, b, {}); };
  for (int64_t a = -9; a <= 9; ++a)
    for (int64_t b = -4; b <= 4; ++b) {
      if (b == 0) {
        EXPECT_THROW(div(a, b), semantics::EvalError);
        continue;
      }
      EXPECT_EQ(b * div(a, b) + mod(a, b), a) << a << " " << b;
      EXPECT_GE(mod(a, b), 0);
      EXPECT_LT(mod(a, b), b > 0 ? b : -b);
      if (b > 0) {
        EXPECT_EQ(div(a, b), static_cast<int64_t>(std::floor(double(a) / double(b))));
      }
    }
  EXPECT_EQ(div(-7, -2), 4);
  EXPECT_EQ(div(7, -2), -3);
  EXPECT_EQ(div(-7, 2), -4);
  EXPECT_EQ(div(INT64_MIN, 1), INT64_MIN);
  EXPECT_EQ(div(INT64_MIN, 3), -3074457345618258603); // floor(-2^63 / 3): fits, no overflow
  EXPECT_EQ(mod(INT64_MIN, 3), 1);
  EXPECT_THROW(div(INT64_MIN, -1), semantics::EvalError); // the one quotient outside int64
}

TEST(IndexDivision, QuotientAndRemainderRebuildTheNumerator) {
  const std::vector<IndexPoly> divisors = {num(2), num(3), sym(kD0), num(2) * sym(kD0),
                                           sym(kD0) * sym(kD1)};
  for (int c1 = -2; c1 <= 2; ++c1)
    for (int c2 = -3; c2 <= 3; ++c2)
      for (int c3 = -2; c3 <= 2; ++c3) {
        IndexPoly a = num(c1) * sym(kF) * sym(kD0) + num(c2) + num(c3) * sym(kD0) * sym(kD1) +
                      num(2 * c1) * sym(kF);
        for (const IndexPoly &b : divisors) {
          auto d = verify::divide_by_dim_monomial(a, b);
          ASSERT_TRUE(d);
          EXPECT_EQ(b * d->quotient + d->remainder, a);
        }
      }
  // Only one positive term over dimensions divides.
  EXPECT_FALSE(verify::divide_by_dim_monomial(sym(kF), sym(kF)));
  EXPECT_FALSE(verify::divide_by_dim_monomial(sym(kF), num(-2)));
  EXPECT_FALSE(verify::divide_by_dim_monomial(sym(kF), num(0)));
  EXPECT_FALSE(verify::divide_by_dim_monomial(sym(kF), sym(kD0) + num(1)));
}

TEST(IndexDivision, NonnegativeForPositiveDimsNeverSaysYesWrongly) {
  int yes = 0;
  for (int c0 = -3; c0 <= 3; ++c0)
    for (int c1 = -2; c1 <= 2; ++c1)
      for (int c2 = -2; c2 <= 2; ++c2)
        for (int c3 = -1; c3 <= 1; ++c3) {
          IndexPoly p = num(c0) + num(c1) * sym(kD0) + num(c2) * sym(kD0) * sym(kD1) +
                        num(c3) * sym(kD1) * sym(kD1);
          if (!verify::nonnegative_for_positive_dims(p))
            continue;
          ++yes;
          for (int64_t d0 = 1; d0 <= 6; ++d0)
            for (int64_t d1 = 1; d1 <= 6; ++d1)
              EXPECT_GE(value_at(p, d0, d1, 0), 0) << p.text(verify::sym_name);
        }
  EXPECT_GT(yes, 100); // it says yes often, d0 - 1 and d0 * d1 - d1 among them
  EXPECT_TRUE(verify::nonnegative_for_positive_dims(sym(kD0) - num(1)));
  EXPECT_TRUE(verify::nonnegative_for_positive_dims(sym(kD0) * sym(kD1) - sym(kD1)));
  EXPECT_FALSE(verify::nonnegative_for_positive_dims(sym(kD0) - num(2)));
  EXPECT_FALSE(verify::nonnegative_for_positive_dims(sym(kF)));
}

/// Every numerator c1 f + c2 d0 f + c3 + c4 d0 with f < extent, over every divisor: where the
/// domain gives a polynomial, it equals the concrete `//` or `%` at every size d0 = 1..5 and every
/// f in range; and the law does apply to the cases the library's rules need.
TEST(IndexDivision, LawAgreesWithTheConcreteOperatorsWhereverItApplies) {
  ir::Rule rule;
  rule.dims = {{"D", {}}, {"E", {}}};
  verify::SumLaws laws;
  verify::UnboundedDomain dom(rule, laws);
  const std::vector<std::pair<std::string, IndexPoly>> extents = {
      {"d0", sym(kD0)}, {"2*d0", num(2) * sym(kD0)}, {"d0 + 1", sym(kD0) + num(1)}, {"2", num(2)}};
  const std::vector<IndexPoly> divisors = {num(1), num(2), num(3), sym(kD0), num(2) * sym(kD0)};
  int applied = 0, refused = 0;
  for (const auto &[extent_text, extent] : extents) {
    std::vector<std::pair<IndexSym, IndexPoly>> ranges = {{kF, extent}};
    dom.free_ranges = &ranges;
    for (int c1 = -1; c1 <= 2; ++c1)
      for (int c2 = -1; c2 <= 2; ++c2)
        for (int c3 = -2; c3 <= 3; ++c3)
          for (int c4 = -1; c4 <= 2; ++c4) {
            IndexPoly a = num(c1) * sym(kF) + num(c2) * sym(kD0) * sym(kF) + num(c3) +
                          num(c4) * sym(kD0);
            for (const IndexPoly &b : divisors)
              for (ir::IntOp op : {ir::IntOp::Div, ir::IntOp::Mod}) {
                IndexPoly got;
                try {
                  got = dom.index_op(op, a, b, {});
                } catch (const semantics::EvalError &) {
                  ++refused;
                  continue;
                }
                ++applied;
                for (int64_t d0 = 1; d0 <= 5; ++d0) {
                  int64_t n = value_at(extent, d0, 1, 0);
                  for (int64_t f = 0; f < n; ++f) {
                    int64_t want = semantics::apply_int_op(op, value_at(a, d0, 1, f),
                                                           value_at(b, d0, 1, f), {});
                    ASSERT_EQ(value_at(got, d0, 1, f), want)
                        << "(" << a.text(verify::sym_name) << ") "
                        << (op == ir::IntOp::Div ? "//" : "%") << " ("
                        << b.text(verify::sym_name) << ") with f < " << extent_text
                        << " at d0 = " << d0 << ", f = " << f;
                  }
                }
              }
          }
  }
  EXPECT_GT(applied, 1000);
  EXPECT_GT(refused, 1000);
  // What the RoPE permutation needs: (2 d0 h + 2 f + 1) // (2 d0) = h for f < d0, h another index.
  std::vector<std::pair<IndexSym, IndexPoly>> ranges = {{kF, sym(kD0)}};
  dom.free_ranges = &ranges;
  const IndexSym h{IndexSym::Free, 1};
  IndexPoly two_d0 = num(2) * sym(kD0);
  EXPECT_EQ(dom.index_op(ir::IntOp::Div, two_d0 * sym(h) + num(2) * sym(kF) + num(1), two_d0, {}),
            sym(h));
  EXPECT_EQ(dom.index_op(ir::IntOp::Mod, two_d0 * sym(h) + num(2) * sym(kF) + num(1), two_d0, {}),
            num(2) * sym(kF) + num(1));
}

} // namespace
} // namespace fuseproof
