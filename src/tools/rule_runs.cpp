#include "tools/rule_runs.h"

#include "sema/sema.h"
#include "support/diagnostics.h"

#include <algorithm>
#include <atomic>
#include <cstdio>
#include <mutex>
#include <thread>

namespace fuseproof::tools {
namespace {

RuleRun run_one(const std::string &file, const report::CheckOptions &options,
                const std::optional<std::filesystem::path> &cache) {
  RuleRun run{file, std::nullopt, ""};
  try {
    std::string key;
    if (cache) {
      // Parsed first: a malformed rule is reported, never served from the cache.
      ir::Rule rule = sema::load_rule_file(file);
      key = report::cache_key(report::recorded_path(file), rule.loc.file->text(), options);
      if ((run.artefacts = report::cache_load(*cache, key)))
        return run;
    }
    run.artefacts = report::make_artefacts(report::check_rule(file, options));
    if (cache)
      report::cache_store(*cache, key, *run.artefacts);
  } catch (const support::UserError &e) {
    run.error = support::render(e);
  } catch (const std::exception &e) {
    run.error = std::string("internal error: ") + e.what();
  }
  return run;
}

} // namespace

std::vector<RuleRun> run_rules(const std::vector<std::string> &files,
                               const report::CheckOptions &options,
                               const std::optional<std::filesystem::path> &cache, int jobs,
                               bool progress) {
  std::vector<RuleRun> runs(files.size());
  std::atomic<size_t> next{0}, finished{0};
  std::mutex err;
  auto worker = [&] {
    for (size_t i = next++; i < files.size(); i = next++) {
      runs[i] = run_one(files[i], options, cache);
      if (!progress)
        continue;
      const RuleRun &r = runs[i];
      char line[512];
      std::snprintf(line, sizeof line, "[%zu/%zu] %s: %s\n", ++finished, files.size(),
                    files[i].c_str(),
                    !r.error.empty()      ? "error"
                    : r.artefacts->cached ? "cached"
                    : r.artefacts->passed ? "checked"
                                          : "checked, failing");
      std::lock_guard<std::mutex> lock(err);
      std::fputs(line, stderr);
    }
  };
  std::vector<std::thread> pool;
  for (int t = 1; t < std::min<int>(jobs, static_cast<int>(files.size())); ++t)
    pool.emplace_back(worker);
  worker();
  for (std::thread &t : pool)
    t.join();
  return runs;
}

} // namespace fuseproof::tools
