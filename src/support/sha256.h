#pragma once
#include <optional>
#include <string>
#include <string_view>

namespace fuseproof::support {

/// SHA-256 of the bytes, as 64 lowercase hex digits (OpenSSL's implementation).
std::string sha256_hex(std::string_view bytes);

/// SHA-256 of a file's bytes, read in chunks (a 50 MB executable costs no 50 MB buffer); nullopt
/// when the file cannot be read.
std::optional<std::string> sha256_file_hex(const std::string &path);

} // namespace fuseproof::support
