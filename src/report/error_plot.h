#pragma once
// proofs/<rule>.svg: the numeric tier's observed errors as a figure a reviewer sees on the code
// host, beside the tables of proofs/<rule>.md. Only the small shapes are drawn: they run on the
// generic evaluator, so their numbers (and thus the figure's bytes) are the same on every
// machine, while realistic shapes go through the machine's BLAS.
#include "pipeline/rule_result.h"

#include <string>

namespace fuseproof::report {

/// Whether `r` has anything to draw: a numeric result with at least one small-shape case that
/// has outputs. The report links the figure exactly when this holds.
bool has_error_plot(const pipeline::RuleResult &r);

/// The figure as SVG text, "" when !has_error_plot(r). One row per dtype and output (in the
/// order of the numeric cases), one slot per distribution in each of two panels: on the left the
/// largest absolute error of the unfused (lhs) and fused (rhs) sides on a log scale, on the
/// right the largest share of the rigorous rounding-error bound each side uses, with the bound
/// itself as a dashed line at 1. Every marker carries a <title> with its value; coordinates are
/// printed with fixed precision so the text is byte-identical on re-run.
std::string render_error_plot(const pipeline::RuleResult &r);

} // namespace fuseproof::report
