#include "pipeline/command_checks.h"

#include "sema/sema.h"
#include "verify/preconditions.h"

namespace fuseproof::pipeline {

ir::Rule load_checked_rule(const std::string &file, const verify::VerifyOptions &options) {
  ir::Rule rule = sema::load_rule_file(file);
  verify::require_satisfiable(rule, verify::check_preconditions(rule, options.bounded.budget));
  return rule;
}

std::vector<LabelledVerdict> verify_rule_checks(const ir::Rule &rule,
                                                const verify::VerifyOptions &options,
                                                bool self_check) {
  std::vector<LabelledVerdict> out;
  if (!self_check) {
    out.push_back({rule.name, verify::verify_rule(rule, options)});
    return out;
  }
  out.push_back({rule.name + " (lhs == lhs)",
                 verify::verify_rule(ir::identity_rule(rule, true), options)});
  out.push_back({rule.name + " (rhs == rhs)",
                 verify::verify_rule(ir::identity_rule(rule, false), options)});
  return out;
}

NumericRun test_rule(const std::string &file, const ir::Rule &rule,
                     const numeric::NumericOptions &options) {
  NumericRun out;
  try {
    out.result = numeric::run_numeric(rule, options);
  } catch (const semantics::EvalError &e) {
    out.what = e.what();
    out.error = support::Diagnostic{e.loc(), "numeric tier: " + out.what, {}, file};
  }
  return out;
}

} // namespace fuseproof::pipeline
