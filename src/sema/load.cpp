// Reading a rule file: the text check, then the parser and sema sharing one error log, so a
// file's syntax and semantic errors are reported together, in source order.
#include "dsl/parser.h"
#include "sema/sema.h"
#include "support/diagnostics.h"
#include "support/error_log.h"

#include <fstream>
#include <sstream>

namespace fuseproof::sema {
namespace {

/// Rejects files that are not text: a NUL byte or invalid UTF-8.
void check_text(const std::string &path, const std::string &text) {
  for (size_t i = 0; i < text.size();) {
    unsigned char c = static_cast<unsigned char>(text[i]);
    if (c == 0)
      support::fail_subject(path, "not a text file (NUL byte at offset " + std::to_string(i) + ")");
    size_t len = c < 0x80           ? 1
                 : (c >> 5) == 0x6  ? 2
                 : (c >> 4) == 0xE  ? 3
                 : (c >> 3) == 0x1E ? 4
                                    : 0;
    bool ok = len != 0 && i + len <= text.size();
    for (size_t k = 1; ok && k < len; ++k)
      ok = (static_cast<unsigned char>(text[i + k]) >> 6) == 0x2;
    if (!ok)
      support::fail_subject(path,
                            "not a text file (invalid UTF-8 at offset " + std::to_string(i) + ")");
    i += len;
  }
}

} // namespace

ir::Rule load_rule(const std::shared_ptr<const support::SourceFile> &file) {
  support::ErrorLog log;
  // Sema also checks what parsed of a rule with syntax errors: a failed line is missing from
  // the tree and its names are poisoned, so what sema reports does not follow from it.
  return log.run([&] { return analyze(dsl::parse_rule(file, log), log); });
}

ir::Rule load_rule_file(const std::string &path) {
  std::ifstream in(path, std::ios::binary);
  if (!in)
    support::fail_subject(path, "cannot open file");
  std::ostringstream buf;
  buf << in.rdbuf();
  std::string text = buf.str();
  check_text(path, text);
  return load_rule(std::make_shared<const support::SourceFile>(path, std::move(text)));
}

} // namespace fuseproof::sema
