#pragma once
// The verification pipeline for one rule: the all-sizes tier first; when it cannot prove the
// rule, the bounded tier (which also finds counterexamples), with the reason tier 1 stopped.
#include "verify/all_sizes_prover.h"
#include "verify/bounded_prover.h"

namespace fuseproof::verify {

struct VerifyOptions {
  BoundedOptions bounded;
  AllSizesOptions all_sizes;
  bool run_all_sizes = true;
};

Verdict verify_rule(const ir::Rule &rule, const VerifyOptions &options);

} // namespace fuseproof::verify
