#pragma once
// What `fuseproof ci` needs of one rule, and the cache that keeps it between runs. An entry is
// keyed by the SHA-256 of everything that can change it: the fuseproof executable itself (so a
// rebuilt tool never serves an older tool's verdicts), the solver version, the options, the
// rule's recorded path and its bytes. The cache is trusted like a build directory: CI jobs
// restore it from their own earlier runs, never from a pull request (docs/REPORTS.md).
#include "pipeline/rule_result.h"

#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace fuseproof::pipeline {

/// A rule's proof reports as text. The pipeline stores and serves them but does not render
/// them: report/ renders RuleResult, so the renderer is passed in (RenderReports) to keep the
/// dependency pointing from report/ to the pipeline only.
struct ReportTexts {
  std::string md, json, smt2; // proofs/<rule>.md, .json, .smt2
  std::string svg;            // proofs/<rule>.svg, the error figure; "" when there is none
};
using RenderReports = std::function<ReportTexts(const RuleResult &)>;

struct Artefacts {
  std::string rule; // the rule's name
  std::string file; // its recorded path
  bool passed = false;
  std::string verdict;               // "proved (all sizes)", ...
  std::string numeric;               // "pass", "FAIL (...)", "not run: ..."
  std::vector<std::string> failures; // why the rule fails, one message each
  std::string kernel_path;           // where its kernel belongs
  bool kernel_generated = false;
  std::string kernel_note; // the refusal or not-GEMM reason when not generated
  std::string kernel_text;
  ReportTexts reports;
  double seconds = 0;  // of the computation (a cached entry keeps the original's)
  bool cached = false; // served from the cache in this run
};

/// Collects the verdicts of a computed result and its reports, rendered by `render`.
Artefacts make_artefacts(const RuleResult &r, const RenderReports &render);

/// The cache key of a rule file under `options` (hex SHA-256).
std::string cache_key(const std::string &recorded_file, const std::string &rule_text,
                      const CheckOptions &options);

/// nullopt when there is no complete entry for `key`.
std::optional<Artefacts> cache_load(const std::filesystem::path &dir, const std::string &key);
/// Writes the entry atomically (a complete directory renamed into place); false on I/O errors,
/// which only cost a later recomputation.
bool cache_store(const std::filesystem::path &dir, const std::string &key, const Artefacts &a);

} // namespace fuseproof::pipeline
