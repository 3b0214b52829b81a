#pragma once
// Writes a kernel plan as HIP source: kernels/generated/<rule>.hip.
#include "codegen/kernel_plan.h"

#include <string>

namespace fuseproof::codegen {

/// What the generated file's header records, so a CI gate can tie it to its rule and verdicts.
struct Provenance {
  std::string rule_file;   // as the user named it, e.g. rules/x.rule
  std::string rule_sha256; // of the rule file's bytes
  std::string verdict;     // the symbolic verdict, e.g. "proved (all sizes)"
  std::string numeric;     // the numeric tier's verdict and what it covered
  std::string evidence;    // every option the verdicts were obtained under (bound, budgets, ...)
  std::string tool;        // "fuseproof 0.1.0 (Z3 4.8.12)"
};

std::string kernel_file_name(const std::string &rule);
std::string emit_hip(const ir::Rule &rule, const KernelPlan &plan, const Provenance &prov);

} // namespace fuseproof::codegen
