// `fuseproof ci [RULES...]`: the CI gate. Verifies every rule (proofs, numeric tier, gate),
// checks that proofs/ and kernels/generated/ hold exactly what the rules give now, and exits
// non-zero naming each offending file. Results are cached by content hash; rules are checked
// on --jobs threads; --shard i/n takes every n-th rule for a CI matrix. With --write it brings
// the reports and kernels up to date instead (the main job). docs/REPORTS.md has the details.
#include "pipeline/rule_runs.h"
#include "report/junit.h"
#include "report/repo_check.h"
#include "sema/sema.h"
#include "tools/cli_common.h"
#include "tools/commands.h"
#include "tools/paths.h"

#include <charconv>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <set>

namespace fuseproof::tools {
namespace {

namespace fs = std::filesystem;

struct Shard {
  int index = 1, count = 1; // 1-based
};

std::optional<Shard> parse_shard(const std::string &text) {
  Shard s;
  size_t slash = text.find('/');
  if (slash == std::string::npos)
    return std::nullopt;
  auto num = [](std::string_view t, int &v) {
    auto [p, ec] = std::from_chars(t.data(), t.data() + t.size(), v);
    return ec == std::errc() && p == t.data() + t.size();
  };
  std::string_view all(text);
  if (!num(all.substr(0, slash), s.index) || !num(all.substr(slash + 1), s.count) || s.count < 1 ||
      s.index < 1 || s.index > s.count)
    return std::nullopt;
  return s;
}

std::string seconds_text(double s) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.2f s", s);
  return buf;
}

} // namespace

