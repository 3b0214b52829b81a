// Semantic errors (names, ranks, shapes, types) are located at the token that is wrong, with
// notes at the declaration they conflict with; well-formed rules lower to the expected IR.
#include "dsl/parser.h"
#include "ir/printer.h"
#include "sema/sema.h"
#include "support/diagnostics.h"

#include "test_support.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <memory>
#include <optional>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

namespace fuseproof {
namespace {

using namespace testing_support;

namespace fs = std::filesystem;

// Every bad input below changes this well-formed rule in one place. Lines 6 and 8 are the two
// statements; in each, `sum` starts at column 12 and `X` at column 19.
constexpr const char *kBase = R"(rule r
dims M K N
input X[M,K], W[K,N]
scalar eps
lhs:
  Y[i,j] = sum(k) X[i,k] * W[k,j]
rhs:
  Y[i,j] = sum(k) X[i,k] * W[k,j]
compare Y
dtypes f32
)";

constexpr const char *kLhsBody = "  Y[i,j] = sum(k) X[i,k] * W[k,j]\nrhs:";
constexpr const char *kRhsBody = "rhs:\n  Y[i,j] = sum(k) X[i,k] * W[k,j]";

/// The base rule with its lhs statement replaced by `stmts` (the rhs likewise below).
std::string with_lhs(const std::string &stmts) {
  return replace_once(kBase, kLhsBody, stmts + "\nrhs:");
}
std::string with_rhs(const std::string &stmts) {
  return replace_once(kBase, kRhsBody, "rhs:\n" + stmts);
}

TEST(SemaGood, BaseRuleAnalyzes) {
  ir::Rule r = analyze_text(kBase);
  EXPECT_EQ(r.dims.size(), 3u);
  EXPECT_EQ(r.compares.size(), 1u);
}

struct ExpectedNote {
  uint32_t line, col;
  std::string message;
};

struct BadSema {
  const char *name;
  std::string text;
  std::string message; // a substring of the diagnostic
  uint32_t line, col;
  std::optional<ExpectedNote> note = std::nullopt;
  // Every error reported (error recovery): one, unless the change leaves a second, independent
  // mistake in the rule.
  size_t errors = 1;
};

std::ostream &operator<<(std::ostream &os, const BadSema &c) { return os << c.name; }

class SemaErrors : public testing::TestWithParam<BadSema> {};

TEST_P(SemaErrors, ReportsLocatedUserError) {
  const BadSema &c = GetParam();
  auto file = source(c.text);
  dsl::Rule ast;
  // A semantic error must get past the parser: this keeps the table honest about which layer
  // owns each check.
  ASSERT_NO_THROW(ast = dsl::parse_rule(file)) << c.text;
  try {
    sema::analyze(ast);
    FAIL() << "no error for:\n" << c.text;
  } catch (const support::UserError &e) {
    expect_located(e, file, c.message, c.line, c.col);
    EXPECT_EQ(e.diagnostics().size(), c.errors) << support::render(e);
    const support::Diagnostic &d = e.diagnostic();
    std::vector<std::string> lines = split_lines(support::render(d));

    if (c.note) {
      ASSERT_FALSE(d.notes.empty()) << d.message;
      const support::Note &n = d.notes.front();
      EXPECT_NE(n.message.find(c.note->message), std::string::npos) << n.message;
      EXPECT_EQ(n.loc.line, c.note->line) << n.message;
      EXPECT_EQ(n.loc.col, c.note->col) << n.message;
      ASSERT_GE(lines.size(), 6u);
      EXPECT_EQ(lines[3], "t.rule:" + std::to_string(c.note->line) + ":" +
                              std::to_string(c.note->col) + ": note: " + n.message);
    }
  }
}

INSTANTIATE_TEST_SUITE_P(
    Table, SemaErrors,
    testing::Values(
        BadSema{"UnknownName", replace_once(kBase, "* W[k,j]", "* Z[k,j]"), "unknown name 'Z'", 6,
                28},
        BadSema{"UnboundIndex", replace_once(kBase, "W[k,j]", "W[k,q]"),
                "unbound index 'q'; bind it on the left of '='", 6, 32},
        BadSema{"UnknownFunction", with_rhs("  Y[i,j] = foo(sum(k) X[i,k] * W[k,j])"),
                "unknown function 'foo' (known: rsqrt", 8, 12},
        BadSema{"WrongArity", with_rhs("  Y[i,j] = rsqrt(sum(k) X[i,k] * W[k,j], eps)"),
                "rsqrt takes 1 argument, got 2", 8, 12},
        BadSema{"WrongArityOfMax", with_rhs("  Y[i,j] = max(sum(k) X[i,k] * W[k,j])"),
                "max takes 2 arguments, got 1", 8, 12},
        BadSema{"RankTooFewIndices", replace_once(kBase, "X[i,k] *", "X[i] *"),
                "'X' has rank 2 but is used with 1 index", 6, 19,
                ExpectedNote{3, 7, "declared here"}},
        BadSema{"RankTooManyIndices", replace_once(kBase, "W[k,j]", "W[k,j,0]"),
                "'W' has rank 2 but is used with 3 indices", 6, 28,
                ExpectedNote{3, 15, "declared here"}},
        BadSema{"IndexShapeMismatch", replace_once(kBase, "W[k,j]", "W[j,k]"),
                "shape mismatch: index 'k' runs over N as dimension 2 of 'W', but over K as "
                "dimension 2 of 'X'",
                6, 32, ExpectedNote{6, 23, "first used here"}},
        BadSema{"ComparedShapeMismatch", with_rhs("  Y[i,k] = X[i,k]"),
                "shape mismatch: 'Y' is [M, N] on the lhs but [M, K] on the rhs", 9, 9,
                ExpectedNote{6, 3, "lhs definition"}},
        BadSema{"ComparedMissingOnRhs", with_rhs("  Z[i,j] = sum(k) X[i,k] * W[k,j]"),
                "compared output 'Y' is not defined on the rhs side", 9, 9,
                ExpectedNote{7, 1, "the rhs section starts here"}},
        BadSema{"ComparedMissingOnLhs", with_lhs("  Z[i,j] = sum(k) X[i,k] * W[k,j]"),
                "compared output 'Y' is not defined on the lhs side", 9, 9,
                ExpectedNote{5, 1, "the lhs section starts here"}},
        BadSema{"CannotInferRange", with_rhs("  Y[i,j] = sum(k) X[i,0] * W[0,j]"),
                "cannot infer the range of index 'k': it is never used as a whole index", 8, 16},
        BadSema{"CannotInferRangeOfAffineIndex", with_rhs("  Y[i,j] = X[i,j + 1]"),
                "cannot infer the range of index 'j'", 8, 7},
        // W is then declared nowhere: its two uses are errors too.
        BadSema{"RedefinedInput", replace_once(kBase, "W[K,N]", "X[K,N]"), "redefinition of 'X'", 3,
                15, ExpectedNote{3, 7, "first defined here"}, 3},
        BadSema{"ScalarRedefinesDimension", replace_once(kBase, "scalar eps", "scalar K"),
                "redefinition of 'K'", 4, 8, ExpectedNote{2, 8, "first defined here"}},
        BadSema{"ComparisonOutsideSelect", replace_once(kBase, "X[i,k] * W", "X[i,k] < W"),
                "a comparison can only be the condition of select(...) or a precondition", 6, 26},
        BadSema{"UnknownDtype", replace_once(kBase, "dtypes f32", "dtypes f32 f64"),
                "unknown dtype 'f64' (expected f32, bf16 or f16)", 10, 12},
        BadSema{"DtypeTwice", replace_once(kBase, "dtypes f32", "dtypes f32 f32"),
                "dtype 'f32' is listed twice", 10, 12},
        BadSema{"ComparedTwice", replace_once(kBase, "compare Y", "compare Y, Y"),
                "'Y' is compared twice", 9, 12, ExpectedNote{9, 9, "first here"}},
        BadSema{"PreconditionOnTensor",
                replace_once(kBase, "scalar eps", "scalar eps where eps > X[0,0]"),
                "a precondition may mention dimensions and scalars only, not tensor 'X'", 4, 24},
        BadSema{"ReductionInPrecondition",
                replace_once(kBase, "scalar eps", "scalar eps where sum(k) eps > 0"),
                "a precondition cannot contain a reduction", 4, 18},
        BadSema{"ModuloOfReals", replace_once(kBase, "X[i,k] * W", "X[i,k] % W"),
                "'%' applies to integers only", 6, 26},
        BadSema{"EmptySection", with_lhs(""), "section 'lhs' has no statements", 5, 1},
        BadSema{"IndexNamedLikeDimension", with_rhs("  Y[i,j] = sum(K) X[i,K] * W[K,j]"),
                "index 'K' has the name of a declared dimension", 8, 16,
                ExpectedNote{2, 8, "declared here"}},
        BadSema{"IndexAlreadyBound", with_rhs("  Y[i,j] = sum(i) X[i,i] * W[i,j]"),
                "index 'i' is already bound here", 8, 16},
        // Y is then defined on the rhs only, which the compare line reports too.
        BadSema{"AssignToInput", with_lhs("  X[i,j] = sum(k) X[i,k] * W[k,j]"),
                "cannot assign to input 'X'", 6, 3, ExpectedNote{3, 7, "declared here"}, 2},
        BadSema{"DefinedTwice",
                with_lhs("  Y[i,j] = sum(k) X[i,k] * W[k,j]\n  Y[i,j] = sum(k) X[i,k] * W[k,j]"),
                "'Y' is defined twice on this side", 7, 3,
                ExpectedNote{6, 3, "first defined here"}},
        BadSema{"DefinitionOnOtherSide",
                replace_once(with_lhs("  T[i,j] = sum(k) X[i,k] * W[k,j]\n  Y[i,j] = T[i,j]"),
                             kRhsBody, "rhs:\n  Y[i,j] = T[i,j]"),
                "unknown name 'T'", 9, 12,
                ExpectedNote{6, 3, "defined on the other side; each side has its own"}},
        BadSema{"SelectArity", with_rhs("  Y[i,j] = select(X[i,0] > 0, W[0,j])"),
                "select takes 3 arguments (condition, then, else), got 2", 8, 12},
        BadSema{"SelectNeedsComparison", with_rhs("  Y[i,j] = select(X[i,0], W[0,j], 0)"),
                "expected a comparison (such as a < b)", 8, 19},
        BadSema{"TensorCalledAsFunction", with_rhs("  Y[i,j] = X(i, j)"),
                "'X' is not a function; index a tensor with [...]", 8, 12},
        BadSema{"ScalarIndexed", with_rhs("  Y[i,j] = X[i,0] * W[0,j] * eps[i]"),
                "'eps' is a scalar, not a tensor", 8, 30},
        BadSema{"DivisionInIndex", with_rhs("  Y[i,j] = X[i,j / 2] * W[0,j]"),
                "'/' is not allowed in an integer expression (use + - * % //)", 8, 18},
        BadSema{"FractionalIndex", with_rhs("  Y[i,j] = X[i,0.5] * W[0,j]"),
                "expected an integer here, found '0.5'", 8, 16},
        BadSema{"ScalarAsIndex", with_rhs("  Y[i,j] = X[i,eps] * W[0,j]"),
                "'eps' is not an integer", 8, 16},
        BadSema{"RangeDependsOnIndex", with_rhs("  Y[i,j] = sum(k < i) X[i,k] * W[k,j]"),
                "a reduction range may depend on dimensions only, not on indices", 8, 20},
        BadSema{"NumberOutOfRange", with_rhs("  Y[i,j] = sum(k) X[i,k] * W[k,j] * 1e999"),
                "number '1e999' is out of range", 8, 37}),
    [](const testing::TestParamInfo<BadSema> &info) { return std::string(info.param.name); });

// ---- well-formed rules ----

std::string rule_path(const std::string &name) {
  return std::string(FUSEPROOF_SOURCE_DIR) + "/rules/" + name + ".rule";
}

std::vector<std::string> names(const std::vector<ir::Named> &v) {
  std::vector<std::string> out;
  for (const ir::Named &n : v)
    out.push_back(n.name);
  return out;
}

std::vector<std::string> names(const std::vector<ir::TensorInfo> &v) {
  std::vector<std::string> out;
  for (const ir::TensorInfo &t : v)
    out.push_back(t.name);
  return out;
}

struct ShippedRule {
  std::string file;
  std::vector<std::string> dims, inputs, scalars, lhs_locals, rhs_locals;
  std::string compare;
  std::vector<std::string> dtypes;
};

std::ostream &operator<<(std::ostream &os, const ShippedRule &r) { return os << r.file; }

class SemaShippedRules : public testing::TestWithParam<ShippedRule> {};

TEST_P(SemaShippedRules, LoadWithExpectedDeclarations) {
  const ShippedRule &want = GetParam();
  ir::Rule r = sema::load_rule_file(rule_path(want.file));
  EXPECT_EQ(r.name, want.file);
  EXPECT_FALSE(r.description.empty());
  EXPECT_EQ(names(r.dims), want.dims);
  EXPECT_EQ(names(r.inputs), want.inputs);
  EXPECT_EQ(names(r.scalars), want.scalars);
  EXPECT_EQ(names(r.lhs.locals), want.lhs_locals);
  EXPECT_EQ(names(r.rhs.locals), want.rhs_locals);
  EXPECT_EQ(r.dtypes, want.dtypes);
  ASSERT_EQ(r.compares.size(), 1u);
  const ir::Compare &c = r.compares[0];
  EXPECT_EQ(c.name, want.compare);
  EXPECT_EQ(r.lhs.locals.at(c.lhs).name, want.compare);
  EXPECT_EQ(r.rhs.locals.at(c.rhs).name, want.compare);
  // Every local's shape is over dimensions only, and the compared outputs are [M, N].
  EXPECT_EQ(ir::print_int(r, *r.lhs.locals[c.lhs].shape.at(0)), "M");
  EXPECT_EQ(ir::print_int(r, *r.lhs.locals[c.lhs].shape.at(1)), "N");
  EXPECT_EQ(r.loc.file->path(), rule_path(want.file));
}

INSTANTIATE_TEST_SUITE_P(Rules, SemaShippedRules,
                         testing::Values(ShippedRule{"residual_add_epilogue",
                                                     {"M", "K", "N"},
                                                     {"A", "W", "C"},
                                                     {},
                                                     {"Y", "X"},
                                                     {"acc", "X"},
                                                     "X",
                                                     {"f32", "bf16"}},
                                         ShippedRule{"rmsnorm_scale_after_matmul",
                                                     {"M", "K", "N"},
                                                     {"X", "g", "W"},
                                                     {"eps"},
                                                     {"r", "xn", "Y"},
                                                     {"Wg", "r", "Y"},
                                                     "Y",
                                                     {"f32", "bf16"}},
                                         ShippedRule{"scalar_scale_gemm",
                                                     {"M", "K", "N"},
                                                     {"A", "B"},
                                                     {"alpha"},
                                                     {"As", "D"},
                                                     {"acc", "D"},
                                                     "D",
                                                     {"f32", "bf16"}}),
                         [](const testing::TestParamInfo<ShippedRule> &info) {
                           return info.param.file;
                         });

TEST(SemaRmsnorm, FlagsAndPreconditionSurviveLowering) {
  ir::Rule r = sema::load_rule_file(rule_path("rmsnorm_scale_after_matmul"));
  ASSERT_EQ(r.rhs.statements.size(), 3u);
  EXPECT_TRUE(r.rhs.statements[0].offline);
  EXPECT_FALSE(r.rhs.statements[0].epilogue);
  EXPECT_TRUE(r.rhs.statements[2].epilogue);
  ASSERT_EQ(r.lhs.statements.size(), 3u);
  EXPECT_TRUE(r.lhs.statements[1].stored); // xn: the unfused pipeline's tensor in memory
  EXPECT_FALSE(r.lhs.statements[1].epilogue);
  ASSERT_EQ(r.requires_.size(), 1u);
  const ir::Cond &pre = r.requires_[0];
  EXPECT_FALSE(pre.integer); // eps > 0 is about a real scalar
  EXPECT_EQ(pre.op, ir::CmpOp::Gt);
  ASSERT_NE(pre.va, nullptr);
  EXPECT_EQ(pre.va->op, ir::ExprOp::Scalar);
}

TEST(SemaRanges, InferredFromUseEqualsDeclaredDimension) {
  ir::Rule r = sema::load_rule_file(rule_path("rmsnorm_scale_after_matmul"));
  // r[i] = rsqrt(sum(k) X[i,k]^2 / K + eps): i runs over X's rows (M), k over its columns (K).
  const ir::TensorInfo &rvec = r.lhs.locals.at(0);
  ASSERT_EQ(rvec.shape.size(), 1u);
  EXPECT_EQ(rvec.shape[0]->op, ir::IntOp::Dim);
  EXPECT_EQ(rvec.shape[0]->id, 0);
  const ir::Expr &call = *r.lhs.statements[0].value;
  ASSERT_EQ(call.op, ir::ExprOp::Call);
  EXPECT_EQ(call.fn, ir::Fn::Rsqrt);
  const ir::Expr &sum = *call.args.at(0)->args.at(0);
  ASSERT_EQ(sum.op, ir::ExprOp::Sum);
  EXPECT_EQ(sum.range->op, ir::IntOp::Dim);
  EXPECT_EQ(sum.range->id, 1);
  EXPECT_EQ(r.vars.at(sum.var).name, "k");
  // Wg[k,j] = g[k] * W[k,j] on the rhs: [K, N], inferred through two different inputs.
  const ir::TensorInfo &wg = r.rhs.locals.at(0);
  ASSERT_EQ(wg.shape.size(), 2u);
  EXPECT_EQ(ir::print_int(r, *wg.shape[0]), "K");
  EXPECT_EQ(ir::print_int(r, *wg.shape[1]), "N");
}

TEST(SemaRanges, ExplicitRangesOnBindersAndReductions) {
  ir::Rule r = analyze_text("rule tiles\n"
                            "dims M N BN NT\n"
                            "input x[M,N]\n"
                            "require N == NT*BN\n"
                            "lhs:\n"
                            "  s[i, t < NT] = sum(u < BN) x[i, t*BN + u]^2\n"
                            "rhs:\n"
                            "  s[i, t < NT] = sum(u < BN) x[i, t*BN + u] * x[i, t*BN + u]\n"
                            "compare s\n");
  const ir::TensorInfo &s = r.lhs.locals.at(0);
  ASSERT_EQ(s.shape.size(), 2u);
  EXPECT_EQ(ir::print_int(r, *s.shape[0]), "M"); // inferred
  EXPECT_EQ(ir::print_int(r, *s.shape[1]), "NT");
  const ir::Expr &sum = *r.lhs.statements[0].value;
  ASSERT_EQ(sum.op, ir::ExprOp::Sum);
  EXPECT_EQ(ir::print_int(r, *sum.range), "BN");
  ASSERT_EQ(r.requires_.size(), 1u);
  EXPECT_TRUE(r.requires_[0].integer);
  EXPECT_EQ(ir::print_int(r, *r.requires_[0].ib), "NT*BN");
  // The affine index keeps its structure: t*BN + u.
  const ir::Expr &access = *sum.args.at(0)->args.at(0);
  ASSERT_EQ(access.op, ir::ExprOp::Access);
  EXPECT_TRUE(access.tensor.input);
  EXPECT_EQ(ir::print_int(r, *access.indices.at(1)), "t*BN + u");
}

TEST(SemaPrecedence, ReductionThenPlusEps) {
  ir::Rule r = sema::load_rule_file(rule_path("rmsnorm_scale_after_matmul"));
  const ir::Expr &arg = *r.lhs.statements[0].value->args.at(0);
  EXPECT_EQ(ir::print_expr(r, r.lhs, arg), "(sum(k < K) X[i, k]^2 / K) + eps");
  ASSERT_EQ(arg.op, ir::ExprOp::Add);
  ASSERT_EQ(arg.args[0]->op, ir::ExprOp::Sum);
  EXPECT_EQ(arg.args[1]->op, ir::ExprOp::Scalar);
  const ir::Expr &body = *arg.args[0]->args[0];
  ASSERT_EQ(body.op, ir::ExprOp::Div);
  EXPECT_EQ(body.args[0]->op, ir::ExprOp::Pow);
  EXPECT_EQ(body.args[0]->exponent, 2);
  ASSERT_EQ(body.args[1]->op, ir::ExprOp::FromInt);
  EXPECT_EQ(body.args[1]->int_value->op, ir::IntOp::Dim);
}

TEST(SemaTypes, IntegerAndRealConditionsAndOperands) {
  ir::Rule r = analyze_text("rule types\n"
                            "dims N\n"
                            "input x[N]\n"
                            "lhs:\n"
                            "  y[i] = select(i + 1 < N, x[i], 0) * (N - 1)\n"
                            "rhs:\n"
                            "  y[i] = select(x[i] >= 0, x[i], -x[i]) / N\n"
                            "compare y\n");
  const ir::Expr &lhs = *r.lhs.statements[0].value;
  ASSERT_EQ(lhs.op, ir::ExprOp::Mul);
  ASSERT_EQ(lhs.args[0]->op, ir::ExprOp::Select);
  EXPECT_TRUE(lhs.args[0]->cond->integer); // decided per index, so it may guard an access
  ASSERT_EQ(lhs.args[1]->op, ir::ExprOp::FromInt);
  EXPECT_EQ(ir::print_int(r, *lhs.args[1]->int_value), "N - 1");
  const ir::Expr &rhs = *r.rhs.statements[0].value;
  ASSERT_EQ(rhs.op, ir::ExprOp::Div);
  EXPECT_FALSE(rhs.args[0]->cond->integer);
  EXPECT_EQ(rhs.args[0]->args[1]->op, ir::ExprOp::Neg);
}

// ---- reading files ----

fs::path temp_file(const std::string &name, const std::string &bytes) {
  fs::path p = fs::path(testing::TempDir()) / ("fuseproof_sema_test_" + name);
  std::ofstream(p, std::ios::binary) << bytes;
  return p;
}

void expect_path_error(const std::string &path, const std::string &message) {
  try {
    sema::load_rule_file(path);
    FAIL() << "no error for " << path;
  } catch (const support::UserError &e) {
    const support::Diagnostic &d = e.diagnostic();
    EXPECT_FALSE(d.loc.valid());
    EXPECT_EQ(d.subject, path);
    EXPECT_NE(d.message.find(message), std::string::npos) << d.message;
    EXPECT_EQ(support::render(d), path + ": error: " + d.message + "\n");
  }
}

TEST(SemaFiles, MissingFile) {
  expect_path_error(std::string(FUSEPROOF_SOURCE_DIR) + "/rules/no_such_rule.rule",
                    "cannot open file");
}

TEST(SemaFiles, NulByte) {
  std::string text = std::string(kBase);
  text[10] = '\0';
  fs::path p = temp_file("nul.rule", text);
  expect_path_error(p.string(), "not a text file (NUL byte at offset 10)");
  fs::remove(p);
}

TEST(SemaFiles, InvalidUtf8) {
  fs::path p = temp_file("latin1.rule", "# caf\xe9\n" + std::string(kBase));
  expect_path_error(p.string(), "not a text file (invalid UTF-8 at offset 5)");
  fs::remove(p);
}

TEST(SemaFiles, Utf8CommentsAreText) {
  fs::path p = temp_file("utf8.rule", "# caf\xc3\xa9 \xe2\x80\x94 ok\n" + std::string(kBase));
  ir::Rule r = sema::load_rule_file(p.string());
  EXPECT_EQ(r.name, "r");
  EXPECT_EQ(r.loc.line, 2u);
  fs::remove(p);
}

TEST(SemaFiles, EmptyFileIsLocatedInThatFile) {
  fs::path p = temp_file("empty.rule", "");
  try {
    sema::load_rule_file(p.string());
    FAIL() << "no error for an empty file";
  } catch (const support::UserError &e) {
    EXPECT_TRUE(e.diagnostic().loc.valid());
    EXPECT_EQ(e.diagnostic().loc.file->path(), p.string());
    EXPECT_NE(e.diagnostic().message.find("empty rule file"), std::string::npos);
  }
  fs::remove(p);
}

} // namespace
} // namespace fuseproof
