"""A fused F2 kernel (rules/rmsnorm_gamma_on_activation.rule) written in plain PyTorch, as a
binding for `fuseproof check-kernel`: what CODA's GEMM + row-scale epilogue computes, on any
device. The activation h = x * g is stored in the dtype (F1's epilogue writes it), the row scale
r is fp32, and the GEMM accumulates in fp32 and scales each row before the one rounding of D.

    fuseproof check-kernel rules/rmsnorm_gamma_on_activation.rule \\
        --binding examples/check_kernel/f2_torch.py --python /usr/bin/python3
"""
import torch


def run(inputs, scalars, dims, dtype):
    x, g, w = inputs["X"], inputs["g"], inputs["W"]
    h = (x.float() * g.float()).to(dtype)                                # F1's epilogue output
    r = torch.rsqrt(x.float().pow(2).mean(dim=1) + scalars["eps"])       # fp32 row scale
    acc = h.float() @ w.float()                                          # fp32 accumulation
    return {"Y": (r[:, None] * acc).to(dtype)}
