#include "pipeline/rule_result.h"

#include "codegen/emit_hip.h"
#include "codegen/kernel_preconditions.h"
#include "numeric/generators.h"
#include "sema/sema.h"
#include "smt/smt.h"
#include "support/diagnostics.h"
#include "support/sha256.h"

#include <chrono>
#include <filesystem>
#include <sstream>

namespace fuseproof::pipeline {

namespace fs = std::filesystem;

std::string tool_version() {
  return std::string("fuseproof ") + kToolVersion + " (" + smt::Context::solver_version() + ")";
}

std::string recorded_path(const std::string &file) {
  fs::path p = fs::path(file).lexically_normal();
  if (p.is_absolute()) {
    std::error_code ec;
    fs::path rel = fs::relative(p, fs::current_path(ec), ec);
    if (!ec && !rel.empty() && *rel.begin() != "..")
      return rel.generic_string();
  }
  return p.generic_string();
}

std::string CheckOptions::summary() const { return evidence() + "; kernels in " + kernels_dir; }

std::string CheckOptions::evidence() const {
  std::ostringstream s;
  const smt::Budget &b = symbolic.bounded.budget;
  s << "bound " << symbolic.bounded.bound << "; solver budget " << b.timeout_ms << " ms, "
    << b.memory_mb << " MiB, rlimit " << b.fast_rlimit << " (fast attempt)";
  s << "; all-sizes tier " << (symbolic.run_all_sizes ? "on" : "off");
  if (symbolic.run_all_sizes) {
    s << (symbolic.all_sizes.check_steps ? ", steps re-checked" : ", steps not re-checked");
    for (verify::Law law : symbolic.all_sizes.disabled)
      s << ", law " << verify::law_name(law) << " disabled";
  }
  const numeric::NumericOptions &n = numeric;
  s << "; numeric shapes "
    << (n.small_shapes && n.realistic_shapes ? "small and realistic"
        : n.realistic_shapes                 ? "realistic"
                                             : "small");
  if (n.small_shapes)
    s << " (small up to " << n.small_bound << ")";
  for (const auto &[dim, size] : n.shape_override)
    s << ", " << dim << "=" << size;
  if (n.realistic_shapes)
    s << ", " << (n.sample_positions ? std::to_string(n.sample_positions) : std::string("all"))
      << " positions per independent dimension";
  s << ", seed " << (n.seed ? n.seed : numeric::kDefaultSeed);
  if (!n.dtypes.empty()) {
    s << ", dtypes";
    for (const std::string &d : n.dtypes)
      s << " " << d;
  }
  if (!n.distributions.empty()) {
    s << ", distributions";
    for (ir::Distribution d : n.distributions)
      s << " " << ir::distribution_name(d);
  }
  s << (n.fast_path ? "" : ", no BLAS") << (n.error_bound ? "" : ", no error bound");
  return s.str();
}

bool RuleResult::passed() const {
  if (!verify::is_proved(verdict.kind) || !numeric_error.empty())
    return false;
  return !numeric || numeric->passed();
}

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

} // namespace

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

} // namespace fuseproof::pipeline
