#include "support/sha256.h"

#include <openssl/evp.h>

#include <fstream>
#include <memory>
#include <stdexcept>
#include <vector>

namespace fuseproof::support {

namespace {

std::string hex(const unsigned char *digest, unsigned int length) {
  static const char *kHex = "0123456789abcdef";
  std::string out;
  for (unsigned int k = 0; k < length; ++k) {
    out += kHex[digest[k] >> 4];
    out += kHex[digest[k] & 15];
  }
  return out;
}

} // namespace

std::string sha256_hex(std::string_view bytes) {
  unsigned char digest[EVP_MAX_MD_SIZE];
  unsigned int length = 0;
  if (EVP_Digest(bytes.data(), bytes.size(), digest, &length, EVP_sha256(), nullptr) != 1)
    throw std::runtime_error("OpenSSL's SHA-256 failed");
  return hex(digest, length);
}

std::optional<std::string> sha256_file_hex(const std::string &path) {
  std::ifstream in(path, std::ios::binary);
  if (!in)
    return std::nullopt;
  std::unique_ptr<EVP_MD_CTX, decltype(&EVP_MD_CTX_free)> ctx(EVP_MD_CTX_new(), EVP_MD_CTX_free);
  if (!ctx || EVP_DigestInit_ex(ctx.get(), EVP_sha256(), nullptr) != 1)
    throw std::runtime_error("OpenSSL's SHA-256 failed");
  std::vector<char> chunk(1 << 20);
  while (in) {
    in.read(chunk.data(), static_cast<std::streamsize>(chunk.size()));
    if (in.gcount() > 0 &&
        EVP_DigestUpdate(ctx.get(), chunk.data(), static_cast<size_t>(in.gcount())) != 1)
      throw std::runtime_error("OpenSSL's SHA-256 failed");
  }
  if (in.bad())
    return std::nullopt;
  unsigned char digest[EVP_MAX_MD_SIZE];
  unsigned int length = 0;
  if (EVP_DigestFinal_ex(ctx.get(), digest, &length) != 1)
    throw std::runtime_error("OpenSSL's SHA-256 failed");
  return hex(digest, length);
}

} // namespace fuseproof::support
