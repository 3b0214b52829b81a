// Law trig-period drops monomials 2 k pi n (k an integer, n integer-valued) from sin and cos
// arguments without asking the solver, so it is checked here against the functions themselves:
// every monomial built from a pool of factors (pi, round(x), an index, an integer input's
// element, a real input; products of up to three, eight coefficients) is added to an argument;
// where the law drops it, sin and cos must be unchanged on random data, and exactly the whole
// turns the law is stated for must be dropped.
#include "verify/sym_term.h"

#include <gtest/gtest.h>

#include <cmath>
#include <functional>
#include <numbers>
#include <random>

namespace fuseproof {
namespace {

using verify::AtomKind;
using verify::IndexPoly;
using verify::IndexSym;
using verify::Poly;
using verify::Rational;

const IndexSym kRow{IndexSym::Free, 0}, kDim{IndexSym::Dim, 0};

Poly input(int id) { return Poly::atom(verify::input_atom(id, "t" + std::to_string(id), {})); }

/// The pool, and whether each factor is an integer (pi is neither: it is counted apart).
struct PoolFactor {
  Poly value;
  bool integer;
  bool pi;
};

std::vector<PoolFactor> pool() {
  return {{Poly::atom(verify::pi_atom()), false, true},
          {Poly::atom(verify::fn_atom(ir::Fn::Round, input(0))), true, false},
          {Poly::atom(verify::index_atom(kRow)), true, false},
          {Poly::atom(verify::index_atom(kDim)), true, false},
          {input(1), false, false}};
}

/// Values of the atoms: inputs t0, t1, t2 are reals, the index and the dimension integers.
struct Values {
  double t[3];
  double row, dim;
};

double evaluate(const Poly &p, const Values &v);

double evaluate_atom(const verify::Atom &a, const Values &v) {
  switch (a.kind) {
  case AtomKind::Pi: return std::numbers::pi;
  case AtomKind::Input: return v.t[a.id];
  case AtomKind::Index: return a.sym == kRow ? v.row : v.dim;
  case AtomKind::Fn:
    if (a.fn == ir::Fn::Round)
      return std::nearbyint(evaluate(a.args[0], v));
    if (a.fn == ir::Fn::Cos)
      return std::cos(evaluate(a.args[0], v));
    if (a.fn == ir::Fn::Sin)
      return std::sin(evaluate(a.args[0], v));
    break;
  default: break;
  }
  ADD_FAILURE() << "unexpected atom " << a.key;
  return 0;
}

double evaluate(const Poly &p, const Values &v) {
  double total = 0;
  for (const auto &[k, t] : p.terms()) {
    double term = t.coef.convert_to<double>();
    for (const verify::AtomPtr &f : t.factors)
      term *= evaluate_atom(*f, v);
    total += term;
  }
  return total;
}

TEST(TrigPeriod, DropsExactlyWholeTurnsAndKeepsSinAndCos) {
  const std::vector<PoolFactor> factors = pool();
  const std::vector<Rational> coefs = {Rational(1), Rational(2),    Rational(-2), Rational(4),
                                       Rational(3), Rational(1, 2), Rational(-6), Rational(2, 3)};
  std::mt19937_64 rng(20261206);
  std::uniform_real_distribution<double> real(-40.0, 40.0);
  std::uniform_int_distribution<int> whole(-7, 7);
  int dropped = 0, kept = 0;
  // Every multiset of one to three pool factors, in every coefficient.
  for (size_t a = 0; a < factors.size(); ++a)
    for (size_t b = a; b <= factors.size(); ++b)
      for (size_t c = b; c <= factors.size(); ++c) {
        if (b == factors.size() && c != factors.size())
          continue; // (a, none, x) repeats (a, x, none)
        std::vector<const PoolFactor *> chosen = {&factors[a]};
        for (size_t x : {b, c})
          if (x < factors.size())
            chosen.push_back(&factors[x]);
        for (const Rational &coef : coefs) {
          Poly monomial = Poly::constant(coef);
          int pis = 0;
          bool integer = true;
          for (const PoolFactor *f : chosen) {
            monomial = monomial * f->value;
            pis += f->pi;
            integer = integer && (f->pi || f->integer);
          }
          const bool even = denominator(coef) == 1 && numerator(coef) % 2 == 0;
          const bool whole_turns = pis == 1 && integer && even;
          Poly arg = input(2) + monomial;
          verify::SumLaws laws;
          std::vector<verify::NormalisationStep> log;
          laws.log = &log;
          Poly reduced = verify::without_whole_turns(laws, arg);
          const bool was_dropped = reduced.key() != arg.key();
          EXPECT_EQ(was_dropped, whole_turns) << "argument " << arg.key();
          EXPECT_EQ(log.size(), size_t(was_dropped)) << "argument " << arg.key();
          if (!was_dropped) {
            ++kept;
            continue;
          }
          ++dropped;
          EXPECT_EQ(reduced.key(), input(2).key());
          for (int trial = 0; trial < 40; ++trial) {
            Values v{{real(rng), real(rng), real(rng)}, double(whole(rng)), double(whole(rng))};
            for (ir::Fn fn : {ir::Fn::Sin, ir::Fn::Cos}) {
              double full = evaluate_atom(*verify::fn_atom(fn, arg), v);
              double less = evaluate_atom(*verify::fn_atom(fn, reduced), v);
              // Arguments reach about 1e4; double's sin and cos are off by an ulp of that.
              EXPECT_NEAR(full, less, 1e-9) << ir::fn_name(fn) << "(" << arg.key() << ")";
            }
          }
          // With the law off nothing is dropped.
          verify::SumLaws off;
          off.trig_period = false;
          EXPECT_EQ(verify::without_whole_turns(off, arg).key(), arg.key());
        }
      }
  // The pool's whole turns: pi times one to two integer factors (3 singles, 6 pairs, and pi
  // alone), each with the four even integer coefficients.
  EXPECT_EQ(dropped, 10 * 4);
  EXPECT_GT(kept, 0);
}

TEST(TrigPeriod, SinAndCosAtomsDropTurnsOnlyThroughTrigAtom) {
  verify::SumLaws laws;
  Poly turns = Poly::constant(Rational(2)) * Poly::atom(verify::pi_atom()) *
               Poly::atom(verify::fn_atom(ir::Fn::Round, input(0)));
  Poly arg = input(1) + turns;
  EXPECT_EQ(verify::trig_atom(laws, ir::Fn::Cos, arg)->key,
            verify::fn_atom(ir::Fn::Cos, input(1))->key);
  // Other functions are not periodic: exp keeps its argument.
  EXPECT_NE(verify::fn_atom(ir::Fn::Exp, arg)->key, verify::fn_atom(ir::Fn::Exp, input(1))->key);
}

} // namespace
} // namespace fuseproof
