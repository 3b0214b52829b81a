// The numeric tier's cost at a realistic shape (docs/BENCHMARKS.md): the f32 check of the
// RMSNorm rule at M = K = N = 4096 (generating inputs, both sides in f32 and the f64 reference,
// statistics and criteria), against one OpenBLAS dgemm of the same size measured in the same run.
// Peak memory is the process's peak resident set (getrusage), reported after each benchmark:
// run the check alone (--benchmark_filter=Check) to read its own peak.
#include "numeric/blas.h"
#include "numeric/generators.h"
#include "numeric/numeric_tier.h"
#include "sema/sema.h"

#include <benchmark/benchmark.h>

#include <sys/resource.h>

#include <vector>

namespace {

using namespace fuseproof;

constexpr int64_t kSize = 4096;

double peak_rss_mib() {
  rusage u{};
  getrusage(RUSAGE_SELF, &u);
  return static_cast<double>(u.ru_maxrss) / 1024.0; // ru_maxrss is in KiB on Linux
}

void dgemm_baseline(benchmark::State &state) {
  std::vector<double> a(kSize * kSize, 0.5), b(kSize * kSize, 0.25), c(kSize * kSize);
  for (auto _ : state) {
    numeric::dgemm(a.data(), b.data(), c.data(), kSize, kSize, kSize);
    benchmark::DoNotOptimize(c.data());
  }
  state.counters["peak_rss_mib"] = peak_rss_mib();
}

void check(benchmark::State &state, bool bound) {
  static const ir::Rule rule = sema::load_rule_file(std::string(FUSEPROOF_SOURCE_DIR) +
                                                    "/rules/rmsnorm_scale_after_matmul.rule");
  numeric::NumericOptions opts;
  opts.error_bound = bound;
  semantics::Shape shape{{kSize, kSize, kSize}};
  for (auto _ : state) {
    numeric::CaseResult c = numeric::run_case(rule, shape, "f32", ir::Distribution::Normal,
                                              numeric::kDefaultSeed, opts);
    benchmark::DoNotOptimize(c.outputs.data());
  }
  state.counters["peak_rss_mib"] = peak_rss_mib();
}

} // namespace

int main(int argc, char **argv) {
  benchmark::RegisterBenchmark("Check/rmsnorm_f32_4096", check, false)
      ->Unit(benchmark::kSecond)
      ->Iterations(2);
  benchmark::RegisterBenchmark("CheckWithBound/rmsnorm_f32_4096", check, true)
      ->Unit(benchmark::kSecond)
      ->Iterations(1);
  benchmark::RegisterBenchmark("Baseline/dgemm_4096", dgemm_baseline)
      ->Unit(benchmark::kSecond)
      ->Iterations(3);
  benchmark::Initialize(&argc, argv);
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
}
