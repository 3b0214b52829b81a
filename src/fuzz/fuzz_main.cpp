// fuseproof-fuzz: a differential soundness fuzzer for the verifier.
//
//   fuseproof-fuzz [--seed S] [--count N] [--max-dim D] [--bound B] [--timeout-ms T]
//                  [--rlimit R] [--trials K] [--minimise-checks C] [--max-minimise M]
//                  [--no-check-steps] [--rules DIR] [--out DIR] [--verbose] [--list]
//                  [--only equal|mutants|library] [--rule-timeout-s T] [--seconds T]
//   fuseproof-fuzz [--seed S] --print-rule N   # the text of rule N of the run
//   fuseproof-fuzz [options] --check FILE... [--shrink]  # cross-check (and minimise) rule files
//
// Rule n of a run comes from seed derive_seed(S, n): an equal-by-construction rule (class a), a
// mutant of one (class b), or a mutant of a library rule from rules/*.rule. Each is verified
// with small budgets and its verdict cross-checked (src/fuzz/checker.h). Every disagreement is
// minimised and printed (and written to --out DIR); the last line on stdout is the summary
//   N rules: P proved, R refuted, U unknown, M malformed, D disagreements
// and the exit status is 1 when D > 0, 2 on a usage error, 0 otherwise.
#include "fuzz/checker.h"
#include "fuzz/generator.h"
#include "fuzz/gradient_fuzz.h"
#include "fuzz/isolate.h"
#include "fuzz/minimizer.h"
#include "fuzz/mutator.h"
#include "fuzz/rng.h"
#include "sema/sema.h"
#include "support/diagnostics.h"

#include <algorithm>
#include <charconv>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <sstream>

namespace fs = std::filesystem;
using namespace fuseproof::fuzz;

namespace {

struct Flags {
  uint64_t seed = 1;
  int count = 100;
  bool verbose = false;
  bool list = false; // one line per rule on stderr: its verdict and how it was made
  std::vector<std::string> check_files; // --check FILE: cross-check these rules instead
  std::string only;                     // --only equal|mutants|library: one source of rules
  bool shrink = false;                  // --shrink: minimise each --check file that disagrees
  std::string out_dir;
  std::string rules_dir = std::string(FUSEPROOF_SOURCE_DIR) + "/rules";
  int minimise_checks = 250;
  int max_minimise = 16;
  double rule_timeout_s = 60; // watchdog per rule: no verdict by then is a hang
  int print_rule = -1;        // --print-rule N: print rule N of the run and stop
  double seconds = 0;         // --seconds T: start no new rule after T seconds (0: no limit)
  CheckOptions check;
};

int usage(const std::string &message) {
  if (!message.empty())
    std::cerr << "fuseproof-fuzz: error: " << message << "\n";
  std::cerr
      << "usage: fuseproof-fuzz [--seed S] [--count N] [--max-dim D] [--bound B] "
         "[--timeout-ms T] [--rlimit R] [--trials K] [--minimise-checks C] "
         "[--max-minimise M] [--no-check-steps] [--rules DIR] [--out DIR] [--verbose] [--list] "
         "[--only equal|mutants|library] [--rule-timeout-s T] [--seconds T] [--print-rule N] "
         "[--check FILE]... [--shrink]\n";
  return 2;
}

template <class T> bool parse_number(const std::string &s, T &out) {
  auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), out);
  return ec == std::errc() && p == s.data() + s.size();
}

