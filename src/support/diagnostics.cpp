#include "support/diagnostics.h"

#include <algorithm>

#include <sstream>

namespace fuseproof::support {
namespace {

// Characters of a long source line shown on each side of the caret.
constexpr size_t kContext = 100;

void render_located(std::ostringstream &out, const SourceLoc &loc, std::string_view kind,
                    const std::string &message) {
  out << loc.file->path() << ':' << loc.line << ':' << loc.col << ": " << kind << ": " << message
      << '\n';
  std::string_view line = loc.file->line_text(loc.line);
  // A long line (a 20 MB one-line file) is shown as a window around the caret, not echoed.
  size_t caret = loc.col > 0 ? loc.col - 1 : 0;
  size_t from = caret > kContext ? caret - kContext : 0;
  size_t to = std::min(line.size(), caret + kContext);
  bool cut_left = from > 0, cut_right = to < line.size();
  std::string shown = (cut_left ? "..." : "") + std::string(line.substr(from, to - from)) +
                      (cut_right ? "..." : "");
  out << shown << '\n';
  // Keep tabs so the caret lines up under the same glyph in a terminal.
  std::string pad(cut_left ? 3 : 0, ' ');
  for (size_t i = from; i < caret && i < line.size(); ++i)
    pad += line[i] == '\t' ? '\t' : ' ';
  out << pad << "^\n";
}

} // namespace

std::string render(const Diagnostic &diag) {
  std::ostringstream out;
  if (diag.loc.valid())
    render_located(out, diag.loc, "error", diag.message);
  else
    out << (diag.subject.empty() ? "fuseproof" : diag.subject) << ": error: " << diag.message
        << '\n';
  for (const Note &note : diag.notes) {
    if (note.loc.valid())
      render_located(out, note.loc, "note", note.message);
    else
      out << "note: " << note.message << '\n';
  }
  return out.str();
}

std::string render(const UserError &e) {
  std::string out;
  for (const Diagnostic &d : e.diagnostics())
    out += render(d);
  if (e.stopped_at_limit()) {
    const Diagnostic &first = e.diagnostic();
    std::string subject = first.loc.valid() ? first.loc.file->path() : first.subject;
    out += (subject.empty() ? "fuseproof" : subject) + ": note: stopped after " +
           std::to_string(e.stopped_at_limit()) + " errors; the rest of the file was not checked\n";
  }
  return out;
}

UserError::UserError(Diagnostic diag) : UserError(std::vector<Diagnostic>{std::move(diag)}, 0) {}

UserError::UserError(std::vector<Diagnostic> diags, size_t limit)
    : std::runtime_error(diags.empty() ? std::string() : diags.front().message),
      diags_(std::move(diags)), limit_(limit) {
  if (diags_.empty())
    throw InternalError("a user error without a diagnostic");
}

void fail(const SourceLoc &loc, std::string message, std::vector<Note> notes) {
  throw UserError(Diagnostic{loc, std::move(message), std::move(notes), {}});
}

void fail_subject(std::string subject, std::string message) {
  throw UserError(Diagnostic{{}, std::move(message), {}, std::move(subject)});
}

} // namespace fuseproof::support
