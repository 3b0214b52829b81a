// `fuseproof report PATH...` (and `verify --report DIR`): writes proofs/<rule>.md, .json, .smt2
// and the error figure .svg for each rule, then rebuilds proofs/README.md from every report in the
// directory.
#include "pipeline/rule_runs.h"
#include "report/render.h"
#include "report/repo_check.h"
#include "support/files.h"
#include "tools/cli_common.h"
#include "tools/commands.h"
#include "tools/paths.h"

#include <boost/json.hpp>

#include <algorithm>
#include <fstream>
#include <iostream>
#include <sstream>

namespace fuseproof::tools {
namespace {

namespace fs = std::filesystem;

/// Rebuilds the index from the reports on disk, so that reporting a few rules keeps the others.
bool write_index(const fs::path &dir) {
  std::vector<fs::path> files;
  std::error_code ec;
  for (auto it = fs::directory_iterator(dir, ec); !ec && it != fs::end(it); it.increment(ec))
    if (it->is_regular_file() && it->path().extension() == ".json")
      files.push_back(it->path());
  std::sort(files.begin(), files.end());
  std::vector<boost::json::object> reports;
  for (const fs::path &f : files) {
    try {
      boost::json::value v = boost::json::parse(support::read_file(f).value_or(""));
      if (v.is_object() && v.as_object().contains("schema_version"))
        reports.push_back(v.as_object());
    } catch (const std::exception &) {
      std::cerr << "fuseproof: warning: " << f.generic_string()
                << " is not a report; left out of the index\n";
    }
  }
  return support::write_file(dir / "README.md", report::render_index(reports));
}

} // namespace

int write_reports(const std::vector<std::string> &files, const pipeline::CheckOptions &options,
                  const fs::path &proofs_dir, const std::optional<fs::path> &cache, int jobs,
                  bool progress) {
  int failing = 0, malformed = 0;
  for (const pipeline::RuleRun &run : run_rules(files, options, cache, jobs, progress)) {
    if (!run.error.empty()) {
      std::cerr << run.error;
      ++malformed;
      continue;
    }
    const pipeline::Artefacts &a = *run.artefacts;
    failing += a.passed ? 0 : 1;
    const std::pair<const char *, const std::string *> files[] = {{".md", &a.reports.md},
                                                                  {".json", &a.reports.json},
                                                                  {".smt2", &a.reports.smt2},
                                                                  {".svg", &a.reports.svg}};
    for (const auto &[ext, text] : files) {
      fs::path path = proofs_dir / (a.rule + ext);
      if (text->empty() && std::string_view(ext) == ".svg") {
        // No numeric results, no figure: a figure of an earlier run would outlive its report.
        std::error_code ec;
        fs::remove(path, ec);
        if (ec) {
          std::cerr << "fuseproof: error: cannot remove " << path.generic_string() << "\n";
          return 2;
        }
      } else if (!support::write_file(path, *text)) {
        std::cerr << "fuseproof: error: cannot write " << path.generic_string() << "\n";
        return 2;
      }
    }
    std::cout << a.file << ": " << a.rule << ": " << a.verdict << "; numeric " << a.numeric
              << " -> " << (proofs_dir / a.rule).generic_string()
              << (a.reports.svg.empty() ? ".{md,json,smt2}" : ".{md,json,smt2,svg}")
              << (a.cached ? " [cached]" : "") << "\n";
  }
  if (!write_index(proofs_dir)) {
    std::cerr << "fuseproof: error: cannot write " << (proofs_dir / "README.md").generic_string()
              << "\n";
    return 2;
  }
  if (malformed)
    return 2;
  return failing ? 1 : 0;
}

int run_report(const std::vector<std::string> &args) {
  po::options_description opts("options for 'fuseproof report PATH...'");
  std::string out_dir, kernels_dir, cache_dir;
  int jobs = 1;
  opts.add_options()("help,h", "show this help")(
      "output-dir,o", po::value<std::string>(&out_dir)->default_value("proofs"),
      "where to write <rule>.md, .json, .smt2, .svg and the index README.md")(
      "kernels", po::value<std::string>(&kernels_dir)->default_value("kernels/generated"),
      "where the rules' kernels belong (named in the reports)");
  opts.add(cache_options(cache_dir, jobs));
  CheckFlags flags;
  flags.add_to(opts);
  po::variables_map vm;
  if (auto status = parse_with_paths(args, opts,
                                     "usage: fuseproof report [options] PATH...\n"
                                     "  writes the proof report of each rule (docs/REPORTS.md)\n\n",
                                     vm))
    return *status;
  if (!vm.count("path"))
    return usage_error("report needs at least one rule file or directory");
  pipeline::CheckOptions options;
  if (auto err = flags.settings(vm, options))
    return usage_error(*err);
  if (auto err = jobs_error(jobs))
    return usage_error(*err);
  options.kernels_dir = fs::path(kernels_dir).lexically_normal().generic_string();
  std::vector<std::string> files;
  try {
    files = collect_rule_files(vm["path"].as<std::vector<std::string>>());
  } catch (const support::UserError &e) {
    report_user_error(e);
    return 2;
  }
  return write_reports(files, options, out_dir, cache_from(vm, cache_dir), jobs,
                       vm.count("no-progress") == 0);
}

} // namespace fuseproof::tools
