// `fuseproof gen PATH...`: the gate and the kernel generator. A rule named as a file must yield
// a kernel (any refusal exits 1); rules found by searching a directory that are not in GEMM +
// epilogue form are skipped with the reason, since a rule library holds statistics and
// backward identities that are no kernels; every other refusal still fails.
#include "numeric/progress.h"
#include "pipeline/check_rule.h"
#include "support/files.h"
#include "tools/cli_common.h"
#include "tools/commands.h"
#include "tools/paths.h"

#include <filesystem>
#include <fstream>
#include <iostream>

namespace fuseproof::tools {
namespace {

namespace fs = std::filesystem;

struct Target {
  std::string file;
  bool named = false; // named on the command line, not found in a directory
};

struct GenCounts {
  int generated = 0, skipped = 0, refused = 0, errors = 0;
};

void generate_one(const Target &t, const pipeline::CheckOptions &options, GenCounts &counts) {
  pipeline::GenResult g = pipeline::generate_kernel(t.file, options);
  if (g.error) {
    std::cerr << support::render(*g.error);
    ++counts.errors;
    return;
  }
  const pipeline::KernelOutcome &k = g.kernel;
  if (!k.gemm_form) {
    std::string message = "not in GEMM + epilogue form: " + k.not_gemm;
    if (!t.named) {
      std::cout << t.file << ": " << g.rule_name << ": skipped: " << message << "\n";
      ++counts.skipped;
      return;
    }
    std::cerr << support::render({k.not_gemm_loc, "refused: " + message, {}, t.file});
    std::cout << t.file << ": " << g.rule_name << ": refused: " << message << "\n";
    ++counts.refused;
    return;
  }
  if (!k.generated) {
    std::cout << t.file << ": " << g.rule_name << ": refused: " << k.refusal << "\n";
    ++counts.refused;
    return;
  }
  fs::path out = k.path;
  if (!support::write_file(out, k.text)) {
    std::cerr << "fuseproof: error: cannot write " << out.string() << "\n";
    ++counts.errors;
    return;
  }
  std::cout << t.file << ": " << g.rule_name << ": generated " << out.generic_string() << " ("
            << k.gate.verdict << "; numeric " << k.gate.numeric << ")\n";
  ++counts.generated;
}

} // namespace

int run_gen(const std::vector<std::string> &args) {
  po::options_description opts("options for 'fuseproof gen PATH...'");
  std::string out_dir;
  opts.add_options()("help,h", "show this help")(
      "output-dir,o", po::value<std::string>(&out_dir)->default_value("kernels/generated"),
      "where to write <rule>.hip");
  CheckFlags flags;
  flags.add_to(opts);
  po::variables_map vm;
  if (auto status = parse_with_paths(
          args, opts,
          "usage: fuseproof gen [options] PATH...\n"
          "  generates kernels/generated/<rule>.hip for each rule in GEMM + epilogue form "
          "that is\n  proved for all sizes and passes the numeric tier in f32 and bf16\n\n",
          vm))
    return *status;
  if (!vm.count("path"))
    return usage_error("gen needs at least one rule file or directory");
  pipeline::CheckOptions options;
  if (auto err = flags.settings(vm, options))
    return usage_error(*err);
  options.kernels_dir = fs::path(out_dir).generic_string();
  numeric::Progress progress = numeric::Progress::for_stderr();
  if (vm.count("no-progress") == 0)
    options.numeric.progress = &progress;

  std::vector<Target> targets;
  try {
    for (const std::string &p : vm["path"].as<std::vector<std::string>>()) {
      bool named = !fs::is_directory(p);
      for (const std::string &f : collect_rule_files({p}))
        targets.push_back({f, named});
    }
  } catch (const support::UserError &e) {
    report_user_error(e);
    return 2;
  }
  GenCounts counts;
  for (const Target &t : targets)
    generate_one(t, options, counts);
  std::cout << "gen summary: " << counts.generated << " generated, " << counts.refused
            << " refused, " << counts.skipped << " skipped (not GEMM + epilogue), " << counts.errors
            << " malformed\n";
  if (counts.errors)
    return 2;
  return counts.refused ? 1 : 0;
}

} // namespace fuseproof::tools
