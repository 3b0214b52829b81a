// The numeric tier's cost at a realistic shape (docs/BENCHMARKS.md): the f32 check of the
// RMSNorm rule at M = K = N = 4096 (generating inputs, both sides in f32 and the f64 reference,
// statistics and criteria), against one OpenBLAS dgemm of the same size measured in the same run.
// Peak memory is the process's peak resident set (getrusage), reported after each benchmark:
// run the check alone (--benchmark_filter=Check) to read its own peak.
#include "numeric/blas.h"
#include "numeric/generators.h"
#include "numeric/lowp_domain.h"
#include "numeric/numeric_tier.h"
#include "numeric/sampling.h"
#include "numeric/side_runner.h"
#include "sema/sema.h"

#include <benchmark/benchmark.h>
#include <cblas.h>

#include <sys/resource.h>

#include <thread>
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

// The same product as OpenBLAS threads it itself (numeric::dgemm runs it single-threaded in one
// band of rows per core): shows that the baseline is not a slowed-down dgemm.
void dgemm_openblas_threads(benchmark::State &state) {
  std::vector<double> a(kSize * kSize, 0.5), b(kSize * kSize, 0.25), c(kSize * kSize);
  numeric::dgemm(a.data(), b.data(), c.data(), 1, 1, 1); // numeric's one-time setup first
  openblas_set_num_threads(static_cast<int>(std::max(1u, std::thread::hardware_concurrency())));
  for (auto _ : state) {
    cblas_dgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, kSize, kSize, kSize, 1.0, a.data(),
                kSize, b.data(), kSize, 0.0, c.data(), kSize);
    benchmark::DoNotOptimize(c.data());
  }
  openblas_set_num_threads(1); // what numeric::dgemm expects
}

// Not the target's baseline: shows how much of the check is the two f32 products.
void sgemm_reference(benchmark::State &state) {
  std::vector<float> a(kSize * kSize, 0.5f), b(kSize * kSize, 0.25f), c(kSize * kSize);
  for (auto _ : state) {
    numeric::sgemm(a.data(), b.data(), c.data(), kSize, kSize, kSize);
    benchmark::DoNotOptimize(c.data());
  }
}

// Part of the check: generating its inputs (X and W, 2 x 16.7M normals).
void generate(benchmark::State &state) {
  static const ir::Rule rule = sema::load_rule_file(std::string(FUSEPROOF_SOURCE_DIR) +
                                                    "/rules/rmsnorm_scale_after_matmul.rule");
  semantics::Shape shape{{kSize, kSize, kSize}};
  for (auto _ : state) {
    semantics::Inputs in = numeric::generate_inputs(rule, shape, ir::Distribution::Normal,
                                                    numeric::kDefaultSeed, numeric::Format::F32);
    benchmark::DoNotOptimize(in.tensors.data());
  }
}

void check(benchmark::State &state, bool bound) {
  static const ir::Rule rule = sema::load_rule_file(std::string(FUSEPROOF_SOURCE_DIR) +
                                                    "/rules/rmsnorm_scale_after_matmul.rule");
  numeric::NumericOptions opts;
  opts.error_bound = bound;
  opts.sample_positions = 0; // every row: the cost of the full evaluation
  semantics::Shape shape{{kSize, kSize, kSize}};
  for (auto _ : state) {
    numeric::CaseResult c = numeric::run_case(rule, shape, "f32", ir::Distribution::Normal,
                                              numeric::kDefaultSeed, opts);
    benchmark::DoNotOptimize(c.outputs.data());
  }
  state.counters["peak_rss_mib"] = peak_rss_mib();
}

// The interleaved SwiGLU rule's rhs at its realistic prefill shape (M=4096 K=4096 P=2048, 512
// sampled rows), in bf16 emulation with its products from BLAS, with a row's elements evaluated
// together (semantics/lanes.h) or one at a time (the baseline). Its output reads the pairs at 2 *
// (j // 2) and 2 * (j // 2) + 1: indices that are not affine in the lane, which the lanes once
// handed back to per-element evaluation batch by batch.
void interleaved_rhs(benchmark::State &state, bool lanes) {
  static const ir::Rule rule = sema::load_rule_file(std::string(FUSEPROOF_SOURCE_DIR) +
                                                    "/rules/swiglu_split_to_interleaved.rule");
  static const numeric::Sampling sampling = numeric::plan_sampling(
      rule, semantics::Shape{rule.numeric.shapes.front().dims}, 512, numeric::kDefaultSeed);
  static const semantics::Inputs in = numeric::generate_inputs(
      rule, sampling, ir::Distribution::Normal, numeric::kDefaultSeed, numeric::Format::BF16);
  for (auto _ : state) {
    numeric::LowPrecisionDomain dom(in, numeric::Format::BF16);
    numeric::SideRunner<numeric::LowPrecisionDomain> runner(dom, rule, sampling.evaluated, lanes);
    auto out = runner.outputs(rule.rhs, /*fast_path=*/true);
    benchmark::DoNotOptimize(out.data());
    state.counters["batches_together"] = static_cast<double>(runner.batch_counts().together);
  }
}

} // namespace

int main(int argc, char **argv) {
  benchmark::RegisterBenchmark("Baseline/interleaved_rhs_one_by_one", interleaved_rhs, false)
      ->Unit(benchmark::kSecond)
      ->Iterations(1);
  benchmark::RegisterBenchmark("Lanes/interleaved_rhs_lanes", interleaved_rhs, true)
      ->Unit(benchmark::kSecond)
      ->Iterations(1);
  benchmark::RegisterBenchmark("Baseline/dgemm_4096", dgemm_baseline)
      ->Unit(benchmark::kSecond)
      ->Iterations(3);
  benchmark::RegisterBenchmark("Reference/dgemm_4096_openblas_threads", dgemm_openblas_threads)
      ->Unit(benchmark::kSecond)
      ->Iterations(3);
  benchmark::RegisterBenchmark("Reference/sgemm_4096", sgemm_reference)
      ->Unit(benchmark::kSecond)
      ->Iterations(3);
  // The first check of the process pays for its memory's first touch (on the development VM
  // that is also a host page fault per page), later ones reuse freed pages: both are reported.
  benchmark::RegisterBenchmark("Check/rmsnorm_f32_4096/first_in_process", check, false)
      ->Unit(benchmark::kSecond)
      ->Iterations(1);
  benchmark::RegisterBenchmark("Check/rmsnorm_f32_4096/steady", check, false)
      ->Unit(benchmark::kSecond)
      ->Iterations(3);
  benchmark::RegisterBenchmark("Part/generate_inputs_4096", generate)
      ->Unit(benchmark::kSecond)
      ->Iterations(3);
  benchmark::RegisterBenchmark("CheckWithBound/rmsnorm_f32_4096", check, true)
      ->Unit(benchmark::kSecond)
      ->Iterations(1);
  benchmark::Initialize(&argc, argv);
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
}
