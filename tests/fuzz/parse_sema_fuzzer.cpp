// libFuzzer target for the front end: arbitrary bytes go through exactly what the CLI does with a
// rule file (sema::load_rule_file: text check, lexer, parser, sema, numeric clauses), then
// through the IR printer, whose output must re-read to the same IR.
//
// Why: every verdict rests on the front end turning text into the IR that was meant. A crash,
// sanitizer report, hang or stray exception there is a bug; a printer whose text does not re-read
// to the same IR would make reports quote something other than what was proved.
//
// Outcomes:
//   - support::UserError: the expected rejection of a malformed rule. Its diagnostics are
//     rendered (as the CLI does) and the input is done. Error recovery reports several errors at
//     once: more than the error limit, or errors out of source order, are a finding too.
//   - any other exception (support::InternalError, std::out_of_range from a number conversion,
//     ...): a finding; reported with its type and message, then abort() so libFuzzer saves it.
//   - a printed rule that fails to re-read, re-reads to a different IR, or prints differently the
//     second time: a finding (abort()).
//
// Built two ways (tests/fuzz/CMakeLists.txt): with clang's -fsanitize=fuzzer as
// fuseproof-parse-fuzz, and linked to replay_main.cpp as fuseproof_fuzz_replay, which CTest runs
// over the committed corpus in the default build.
#include "ir/printer.h"
#include "sema/sema.h"
#include "support/diagnostics.h"
#include "support/error_log.h"
#include "support/source.h"

#include <sys/mman.h>
#include <unistd.h>

#include <cxxabi.h>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <exception>
#include <memory>
#include <string>
#include <typeinfo>
#include <utility>
#include <vector>

namespace {

using namespace fuseproof;

[[noreturn]] void finding(const std::string &what, const std::string &detail) {
  std::fprintf(stderr, "\n==fuseproof-fuzz== FINDING: %s\n%s\n", what.c_str(), detail.c_str());
  std::fflush(stderr);
  std::abort();
}

/// The demangled dynamic type of the exception in flight (for the finding's message).
std::string current_exception_type() {
  const std::type_info *t = abi::__cxa_current_exception_type();
  if (!t)
    return "unknown";
  int status = 0;
  char *name = abi::__cxa_demangle(t->name(), nullptr, nullptr, &status);
  std::string out = status == 0 && name ? name : t->name();
  std::free(name);
  return out;
}

/// The input as a file the CLI could have been given. load_rule_file takes a path, and its
/// text check (NUL bytes, invalid UTF-8) is internal to sema, so going through a file is the only
/// way to test exactly what `fuseproof verify FILE` does. An anonymous in-memory file (memfd)
/// keeps that cheap: no disk, nothing left behind, one per process, rewritten per input.
class MemFile {
public:
  MemFile() : fd_(memfd_create("fuseproof-fuzz-input", 0)) {
    if (fd_ < 0)
      finding("harness", "memfd_create failed");
    path_ = "/proc/self/fd/" + std::to_string(fd_);
  }
  ~MemFile() { close(fd_); }
  MemFile(const MemFile &) = delete;
  MemFile &operator=(const MemFile &) = delete;

  const std::string &write(const uint8_t *data, size_t size) {
    if (ftruncate(fd_, 0) != 0)
      finding("harness", "ftruncate failed");
    size_t done = 0;
    while (done < size) {
      ssize_t n = pwrite(fd_, data + done, size - done, static_cast<off_t>(done));
      if (n <= 0)
        finding("harness", "pwrite failed");
      done += static_cast<size_t>(n);
    }
    return path_;
  }

private:
  int fd_;
  std::string path_;
};

/// The printer's contract (ir/printer.h, tests/unit/printer_test.cpp): printed text re-reads to
/// the same IR, and printing that IR again gives the same text.
void check_round_trip(const ir::Rule &rule) {
  std::string printed = ir::print_rule(rule);
  ir::Rule again;
  try {
    auto file = std::make_shared<const support::SourceFile>("printed.rule", printed);
    again = sema::load_rule(file);
  } catch (const support::UserError &e) {
    finding("printed rule does not re-read", support::render(e) + "printed text:\n" + printed);
  }
  if (ir::dump_rule(again) != ir::dump_rule(rule))
    finding("printed rule re-reads to a different IR", "printed text:\n" + printed +
                                                           "\ndump before:\n" + ir::dump_rule(rule) +
                                                           "\ndump after:\n" + ir::dump_rule(again));
  std::string printed_again = ir::print_rule(again);
  if (printed_again != printed)
    finding("printing is not a fixpoint",
            "first:\n" + printed + "\nsecond:\n" + printed_again);
}

/// Error recovery's contract (support/error_log.h), as the user sees it.
void check_diagnostics(const support::UserError &e) {
  std::string shown = support::render(e);
  if (shown.empty())
    finding("empty diagnostic", e.what());
  const std::vector<support::Diagnostic> &diags = e.diagnostics();
  if (diags.size() > support::kErrorLimit)
    finding("more errors than the limit of " + std::to_string(support::kErrorLimit), shown);
  auto position = [](const support::Diagnostic &d) {
    return std::pair(d.loc.valid(), std::pair(d.loc.line, d.loc.col));
  };
  for (size_t i = 1; i < diags.size(); ++i)
    if (position(diags[i]) < position(diags[i - 1]))
      finding("errors out of source order", shown);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  static MemFile input;
  const std::string &path = input.write(data, size);
  try {
    ir::Rule rule = sema::load_rule_file(path);
    check_round_trip(rule);
  } catch (const support::UserError &e) {
    // Expected for malformed input; render it as the CLI would (locations, caret, notes).
    check_diagnostics(e);
  } catch (const std::exception &e) {
    finding("unexpected exception " + current_exception_type(), e.what());
  } catch (...) {
    finding("unexpected exception " + current_exception_type(), "(not a std::exception)");
  }
  return 0;
}
