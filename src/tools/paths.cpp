#include "tools/paths.h"

#include "support/diagnostics.h"

#include <algorithm>
#include <filesystem>

namespace fuseproof::tools {

namespace fs = std::filesystem;

std::vector<std::string> collect_rule_files(const std::vector<std::string> &paths) {
  std::vector<std::string> out;
  for (const std::string &p : paths) {
    std::error_code ec;
    fs::file_status st = fs::status(p, ec);
    if (ec || !fs::exists(st))
      support::fail_subject(p, "no such file or directory");
    if (fs::is_directory(st)) {
      std::vector<std::string> found;
      for (auto it = fs::recursive_directory_iterator(p, ec); !ec && it != fs::end(it);
           it.increment(ec))
        if (it->is_regular_file() && it->path().extension() == ".rule")
          found.push_back(it->path().lexically_normal().string());
      if (ec)
        support::fail_subject(p, "cannot read directory: " + ec.message());
      if (found.empty())
        support::fail_subject(p, "no .rule files in this directory");
      std::sort(found.begin(), found.end());
      out.insert(out.end(), found.begin(), found.end());
    } else {
      out.push_back(p);
    }
  }
  return out;
}

} // namespace fuseproof::tools
