#pragma once
// How many threads the numeric tier's parallel work uses: the machine's cores.
#include <algorithm>
#include <thread>

namespace fuseproof::numeric {

inline int worker_count() {
  return static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
}

} // namespace fuseproof::numeric
