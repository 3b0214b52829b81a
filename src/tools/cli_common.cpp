#include "tools/cli_common.h"

#include "numeric/generators.h"
#include "report/rule_reports.h"

#include <charconv>
#include <cstdio>
#include <iostream>
#include <sstream>

namespace fuseproof::tools {

std::string tool_version() { return pipeline::tool_version(); }

/// A decimal count: digits only (no sign, no spaces), within 64 bits. Boost would read "-1" as
/// 4294967295 for an unsigned option, so budgets and seeds are parsed here.
std::optional<uint64_t> parse_count(const std::string &text) {
  uint64_t v = 0;
  const char *end = text.data() + text.size();
  if (text.empty() || text[0] < '0' || text[0] > '9')
    return std::nullopt;
  auto [ptr, ec] = std::from_chars(text.data(), end, v);
  if (ec != std::errc() || ptr != end)
    return std::nullopt;
  return v;
}

po::options_description symbolic_options(int &bound, smt::Budget &budget) {
  po::options_description opts("symbolic tiers");
  opts.add_options()("bound,B", po::value<int>(&bound)->default_value(4),
                     "check every shape with each dimension in [1, B] (1..16)")(
      "timeout-ms", po::value<std::string>()->default_value(std::to_string(budget.timeout_ms)),
      "time budget of each solver call, in milliseconds")(
      "memory-mb", po::value<std::string>()->default_value(std::to_string(budget.memory_mb)),
      "memory budget of the solver, in MiB")(
      "rlimit", po::value<std::string>()->default_value(std::to_string(budget.fast_rlimit)),
      "Z3 resource limit of the fast attempt of each solver call (deterministic)")(
      "bounded-only", "skip the all-sizes tier")(
      "check-steps", "re-check every all-sizes step's obligations in a fresh solver (default)")(
      "no-check-steps", "do not re-check the all-sizes proof's steps in fresh solvers")(
      "disable-law", po::value<std::vector<std::string>>(),
      "do not use this all-sizes law (repeatable; see docs/ALL_SIZES.md)");
  return opts;
}

std::optional<std::string> symbolic_settings(const po::variables_map &vm, int bound,
                                             const smt::Budget &budget,
                                             verify::VerifyOptions &options) {
  if (bound < 1 || bound > 16)
    return "--bound must be between 1 and 16, got " + std::to_string(bound);
  smt::Budget b = budget;
  for (auto [flag, field] : {std::pair{"timeout-ms", &b.timeout_ms},
                             std::pair{"memory-mb", &b.memory_mb},
                             std::pair{"rlimit", &b.fast_rlimit}}) {
    if (!vm.count(flag)) // `test` has no symbolic flags: the defaults stand
      continue;
    std::optional<uint64_t> v = parse_count(vm[flag].as<std::string>());
    if (!v || *v == 0 || *v > UINT32_MAX)
      return std::string("--") + flag + " must be a whole number in [1, 4294967295], got '" +
             vm[flag].as<std::string>() + "'";
    *field = static_cast<unsigned>(*v);
  }
  options.bounded = {bound, b, true};
  options.all_sizes.budget = b;
  if (vm.count("check-steps") && vm.count("no-check-steps"))
    return std::string("--check-steps and --no-check-steps contradict each other");
  options.all_sizes.check_steps = vm.count("no-check-steps") == 0;
  options.run_all_sizes = vm.count("bounded-only") == 0;
  if (vm.count("disable-law")) {
    for (const std::string &name : vm["disable-law"].as<std::vector<std::string>>()) {
      bool found = false;
      for (verify::Law law : verify::all_laws())
        if (name == verify::law_name(law)) {
          options.all_sizes.disabled.insert(law);
          found = true;
        }
      if (!found)
        return "unknown law '" + name + "' for --disable-law";
    }
  }
  return std::nullopt;
}

/// The numeric tier's flags, shared by `verify --numeric` and `test`.
po::options_description numeric_options(std::string &shapes, [[maybe_unused]] uint64_t &seed,
                                        int &small_bound) {
  po::options_description opts("numeric tier");
  opts.add_options()("seed",
                     po::value<std::string>()->default_value(std::to_string(numeric::kDefaultSeed)),
                     "seed of the input generators (every run prints it)")(
      "shapes", po::value<std::string>(&shapes)->default_value("all"),
      "which shapes: small (every shape up to --small-bound), realistic (the rule's 'numeric "
      "shape' lines, or prefill M=K=N=4096 and decode M=16 K=4096 N=14336), or all")(
      "small-bound", po::value<int>(&small_bound)->default_value(3),
      "largest dimension of the small shapes (1..8)")(
      "shape", po::value<std::vector<std::string>>(),
      "override sizes of the realistic shapes, as M=64,K=128 (repeatable)")(
      "dtype", po::value<std::vector<std::string>>(),
      "test only this dtype (f32, bf16, f16; repeatable; default: the rule's)")(
      "distribution", po::value<std::vector<std::string>>(),
      "use only this input distribution (repeatable; default: the rule's, else all)")(
      "sample-positions",
      po::value<std::string>()->default_value(std::to_string(numeric::kDefaultSamplePositions)),
      "at realistic shapes, how many positions to evaluate along each dimension the outputs are "
      "independent along (rows, columns; docs/NUMERIC.md); 0 evaluates every position")(
      "no-fast-path", "evaluate matrix products with the generic evaluator instead of BLAS")(
      "no-error-bound", "skip the rigorous rounding-error bound")("no-progress",
                                                                  "do not show progress on stderr");
  return opts;
}

/// Fills `out` from the parsed flags; an error message for a bad value.
std::optional<std::string> numeric_settings(const po::variables_map &vm, const std::string &shapes,
                                            uint64_t seed, int small_bound,
                                            numeric::NumericOptions &out) {
  std::optional<uint64_t> parsed_seed =
      vm.count("seed") ? parse_count(vm["seed"].as<std::string>()) : std::optional<uint64_t>(seed);
  if (!parsed_seed)
    return "--seed must be a whole number in [0, 2^64), got '" + vm["seed"].as<std::string>() +
           "'";
  out.seed = seed = *parsed_seed;
  if (shapes != "all" && shapes != "small" && shapes != "realistic")
    return "--shapes must be small, realistic or all, got '" + shapes + "'";
  out.small_shapes = shapes != "realistic";
  out.realistic_shapes = shapes != "small";
  if (small_bound < 1 || small_bound > 8)
    return "--small-bound must be between 1 and 8";
  out.small_bound = small_bound;
  if (vm.count("shape"))
    for (const std::string &spec : vm["shape"].as<std::vector<std::string>>()) {
      std::stringstream items(spec);
      std::string item;
      while (std::getline(items, item, ',')) {
        size_t eq = item.find('=');
        int64_t v = 0;
        const char *end = item.data() + item.size();
        if (eq == std::string::npos || eq == 0 ||
            std::from_chars(item.data() + eq + 1, end, v).ptr != end || v < 1)
          return "--shape expects DIM=SIZE[,DIM=SIZE...] with sizes >= 1, got '" + item + "'";
        // As in a rule's `numeric shape` line, a dimension given twice is an error.
        if (!out.shape_override.emplace(item.substr(0, eq), v).second)
          return "--shape gives '" + item.substr(0, eq) + "' twice";
      }
    }
  if (vm.count("dtype"))
    for (const std::string &d : vm["dtype"].as<std::vector<std::string>>()) {
      if (d != "f32" && d != "bf16" && d != "f16")
        return "unknown dtype '" + d + "' for --dtype (expected f32, bf16 or f16)";
      out.dtypes.push_back(d);
    }
  if (vm.count("distribution"))
    for (const std::string &d : vm["distribution"].as<std::vector<std::string>>()) {
      std::optional<ir::Distribution> dist = ir::distribution_by_name(d);
      if (!dist)
        return "unknown distribution '" + d + "' for --distribution";
      out.distributions.push_back(*dist);
    }
  if (vm.count("sample-positions")) {
    std::optional<uint64_t> n = parse_count(vm["sample-positions"].as<std::string>());
    if (!n || *n > (uint64_t{1} << 31))
      return "--sample-positions must be a whole number in [0, 2^31], got '" +
             vm["sample-positions"].as<std::string>() + "'";
    out.sample_positions = static_cast<int64_t>(*n);
  }
  out.fast_path = vm.count("no-fast-path") == 0;
  out.error_bound = vm.count("no-error-bound") == 0;
  return std::nullopt;
}

int usage_error(const std::string &message) {
  std::cerr << "fuseproof: error: " << message << "\nRun 'fuseproof --help' for usage.\n";
  return 2;
}

void report_user_error(const support::UserError &e) { std::cerr << support::render(e); }

void CheckFlags::add_to(po::options_description &opts) {
  opts.add(symbolic_options(bound, budget));
  opts.add(numeric_options(shapes, seed, small_bound));
}

std::optional<std::string> CheckFlags::settings(const po::variables_map &vm,
                                                pipeline::CheckOptions &out) const {
  if (auto err = symbolic_settings(vm, bound, budget, out.symbolic))
    return err;
  return numeric_settings(vm, shapes, seed, small_bound, out.numeric);
}

po::options_description cache_options(std::string &cache_dir, int &jobs) {
  po::options_description opts("cache and parallelism");
  opts.add_options()("cache-dir",
                     po::value<std::string>(&cache_dir)->default_value(".cache/fuseproof"),
                     "where results are cached by content hash (docs/REPORTS.md)")(
      "no-cache", "neither read nor write the cache")(
      "jobs,j", po::value<int>(&jobs)->default_value(1), "rules checked in parallel (1..64)");
  return opts;
}

std::optional<std::string> jobs_error(int jobs) {
  if (jobs < 1 || jobs > 64)
    return "--jobs must be between 1 and 64, got " + std::to_string(jobs);
  return std::nullopt;
}

std::optional<std::filesystem::path> cache_from(const po::variables_map &vm,
                                                const std::string &cache_dir) {
  if (vm.count("no-cache"))
    return std::nullopt;
  return std::filesystem::path(cache_dir);
}

std::vector<pipeline::RuleRun> run_rules(const std::vector<std::string> &files,
                                         const pipeline::CheckOptions &options,
                                         const std::optional<std::filesystem::path> &cache,
                                         int jobs, bool progress) {
  pipeline::RuleDone done;
  if (progress)
    done = [](const pipeline::RuleRun &r, size_t finished, size_t total) {
      char line[512];
      std::snprintf(line, sizeof line, "[%zu/%zu] %s: %s\n", finished, total, r.file.c_str(),
                    !r.error.empty()      ? "error"
                    : r.artefacts->cached ? "cached"
                    : r.artefacts->passed ? "checked"
                                          : "checked, failing");
      std::fputs(line, stderr);
    };
  return pipeline::run_rules(files, options, cache, jobs, report::render_reports, done);
}

std::optional<int> parse_with_paths(const std::vector<std::string> &args,
                                    const po::options_description &opts, const std::string &usage,
                                    po::variables_map &vm) {
  po::options_description hidden;
  hidden.add_options()("path", po::value<std::vector<std::string>>(), "");
  po::options_description all;
  all.add(opts).add(hidden);
  po::positional_options_description pos;
  pos.add("path", -1);
  try {
    po::store(po::command_line_parser(args).options(all).positional(pos).run(), vm);
    po::notify(vm);
  } catch (const po::error &e) {
    return usage_error(e.what());
  }
  if (vm.count("help")) {
    std::cout << usage << opts;
    return 0;
  }
  return std::nullopt;
}

} // namespace fuseproof::tools
