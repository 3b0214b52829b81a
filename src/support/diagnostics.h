#pragma once
// Clang-style diagnostics: "file:line:col: error: message", the source line, a caret, then notes.
// UserError is a problem with the user's input (bad rule, bad flag, missing file): reported and
// turned into exit status 2. It carries every independent error found in that input
// (support/error_log.h). InternalError is a bug in fuseproof and is never expected.
#include "support/source.h"

#include <ostream>
#include <stdexcept>
#include <string>
#include <vector>

namespace fuseproof::support {

struct Note {
  SourceLoc loc;
  std::string message;
};

struct Diagnostic {
  SourceLoc loc; // may be invalid for errors about a path or a flag
  std::string message;
  std::vector<Note> notes;
  /// Used when loc is invalid: the path or tool name the message is about.
  std::string subject;
};

/// Renders one diagnostic exactly as it is shown to the user.
std::string render(const Diagnostic &diag);

class UserError : public std::runtime_error {
public:
  explicit UserError(Diagnostic diag);
  /// Several errors of one input, in source order; `limit` is nonzero when checking stopped
  /// there and more errors may follow. `diags` must not be empty.
  UserError(std::vector<Diagnostic> diags, size_t limit);
  /// The first error: what a one-line summary shows.
  const Diagnostic &diagnostic() const { return diags_.front(); }
  const std::vector<Diagnostic> &diagnostics() const { return diags_; }
  /// The error limit checking stopped at, or 0 when every error was reported.
  size_t stopped_at_limit() const { return limit_; }

private:
  std::vector<Diagnostic> diags_;
  size_t limit_ = 0;
};

/// Renders every error of `e` in order, then a line saying so when checking stopped at the
/// limit. With one error, exactly render(e.diagnostic()).
std::string render(const UserError &e);

class InternalError : public std::logic_error {
public:
  using std::logic_error::logic_error;
};

[[noreturn]] void fail(const SourceLoc &loc, std::string message, std::vector<Note> notes = {});
[[noreturn]] void fail_subject(std::string subject, std::string message);

} // namespace fuseproof::support
