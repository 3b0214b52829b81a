#pragma once
// Checking many rule files, in parallel and through the cache: shared by `ci` and `report`.
#include "pipeline/cache.h"

#include <cstddef>
#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace fuseproof::pipeline {

/// One rule's outcome in this run.
struct RuleRun {
  std::string file;
  std::optional<Artefacts> artefacts;
  std::string error; // a malformed rule (rendered diagnostic) or an internal error
};

/// Called as each rule finishes, in completion order and one call at a time, with how many
/// have finished of how many: a long run can show life while the caller still prints results
/// in rule order.
using RuleDone = std::function<void(const RuleRun &, size_t finished, size_t total)>;

/// Checks each file on `jobs` threads; results in the order of `files`. With a cache directory,
/// a rule whose key is cached is served from it and every computed one is stored. `render`
/// gives the reports of each computed rule; `done`, when set, hears of each finished rule.
std::vector<RuleRun> run_rules(const std::vector<std::string> &files, const CheckOptions &options,
                               const std::optional<std::filesystem::path> &cache, int jobs,
                               const RenderReports &render, const RuleDone &done);

} // namespace fuseproof::pipeline
