// Replays fuzz inputs through LLVMFuzzerTestOneInput without libFuzzer, so the default build
// (g++, no clang runtime) re-checks the committed corpus on every test run: an input that once
// found a bug, or reached new code, keeps guarding against regressions.
//
// Usage: fuseproof_fuzz_replay PATH...   (each PATH a file, or a directory whose regular files are
// replayed in name order). Exits 0 when every input ran; a finding aborts the process, which is
// what fails the CTest test, and the last "replaying" line names the input.
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

namespace fs = std::filesystem;

int main(int argc, char **argv) {
  if (argc < 2) {
    std::fprintf(stderr, "usage: %s CORPUS_DIR_OR_FILE...\n", argv[0]);
    return 2;
  }
  std::vector<fs::path> inputs;
  for (int i = 1; i < argc; ++i) {
    fs::path p(argv[i]);
    if (fs::is_directory(p)) {
      for (const fs::directory_entry &e : fs::directory_iterator(p))
        if (e.is_regular_file())
          inputs.push_back(e.path());
    } else if (fs::is_regular_file(p)) {
      inputs.push_back(p);
    } else {
      std::fprintf(stderr, "%s: no such file or directory\n", argv[i]);
      return 2;
    }
  }
  // Name order: the same sequence on every machine, so a failure reproduces as reported.
  std::sort(inputs.begin(), inputs.end());
  if (inputs.empty()) {
    // An empty corpus would make the test pass while checking nothing.
    std::fprintf(stderr, "no inputs found\n");
    return 2;
  }
  for (const fs::path &p : inputs) {
    std::fprintf(stderr, "replaying %s\n", p.c_str());
    std::ifstream in(p, std::ios::binary);
    std::vector<char> bytes{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
    if (!in.eof() && in.fail()) {
      std::fprintf(stderr, "%s: cannot read\n", p.c_str());
      return 2;
    }
    LLVMFuzzerTestOneInput(reinterpret_cast<const uint8_t *>(bytes.data()), bytes.size());
  }
  std::printf("replayed %zu inputs\n", inputs.size());
  return 0;
}
