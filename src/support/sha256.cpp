#include "support/sha256.h"

#include <openssl/evp.h>

#include <stdexcept>

namespace fuseproof::support {

std::string sha256_hex(std::string_view bytes) {
  unsigned char digest[EVP_MAX_MD_SIZE];
  unsigned int length = 0;
  if (EVP_Digest(bytes.data(), bytes.size(), digest, &length, EVP_sha256(), nullptr) != 1)
    throw std::runtime_error("OpenSSL's SHA-256 failed");
  static const char *kHex = "0123456789abcdef";
  std::string out;
  for (unsigned int k = 0; k < length; ++k) {
    out += kHex[digest[k] >> 4];
    out += kHex[digest[k] & 15];
  }
  return out;
}

} // namespace fuseproof::support
