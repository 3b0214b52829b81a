// `fuseproof check-kernel RULE --binding FILE`: a fused kernel fuseproof did not write (Triton,
// a CUDA extension, CuTeDSL: anything PyTorch can call) judged against a proved rule, on the
// numeric tier's own inputs, shapes, criteria and statistics (docs/CHECK_KERNEL.md).
#include "kernelcheck/python_kernel.h"
#include "numeric/numeric_render.h"
#include "pipeline/command_checks.h"
#include "report/kernel_check.h"
#include "support/files.h"
#include "support/sha256.h"
#include "tools/cli_common.h"
#include "tools/commands.h"

#include <boost/json.hpp>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <iostream>
#include <unistd.h>

#ifndef FUSEPROOF_PYTHON_PACKAGE_DIR
#error "the build names the directory of the fuseproof_torch package"
#endif

namespace fuseproof::tools {

namespace fs = std::filesystem;

namespace {

constexpr const char *kUsage =
    "usage: fuseproof check-kernel RULE --binding FILE [options]\n"
    "  checks a fused kernel fuseproof did not write against a rule: proves the rule, then runs\n"
    "  the kernel (through FILE, a Python binding defining run(inputs, scalars, dims, dtype))\n"
    "  on the numeric tier's seeded inputs at its small and realistic shapes and judges its\n"
    "  outputs with the rule's criteria; exit 0 pass, 1 the rule is not proved or the kernel\n"
    "  fails (its worst elements are shown), 2 usage error or malformed rule\n\n";

/// A fresh temporary directory for the cases (removed at the end).
fs::path temporary_work_dir() {
  std::string pattern = (fs::temp_directory_path() / "fuseproof-check-kernel-XXXXXX").string();
  if (!mkdtemp(pattern.data()))
    throw numeric::KernelError("cannot create a temporary directory in " +
                               fs::temp_directory_path().string());
  return pattern;
}

void print_worst(const numeric::NumericResult &r) {
  for (const numeric::CaseResult &c : r.cases) {
    if (c.passed())
      continue;
    for (const numeric::OutputResult &o : c.outputs) {
      if (o.worst.empty())
        continue;
      std::cout << "  worst elements of " << o.name << " (" << c.shape_name << " " << c.dtype << " "
                << ir::distribution_name(c.distribution) << "):\n";
      for (const numeric::WorstElement &w : o.worst) {
        char line[256];
        std::snprintf(line, sizeof line, "kernel %.9g, unfused %.9g, reference %.17g, |error| %.3g",
                      w.fused, w.unfused, w.reference, std::abs(w.fused - w.reference));
        std::cout << "    " << w.at << ": " << line << '\n';
      }
    }
  }
}

/// Whether `program` names an executable file: itself when it has a slash, else on PATH (as
/// posix_spawnp will look for it).
bool executable_found(const std::string &program) {
  if (program.empty())
    return false;
  if (program.find('/') != std::string::npos)
    return access(program.c_str(), X_OK) == 0 && fs::is_regular_file(program);
  const char *path = std::getenv("PATH");
  std::string dirs = path ? path : "";
  for (size_t start = 0; start <= dirs.size();) {
    size_t end = dirs.find(':', start);
    if (end == std::string::npos)
      end = dirs.size();
    const fs::path dir = end == start ? fs::path(".") : fs::path(dirs.substr(start, end - start));
    const fs::path candidate = dir / program;
    if (access(candidate.c_str(), X_OK) == 0 && fs::is_regular_file(candidate))
      return true;
    start = end + 1;
  }
  return false;
}

} // namespace

int run_check_kernel(const std::vector<std::string> &args) {
  po::options_description opts("options for 'fuseproof check-kernel RULE --binding FILE'");
  std::string binding, python, device, work_dir, report_file;
  int timeout = 600;
  opts.add_options()("help,h", "show this help")(
      "binding", po::value<std::string>(&binding),
      "the kernel's binding: a Python file defining run(inputs, scalars, dims, dtype) that "
      "calls the kernel and returns its outputs by name (required)")(
      "python", po::value<std::string>(&python)->default_value("python3"),
      "the Python interpreter that has PyTorch (and the kernel's own packages)")(
      "device", po::value<std::string>(&device)->default_value("cpu"),
      "where the inputs are put and the kernel runs: cpu, cuda, cuda:N")(
      "work-dir", po::value<std::string>(&work_dir),
      "where each case's inputs and outputs are exchanged with the binding (default: a "
      "temporary directory, removed afterwards)")(
      "kernel-timeout", po::value<int>(&timeout)->default_value(600),
      "seconds the kernel may take to load, or to answer one case, before it is stopped and "
      "the check fails (0: no limit)")("report", po::value<std::string>(&report_file),
                                       "also write the result as a Markdown report to this file")(
      "json", "print the result as JSON");
  int bound = 4;
  smt::Budget budget;
  opts.add(symbolic_options(bound, budget));
  std::string shapes;
  uint64_t seed = 0;
  int small_bound = 3;
  opts.add(numeric_options(shapes, seed, small_bound));
  po::variables_map vm;
  if (auto status = parse_with_paths(args, opts, kUsage, vm))
    return *status;
  if (!vm.count("path") || vm["path"].as<std::vector<std::string>>().size() != 1)
    return usage_error("check-kernel takes exactly one rule file");
  if (binding.empty())
    return usage_error("check-kernel needs --binding FILE (a Python file defining "
                       "run(inputs, scalars, dims, dtype))");
  if (timeout < 0)
    return usage_error("--kernel-timeout must be 0 (no limit) or a number of seconds");
  numeric::NumericOptions numeric_options;
  if (auto err = numeric_settings(vm, shapes, seed, small_bound, numeric_options))
    return usage_error(*err);
  numeric::Progress progress = numeric::Progress::for_stderr();
  if (vm.count("no-progress") == 0)
    numeric_options.progress = &progress;
  verify::VerifyOptions options;
  if (auto err = symbolic_settings(vm, bound, budget, options))
    return usage_error(*err);
  const bool json = vm.count("json") > 0;
  const std::string file = vm["path"].as<std::vector<std::string>>().front();

  ir::Rule rule;
  try {
    if (!fs::is_regular_file(binding))
      support::fail_subject(binding, "no such file (the --binding)");
    if (!executable_found(python))
      support::fail_subject(python, "no such executable (the --python), nor on PATH");
    rule = pipeline::load_checked_rule(file, options);
  } catch (const support::UserError &e) {
    report_user_error(e);
    return 2;
  }
  report::KernelCheckReport out;
  out.rule_name = rule.name;
  out.rule_file = file;
  out.rule_sha256 = support::sha256_file_hex(file).value_or("");
  out.binding = binding;
  out.device = device;
  out.tool = tool_version();

  // The rule first: a kernel agreeing with a rule that is not proved shows nothing.
  const verify::Verdict verdict =
      pipeline::verify_rule_checks(rule, options, false).front().verdict;
  out.verdict = verify::verdict_text(verdict);
  if (!json)
    std::cout << file << ": " << rule.name << ": " << out.verdict << '\n';
  if (!verify::is_proved(verdict.kind)) {
    out.error = "the rule is not proved (" + out.verdict +
                "): a kernel is checked only against a proved rule";
  } else {
    const bool temporary = work_dir.empty();
    fs::path dir;
    try {
      dir = temporary ? temporary_work_dir() : fs::path(work_dir);
      kernelcheck::PythonKernel kernel(
          rule, {python, FUSEPROOF_PYTHON_PACKAGE_DIR, binding, device, dir, timeout});
      numeric_options.kernel = &kernel;
      pipeline::NumericRun run = pipeline::test_rule(file, rule, numeric_options);
      if (run.error) {
        std::cerr << support::render(*run.error);
        return 2;
      }
      out.numeric = std::move(run.result);
      out.passed = out.numeric->passed();
      if (!out.passed)
        out.error = out.numeric->reason();
    } catch (const numeric::KernelError &e) {
      out.error = std::string("the kernel did not run: ") + e.what();
    }
    if (temporary && !dir.empty()) {
      std::error_code ec;
      fs::remove_all(dir, ec);
    }
  }

  if (json) {
    boost::json::object o{{"rule", rule.name},  {"file", file},     {"verdict", out.verdict},
                          {"binding", binding}, {"device", device}, {"passed", out.passed},
                          {"reason", out.error}};
    o["numeric"] = out.numeric ? boost::json::value(numeric::numeric_json(*out.numeric)) : nullptr;
    std::cout << boost::json::serialize(o) << '\n';
  } else {
    if (out.numeric) {
      std::cout << "kernel " << binding << " on " << device << ": "
                << (out.passed ? "pass" : "FAIL") << " (seed " << out.numeric->seed << ", "
                << out.numeric->cases.size() << " cases)" << (out.passed ? "" : ": " + out.error)
                << '\n'
                << numeric::numeric_table(*out.numeric, 2, "kernel");
      print_worst(*out.numeric);
    } else {
      std::cout << "kernel " << binding << " on " << device << ": FAIL: " << out.error << '\n';
    }
    std::cout << "summary: the kernel " << (out.passed ? "passes" : "fails") << " rule "
              << rule.name << '\n';
  }
  if (!report_file.empty()) {
    if (!support::write_file(report_file, report::render_kernel_check_markdown(out))) {
      std::cerr << "fuseproof: error: cannot write " << report_file << '\n';
      return 2;
    }
  }
  return out.passed ? 0 : 1;
}

} // namespace fuseproof::tools
