#pragma once
// Helpers shared by the unit tests: rules from text or from the repository, and checks of the
// clang-style diagnostic rendering.
#include "dsl/parser.h"
#include "ir/ir.h"
#include "sema/sema.h"
#include "semantics/shape.h"
#include "support/diagnostics.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <memory>
#include <optional>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

namespace fuseproof::testing_support {

/// The rule files of a repository folder ("rules", "tests/wrong") as "dir/name.rule", sorted.
inline std::vector<std::string> repo_rule_files(const std::string &dir) {
  namespace fs = std::filesystem;
  std::vector<std::string> out;
  for (const fs::directory_entry &e : fs::directory_iterator(fs::path(FUSEPROOF_SOURCE_DIR) / dir))
    if (e.path().extension() == ".rule")
      out.push_back(dir + "/" + e.path().filename().string());
  std::sort(out.begin(), out.end());
  return out;
}

/// The first shape meeting the rule's dimension preconditions when each dimension takes the
/// sizes `candidates(name)` lists (tried in order, the last dimension fastest), or nullopt.
template <class Candidates>
std::optional<semantics::Shape> first_valid_shape(const ir::Rule &rule, Candidates candidates) {
  std::vector<std::vector<int64_t>> cand;
  for (const ir::Named &d : rule.dims)
    cand.push_back(candidates(d.name));
  std::vector<size_t> pick(cand.size(), 0);
  while (true) {
    semantics::Shape s;
    for (size_t d = 0; d < cand.size(); ++d)
      s.dims.push_back(cand[d][pick[d]]);
    if (semantics::meets_dim_preconditions(rule, s))
      return s;
    size_t d = cand.size();
    while (d-- > 0) {
      if (++pick[d] < cand[d].size())
        break;
      pick[d] = 0;
    }
    if (d == static_cast<size_t>(-1))
      return std::nullopt;
  }
}

/// A moderate shape in which every dimension means something: M a few rows, K and N a few dozen
/// (ragged against tiles of 8 where that meets the preconditions), the tile count searched. The
/// first combination (in the order of the candidate lists) that meets the dimension
/// preconditions, or nullopt.
inline std::optional<semantics::Shape> moderate_shape(const ir::Rule &rule) {
  return first_valid_shape(rule, [](const std::string &name) -> std::vector<int64_t> {
    if (name == "M")
      return {5};
    if (name == "K" || name == "N")
      return {37, 40};
    if (name == "BN" || name == "BK")
      return {8};
    if (name == "P")
      return {9};
    std::vector<int64_t> any; // a tile count: searched
    for (int64_t v = 1; v <= 64; ++v)
      any.push_back(v);
    return any;
  });
}

/// Small shapes (every 5th enumerated one, and the last) and the moderate one.
inline std::vector<semantics::Shape> shapes_for(const ir::Rule &rule) {
  std::vector<semantics::Shape> all = semantics::enumerate_shapes(rule, 3), out;
  for (size_t i = 0; i < all.size(); i += 5)
    out.push_back(all[i]);
  if (!all.empty() && (all.size() - 1) % 5 != 0)
    out.push_back(all.back());
  if (std::optional<semantics::Shape> m = moderate_shape(rule))
    out.push_back(*m);
  return out;
}

inline std::shared_ptr<const support::SourceFile> source(std::string text,
                                                         std::string path = "t.rule") {
  return std::make_shared<const support::SourceFile>(std::move(path), std::move(text));
}

inline ir::Rule analyze_text(const std::string &text, const std::string &path = "t.rule") {
  return sema::load_rule(source(text, path));
}

/// The error a malformed rule is rejected with (every diagnostic, in source order).
inline support::UserError error_of(const std::string &text) {
  try {
    analyze_text(text);
  } catch (const support::UserError &e) {
    return e;
  }
  throw std::logic_error("test bug: no error for:\n" + text);
}

/// A rule file of the repository, by its path from the project root.
inline ir::Rule load_repo_rule(const std::string &relative) {
  return sema::load_rule_file(std::string(FUSEPROOF_SOURCE_DIR) + "/" + relative);
}

inline bool contains(const std::string &haystack, const std::string &needle) {
  return haystack.find(needle) != std::string::npos;
}

inline std::vector<std::string> split_lines(const std::string &text) {
  std::vector<std::string> out;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);)
    out.push_back(line);
  return out;
}

/// `text` with the first `from` replaced by `to`; a test bug if `from` is absent.
inline std::string replace_once(std::string text, const std::string &from, const std::string &to) {
  size_t at = text.find(from);
  if (at == std::string::npos)
    throw std::logic_error("test bug: '" + from + "' not in the rule");
  return text.replace(at, from.size(), to);
}

/// Checks the clang-style rendering: header, the quoted source line, and a caret under `col`
/// (never past the end of the quoted line, for errors at the end of a line or file).
inline void expect_rendered(const support::Diagnostic &diag, const support::SourceFile &file,
                            uint32_t line, uint32_t col) {
  std::vector<std::string> lines = split_lines(support::render(diag));
  ASSERT_GE(lines.size(), 3u) << support::render(diag);
  EXPECT_EQ(lines[0], file.path() + ":" + std::to_string(line) + ":" + std::to_string(col) +
                          ": error: " + diag.message);
  std::string source_line(file.line_text(line));
  EXPECT_EQ(lines[1], source_line);
  EXPECT_EQ(lines[2], std::string(std::min<size_t>(col - 1, source_line.size()), ' ') + "^");
}

/// The error is located at line:col of `file`, says `message`, and renders clang-style.
inline void expect_located(const support::UserError &e,
                           const std::shared_ptr<const support::SourceFile> &file,
                           const std::string &message, uint32_t line, uint32_t col) {
  const support::Diagnostic &d = e.diagnostic();
  EXPECT_TRUE(contains(d.message, message)) << d.message;
  ASSERT_TRUE(d.loc.valid());
  EXPECT_EQ(d.loc.file, file);
  EXPECT_EQ(d.loc.line, line) << d.message;
  EXPECT_EQ(d.loc.col, col) << d.message;
  expect_rendered(d, *file, line, col);
}

} // namespace fuseproof::testing_support
