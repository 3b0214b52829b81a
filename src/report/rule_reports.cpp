#include "report/rule_reports.h"

#include "report/error_plot.h"
#include "report/render.h"
#include "report/smt2.h"

namespace fuseproof::report {

pipeline::ReportTexts render_reports(const pipeline::RuleResult &r) {
  return {render_markdown(r), render_json(r),
          render_smt2(r.rule.name, r.rule_sha256, r.tool, r.verdict), render_error_plot(r)};
}

} // namespace fuseproof::report