int run_ci(const std::vector<std::string> &args) {
  po::options_description opts("options for 'fuseproof ci [RULES...]'");
  std::string proofs_dir, kernels_dir, cache_dir, shard_text, junit_file;
  int jobs = 1;
  opts.add_options()("help,h", "show this help")(
      "proofs", po::value<std::string>(&proofs_dir)->default_value("proofs"),
      "the reports' directory")(
      "kernels", po::value<std::string>(&kernels_dir)->default_value("kernels/generated"),
      "the generated kernels' directory")(
      "shard", po::value<std::string>(&shard_text)->default_value("1/1"),
      "check only the i-th of n shares of the rules, as i/n; the repository-wide checks "
      "(files without a rule) run in shard 1, the index only unsharded")(
      "junit", po::value<std::string>(&junit_file), "write JUnit XML to this file")(
      "write", "bring reports and kernels up to date instead of failing on differences");
  opts.add(cache_options(cache_dir, jobs));
  CheckFlags flags;
  flags.add_to(opts);
  po::variables_map vm;
  if (auto status = parse_with_paths(
          args, opts,
          "usage: fuseproof ci [options] [RULES...]   (default: rules)\n"
          "  verifies every rule and checks that the reports and generated kernels are "
          "up to date\n  with it; exit 1 naming every offending file\n\n",
          vm))
    return *status;
  std::optional<Shard> shard = parse_shard(shard_text);
  if (!shard)
    return usage_error("--shard takes i/n with 1 <= i <= n, got '" + shard_text + "'");
  if (auto err = jobs_error(jobs))
    return usage_error(*err);
  pipeline::CheckOptions options;
  if (auto err = flags.settings(vm, options))
    return usage_error(*err);
  options.kernels_dir = fs::path(kernels_dir).lexically_normal().generic_string();
  bool write = vm.count("write") > 0;
  std::optional<fs::path> cache = cache_from(vm, cache_dir);
  report::OutputDirs dirs{proofs_dir, kernels_dir};

  std::vector<std::string> files;
  try {
    files = collect_rule_files(vm.count("path") ? vm["path"].as<std::vector<std::string>>()
                                                : std::vector<std::string>{"rules"});
  } catch (const support::UserError &e) {
    report_user_error(e);
    return 2;
  }
  std::vector<std::string> mine;
  for (size_t i = 0; i < files.size(); ++i)
    if (static_cast<int>(i % shard->count) == shard->index - 1)
      mine.push_back(files[i]);

  std::vector<pipeline::RuleRun> runs =
      run_rules(mine, options, cache, jobs, vm.count("no-progress") == 0);

  // Reporting, in rule order: the same output whatever the number of jobs.
  std::vector<report::JUnitCase> junit;
  int failing = 0, from_cache = 0, problems = 0, malformed = 0;
  std::set<std::string> names;
  std::vector<pipeline::Artefacts> done;
  for (const pipeline::RuleRun &run : runs) {
    report::JUnitCase tc{"rules", run.file, 0, {}, ""};
    if (!run.error.empty()) {
      std::cerr << run.error;
      std::cout << run.file << ": error: cannot be checked\n";
      tc.failures.push_back(run.error);
      ++failing;
      ++malformed;
      junit.push_back(std::move(tc));
      continue;
    }
    const pipeline::Artefacts &a = *run.artefacts;
    if (!names.insert(a.rule).second) {
      tc.failures.push_back("two rule files define '" + a.rule + "'");
      std::cout << a.file << ": error: " << tc.failures.back() << "\n";
    }
    from_cache += a.cached ? 1 : 0;
    tc.seconds = a.cached ? 0 : a.seconds;
    std::string kernel = a.kernel_generated ? "kernel " + a.kernel_path : "no kernel";
    tc.output = a.rule + ": " + a.verdict + "; numeric " + a.numeric + "; " + kernel;
    std::cout << a.file << ": " << tc.output << " ["
              << (a.cached ? std::string("cached") : seconds_text(a.seconds)) << "]\n";
    for (const std::string &f : a.failures) {
      std::cout << a.file << ": error: " << f << "\n";
      tc.failures.push_back(f);
    }
    for (const report::Finding &f : report::check_rule_outputs(a, dirs, write)) {
      std::cout << f.path << ": " << (write ? "" : "error: ") << f.message << "\n";
      if (!write || f.message.starts_with("error"))
        tc.failures.push_back(f.path + ": " + f.message);
    }
    if (!tc.failures.empty())
      ++failing;
    done.push_back(a);
    junit.push_back(std::move(tc));
  }

  // Repository-wide checks need every rule's name; parsing is cheap, so every shard parses all.
  auto repo_check = [&](const std::string &name, const std::vector<report::Finding> &found) {
    report::JUnitCase tc{"repository", name, 0, {}, ""};
    for (const report::Finding &f : found) {
      std::cout << f.path << ": " << (write ? "" : "error: ") << f.message << "\n";
      if (!write || f.message.starts_with("error"))
        tc.failures.push_back(f.path + ": " + f.message);
    }
    problems += tc.failures.empty() ? 0 : 1;
    junit.push_back(std::move(tc));
  };
  if (shard->index == 1) {
    std::set<std::string> all_names = names;
    bool complete = true;
    for (const std::string &f : files) {
      try {
        all_names.insert(sema::load_rule_file(f).name);
      } catch (const support::UserError &) {
        complete = false; // reported by the shard that owns it
      }
    }
    if (complete)
      repo_check("files without a rule", report::check_orphans(all_names, dirs, write));
    if (shard->count == 1 && static_cast<int>(done.size()) == static_cast<int>(runs.size()))
      repo_check("index of the reports", report::check_index(done, dirs, write));
  }

  if (!junit_file.empty()) {
    std::ofstream out(junit_file, std::ios::binary | std::ios::trunc);
    out << report::render_junit("fuseproof ci", junit);
    if (!out.flush()) {
      std::cerr << "fuseproof: error: cannot write " << junit_file << "\n";
      return 2;
    }
  }
  std::cout << "ci summary: " << runs.size() << " rules";
  if (shard->count > 1)
    std::cout << " (shard " << shard->index << "/" << shard->count << " of " << files.size() << ")";
  std::cout << ", " << from_cache << " from the cache, " << failing << " failing";
  if (problems)
    std::cout << ", " << problems << " repository check(s) failing";
  std::cout << "\n";
  if (malformed)
    return 2;
  return failing || problems ? 1 : 0;
}

} // namespace fuseproof::tools
