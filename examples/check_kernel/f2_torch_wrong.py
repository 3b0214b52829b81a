"""A deliberately wrong F2 kernel for `fuseproof check-kernel` to refuse: the row statistic is
taken over h = x * g instead of x (a plausible slip when the kernel only has h at hand), so
every row is scaled by rsqrt(mean(x^2 g^2) + eps) instead of rsqrt(mean(x^2) + eps).
"""
import torch


def run(inputs, scalars, dims, dtype):
    x, g, w = inputs["X"], inputs["g"], inputs["W"]
    h = (x.float() * g.float()).to(dtype)
    r = torch.rsqrt(h.float().pow(2).mean(dim=1) + scalars["eps"])  # WRONG: statistics of h
    acc = h.float() @ w.float()
    return {"Y": (r[:, None] * acc).to(dtype)}
