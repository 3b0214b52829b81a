#pragma once
// The result of `fuseproof check-kernel` as a Markdown document a reviewer can read next to the
// rule's proof report: the rule's verdict, the kernel and where it ran, and the numeric tier's
// tables with the kernel as the fused side, its worst elements where a case does not pass.
// Unlike proofs/<rule>.md it shows every statistic at every shape: it records one run of one
// kernel on one machine, and is not kept byte-identical in the repository.
#include "numeric/numeric_tier.h"

#include <optional>
#include <string>

namespace fuseproof::report {

struct KernelCheckReport {
  std::string rule_name, rule_file, rule_sha256;
  std::string verdict;         // the rule's symbolic verdict, as `verify` prints it
  std::string binding, device; // the kernel under test and where it ran
  std::string tool;            // "fuseproof 0.1.0 (Z3 4.8.12)"
  std::optional<numeric::NumericResult> numeric;
  std::string error; // why the kernel was not (fully) checked; "" when it was
  bool passed = false;
};

std::string render_kernel_check_markdown(const KernelCheckReport &r);

} // namespace fuseproof::report
