#pragma once
// What a rule says about its numeric tier: realistic shapes, scalar values, tolerance overrides
// and which input distributions apply. Validated by sema; used by numeric/.
#include "support/source.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace fuseproof::ir {

/// The seeded input distributions (numeric/generators.h defines each one).
enum class Distribution { Normal, Uniform, HeavyTailed, WideRange, NearZeroRows, LargeMeanRows };
inline constexpr std::array kAllDistributions = {
    Distribution::Normal,    Distribution::Uniform,      Distribution::HeavyTailed,
    Distribution::WideRange, Distribution::NearZeroRows, Distribution::LargeMeanRows};
const char *distribution_name(Distribution d); // "normal", "uniform", ...
std::optional<Distribution> distribution_by_name(const std::string &name);

struct NumericShape {
  std::string name;
  support::SourceLoc loc;
  std::vector<int64_t> dims; // by dimension id
};

struct ToleranceOverride {
  std::string dtype;
  support::SourceLoc loc;
  std::optional<double> rtol, atol;
};

struct NumericSpec {
  std::vector<NumericShape> shapes;           // empty: the default realistic shapes
  std::vector<std::optional<double>> scalars; // by scalar id; empty optional: default value
  std::vector<ToleranceOverride> tolerances;
  std::vector<Distribution> distributions; // empty: all of them
  support::SourceLoc distributions_loc;
};

} // namespace fuseproof::ir
