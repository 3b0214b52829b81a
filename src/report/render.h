#pragma once
// The proof report of one rule, rendered for reviewers (proofs/<rule>.md) and for machines
// (proofs/<rule>.json), and the index of all reports (proofs/README.md). Every renderer is a pure
// function of its input and prints no wall-clock time, so re-running on unchanged rules gives
// byte-identical files and a diff in review means a result changed.
#include "pipeline/rule_result.h"

#include <boost/json.hpp>

#include <sstream>
#include <string>
#include <string_view>
#include <vector>

namespace fuseproof::report {

/// Bumped when a key of the JSON report changes meaning or disappears.
inline constexpr int kReportSchemaVersion = 1;

/// proofs/<rule>.md: verdict per tier, the rule, preconditions, budgets, laws and facts, the
/// counterexample, the numeric tables, the kernel, and provenance.
std::string render_markdown(const pipeline::RuleResult &r);

/// proofs/<rule>.json as an object, keys in a fixed order (schema_version, rule, description,
/// file, rule_sha256, tool, options, verdict, numeric, numeric_not_run, numeric_error, kernel,
/// obligations, passed). `numeric` is null when the tier did not run.
boost::json::object report_json(const pipeline::RuleResult &r);

/// report_json, pretty-printed with write_json.
std::string render_json(const pipeline::RuleResult &r);

/// A deterministic pretty printer: 2-space indent, one key per line in the object's own order,
/// arrays of scalars on one line, doubles as the shortest text that reads back (non-finite ones
/// as the strings "inf", "-inf", "nan", which JSON cannot spell), a trailing newline.
std::string write_json(const boost::json::value &v);

/// proofs/README.md: one table row per report (sorted by rule name), built from report_json
/// objects only, so it can be rebuilt from the proofs/*.json files on disk.
std::string render_index(const std::vector<boost::json::object> &reports);

// ---- shared by the renderers (and usable by other report formats) ----

/// Text safe inside XML (JUnit, SVG) attribute values and content.
std::string xml_escape(std::string_view s);

/// Fixed-width scientific notation ("5.02e-03"): the same text on every machine for a double.
std::string sci(double v);

/// Text safe inside a markdown table cell: '|' escaped, line breaks as "<br>".
std::string md_cell(std::string_view text);
/// One markdown table row of md_cell-escaped cells; md_header adds the delimiter row.
void md_row(std::ostringstream &out, const std::vector<std::string> &cells);
void md_header(std::ostringstream &out, const std::vector<std::string> &cells);

/// The dtypes of a numeric result's cases, in the order they first appear (one table each).
std::vector<std::string> case_dtypes(const numeric::NumericResult &n);

/// A small-shape numeric case: run without BLAS, so its statistics are machine-independent.
bool is_small_case(const numeric::CaseResult &c);

/// The criterion a numeric failure message names ("tolerance", "error-bound", ...): the text
/// before its first ':'. Realistic-shape failures are reported by this name only, since their
/// messages quote BLAS-dependent values.
std::string criterion_name(const std::string &failure);

/// The failures of a case as reports show them: full messages for small shapes, criterion names
/// (deduplicated, in order) for realistic ones.
std::vector<std::string> reported_failures(const numeric::CaseResult &c);
/// Why a case was not judged, as reports show it (at realistic shapes without the reference's
/// BLAS-dependent value); "" for a judged case.
std::string reported_not_judged(const numeric::CaseResult &c);

/// Why the gate refused the kernel, as reports show it: the gate quotes the first numeric
/// failure verbatim, which for a realistic shape holds BLAS-dependent values, so that case is
/// restated with the criterion name only.
std::string reported_refusal(const pipeline::RuleResult &r);

} // namespace fuseproof::report
