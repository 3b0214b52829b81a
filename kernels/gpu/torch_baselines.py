#!/usr/bin/env python3
"""cuBLAS bf16 GEMM through PyTorch at fp_gemm_bench's shapes, timed the same way: random
inputs, bf16 output, CUDA events around each run, warm-up, median of REPS runs.

Layout names follow fp_gemm_bench (A layout, B layout; R = row-major, C = column-major):
  RR: torch.matmul(a, b), a (M, K), b (K, N), both row-major;
  RC: torch.nn.functional.linear(a, w), w (N, K) row-major = B column-major (a @ w.T).
"""
import statistics

import torch
import torch.nn.functional as F

WARMUP, REPS = 10, 30
SHAPES = [(4096, 4096, 4096), (16384, 4096, 4096), (4001, 3999, 4000), (16, 4096, 4096)]


def median_ms(fn):
    for _ in range(WARMUP):
        fn()
    pairs = [(torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True))
             for _ in range(REPS)]
    for start, stop in pairs:
        start.record()
        fn()
        stop.record()
    torch.cuda.synchronize()
    ms = sorted(start.elapsed_time(stop) for start, stop in pairs)
    return statistics.median(ms), ms[0], ms[-1]


def main():
    dev = torch.device("cuda")
    print(f"device {torch.cuda.get_device_name(dev)}, torch {torch.__version__}, "
          f"cuda {torch.version.cuda}")
    for m, n, k in SHAPES:
        a = torch.randn(m, k, device=dev, dtype=torch.bfloat16)
        b = torch.randn(k, n, device=dev, dtype=torch.bfloat16)
        w = torch.randn(n, k, device=dev, dtype=torch.bfloat16)
        for name, fn in (("RR", lambda: torch.matmul(a, b)), ("RC", lambda: F.linear(a, w))):
            med, lo, hi = median_ms(fn)
            tflops = 2.0 * m * n * k / (med * 1e-3) / 1e12
            print(f"time  {'cublas (torch)':<22} {name} M={m:5d} N={n:5d} K={k:5d}  median "
                  f"{med:.4f} ms (min {lo:.4f}, max {hi:.4f})  {tflops:7.1f} TFLOP/s")


if __name__ == "__main__":
    main()
