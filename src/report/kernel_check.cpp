#include "report/kernel_check.h"

#include "report/render.h"

#include <algorithm>
#include <cmath>
#include <sstream>

namespace fuseproof::report {

namespace {

std::string ulps(const numeric::ErrorStats &s) {
  auto one = [](uint64_t u) { return u == UINT64_MAX ? std::string("nan") : std::to_string(u); };
  return one(s.ulp_p50) + " / " + one(s.ulp_p99) + " / " + one(s.ulp_max);
}

std::string result_text(const numeric::CaseResult &c) {
  if (c.failed()) {
    std::string out = "**FAIL**: ";
    for (size_t i = 0; i < c.failures.size(); ++i)
      out += (i ? "; " : "") + ("`" + c.failures[i] + "`");
    return out;
  }
  return c.judged() ? "pass" : "not judged: " + c.not_judged;
}

void numeric_tables(std::ostringstream &out, const numeric::NumericResult &n) {
  for (const std::string &dtype : case_dtypes(n)) {
    out << "### " << dtype << "\n\n";
    md_header(out, {"distribution", "shape", "output", "max abs err unfused", "max abs err kernel",
                    "max rel err unfused", "max rel err kernel", "kernel ulp p50 / p99 / max",
                    "tolerance used by unfused / kernel", "result"});
    for (const numeric::CaseResult &c : n.cases) {
      if (c.dtype != dtype)
        continue;
      for (const numeric::OutputResult &o : c.outputs)
        md_row(out, {ir::distribution_name(c.distribution),
                     c.shape_name + " (" + c.shape_text + ")", o.name, sci(o.lhs.max_abs),
                     sci(o.rhs.max_abs), sci(o.lhs.max_rel), sci(o.rhs.max_rel), ulps(o.rhs),
                     sci(o.lhs_tolerance.max_ratio) + " / " + sci(o.tolerance.max_ratio),
                     result_text(c)});
    }
    out << '\n';
  }
}

void worst_elements(std::ostringstream &out, const numeric::NumericResult &n) {
  bool any = false;
  for (const numeric::CaseResult &c : n.cases) {
    if (c.passed())
      continue;
    for (const numeric::OutputResult &o : c.outputs) {
      if (o.worst.empty())
        continue;
      if (!any)
        out << "## Worst elements of the cases that do not pass\n\n";
      any = true;
      out << "### " << c.shape_name << " " << c.dtype << " "
          << ir::distribution_name(c.distribution) << ": " << o.name << "\n\n";
      md_header(out, {"element", "kernel", "unfused", "reference", "|kernel - reference|"});
      for (const numeric::WorstElement &w : o.worst)
        md_row(out, {"`" + w.at + "`", sci(w.fused), sci(w.unfused), sci(w.reference),
                     sci(std::abs(w.fused - w.reference))});
      out << '\n';
    }
  }
}

} // namespace

std::string render_kernel_check_markdown(const KernelCheckReport &r) {
  std::ostringstream out;
  out << "# Kernel check: `" << r.binding << "` against `" << r.rule_name << "`\n\n";
  md_header(out, {"item", "value"});
  md_row(out, {"result", r.passed ? "pass" : "**FAIL**" + (r.error.empty() ? "" : ": " + r.error)});
  md_row(out, {"rule", "`" + r.rule_file + "` (sha256 `" + r.rule_sha256 + "`)"});
  md_row(out, {"rule verdict", r.verdict});
  md_row(out, {"kernel binding", "`" + r.binding + "`"});
  md_row(out, {"device", r.device});
  if (r.numeric) {
    md_row(out, {"seed", std::to_string(r.numeric->seed)});
    md_row(out, {"cases", std::to_string(r.numeric->cases.size())});
  }
  md_row(out, {"tool", r.tool});
  out << '\n';
  if (!r.numeric)
    return out.str();
  out << "## Numeric tier, with the kernel as the fused side\n\n"
      << "The kernel ran on the numeric tier's seeded inputs (rounded to each dtype) at the full "
         "shape of every case; its outputs are compared with the double-precision reference of "
         "the rule's left side and with the left side run in the same dtype (the unfused "
         "pipeline), at the positions the tier evaluates. Criteria: `defined`, `finite`, at small "
         "shapes `error-bound` (within 4 times the rigorous bound of the rule's right side), at "
         "realistic shapes `tolerance` and `no-less-accurate`; see docs/CHECK_KERNEL.md.\n\n";
  numeric_tables(out, *r.numeric);
  worst_elements(out, *r.numeric);
  return out.str();
}

} // namespace fuseproof::report
