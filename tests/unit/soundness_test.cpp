// Soundness regressions, table-driven over whole classes rather than single instances: every
// orientation of a scalar precondition guarding a division, and every kind of user name spelled
// like a symbol the provers use internally. Expectations are computed, not written down.
#include "sema/sema.h"
#include "verify/verifier.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <regex>

namespace fuseproof {
namespace {

namespace fs = std::filesystem;

verify::Verdict verify_text(const std::string &text, const std::string &name) {
  fs::path path = fs::temp_directory_path() / ("fuseproof_soundness_" + name + ".rule");
  std::ofstream(path) << text;
  ir::Rule rule = sema::load_rule_file(path.string());
  verify::VerifyOptions options;
  options.bounded.bound = 2;
  verify::Verdict v = verify::verify_rule(rule, options);
  fs::remove(path);
  return v;
}

bool holds(const std::string &op, double a, double b) {
  if (op == "<") return a < b;
  if (op == "<=") return a <= b;
  if (op == ">") return a > b;
  if (op == ">=") return a >= b;
  if (op == "==") return a == b;
  return a != b;
}

// `alpha * x` against `alpha * alpha * x / alpha` is true exactly where alpha != 0: it must be
// proved when the precondition excludes alpha = 0, and refuted (alpha = 0 meets the
// precondition and the right side divides by it) otherwise. Every comparison, both
// orientations, literals of every sign: the class a mirrored comparison once fell into.
TEST(Soundness, DivisionGuardedByEveryOrientationOfAScalarPrecondition) {
  int cases = 0;
  for (const std::string op : {"<", "<=", ">", ">=", "==", "!="})
    for (bool scalar_first : {true, false})
      for (const std::string c : {"-1", "0", "1"}) {
        std::string cond = scalar_first ? "alpha " + op + " " + c : c + " " + op + " alpha";
        double lit = std::stod(c);
        bool zero_allowed = scalar_first ? holds(op, 0, lit) : holds(op, lit, 0);
        std::string text = "rule guard\ndims N\ninput x[N]\nscalar alpha where " + cond +
                           "\nlhs:\n  y[i] = alpha * x[i]\nrhs:\n  y[i] = alpha * alpha * x[i] / "
                           "alpha\ncompare y\n";
        verify::Verdict v = verify_text(text, "guard");
        if (zero_allowed)
          EXPECT_EQ(v.kind, verify::VerdictKind::Refuted) << cond << ": " << verdict_text(v);
        else
          EXPECT_TRUE(verify::is_proved(v.kind)) << cond << ": " << verdict_text(v);
        ++cases;
      }
  EXPECT_EQ(cases, 36);
}

// Names the encoders have used for their own symbols (d<id> and f<id> for dimensions and output
// indices, i.<...>, sum!/max!/exp! binders and applications, tile.*, the namespaces) given to
// each kind of user name: the verdict must not change.
TEST(Soundness, UserNamesSpelledLikeInternalSymbolsChangeNoVerdict) {
  const std::vector<std::pair<std::string, verify::VerdictKind>> rules = {
      {"rule r\ndims M K N\ninput A[M,K], B[K,N]\nscalar alpha\nlhs:\n  As[i,k] = alpha * "
       "A[i,k]\n  D[i,j] = sum(k) As[i,k] * B[k,j]\nrhs:\n  acc[i,j] = sum(k) A[i,k] * B[k,j]\n"
       "  D[i,j] = alpha * acc[i,j]\ncompare D\n",
       verify::VerdictKind::ProvedAllSizes},
      {"rule r\ndims M K N\ninput A[M,K], B[K,N]\nscalar alpha\nlhs:\n  D[i,j] = alpha * sum(k) "
       "A[i,k] * B[k,j]\nrhs:\n  acc[i,j] = sum(k) alpha * A[i,k] * B[k,j]\n  D[i,j] = alpha * "
       "acc[i,j]\ncompare D\n",
       verify::VerdictKind::Refuted},
  };
  // One user name of each kind: dimension, scalar, input, statement, index.
  const std::vector<std::string> user = {"M", "alpha", "A", "acc", "i", "k"};
  const std::vector<std::string> internal = {"d0", "d2", "f0", "i0", "aux", "tile"};
  for (const auto &[text, expected] : rules) {
    ASSERT_EQ(verify_text(text, "base").kind, expected);
    for (const std::string &from : user)
      for (const std::string &to : internal) {
        std::string renamed = std::regex_replace(text, std::regex("\\b" + from + "\\b"), to);
        if (renamed == text)
          continue;
        verify::Verdict v = verify_text(renamed, "renamed");
        EXPECT_EQ(v.kind, expected) << from << " -> " << to << "\n" << renamed;
      }
  }
}

} // namespace
} // namespace fuseproof