std::optional<int> parse_flags(int argc, char **argv, Flags &f) {
  for (int i = 1; i < argc; ++i) {
    std::string a = argv[i];
    auto value = [&]() -> std::optional<std::string> {
      if (i + 1 >= argc)
        return std::nullopt;
      return std::string(argv[++i]);
    };
    auto number = [&](auto &out, long long lo, long long hi) -> bool {
      auto v = value();
      long long x = 0;
      if (!v || !parse_number(*v, x) || x < lo || x > hi)
        return false;
      out = static_cast<std::remove_reference_t<decltype(out)>>(x);
      return true;
    };
    bool ok = true;
    if (a == "--seed") {
      auto v = value();
      ok = v && parse_number(*v, f.seed);
    } else if (a == "--count")
      ok = number(f.count, 0, 100000000);
    else if (a == "--max-dim")
      ok = number(f.check.max_dim, 1, 4096);
    else if (a == "--bound")
      ok = number(f.check.bound, 1, 16);
    else if (a == "--timeout-ms")
      ok = number(f.check.timeout_ms, 1, 3600000);
    else if (a == "--rlimit")
      ok = number(f.check.rlimit, 1, 4000000000LL);
    else if (a == "--trials")
      ok = number(f.check.trials, 1, 1000);
    else if (a == "--minimise-checks")
      ok = number(f.minimise_checks, 0, 100000);
    else if (a == "--max-minimise")
      ok = number(f.max_minimise, 0, 100000);
    else if (a == "--rule-timeout-s")
      ok = number(f.rule_timeout_s, 1, 86400);
    else if (a == "--seconds")
      ok = number(f.seconds, 1, 30 * 86400);
    else if (a == "--print-rule")
      ok = number(f.print_rule, 0, 100000000);
    else if (a == "--no-check-steps")
      f.check.check_steps = false;
    else if (a == "--verbose")
      f.verbose = true;
    else if (a == "--list")
      f.list = true;
    else if (a == "--shrink")
      f.shrink = true;
    else if (a == "--check") {
      auto v = value();
      ok = v.has_value();
      if (ok)
        f.check_files.push_back(*v);
    } else if (a == "--only") {
      auto v = value();
      ok = v && (*v == "equal" || *v == "mutants" || *v == "library" || *v == "gradients");
      if (ok)
        f.only = *v;
    } else if (a == "--out" || a == "--rules") {
      auto v = value();
      ok = v.has_value();
      if (ok)
        (a == "--out" ? f.out_dir : f.rules_dir) = *v;
    } else if (a == "--help" || a == "-h") {
      usage("");
      return 0;
    } else
      return usage("unknown flag '" + a + "'");
    if (!ok)
      return usage("bad or missing value for " + a);
  }
  return std::nullopt;
}

struct LibraryRule {
  std::string name;
  std::string text;
};

/// --only gradients: the lhs of rule n (equal by construction) as a forward program, each input's
/// derived gradient against central differences (src/fuzz/gradient_fuzz.h). The last line is
///   N forward programs: G gradients checked, U without a checkable direction, H not checked
///   (literals over 2^20), M malformed, D disagreements
int fuzz_gradient_run(const Flags &f) {
  int gradients = 0, unchecked = 0, disagreements = 0, malformed = 0, huge = 0, erf = 0, run = 0;
  auto start = std::chrono::steady_clock::now();
  for (int n = 0; n < f.count; ++n, run = n) {
    if (f.seconds > 0 &&
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count() >=
            f.seconds)
      break;
    uint64_t s = derive_seed(f.seed, static_cast<uint64_t>(n));
    std::string name = "fuzz_" + std::to_string(f.seed) + "_" + std::to_string(n);
    std::string text = print(generate_rule(derive_seed(s, 1), name).doc);
    fuseproof::ir::Rule rule;
    try {
      rule = fuseproof::sema::load_rule(
          std::make_shared<const fuseproof::support::SourceFile>(name + ".rule", text));
    } catch (const fuseproof::support::UserError &) {
      ++malformed;
      continue;
    }
    GradientFuzzResult r;
    try {
      r = fuzz_gradients(rule, s);
    } catch (const std::exception &e) {
      r.finding = std::string("the derivation or its check threw: ") + e.what();
    }
    gradients += r.gradients;
    unchecked += r.unchecked;
    huge += r.huge_literals;
    erf += r.calls_erf;
    if (f.list)
      std::cerr << "rule " << n << ": " << r.gradients << " gradients, " << r.unchecked
                << " unchecked\n";
    if (!r.finding.empty()) {
      ++disagreements;
      std::cout << "DISAGREEMENT (gradient) in rule " << n << ": " << r.finding << "\n"
                << text << "\n";
    }
  }
  std::cout << run << " forward programs: " << gradients << " gradients checked, " << unchecked
            << " without a checkable direction, " << huge << " not checked (literals over 2^20), "
            << erf << " not derivable (erf), " << malformed << " malformed, " << disagreements
            << " disagreements\n";
  return disagreements > 0 ? 1 : 0;
}

std::vector<LibraryRule> read_library(const std::string &dir) {
  std::vector<LibraryRule> out;
  std::error_code ec;
  for (const fs::directory_entry &e : fs::directory_iterator(dir, ec))
    if (e.path().extension() == ".rule") {
      std::ifstream in(e.path());
      std::stringstream text;
      text << in.rdbuf();
      if (has_forward_section(text.str())) // backward rules: see has_forward_section
        continue;
      out.push_back({e.path().filename().string(), text.str()});
    }
  // Directory order is the file system's: sort so a seed means the same rules everywhere.
  std::sort(out.begin(), out.end(),
            [](const LibraryRule &a, const LibraryRule &b) { return a.name < b.name; });
  return out;
}

struct Candidate {
  RuleDoc doc;
  bool equal = false; // class (a): equal by construction
  std::string origin; // how it was made
  std::string kinds;  // "equal", or the mutant kinds applied, e.g. "big-literal+contradiction"
};

