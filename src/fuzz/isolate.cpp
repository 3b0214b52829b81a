#include "fuzz/isolate.h"

#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstring>
#include <iostream>

namespace fuseproof::fuzz {

namespace {

// The child's answer: numbers on lines, strings as a length line then the bytes.
std::string encode(const CheckResult &r) {
  std::string out;
  auto n = [&](double v) { out += std::to_string(v) + "\n"; };
  auto s = [&](const std::string &v) { out += std::to_string(v.size()) + "\n" + v; };
  n(static_cast<int>(r.outcome));
  n(static_cast<int>(r.finding));
  n(r.inputs_checked);
  n(r.verify_seconds);
  n(r.check_seconds);
  s(r.verdict);
  s(r.detail);
  return out;
}

bool decode(const std::string &in, CheckResult &r) {
  size_t pos = 0;
  auto line = [&](double &v) {
    size_t end = in.find('\n', pos);
    if (end == std::string::npos)
      return false;
    v = std::strtod(in.c_str() + pos, nullptr);
    pos = end + 1;
    return true;
  };
  auto text = [&](std::string &v) {
    double len = 0;
    if (!line(len) || pos + static_cast<size_t>(len) > in.size())
      return false;
    v = in.substr(pos, static_cast<size_t>(len));
    pos += static_cast<size_t>(len);
    return true;
  };
  double outcome = 0, finding = 0, checked = 0;
  if (!line(outcome) || !line(finding) || !line(checked) || !line(r.verify_seconds) ||
      !line(r.check_seconds) || !text(r.verdict) || !text(r.detail))
    return false;
  r.outcome = static_cast<Outcome>(static_cast<int>(outcome));
  r.finding = static_cast<Finding>(static_cast<int>(finding));
  r.inputs_checked = static_cast<int>(checked);
  return true;
}

} // namespace

CheckResult check_isolated(const std::string &text, bool equal_by_construction,
                           const CheckOptions &options, double timeout_s) {
  CheckResult out;
  int fds[2];
  if (pipe(fds) != 0) { // no isolation to be had: check in this process
    return check_rule_text(text, equal_by_construction, options);
  }
  std::cout.flush();
  std::cerr.flush();
  pid_t pid = fork();
  if (pid < 0) {
    close(fds[0]);
    close(fds[1]);
    return check_rule_text(text, equal_by_construction, options);
  }
  if (pid == 0) {
    close(fds[0]);
    CheckResult r;
    try {
      r = check_rule_text(text, equal_by_construction, options);
    } catch (const std::exception &e) {
      r.finding = Finding::Crash;
      r.detail = std::string("uncaught exception: ") + e.what();
    }
    std::string msg = encode(r);
    for (size_t done = 0; done < msg.size();) {
      ssize_t n = write(fds[1], msg.data() + done, msg.size() - done);
      if (n <= 0)
        break;
      done += static_cast<size_t>(n);
    }
    _exit(0); // no destructors, no atexit handlers: the parent owns every stream
  }
  close(fds[1]);
  auto start = std::chrono::steady_clock::now();
  std::string data;
  bool hung = false;
  char buf[65536];
  while (true) {
    double left =
        timeout_s - std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    if (left <= 0) {
      hung = true;
      break;
    }
    pollfd p{fds[0], POLLIN, 0};
    int ready = poll(&p, 1, static_cast<int>(std::min(left * 1000, 1e6)) + 1);
    if (ready < 0 && errno == EINTR)
      continue;
    if (ready <= 0)
      continue;
    ssize_t n = read(fds[0], buf, sizeof buf);
    if (n <= 0)
      break; // end of the answer (or of the child)
    data.append(buf, static_cast<size_t>(n));
  }
  close(fds[0]);
  if (hung)
    kill(pid, SIGKILL);
  int status = 0;
  waitpid(pid, &status, 0);
  if (hung) {
    out.outcome = Outcome::Unknown;
    out.finding = Finding::Hang;
    out.detail = "no verdict within " + std::to_string(static_cast<int>(timeout_s)) +
                 " s although every solver call has a budget of " +
                 std::to_string(options.timeout_ms) + " ms and " + std::to_string(options.rlimit) +
                 " resource units";
    out.verify_seconds = timeout_s;
    return out;
  }
  if (WIFSIGNALED(status)) {
    out.outcome = Outcome::Unknown;
    out.finding = Finding::Crash;
    out.detail = std::string("the verifier was killed by signal ") +
                 std::to_string(WTERMSIG(status)) + " (" + strsignal(WTERMSIG(status)) + ")";
    return out;
  }
  if (!decode(data, out)) {
    out = CheckResult{};
    out.finding = Finding::Crash;
    out.detail = "the checking process ended without an answer (exit status " +
                 std::to_string(WIFEXITED(status) ? WEXITSTATUS(status) : -1) + ")";
  }
  return out;
}

} // namespace fuseproof::fuzz
