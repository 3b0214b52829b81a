#include "support/source.h"

namespace fuseproof::support {

std::string_view SourceFile::line_text(uint32_t line) const {
  std::string_view rest = text_;
  for (uint32_t l = 1; l < line; ++l) {
    auto nl = rest.find('\n');
    if (nl == std::string_view::npos)
      return {};
    rest.remove_prefix(nl + 1);
  }
  auto nl = rest.find('\n');
  std::string_view out = nl == std::string_view::npos ? rest : rest.substr(0, nl);
  if (!out.empty() && out.back() == '\r')
    out.remove_suffix(1);
  return out;
}

std::string SourceLoc::text() const {
  if (!valid())
    return "?";
  return file->path() + ":" + std::to_string(line) + ":" + std::to_string(col);
}

} // namespace fuseproof::support
