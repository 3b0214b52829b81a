// Writes proofs/<rule>.smt2's text for one rule file, verified with the default options, so the
// replay test can hand every obligation to the z3 and cvc5 command-line solvers.
//   write_obligations RULE_FILE OUT_FILE
// Prints "<verdict>: <n> obligations" on success; exits 2 on a malformed rule or bad usage.
#include "pipeline/rule_result.h"
#include "report/smt2.h"
#include "sema/sema.h"
#include "support/sha256.h"
#include "verify/verifier.h"

#include <fstream>
#include <iostream>
#include <sstream>

int main(int argc, char **argv) {
  using namespace fuseproof;
  if (argc != 3) {
    std::cerr << "usage: write_obligations RULE_FILE OUT_FILE\n";
    return 2;
  }
  try {
    std::ifstream in(argv[1], std::ios::binary);
    std::stringstream bytes;
    bytes << in.rdbuf();
    ir::Rule rule = sema::load_rule_file(argv[1]);
    verify::Verdict v = verify::verify_rule(rule, verify::VerifyOptions{});
    std::string text = report::render_smt2(rule.name, support::sha256_hex(bytes.str()),
                                           pipeline::tool_version(), v);
    std::ofstream(argv[2], std::ios::binary) << text;
    std::cout << verify::verdict_text(v) << ": " << v.obligations.size() << " obligations\n";
  } catch (const std::exception &e) {
    std::cerr << argv[1] << ": " << e.what() << "\n";
    return 2;
  }
  return 0;
}
