// proofs/<rule>.md: the report a reviewer reads on the code-hosting site, with no tools. Only
// deterministic content: budgets and work counts, never wall-clock times; realistic-shape
// numeric cases by verdict only (their statistics depend on the CPU's BLAS kernels).
#include "report/render.h"

#include "ir/numeric_spec.h"
#include "ir/printer.h"
#include "report/error_plot.h"
#include "verify/render.h"

#include <algorithm>
#include <cstdio>
#include <sstream>

namespace fuseproof::report {

using pipeline::KernelOutcome;
using pipeline::RuleResult;

std::string md_cell(std::string_view text) {
  std::string out;
  for (size_t i = 0; i < text.size(); ++i) {
    char c = text[i];
    if (c == '|')
      out += "\\|";
    else if (c == '\r' && i + 1 < text.size() && text[i + 1] == '\n')
      continue; // the '\n' that follows becomes the break
    else if (c == '\n' || c == '\r')
      out += "<br>";
    else
      out += c;
  }
  return out;
}

void md_row(std::ostringstream &out, const std::vector<std::string> &cells) {
  out << '|';
  for (const std::string &c : cells)
    out << ' ' << md_cell(c) << " |";
  out << '\n';
}

void md_header(std::ostringstream &out, const std::vector<std::string> &cells) {
  md_row(out, cells);
  out << '|';
  for (size_t i = 0; i < cells.size(); ++i)
    out << "---|";
  out << '\n';
}

std::vector<std::string> case_dtypes(const numeric::NumericResult &n) {
  std::vector<std::string> dtypes;
  for (const numeric::CaseResult &c : n.cases)
    if (std::find(dtypes.begin(), dtypes.end(), c.dtype) == dtypes.end())
      dtypes.push_back(c.dtype);
  return dtypes;
}

std::string sci(double v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.2e", v);
  return buf;
}

namespace {

std::string code(std::string_view s) { return "`" + std::string(s) + "`"; }

/// A code fence longer than any backtick run in `text`, so the rule text cannot close it.
std::string fence_for(const std::string &text) {
  size_t longest = 0, run = 0;
  for (char c : text) {
    run = c == '`' ? run + 1 : 0;
    longest = std::max(longest, run);
  }
  return std::string(std::max<size_t>(3, longest + 1), '`');
}

std::string join(const std::vector<std::string> &parts, const std::string &sep) {
  std::string out;
  for (size_t i = 0; i < parts.size(); ++i)
    out += (i ? sep : "") + parts[i];
  return out;
}

std::string plural(size_t n, const std::string &word) {
  return std::to_string(n) + " " + word + (n == 1 ? "" : "s");
}

// ---- the verdict summary ----

std::vector<std::string> all_sizes_row(const verify::Verdict &v) {
  if (!v.ran_all_sizes)
    return {"all sizes", "not run", "the all-sizes tier was disabled"};
  if (v.kind == verify::VerdictKind::ProvedAllSizes) {
    size_t obligations = 0;
    for (const verify::ProofStep &s : v.steps)
      obligations += s.obligations.size();
    return {"all sizes", "proved",
            "every size of every dimension; " + plural(v.steps.size(), "law application") + ", " +
                plural(obligations, "side obligation")};
  }
  // The reason quotes the left-over term, too long and too symbol-laden for a table cell.
  return {"all sizes", "not proved",
          "see [why the all-sizes tier stopped](#why-the-all-sizes-tier-stopped)"};
}

std::vector<std::string> bounded_row(const verify::Verdict &v) {
  std::string tier = "bounded (dims <= " + std::to_string(v.bound) + ")";
  switch (v.kind) {
  case verify::VerdictKind::ProvedAllSizes:
    return {tier, "not needed", "the all-sizes proof covers every shape"};
  case verify::VerdictKind::ProvedBounded:
    return {tier, "proved", plural(v.shapes_checked, "shape") + " checked, every real input"};
  case verify::VerdictKind::Refuted:
    return {tier, "**refuted**", v.reason + "; see [the counterexample](#counterexample)"};
  case verify::VerdictKind::Unknown: break;
  }
  return {tier, "**unknown**", v.reason + " (unknown is never a pass)"};
}

std::vector<std::string> numeric_row(const RuleResult &r) {
  if (r.numeric) {
    const numeric::NumericResult &n = *r.numeric;
    size_t failing = std::count_if(n.cases.begin(), n.cases.end(),
                                   [](const numeric::CaseResult &c) { return c.failed(); });
    size_t not_judged = std::count_if(n.cases.begin(), n.cases.end(),
                                      [](const numeric::CaseResult &c) { return !c.judged(); });
    std::string counts = plural(n.cases.size(), "case") + ", " + std::to_string(failing) +
                         " failing, " +
                         (not_judged ? std::to_string(not_judged) + " not judged, " : "") +
                         "seed " + std::to_string(n.seed);
    if (n.cases.empty())
      counts += "; no numeric evidence (declare the rule's dtypes)";
    else if (failing == 0 && !n.passed())
      counts += "; no numeric evidence: no case can be judged";
    return {"numeric", n.passed() ? "pass" : "**FAIL**", counts};
  }
  if (!r.numeric_error.empty())
    return {"numeric", "**error**", r.numeric_error};
  return {"numeric", "not run", r.numeric_not_run};
}

std::vector<std::string> kernel_row(const RuleResult &r) {
  const KernelOutcome &k = r.kernel;
  if (k.generated)
    return {"kernel", "generated", code(k.path)};
  if (k.gemm_form)
    return {"kernel", "refused", reported_refusal(r)};
  return {"kernel", "none", "not in GEMM + epilogue form: " + k.not_gemm};
}

void summary_section(std::ostringstream &out, const RuleResult &r) {
  out << "## Verdict\n\n";
  md_header(out, {"tier", "verdict", "details"});
  md_row(out, all_sizes_row(r.verdict));
  md_row(out, bounded_row(r.verdict));
  md_row(out, numeric_row(r));
  md_row(out, kernel_row(r));
  out << "\nOverall: **" << (r.passed() ? "pass" : "FAIL") << "**.\n\n";
}

// ---- the rule and its proof ----

void rule_section(std::ostringstream &out, const RuleResult &r) {
  std::string fence = fence_for(r.rule_text);
  out << "## The rule\n\nAs written in " << code(r.file) << ":\n\n"
      << fence << "text\n"
      << r.rule_text << (r.rule_text.ends_with('\n') ? "" : "\n") << fence << "\n\n";
  // The printer spells every precondition (`where` clauses included) as a `require` line.
  std::vector<std::string> pre;
  std::istringstream printed(ir::print_rule(r.rule));
  for (std::string line; std::getline(printed, line);)
    if (line.starts_with("require "))
      pre.push_back(line.substr(8));
  if (!r.rule.vjps.empty()) {
    out << "### The derived gradients\n\nThe lhs's reference gradients, as reverse-mode "
           "differentiation of the forward section derives them (the proof compares the rhs "
           "with these statements; the numeric tier checks them against central differences of "
           "the forward):\n\n";
    for (const ir::Vjp &v : r.rule.vjps) {
      std::string derived = ir::print_derived(r.rule, v);
      std::string f = fence_for(derived);
      out << code(ir::vjp_call_text(r.rule, v)) << ":\n\n"
          << f << "text\n"
          << derived << f << "\n\n";
    }
  }
  out << "### Preconditions\n\n";
  if (pre.empty())
    out << "None: the rule is claimed for every size and every real input.\n\n";
  for (size_t i = 0; i < pre.size(); ++i)
    out << "- " << code(pre[i]) << (i + 1 < pre.size() ? "\n" : "\n\n");
}

void proof_section(std::ostringstream &out, const RuleResult &r) {
  const verify::Verdict &v = r.verdict;
  out << "## Proof\n\n### Budgets and work\n\n";
  md_header(out, {"item", "value"});
  md_row(out, {"solver timeout per call (complete attempt)",
               std::to_string(v.budget.timeout_ms) + " ms"});
  md_row(out, {"solver memory limit", std::to_string(v.budget.memory_mb) + " MB"});
  md_row(out, {"fast attempt resource limit", std::to_string(v.budget.fast_rlimit) + " Z3 units"});
  md_row(out, {"bounded tier bound", "dims <= " + std::to_string(v.bound)});
  md_row(out, {"solver calls", std::to_string(v.solver_calls)});
  md_row(out, {"shapes checked", std::to_string(v.shapes_checked)});
  md_row(out, {"law applications", std::to_string(v.steps.size())});
  md_row(out, {"obligations", std::to_string(v.obligations.size())});
  out << '\n';
  if (v.ran_all_sizes && v.kind != verify::VerdictKind::ProvedAllSizes)
    out << "### Why the all-sizes tier stopped\n\n```text\n"
        << verify::all_sizes_gap_text(v, "", "") << "```\n\n";
  if (!v.steps.empty()) {
    out << "### Laws applied\n\n";
    md_header(out, {"#", "law", "instance", "obligations"});
    for (size_t i = 0; i < v.steps.size(); ++i)
      md_row(out, {std::to_string(i + 1), v.steps[i].law, code(v.steps[i].instance),
                   std::to_string(v.steps[i].obligations.size())});
    out << '\n';
  }
  out << "### Trusted-base facts\n\n";
  if (v.facts_used.empty())
    out << (verify::is_proved(v.kind)
                ? "None: no query the proof rests on needed a trusted-base fact.\n\n"
                : "None: only a proof rests on trusted-base facts.\n\n");
  else
    out << "The fact families the proof needed (one is listed when the solver could not show "
           "some query of the proof unsat without it):\n\n";
  for (size_t i = 0; i < v.facts_used.size(); ++i)
    out << "- " << code(v.facts_used[i]) << (i + 1 < v.facts_used.size() ? "\n" : "\n\n");
}

// ---- the counterexample ----

std::string index_text(const std::vector<int64_t> &idx) {
  std::vector<std::string> parts;
  for (int64_t i : idx)
    parts.push_back(std::to_string(i));
  return "[" + join(parts, ", ") + "]";
}

/// The multi-index of flat element `flat` of a row-major tensor with these extents.
std::vector<int64_t> unflatten(int64_t flat, const std::vector<int64_t> &extents) {
  std::vector<int64_t> idx(extents.size());
  for (size_t p = extents.size(); p-- > 0;) {
    idx[p] = extents[p] ? flat % extents[p] : 0;
    flat = extents[p] ? flat / extents[p] : 0;
  }
  return idx;
}

void tensor_table(std::ostringstream &out, const verify::TensorValues &t) {
  std::vector<std::string> ext;
  for (int64_t e : t.extents)
    ext.push_back(std::to_string(e));
  out << "Input " << code(t.name) << " [" << join(ext, " x ") << "]:\n\n";
  md_header(out, {"index", "exact", "in double"});
  for (size_t i = 0; i < t.values.size(); ++i)
    md_row(out, {index_text(unflatten(static_cast<int64_t>(i), t.extents)),
                 i < t.exact.size() ? t.exact[i] : "", verify::number_text(t.values[i])});
  out << '\n';
}

void counterexample_section(std::ostringstream &out, const verify::Counterexample &c) {
  out << "## Counterexample\n\nThe smallest shape found where the two sides differ"
      << (c.undefined.empty() ? "" : " (the right side is undefined)") << ":\n\n";
  md_header(out, {"dimension", "size"});
  for (const auto &[name, size] : c.dims)
    md_row(out, {name, std::to_string(size)});
  out << '\n';
  if (!c.scalars.empty()) {
    out << "Scalars:\n\n";
    md_header(out, {"scalar", "exact", "in double"});
    for (const verify::TensorValues &s : c.scalars)
      md_row(out, {s.name, s.exact.empty() ? "" : s.exact[0],
                   s.values.empty() ? "" : verify::number_text(s.values[0])});
    out << '\n';
  }
  for (const verify::TensorValues &t : c.inputs)
    tensor_table(out, t);
  if (!c.output.empty()) {
    out << "The outputs differ:\n\n";
    md_header(out, {"output", "index", "lhs", "rhs"});
    md_row(out,
           {c.output, index_text(c.index), verify::number_text(c.lhs), verify::number_text(c.rhs)});
    out << '\n';
  }
  if (!c.undefined.empty())
    out << c.undefined << "\n\n";
  out << (c.undefined.empty()
              ? "Replayed in double precision: the two sides really differ.\n\n"
              : "Replayed in double precision: the left side is defined there and the right side "
                "is not.\n\n");
}

void obligations_section(std::ostringstream &out, const RuleResult &r) {
  const std::vector<verify::Obligation> &obs = r.verdict.obligations;
  out << "## Solver obligations\n\n";
  if (obs.empty()) {
    out << "No solver obligations were recorded.\n\n";
    return;
  }
  size_t unsat = std::count_if(obs.begin(), obs.end(), [](const verify::Obligation &o) {
    return o.expected == smt::Result::Unsat;
  });
  const std::string &name = r.rule.name;
  out << "The solver obligations (" << obs.size() << ": " << unsat << " expected unsat, "
      << obs.size() - unsat << " expected sat) are in [" << code(name + ".smt2") << "](" << name
      << ".smt2), each a standalone SMT-LIB 2 script. Replay them with another solver:\n\n"
      << "```sh\nz3 proofs/" << name << ".smt2\ncvc5 proofs/" << name << ".smt2\n```\n\n";
}

// ---- the numeric tier ----

std::string ratio(const std::optional<numeric::BoundResult> &b) {
  return b ? sci(b->max_ratio) : "n/a";
}

void numeric_rows(std::ostringstream &out, const numeric::CaseResult &c) {
  std::string dist = ir::distribution_name(c.distribution);
  std::string shape = c.shape_name + " (" + c.shape_text + ")";
  // Failure messages are formulas ("2 * max |lhs - reference|"): code spans keep them literal.
  std::vector<std::string> failures;
  for (const std::string &f : reported_failures(c))
    failures.push_back(code(f));
  std::string result = c.failed()   ? "**FAIL**: " + join(failures, ", ")
                       : c.judged() ? "pass"
                                    : "not judged: " + reported_not_judged(c);
  if (!is_small_case(c)) {
    std::vector<std::string> names;
    for (const numeric::OutputResult &o : c.outputs)
      names.push_back(o.name);
    std::string na = "n/a";
    md_row(out, {dist, shape, join(names, ", "), na, na, na, na, na, na, result});
    return;
  }
  for (const numeric::OutputResult &o : c.outputs)
    md_row(out, {dist, shape, o.name, sci(o.lhs.max_abs), sci(o.rhs.max_abs), sci(o.lhs.max_rel),
                 sci(o.rhs.max_rel), ratio(o.lhs_bound), ratio(o.rhs_bound), result});
}

void numeric_section(std::ostringstream &out, const RuleResult &r) {
  out << "## Numeric tier\n\n";
  if (!r.numeric) {
    if (!r.numeric_error.empty())
      out << "The numeric tier could not run the rule:\n\n```text\n"
          << r.numeric_error << (r.numeric_error.ends_with('\n') ? "" : "\n") << "```\n\n";
    else
      out << "Not run: " << r.numeric_not_run << "\n\n";
    return;
  }
  const numeric::NumericResult &n = *r.numeric;
  out << "Both sides run in each dtype (fp32 arithmetic) on seeded inputs (seed " << n.seed
      << ") against a double-precision reference; criteria in "
         "[docs/NUMERIC.md](../docs/NUMERIC.md). Small shapes run on the generic evaluator, so "
         "their statistics are the same on every machine. Realistic shapes use BLAS, whose "
         "kernels differ between CPUs, so only their verdicts and failed criteria are shown "
         "(n/a); `fuseproof test --json` prints their statistics. err/bound: the largest share "
         "of the rigorous rounding-error bound an element uses.\n\n";
  if (has_error_plot(r))
    out << "The small shapes' errors as a figure: per dtype and output, the largest absolute "
           "error of each side on a log scale, and the share of the rigorous bound each uses (the "
           "bound is the dashed line at 1).\n\n![Observed error of the unfused and fused sides "
           "per dtype and distribution, against the rigorous bound]("
        << r.rule.name << ".svg)\n\n";
  if (!n.gradients.empty()) {
    out << "### Derived gradients against central differences\n\n";
    md_header(out, {"gradient", "with respect to", "shapes", "directions", "skipped",
                    "max rel err below", "tolerance", "result"});
    for (const numeric::GradientCheck &g : n.gradients)
      md_row(out, {code(g.gradient), code(g.wrt), std::to_string(g.shapes),
                   std::to_string(g.directions), std::to_string(g.skipped), sci(g.reported_error()),
                   sci(numeric::kGradientTolerance), g.passed() ? "pass" : "FAIL: " + g.problem()});
    out << '\n';
  }
  for (const std::string &dtype : case_dtypes(n)) {
    out << "### " << dtype << "\n\n";
    md_header(out,
              {"distribution", "shape", "output", "max abs err lhs", "max abs err rhs",
               "max rel err lhs", "max rel err rhs", "err/bound lhs", "err/bound rhs", "result"});
    for (const numeric::CaseResult &c : n.cases)
      if (c.dtype == dtype)
        numeric_rows(out, c);
    out << '\n';
  }
}

// ---- kernel and provenance ----

void kernel_section(std::ostringstream &out, const RuleResult &r) {
  const KernelOutcome &k = r.kernel;
  out << "## Kernel\n\n";
  if (k.generated) {
    out << "Generated: [" << code(k.path) << "](../" << k.path << "), sha256 " << code(k.sha256)
        << ".\n\nThe gate recorded in its header: verdict " << code(k.gate.verdict) << ", numeric "
        << code(k.gate.numeric) << ".\n\n";
  } else if (k.gemm_form) {
    out << "Refused by the gate: " << reported_refusal(r) << "\n\n";
  } else {
    out << "No kernel: the right side is not in GEMM + epilogue form (" << k.not_gemm << ").\n\n";
  }
}

void provenance_section(std::ostringstream &out, const RuleResult &r) {
  out << "## Provenance\n\n";
  md_header(out, {"item", "value"});
  md_row(out, {"rule file", code(r.file)});
  md_row(out, {"rule sha256", code(r.rule_sha256)});
  md_row(out, {"tool", r.tool});
  md_row(out, {"options", code(r.options.summary())});
  out << '\n';
}

} // namespace

std::string render_markdown(const RuleResult &r) {
  std::ostringstream out;
  out << "# " << r.rule.name << "\n\n";
  if (!r.rule.description.empty())
    out << r.rule.description << "\n\n";
  out << "Proof report generated by fuseproof from " << code(r.file)
      << "; do not edit. Machine-readable: [" << code(r.rule.name + ".json") << "](" << r.rule.name
      << ".json).\n\n";
  summary_section(out, r);
  rule_section(out, r);
  proof_section(out, r);
  if (r.verdict.counterexample)
    counterexample_section(out, *r.verdict.counterexample);
  obligations_section(out, r);
  numeric_section(out, r);
  kernel_section(out, r);
  provenance_section(out, r);
  std::string text = out.str();
  text.pop_back(); // one trailing newline, not a blank line
  return text;
}

} // namespace fuseproof::report
