#pragma once
// The gate: a kernel is generated only from a rule proved for all sizes whose numeric tier
// passed in every dtype the kernel uses (bf16 storage, fp32 accumulation). Anything else,
// including `unknown`, is a refusal with its reason.
#include "numeric/numeric_tier.h"
#include "verify/verdict.h"

#include <optional>
#include <string>

namespace fuseproof::codegen {

struct GateDecision {
  bool allowed = false;
  std::string reason;  // why not, when refused
  std::string verdict; // the symbolic verdict as recorded in the kernel's header
  std::string numeric; // the numeric verdict as recorded in the kernel's header
};

/// `numeric` is nullopt when the numeric tier was not run (a refusal).
GateDecision gate(const ir::Rule &rule, const verify::Verdict &symbolic,
                  const std::optional<numeric::NumericResult> &numeric,
                  const numeric::NumericOptions &numeric_options);

/// The dtypes a generated kernel uses, each of which needs numeric evidence.
inline constexpr const char *kKernelDtypes[] = {"f32", "bf16"};

} // namespace fuseproof::codegen
