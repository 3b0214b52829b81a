#pragma once
// A rule's three reports together: what the pipeline's cache keeps and `ci` and `report` write.
#include "pipeline/cache.h"

namespace fuseproof::report {

/// proofs/<rule>.md, .json, .smt2 and .svg of `r`: the renderer handed to the pipeline.
pipeline::ReportTexts render_reports(const pipeline::RuleResult &r);

} // namespace fuseproof::report
