// Bounded-tier proof time of the rule library (docs/BENCHMARKS.md).
//
// Baseline, measured in the same run: the identity check of the same rule at the same bound
// (each side against itself). It enumerates the same shapes and builds the same symbolic terms,
// but every element is discharged by normalisation, so the ratio proof/identity is the cost of
// actually deciding the rule.
#include "sema/sema.h"
#include "verify/bounded_prover.h"

#include <benchmark/benchmark.h>

#include <stdexcept>
#include <string>

namespace {

using namespace fuseproof;

ir::Rule load(const std::string &name) {
  return sema::load_rule_file(std::string(FUSEPROOF_SOURCE_DIR) + "/rules/" + name + ".rule");
}

void run(benchmark::State &state, const ir::Rule &rule) {
  verify::BoundedOptions opts;
  opts.bound = static_cast<int>(state.range(0));
  for (auto _ : state) {
    verify::Verdict v = verify::prove_bounded(rule, opts);
    if (v.kind != verify::VerdictKind::ProvedBounded)
      throw std::runtime_error("benchmark rule not proved: " + verify::verdict_text(v));
    state.counters["shapes"] = static_cast<double>(v.shapes_checked);
    state.counters["solver_calls"] = static_cast<double>(v.solver_calls);
  }
}

void BM_Prove_RMSNorm(benchmark::State &state) { run(state, load("rmsnorm_scale_after_matmul")); }
void BM_Identity_RMSNorm(benchmark::State &state) {
  run(state, ir::identity_rule(load("rmsnorm_scale_after_matmul"), true));
}

} // namespace

BENCHMARK(BM_Identity_RMSNorm)->Arg(4)->Arg(8)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_Prove_RMSNorm)->Arg(4)->Arg(8)->Unit(benchmark::kMillisecond);
BENCHMARK_MAIN();
