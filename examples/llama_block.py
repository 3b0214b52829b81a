#!/usr/bin/env python3
"""A Llama-style transformer block with fuseproof's proved fused kernels as PyTorch operators,
against the same block in plain PyTorch: output agreement, and time on a GPU.

    unfused (plain PyTorch)                      fused (torch.ops.fuseproof)
    r1 = rsqrt(mean(x^2) + eps)                  r1 = rsqrt(mean(x^2) + eps)
    qkv = (x * r1 * g1) @ Wqkv                   qkv = rmsnorm_scale_after_matmul(x, g1*Wqkv, r1)
    a = attention(qkv)                           a = attention(qkv)            (the same SDPA)
    x2 = x + a @ Wo                              x2, ss, h = residual_rmsnorm_stats(a, Wo, x, g2)
    r2 = rsqrt(mean(x2^2) + eps)                 r2 = rsqrt(ss / D + eps)
    u = (x2 * r2 * g2) @ [Wg | Wu]               m = swiglu_interleaved(h, Wgu interleaved, r2)
    m = silu(u_gate) * u_up
    y = x2 + m @ Wd                              y = residual_add_epilogue(m, Wd, x2)

Each fused call is a rule proved for all sizes in rules/ (the weight folding g1*Wqkv and the
gate/up interleaving are done once, offline). Run on the GPU machine:

    python3 examples/llama_block.py                 # M=4096 D=4096 H=32 F=11008, CUDA, timed
    python3 examples/llama_block.py --device cpu --tokens 64 --dim 256 --heads 4 --ffn 512

Prints the largest error of each block against an fp32 reference of the block (the same
weights and inputs, every operation in fp32), then (on CUDA) the median time of each block.
With --check it exits 1 unless the fused block is no less accurate than the unfused one (the
numeric tier's criterion, CODA's: err(fused) <= 2 err(unfused) + 1e-6).
"""
import argparse
import pathlib
import statistics
import sys

import torch
import torch.nn.functional as F

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1] / "python"))
import fuseproof_torch  # noqa: E402

RULES = ["rmsnorm_scale_after_matmul", "residual_rmsnorm_stats", "swiglu_interleaved",
         "residual_add_epilogue"]
EPS = 1e-6


def make_weights(D, F_, gen, dev, dtype):
    def w(*shape, fan_in):
        return (torch.randn(*shape, generator=gen) * fan_in ** -0.5).to(dev, dtype)
    return dict(g1=(1 + 0.1 * torch.randn(D, generator=gen)).to(dev, dtype),
                g2=(1 + 0.1 * torch.randn(D, generator=gen)).to(dev, dtype),
                Wqkv=w(D, 3 * D, fan_in=D), Wo=w(D, D, fan_in=D),
                Wg=w(D, F_, fan_in=D), Wu=w(D, F_, fan_in=D), Wd=w(F_, D, fan_in=F_))


