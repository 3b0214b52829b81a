#pragma once
// Runs the verifier on one rule text and checks its verdict independently:
// - `proved`: both sides are evaluated in double (fuzz/checked_domain.h) on seeded random inputs
//   at random shapes that meet the preconditions (dims up to --max-dim for an all-sizes proof,
//   up to B for a bounded one) with scalars that meet theirs; a right side undefined where the
//   left is defined, outputs that differ beyond rounding, or preconditions that no draw can
//   meet, break the proof;
// - `refuted`: the counterexample is replayed the same way; sides that agree break it.
#include <cstdint>
#include <string>

namespace fuseproof::fuzz {

struct CheckOptions {
  int bound = 2;             // the bounded tier's B
  unsigned timeout_ms = 300; // per solver call
  unsigned rlimit = 300000;  // Z3 resource units of each call's fast attempt
  unsigned memory_mb = 1024;
  bool check_steps = true;   // re-check all-sizes steps in fresh solvers, as the CLI does
  int max_dim = 64;          // largest dimension of the cross-check's shapes
  int trials = 10;           // (shape, scalars, inputs) draws per proved rule
  int64_t op_limit = 400000; // operations per side per draw; larger shapes are shrunk
  uint64_t seed = 1;         // mixed with the rule text's hash to seed the draws
};

// Malformed: rejected with a user diagnostic (by the parser, sema, or the verifier refusing to
// judge a rule, e.g. one whose preconditions can never hold).
enum class Outcome { Proved, Refuted, Unknown, Malformed };

enum class Finding {
  None,
  ProvedButDiffers,      // proved, yet the outputs differ on a valid input
  ProvedButRhsUndefined, // proved, yet the rhs is undefined where the lhs is defined
  ProvedVacuous,         // proved, yet no draw meets the preconditions
  RefutedNotReplayed,    // refuted, yet the sides agree at the counterexample
  EqualRuleRefuted,      // equal by construction, yet refuted (and the replay confirms it)
  Crash,                 // an internal error, an unexpected exception, or a signal
  Hang,                  // no verdict within the watchdog although every solver call is budgeted
};
const char *finding_name(Finding f);

struct CheckResult {
  Outcome outcome = Outcome::Unknown;
  std::string verdict; // the verifier's verdict text, or the diagnostic of a malformed rule
  Finding finding = Finding::None;
  std::string detail;                           // what the disagreement is
  int inputs_checked = 0;                       // draws on which both sides were compared
  double verify_seconds = 0, check_seconds = 0; // time in the verifier, in the cross-check
};

/// `equal_by_construction` marks class (a) rules, which must never be refuted.
CheckResult check_rule_text(const std::string &text, bool equal_by_construction,
                            const CheckOptions &options);

/// The cross-check alone, as if the verifier had proved the rule for all sizes: tests the
/// generator's laws and the checker itself without a solver.
CheckResult cross_check_only(const std::string &text, const CheckOptions &options);

} // namespace fuseproof::fuzz
