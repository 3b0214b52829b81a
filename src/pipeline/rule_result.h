#pragma once
// Everything fuseproof concludes about one rule file, computed once (pipeline/check_rule.h) and
// rendered many ways: the proof report (proofs/<rule>.md, .json, .smt2), the CI gate's
// comparisons, the JUnit XML, and the cache. Every field that a report shows is deterministic:
// wall-clock times live only in `seconds` fields that reports never print (they go to the CI output
// and JUnit XML).
#include "codegen/gate.h"
#include "ir/ir.h"
#include "numeric/numeric_tier.h"
#include "verify/verifier.h"

#include <optional>
#include <string>
#include <vector>

namespace fuseproof::pipeline {

inline constexpr const char *kToolVersion = "0.1.0";
/// "fuseproof 0.1.0 (Z3 4.8.12)": what generated files and reports record.
std::string tool_version();

/// A rule file's path as recorded in reports and kernel headers: relative to the working
/// directory when inside it, so that they do not depend on where the checkout lives.
std::string recorded_path(const std::string &file);

/// The options a rule was checked under: part of the cache key and shown in reports.
struct CheckOptions {
  verify::VerifyOptions symbolic;
  numeric::NumericOptions numeric;
  std::string kernels_dir = "kernels/generated"; // where a rule's kernel belongs
  /// One line naming every option that changes a result (budgets, bound, shapes, seed, ...).
  std::string summary() const;
  /// The part of summary() that describes the evidence (everything but where kernels go):
  /// recorded in every generated kernel's header.
  std::string evidence() const;
};

/// The generated-kernel section of a rule.
struct KernelOutcome {
  bool gemm_form = false;          // the right side is GEMM + epilogue
  std::string not_gemm;            // why not, when it is not
  support::SourceLoc not_gemm_loc; // the statement that breaks the form
  bool generated = false;          // the gate allowed it and the generator wrote it
  std::string refusal;             // the gate's reason, when it is in GEMM form but refused
  std::string path;                // kernels/generated/<rule>.hip (relative, generic separators)
  std::string text;                // the generated file, when generated
  std::string sha256;              // of `text`
  codegen::GateDecision gate;      // what the header records
};

struct RuleResult {
  std::string file;        // the rule file as recorded (relative to the working directory)
  std::string rule_text;   // the file's bytes
  std::string rule_sha256; // of those bytes
  std::string tool;        // "fuseproof 0.1.0 (Z3 4.8.12)"
  ir::Rule rule;
  verify::Verdict verdict;
  /// The numeric tier, when it ran: only for a proved rule (a refuted or unknown one has no
  /// numeric section; the report says why). Small shapes run on the generic evaluator (no BLAS)
  /// so their statistics are the same on every machine; realistic shapes use BLAS, whose
  /// kernels differ between CPUs, so reports show only their verdicts (docs/REPORTS.md).
  std::optional<numeric::NumericResult> numeric;
  std::string numeric_not_run; // why it did not run
  std::string numeric_error;   // the tier could not run the rule (a located EvalError message)
  KernelOutcome kernel;
  CheckOptions options;
  double seconds = 0; // wall clock of computing this result; never in a report

  /// Every tier passed: proved for all sizes or up to the bound, numeric passing when it ran.
  bool passed() const;
};

} // namespace fuseproof::pipeline
