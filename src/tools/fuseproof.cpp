// fuseproof: verify kernel-fusion rules. Thin main: parses flags and prints results; the work is
// in the libraries.
#include "ir/printer.h"
#include "numeric/generators.h"
#include "numeric/numeric_render.h"
#include "numeric/numeric_tier.h"
#include "pipeline/command_checks.h"
#include "sema/sema.h"
#include "smt/smt.h"
#include "support/diagnostics.h"
#include "support/memory_policy.h"
#include "tools/cli_common.h"
#include "tools/commands.h"
#include "tools/paths.h"
#include "verify/render.h"
#include "verify/verifier.h"

#include <boost/json.hpp>
#include <boost/program_options.hpp>

#include <algorithm>
#include <cstdio>
#include <iostream>
#include <sstream>

namespace po = boost::program_options;
using namespace fuseproof;
using namespace fuseproof::tools;

namespace {

constexpr const char *kUsage = R"(usage: fuseproof <command> [options]

commands:
  verify PATH...   prove each rule (files, or directories searched for *.rule);
                   with --numeric, then run the numeric tolerance tier
  test PATH...     run only the numeric tolerance tier (both sides in each dtype against
                   an f64 reference, on seeded inputs, at small and realistic shapes)
  print PATH       print a rule as fuseproof understands it (ranges written out)
  gen PATH...      generate the fused HIP kernel of each proved rule in GEMM + epilogue
                   form (the gate: proved for all sizes, numeric tier passing in f32 and
                   bf16) into kernels/generated/<rule>.hip
  report PATH...   write each rule's proof report: proofs/<rule>.md (reviewers), .json
                   (machines), .smt2 (every obligation, replayable with z3 and cvc5),
                   .svg (the numeric tier's errors as a figure)
  check-kernel RULE --binding FILE
                   check a fused kernel fuseproof did not write (any PyTorch-callable,
                   through a small Python binding) against the proved rule, on the numeric
                   tier's inputs, shapes and criteria
  ci [RULES...]    the CI gate: verify every rule (default: rules/), check that proofs/ and
                   kernels/generated/ are up to date with the rules, JUnit XML, a cache;
                   with --write, bring them up to date instead

Run 'fuseproof <command> --help' for a command's options.
Exit status: 0 every rule proved (and passed); 1 a rule refuted, unknown or failing a numeric
criterion; 2 usage error or malformed rule.
)";

struct Counts {
  int proved = 0, refuted = 0, unknown = 0, errors = 0;
  int numeric_passed = 0, numeric_failed = 0;
};

void print_verdict(const std::string &file, const std::string &label, const verify::Verdict &v,
                   bool show_steps) {
  char time[32];
  std::snprintf(time, sizeof time, "%.2f", v.seconds);
  std::cout << file << ": " << label << ": " << verify::verdict_text(v) << " [" << time << " s";
  if (v.kind == verify::VerdictKind::ProvedAllSizes)
    std::cout << ", " << v.steps.size() << " steps]\n";
  else
    std::cout << ", " << v.shapes_checked << " shapes]\n";
  std::cout << verify::all_sizes_gap_text(v, "  ", "all sizes: not proved: ");
  if (v.counterexample)
    std::cout << verify::render_counterexample(*v.counterexample, 2);
  if (show_steps)
    for (const verify::ProofStep &s : v.steps)
      std::cout << "  step " << s.law << ": " << s.instance << " [" << s.obligations.size()
                << " obligations]\n";
}

/// Runs the numeric tier on one rule (pipeline::test_rule), printing its table (or returning
/// its JSON).
boost::json::object run_numeric_tier(const std::string &file, const ir::Rule &rule,
                                     const numeric::NumericOptions &options, bool json,
                                     Counts &counts) {
  boost::json::object out{{"file", file}, {"rule", rule.name}};
  pipeline::NumericRun run = pipeline::test_rule(file, rule, options);
  if (run.error) {
    ++counts.errors; // the rule cannot be tested as written: a malformed rule for the tier
    std::cerr << support::render(*run.error);
    out["numeric"] = boost::json::object{{"passed", false}, {"error", run.what}};
    return out;
  }
  const numeric::NumericResult &r = *run.result;
  (r.passed() ? counts.numeric_passed : counts.numeric_failed)++;
  if (json) {
    out["numeric"] = numeric::numeric_json(r);
  } else {
    double seconds = 0;
    for (const numeric::CaseResult &c : r.cases)
      seconds += c.seconds;
    char time[32];
    std::snprintf(time, sizeof time, "%.2f", seconds);
    std::cout << file << ": " << rule.name << ": numeric: " << (r.passed() ? "pass" : "FAIL")
              << " (seed " << r.seed << ", " << r.cases.size() << " cases, " << time << " s)"
              << (r.passed() ? "" : ": " + r.reason()) << "\n"
              << numeric::numeric_table(r, 2);
  }
  return out;
}

/// `verify` proves and (with --numeric) tests; `test` only tests.
int run_verify(const std::vector<std::string> &args, bool symbolic) {
  po::options_description opts(symbolic ? "options for 'fuseproof verify PATH...'"
                                        : "options for 'fuseproof test PATH...'");
  int bound = 4;
  smt::Budget budget;
  po::options_description symbolic_opts = symbolic_options(bound, budget);
  if (symbolic) {
    opts.add_options()("help,h", "show this help")("json", "print results as JSON on stdout")(
        "self-check", "prove each side equal to itself instead of lhs == rhs (identity check)")(
        "show-steps", "list the law applications of each all-sizes proof")(
        "numeric", "after the symbolic tiers, run the numeric tolerance tier")(
        "report", po::value<std::string>(),
        "then also write each rule's proof report into this directory (as 'fuseproof report "
        "-o DIR' does, through its cache)");
    opts.add(symbolic_opts);
  }
  std::string shapes;
  uint64_t seed = 0;
  int small_bound = 3;
  po::options_description numeric_opts = numeric_options(shapes, seed, small_bound);
  if (!symbolic) // `test`: the numeric tier only; the symbolic flags do not apply
    opts.add_options()("help,h", "show this help")("json", "print results as JSON on stdout");
  opts.add(numeric_opts);
  po::variables_map vm;
  if (auto status = parse_with_paths(args, opts, "", vm))
    return *status;
  if (!vm.count("path"))
    return usage_error(std::string(symbolic ? "verify" : "test") +
                       " needs at least one rule file or directory");
  numeric::NumericOptions numeric_options;
  if (auto err = numeric_settings(vm, shapes, seed, small_bound, numeric_options))
    return usage_error(*err);
  bool run_numeric = !symbolic || vm.count("numeric") > 0;
  numeric::Progress progress = numeric::Progress::for_stderr();
  if (vm.count("no-progress") == 0)
    numeric_options.progress = &progress;
  bool json = vm.count("json") > 0;
  bool self_check = vm.count("self-check") > 0;
  verify::VerifyOptions options;
  if (auto err = symbolic_settings(vm, bound, budget, options))
    return usage_error(*err);

  std::vector<std::string> files;
  try {
    files = tools::collect_rule_files(vm["path"].as<std::vector<std::string>>());
  } catch (const support::UserError &e) {
    report_user_error(e);
    return 2;
  }

  Counts counts;
  boost::json::array results, errors;
  for (const std::string &file : files) {
    ir::Rule rule;
    try {
      rule = pipeline::load_checked_rule(file, options);
    } catch (const support::UserError &e) {
      report_user_error(e);
      ++counts.errors;
      errors.push_back({{"file", file}, {"error", support::render(e)}});
      continue;
    }
    // The numeric table follows the rule's verdict line in text (`verify --numeric`); JSON
    // attaches the numeric result to each verdict, so there it runs first.
    boost::json::object numeric_out;
    const bool numeric_here = run_numeric && !self_check;
    if (numeric_here && (json || !symbolic))
      numeric_out = run_numeric_tier(file, rule, numeric_options, json, counts);
    if (!symbolic) {
      if (json)
        results.push_back(std::move(numeric_out));
      continue;
    }
    for (const auto &[label, v] : pipeline::verify_rule_checks(rule, options, self_check)) {
      (verify::is_proved(v.kind)                ? counts.proved
       : v.kind == verify::VerdictKind::Refuted ? counts.refuted
                                                : counts.unknown)++;
      if (json) {
        boost::json::object o = verify::verdict_json(v);
        o["file"] = file;
        o["rule"] = label;
        if (!numeric_out.empty())
          o["numeric"] = numeric_out["numeric"];
        results.push_back(std::move(o));
      } else {
        print_verdict(file, label, v, vm.count("show-steps") > 0);
      }
    }
    if (numeric_here && !json)
      run_numeric_tier(file, rule, numeric_options, json, counts);
  }
  if (json) {
    boost::json::object top{{"tool", "fuseproof"},
                            {"version", kVersion},
                            {"solver", smt::Context::solver_version()},
                            {"results", std::move(results)},
                            {"errors", std::move(errors)}};
    std::cout << boost::json::serialize(top) << '\n';
  } else {
    if (symbolic)
      std::cout << "summary: " << counts.proved << " proved, " << counts.refuted << " refuted, "
                << counts.unknown << " unknown, " << counts.errors << " malformed\n";
    if (run_numeric)
      std::cout << "numeric summary: " << counts.numeric_passed << " passed, "
                << counts.numeric_failed << " failed" << (symbolic ? "" : ", ")
                << (symbolic ? "" : std::to_string(counts.errors) + " malformed") << '\n';
  }
  int status = counts.errors                                               ? 2
               : counts.refuted || counts.unknown || counts.numeric_failed ? 1
                                                                           : 0;
  if (symbolic && vm.count("report")) {
    pipeline::CheckOptions report_options{options, numeric_options};
    report_options.numeric.progress = nullptr;
    int written =
        write_reports(files, report_options, vm["report"].as<std::string>(),
                      std::filesystem::path(".cache/fuseproof"), 1, vm.count("no-progress") == 0);
    status = std::max(status, written);
  }
  return status;
}

int run_print(const std::vector<std::string> &args) {
  if (args.size() == 1 && (args[0] == "--help" || args[0] == "-h")) {
    std::cout << "usage: fuseproof print PATH\n  prints the rule with every index range written "
                 "out; the output parses to the same IR\n";
    return 0;
  }
  if (args.size() != 1 || args[0].starts_with("-"))
    return usage_error("print takes exactly one rule file");
  try {
    std::cout << ir::print_rule(sema::load_rule_file(args[0]));
  } catch (const support::UserError &e) {
    report_user_error(e);
    return 2;
  }
  return 0;
}

} // namespace

