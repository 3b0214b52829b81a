// fuseproof: verify kernel-fusion rules. Thin main: parses flags and prints results; the work is
// in the libraries.
#include "ir/printer.h"
#include "sema/sema.h"
#include "smt/smt.h"
#include "support/diagnostics.h"
#include "tools/paths.h"
#include "verify/render.h"
#include "verify/verifier.h"

#include <boost/json.hpp>
#include <boost/program_options.hpp>

#include <cstdio>
#include <iostream>

namespace po = boost::program_options;
using namespace fuseproof;

namespace {

constexpr const char *kVersion = "0.1.0";

constexpr const char *kUsage = R"(usage: fuseproof <command> [options]

commands:
  verify PATH...   prove each rule (files, or directories searched for *.rule)
  print PATH       print a rule as fuseproof understands it (ranges written out)

Run 'fuseproof <command> --help' for a command's options.
Exit status: 0 every rule proved; 1 a rule refuted or unknown; 2 usage error or malformed rule.
)";

struct Counts {
  int proved = 0, refuted = 0, unknown = 0, errors = 0;
};

int usage_error(const std::string &message) {
  std::cerr << "fuseproof: error: " << message << "\nRun 'fuseproof --help' for usage.\n";
  return 2;
}

void report_user_error(const support::UserError &e) {
  std::cerr << support::render(e.diagnostic());
}

void print_verdict(const std::string &file, const std::string &label, const verify::Verdict &v,
                   bool show_steps) {
  char time[32];
  std::snprintf(time, sizeof time, "%.2f", v.seconds);
  std::cout << file << ": " << label << ": " << verify::verdict_text(v) << " [" << time << " s";
  if (v.kind == verify::VerdictKind::ProvedAllSizes)
    std::cout << ", " << v.steps.size() << " steps]\n";
  else
    std::cout << ", " << v.shapes_checked << " shapes]\n";
  if (v.ran_all_sizes && v.kind != verify::VerdictKind::ProvedAllSizes)
    std::cout << "  all sizes: not proved: " << v.all_sizes_reason << "\n";
  if (v.counterexample)
    std::cout << verify::render_counterexample(*v.counterexample, 2);
  if (show_steps)
    for (const verify::ProofStep &s : v.steps)
      std::cout << "  step " << s.law << ": " << s.instance << " [" << s.obligations.size()
                << " obligations]\n";
}

int run_verify(const std::vector<std::string> &args) {
  po::options_description opts("options for 'fuseproof verify PATH...'");
  int bound = 4;
  smt::Budget budget;
  opts.add_options()("help,h", "show this help")(
      "bound,B", po::value<int>(&bound)->default_value(4),
      "check every shape with each dimension in [1, B] (1..16)")("json",
                                                                 "print results as JSON on stdout")(
      "timeout-ms", po::value<unsigned>(&budget.timeout_ms)->default_value(10000),
      "time budget of each solver call, in milliseconds")(
      "memory-mb", po::value<unsigned>(&budget.memory_mb)->default_value(4096),
      "memory budget of the solver, in MiB")(
      "rlimit", po::value<unsigned>(&budget.fast_rlimit)->default_value(2000000),
      "Z3 resource limit of the fast attempt of each solver call (deterministic)")(
      "self-check", "prove each side equal to itself instead of lhs == rhs (identity check)")(
      "bounded-only",
      "skip the all-sizes tier")("show-steps", "list the law applications of each all-sizes proof")(
      "check-steps", "re-check every all-sizes step's obligations in a fresh solver (default)")(
      "no-check-steps", "do not re-check the all-sizes proof's steps in fresh solvers")(
      "disable-law", po::value<std::vector<std::string>>(),
      "do not use this all-sizes law (repeatable; see docs/ALL_SIZES.md)");
  po::options_description hidden;
  hidden.add_options()("path", po::value<std::vector<std::string>>(), "");
  po::options_description all;
  all.add(opts).add(hidden);
  po::positional_options_description pos;
  pos.add("path", -1);
  po::variables_map vm;
  try {
    po::store(po::command_line_parser(args).options(all).positional(pos).run(), vm);
    po::notify(vm);
  } catch (const po::error &e) {
    return usage_error(e.what());
  }
  if (vm.count("help")) {
    std::cout << opts;
    return 0;
  }
  if (!vm.count("path"))
    return usage_error("verify needs at least one rule file or directory");
  if (bound < 1 || bound > 16)
    return usage_error("--bound must be between 1 and 16, got " + std::to_string(bound));
  if (budget.timeout_ms == 0 || budget.memory_mb == 0)
    return usage_error("--timeout-ms and --memory-mb must be positive");
  bool json = vm.count("json") > 0;
  bool self_check = vm.count("self-check") > 0;
  verify::VerifyOptions options;
  options.bounded = {bound, budget, true};
  options.all_sizes.budget = budget;
  if (vm.count("check-steps") && vm.count("no-check-steps"))
    return usage_error("--check-steps and --no-check-steps contradict each other");
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
        return usage_error("unknown law '" + name + "' for --disable-law");
    }
  }

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
      rule = sema::load_rule_file(file);
    } catch (const support::UserError &e) {
      report_user_error(e);
      ++counts.errors;
      errors.push_back({{"file", file}, {"error", support::render(e.diagnostic())}});
      continue;
    }
    std::vector<std::pair<std::string, ir::Rule>> checks;
    if (self_check) {
      checks.emplace_back(rule.name + " (lhs == lhs)", ir::identity_rule(rule, true));
      checks.emplace_back(rule.name + " (rhs == rhs)", ir::identity_rule(rule, false));
    } else {
      checks.emplace_back(rule.name, rule);
    }
    for (const auto &[label, r] : checks) {
      verify::Verdict v = verify::verify_rule(r, options);
      (verify::is_proved(v.kind)                ? counts.proved
       : v.kind == verify::VerdictKind::Refuted ? counts.refuted
                                                : counts.unknown)++;
      if (json) {
        boost::json::object o = verify::verdict_json(v);
        o["file"] = file;
        o["rule"] = label;
        results.push_back(std::move(o));
      } else {
        print_verdict(file, label, v, vm.count("show-steps") > 0);
      }
    }
  }
  if (json) {
    boost::json::object top{{"tool", "fuseproof"},
                            {"version", kVersion},
                            {"solver", smt::Context::solver_version()},
                            {"results", std::move(results)},
                            {"errors", std::move(errors)}};
    std::cout << boost::json::serialize(top) << '\n';
  } else {
    std::cout << "summary: " << counts.proved << " proved, " << counts.refuted << " refuted, "
              << counts.unknown << " unknown, " << counts.errors << " malformed\n";
  }
  if (counts.errors)
    return 2;
  return counts.refuted || counts.unknown ? 1 : 0;
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
      return run_verify(rest);
    if (cmd == "print")
      return run_print(rest);
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
