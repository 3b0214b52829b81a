#pragma once
// Runs one check in a child process, so that the verifier crashing (a signal) or hanging (a
// solver call that ignores its budget) becomes a finding of the run instead of its end. The
// parent never calls the solver itself, so it holds no solver threads when it forks.
#include "fuzz/checker.h"

namespace fuseproof::fuzz {

/// check_rule_text in a child; no answer within `timeout_s` seconds is Finding::Hang, a child
/// killed by a signal or dying without an answer is Finding::Crash.
CheckResult check_isolated(const std::string &text, bool equal_by_construction,
                           const CheckOptions &options, double timeout_s);

} // namespace fuseproof::fuzz
