#pragma once
// Flags and messages shared by the subcommands.
#include "numeric/numeric_tier.h"
#include "support/diagnostics.h"
#include "verify/verifier.h"

#include <boost/program_options.hpp>

#include <optional>
#include <string>

namespace fuseproof::tools {

namespace po = boost::program_options;

inline constexpr const char *kVersion = "0.1.0";

/// "fuseproof 0.1.0 (Z3 4.8.12)": what generated files and reports record.
std::string tool_version();

/// The symbolic tiers' flags (bound, budgets, laws), shared by `verify` and `gen`.
po::options_description symbolic_options(int &bound, smt::Budget &budget);
/// Fills `out` from the parsed flags; an error message for a bad value.
std::optional<std::string> symbolic_settings(const po::variables_map &vm, int bound,
                                             const smt::Budget &budget, verify::VerifyOptions &out);

/// The numeric tier's flags, shared by `verify --numeric`, `test` and `gen`.
po::options_description numeric_options(std::string &shapes, uint64_t &seed, int &small_bound);
/// Fills `out` from the parsed flags; an error message for a bad value.
std::optional<std::string> numeric_settings(const po::variables_map &vm, const std::string &shapes,
                                            uint64_t seed, int small_bound,
                                            numeric::NumericOptions &out);

/// Prints "fuseproof: error: ..." with a pointer to --help; returns exit status 2.
int usage_error(const std::string &message);
void report_user_error(const support::UserError &e);

} // namespace fuseproof::tools
