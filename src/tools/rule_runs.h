#pragma once
// Checking many rule files, in parallel and through the cache: shared by `ci` and `report`.
#include "report/cache.h"

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace fuseproof::tools {

/// One rule's outcome in this run.
struct RuleRun {
  std::string file;
  std::optional<report::Artefacts> artefacts;
  std::string error; // a malformed rule (rendered diagnostic) or an internal error
};

/// Checks each file on `jobs` threads; results in the order of `files`. With a cache directory,
/// a rule whose key is cached is served from it and every computed one is stored. With
/// `progress`, a line on stderr as each rule finishes (in completion order: a long run shows
/// life; stdout, printed by the caller in rule order, stays deterministic).
std::vector<RuleRun> run_rules(const std::vector<std::string> &files,
                               const report::CheckOptions &options,
                               const std::optional<std::filesystem::path> &cache, int jobs,
                               bool progress);

} // namespace fuseproof::tools