int main(int argc, char **argv) {
  support::keep_freed_memory_for_reuse(); // the numeric tier's tensors (support/memory_policy.h)
  std::vector<std::string> args(argv + 1, argv + argc);
  try {
    if (args.empty())
      return usage_error("no command given");
    const std::string cmd = args[0];
    std::vector<std::string> rest(args.begin() + 1, args.end());
    if (cmd == "--help" || cmd == "-h" || cmd == "help") {
      std::cout << kUsage;
      return 0;
    }
    if (cmd == "--version") {
      std::cout << "fuseproof " << kVersion << " (" << smt::Context::solver_version() << ")\n";
      return 0;
    }
    if (cmd == "verify")
      return run_verify(rest, true);
    if (cmd == "test")
      return run_verify(rest, false);
    if (cmd == "print")
      return run_print(rest);
    if (cmd == "gen")
      return run_gen(rest);
    if (cmd == "ci")
      return run_ci(rest);
    if (cmd == "report")
      return run_report(rest);
    if (cmd == "check-kernel")
      return run_check_kernel(rest);
    if (cmd.starts_with("-"))
      return usage_error("unknown option '" + cmd + "'");
    return usage_error("unknown command '" + cmd + "'");
  } catch (const support::UserError &e) {
    report_user_error(e);
    return 2;
  } catch (const std::exception &e) {
    std::cerr << "fuseproof: internal error: " << e.what()
              << "\nThis is a bug in fuseproof; please report it with the rule file.\n";
    return 3;
  }
}
