#include "pipeline/cache.h"

#include "support/files.h"
#include "support/sha256.h"

#include <boost/json.hpp>

#include <fstream>
#include <mutex>
#include <sstream>
#include <unistd.h>

namespace fuseproof::pipeline {

using support::read_file;
using support::write_file;

namespace fs = std::filesystem;
namespace json = boost::json;

namespace {

constexpr const char *kCacheFormat = "fuseproof-cache-2";

/// The SHA-256 of the running executable: a rebuilt fuseproof gets fresh cache keys.
const std::string &executable_identity() {
  static std::once_flag once;
  static std::string id;
  std::call_once(once, [] {
    if (auto digest = support::sha256_file_hex("/proc/self/exe"))
      id = *digest;
    else // no /proc: fall back to the version, which a release bumps
      id = tool_version();
  });
  return id;
}

std::string numeric_text(const RuleResult &r) {
  if (!r.numeric_error.empty())
    return "error: " + r.numeric_error;
  if (!r.numeric)
    return "not run: " + r.numeric_not_run;
  if (r.numeric->passed())
    return "pass (" + std::to_string(r.numeric->cases.size()) + " cases)";
  return "FAIL: " + r.numeric->reason();
}

} // namespace

Artefacts make_artefacts(const RuleResult &r, const RenderReports &render) {
  Artefacts a;
  a.rule = r.rule.name;
  a.file = r.file;
  a.passed = r.passed();
  a.verdict = verify::verdict_text(r.verdict);
  a.numeric = numeric_text(r);
  if (!verify::is_proved(r.verdict.kind))
    a.failures.push_back("the rule is " + a.verdict +
                         (r.verdict.reason.empty() || r.verdict.kind == verify::VerdictKind::Unknown
                              ? ""
                              : ": " + r.verdict.reason));
  if (!r.numeric_error.empty() || (r.numeric && !r.numeric->passed()))
    a.failures.push_back("numeric tier: " + a.numeric);
  a.kernel_path = r.kernel.path;
  a.kernel_generated = r.kernel.generated;
  a.kernel_note =
      r.kernel.gemm_form ? r.kernel.refusal : "not in GEMM + epilogue form: " + r.kernel.not_gemm;
  a.kernel_text = r.kernel.text;
  a.reports = render(r);
  a.seconds = r.seconds;
  return a;
}

std::string cache_key(const std::string &recorded_file, const std::string &rule_text,
                      const CheckOptions &options) {
  std::string material = std::string(kCacheFormat) + "\n" + executable_identity() + "\n" +
                         tool_version() + "\n" + options.summary() + "\n" + recorded_file + "\n" +
                         std::to_string(rule_text.size()) + "\n" + rule_text;
  return support::sha256_hex(material);
}

std::optional<Artefacts> cache_load(const fs::path &dir, const std::string &key) {
  fs::path entry = dir / key.substr(0, 2) / key;
  auto meta_text = read_file(entry / "meta.json");
  auto md = read_file(entry / "report.md");
  auto js = read_file(entry / "report.json");
  auto smt2 = read_file(entry / "report.smt2");
  auto svg = read_file(entry / "report.svg");
  if (!meta_text || !md || !js || !smt2 || !svg)
    return std::nullopt;
  try {
    json::object meta = json::parse(*meta_text).as_object();
    if (meta.at("format").as_string() != kCacheFormat || meta.at("key").as_string() != key)
      return std::nullopt;
    Artefacts a;
    a.rule = json::value_to<std::string>(meta.at("rule"));
    a.file = json::value_to<std::string>(meta.at("file"));
    a.passed = meta.at("passed").as_bool();
    a.verdict = json::value_to<std::string>(meta.at("verdict"));
    a.numeric = json::value_to<std::string>(meta.at("numeric"));
    a.failures = json::value_to<std::vector<std::string>>(meta.at("failures"));
    a.kernel_path = json::value_to<std::string>(meta.at("kernel_path"));
    a.kernel_generated = meta.at("kernel_generated").as_bool();
    a.kernel_note = json::value_to<std::string>(meta.at("kernel_note"));
    a.seconds = meta.at("seconds").to_number<double>();
    if (a.kernel_generated) {
      auto kernel = read_file(entry / "kernel.hip");
      if (!kernel || support::sha256_hex(*kernel) != meta.at("kernel_sha256").as_string())
        return std::nullopt;
      a.kernel_text = *kernel;
    }
    a.reports = {*md, *js, *smt2, *svg};
    a.cached = true;
    return a;
  } catch (const std::exception &) { // a damaged entry is a miss
    return std::nullopt;
  }
}

bool cache_store(const fs::path &dir, const std::string &key, const Artefacts &a) {
  json::object meta{{"format", kCacheFormat},
                    {"key", key},
                    {"rule", a.rule},
                    {"file", a.file},
                    {"passed", a.passed},
                    {"verdict", a.verdict},
                    {"numeric", a.numeric},
                    {"failures", json::value_from(a.failures)},
                    {"kernel_path", a.kernel_path},
                    {"kernel_generated", a.kernel_generated},
                    {"kernel_note", a.kernel_note},
                    {"kernel_sha256", support::sha256_hex(a.kernel_text)},
                    {"seconds", a.seconds}};
  std::error_code ec;
  fs::path final_dir = dir / key.substr(0, 2) / key;
  fs::path tmp = dir / key.substr(0, 2) / (key + ".tmp" + std::to_string(::getpid()));
  fs::remove_all(tmp, ec);
  fs::create_directories(tmp, ec);
  if (ec)
    return false;
  bool ok = write_file(tmp / "report.md", a.reports.md) &&
            write_file(tmp / "report.json", a.reports.json) &&
            write_file(tmp / "report.smt2", a.reports.smt2) &&
            write_file(tmp / "report.svg", a.reports.svg) &&
            (!a.kernel_generated || write_file(tmp / "kernel.hip", a.kernel_text)) &&
            write_file(tmp / "meta.json", json::serialize(meta) + "\n");
  if (!ok) {
    fs::remove_all(tmp, ec);
    return false;
  }
  fs::remove_all(final_dir, ec);
  fs::rename(tmp, final_dir, ec);
  return !ec;
}

} // namespace fuseproof::pipeline
