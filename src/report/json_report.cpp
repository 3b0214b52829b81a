// proofs/<rule>.json, and the helpers that keep machine-dependent numbers out of every report.
#include "report/render.h"

#include "ir/numeric_spec.h"
#include "numeric/numeric_render.h"
#include "verify/render.h"

#include <algorithm>
#include <cmath>

namespace fuseproof::report {

using pipeline::KernelOutcome;
using pipeline::RuleResult;

bool is_small_case(const numeric::CaseResult &c) { return c.shape_name == "small"; }

std::string criterion_name(const std::string &failure) {
  size_t colon = failure.find(':');
  return colon == std::string::npos ? failure : failure.substr(0, colon);
}

std::vector<std::string> reported_failures(const numeric::CaseResult &c) {
  if (is_small_case(c))
    return c.failures;
  std::vector<std::string> names;
  for (const std::string &f : c.failures) {
    std::string name = criterion_name(f);
    if (std::find(names.begin(), names.end(), name) == names.end())
      names.push_back(std::move(name));
  }
  return names;
}

std::string reported_not_judged(const numeric::CaseResult &c) {
  if (c.judged() || is_small_case(c))
    return c.not_judged;
  return "the reference is not finite in " + c.dtype;
}

std::string reported_refusal(const RuleResult &r) {
  const std::string &refusal = r.kernel.refusal;
  if (!r.numeric || !refusal.starts_with("the numeric tier fails: "))
    return refusal;
  // The same case the gate names.
  const numeric::CaseResult *c = r.numeric->deciding_case();
  if (!c || is_small_case(*c))
    return refusal;
  // As NumericResult::reason() words it.
  std::string where = c->dtype + " " + ir::distribution_name(c->distribution) + " at " +
                      c->shape_name + " (" + c->shape_text + "): ";
  if (c->failed())
    return "the numeric tier fails: " + where + reported_failures(*c).front();
  return "the numeric tier fails: no numeric evidence: no case can be judged; " + where +
         reported_not_judged(*c);
}

namespace {

/// The numeric tier without BLAS-dependent numbers: realistic cases keep their verdict and the
/// names of their failed criteria; small cases keep every statistic numeric_json has.
boost::json::object numeric_report(const numeric::NumericResult &n) {
  boost::json::object full = numeric::numeric_json(n);
  boost::json::array &full_cases = full.at("cases").as_array();
  boost::json::array cases;
  for (size_t i = 0; i < n.cases.size(); ++i) {
    const numeric::CaseResult &c = n.cases[i];
    boost::json::array outputs;
    if (is_small_case(c)) {
      outputs = std::move(full_cases[i].as_object().at("outputs").as_array());
    } else {
      for (const numeric::OutputResult &o : c.outputs)
        outputs.push_back(boost::json::object{{"name", o.name}});
    }
    boost::json::object cj;
    cj["shape_name"] = c.shape_name;
    cj["shape_text"] = c.shape_text;
    cj["dtype"] = c.dtype;
    cj["distribution"] = ir::distribution_name(c.distribution);
    cj["passed"] = c.passed();
    cj["not_judged"] = reported_not_judged(c);
    cj["statistics"] = is_small_case(c);
    cj["failures"] = boost::json::value_from(reported_failures(c));
    cj["outputs"] = std::move(outputs);
    cases.push_back(std::move(cj));
  }
  boost::json::object o;
  o["seed"] = n.seed;
  o["passed"] = n.passed();
  o["cases"] = std::move(cases);
  return o;
}

boost::json::object kernel_json(const RuleResult &r) {
  const KernelOutcome &k = r.kernel;
  boost::json::object o;
  o["gemm_form"] = k.gemm_form;
  o["not_gemm"] = k.not_gemm;
  o["generated"] = k.generated;
  o["refusal"] = reported_refusal(r);
  o["path"] = k.path;
  o["sha256"] = k.sha256;
  o["gate"] = {
      {"allowed", k.gate.allowed}, {"verdict", k.gate.verdict}, {"numeric", k.gate.numeric}};
  return o;
}

std::string quoted(boost::json::string_view s) { return boost::json::serialize(s); }

bool is_scalar(const boost::json::value &v) { return !v.is_array() && !v.is_object(); }

void write_value(std::string &out, const boost::json::value &v, int depth) {
  switch (v.kind()) {
  case boost::json::kind::null: out += "null"; return;
  case boost::json::kind::bool_: out += v.get_bool() ? "true" : "false"; return;
  case boost::json::kind::int64: out += std::to_string(v.get_int64()); return;
  case boost::json::kind::uint64: out += std::to_string(v.get_uint64()); return;
  case boost::json::kind::double_: {
    // boost::json's own form ("5E-1") differs from how the rest of fuseproof prints numbers;
    // the shortest round-trip text is readable and stable.
    double d = v.get_double();
    out += std::isfinite(d) ? verify::number_text(d) : quoted(verify::number_text(d));
    return;
  }
  case boost::json::kind::string: out += quoted(v.get_string()); return;
  case boost::json::kind::array: {
    const boost::json::array &a = v.get_array();
    if (a.empty()) {
      out += "[]";
      return;
    }
    // Arrays of scalars (extents, values, fact names) stay on one line.
    if (std::all_of(a.begin(), a.end(), is_scalar)) {
      out += '[';
      for (size_t i = 0; i < a.size(); ++i) {
        out += i ? ", " : "";
        write_value(out, a[i], depth + 1);
      }
      out += ']';
      return;
    }
    std::string pad(2 * (depth + 1), ' ');
    out += "[\n";
    for (size_t i = 0; i < a.size(); ++i) {
      out += pad;
      write_value(out, a[i], depth + 1);
      out += i + 1 < a.size() ? ",\n" : "\n";
    }
    out += std::string(2 * depth, ' ') + ']';
    return;
  }
  case boost::json::kind::object: {
    const boost::json::object &o = v.get_object();
    if (o.empty()) {
      out += "{}";
      return;
    }
    std::string pad(2 * (depth + 1), ' ');
    out += "{\n";
    size_t i = 0;
    for (const auto &kv : o) {
      out += pad + quoted(kv.key()) + ": ";
      write_value(out, kv.value(), depth + 1);
      out += ++i < o.size() ? ",\n" : "\n";
    }
    out += std::string(2 * depth, ' ') + '}';
    return;
  }
  }
}

} // namespace

std::string write_json(const boost::json::value &v) {
  std::string out;
  write_value(out, v, 0);
  out += '\n';
  return out;
}

boost::json::object report_json(const RuleResult &r) {
  boost::json::object verdict = verify::verdict_json(r.verdict);
  verdict.stable_erase("seconds"); // wall clock: reports must not change between identical runs
  boost::json::object o;
  o["schema_version"] = kReportSchemaVersion;
  o["rule"] = r.rule.name;
  o["description"] = r.rule.description;
  o["file"] = r.file;
  o["rule_sha256"] = r.rule_sha256;
  o["tool"] = r.tool;
  o["options"] = r.options.summary();
  o["verdict"] = std::move(verdict);
  o["numeric"] = r.numeric ? boost::json::value(numeric_report(*r.numeric)) : nullptr;
  o["numeric_not_run"] = r.numeric_not_run;
  o["numeric_error"] = r.numeric_error;
  o["kernel"] = kernel_json(r);
  o["obligations"] = r.verdict.obligations.size();
  o["passed"] = r.passed();
  return o;
}

std::string render_json(const RuleResult &r) { return write_json(report_json(r)); }

} // namespace fuseproof::report
