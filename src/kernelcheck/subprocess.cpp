#include "kernelcheck/subprocess.h"

#include <cerrno>
#include <csignal>
#include <cstring>
#include <fcntl.h>
#include <poll.h>
#include <spawn.h>
#include <stdexcept>
#include <sys/wait.h>
#include <unistd.h>

extern char **environ;

namespace fuseproof::kernelcheck {

LineProcess::LineProcess(const std::vector<std::string> &argv,
                         const std::vector<std::string> &extra_env) {
  int in[2], out[2];
  if (pipe2(in, O_CLOEXEC) != 0)
    throw std::runtime_error(std::string("pipe: ") + std::strerror(errno));
  if (pipe2(out, O_CLOEXEC) != 0) {
    close(in[0]);
    close(in[1]);
    throw std::runtime_error(std::string("pipe: ") + std::strerror(errno));
  }
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_adddup2(&actions, in[0], 0); // dup2 clears close-on-exec
  posix_spawn_file_actions_adddup2(&actions, out[1], 1);
  std::vector<char *> args;
  for (const std::string &a : argv)
    args.push_back(const_cast<char *>(a.c_str()));
  args.push_back(nullptr);
  // The environment: ours, with each extra NAME=value replacing any NAME of ours.
  std::vector<std::string> env_text;
  for (char **e = environ; *e; ++e) {
    std::string entry = *e;
    bool replaced = false;
    for (const std::string &x : extra_env)
      replaced = replaced || entry.compare(0, x.find('=') + 1, x, 0, x.find('=') + 1) == 0;
    if (!replaced)
      env_text.push_back(entry);
  }
  env_text.insert(env_text.end(), extra_env.begin(), extra_env.end());
  std::vector<char *> env;
  for (std::string &e : env_text)
    env.push_back(e.data());
  env.push_back(nullptr);
  const int rc = posix_spawnp(&pid_, args[0], &actions, nullptr, args.data(), env.data());
  posix_spawn_file_actions_destroy(&actions);
  close(in[0]);
  close(out[1]);
  if (rc != 0) {
    close(in[1]);
    close(out[0]);
    throw std::runtime_error("cannot start '" + argv[0] + "': " + std::strerror(rc));
  }
  to_child_ = in[1];
  from_child_ = out[0];
}

LineProcess::~LineProcess() { finish(); }

bool LineProcess::send(const std::string &line) {
  if (to_child_ < 0)
    return false;
  // A child that died must not kill us with SIGPIPE: the write fails with EPIPE instead.
  struct sigaction ignore {
  }, previous{};
  ignore.sa_handler = SIG_IGN;
  sigaction(SIGPIPE, &ignore, &previous);
  std::string text = line + "\n";
  size_t done = 0;
  while (done < text.size()) {
    ssize_t n = write(to_child_, text.data() + done, text.size() - done);
    if (n < 0 && errno == EINTR)
      continue;
    if (n <= 0)
      break;
    done += static_cast<size_t>(n);
  }
  sigaction(SIGPIPE, &previous, nullptr);
  return done == text.size();
}

bool LineProcess::receive(std::string &line, int timeout_ms) {
  for (;;) {
    size_t newline = buffered_.find('\n');
    if (newline != std::string::npos) {
      line = buffered_.substr(0, newline);
      buffered_.erase(0, newline + 1);
      return true;
    }
    if (from_child_ < 0)
      return false;
    if (timeout_ms >= 0) {
      pollfd ready{from_child_, POLLIN, 0};
      const int n = poll(&ready, 1, timeout_ms);
      if (n < 0 && errno == EINTR)
        continue; // a signal: wait the whole time again, a little longer than asked at worst
      if (n == 0) {
        timed_out_ = true;
        if (pid_ > 0)
          kill(pid_, SIGKILL); // finish() reaps it
        close(from_child_);
        from_child_ = -1;
        return false;
      }
    }
    char chunk[4096];
    ssize_t n = read(from_child_, chunk, sizeof chunk);
    if (n < 0 && errno == EINTR)
      continue;
    if (n <= 0) {
      close(from_child_);
      from_child_ = -1;
      return false;
    }
    buffered_.append(chunk, static_cast<size_t>(n));
  }
}

std::string LineProcess::finish() {
  if (to_child_ >= 0) {
    close(to_child_);
    to_child_ = -1;
  }
  if (from_child_ >= 0) {
    close(from_child_);
    from_child_ = -1;
  }
  if (pid_ > 0) {
    int status = 0;
    while (waitpid(pid_, &status, 0) < 0 && errno == EINTR) {
    }
    pid_ = -1;
    ended_ = WIFSIGNALED(status) ? "killed by signal " + std::to_string(WTERMSIG(status))
                                 : "exit status " + std::to_string(WEXITSTATUS(status));
  }
  return ended_;
}

} // namespace fuseproof::kernelcheck
