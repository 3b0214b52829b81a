#pragma once
#include <string>
#include <vector>

namespace fuseproof::tools {

/// Expands files and directories (recursively, `*.rule`, sorted) into rule files. Throws
/// support::UserError for a path that does not exist or a directory without rules.
std::vector<std::string> collect_rule_files(const std::vector<std::string> &paths);

} // namespace fuseproof::tools
