#include "support/error_log.h"

#include <algorithm>

namespace fuseproof::support {
namespace {

bool same(const Diagnostic &a, const Diagnostic &b) {
  return a.loc.line == b.loc.line && a.loc.col == b.loc.col && a.message == b.message &&
         a.subject == b.subject;
}

} // namespace

void ErrorLog::report(Diagnostic diag) {
  ++failures_;
  // One fault can be reached along two paths (an input's extent is also the extent of every
  // tensor it indexes): the user sees it once.
  if (std::any_of(diags_.begin(), diags_.end(), [&](const Diagnostic &d) { return same(d, diag); }))
    return;
  if (diags_.size() == limit_) {
    stopped_ = true;
    throw LimitReached();
  }
  diags_.push_back(std::move(diag));
}

void ErrorLog::record_all(const UserError &e) {
  for (const Diagnostic &d : e.diagnostics()) {
    try {
      report(d);
    } catch (const LimitReached &) {
      return;
    }
  }
}

void ErrorLog::throw_if_any() {
  if (diags_.empty())
    return;
  // Errors are found phase by phase (lexer, parser, sema's declarations, statements, compares),
  // but read top to bottom; a diagnostic without a location (about the whole file) comes first.
  std::stable_sort(diags_.begin(), diags_.end(), [](const Diagnostic &a, const Diagnostic &b) {
    return std::pair(a.loc.valid(), std::pair(a.loc.line, a.loc.col)) <
           std::pair(b.loc.valid(), std::pair(b.loc.line, b.loc.col));
  });
  std::vector<Diagnostic> out = std::move(diags_);
  diags_.clear();
  throw UserError(std::move(out), stopped_ ? limit_ : 0);
}

} // namespace fuseproof::support
