// The progress display: a bar redrawn in place on a terminal, plain lines otherwise.
#include "numeric/progress.h"

#include <gtest/gtest.h>

#include <cstdio>
#include <string>

namespace fuseproof::numeric {
namespace {

std::string run(bool terminal) {
  std::FILE *f = std::tmpfile();
  Progress p(f, terminal);
  p.start(4);
  p.finished("rule a");
  p.finished("rule b");
  p.done();
  std::fflush(f);
  std::rewind(f);
  std::string out;
  for (int c; (c = std::fgetc(f)) != EOF;)
    out += static_cast<char>(c);
  std::fclose(f);
  return out;
}

TEST(NumericProgress, TerminalRedrawsOneBarWithRateAndEta) {
  std::string out = run(true);
  EXPECT_EQ(out.find('\n'), std::string::npos) << out; // never scrolls
  EXPECT_NE(out.find("\r\033[K[###############...............] 2/4"), std::string::npos) << out;
  EXPECT_NE(out.find("cases/s  ETA "), std::string::npos) << out;
  EXPECT_NE(out.find("rule b"), std::string::npos) << out;
  EXPECT_EQ(out.substr(out.size() - 4), "\r\033[K"); // the bar is cleared at the end
}

TEST(NumericProgress, PlainLinesOtherwise) {
  std::string out = run(false);
  EXPECT_EQ(out.find('\r'), std::string::npos) << out;
  EXPECT_EQ(out.find("numeric: 1/4 rule a ("), 0u) << out;
  EXPECT_NE(out.find("\nnumeric: 2/4 rule b ("), std::string::npos) << out;
  EXPECT_NE(out.find(" cases/s, ETA "), std::string::npos) << out;
}

TEST(NumericProgress, DurationText) {
  EXPECT_EQ(duration_text(12.34), "12.3s");
  EXPECT_EQ(duration_text(65), "1m05s");
  EXPECT_EQ(duration_text(3600), "60m00s");
}

} // namespace
} // namespace fuseproof::numeric