def attention(qkv, tokens_per_seq, heads):
    M, three_d = qkv.shape
    D = three_d // 3
    q, k, v = (t.reshape(M // tokens_per_seq, tokens_per_seq, heads, D // heads).transpose(1, 2)
               for t in qkv.split(D, dim=1))
    if hasattr(F, "scaled_dot_product_attention"):  # PyTorch 2.0 and later
        a = F.scaled_dot_product_attention(q, k, v, is_causal=True)
    else:  # the same causal attention, spelled out (Debian 12's PyTorch 1.13)
        s = (q.float() @ k.float().transpose(-1, -2)) / (q.shape[-1] ** 0.5)
        s = s.masked_fill(torch.ones_like(s, dtype=torch.bool).triu(1), float("-inf"))
        a = (s.softmax(-1) @ v.float()).to(q.dtype)
    return a.transpose(1, 2).reshape(M, D)


def unfused_block(x, w, seq, heads):
    def rmsnorm(t, g):
        tf = t.float()
        return (tf * torch.rsqrt(tf.pow(2).mean(-1, keepdim=True) + EPS) * g.float()).to(t.dtype)
    a = attention(rmsnorm(x, w["g1"]) @ w["Wqkv"], seq, heads)
    x2 = x + a @ w["Wo"]
    h = rmsnorm(x2, w["g2"])
    m = F.silu(h @ w["Wg"]) * (h @ w["Wu"])
    return x2 + m @ w["Wd"]


def fold_weights(w):
    """Offline, once: gamma folded into the QKV weight, gate and up columns interleaved."""
    F_ = w["Wg"].shape[1]
    gu = torch.stack([w["Wg"], w["Wu"]], dim=2).reshape(-1, 2 * F_)  # column 2p gate, 2p+1 up
    return dict(Wqkv_g=(w["g1"].float()[:, None] * w["Wqkv"].float()).to(w["Wqkv"].dtype),
                Wgu=gu.contiguous(), Wo=w["Wo"], g2=w["g2"], Wd=w["Wd"])


def fused_block(ops, x, fw, seq, heads):
    D = x.shape[1]
    r1 = torch.rsqrt(x.float().pow(2).mean(-1) + EPS)
    qkv = ops.rmsnorm_scale_after_matmul(X=x, Wg=fw["Wqkv_g"], r=r1, eps=EPS)
    a = attention(qkv, seq, heads)
    x2, ss_tiles, h = ops.residual_rmsnorm_stats(A=a, W=fw["Wo"], C=x, g=fw["g2"])
    r2 = torch.rsqrt(ss_tiles.sum(1) / D + EPS)
    _, m = ops.swiglu_interleaved(X=h, W1=fw["Wgu"], r=r2)
    return ops.residual_add_epilogue(A=m, W=fw["Wd"], C=x2)


def median_ms(fn, warmup=3, reps=20):
    for _ in range(warmup):
        fn()
    pairs = [(torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True))
             for _ in range(reps)]
    for start, stop in pairs:
        start.record()
        fn()
        stop.record()
    torch.cuda.synchronize()
    return statistics.median(s.elapsed_time(e) for s, e in pairs)


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--device", default="cuda")
    p.add_argument("--tokens", type=int, default=4096, help="M: tokens in the batch")
    p.add_argument("--seq", type=int, default=2048, help="tokens per sequence (attention)")
    p.add_argument("--dim", type=int, default=4096)
    p.add_argument("--heads", type=int, default=32)
    p.add_argument("--ffn", type=int, default=11008)
    p.add_argument("--seed", type=int, default=20261206)
    p.add_argument("--check", action="store_true", help="exit 1 if the fused block is less accurate")
    args = p.parse_args()
    dev, bf = torch.device(args.device), torch.bfloat16
    seq = min(args.seq, args.tokens)
    assert args.tokens % seq == 0, "--tokens must be a multiple of --seq"
    ops = fuseproof_torch.load(RULES, cuda=dev.type == "cuda")
    gen = torch.Generator().manual_seed(args.seed)
    w = make_weights(args.dim, args.ffn, gen, dev, bf)
    x = torch.randn(args.tokens, args.dim, generator=gen).to(dev, bf)
    fw = fold_weights(w)

    with torch.no_grad():
        reference = unfused_block(x.float(), {k: v.float() for k, v in w.items()}, seq, args.heads)
        unfused = unfused_block(x, w, seq, args.heads)
        fused = fused_block(ops, x, fw, seq, args.heads)
        scale = reference.abs().max().item()
        errors = {}
        for name, y in (("unfused", unfused), ("fused", fused)):
            err = (y.float() - reference).abs()
            errors[name] = err.max().item()
            print(f"{name:8s} max abs err vs fp32 block {err.max().item():.3e} "
                  f"(mean {err.mean().item():.3e}, max |y| {scale:.3e})")
        accurate = torch.isfinite(fused).all() and errors["fused"] <= 2 * errors["unfused"] + 1e-6
        print(f"fused no less accurate than unfused: {'yes' if accurate else 'NO'}")
        print(f"fused vs unfused max abs diff {(fused.float() - unfused.float()).abs().max().item():.3e}")
        print(f"shape M={args.tokens} D={args.dim} H={args.heads} F={args.ffn} seq={seq} "
              f"device {dev} torch {torch.__version__}")
        if dev.type == "cuda":
            print(f"{torch.cuda.get_device_name(dev)}")
            t_u = median_ms(lambda: unfused_block(x, w, seq, args.heads))
            t_f = median_ms(lambda: fused_block(ops, x, fw, seq, args.heads))
            print(f"unfused block {t_u:.3f} ms, fused block {t_f:.3f} ms, ratio {t_f / t_u:.3f}")
        if args.check and not accurate:
            sys.exit(1)


if __name__ == "__main__":
    main()
