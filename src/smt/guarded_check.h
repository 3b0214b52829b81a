#pragma once
// One Z3 check that returns within its wall-clock budget even when Z3 does not.
//
// Z3 4.8.12 has loops that count no resources and poll no cancel flag: the SMT core's embedded
// nlsat (its nonlinear module's last resort) ran 47 s on one query under a 300 ms timeout and a
// 300000 rlimit, and Z3_interrupt did not stop it either
// (src/fuzz/findings/hang_select_trig_power.rule). A verifier whose budgets do not hold hangs
// CI, so the check runs on a thread of its own; past its budget (plus a grace) it is interrupted,
// and if it still does not return it is abandoned: the answer is unknown, and the thread (which
// owns its context and solver) finishes in the background and frees them.
#include <z3++.h>

#include <memory>
#include <optional>
#include <string>

namespace fuseproof::smt {

/// A context with the solver being checked in it. Only one thread touches the two at a time:
/// the caller until run() starts the check, the checking thread until it finishes (for good,
/// when abandoned).
struct Scratch {
  z3::context ctx; // declared first: destroyed after the solver
  std::optional<z3::solver> solver;
};

struct GuardedResult {
  z3::check_result result = z3::unknown;
  std::string reason_unknown;
  bool abandoned = false; // the solver ignored its budget; `scratch` now belongs to its thread
};

/// Checks `scratch->solver`, giving up after `budget_ms` plus a grace period.
GuardedResult guarded_check(std::shared_ptr<Scratch> scratch, unsigned budget_ms);

} // namespace fuseproof::smt
