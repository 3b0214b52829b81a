// is_gram_square decides a sum >= 0 without the solver, so it is checked here against the sums
// themselves: every body built from a small pool of factors (products of up to four, three
// coefficients, two ranges for k'), evaluated on random data; an accepted sum must never be
// negative, and the Gram sums the rules rely on must be accepted.
#include "verify/gram_square.h"

#include <gtest/gtest.h>

#include <functional>
#include <random>

namespace fuseproof {
namespace {

using verify::IndexPoly;
using verify::IndexSym;
using verify::Poly;

const IndexSym kN{IndexSym::Dim, 0}, kC{IndexSym::Dim, 1};
const IndexSym kK{IndexSym::Bound, 1}, kK2{IndexSym::Bound, 2}, kCol{IndexSym::Bound, 3};
constexpr int kSizeN = 2, kSizeC = 3;

IndexPoly sym(IndexSym s) { return IndexPoly::symbol(s); }

/// A factor of the pool: input `tensor` read at (row var, column var), either may be absent.
struct Factor {
  int tensor;
  std::optional<IndexSym> row, col;
};

/// x[k], x[k'], y[k], y[k'], w[k,c], w[k',c], v[k,c], z[c]: z mentions neither k nor k'.
const std::vector<Factor> kPool = {{0, kK, {}},   {0, kK2, {}},   {1, kK, {}},   {1, kK2, {}},
                                   {2, kK, kCol}, {2, kK2, kCol}, {3, kK, kCol}, {4, {}, kCol}};

Poly factor_poly(const Factor &f) {
  std::vector<IndexPoly> at;
  if (f.row)
    at.push_back(sym(*f.row));
  if (f.col)
    at.push_back(sym(*f.col));
  return Poly::atom(verify::input_atom(f.tensor, "t" + std::to_string(f.tensor), at));
}

/// The Sum atom inside `p` and the constant make_sum left outside it (it takes a coefficient
/// out of the body); null when `p` is not one constant times one sum.
std::pair<const verify::Atom *, double> sum_atom(const Poly &p) {
  if (p.terms().size() != 1)
    return {nullptr, 0};
  const Poly::Term &term = p.terms().begin()->second;
  if (term.factors.size() != 1 || term.factors[0]->kind != verify::AtomKind::Sum)
    return {nullptr, 0};
  return {term.factors[0].get(), term.coef.convert_to<double>()};
}

/// Data for every tensor: value(tensor, row, col), rows and columns up to kSizeC.
using Data = std::vector<std::vector<std::vector<double>>>;

double evaluate(const std::vector<Factor> &body, double coef, bool k2_over_c, const Data &data) {
  double total = 0;
  int k2_range = k2_over_c ? kSizeC : kSizeN;
  for (int k = 0; k < kSizeN; ++k)
    for (int k2 = 0; k2 < k2_range; ++k2)
      for (int c = 0; c < kSizeC; ++c) {
        auto value_of = [&](std::optional<IndexSym> s) {
          return !s ? 0 : *s == kK ? k : *s == kK2 ? k2 : c;
        };
        double product = coef;
        for (const Factor &f : body)
          product *= data[f.tensor][value_of(f.row)][value_of(f.col)];
        total += product;
      }
  return total;
}

void for_each_multiset(size_t size, std::vector<size_t> &chosen, size_t from,
                       const std::function<void(const std::vector<size_t> &)> &visit) {
  if (chosen.size() == size) {
    visit(chosen);
    return;
  }
  for (size_t i = from; i < kPool.size(); ++i) {
    chosen.push_back(i);
    for_each_multiset(size, chosen, i, visit);
    chosen.pop_back();
  }
}

TEST(GramSquare, AcceptedSumsAreNeverNegative) {
  verify::SumLaws laws;
  laws.pull_out = false; // keep factors free of k and k' inside, where the check must see them
  std::mt19937 rng(20261206);
  std::uniform_real_distribution<double> value(-1, 1);
  int accepted = 0, cases = 0;
  for (size_t size = 1; size <= 4; ++size) {
    std::vector<size_t> chosen;
    for_each_multiset(size, chosen, 0, [&](const std::vector<size_t> &picked) {
      std::vector<Factor> body;
      for (size_t i : picked)
        body.push_back(kPool[i]);
      for (double coef : {1.0, -1.0, 2.0})
        for (bool k2_over_c : {false, true}) {
          Poly product = Poly::constant(verify::Rational(static_cast<int>(coef)));
          for (const Factor &f : body)
            product = product * factor_poly(f);
          Poly sum = verify::make_sum(laws, {kK, kK2, kCol},
                                      {sym(kN), sym(k2_over_c ? kC : kN), sym(kC)}, product);
          auto [atom, outside] = sum_atom(sum);
          ASSERT_NE(atom, nullptr);
          ++cases;
          if (!verify::is_gram_square(laws, *atom))
            continue;
          ++accepted;
          for (int trial = 0; trial < 40; ++trial) {
            Data data(5, std::vector<std::vector<double>>(kSizeC, std::vector<double>(kSizeC)));
            for (auto &rows : data)
              for (auto &row : rows)
                for (double &v : row)
                  v = value(rng);
            std::string text;
            for (size_t i : picked)
              text += std::to_string(i) + " ";
            ASSERT_GE(evaluate(body, coef, k2_over_c, data) / outside, -1e-12)
                << "accepted a negative sum: pool factors " << text << "coefficient " << coef
                << (k2_over_c ? ", k' < C" : ", k' < N") << " " << sum.key();
          }
        }
    });
  }
  EXPECT_EQ(cases, 494 * 6);
  // The Gram sums of the pool, counted by hand: F(k) F(k') over one range with F a multiset of
  // one or two of x[k], y[k], w[k,c] (v has no k' copy in the pool): 3 + 6 choices of F, times
  // the three coefficients (make_sum takes the coefficient out of the sum it builds).
  EXPECT_EQ(accepted, (3 + 6) * 3);
}

TEST(GramSquare, SquaredGemmOutputSummedIsAccepted) {
  // sum(c) (sum(k) x[k] w[k,c])^2, expanded: the form the all-sizes tier gives F8's statistic.
  verify::SumLaws laws;
  Poly inner = verify::make_sum(laws, {kK}, {sym(kN)},
                                factor_poly({0, kK, {}}) * factor_poly({2, kK, kCol}));
  Poly sum = verify::make_sum(laws, {kCol}, {sym(kC)}, inner * inner);
  const verify::Atom *atom = sum_atom(sum).first;
  ASSERT_NE(atom, nullptr);
  EXPECT_EQ(atom->vars.size(), 3u);
  EXPECT_TRUE(verify::is_gram_square(laws, *atom));
  // The product of two different GEMM outputs is not a square.
  Poly other = verify::make_sum(laws, {kK}, {sym(kN)},
                                factor_poly({0, kK, {}}) * factor_poly({3, kK, kCol}));
  const verify::Atom *mixed =
      sum_atom(verify::make_sum(laws, {kCol}, {sym(kC)}, inner * other)).first;
  ASSERT_NE(mixed, nullptr);
  EXPECT_FALSE(verify::is_gram_square(laws, *mixed));
}

} // namespace
} // namespace fuseproof
