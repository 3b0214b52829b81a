#pragma once
// Clang-style diagnostics: "file:line:col: error: message", the source line, a caret, then notes.
// UserError is a problem with the user's input (bad rule, bad flag, missing file): reported and
// turned into exit status 2. InternalError is a bug in fuseproof and is never expected.
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
  const Diagnostic &diagnostic() const { return diag_; }

private:
  Diagnostic diag_;
};

class InternalError : public std::logic_error {
public:
  using std::logic_error::logic_error;
};

[[noreturn]] void fail(const SourceLoc &loc, std::string message, std::vector<Note> notes = {});
[[noreturn]] void fail_subject(std::string subject, std::string message);

} // namespace fuseproof::support
