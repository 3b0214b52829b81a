#include "report/junit.h"

#include "report/render.h"

#include <cstdio>

namespace fuseproof::report {

std::string xml_escape(std::string_view s) {
  std::string out;
  for (char c : s) {
    switch (c) {
    case '&': out += "&amp;"; break;
    case '<': out += "&lt;"; break;
    case '>': out += "&gt;"; break;
    case '"': out += "&quot;"; break;
    case '\'': out += "&apos;"; break;
    default:
      // XML 1.0 forbids most control characters even as references.
      if (static_cast<unsigned char>(c) < 0x20 && c != '\n' && c != '\t' && c != '\r')
        out += '?';
      else
        out += c;
    }
  }
  return out;
}

namespace {

std::string seconds_text(double s) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.3f", s);
  return buf;
}

} // namespace

std::string render_junit(const std::string &suite, const std::vector<JUnitCase> &cases) {
  int failures = 0;
  double total = 0;
  for (const JUnitCase &c : cases) {
    failures += c.failures.empty() ? 0 : 1;
    total += c.seconds;
  }
  std::string x = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
  x += "<testsuites name=\"" + xml_escape(suite) + "\" tests=\"" + std::to_string(cases.size()) +
       "\" failures=\"" + std::to_string(failures) + "\" time=\"" + seconds_text(total) + "\">\n";
  x += "  <testsuite name=\"" + xml_escape(suite) + "\" tests=\"" + std::to_string(cases.size()) +
       "\" failures=\"" + std::to_string(failures) + "\" errors=\"0\" time=\"" +
       seconds_text(total) + "\">\n";
  for (const JUnitCase &c : cases) {
    x += "    <testcase classname=\"" + xml_escape(c.classname) + "\" name=\"" +
         xml_escape(c.name) + "\" time=\"" + seconds_text(c.seconds) + "\">\n";
    for (const std::string &f : c.failures) {
      std::string first_line = f.substr(0, f.find('\n'));
      x += "      <failure message=\"" + xml_escape(first_line) + "\">" + xml_escape(f) +
           "</failure>\n";
    }
    if (!c.output.empty())
      x += "      <system-out>" + xml_escape(c.output) + "</system-out>\n";
    x += "    </testcase>\n";
  }
  x += "  </testsuite>\n</testsuites>\n";
  return x;
}

} // namespace fuseproof::report
