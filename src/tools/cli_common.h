#pragma once
// Flags and messages shared by the subcommands.
#include "numeric/numeric_tier.h"
#include "pipeline/rule_runs.h"
#include "support/diagnostics.h"
#include "verify/verifier.h"

#include <boost/program_options.hpp>

#include <filesystem>
#include <optional>
#include <string>

namespace fuseproof::tools {

namespace po = boost::program_options;

inline constexpr const char *kVersion = pipeline::kToolVersion;

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

/// The symbolic and numeric flags together, for the commands that run every tier.
struct CheckFlags {
  int bound = 4;
  smt::Budget budget;
  std::string shapes;
  uint64_t seed = 0;
  int small_bound = 3;
  /// Adds both groups of flags to `opts`, bound to this object (which must outlive parsing).
  void add_to(po::options_description &opts);
  /// The options they ask for; an error message for a bad value.
  std::optional<std::string> settings(const po::variables_map &vm,
                                      pipeline::CheckOptions &out) const;
};

/// --cache-dir, --no-cache and --jobs, shared by `ci` and `report`.
po::options_description cache_options(std::string &cache_dir, int &jobs);
/// The message for a --jobs value outside 1..64, or nullopt.
std::optional<std::string> jobs_error(int jobs);
/// The cache directory the flags ask for, or nullopt for --no-cache.
std::optional<std::filesystem::path> cache_from(const po::variables_map &vm,
                                                const std::string &cache_dir);

/// The pipeline's run of `files` (through `cache`, on `jobs` threads) with report/'s renderers;
/// with `progress`, a line on stderr as each rule finishes (in completion order: a long run shows
/// life; stdout, printed by the caller in rule order, stays deterministic).
std::vector<pipeline::RuleRun> run_rules(const std::vector<std::string> &files,
                                         const pipeline::CheckOptions &options,
                                         const std::optional<std::filesystem::path> &cache,
                                         int jobs, bool progress);

/// Parses `args` against `opts` plus positional paths (stored as "path"). Returns the exit
/// status when the command is done: 2 after a usage error, 0 after printing `usage` and the
/// options for --help; nullopt when the command should run.
std::optional<int> parse_with_paths(const std::vector<std::string> &args,
                                    const po::options_description &opts, const std::string &usage,
                                    po::variables_map &vm);

/// Prints "fuseproof: error: ..." with a pointer to --help; returns exit status 2.
int usage_error(const std::string &message);
void report_user_error(const support::UserError &e);

} // namespace fuseproof::tools
