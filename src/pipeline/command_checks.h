#pragma once
// The tiers `fuseproof verify` and `fuseproof test` run on one rule file, one call each, so the
// command only parses options and prints: loading with the precondition check every tier needs
// first, the symbolic verdicts (the rule, or each side against itself), the numeric tier.
#include "ir/ir.h"
#include "numeric/numeric_tier.h"
#include "support/diagnostics.h"
#include "verify/verifier.h"

#include <optional>
#include <string>
#include <vector>

namespace fuseproof::pipeline {

/// Loads a rule file and refuses preconditions that cannot hold, before any tier runs (the
/// numeric tier too would test nothing under them). Throws support::UserError.
ir::Rule load_checked_rule(const std::string &file, const verify::VerifyOptions &options);

/// One symbolic verdict and what it is about: the rule's name, or "<rule> (lhs == lhs)".
struct LabelledVerdict {
  std::string label;
  verify::Verdict verdict;
};

/// The rule's verdict, or with `self_check` (the identity check) each side proved equal to
/// itself.
std::vector<LabelledVerdict> verify_rule_checks(const ir::Rule &rule,
                                                const verify::VerifyOptions &options,
                                                bool self_check);

/// The numeric tier's result, or the located error of a rule it cannot run as written.
struct NumericRun {
  std::optional<numeric::NumericResult> result;
  std::optional<support::Diagnostic> error; // "numeric tier: <what>" at the offending place
  std::string what;                         // the error alone
};
NumericRun test_rule(const std::string &file, const ir::Rule &rule,
                     const numeric::NumericOptions &options);

} // namespace fuseproof::pipeline
