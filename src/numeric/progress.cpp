#include "numeric/progress.h"

#include <cmath>
#include <unistd.h>

namespace fuseproof::numeric {

Progress Progress::for_stderr() { return Progress(stderr, isatty(fileno(stderr)) != 0); }

std::string duration_text(double seconds) {
  char buf[32];
  if (seconds < 60)
    std::snprintf(buf, sizeof buf, "%.1fs", seconds);
  else
    std::snprintf(buf, sizeof buf, "%dm%02ds", static_cast<int>(seconds) / 60,
                  static_cast<int>(seconds) % 60);
  return buf;
}

void Progress::start(int total) {
  total_ = total;
  done_ = 0;
  begin_ = std::chrono::steady_clock::now();
}

void Progress::finished(const std::string &what) {
  ++done_;
  double elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - begin_).count();
  double rate = elapsed > 0 ? done_ / elapsed : 0;
  double eta = rate > 0 ? (total_ - done_) / rate : 0;
  if (terminal_) {
    constexpr int kWidth = 30;
    int filled = total_ > 0 ? kWidth * done_ / total_ : kWidth;
    std::string bar(filled, '#');
    bar.resize(kWidth, '.');
    std::fprintf(out_, "\r\033[K[%s] %d/%d  %.2f cases/s  ETA %s  %s", bar.c_str(), done_, total_,
                 rate, duration_text(eta).c_str(), what.c_str());
  } else {
    std::fprintf(out_, "numeric: %d/%d %s (%.2f cases/s, ETA %s)\n", done_, total_, what.c_str(),
                 rate, duration_text(eta).c_str());
  }
  std::fflush(out_);
}

void Progress::done() {
  if (terminal_ && total_ > 0) {
    std::fprintf(out_, "\r\033[K");
    std::fflush(out_);
  }
}

} // namespace fuseproof::numeric
