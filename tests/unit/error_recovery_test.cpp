// Error recovery (support/error_log.h): every independent error of a rule file is reported, in
// source order, up to the limit; no error is reported that only follows from another one.
#include "sema/sema.h"
#include "support/diagnostics.h"
#include "support/error_log.h"

#include "test_support.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace fuseproof {
namespace {

using namespace testing_support;

struct Expected {
  uint32_t line, col;
  std::string message; // a substring of the diagnostic
};

struct Recovery {
  const char *name;
  std::string text;
  std::vector<Expected> errors; // all of them, in order
};

std::ostream &operator<<(std::ostream &os, const Recovery &c) { return os << c.name; }

class ErrorRecovery : public testing::TestWithParam<Recovery> {};

TEST_P(ErrorRecovery, ReportsEachIndependentErrorOnce) {
  const Recovery &c = GetParam();
  support::UserError e = error_of(c.text);
  const std::vector<support::Diagnostic> &got = e.diagnostics();
  ASSERT_EQ(got.size(), c.errors.size()) << support::render(e);
  for (size_t i = 0; i < got.size(); ++i) {
    EXPECT_TRUE(contains(got[i].message, c.errors[i].message)) << got[i].message;
    EXPECT_EQ(got[i].loc.line, c.errors[i].line) << got[i].message;
    EXPECT_EQ(got[i].loc.col, c.errors[i].col) << got[i].message;
  }
  EXPECT_EQ(e.stopped_at_limit(), 0u);
}

// A rule with two sides, each a single statement given by the case (line 5 and line 7).
std::string rule(const std::string &lhs, const std::string &rhs,
                 const std::string &decls = "dims M K\ninput X[M,K]\n") {
  return "rule r\n" + decls + "lhs:\n  " + lhs + "\nrhs:\n  " + rhs + "\ncompare y\n";
}

const char *kGood = "y[i] = sum(k) X[i,k]";

INSTANTIATE_TEST_SUITE_P(
    Table, ErrorRecovery,
    testing::Values(
        Recovery{"TwoUnknownFunctionsInOneExpression",
                 rule("y[i] = sum(k) gelu(X[i,k]) + phi(X[i,0])", kGood),
                 {{5, 17, "unknown function 'gelu'"}, {5, 32, "unknown function 'phi'"}}},
        Recovery{"UnknownFunctionInsideAnother",
                 rule("y[i] = gelu(phi(sum(k) X[i,k]))", kGood),
                 {{5, 10, "unknown function 'gelu'"}, {5, 15, "unknown function 'phi'"}}},
        // The first sum's failed body must not leave `k` bound for the second sum.
        Recovery{"ReductionsAfterAFailedReduction",
                 rule("y[i] = sum(k) gelu(X[i,k]) + sum(k) phi(X[i,k])", kGood),
                 {{5, 17, "unknown function 'gelu'"}, {5, 39, "unknown function 'phi'"}}},
        Recovery{"BadStatementsInBothSections",
                 rule("y[i] = sum(k) gelu(X[i,k])", "y[i] = sum(k) X[i,k] * Z[k]"),
                 {{5, 17, "unknown function 'gelu'"}, {7, 26, "unknown name 'Z'"}}},
        Recovery{"TensorAndIndexCheckedApart",
                 rule("y[i] = sum(k) Q[i,k] * X[i,q]", kGood),
                 {{5, 17, "unknown name 'Q'"}, {5, 30, "unbound index 'q'"}}},
        // A syntax error on a later line and a semantic error on an earlier one: source order,
        // not the order of the phases that found them.
        Recovery{"SyntaxErrorAfterSemanticError",
                 rule("y[i] = sum(k) gelu(X[i,k])", "y[i] = sum(k) X[i,k] +"),
                 {{5, 17, "unknown function 'gelu'"}, {7, 25, "expected an expression"}}},
        Recovery{"LexerAndParserErrors",
                 rule("y[i] = sum(k) X[i,k] $ 2", "y[i] sum(k) X[i,k]"),
                 {{5, 24, "unexpected character '$'"}, {7, 8, "expected '=' after 'y'"}}},
        // A pasted symbol is several bytes of UTF-8: one error, not one per byte.
        Recovery{"MultiByteCharacterIsOneError",
                 rule("y[i] = sum(k) X[i,k] \xc3\x97 2", kGood),
                 {{5, 24, "unexpected character byte 195"}}},
        // The rest of a line that failed to parse is not checked.
        Recovery{"SkippedTextIsNotChecked",
                 rule("y[i] sum(k) X[i,k] $ gelu(1)", kGood),
                 {{5, 8, "expected '=' after 'y'"}}},
        // Nothing is said about `r` after its definition failed, and nothing about `y`, which
        // reads it, or the compared output.
        Recovery{"UseOfANameWhoseParseFailed",
                 "rule r\ndims M K\ninput X[M,K]\nlhs:\n  r[i] = sum(k) X[i,k] +\n"
                 "  y[i] = 2 * r[i]\nrhs:\n  y[i] = 2 * sum(k) X[i,k]\ncompare y\n",
                 {{5, 25, "expected an expression"}}},
        Recovery{"UseOfANameWhoseAnalysisFailed",
                 "rule r\ndims M K\ninput X[M,K]\nlhs:\n  r[i] = sum(k) gelu(X[i,k])\n"
                 "  y[i] = 2 * r[i]\nrhs:\n  y[i] = 2 * sum(k) X[i,k]\ncompare y\n",
                 {{5, 17, "unknown function 'gelu'"}}},
        Recovery{"UseOfAnInputWhoseShapeFailed",
                 rule(kGood, kGood, "dims M K\ninput X[M,Q]\n"),
                 {{3, 11, "unknown dimension 'Q'"}}},
        Recovery{"UseOfDimensionsWhoseLineFailed",
                 rule(kGood, kGood, "dims M, K\ninput X[M,K]\n"),
                 {{2, 7, "expected end of line, found ','"}}},
        // The range of `p` would be inferred from the body that failed.
        Recovery{
            "NoRangeErrorFromAFailedBody",
            rule("y[i,p] = gelu(X[i, 2*p])", "y[i,p] = X[i, 2*p]", "dims M P\ninput X[M,2*P]\n"),
            {{5, 12, "unknown function 'gelu'"}, {7, 7, "cannot infer the range of index 'p'"}}},
        // A bad index name is still bound: its uses are not unbound indices.
        Recovery{"BadBinderIsStillBound",
                 rule("y[K] = sum(k) X[K,k]", kGood),
                 {{5, 5, "index 'K' has the name of a declared dimension"}}},
        Recovery{"UnclosedBracketRecoversAtTheNextSection",
                 rule("y[i] = sum(k) gelu(X[i,k]", "y[i] = sum(k) phi(X[i,k])"),
                 {{6, 1, "expected ',' or ')' in the arguments of 'gelu', found 'rhs'"},
                  {7, 17, "unknown function 'phi'"}}},
        Recovery{"MisspeltSectionHeading",
                 "rule r\ndims M K\ninput X[M,K]\nlsh:\n  y[i] = sum(k) X[i,k]\nrhs:\n  " +
                     std::string(kGood) + "\ncompare y\n",
                 {{4, 1, "unknown section 'lsh'"}}},
        Recovery{"ToleranceForARejectedDtype",
                 rule(kGood, kGood) + "dtypes f32 f64\nnumeric tolerance f64 rtol=1e-3\n",
                 {{9, 12, "unknown dtype 'f64'"}}},
        Recovery{"EachNumericClause",
                 rule(kGood, kGood) + "numeric shape big M=1\nnumeric value nope = 1\n",
                 {{9, 15, "numeric shape 'big' gives no size for dimension 'K'"},
                  {10, 15, "'nope' is not a scalar"}}},
        // Checked only in a rule without other errors, and then each overflow is reported.
        Recovery{"EachIntegerOverflow",
                 rule("y[i] = X[i,0] + sum(k < 4294967296*4294967296) 1",
                      "y[i] = X[i,0] * sum(k < 4294967296*4294967296) 1"),
                 {{5, 37, "integer arithmetic overflows 64 bits"},
                  {7, 37, "integer arithmetic overflows 64 bits"}}},
        Recovery{"ErrorsBeforeASecondRule",
                 rule("y[i] = gelu(X[i,0])", kGood) + "rule s\n$\n",
                 {{5, 10, "unknown function 'gelu'"}, {9, 1, "a second rule in one file"}}},
        // Without `rule NAME` the file is not read further.
        Recovery{"NoHeaderStops",
                 "dims M\nlhs\n  y = $\n",
                 {{1, 1, "expected 'rule NAME' at the start of the file"}}}),
    [](const testing::TestParamInfo<Recovery> &info) { return std::string(info.param.name); });

std::string many_bad_statements(int n) {
  std::string text = "rule r\ndims N\ninput x[N]\nlhs:\n";
  for (int i = 0; i < n; ++i)
    text += "  t" + std::to_string(i) + "[i] = gelu(x[i])\n";
  return text + "  y[i] = x[i]\nrhs:\n  y[i] = x[i]\ncompare y\n";
}

TEST(ErrorLimit, StopsAfterTheLimitAndSaysSo) {
  support::UserError e = error_of(many_bad_statements(25));
  ASSERT_EQ(e.diagnostics().size(), support::kErrorLimit);
  EXPECT_EQ(e.diagnostics().back().loc.line, 4u + support::kErrorLimit);
  EXPECT_EQ(e.stopped_at_limit(), support::kErrorLimit);
  std::vector<std::string> lines = split_lines(support::render(e));
  ASSERT_EQ(lines.size(), 3 * support::kErrorLimit + 1);
  EXPECT_EQ(lines.back(), "t.rule: note: stopped after 20 errors; the rest of the file was not "
                          "checked");
}

TEST(ErrorLimit, ExactlyTheLimitIsNotCutOff) {
  support::UserError e = error_of(many_bad_statements(static_cast<int>(support::kErrorLimit)));
  EXPECT_EQ(e.diagnostics().size(), support::kErrorLimit);
  EXPECT_EQ(e.stopped_at_limit(), 0u);
  EXPECT_FALSE(contains(support::render(e), "stopped after"));
}

// ---- the log itself ----

support::Diagnostic located(const std::shared_ptr<const support::SourceFile> &file, uint32_t line,
                            const std::string &message) {
  return {{file, line, 1}, message, {}, {}};
}

TEST(ErrorLog, OneErrorRendersExactlyAsItsDiagnostic) {
  auto file = source("rule r\nlhs:\n");
  support::Diagnostic d = located(file, 2, "something is wrong");
  d.notes = {support::Note{located(file, 1, "").loc, "because of this"}};
  EXPECT_EQ(support::render(support::UserError(d)), support::render(d));
}

TEST(ErrorLog, SortsBySourceAndDropsRepeats) {
  auto file = source("a\nb\nc\n");
  support::ErrorLog log;
  try {
    log.run([&] {
      log.attempt([&] { support::fail({file, 3, 1}, "third"); });
      log.report(located(file, 1, "first"));
      log.report(located(file, 3, "third")); // reached along a second path
      return 0;
    });
    FAIL() << "no error";
  } catch (const support::UserError &e) {
    ASSERT_EQ(e.diagnostics().size(), 2u);
    EXPECT_EQ(e.diagnostics()[0].message, "first");
    EXPECT_EQ(e.diagnostics()[1].message, "third");
    EXPECT_STREQ(e.what(), "first");
  }
}

TEST(ErrorLog, EachChecksEverySiblingThenAbandonsTheParent) {
  auto file = source("a\nb\nc\n");
  support::ErrorLog log;
  bool third_ran = false;
  EXPECT_FALSE(log.attempt([&] {
    log.each(
        [&] {
          support::fail({file, 1, 1}, "one");
        },
        [&] { throw support::Abandoned(); }, [&] { third_ran = true; });
    ADD_FAILURE() << "the parent went on after a sibling failed";
  }));
  EXPECT_TRUE(third_ran);
  EXPECT_EQ(log.failures(), 3u); // two siblings and their parent
}

TEST(ErrorLog, AbandonedWithoutAnErrorIsABug) {
  support::ErrorLog log;
  EXPECT_THROW(log.run([]() -> int { throw support::Abandoned(); }), support::InternalError);
}

TEST(ErrorLog, AnEscapingErrorIsReportedWithTheRecordedOnes) {
  auto file = source("a\nb\n");
  support::ErrorLog log;
  try {
    log.run([&]() -> int {
      log.report(located(file, 2, "recorded"));
      support::fail({file, 1, 1}, "escaped");
    });
    FAIL() << "no error";
  } catch (const support::UserError &e) {
    ASSERT_EQ(e.diagnostics().size(), 2u);
    EXPECT_EQ(e.diagnostics()[0].message, "escaped");
  }
}

} // namespace
} // namespace fuseproof
