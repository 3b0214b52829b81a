#pragma once
// Large tensors at realistic shapes (4096 x 4096 doubles = 128 MiB) are first touched element by
// element; with 4 KiB pages that is tens of thousands of page faults per tensor, which on a
// virtual machine cost more than the arithmetic. Asking for transparent huge pages on such
// buffers (where the kernel allows it on request, the common "madvise" setting) cuts that
// 512-fold. Purely a speed hint: contents and results are unaffected.
#include <sys/mman.h>

#include <cstdint>
#include <thread>
#include <vector>

namespace fuseproof::numeric {

/// Faults in [begin, end) (whole huge pages) from two threads before first use. Zeroing fresh
/// pages is the kernel's work at the first touch, and the first touch is otherwise the single
/// thread that value-initialises the vector; on a virtual machine, where a page the guest has not
/// used before also faults on the host, that cost as much as a BLAS call per check. Older
/// kernels without MADV_POPULATE_WRITE refuse it, which changes nothing.
inline void populate_in_parallel(uintptr_t begin, uintptr_t end, uintptr_t page) {
#ifdef MADV_POPULATE_WRITE
  const uintptr_t mid = begin + ((end - begin) / 2 / page) * page;
  auto populate = [](uintptr_t from, uintptr_t to) {
    if (to > from)
      madvise(reinterpret_cast<void *>(from), to - from, MADV_POPULATE_WRITE);
  };
  std::thread other(populate, mid, end);
  populate(begin, mid);
  other.join();
#else
  (void)begin, (void)end, (void)page;
#endif
}

/// Resizes `v` to `n` value-initialised elements, asking for huge pages if it is large.
template <class T> void resize_huge(std::vector<T> &v, size_t n) {
  constexpr uintptr_t kHuge = uintptr_t{2} << 20;
  if (n * sizeof(T) >= 4 * kHuge && v.capacity() < n) {
    std::vector<T>().swap(v);
    v.reserve(n); // allocated, not yet touched
    uintptr_t begin = (reinterpret_cast<uintptr_t>(v.data()) + kHuge - 1) & ~(kHuge - 1);
    uintptr_t end = (reinterpret_cast<uintptr_t>(v.data() + n)) & ~(kHuge - 1);
    if (end > begin) {
      madvise(reinterpret_cast<void *>(begin), end - begin, MADV_HUGEPAGE);
      populate_in_parallel(begin, end, kHuge);
    }
  }
  v.resize(n);
}

} // namespace fuseproof::numeric
