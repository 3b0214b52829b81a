#pragma once
// proofs/<rule>.smt2: every solver query a verdict rests on, as standalone SMT-LIB 2 that the
// z3 and cvc5 command-line solvers replay, each answering once per obligation, in order.
#include "smt/smt.h"
#include "verify/verdict.h"

#include <string>
#include <vector>

namespace fuseproof::report {

/// One file holding every obligation of `v`: a header saying how to replay it, then per
/// obligation a comment "; obligation K of N: <what>", "(set-info :status unsat|sat)",
/// "(set-logic ALL)" and the script (declarations, assertions, "(check-sat)"), with "(reset)"
/// between obligations. Deterministic: the same verdict renders to the same bytes.
std::string render_smt2(const std::string &rule_name, const std::string &rule_sha256,
                        const std::string &tool, const verify::Verdict &v);

/// An obligation's description and expected answer, as read back from a rendered file.
struct ExpectedAnswer {
  std::string what;
  smt::Result expected = smt::Result::Unsat;
};

/// The obligations of a file render_smt2 wrote, in order. Throws std::runtime_error on text that
/// does not follow that layout (a comment line without its status line, or an unknown status).
std::vector<ExpectedAnswer> parse_expected(const std::string &smt2_text);

} // namespace fuseproof::report
