#include "pipeline/rule_result.h"

#include "numeric/generators.h"
#include "smt/smt.h"

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

} // namespace fuseproof::pipeline
