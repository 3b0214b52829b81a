// All-sizes proof time per rule of the library (docs/BENCHMARKS.md), with the bounded proof of
// the same rule at B = 2 as the baseline measured in the same run. Step re-checking is on, as in
// `fuseproof verify`.
#include "sema/sema.h"
#include "verify/all_sizes_prover.h"
#include "verify/bounded_prover.h"

#include <benchmark/benchmark.h>

#include <algorithm>
#include <filesystem>
#include <stdexcept>
#include <string>

namespace {

using namespace fuseproof;

void all_sizes(benchmark::State &state, const ir::Rule &rule) {
  for (auto _ : state) {
    verify::AllSizesResult r = verify::prove_all_sizes(rule, {});
    if (!r.proved)
      throw std::runtime_error(rule.name + " not proved for all sizes: " + r.reason);
    state.counters["solver_calls"] = static_cast<double>(r.solver_calls);
  }
}

void bounded(benchmark::State &state, const ir::Rule &rule) {
  verify::BoundedOptions opts;
  opts.bound = 2;
  for (auto _ : state) {
    verify::Verdict v = verify::prove_bounded(rule, opts);
    benchmark::DoNotOptimize(v.kind);
  }
}

} // namespace

int main(int argc, char **argv) {
  std::vector<std::string> files;
  for (const auto &e :
       std::filesystem::directory_iterator(std::string(FUSEPROOF_SOURCE_DIR) + "/rules"))
    if (e.path().extension() == ".rule")
      files.push_back(e.path().string());
  std::sort(files.begin(), files.end());
  static std::vector<ir::Rule> rules;
  rules.reserve(files.size());
  for (const std::string &f : files)
    rules.push_back(sema::load_rule_file(f));
  for (const ir::Rule &r : rules) {
    benchmark::RegisterBenchmark(("AllSizes/" + r.name).c_str(), all_sizes, r)
        ->Unit(benchmark::kMillisecond);
    benchmark::RegisterBenchmark(("BoundedB2/" + r.name).c_str(), bounded, r)
        ->Unit(benchmark::kMillisecond);
  }
  benchmark::Initialize(&argc, argv);
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
}
