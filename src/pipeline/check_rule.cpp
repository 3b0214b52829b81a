#include "pipeline/check_rule.h"

#include "codegen/emit_hip.h"
#include "codegen/kernel_preconditions.h"
#include "sema/sema.h"
#include "support/diagnostics.h"
#include "support/sha256.h"
#include "verify/preconditions.h"

#include <chrono>
#include <filesystem>

namespace fuseproof::pipeline {

namespace fs = std::filesystem;

namespace {

/// Small shapes on the generic evaluator (machine-independent statistics), realistic ones with
/// BLAS: together the same cases, in the same order and with the same inputs, as one run of
/// the tier with `options`.
numeric::NumericResult run_numeric_split(const ir::Rule &rule,
                                         const numeric::NumericOptions &options) {
  numeric::NumericResult all;
  if (options.small_shapes) {
    numeric::NumericOptions small = options;
    small.realistic_shapes = false;
    small.fast_path = false;
    all = numeric::run_numeric(rule, small);
  }
  if (options.realistic_shapes) {
    numeric::NumericOptions realistic = options;
    realistic.small_shapes = false;
    numeric::NumericResult r = numeric::run_numeric(rule, realistic);
    all.seed = r.seed;
    for (numeric::CaseResult &c : r.cases)
      all.cases.push_back(std::move(c));
  }
  return all;
}

/// The gate and, when it allows, the generated kernel's text.
KernelOutcome kernel_outcome(const ir::Rule &rule, const std::string &recorded_file,
                             const std::string &rule_sha256, const verify::Verdict &verdict,
                             const std::optional<numeric::NumericResult> &numeric,
                             const CheckOptions &options) {
  KernelOutcome k;
  k.path = (fs::path(options.kernels_dir) / codegen::kernel_file_name(rule.name)).generic_string();
  codegen::PlanResult plan = codegen::plan_kernel(rule);
  if (plan.error) {
    k.not_gemm = plan.error->message;
    k.not_gemm_loc = plan.error->loc;
    return k;
  }
  k.gemm_form = true;
  k.gate = codegen::gate(rule, verdict, numeric, options.numeric);
  if (k.gate.allowed && !plan.plan->precondition_problem.empty())
    k.gate = {false, plan.plan->precondition_problem, k.gate.verdict, k.gate.numeric};
  if (k.gate.allowed)
    if (std::string why = codegen::tile_binding_problem(rule, *plan.plan,
                                                        options.symbolic.bounded.budget);
        !why.empty())
      k.gate = {false, why, k.gate.verdict, k.gate.numeric};
  if (!k.gate.allowed) {
    k.refusal = k.gate.reason;
    return k;
  }
  codegen::Provenance prov{recorded_file,  rule_sha256,        k.gate.verdict,
                           k.gate.numeric, options.evidence(), tool_version()};
  k.text = codegen::emit_hip(rule, *plan.plan, prov);
  k.sha256 = support::sha256_hex(k.text);
  k.generated = true;
  return k;
}

} // namespace

RuleResult check_rule(const std::string &file, const CheckOptions &options) {
  auto start = std::chrono::steady_clock::now();
  RuleResult r;
  r.rule = sema::load_rule_file(file);
  r.file = recorded_path(file);
  r.rule_text = r.rule.loc.file->text();
  r.rule_sha256 = support::sha256_hex(r.rule_text);
  r.tool = tool_version();
  r.options = options;
  r.verdict = verify::verify_rule(r.rule, options.symbolic);
  if (r.verdict.kind == verify::VerdictKind::ProvedAllSizes ||
      r.verdict.kind == verify::VerdictKind::ProvedBounded) {
    try {
      r.numeric = run_numeric_split(r.rule, options.numeric);
    } catch (const semantics::EvalError &e) {
      r.numeric_error = e.loc().text() + ": " + e.what();
    }
  } else {
    r.numeric_not_run = "the rule is " + verify::verdict_text(r.verdict);
  }
  r.kernel = kernel_outcome(r.rule, r.file, r.rule_sha256, r.verdict, r.numeric, options);
  r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return r;
}

GenResult generate_kernel(const std::string &file, const CheckOptions &options) {
  GenResult g;
  ir::Rule rule;
  try {
    rule = sema::load_rule_file(file);
    verify::require_satisfiable(rule,
                                verify::check_preconditions(rule, options.symbolic.bounded.budget));
  } catch (const support::UserError &e) {
    g.error = e;
    return g;
  }
  g.rule_name = rule.name;
  // Checked before any proof: a rule with no kernel to generate is not worth verifying here.
  codegen::PlanResult plan = codegen::plan_kernel(rule);
  if (plan.error) {
    g.kernel.not_gemm = plan.error->message;
    g.kernel.not_gemm_loc = plan.error->loc;
    return g;
  }
  verify::Verdict verdict = verify::verify_rule(rule, options.symbolic);
  std::optional<numeric::NumericResult> numeric;
  if (verdict.kind == verify::VerdictKind::ProvedAllSizes) {
    try {
      numeric = numeric::run_numeric(rule, options.numeric);
    } catch (const semantics::EvalError &e) {
      g.error = support::UserError(
          support::Diagnostic{e.loc(), std::string("numeric tier: ") + e.what(), {}, file});
      return g;
    }
  }
  g.kernel = kernel_outcome(rule, recorded_path(file), support::sha256_hex(rule.loc.file->text()),
                            verdict, numeric, options);
  return g;
}

} // namespace fuseproof::pipeline
