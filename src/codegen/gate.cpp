#include "codegen/gate.h"

#include <algorithm>
#include <set>

namespace fuseproof::codegen {

GateDecision gate(const ir::Rule &rule, const verify::Verdict &symbolic,
                  const std::optional<numeric::NumericResult> &numeric,
                  const numeric::NumericOptions &options) {
  GateDecision d;
  d.verdict = verify::verdict_text(symbolic);
  switch (symbolic.kind) {
  case verify::VerdictKind::ProvedAllSizes: break;
  case verify::VerdictKind::ProvedBounded:
    d.reason = "proved only up to a bound (" + d.verdict +
               "); a kernel runs at every size, so it needs an all-sizes proof";
    return d;
  case verify::VerdictKind::Refuted: d.reason = "the rule is refuted: " + symbolic.reason; return d;
  case verify::VerdictKind::Unknown:
    d.reason = "the rule is not proved (" + d.verdict + "); unknown is never a pass";
    return d;
  }
  if (!numeric) {
    d.reason = "the numeric tier did not run";
    return d;
  }
  std::set<std::string> passed_dtypes, failed;
  for (const numeric::CaseResult &c : numeric->cases)
    (c.passed() ? passed_dtypes : failed).insert(c.dtype);
  if (!numeric->passed()) {
    d.reason = "the numeric tier fails: " + numeric->reason();
    return d;
  }
  for (const char *dtype : kKernelDtypes)
    if (!passed_dtypes.count(dtype)) {
      d.reason = std::string("no numeric evidence in ") + dtype +
                 ", which the kernel uses (add it to the rule's dtypes)";
      return d;
    }
  std::string shapes = options.small_shapes && options.realistic_shapes ? "small and realistic"
                       : options.realistic_shapes                       ? "realistic"
                                                                        : "small";
  d.numeric = "pass (f32 bf16, " + std::to_string(numeric->cases.size()) + " cases at " + shapes +
              " shapes, seed " + std::to_string(numeric->seed) +
              (options.error_bound ? "" : ", no error bound") + ")";
  (void)rule;
  d.allowed = true;
  return d;
}

} // namespace fuseproof::codegen
