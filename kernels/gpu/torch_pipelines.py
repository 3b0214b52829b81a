#!/usr/bin/env python3
"""The unfused PyTorch pipeline of each generated kernel's rule, in bf16 at the GPU check's large
shape (M=16384, K=4096, N=4096), timed as fp_gpu_check --bench times the fused kernels (CUDA
events, warm-up, median of REPS runs), and cuBLAS's GEMM alone for reference. Each pipeline is
the rule's left side as PyTorch eager runs it: the GEMM through cuBLAS, then separate elementwise
or reduction kernels over the stored output."""
import statistics

import torch
import torch.nn.functional as F

WARMUP, REPS = 5, 30
M, K, N = 16384, 4096, 4096


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
    return statistics.median(start.elapsed_time(stop) for start, stop in pairs)


def main():
    dev, bf = torch.device("cuda"), torch.bfloat16
    print(f"device {torch.cuda.get_device_name(dev)}, torch {torch.__version__}")
    x = torch.randn(M, K, device=dev, dtype=bf)
    w = torch.randn(K, N, device=dev, dtype=bf)
    g = torch.randn(K, device=dev, dtype=bf)
    gn = torch.randn(N, device=dev, dtype=bf)
    c = torch.randn(M, N, device=dev, dtype=bf)
    eps, alpha = 1e-6, 0.75

    def rmsnorm_then_gemm():  # F2 unfused: RMSNorm kernel(s) write xn, then the GEMM
        xf = x.float()
        r = torch.rsqrt(xf.pow(2).mean(-1, keepdim=True) + eps)
        xn = (xf * r * g.float()).to(bf)
        return xn @ w

    def residual_stats():  # F1 unfused: GEMM, residual add, sum of squares, x * g
        xr = c + x @ w
        ss = xr.float().pow(2).sum(-1)
        return xr, ss, xr * gn

    def swiglu():  # F3 unfused: row scale, GEMM, silu(gate) * up on the interleaved columns
        h = (x.float() * 1.5).to(bf) @ w
        return F.silu(h[:, 0::2]) * h[:, 1::2]

    def swiglu_split():  # F3 from the split weight [W_gate | W_up], as a PyTorch MLP runs it
        h = (x.float() * 1.5).to(bf) @ w
        return F.silu(h[:, : N // 2]) * h[:, N // 2:]

    # The backward kernels' unfused pipelines, in the shapes fp_gpu_check times them: the dy GEMM
    # through cuBLAS, then the epilogue's algebra as separate PyTorch kernels in fp32, storing
    # the outputs in bf16 (rules/rmsnorm_zdz_bwd.rule, rules/swiglu_zdz_bwd.rule).
    dz, wt = x, w  # B2: acc = dz W, dz M x K, W K x N
    xb = torch.randn(M, N, device=dev, dtype=bf)
    r = torch.rand(M, device=dev) + 0.5
    zdz = torch.rand(M, device=dev) + 0.5
    dres = torch.randn(M, N, device=dev, dtype=bf)

    def rmsnorm_bwd():  # B2 unfused: GEMM, then the RMSNorm backward epilogue and dgamma
        d = alpha * (dz @ wt).float()
        cn = xb.float() * r[:, None]
        yaux = (cn * gn.float()).to(bf)
        dx = ((d * gn.float() - cn * zdz[:, None]) * r[:, None] + dres.float()).to(bf)
        return yaux, dx, (d * cn).sum(0)

    zp = torch.randn(M, 2 * N, device=dev, dtype=bf)  # B3: interleaved gate/up, N = P
    w2 = torch.randn(N, K, device=dev, dtype=bf)

    def swiglu_bwd():  # B3 unfused: GEMM dy W2^T, then dswiglu and the ZdZ row sum
        acc = (x @ w2.t()).float()
        a, u = zp[:, 0::2].float(), zp[:, 1::2].float()
        sg = torch.sigmoid(a)
        o = (a * sg * u).to(bf)
        du = (acc * a * sg).to(bf)
        da = (acc * u * sg * (1 + a * (1 - sg))).to(bf)
        return o, du, da, (a * da.float() + u * du.float()).sum(-1) / K

    # F4 (rules/qkv_scale_rope.rule): Llama's attention layout, heads of 128 (Q = 64 pairs), fp32
    # cos and sin tables per (row, pair); the weight in the usual per-head order, each head's
    # halves rotated after the GEMM as apply_rotary_emb does.
    qp = 64
    cos_t = torch.rand(M, qp, device=dev)
    sin_t = torch.rand(M, qp, device=dev)

    def qkv_rope():  # F4 unfused: row scale, GEMM, RoPE on each head's two halves
        q = ((x.float() * r[:, None]).to(bf) @ w).view(M, N // (2 * qp), 2 * qp).float()
        x1, x2 = q[..., :qp], q[..., qp:]
        c, s = cos_t[:, None, :], sin_t[:, None, :]
        return torch.cat((x1 * c + x2 * s, x2 * c - x1 * s), -1).to(bf)

    # F4 with its angles from positions (rules/qkv_scale_rope_pos_freq.rule): the reference
    # computes freqs = outer(positions, inv_freq) and the fp32 cos and sin tables in the pipeline.
    pos = torch.randint(0, 8192, (M,), device=dev)
    inv_freq = 1.0 / (10000.0 ** (torch.arange(qp, device=dev, dtype=torch.float32) / qp))

    def qkv_rope_pos_freq():  # unfused: tables from positions, then F4's pipeline
        q = ((x.float() * r[:, None]).to(bf) @ w).view(M, N // (2 * qp), 2 * qp).float()
        ang = pos.float()[:, None] * inv_freq[None, :]
        c, s = ang.cos()[:, None, :], ang.sin()[:, None, :]
        x1, x2 = q[..., :qp], q[..., qp:]
        return torch.cat((x1 * c + x2 * s, x2 * c - x1 * s), -1).to(bf)

    pipelines = [
        ("cublas gemm alone", lambda: x @ w),
        ("qkv_scale_rope", qkv_rope),
        ("qkv_scale_rope (torch.compile)", torch.compile(qkv_rope)),
        ("qkv_scale_rope_pos_freq", qkv_rope_pos_freq),
        ("qkv_scale_rope_pos_freq (torch.compile)", torch.compile(qkv_rope_pos_freq)),
        ("rmsnorm_zdz_bwd", rmsnorm_bwd),
        ("rmsnorm_zdz_bwd (torch.compile)", torch.compile(rmsnorm_bwd)),
        ("swiglu_zdz_bwd", swiglu_bwd),
        ("swiglu_zdz_bwd (torch.compile)", torch.compile(swiglu_bwd)),
        ("rmsnorm_scale_after_matmul", rmsnorm_then_gemm),
        ("residual_rmsnorm_stats", residual_stats),
        ("swiglu_interleaved", swiglu),
        ("swiglu_split_to_interleaved", swiglu_split),
        ("swiglu_split_to_interleaved (torch.compile)", torch.compile(swiglu_split)),
        ("scalar_scale_gemm", lambda: alpha * (x @ w)),
        ("residual_add_epilogue", lambda: c + x @ w),
    ]
    report(pipelines, M, N, K)
    lm_head_pipelines()


def report(pipelines, m, n, k):
    flops = 2.0 * m * n * k
    for name, fn in pipelines:
        ms = median_ms(fn)
        print(f"torch unfused  {name:<34} M={m} N={n} K={k}  {ms:.4f} ms  "
              f"{flops / (ms * 1e-3) / 1e12:.1f} TFLOP/s")


def lm_head_pipelines():
    """The loss path at fp_gpu_check's LM-head shape (M=4096 K=2048, GPT-2's vocabulary 50257):
    RMSNorm -> LM head -> log-sum-exp (rules/lm_head_scale_lse.rule's left side) and the
    cross-entropy of the same logits with targets (ignore index -100), eager and torch.compile."""
    dev, bf = torch.device("cuda"), torch.bfloat16
    m, k, v, eps = 4096, 2048, 50257, 1e-6
    x = torch.randn(m, k, device=dev, dtype=bf)
    w = torch.randn(k, v, device=dev, dtype=bf) / k ** 0.5
    g = torch.randn(k, device=dev, dtype=bf)
    tgt = torch.randint(0, v, (m,), device=dev)
    tgt[::8] = -100

    def logits():
        xf = x.float()
        r = torch.rsqrt(xf.pow(2).mean(-1, keepdim=True) + eps)
        return (xf * r * g.float()).to(bf) @ w

    def scale_lse():  # F5 unfused: RMSNorm, the GEMM writes the logits, then logsumexp
        z = logits()
        return z, torch.logsumexp(z.float(), -1)

    def cross_entropy():  # F5 + F6 unfused: the logits, then the loss per row
        return F.cross_entropy(logits().float(), tgt, ignore_index=-100, reduction="none")

    tiles = (v + 127) // 128
    p = torch.randn(m, tiles, device=dev)
    c = torch.randn(m, tiles, device=dev)

    def after_fused():  # what the caller runs after the fused LSE + capture kernel
        lse = torch.logsumexp(p, -1)
        return torch.where(tgt == -100, 0.0, lse - c.sum(-1))

    report([("cublas gemm alone (lm head)", lambda: x @ w),
            ("after the fused lse+capture kernel", after_fused),
            ("lm_head_scale_lse", scale_lse),
            ("lm_head_scale_lse (torch.compile)", torch.compile(scale_lse)),
            ("lm_head cross_entropy", cross_entropy),
            ("lm_head cross_entropy (torch.compile)", torch.compile(cross_entropy))], m, v, k)


TARGET_RULES = ["rmsnorm_scale_after_matmul", "residual_rmsnorm_stats", "swiglu_interleaved",
                "scalar_scale_gemm", "residual_add_epilogue"]


def fused_ops():
    """fuseproof's CUDA operators of the forward kernels (python/fuseproof_torch), built here."""
    import pathlib
    import sys
    sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[2] / "python"))
    import fuseproof_torch
    return fuseproof_torch.load(TARGET_RULES, cuda=True)


def agreement(fused, eager):
    """Normwise relative difference of two outputs (tuples compared element by element)."""
    fused = fused if isinstance(fused, tuple) else (fused,)
    eager = eager if isinstance(eager, tuple) else (eager,)
    worst = 0.0
    for f, e in zip(fused, eager):
        f, e = f.float(), e.float()
        worst = max(worst, ((f - e).norm() / e.norm().clamp_min(1e-30)).item())
    return worst


def target_pipelines():
    """Issue 17's targets: the forward pipelines, unfused (eager and torch.compile) and fused
    (fuseproof's operators, with what the caller computes around them), at a Llama-style layer's
    shapes: M = 16384 (prefill) and 16 (decode), hidden D = 2048 and 4096. F2: RMSNorm -> QKV
    (K = D, N = 3D; fused: the row rsqrt, then the kernel on the gamma-folded weight); F1: the
    output projection's GEMM (K = N = D) + residual + the row sum of squares + x * g (fused: the
    kernel, then the sum over its column-tile partials); F3: RMSNorm -> gate/up (N = 2 x 8192 for
    D = 2048, 2 x 14336 for D = 4096) -> SwiGLU on interleaved columns (fused: the row rsqrt, then
    the kernel, which also stores the gate/up product as the rule does); B4: alpha (A B)
    (K = N = D); the residual add (K = N = D). Before timing, each fused pipeline's outputs are
    compared with eager's (normwise relative difference at most AGREE: both are bf16 results of
    the same algebra, rounded at different points). Each torch.compile'd once per shape
    (dynamic=False), warmed up, then timed as the rest of this file times (median of REPS). One
    line per (pipeline, shape), with cuBLAS's GEMM alone at the same shape for the ratios.
    Returns the number of disagreeing pipelines."""
    dev, bf, eps, alpha = torch.device("cuda"), torch.bfloat16, 1e-6, 0.75
    AGREE = 1e-2
    ops = fused_ops()
    failures = 0
    for d_model, ffn in ((2048, 8192), (4096, 14336)):
        for m in (16384, 16):
            x = torch.randn(m, d_model, device=dev, dtype=bf)
            g = torch.randn(d_model, device=dev, dtype=bf)
            res = torch.randn(m, d_model, device=dev, dtype=bf)
            w_qkv = torch.randn(d_model, 3 * d_model, device=dev, dtype=bf) / d_model ** 0.5
            w_o = torch.randn(d_model, d_model, device=dev, dtype=bf) / d_model ** 0.5
            w_up = torch.randn(d_model, 2 * ffn, device=dev, dtype=bf) / d_model ** 0.5
            # Offline, once, as a model folds its weights: gamma into the weight's rows.
            wg_qkv = (g.float()[:, None] * w_qkv.float()).to(bf)
            wg_up = (g.float()[:, None] * w_up.float()).to(bf)

            def rmsnorm(v):
                vf = v.float()
                return (vf * torch.rsqrt(vf.pow(2).mean(-1, keepdim=True) + eps)
                        * g.float()).to(bf)

            def row_rsqrt(v):
                return torch.rsqrt(v.float().pow(2).mean(-1) + eps)

            def f2():
                return rmsnorm(x) @ w_qkv

            def f2_fused():
                return ops.rmsnorm_scale_after_matmul(X=x, Wg=wg_qkv, r=row_rsqrt(x), eps=eps)

            def f1():
                h = res + x @ w_o
                return h, h.float().pow(2).sum(-1), h * g

            def f1_fused():
                h, s, hg = ops.residual_rmsnorm_stats(A=x, W=w_o, C=res, g=g)
                return h, s.sum(1), hg

            def f3():
                u = rmsnorm(x) @ w_up
                return F.silu(u[:, 0::2]) * u[:, 1::2]

            def f3_fused():
                return ops.swiglu_interleaved(X=x, W1=wg_up, r=row_rsqrt(x))[1]

            def b4():
                return alpha * (x @ w_o)

            def b4_fused():
                return ops.scalar_scale_gemm(A=x, B=w_o, alpha=alpha)

            def residual_add():
                return res + x @ w_o

            def residual_add_fused():
                return ops.residual_add_epilogue(A=x, W=w_o, C=res)

            for name, fn, fused, n in (
                    ("F2 rmsnorm->qkv", f2, f2_fused, 3 * d_model),
                    ("F1 out-proj+residual+stats", f1, f1_fused, d_model),
                    ("F3 rmsnorm->gate/up->swiglu", f3, f3_fused, 2 * ffn),
                    ("B4 scalar scale", b4, b4_fused, d_model),
                    ("residual add", residual_add, residual_add_fused, d_model)):
                diff = agreement(fused(), fn())
                ok = diff <= AGREE
                failures += not ok
                gemm_ms = median_ms(lambda: x @ (w_qkv if n == 3 * d_model else
                                                 w_up if n == 2 * ffn else w_o))
                eager_ms = median_ms(fn)
                compiled_ms = median_ms(torch.compile(fn, dynamic=False))
                fused_ms = median_ms(fused)
                print(f"target  {name:<28} M={m:<5d} D={d_model} N={n:<5d} K={d_model}  "
                      f"cublas gemm {gemm_ms:.4f} ms  eager {eager_ms:.4f} ms "
                      f"({eager_ms / gemm_ms:.2f}x)  torch.compile {compiled_ms:.4f} ms "
                      f"({compiled_ms / gemm_ms:.2f}x)  fused {fused_ms:.4f} ms "
                      f"({fused_ms / gemm_ms:.2f}x, {fused_ms / compiled_ms:.2f} of compile)  "
                      f"agreement {diff:.1e} {'ok' if ok else 'FAIL'}", flush=True)
    return failures


if __name__ == "__main__":
    import sys
    if sys.argv[1:] == ["--targets"]:
        print(f"device {torch.cuda.get_device_name()}, torch {torch.__version__}")
        sys.exit(1 if target_pipelines() else 0)
    else:
        main()
