#pragma once
#include "pipeline/rule_result.h"

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace fuseproof::tools {

/// `fuseproof gen PATH...`; returns the exit status.
int run_gen(const std::vector<std::string> &args);
/// `fuseproof ci [RULES...]`: the CI gate; returns the exit status.
int run_ci(const std::vector<std::string> &args);
/// `fuseproof report PATH...`: writes the proof reports; returns the exit status.
int run_report(const std::vector<std::string> &args);
/// `fuseproof check-kernel RULE --binding FILE`: a user's kernel against a proved rule.
int run_check_kernel(const std::vector<std::string> &args);
/// Writes the reports of `files` into `proofs_dir` and rebuilds its index; the exit status
/// (1 when a rule fails, 2 when one is malformed or a file cannot be written).
int write_reports(const std::vector<std::string> &files, const pipeline::CheckOptions &options,
                  const std::filesystem::path &proofs_dir,
                  const std::optional<std::filesystem::path> &cache, int jobs, bool progress);

} // namespace fuseproof::tools
