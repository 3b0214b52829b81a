#include "verify/render.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <sstream>

namespace fuseproof::verify {

std::string number_text(double v) {
  if (std::isnan(v))
    return "nan";
  if (std::isinf(v))
    return v > 0 ? "inf" : "-inf";
  char buf[64];
  auto res = std::to_chars(buf, buf + sizeof buf, v);
  return std::string(buf, res.ptr);
}

namespace {

/// Exact model text when it is short (e.g. "1/2"), else the double.
std::string cell(const TensorValues &t, size_t i) {
  const std::string &exact = t.exact[i];
  return exact.size() <= 10 ? exact : number_text(t.values[i]);
}

std::string index_text(const std::vector<int64_t> &idx) {
  std::string out;
  for (size_t i = 0; i < idx.size(); ++i)
    out += (i ? ", " : "") + std::to_string(idx[i]);
  return out;
}

void render_tensor(std::ostringstream &out, const TensorValues &t, const std::string &pad) {
  size_t width = 1;
  for (size_t i = 0; i < t.values.size(); ++i)
    width = std::max(width, cell(t, i).size());
  int64_t cols = t.extents.empty() ? 1 : t.extents.back();
  int64_t rows = t.extents.size() >= 2 ? t.extents[t.extents.size() - 2] : 1;
  int64_t slices = cols * rows == 0 ? 0 : static_cast<int64_t>(t.values.size()) / (cols * rows);
  out << pad << t.name << " [";
  for (size_t i = 0; i < t.extents.size(); ++i)
    out << (i ? " x " : "") << t.extents[i];
  out << "]:\n";
  for (int64_t s = 0; s < slices; ++s) {
    if (t.extents.size() > 2) {
      std::vector<int64_t> lead(t.extents.begin(), t.extents.end() - 2);
      std::vector<int64_t> idx(lead.size());
      int64_t rest = s;
      for (size_t p = lead.size(); p-- > 0;) {
        idx[p] = rest % lead[p];
        rest /= lead[p];
      }
      out << pad << "  " << t.name << "[" << index_text(idx) << ", :, :]\n";
    }
    for (int64_t r = 0; r < rows; ++r) {
      out << pad << "  ";
      for (int64_t c = 0; c < cols; ++c) {
        std::string v = cell(t, static_cast<size_t>((s * rows + r) * cols + c));
        out << (c ? "  " : "") << std::string(width - v.size(), ' ') << v;
      }
      out << '\n';
    }
  }
}

boost::json::array tensor_json(const std::vector<TensorValues> &ts) {
  boost::json::array out;
  for (const TensorValues &t : ts) {
    boost::json::object o;
    o["name"] = t.name;
    o["shape"] = boost::json::value_from(t.extents);
    o["exact"] = boost::json::value_from(t.exact);
    boost::json::array values;
    for (double v : t.values)
      values.emplace_back(number_text(v));
    o["values"] = std::move(values);
    out.push_back(std::move(o));
  }
  return out;
}

} // namespace

std::string render_counterexample(const Counterexample &cex, int indent) {
  std::ostringstream out;
  std::string pad(indent, ' ');
  out << pad << "counterexample at";
  for (const auto &[name, size] : cex.dims)
    out << ' ' << name << '=' << size;
  out << ":\n";
  for (const TensorValues &s : cex.scalars)
    out << pad << "  " << s.name << " = " << cell(s, 0) << '\n';
  for (const TensorValues &t : cex.inputs)
    render_tensor(out, t, pad + "  ");
  if (!cex.output.empty())
    out << pad << "  " << cex.output << "[" << index_text(cex.index)
        << "]: lhs = " << number_text(cex.lhs) << ", rhs = " << number_text(cex.rhs) << '\n';
  if (!cex.undefined.empty())
    out << pad << "  " << cex.undefined << '\n';
  out << pad << "  (replayed in double precision: "
      << (cex.undefined.empty() ? "the two sides really differ"
                                : "the lhs is defined there and the rhs is not")
      << ")\n";
  return out.str();
}

namespace {

boost::json::value all_sizes_gap_json(const Verdict &v) {
  boost::json::object o{{"proved", false},
                        {"reason", v.all_sizes_reason_full.empty() ? v.all_sizes_reason
                                                                   : v.all_sizes_reason_full}};
  if (!v.all_sizes_laws.empty()) {
    boost::json::array laws;
    for (const LawUse &u : v.all_sizes_laws)
      laws.push_back({{"law", u.law},
                      {"applied", u.applied},
                      {"tried", u.tried},
                      {"disabled", u.disabled}});
    o["laws"] = std::move(laws);
  }
  if (!v.all_sizes_missing.empty()) {
    boost::json::array missing;
    for (size_t i = 0; i < v.all_sizes_missing.size(); ++i)
      missing.push_back(boost::json::string(v.all_sizes_missing_full[i].empty()
                                                ? v.all_sizes_missing[i]
                                                : v.all_sizes_missing_full[i]));
    o["missing"] = std::move(missing);
  }
  return o;
}

/// "applied pull-out (2), absorb-nested-sum (1); tried without effect share-equal-sums (1);
/// no candidate tile-reindex, ...; disabled merge-same-range-sums".
std::string laws_text(const std::vector<LawUse> &laws) {
  std::vector<std::string> applied, ineffective, unmatched, disabled;
  for (const LawUse &u : laws) {
    if (u.disabled)
      disabled.push_back(u.law);
    else if (u.applied)
      applied.push_back(u.law + " (" + std::to_string(u.applied) + ")");
    else if (u.tried)
      ineffective.push_back(u.law + " (" + std::to_string(u.tried) + ")");
    else
      unmatched.push_back(u.law);
  }
  std::string out;
  auto part = [&](const char *head, const std::vector<std::string> &names) {
    if (names.empty())
      return;
    out += std::string(out.empty() ? "" : "; ") + head + " ";
    for (size_t i = 0; i < names.size(); ++i)
      out += (i ? ", " : "") + names[i];
  };
  part("applied", applied);
  part("tried without effect", ineffective);
  part("no candidate", unmatched);
  part("disabled", disabled);
  return out;
}

} // namespace

std::string all_sizes_gap_text(const Verdict &v, const std::string &pad, const std::string &lead) {
  if (!v.ran_all_sizes || v.kind == VerdictKind::ProvedAllSizes)
    return "";
  std::string out = pad + lead + v.all_sizes_reason + "\n";
  const std::string under = pad + (lead.empty() ? "" : "  ");
  if (!v.all_sizes_laws.empty())
    out += under + "laws: " + laws_text(v.all_sizes_laws) + "\n";
  for (const std::string &m : v.all_sizes_missing)
    out += under + "missing: " + m + "\n";
  return out;
}

boost::json::object verdict_json(const Verdict &v) {
  boost::json::object o;
  o["verdict"] = verdict_word(v.kind);
  o["text"] = verdict_text(v);
  o["tier"] = v.kind == VerdictKind::ProvedAllSizes ? "all-sizes" : "bounded";
  o["bound"] = v.bound;
  if (v.ran_all_sizes) {
    o["all_sizes"] = v.kind == VerdictKind::ProvedAllSizes
                         ? boost::json::value{{"proved", true}, {"steps", v.steps.size()}}
                         : all_sizes_gap_json(v);
  }
  if (!v.reason.empty())
    o["reason"] = v.reason;
  o["shapes_checked"] = v.shapes_checked;
  o["solver_calls"] = v.solver_calls;
  o["seconds"] = v.seconds;
  o["budget"] = {{"timeout_ms", v.budget.timeout_ms},
                 {"memory_mb", v.budget.memory_mb},
                 {"fast_rlimit", v.budget.fast_rlimit}};
  o["facts_used"] = boost::json::value_from(v.facts_used);
  if (!v.steps.empty()) {
    boost::json::array steps;
    for (const ProofStep &s : v.steps)
      steps.push_back({{"law", s.law},
                       {"instance", s.instance_full.empty() ? s.instance : s.instance_full},
                       {"obligations", s.obligations.size()}});
    o["steps"] = std::move(steps);
  }
  if (v.counterexample) {
    const Counterexample &c = *v.counterexample;
    boost::json::object cj;
    boost::json::object dims;
    for (const auto &[name, size] : c.dims)
      dims[name] = size;
    cj["dims"] = std::move(dims);
    cj["scalars"] = tensor_json(c.scalars);
    cj["inputs"] = tensor_json(c.inputs);
    if (!c.output.empty()) {
      cj["output"] = c.output;
      cj["index"] = boost::json::value_from(c.index);
      cj["lhs"] = number_text(c.lhs);
      cj["rhs"] = number_text(c.rhs);
    }
    if (!c.undefined.empty())
      cj["undefined"] = c.undefined;
    cj["replayed"] = true;
    o["counterexample"] = std::move(cj);
  }
  return o;
}

} // namespace fuseproof::verify
