#include "smt/guarded_check.h"

#include <chrono>
#include <condition_variable>
#include <mutex>
#include <stdexcept>
#include <thread>

namespace fuseproof::smt {

namespace {

struct Shared {
  std::shared_ptr<Scratch> scratch;
  std::mutex lock;
  std::condition_variable finished_cv;
  bool finished = false;
  GuardedResult out;
};

// Z3 honours its own timeout almost always; the guard only has to catch the loops that do not,
// so it waits well past the budget before it steps in.
std::chrono::milliseconds grace(unsigned budget_ms) {
  return std::chrono::milliseconds(std::max(1000u, budget_ms));
}

} // namespace

GuardedResult guarded_check(std::shared_ptr<Scratch> scratch, unsigned budget_ms) {
  auto shared = std::make_shared<Shared>();
  shared->scratch = std::move(scratch);
  std::thread worker([shared] {
    GuardedResult r;
    try {
      r.result = shared->scratch->solver->check();
      if (r.result == z3::unknown)
        r.reason_unknown = shared->scratch->solver->reason_unknown();
    } catch (const z3::exception &e) {
      r.result = z3::unknown;
      r.reason_unknown = std::string("solver error: ") + e.msg();
    } catch (const std::exception &e) { // e.g. out of memory: a budget, not a crash
      r.result = z3::unknown;
      r.reason_unknown = std::string("solver error: ") + e.what();
    }
    std::lock_guard<std::mutex> guard(shared->lock);
    shared->out = std::move(r);
    shared->finished = true;
    shared->finished_cv.notify_all();
  });
  std::unique_lock<std::mutex> wait(shared->lock);
  auto done = [&] { return shared->finished; };
  auto limit = std::chrono::milliseconds(budget_ms) + grace(budget_ms);
  if (!shared->finished_cv.wait_for(wait, limit, done)) {
    // Z3_interrupt is safe from another thread; it stops the loops that poll the cancel flag.
    shared->scratch->ctx.interrupt();
    if (!shared->finished_cv.wait_for(wait, grace(budget_ms), done)) {
      wait.unlock();
      worker.detach();
      GuardedResult r;
      r.abandoned = true;
      r.reason_unknown =
          "the solver ignored its budget of " + std::to_string(budget_ms) + " ms and was abandoned";
      return r;
    }
  }
  wait.unlock();
  worker.join();
  return shared->out;
}

} // namespace fuseproof::smt
