#pragma once
// Whole-file reads and writes in binary mode, for the derived files fuseproof compares byte for
// byte (reports, kernels, cache entries).
#include <filesystem>
#include <optional>
#include <string>

namespace fuseproof::support {

/// The file's bytes, or nullopt when it cannot be opened.
std::optional<std::string> read_file(const std::filesystem::path &path);
/// Replaces the file's bytes (creating its directory); false on any I/O error.
bool write_file(const std::filesystem::path &path, const std::string &bytes);

} // namespace fuseproof::support
