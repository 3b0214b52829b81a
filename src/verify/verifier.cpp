#include "verify/verifier.h"

#include <chrono>

namespace fuseproof::verify {

Verdict verify_rule(const ir::Rule &rule, const VerifyOptions &options) {
  auto start = std::chrono::steady_clock::now();
  auto elapsed = [&] {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  };
  std::string reason = "not run (--bounded-only)";
  size_t calls = 0;
  if (options.run_all_sizes) {
    AllSizesResult r = prove_all_sizes(rule, options.all_sizes);
    calls = r.solver_calls;
    if (r.proved) {
      Verdict v;
      v.kind = VerdictKind::ProvedAllSizes;
      v.bound = options.bounded.bound;
      v.budget = options.all_sizes.budget;
      v.solver_calls = r.solver_calls;
      v.facts_used = r.facts_used;
      v.steps = r.steps;
      v.obligations = proof_obligations(r);
      v.ran_all_sizes = true;
      v.seconds = elapsed();
      return v;
    }
    reason = r.reason;
  }
  Verdict v = prove_bounded(rule, options.bounded);
  v.all_sizes_reason = reason;
  v.ran_all_sizes = options.run_all_sizes;
  v.solver_calls += calls;
  v.seconds = elapsed();
  return v;
}

} // namespace fuseproof::verify
