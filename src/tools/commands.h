#pragma once
#include <string>
#include <vector>

namespace fuseproof::tools {

/// `fuseproof gen PATH...`; returns the exit status.
int run_gen(const std::vector<std::string> &args);

} // namespace fuseproof::tools