/// Rule n of the run.
Candidate make_rule(uint64_t seed, int n, const std::vector<LibraryRule> &library,
                    const std::string &only) {
  uint64_t s = derive_seed(seed, static_cast<uint64_t>(n));
  Rng rng(s);
  std::string rule_name = "fuzz_" + std::to_string(seed) + "_" + std::to_string(n);
  // 45% equal by construction, 35% their mutants, 20% mutants of library rules.
  uint64_t r = rng.below(100);
  if (only == "equal")
    r = r * 45 / 100;
  else if (only == "mutants")
    r = 45 + r * 35 / 100;
  else if (only == "library")
    r = 80 + r * 20 / 100;
  Candidate c;
  if (r >= 80 && !library.empty()) {
    const LibraryRule &lib = rng.pick(library);
    c.doc = parse_doc(lib.text, lib.name);
    c.origin = "mutant of rules/" + lib.name;
  } else {
    GeneratedRule g = generate_rule(derive_seed(s, 1), rule_name);
    c.doc = std::move(g.doc);
    c.origin = "equal by construction";
    if (!g.laws.empty()) {
      c.origin += " (";
      for (size_t i = 0; i < g.laws.size(); ++i)
        c.origin += (i ? ", " : "") + g.laws[i];
      c.origin += ")";
    }
    if (r < 45) {
      c.equal = true;
      c.kinds = "equal";
      return c;
    }
    c.origin = "mutant of a rule " + c.origin;
  }
  int mutations = rng.chance(7, 10) ? 1 : 2;
  for (int m = 0; m < mutations; ++m) {
    int first = static_cast<int>(rng.below(kMutantKinds));
    for (int k = 0; k < kMutantKinds; ++k) { // the first kind that has a place in this rule
      auto kind = static_cast<MutantKind>((first + k) % kMutantKinds);
      if (auto what = mutate(c.doc, kind, rng)) {
        c.origin += "; " + std::string(mutant_name(kind)) + ": " + *what;
        c.kinds += (c.kinds.empty() ? "" : "+") + std::string(mutant_name(kind));
        break;
      }
    }
  }
  c.doc.ast.name = rule_name;
  return c;
}

std::string commented(const std::string &text) {
  std::string out;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);)
    out += "# " + line + "\n";
  return out;
}

} // namespace

