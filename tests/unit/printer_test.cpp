// The printer is the inverse of parse+sema up to IR equality: printed text must re-parse to the
// same IR (compared with the fully explicit dump) and printing must be a fixpoint. Proof reports
// and error messages quote printed IR, so a lossy printer would misstate what was proved.
#include "dsl/parser.h"
#include "ir/printer.h"
#include "sema/sema.h"
#include "support/diagnostics.h"

#include "test_support.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <memory>
#include <string>
#include <vector>

namespace fuseproof {
namespace {

using namespace testing_support;

namespace fs = std::filesystem;

/// Prints `rule`, re-reads the text, and checks that nothing was lost or changed.
void expect_round_trip(const ir::Rule &rule) {
  std::string printed = ir::print_rule(rule);
  ir::Rule again;
  try {
    again = analyze_text(printed, "printed.rule");
  } catch (const support::UserError &e) {
    FAIL() << "printed rule does not re-parse:\n"
           << support::render(e) << "printed text:\n"
           << printed;
  }
  EXPECT_EQ(ir::dump_rule(again), ir::dump_rule(rule)) << "printed text:\n" << printed;
  EXPECT_EQ(ir::print_rule(again), printed);
}

std::vector<fs::path> rule_files() {
  std::vector<fs::path> out;
  for (const char *dir : {"rules", "tests/wrong"})
    for (const fs::directory_entry &e :
         fs::directory_iterator(fs::path(FUSEPROOF_SOURCE_DIR) / dir))
      if (e.path().extension() == ".rule")
        out.push_back(e.path());
  std::sort(out.begin(), out.end());
  return out;
}

class PrinterRuleFiles : public testing::TestWithParam<fs::path> {};

TEST_P(PrinterRuleFiles, RoundTripsAndIsAFixpoint) {
  ir::Rule rule = sema::load_rule_file(GetParam().string());
  expect_round_trip(rule);
}

INSTANTIATE_TEST_SUITE_P(Files, PrinterRuleFiles, testing::ValuesIn(rule_files()),
                         [](const testing::TestParamInfo<fs::path> &info) {
                           std::string name = info.param.parent_path().filename().string() + "_" +
                                              info.param.stem().string();
                           std::replace_if(
                               name.begin(), name.end(),
                               [](char c) { return !std::isalnum(static_cast<unsigned char>(c)); },
                               '_');
                           return name;
                         });

TEST(PrinterRuleDirs, BothDirectoriesAreCovered) {
  std::vector<fs::path> files = rule_files();
  auto in = [&](const std::string &dir) {
    return std::count_if(files.begin(), files.end(),
                         [&](const fs::path &p) { return p.parent_path().filename() == dir; });
  };
  EXPECT_GE(in("rules"), 3);
  EXPECT_GE(in("wrong"), 1);
}

TEST(PrinterOutput, WritesInferredRangesOut) {
  ir::Rule r = sema::load_rule_file(std::string(FUSEPROOF_SOURCE_DIR) +
                                    "/rules/rmsnorm_scale_after_matmul.rule");
  std::string printed = ir::print_rule(r);
  EXPECT_NE(printed.find("  r[i < M] = rsqrt((sum(k < K) X[i, k]^2 / K) + eps)\n"),
            std::string::npos)
      << printed;
  EXPECT_NE(printed.find("  offline Wg[k < K, j < N] = g[k] * W[k, j]\n"), std::string::npos)
      << printed;
  EXPECT_NE(printed.find("  epilogue Y[i < M, j < N] = r[i] * (sum(k < K) X[i, k] * Wg[k, j])\n"),
            std::string::npos)
      << printed;
  EXPECT_NE(printed.find("require eps > 0\n"), std::string::npos) << printed;
}

// Constructs whose printing needs parentheses or care; each must survive the round trip.
struct Tricky {
  const char *name;
  std::string text;
};

std::ostream &operator<<(std::ostream &os, const Tricky &t) { return os << t.name; }

class PrinterTricky : public testing::TestWithParam<Tricky> {};

TEST_P(PrinterTricky, RoundTrips) { expect_round_trip(analyze_text(GetParam().text)); }

std::string one_sided(const std::string &decls, const std::string &stmt) {
  return "rule t \"tricky\"\n" + decls + "lhs:\n  " + stmt + "\nrhs:\n  " + stmt +
         "\ncompare y\ndtypes f16\n";
}

INSTANTIATE_TEST_SUITE_P(
    Table, PrinterTricky,
    testing::Values(
        Tricky{"NegationAndPowers",
               one_sided("dims N\ninput x[N]\n",
                         "y[i] = -x[i]^2 + (-x[i])^2 - x[i]^-2 + (x[i]^2)^3 - -(x[i] - x[i])")},
        Tricky{"AssociativityNeedsParentheses",
               one_sided("dims N\ninput x[N]\n",
                         "y[i] = x[i] - (x[i] - x[i]) + x[i] / (x[i] * x[i]) - x[i] * x[i] / "
                         "x[i]")},
        Tricky{"ReductionsAsOperands",
               one_sided("dims M K\ninput w[M,K]\nscalar a\n",
                         "y[i] = a * sum(k) w[i,k] * w[i,k] - (sum(k) w[i,k]) * 2 + "
                         "sum(k) sum(j < K) w[i,k] * w[i,j] + -sum(k) w[i,k] + "
                         "(max(k) w[i,k])^2")},
        Tricky{"IntegersUsedAsReals",
               one_sided("dims N K\ninput x[N]\n",
                         "y[i] = x[i] * (K - 1) - -K + (i % 2) * 0.5 + K / 2 + 2 * K * x[i] + "
                         "(i + 1)^2")},
        Tricky{"Pieces",
               one_sided("dims P Q\ninput x[2*P, 3*Q]\n",
                         "y[2*p + 1 for p < P, c < Q] = x[2*p + 1, c]\n  "
                         "y[2*p for p < P, c < Q] = -x[2*p, c]\n  "
                         "y[2*p for p < P, Q + c for c < Q] = x[2*p, Q + c] * p\n  "
                         "y[2*p + 1 for p < P, Q + c for c < Q] = x[2*p + 1, c]\n  "
                         "y[2*p for p < P, c + 2*Q for c < Q] = 2\n  "
                         "y[2*p + 1 for p < P, 2*Q + c for c < Q] = x[2*p + 1, 2*Q + c]")},
        Tricky{"AffineIndices",
               one_sided("dims P\ninput x[2*P]\n",
                         "y[p < P] = x[2*p] * x[2*p + 1] + x[(p + 1) % P] - x[2*(P - 1 - p)]")},
        Tricky{
            "DivisionAndRemainderMixedWithProducts",
            one_sided("dims H Q\ninput x[H*2*Q]\n",
                      "y[j < H*2*Q] = x[(j // (2*Q)) * (2*Q) + (j % 2) * Q + (j % (2*Q)) // 2] + "
                      "x[j // 2 * 2 + j % 2] + x[j % (2*Q) // 2 * 2]")},
        Tricky{"RaggedTileWithSelect",
               one_sided("dims M N BN NT\ninput x[M,N]\nrequire NT*BN >= N\n",
                         "y[i, t < NT] = sum(u < BN) select(t*BN + u < N, x[i, t*BN + u]^2, 0)")},
        Tricky{"RealConditionAndFunctions",
               one_sided("dims N\ninput x[N]\nscalar eps where eps > 0\n",
                         "y[i] = select(x[i] * 2 >= eps + 1, rsqrt(x[i]^2 + eps), sqrt(eps)) + "
                         "max(exp(x[i]), log(eps)) - min(sigmoid(x[i]), silu(x[i])) + "
                         "sin(x[i])^2 + cos(x[i])^2 + select(i != 0, 1, 0)")},
        Tricky{"RankZeroTensorsAndLiterals",
               one_sided("dims N\ninput x[N], c\nscalar s\n",
                         "y = c * sum(k) x[k] * 1e-6 + .5 * s - 2.50 + 0")},
        Tricky{"ModifiersAndPreconditionOrder",
               "rule t\ndims N BN\ninput x[N]\nrequire N % BN == 0\nscalar eps where eps > 0\n"
               "scalar a, b where a <= b\nlhs:\n  offline stored z[i] = x[i] * a\n"
               "  epilogue y[i] = z[i] + b\nrhs:\n  stored epilogue offline y[i] = x[i] * a + b\n"
               "compare y\n"},
        Tricky{"SeveralOutputs", "rule t\ndims N\ninput x[N]\nlhs:\n  y[i] = x[i]\n"
                                 "  z[i] = y[i] * 2\nrhs:\n  z[i] = x[i] + x[i]\n  y[i] = x[i]\n"
                                 "compare y, z\n"}),
    [](const testing::TestParamInfo<Tricky> &info) { return std::string(info.param.name); });

TEST(PrinterExpr, PrintsIntegersWithMinimalParentheses) {
  ir::Rule r = analyze_text(
      one_sided("dims N BN\ninput x[N*BN]\n", "y[t < N, u < BN] = x[(t + 1)*BN - (u - 0)]"));
  const ir::Expr &access = *r.lhs.statements.at(0).value;
  ASSERT_EQ(access.op, ir::ExprOp::Access);
  EXPECT_EQ(ir::print_int(r, *access.indices.at(0)), "(t + 1)*BN - (u - 0)");
  // `*`, `%` and `//` bind alike: where they mix, the inner one is parenthesised for the reader.
  ir::Rule d = analyze_text(one_sided("dims P\ninput x[2*P]\n",
                                      "y[j < 2*P] = x[(j % 2) * P + j // 2 + j % (2*P) // 2]"));
  EXPECT_EQ(ir::print_int(d, *d.lhs.statements.at(0).value->indices.at(0)),
            "(j % 2)*P + j // 2 + (j % (2*P)) // 2");
  EXPECT_EQ(ir::print_expr(r, r.lhs, access), "x[(t + 1)*BN - (u - 0)]");
}

} // namespace
} // namespace fuseproof
