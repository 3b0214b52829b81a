#pragma once
// Progress of a long numeric run: on a terminal a bar redrawn in place with rate and ETA,
// otherwise one plain line per finished case (logs stay readable and greppable).
#include <chrono>
#include <cstdio>
#include <string>

namespace fuseproof::numeric {

class Progress {
public:
  /// Writes to `out` (normally stderr); `terminal` selects the bar.
  Progress(std::FILE *out, bool terminal) : out_(out), terminal_(terminal) {}
  /// Progress on stderr, as a bar when stderr is a terminal.
  static Progress for_stderr();

  void start(int total);
  void finished(const std::string &what);
  void done();

private:
  std::FILE *out_;
  bool terminal_;
  int total_ = 0, done_ = 0;
  std::chrono::steady_clock::time_point begin_;
};

/// "1m05s", "12.3s": a duration as the progress line shows it.
std::string duration_text(double seconds);

} // namespace fuseproof::numeric