int main(int argc, char **argv) {
  Flags f;
  if (auto status = parse_flags(argc, argv, f))
    return *status;
  f.check.seed = f.seed;
  if (!f.check_files.empty()) { // reproduce: verify and cross-check given rule files
    int found = 0;
    for (const std::string &path : f.check_files) {
      std::ifstream in(path);
      std::stringstream text;
      text << in.rdbuf();
      CheckResult r = check_isolated(text.str(), false, f.check, f.rule_timeout_s);
      std::cout << path << ": "
                << (r.outcome == Outcome::Malformed ? "malformed\n" + r.verdict : r.verdict);
      if (r.finding != Finding::None) {
        ++found;
        std::cout << "; DISAGREEMENT: " << finding_name(r.finding) << "\n  " << r.detail;
        if (f.shrink) {
          Finding want = r.finding;
          double watchdog =
              want == Finding::Hang ? std::min(f.rule_timeout_s, 10.0) : f.rule_timeout_s;
          MinimiseStats stats;
          RuleDoc small = minimise(
              parse_doc(text.str(), path),
              [&](const std::string &t) {
                return check_isolated(t, false, f.check, watchdog).finding == want;
              },
              f.minimise_checks, &stats);
          std::cout << "\n  minimised (" << stats.accepted << " of " << stats.checks
                    << " candidate edits kept):\n"
                    << print(small);
        }
      }
      std::cout << "\n";
    }
    return found > 0 ? 1 : 0;
  }
  std::vector<LibraryRule> library = read_library(f.rules_dir);
  if (library.empty())
    std::cerr << "fuseproof-fuzz: note: no library rules in " << f.rules_dir
              << "; mutating generated rules only\n";
  if (f.print_rule >= 0) {
    Candidate c = make_rule(f.seed, f.print_rule, library, f.only);
    std::cout << "# " << c.origin << "\n" << print(c.doc);
    return 0;
  }
  if (!f.out_dir.empty())
    fs::create_directories(f.out_dir);
  if (f.only == "gradients")
    return fuzz_gradient_run(f);

  int proved = 0, refuted = 0, unknown = 0, malformed = 0, disagreements = 0, minimised = 0;
  double verify_s = 0, check_s = 0;
  std::vector<std::string> seen_minimal;
  std::map<std::string, int> first_of; // (finding, mutant kind) -> its first disagreement
  auto start = std::chrono::steady_clock::now();
  int run = 0; // rules checked: --count, or fewer when --seconds ends the run first
  for (int n = 0; n < f.count; ++n, run = n) {
    if (f.seconds > 0 &&
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count() >=
            f.seconds)
      break;
    Candidate c = make_rule(f.seed, n, library, f.only);
    std::string text = print(c.doc);
    CheckResult r = check_isolated(text, c.equal, f.check, f.rule_timeout_s);
    verify_s += r.verify_seconds;
    check_s += r.check_seconds;
    switch (r.outcome) {
    case Outcome::Proved: ++proved; break;
    case Outcome::Refuted: ++refuted; break;
    case Outcome::Unknown: ++unknown; break;
    case Outcome::Malformed: ++malformed; break;
    }
    if (f.list)
      std::cerr << "rule " << n << ": "
                << (r.outcome == Outcome::Malformed ? std::string("malformed") : r.verdict) << " ["
                << r.verify_seconds << " s]; " << c.origin << "\n";
    if (f.verbose && c.equal && r.outcome == Outcome::Malformed)
      std::cerr << "fuseproof-fuzz: rule " << n << " (equal by construction) is malformed:\n"
                << r.verdict << text;
    if (r.finding != Finding::None) {
      ++disagreements;
      std::cout << "disagreement " << disagreements << ": rule " << n << " (" << c.origin
                << "): " << finding_name(r.finding) << "\n  verdict: " << r.verdict << "\n  "
                << r.detail << "\n";
      RuleDoc small = clone(c.doc);
      // One minimisation per kind of disagreement and mutant kind: the tenth rule with an
      // unread undefined statement teaches nothing the first did not. A disagreement is new
      // when none of its (finding, mutant kind) pairs has been seen (a contradiction plus a
      // renamed symbol is still the contradiction seen before).
      int like = 0;
      bool fresh_pair = true;
      std::istringstream kinds(c.kinds);
      for (std::string kind; std::getline(kinds, kind, '+');) {
        auto [it, inserted] =
            first_of.emplace(finding_name(r.finding) + std::string("|") + kind, disagreements);
        if (!inserted) {
          fresh_pair = false;
          like = it->second;
        }
      }
      if (!fresh_pair) {
        std::cout << "  (not minimised: like disagreement " << like << ")\n";
      } else if (minimised < f.max_minimise) {
        ++minimised;
        Finding want = r.finding;
        // A candidate that still hangs costs the whole watchdog: a shorter one, fewer candidates.
        bool hang = want == Finding::Hang;
        double watchdog = hang ? std::min(f.rule_timeout_s, 10.0) : f.rule_timeout_s;
        MinimiseStats stats;
        small = minimise(
            c.doc,
            [&](const std::string &t) {
              return check_isolated(t, c.equal, f.check, watchdog).finding == want;
            },
            hang ? std::min(f.minimise_checks, 60) : f.minimise_checks, &stats);
        std::cout << "  minimised (" << stats.accepted << " of " << stats.checks
                  << " candidate edits kept):\n";
      } else {
        std::cout << "  (not minimised: --max-minimise " << f.max_minimise << " reached)\n";
      }
      std::string small_text = print(small);
      auto same = std::find(seen_minimal.begin(), seen_minimal.end(), small_text);
      if (same != seen_minimal.end())
        std::cout << "  (the same minimised rule as disagreement "
                  << (same - seen_minimal.begin() + 1) << ")\n";
      seen_minimal.push_back(small_text);
      std::istringstream lines(small_text);
      for (std::string line; std::getline(lines, line);)
        std::cout << "    " << line << "\n";
      if (!f.out_dir.empty()) {
        std::string base = f.out_dir + "/" + c.doc.ast.name;
        std::ofstream(base + ".rule") << "# fuseproof-fuzz --seed " << f.seed << ", rule " << n
                                      << ": " << finding_name(r.finding) << "\n"
                                      << commented(r.detail) << small_text;
        std::ofstream(base + ".orig.rule") << "# " << c.origin << "\n" << text;
      }
      std::cout.flush();
    }
    if (f.verbose && (n + 1) % 100 == 0) {
      double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
      std::cerr << "fuseproof-fuzz: " << n + 1 << "/" << f.count << " rules: " << proved
                << " proved, " << refuted << " refuted, " << unknown << " unknown, " << malformed
                << " malformed, " << disagreements << " disagreements (" << (n + 1) / s
                << " rules/s)\n";
    }
  }
  double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  std::cerr << "fuseproof-fuzz: " << run << " rules in " << s << " s (" << (s > 0 ? run / s : 0)
            << " rules/s; " << verify_s << " s verifying, " << check_s
            << " s cross-checking, the rest generating and minimising)\n";
  std::cout << run << " rules: " << proved << " proved, " << refuted << " refuted, " << unknown
            << " unknown, " << malformed << " malformed, " << disagreements << " disagreements"
            << std::endl;
  return disagreements > 0 ? 1 : 0;
}
