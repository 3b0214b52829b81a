#include "report/smt2.h"

#include <sstream>
#include <stdexcept>

namespace fuseproof::report {

namespace {

constexpr const char *kObligationPrefix = "; obligation ";
constexpr const char *kStatusPrefix = "(set-info :status ";

/// Text fit for one comment line: a description never spans lines, so the parser (and a reader
/// grepping for "; obligation") sees each obligation's header whole.
std::string one_line(const std::string &text) {
  std::string out = text;
  for (char &c : out)
    if (c == '\n' || c == '\r')
      c = ' ';
  return out;
}

const char *status_word(smt::Result r) {
  switch (r) {
  case smt::Result::Sat: return "sat";
  case smt::Result::Unsat: return "unsat";
  case smt::Result::Unknown: return "unknown";
  }
  return "unknown";
}

} // namespace

std::string render_smt2(const std::string &rule_name, const std::string &rule_sha256,
                        const std::string &tool, const verify::Verdict &v) {
  std::ostringstream out;
  const size_t n = v.obligations.size();
  out << "; proofs/" << rule_name << ".smt2: the solver queries behind fuseproof's verdict\n"
      << "; rule: " << rule_name << "\n"
      << "; rule sha256: " << rule_sha256 << "\n"
      << "; tool: " << one_line(tool) << "\n"
      << "; verdict: " << one_line(verify::verdict_text(v)) << "\n"
      << ";\n"
      << "; " << n << (n == 1 ? " obligation" : " obligations")
      << ", each standalone: its expected answer as (set-info :status ...), the logic, its\n"
      << "; declarations and assertions, (check-sat); (reset) separates them. Either solver\n"
      << "; prints one answer per obligation, in order, to compare with the statuses:\n"
      << ";   z3 -t:60000 proofs/" << rule_name << ".smt2\n"
      << ";   cvc5 --tlimit-per=60000 proofs/" << rule_name << ".smt2\n"
      << "; unsat means the obligation holds for every value of its symbols; sat is expected only\n"
      << "; of the query whose model gave a refutation's counterexample.\n";
  if (n == 0)
    out << ";\n; no obligations: "
        << (v.kind == verify::VerdictKind::Refuted
                ? "the counterexample needs no solver (it is replayed in double precision)"
            : verify::is_proved(v.kind) ? "every query normalised to true without the solver"
                                        : "an unknown verdict rests on no answer")
        << "\n";
  for (size_t i = 0; i < n; ++i) {
    const verify::Obligation &o = v.obligations[i];
    if (i > 0)
      out << "(reset)\n";
    out << "\n"
        << kObligationPrefix << i + 1 << " of " << n << ": " << one_line(o.what) << "\n"
        << kStatusPrefix << status_word(o.expected) << ")\n"
        << "(set-logic ALL)\n"
        << o.script;
    if (!o.script.empty() && o.script.back() != '\n')
      out << "\n";
  }
  return out.str();
}

std::vector<ExpectedAnswer> parse_expected(const std::string &smt2_text) {
  std::vector<ExpectedAnswer> out;
  std::istringstream in(smt2_text);
  std::string line;
  bool awaiting_status = false;
  while (std::getline(in, line)) {
    if (line.rfind(kObligationPrefix, 0) == 0) {
      if (awaiting_status)
        throw std::runtime_error("obligation without a status: " + out.back().what);
      size_t colon = line.find(": ");
      if (colon == std::string::npos)
        throw std::runtime_error("malformed obligation line: " + line);
      out.push_back({line.substr(colon + 2), smt::Result::Unknown});
      awaiting_status = true;
    } else if (awaiting_status && line.rfind(kStatusPrefix, 0) == 0) {
      std::string word = line.substr(std::string(kStatusPrefix).size());
      if (word == "unsat)")
        out.back().expected = smt::Result::Unsat;
      else if (word == "sat)")
        out.back().expected = smt::Result::Sat;
      else
        throw std::runtime_error("unexpected status for " + out.back().what + ": " + line);
      awaiting_status = false;
    }
  }
  if (awaiting_status)
    throw std::runtime_error("obligation without a status: " + out.back().what);
  return out;
}

} // namespace fuseproof::report
