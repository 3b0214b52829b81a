#include "ir/numeric_spec.h"

namespace fuseproof::ir {

const char *distribution_name(Distribution d) {
  switch (d) {
  case Distribution::Normal: return "normal";
  case Distribution::Uniform: return "uniform";
  case Distribution::HeavyTailed: return "heavy_tailed";
  case Distribution::WideRange: return "wide_range";
  case Distribution::NearZeroRows: return "near_zero_rows";
  case Distribution::LargeMeanRows: return "large_mean_rows";
  }
  return "?";
}

std::optional<Distribution> distribution_by_name(const std::string &name) {
  for (Distribution d : kAllDistributions)
    if (name == distribution_name(d))
      return d;
  return std::nullopt;
}

} // namespace fuseproof::ir
