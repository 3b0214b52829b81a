// Tensors defined piecewise: the partition check that lets sema fold the pieces into one
// statement, and that lets the all-sizes prover split a comparison into one case per piece, is
// a shortcut that discharges "every element is defined exactly once" without the solver. It is
// checked here exhaustively against enumeration, and the fold against the pieces' own values.
#include "ir/dim_poly.h"
#include "ir/pieces.h"
#include "semantics/double_domain.h"
#include "semantics/shape.h"

#include "test_support.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <set>
#include <string>
#include <variant>
#include <vector>

namespace fuseproof {
namespace {

using namespace testing_support;

/// A piece's index `coefficient * v + constant + blocks * R`, v < R, R the rule's dimension.
struct PieceForm {
  int64_t coefficient, constant, blocks;
};

/// The elements a list of pieces defines at R, in piece order (duplicates kept).
std::vector<int64_t> images(const std::vector<PieceForm> &forms, int64_t r) {
  std::vector<int64_t> out;
  for (const PieceForm &f : forms)
    for (int64_t v = 0; v < r; ++v)
      out.push_back(f.coefficient * v + f.constant + f.blocks * r);
  return out;
}

/// Whether the pieces define each element of [0, n) exactly once, for some n.
bool partitions(const std::vector<PieceForm> &forms, int64_t r) {
  std::vector<int64_t> all = images(forms, r);
  std::sort(all.begin(), all.end());
  for (size_t k = 0; k < all.size(); ++k)
    if (all[k] != static_cast<int64_t>(k))
      return false;
  return true;
}

int64_t extent_at(const ir::IntExpr &e, int64_t r) {
  std::optional<ir::DimPoly> p = ir::to_dim_poly(e);
  EXPECT_TRUE(p.has_value());
  int64_t out = 0;
  for (const auto &[mono, c] : *p) {
    int64_t term = c;
    for (size_t n = 0; n < mono.size(); ++n)
      term *= r;
    out += term;
  }
  return out;
}

/// One-dimensional pieces over the rule's one dimension R, each with its own variable.
std::variant<ir::PieceLayout, ir::PieceError> layout_of(const std::vector<PieceForm> &forms) {
  static ir::Rule rule = [] {
    ir::Rule r;
    r.dims.push_back({"R", {}});
    for (int k = 0; k < 8; ++k)
      r.vars.push_back({"v" + std::to_string(k), {}});
    return r;
  }();
  std::vector<ir::Piece> pieces;
  for (size_t k = 0; k < forms.size(); ++k) {
    const PieceForm &f = forms[k];
    ir::IntPtr v = ir::int_var(static_cast<int>(k)), r = ir::int_dim(0);
    ir::IntPtr at = ir::int_binary(
        ir::IntOp::Add, ir::int_binary(ir::IntOp::Mul, ir::int_const(f.coefficient), v),
        ir::int_binary(ir::IntOp::Add, ir::int_const(f.constant),
                       ir::int_binary(ir::IntOp::Mul, ir::int_const(f.blocks), r)));
    pieces.push_back({{}, {static_cast<int>(k)}, {r}, {at}, nullptr});
  }
  return ir::piece_layout(rule, pieces, "y");
}

// Every list of up to three pieces with coefficients 1..3, constants 0..3 and 0..2 blocks of R:
// an accepted list partitions the extent it is given at every R in 1..5 (soundness), and a list
// of one coefficient that partitions at every such R is accepted (the check is not vacuous).
TEST(PieceLayout, AcceptsExactlyThePartitionsByEnumeration) {
  std::vector<PieceForm> all;
  for (int64_t c = 1; c <= 3; ++c)
    for (int64_t a = 0; a <= 3; ++a)
      for (int64_t b = 0; b <= 2; ++b)
        all.push_back({c, a, b});
  size_t accepted = 0, lists = 0;
  std::vector<PieceForm> forms;
  auto visit = [&](const std::vector<PieceForm> &fs) {
    ++lists;
    auto layout = layout_of(fs);
    bool every_r = true;
    for (int64_t r = 1; r <= 5; ++r)
      every_r = every_r && partitions(fs, r);
    const auto *ok = std::get_if<ir::PieceLayout>(&layout);
    if (ok) {
      ++accepted;
      ASSERT_TRUE(every_r) << "accepted a list that does not partition, first piece "
                           << fs[0].coefficient << "*v + " << fs[0].constant << " + "
                           << fs[0].blocks << "*R of " << fs.size();
      for (int64_t r = 1; r <= 5; ++r)
        EXPECT_EQ(extent_at(*ok->dims[0].extent, r), static_cast<int64_t>(fs.size()) * r);
    }
    bool one_coefficient = std::all_of(fs.begin(), fs.end(), [&](const PieceForm &f) {
      return f.coefficient == fs[0].coefficient;
    });
    if (every_r && one_coefficient) {
      EXPECT_TRUE(ok) << "rejected a partition: " << std::get<ir::PieceError>(layout).message;
    }
  };
  for (const PieceForm &p : all) {
    visit({p});
    for (const PieceForm &q : all) {
      visit({p, q});
      for (const PieceForm &s : all)
        visit({p, q, s});
    }
  }
  EXPECT_EQ(lists, all.size() * (1 + all.size() * (1 + all.size())));
  // The partitions among them: v (1), the halves (2 orders), the thirds (6) and the cyclic
  // pairs and triples (2 + 6).
  EXPECT_EQ(accepted, 1u + 2u + 6u + 2u + 6u);
}

// The fold evaluates each element to the value of the piece that defines it: every piece
// evaluated on its own at its own indices (the statement's pieces with their variables bound)
// against the folded statement's element there, at several shapes and seeded inputs.
TEST(PieceFold, EveryElementIsItsPiecesValue) {
  const std::string text = R"(rule fold
dims M R S
input x[M, 3*R, 2*S]
lhs:
  y[i, 3*a + 2 for a < R, b < S] = x[i, 3*a + 2, b] + a
  y[i, 3*a for a < R, b < S] = 2 * x[i, 3*a, b]
  y[i, 3*a + 1 for a < R, b < S] = x[i, 3*a + 1, b] - b
  y[i, 3*a for a < R, S + b for b < S] = -x[i, 3*a, S + b]
  y[i, 3*a + 2 for a < R, S + b for b < S] = x[i, 3*a + 2, S + b] * b
  y[i, 3*a + 1 for a < R, S + b for b < S] = 5 * x[i, 3*a + 1, S + b]
rhs:
  y[i, r < 3*R, c < 2*S] = x[i, r, c]
compare y
)";
  ir::Rule rule = analyze_text(text);
  const ir::Statement &st = rule.lhs.statements.at(0);
  ASSERT_EQ(st.pieces.size(), 6u);
  std::mt19937_64 rng(20261206);
  std::uniform_real_distribution<double> dist(-2, 2);
  for (semantics::Shape shape :
       {semantics::Shape{{1, 1, 1}}, semantics::Shape{{2, 3, 2}}, semantics::Shape{{1, 2, 4}}}) {
    const int64_t m = shape.dims[0], r = shape.dims[1], s = shape.dims[2];
    semantics::Inputs in;
    in.tensors.emplace_back();
    for (int64_t n = 0; n < m * 3 * r * 2 * s; ++n)
      in.tensors.back().push_back(dist(rng));
    semantics::DoubleDomain dom(in);
    semantics::Evaluator<semantics::DoubleDomain> ev(dom, rule, shape);
    ev.run(rule.lhs);
    std::vector<int> defined(m * 3 * r * 2 * s, 0);
    for (const ir::Piece &pc : st.pieces) {
      std::vector<int64_t> ranges;
      for (const ir::IntPtr &x : pc.ranges)
        ranges.push_back(ev.index(*x));
      std::vector<int64_t> val(pc.vars.size(), 0);
      auto next = [&] { // odometer over the piece's variables
        for (size_t n = val.size(); n-- > 1;) {
          if (++val[n] < ranges[n])
            return true;
          val[n] = 0;
        }
        return false;
      };
      for (int64_t i = 0; i < m; ++i)
        do {
          ev.bind(pc.vars[0], i);
          for (size_t n = 1; n < pc.vars.size(); ++n)
            ev.bind(pc.vars[n], val[n]);
          std::vector<int64_t> at;
          for (const ir::IntPtr &x : pc.at)
            at.push_back(ev.index(*x));
          double want = ev.evaluate(*pc.value);
          EXPECT_EQ(ev.value_at(0, at), want);
          ++defined[(at[0] * 3 * r + at[1]) * 2 * s + at[2]];
        } while (next());
    }
    for (int d : defined)
      EXPECT_EQ(d, 1) << "an element defined " << d << " times";
  }
}

} // namespace
} // namespace fuseproof
