#pragma once
// Error recovery. The lexer, the parser and sema record each error here and carry on with the
// next independent part of the input (the next line, statement, declaration or subexpression),
// so one run reports every independent error of a rule file, as clang does, not just the first.
//
// Two rules keep recovery from inventing errors: a construct that depends on a part that failed
// is abandoned silently (support::Abandoned), and a name whose definition failed is "poisoned"
// by the checker that owns it, so its uses are not reported as unknown.
#include "support/diagnostics.h"

#include <exception>
#include <optional>
#include <utility>
#include <vector>

namespace fuseproof::support {

/// How many errors of one file are reported; checking stops at the next one (as clang's
/// -ferror-limit does), so a garbage file costs little and its output stays readable.
inline constexpr size_t kErrorLimit = 20;

/// Abandons a construct whose error is already recorded, or that depends on a part that failed:
/// the enclosing recovery point skips it and reports nothing more about it. Escaping every
/// recovery point without a recorded error is a bug (ErrorLog::run says so).
class Abandoned : public std::exception {
public:
  const char *what() const noexcept override {
    return "a construct was abandoned after an error that was not recorded";
  }
};

class ErrorLog {
public:
  explicit ErrorLog(size_t limit = kErrorLimit) : limit_(limit) {}

  /// Records one error. Past the limit it throws an exception that no recovery point catches,
  /// which ends the whole check (run() turns it into the UserError).
  void report(Diagnostic diag);

  /// A recovery point: runs `part`, recording the UserError it may throw. False if it failed.
  template <class F> bool attempt(F &&part) {
    try {
      std::forward<F>(part)();
      return true;
    } catch (const UserError &e) {
      for (const Diagnostic &d : e.diagnostics())
        report(d);
    } catch (const Abandoned &) {
      ++failures_;
    }
    return false;
  }

  /// Checks sibling parts (the operands of `a + b`) each on its own, so each reports its own
  /// errors; then abandons the caller if any failed, since the caller's own checks (types,
  /// shapes) would depend on the failed part.
  template <class... F> void each(F &&...parts) {
    size_t before = failures_;
    (attempt(std::forward<F>(parts)), ...); // a comma fold: left to right, in source order
    abandon_if_failed_since(before);
  }

  /// each() over the elements of a range (the dimensions of a shape).
  template <class R, class F> void for_each(const R &items, F &&check) {
    size_t before = failures_;
    for (const auto &item : items)
      attempt([&] { check(item); });
    abandon_if_failed_since(before);
  }

  /// Failures so far, abandoned parts included; with abandon_if_failed_since, tells whether a
  /// region whose parts recovered on their own had any error.
  size_t failures() const { return failures_; }
  void abandon_if_failed_since(size_t before) const {
    if (failures_ != before)
      throw Abandoned();
  }
  bool empty() const { return diags_.empty(); }

  /// Runs a whole check (parsing, analysis) that records its errors in this log, and returns its
  /// result when there were none. Otherwise throws one UserError with every error, in source
  /// order. A UserError or Abandoned that escapes `check` ends it early; what was recorded
  /// until then is still reported.
  template <class F> auto run(F &&check) -> decltype(check()) {
    std::optional<decltype(check())> result;
    try {
      result.emplace(std::forward<F>(check)());
    } catch (const UserError &e) {
      record_all(e);
    } catch (const Abandoned &) {
    } catch (const LimitReached &) {
    }
    throw_if_any();
    if (!result)
      throw InternalError("a check was abandoned without recording an error");
    return std::move(*result);
  }

private:
  struct LimitReached : std::exception {
    const char *what() const noexcept override { return "error limit reached outside a check"; }
  };

  void record_all(const UserError &e);
  void throw_if_any();

  std::vector<Diagnostic> diags_;
  size_t limit_;
  size_t failures_ = 0;
  bool stopped_ = false;
};

} // namespace fuseproof::support
