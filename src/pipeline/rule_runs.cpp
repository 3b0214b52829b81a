#include "pipeline/rule_runs.h"

#include "pipeline/check_rule.h"
#include "sema/sema.h"
#include "support/diagnostics.h"

#include <algorithm>
#include <atomic>
#include <mutex>
#include <thread>

namespace fuseproof::pipeline {
namespace {

RuleRun run_one(const std::string &file, const CheckOptions &options,
                const std::optional<std::filesystem::path> &cache, const RenderReports &render) {
  RuleRun run{file, std::nullopt, ""};
  try {
    std::string key;
    if (cache) {
      // Parsed first: a malformed rule is reported, never served from the cache.
      ir::Rule rule = sema::load_rule_file(file);
      key = cache_key(recorded_path(file), rule.loc.file->text(), options);
      if ((run.artefacts = cache_load(*cache, key)))
        return run;
    }
    run.artefacts = make_artefacts(check_rule(file, options), render);
    if (cache)
      cache_store(*cache, key, *run.artefacts);
  } catch (const support::UserError &e) {
    run.error = support::render(e);
  } catch (const std::exception &e) {
    run.error = std::string("internal error: ") + e.what();
  }
  return run;
}

} // namespace

std::vector<RuleRun> run_rules(const std::vector<std::string> &files, const CheckOptions &options,
                               const std::optional<std::filesystem::path> &cache, int jobs,
                               const RenderReports &render, const RuleDone &done) {
  std::vector<RuleRun> runs(files.size());
  std::atomic<size_t> next{0}, finished{0};
  std::mutex done_mutex;
  auto worker = [&] {
    for (size_t i = next++; i < files.size(); i = next++) {
      runs[i] = run_one(files[i], options, cache, render);
      if (!done)
        continue;
      size_t count = ++finished;
      std::lock_guard<std::mutex> lock(done_mutex);
      done(runs[i], count, files.size());
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

} // namespace fuseproof::pipeline
