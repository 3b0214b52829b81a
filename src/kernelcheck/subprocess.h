#pragma once
// A child process spoken to in lines: its stdin and stdout are pipes, its stderr is ours (so
// what it prints for people reaches them). Used for the Python side of `check-kernel`.
#include <string>
#include <sys/types.h>
#include <vector>

namespace fuseproof::kernelcheck {

class LineProcess {
public:
  /// Starts `argv[0]` (searched on PATH) with `argv`, with `extra_env` ("NAME=value") added to
  /// the environment. Throws std::runtime_error when it cannot start.
  LineProcess(const std::vector<std::string> &argv, const std::vector<std::string> &extra_env);
  ~LineProcess();
  LineProcess(const LineProcess &) = delete;
  LineProcess &operator=(const LineProcess &) = delete;

  /// Sends one line (a newline is added). False when the process no longer reads.
  bool send(const std::string &line);
  /// The next line the process writes, without its newline; false at end of output (the
  /// process ended or closed its stdout), or when `timeout_ms` (>= 0) passed without one: the
  /// process is then killed and timed_out() is true.
  bool receive(std::string &line, int timeout_ms = -1);
  bool timed_out() const { return timed_out_; }
  /// Closes its stdin and waits for it; "exit status N" or "killed by signal N".
  std::string finish();

private:
  pid_t pid_ = -1;
  int to_child_ = -1, from_child_ = -1;
  std::string buffered_;
  std::string ended_; // finish()'s text once it has ended
  bool timed_out_ = false;
};

} // namespace fuseproof::kernelcheck
