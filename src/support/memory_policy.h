#pragma once
// How the process's allocator treats freed memory: one policy, set once, for the two parts of
// fuseproof that allocate and free a lot (called by both, whichever comes first).
//
// - Every solver check builds a Z3 context of its own, whose tables take a few MB; mmapped and
//   unmapped again each time, the page faults of touching fresh pages made a rule's proof 3 times
//   slower (swiglu_interleaved: 1.8 s, 0.6 s with the memory kept).
// - A realistic numeric case allocates and frees tensors of hundreds of MiB; served by fresh
//   mmaps, the kernel zeroes their pages again at the first touch: 27-44% of a decode-shape case
//   (zdz_identity at M=16 K=4096 N=14336) in profiles; the library's realistic run took 207 s
//   with this policy and 230 s without it (docs/BENCHMARKS.md).
//
// So large blocks come from the heap rather than from mmap, and the heap's top is only given
// back to the kernel beyond 512 MiB. glibc only; elsewhere nothing changes.
#ifdef __GLIBC__
#include <malloc.h>
#endif
#include <mutex>

namespace fuseproof::support {

inline void keep_freed_memory_for_reuse() {
#ifdef __GLIBC__
  static std::once_flag once;
  std::call_once(once, [] {
    mallopt(M_MMAP_MAX, 0);
    mallopt(M_TRIM_THRESHOLD, 512 << 20);
  });
#endif
}

} // namespace fuseproof::support
