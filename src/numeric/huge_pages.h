#pragma once
// Large tensors at realistic shapes (4096 x 4096 doubles = 128 MiB) are first touched element by
// element; with 4 KiB pages that is tens of thousands of page faults per tensor, which on a
// virtual machine cost more than the arithmetic. Asking for transparent huge pages on such
// buffers (where the kernel allows it on request, the common "madvise" setting) cuts that
// 512-fold. Purely a speed hint: contents and results are unaffected.
#include <sys/mman.h>

#include <cstdint>
#include <vector>

namespace fuseproof::numeric {

/// Resizes `v` to `n` value-initialised elements, asking for huge pages if it is large.
template <class T> void resize_huge(std::vector<T> &v, size_t n) {
  constexpr uintptr_t kHuge = uintptr_t{2} << 20;
  if (n * sizeof(T) >= 4 * kHuge && v.capacity() < n) {
    std::vector<T>().swap(v);
    v.reserve(n); // allocated, not yet touched
    uintptr_t begin = (reinterpret_cast<uintptr_t>(v.data()) + kHuge - 1) & ~(kHuge - 1);
    uintptr_t end = (reinterpret_cast<uintptr_t>(v.data() + n)) & ~(kHuge - 1);
    if (end > begin)
      madvise(reinterpret_cast<void *>(begin), end - begin, MADV_HUGEPAGE);
  }
  v.resize(n);
}

} // namespace fuseproof::numeric
