#pragma once
#include <string>
#include <string_view>

namespace fuseproof::support {

/// SHA-256 of the bytes, as 64 lowercase hex digits (OpenSSL's implementation).
std::string sha256_hex(std::string_view bytes);

} // namespace fuseproof::support
