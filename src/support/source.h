#pragma once
// Source files and locations. Every diagnostic points into a SourceFile, so the file owns its
// text for as long as any location may be printed.
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>

namespace fuseproof::support {

class SourceFile {
public:
  SourceFile(std::string path, std::string text) : path_(std::move(path)), text_(std::move(text)) {}
  const std::string &path() const { return path_; }
  const std::string &text() const { return text_; }
  /// The text of 1-based line `line`, without its newline ("" past the end).
  std::string_view line_text(uint32_t line) const;

private:
  std::string path_;
  std::string text_;
};

struct SourceLoc {
  std::shared_ptr<const SourceFile> file;
  uint32_t line = 0; // 1-based; 0 means "no location"
  uint32_t col = 0;  // 1-based, in bytes
  bool valid() const { return file && line > 0; }
  /// "path:line:col", or "?" without a location.
  std::string text() const;
};

} // namespace fuseproof::support
