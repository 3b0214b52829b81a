"""How far an fp32 GEMM on this GPU lands from the exact product, for the accumulation-order
decision in docs/CHECK_KERNEL.md: PyTorch's own matmul (cuBLAS, TF32 off, what an unfused f32
pipeline runs) and the Triton F2 kernel's GEMM (f2_triton_kernel.py with a row scale of 1), each
against the same product in float64, at the numeric tier's prefill shape M = K = N = 4096 with
standard normal inputs. Prints max and mean |error| over the whole output.

    python3 examples/check_kernel/f32_gemm_error.py
"""
import os
import sys

import torch

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from f2_triton_kernel import gemm_row_scale  # noqa: E402


def main():
    torch.backends.cuda.matmul.allow_tf32 = False
    g = torch.Generator(device="cuda").manual_seed(20261207)
    m = k = n = 4096
    a = torch.randn(m, k, device="cuda", generator=g)
    b = torch.randn(k, n, device="cuda", generator=g)
    exact = a.double() @ b.double()
    ones = torch.ones(m, device="cuda")
    print(f"device {torch.cuda.get_device_name()}, torch {torch.__version__}, M=K=N={m}, normal")
    for name, got in (("torch.matmul f32 (cuBLAS, TF32 off)", a @ b),
                      ("Triton F2 GEMM f32 (ieee)", gemm_row_scale(a, b, ones))):
        err = (got.double() - exact).abs()
        print(f"{name:<38} max |error| {err.max().item():.3e}  mean {err.mean().item():.3e}")


if __name__ == "__main__":
    main()
