#include "verify/verifier.h"

#include "verify/preconditions.h"

#include <chrono>

namespace fuseproof::verify {

Verdict verify_rule(const ir::Rule &rule, const VerifyOptions &options) {
  auto start = std::chrono::steady_clock::now();
  auto elapsed = [&] {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  };
  // Under preconditions that can never hold everything is "proved": refuse them first.
  PreconditionCheck pre = check_preconditions(rule, options.bounded.budget);
  require_satisfiable(rule, pre);
  if (pre.answer == Satisfiable::Unknown) {
    Verdict v;
    v.kind = VerdictKind::Unknown;
    v.bound = options.bounded.bound;
    v.budget = options.bounded.budget;
    v.reason = pre.reason;
    v.solver_calls = 1;
    v.seconds = elapsed();
    return v;
  }
  std::vector<Obligation> satisfiable;
  if (!pre.script.empty())
    satisfiable.push_back({"the preconditions can hold", pre.script, smt::Result::Sat});
  std::string reason = "not run (--bounded-only)", reason_full;
  AllSizesResult stopped; // the all-sizes attempt, when it did not prove the rule
  size_t calls = satisfiable.size();
  if (options.run_all_sizes) {
    AllSizesResult r = prove_all_sizes(rule, options.all_sizes);
    calls += r.solver_calls;
    if (r.proved) {
      Verdict v;
      v.kind = VerdictKind::ProvedAllSizes;
      v.bound = options.bounded.bound;
      v.budget = options.all_sizes.budget;
      v.solver_calls = r.solver_calls;
      v.facts_used = r.facts_used;
      v.steps = r.steps;
      v.obligations = satisfiable;
      for (Obligation &o : proof_obligations(r))
        v.obligations.push_back(std::move(o));
      v.ran_all_sizes = true;
      v.seconds = elapsed();
      return v;
    }
    reason = r.reason;
    reason_full = r.reason_full;
    stopped = std::move(r);
  }
  Verdict v = prove_bounded(rule, options.bounded);
  if (is_proved(v.kind))
    v.obligations.insert(v.obligations.begin(), satisfiable.begin(), satisfiable.end());
  v.all_sizes_reason = reason;
  v.all_sizes_reason_full = reason_full;
  v.all_sizes_laws = stopped.laws;
  v.all_sizes_missing = stopped.missing;
  v.all_sizes_missing_full = stopped.missing_full;
  v.ran_all_sizes = options.run_all_sizes;
  v.solver_calls += calls;
  v.seconds = elapsed();
  return v;
}

} // namespace fuseproof::verify
