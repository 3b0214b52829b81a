#pragma once
// JUnit XML, the test-report format CI systems display: one test case per rule and per
// repository-wide check of `fuseproof ci`.
#include <string>
#include <vector>

namespace fuseproof::report {

struct JUnitCase {
  std::string classname; // "rules", "kernels", "proofs"
  std::string name;      // the rule's file, or the check's name
  double seconds = 0;
  std::vector<std::string> failures; // empty: passed
  std::string output;                // <system-out>: the verdict line
};

std::string render_junit(const std::string &suite, const std::vector<JUnitCase> &cases);

} // namespace fuseproof::report
