// Writes the project's fp8 rounding (numeric/float_format) of many float32 values, for a check
// against PyTorch's own conversion (check_fp8_with_torch.py) on a machine whose PyTorch has fp8
// dtypes (Debian 12's does not). Each record is three little-endian float32: x, x rounded to
// e4m3 (e4m3fn), x rounded to e5m2. The values: every bf16 bit pattern with four choices of the
// low 16 bits, and every midpoint between neighbouring fp8 values with the floats just beside it.
#include "numeric/float_format.h"

#include <bit>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <random>
#include <vector>

using fuseproof::numeric::Format;
using fuseproof::numeric::round_to;

namespace {

/// The nonnegative finite values of `f`, ascending (by rounding every float that is one).
std::vector<float> finite_values(Format f) {
  std::vector<float> out;
  for (uint32_t h = 0; h < 0x7F800000u; h += 1u << 13) {
    float x = std::bit_cast<float>(h);
    float r = round_to(f, x);
    if (std::isfinite(r) && (out.empty() || r > out.back()))
      out.push_back(r);
  }
  return out;
}

} // namespace

int main(int argc, char **argv) {
  if (argc != 2) {
    std::fprintf(stderr, "usage: %s OUT.bin\n", argv[0]);
    return 2;
  }
  std::vector<float> xs;
  std::mt19937 rng(20261206);
  for (uint32_t h = 0; h < 0x10000u; ++h)
    for (uint32_t low : {0u, 0x8000u, 0x7FFFu, static_cast<uint32_t>(rng()) & 0xFFFFu})
      xs.push_back(std::bit_cast<float>((h << 16) | low));
  for (Format f : {Format::E4M3, Format::E5M2}) {
    std::vector<float> v = finite_values(f);
    for (size_t i = 0; i + 1 < v.size(); ++i) {
      float mid = static_cast<float>((static_cast<double>(v[i]) + v[i + 1]) / 2);
      for (float x : {mid, std::nextafter(mid, 0.0f), std::nextafter(mid, INFINITY)}) {
        xs.push_back(x);
        xs.push_back(-x);
      }
    }
  }
  std::FILE *out = std::fopen(argv[1], "wb");
  if (!out) {
    std::perror(argv[1]);
    return 1;
  }
  for (float x : xs) {
    float rec[3] = {x, round_to(Format::E4M3, x), round_to(Format::E5M2, x)};
    std::fwrite(rec, sizeof(float), 3, out);
  }
  std::fclose(out);
  std::printf("%zu values written to %s\n", xs.size(), argv[1]);
  return 0;
}
