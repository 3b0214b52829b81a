#pragma once
// Running one rule file through every tier: the symbolic verifier, the numeric tier, the gate
// (codegen's policy) and the kernel generator. `ci` and `report` take the whole RuleResult;
// `gen` takes only the kernel, and proves only what could become one.
#include "pipeline/rule_result.h"

#include "support/diagnostics.h"

#include <optional>
#include <string>

namespace fuseproof::pipeline {

/// Loads, verifies, tests and (through the gate) generates the kernel of one rule file.
/// Throws support::UserError for a malformed rule.
RuleResult check_rule(const std::string &file, const CheckOptions &options);

/// What `fuseproof gen` learns of one rule file.
struct GenResult {
  /// A malformed rule (or contradictory preconditions), or one the numeric tier cannot run.
  /// Every error of a malformed file (support::UserError carries them all).
  std::optional<support::UserError> error;
  std::string rule_name;
  /// Not in GEMM + epilogue form (`gemm_form` false): the rule was not verified. Otherwise the
  /// gate's decision and, when it allows, the kernel for `options.kernels_dir`.
  KernelOutcome kernel;
};

/// The gate and kernel of one rule file with the evidence `gen` asks for: the numeric tier runs
/// in one pass (BLAS at every shape where allowed) and only for a rule proved for all sizes, the
/// one verdict the gate accepts.
GenResult generate_kernel(const std::string &file, const CheckOptions &options);

} // namespace fuseproof::pipeline
