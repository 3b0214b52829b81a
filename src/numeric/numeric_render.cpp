#include "numeric/numeric_render.h"

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <sstream>

namespace fuseproof::numeric {

namespace {

std::string sci(double v) {
  if (std::isnan(v))
    return "nan"; // printf may write "-nan"
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.2e", v);
  return buf;
}

/// An ulp distance; the maximum value stands for "no distance" (a NaN, a one-sided infinity).
std::string ulp_text(uint64_t u) { return u == UINT64_MAX ? "nan" : std::to_string(u); }

std::string case_result_text(const CaseResult &c) {
  return c.failed() ? "FAIL" : c.judged() ? "pass" : "not judged";
}

std::string cell(const std::string &s, size_t width) {
  return s.size() >= width ? s + " " : s + std::string(width - s.size(), ' ');
}

boost::json::object stats_json(const ErrorStats &s) {
  return {{"count", s.count},
          {"max_abs", s.max_abs},
          {"mean_abs", s.mean_abs},
          {"max_rel", s.max_rel},
          {"mean_rel", s.mean_rel},
          {"ulp_p50", s.ulp_p50},
          {"ulp_p90", s.ulp_p90},
          {"ulp_p99", s.ulp_p99},
          {"ulp_max", s.ulp_max},
          {"worst_index", s.worst},
          {"worst_value", s.worst_value},
          {"worst_reference", s.worst_reference},
          {"nonfinite", s.nonfinite}};
}

boost::json::value bound_json(const std::optional<BoundResult> &b) {
  if (!b)
    return nullptr;
  return boost::json::object{{"max_observed_over_bound", b->max_ratio},
                             {"violations", b->violations}};
}

} // namespace

std::string numeric_table(const NumericResult &r, int indent, const std::string &fused) {
  std::string pad(indent, ' ');
  std::ostringstream out;
  out << pad << cell("shape", 9) << cell("dtype", 6) << cell("distribution", 16)
      << cell("output", 8) << cell("max|" + fused + "-ref|", 8 + fused.size())
      << cell("max|lhs-ref|", 13) << cell("max rel", 10) << cell("ulp p50/p99/max", 18)
      << cell("err/bound", 10) << "result\n";
  for (const CaseResult &c : r.cases)
    for (const OutputResult &o : c.outputs) {
      std::string ulps =
          ulp_text(o.rhs.ulp_p50) + "/" + ulp_text(o.rhs.ulp_p99) + "/" + ulp_text(o.rhs.ulp_max);
      double ratio = 0;
      for (const auto &b : {o.lhs_bound, o.rhs_bound})
        if (b)
          ratio =
              std::isnan(b->max_ratio) || std::isnan(ratio) ? NAN : std::max(ratio, b->max_ratio);
      out << pad << cell(c.shape_name, 9) << cell(c.dtype, 6)
          << cell(ir::distribution_name(c.distribution), 16) << cell(o.name, 8)
          << cell(sci(o.rhs.max_abs), 8 + fused.size()) << cell(sci(o.lhs.max_abs), 13)
          << cell(sci(o.rhs.max_rel), 10) << cell(ulps, 18)
          << cell(o.lhs_bound ? sci(ratio) : "-", 10) << case_result_text(c)
          << (o.tolerance_applies() || c.shape_name == "small" || !c.judged()
                  ? ""
                  : " (tolerance not judged: unfused uses " + sci(o.lhs_tolerance.max_ratio) +
                        " of it)")
          << '\n';
    }
  for (const GradientCheck &g : r.gradients) {
    out << pad << (g.passed() ? "gradient " : "FAIL gradient ") << g.gradient << " = vjp(" << g.wrt
        << ", ...): " << g.directions << " directions at " << g.shapes
        << " small shapes against central differences in f64, max relative error "
        << sci(g.max_rel_error) << " (tolerance " << sci(kGradientTolerance) << ")";
    if (g.skipped)
      out << ", " << g.skipped << " directions outside an operator's domain skipped";
    out << '\n';
    if (!g.passed())
      out << pad << "FAIL " << g.problem() << '\n';
  }
  for (const CaseResult &c : r.cases) {
    std::string which = c.shape_name + " " + c.dtype + " " + ir::distribution_name(c.distribution);
    for (const std::string &f : c.failures)
      out << pad << "FAIL " << which << ": " << f << '\n';
    if (!c.judged())
      out << pad << "NOT JUDGED " << which << ": " << c.not_judged << '\n';
  }
  return out.str();
}

boost::json::object numeric_json(const NumericResult &r) {
  boost::json::array cases;
  for (const CaseResult &c : r.cases) {
    boost::json::array outputs, failures;
    for (const OutputResult &o : c.outputs) {
      outputs.push_back(
          boost::json::object{{"name", o.name},
                              {"rhs", stats_json(o.rhs)},
                              {"lhs", stats_json(o.lhs)},
                              {"rtol", o.rtol},
                              {"atol", o.atol},
                              {"tolerance_violations", o.tolerance.violations},
                              {"lhs_tolerance_violations", o.lhs_tolerance.violations},
                              {"tolerance_applies", o.tolerance_applies()},
                              {"rhs_tolerance_used", o.tolerance.max_ratio},
                              {"lhs_tolerance_used", o.lhs_tolerance.max_ratio},
                              {"no_less_accurate", o.no_less_accurate},
                              {"lhs_bound", bound_json(o.lhs_bound)},
                              {"rhs_bound", bound_json(o.rhs_bound)}});
      if (!o.worst.empty()) { // a kernel under test (check-kernel)
        boost::json::array worst;
        for (const WorstElement &w : o.worst)
          worst.push_back(boost::json::object{{"element", w.at},
                                              {"kernel", w.fused},
                                              {"unfused", w.unfused},
                                              {"reference", w.reference}});
        outputs.back().as_object()["worst"] = std::move(worst);
      }
    }
    for (const std::string &f : c.failures)
      failures.push_back(boost::json::string(f));
    cases.push_back(boost::json::object{{"shape", c.shape_name},
                                        {"sizes", c.shape_text},
                                        {"dtype", c.dtype},
                                        {"distribution", ir::distribution_name(c.distribution)},
                                        {"passed", c.passed()},
                                        {"not_judged", c.not_judged},
                                        {"outputs", std::move(outputs)},
                                        {"failures", std::move(failures)}});
  }
  boost::json::array gradients;
  for (const GradientCheck &g : r.gradients)
    gradients.push_back(boost::json::object{{"gradient", g.gradient},
                                            {"wrt", g.wrt},
                                            {"shapes", g.shapes},
                                            {"directions", g.directions},
                                            {"skipped", g.skipped},
                                            {"max_rel_error_below", g.reported_error()},
                                            {"tolerance", kGradientTolerance},
                                            {"passed", g.passed()},
                                            {"problem", g.problem()}});
  boost::json::object out{{"seed", r.seed},
                          {"passed", r.passed()},
                          {"reason", r.reason()},
                          {"cases", std::move(cases)}};
  if (!r.gradients.empty())
    out["gradients"] = std::move(gradients);
  return out;
}

} // namespace fuseproof::numeric
