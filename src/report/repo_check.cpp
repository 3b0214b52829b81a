#include "report/repo_check.h"

#include "codegen/emit_hip.h"
#include "report/render.h"
#include "support/files.h"
#include "support/sha256.h"

#include <boost/json.hpp>

#include <algorithm>
#include <fstream>
#include <sstream>

namespace fuseproof::report {

using pipeline::Artefacts;
using support::read_file;
using support::write_file;

namespace fs = std::filesystem;

namespace {

/// The value of a `// fuseproof-<field>: value` header line of a generated kernel, or "".
std::string header_field(const std::string &text, const std::string &field) {
  std::string key = "// fuseproof-" + field + ": ";
  size_t at = text.find(key);
  if (at == std::string::npos)
    return "";
  at += key.size();
  return text.substr(at, text.find('\n', at) - at);
}

/// Compares or writes one derived file; `what` names it in messages.
void compare_file(const fs::path &path, const std::string &expected, const std::string &what,
                  const std::string &rule_file, bool write, std::vector<Finding> &out) {
  std::optional<std::string> actual = read_file(path);
  if (actual && *actual == expected)
    return;
  if (write) {
    out.push_back({path.generic_string(), write_file(path, expected)
                                              ? (actual ? "updated" : "written")
                                              : "error: cannot write"});
    return;
  }
  out.push_back({path.generic_string(),
                 actual ? "stale " + what + ": differs from what " + rule_file + " gives now"
                        : "missing " + what + " of " + rule_file});
}

/// A derived file that should not exist: removed under `write`, else reported with `why`.
void remove_or_report(const fs::path &path, const std::string &why, bool write,
                      std::vector<Finding> &out) {
  if (!write) {
    out.push_back({path.generic_string(), why});
    return;
  }
  std::error_code ec;
  fs::remove(path, ec);
  out.push_back({path.generic_string(), ec ? "error: cannot remove" : "removed"});
}

/// Why a kernel on disk differs from the one its rule generates now.
std::string kernel_mismatch(const std::string &on_disk, const Artefacts &a,
                            const std::string &rule_sha256) {
  std::string recorded = header_field(on_disk, "rule-sha256");
  if (recorded.empty())
    return "kernel without a fuseproof header (not generated, or edited by hand)";
  if (recorded != rule_sha256)
    return "stale kernel: generated from another version of " + a.file + " (recorded sha256 " +
           recorded.substr(0, 12) + "..., the rule is now " + rule_sha256.substr(0, 12) +
           "...); regenerate it";
  std::string verdict = header_field(on_disk, "verdict");
  if (verdict != a.verdict)
    return "kernel records verdict '" + verdict + "' but " + a.file + " is now " + a.verdict;
  // Evidence obtained under other options (no step re-check, a smaller bound or small-shape
  // bound, other budgets or shapes) is not the evidence ci vouches for.
  std::string evidence = header_field(on_disk, "evidence");
  std::string ours = header_field(a.kernel_text, "evidence");
  if (evidence != ours)
    return "kernel records evidence '" + (evidence.empty() ? std::string("none") : evidence) +
           "', not what ci checks with ('" + ours + "'); regenerate it with ci's options";
  return "kernel differs from what " + a.file + " generates (edited by hand?)";
}

} // namespace

std::vector<Finding> check_rule_outputs(const Artefacts &a, const OutputDirs &dirs, bool write) {
  std::vector<Finding> out;
  compare_file(dirs.proofs / (a.rule + ".md"), a.reports.md, "report", a.file, write, out);
  compare_file(dirs.proofs / (a.rule + ".json"), a.reports.json, "report", a.file, write, out);
  compare_file(dirs.proofs / (a.rule + ".smt2"), a.reports.smt2, "obligations file", a.file, write,
               out);
  fs::path figure = dirs.proofs / (a.rule + ".svg");
  if (!a.reports.svg.empty())
    compare_file(figure, a.reports.svg, "error figure", a.file, write, out);
  else if (fs::exists(figure))
    remove_or_report(
        figure, "error figure of a rule whose report has no numeric results now (" + a.file + ")",
        write, out);

  fs::path kernel = dirs.kernels / codegen::kernel_file_name(a.rule);
  std::optional<std::string> on_disk = read_file(kernel);
  if (a.kernel_generated) {
    if (on_disk && *on_disk == a.kernel_text)
      return out;
    if (write) {
      out.push_back({kernel.generic_string(), write_file(kernel, a.kernel_text)
                                                  ? (on_disk ? "updated" : "written")
                                                  : "error: cannot write"});
      return out;
    }
    std::string rule_sha = header_field(a.kernel_text, "rule-sha256");
    out.push_back({kernel.generic_string(), on_disk ? kernel_mismatch(*on_disk, a, rule_sha)
                                                    : "missing kernel of " + a.file});
    return out;
  }
  if (on_disk)
    remove_or_report(kernel,
                     "kernel of a rule that does not pass the gate now (" + a.file + ": " +
                         a.kernel_note + ")",
                     write, out);
  return out;
}

std::vector<Finding> check_orphans(const std::set<std::string> &rule_names, const OutputDirs &dirs,
                                   bool write) {
  std::vector<Finding> out;
  // Every file anywhere under the directory, in subfolders too and with any extension: a file
  // that ci does not account for there (kernels/generated/sub/x.hip, x.HIP, x.cuh) is one that
  // nothing checks or compiles.
  auto scan = [&](const fs::path &dir, auto is_ours, const std::string &what) {
    std::error_code ec;
    std::vector<fs::path> files;
    for (auto it = fs::recursive_directory_iterator(dir, ec); !ec && it != fs::end(it);
         it.increment(ec))
      if (!it->is_directory())
        files.push_back(it->path());
    std::sort(files.begin(), files.end());
    for (const fs::path &f : files) {
      bool top_level = f.parent_path() == dir;
      if (top_level && is_ours(f)) {
        if (rule_names.count(f.stem().string()))
          continue;
        if (write) {
          fs::remove(f, ec);
          out.push_back({f.generic_string(), ec ? "error: cannot remove" : "removed"});
        } else {
          out.push_back({f.generic_string(), what + " without a rule: no rule named '" +
                                                 f.stem().string() + "' exists"});
        }
        continue;
      }
      // Not a file ci writes: never removed (it may be someone's work), always reported.
      out.push_back({f.generic_string(), std::string(write ? "error: " : "") +
                                             "not written by fuseproof ci and accounted for by "
                                             "no rule (only " +
                                             what + "s of rules belong in " + dir.generic_string() +
                                             "): move or remove it"});
    }
  };
  scan(
      dirs.kernels, [](const fs::path &p) { return p.extension() == ".hip"; }, "kernel");
  scan(
      dirs.proofs,
      [](const fs::path &p) {
        return p.filename() != "README.md" && (p.extension() == ".md" || p.extension() == ".json" ||
                                               p.extension() == ".smt2" || p.extension() == ".svg");
      },
      "report");
  // The index is written by ci itself.
  std::erase_if(out, [&](const Finding &f) {
    return f.path == (dirs.proofs / "README.md").generic_string();
  });
  return out;
}

std::vector<Finding> check_index(const std::vector<Artefacts> &all, const OutputDirs &dirs,
                                 bool write) {
  std::vector<boost::json::object> reports;
  for (const Artefacts &a : all)
    reports.push_back(boost::json::parse(a.reports.json).as_object());
  std::vector<Finding> out;
  compare_file(dirs.proofs / "README.md", render_index(reports), "index of the reports",
               "the rules", write, out);
  return out;
}

} // namespace fuseproof::report
