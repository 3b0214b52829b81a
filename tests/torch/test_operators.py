#!/usr/bin/env python3
"""Every generated kernel as a PyTorch operator (fuseproof_torch), checked against its rule's left
side written here in plain PyTorch, independently of fuseproof's own evaluator.

For each rule: the left side's inputs (bf16-exact, seeded), then
  - the fused path: the right side's caller statements (offline weights, statistics computed
    before the kernel, reductions of per-tile partials after it) in PyTorch around
    torch.ops.fuseproof.<rule>;
  - the reference: the left side in float64;
  - the unfused baseline: the same left side with each stored intermediate and each output
    rounded to its dtype (bf16 unless the rule declares f32), as an unfused pipeline stores them.
Each compared output must satisfy the numeric tier's criterion (docs/NUMERIC.md, CODA's):
max |fused - reference| <= 2 max |unfused - reference| + 1e-6. Shapes are ragged against the
kernel's 128-column tile (N = 300) and include a decode-sized M. Then the operators' checks:
each bad argument is refused with a message naming it.

Run: FUSEPROOF_DEVICE=cpu|cuda python3 tests/torch/test_operators.py (CTest runs the CPU one).
"""
import math
import os
import pathlib
import subprocess
import sys
import unittest

import torch

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[2] / "python"))
import fuseproof_torch  # noqa: E402

DEVICE = torch.device(os.environ.get("FUSEPROOF_DEVICE", "cpu"))
BF, F32, F64 = torch.bfloat16, torch.float32, torch.float64
SEED = 20261206
SHAPES = [(37, 70), (3, 96)]  # (M, K): ragged rows and a decode-sized M
EPS = 1e-6


class Rounding:
    """What the left side stores: nothing rounded for the reference, bf16 or f32 for the
    unfused baseline."""

    def __init__(self, low):
        self.low = low

    def bf(self, t):
        return t.to(BF).double() if self.low else t

    def f32(self, t):
        return t.float().double() if self.low else t


def bf16_exact(gen, *shape, scale=1.0):
    return (torch.randn(*shape, generator=gen, dtype=F64) * scale).to(BF).double()


def f32_exact(gen, *shape, scale=1.0):
    return (torch.randn(*shape, generator=gen, dtype=F64) * scale).float().double()


def dev(t, dtype):
    return t.to(dtype).to(DEVICE)


def rsqrt_mean_sq(x, eps):
    return torch.rsqrt(x.pow(2).mean(-1) + eps)


def silu(x):
    return x * torch.sigmoid(x)


# ---- one entry per rule: inputs, left side, fused path ----

def gelu_inputs(gen, M, K, N=300):
    return dict(X=bf16_exact(gen, M, K), W=bf16_exact(gen, K, N, scale=K ** -0.5))


def gelu_lhs(i, s):
    h = s.bf(i["X"] @ i["W"])
    return dict(out=s.bf(0.5 * h * (1 + torch.tanh(0.7978845608 * (h + 0.044715 * h ** 3)))))


def gelu_fused(ops, i):
    return dict(out=ops.gelu_tanh_epilogue(X=dev(i["X"], BF), W=dev(i["W"], BF)))


def targets(gen, M, V):
    t = torch.randint(0, V, (M,), generator=gen)
    t[::5] = -100  # ignored rows
    return t


def lse_tgt_inputs(gen, M, K, V=300):
    return dict(x=bf16_exact(gen, M, K), W=bf16_exact(gen, K, V, scale=2 * K ** -0.5),
                tgt=targets(gen, M, V))


def target_logit(z, tgt):
    picked = z.gather(1, tgt.clamp(min=0).unsqueeze(1)).squeeze(1)
    return torch.where(tgt == -100, torch.zeros_like(picked), picked)


def lse_tgt_lhs(i, s):
    z = i["x"] @ i["W"]
    return dict(lse=s.f32(torch.logsumexp(z, 1)), zt=s.bf(target_logit(z, i["tgt"])))


def lse_tgt_fused(ops, i):
    p, c = ops.lm_head_lse_target_logit(x=dev(i["x"], BF), W=dev(i["W"], BF),
                                        tgt=i["tgt"].to(DEVICE))
    tgt = i["tgt"].to(DEVICE)
    zt = torch.where(tgt == -100, torch.zeros_like(c[:, 0]), c.sum(1))
    return dict(lse=torch.logsumexp(p, 1), zt=zt)


def scale_lse_inputs(gen, M, K, V=300):
    return dict(x=bf16_exact(gen, M, K), g=bf16_exact(gen, K), W=bf16_exact(gen, K, V, scale=K ** -0.5))


def scale_lse_lhs(i, s):
    r = rsqrt_mean_sq(i["x"], EPS)
    xn = s.bf(i["x"] * r[:, None] * i["g"])
    z = xn @ i["W"]
    return dict(z=s.bf(z), lse=s.f32(torch.logsumexp(z, 1)))


def scale_lse_fused(ops, i):
    wg = i["g"][:, None] * i["W"]  # offline
    r = rsqrt_mean_sq(i["x"].float(), EPS)
    z, p = ops.lm_head_scale_lse(x=dev(i["x"], BF), Wg=dev(wg, BF), r=dev(r, F32), eps=EPS)
    return dict(z=z, lse=torch.logsumexp(p, 1))


def loss_inputs(gen, M, K, V=300):
    i = lse_tgt_inputs(gen, M, K, V)
    i["lse"] = torch.logsumexp(i["x"] @ i["W"], 1).float().double()
    return i


def loss_lhs(i, s):
    z = i["x"] @ i["W"]
    tl = target_logit(z, i["tgt"])
    return dict(loss=s.f32(torch.where(i["tgt"] == -100, torch.zeros_like(tl), i["lse"] - tl)))


def loss_fused(ops, i):
    tgt = i["tgt"].to(DEVICE)
    c = ops.lm_head_target_logit_loss(x=dev(i["x"], BF), W=dev(i["W"], BF), tgt=tgt)
    lse = dev(i["lse"], F32)
    return dict(loss=torch.where(tgt == -100, torch.zeros_like(lse), lse - c.sum(1)))


H, Q = 3, 50  # 2 * H * Q = 300 columns


def interleave_heads(w):
    """W[k, h, c] over halves c = (first Q, second Q) -> W1[k, h, e] = W[k, h, (e % 2) Q + e // 2]."""
    K = w.shape[0]
    e = torch.arange(2 * Q)
    return w[:, :, (e % 2) * Q + e // 2].reshape(K, 2 * H * Q)


def rotate_halves(q, c, s):
    """The left side's RoPE on halves, then the interleaved order y[e] = yh[(e % 2) Q + e // 2]."""
    a, b = q[..., :Q], q[..., Q:]
    yh = torch.cat([a * c[:, None, :] + b * s[:, None, :], b * c[:, None, :] - a * s[:, None, :]], -1)
    e = torch.arange(2 * Q)
    return yh[..., (e % 2) * Q + e // 2].reshape(q.shape[0], -1)


def rope_inputs(gen, M, K):
    ang = torch.rand(M, Q, generator=gen, dtype=F64) * 6.0
    return dict(x=bf16_exact(gen, M, K), W=bf16_exact(gen, K, H, 2 * Q, scale=K ** -0.5),
                r=f32_exact(gen, M).abs() + 0.5, cos=torch.cos(ang).float().double(),
                sin=torch.sin(ang).float().double())


def rope_lhs(i, s):
    xn = s.bf(i["r"][:, None] * i["x"])
    q = s.bf(torch.einsum("ik,khc->ihc", xn, i["W"]))
    return dict(y=s.bf(rotate_halves(q, i["cos"], i["sin"])))


def rope_fused(ops, i):
    M = i["x"].shape[0]
    cf = i["cos"][:, None, :].expand(M, H, Q).reshape(M, H * Q)
    sf = i["sin"][:, None, :].expand(M, H, Q).reshape(M, H * Q)
    return dict(y=ops.qkv_scale_rope(x=dev(i["x"], BF), W1=dev(interleave_heads(i["W"]), BF),
                                     r=dev(i["r"], F32), sf=dev(sf, F32), cf=dev(cf, F32)))


S_POS = 4096


def rope_pos_inputs(gen, M, K):
    d = torch.arange(Q, dtype=F64)
    turns = 10000.0 ** (-d / Q) / (2 * math.pi)  # inverse frequency in turns per position
    fh = turns.float().double()
    return dict(x=bf16_exact(gen, M, K), W=bf16_exact(gen, K, H, 2 * Q, scale=K ** -0.5),
                r=f32_exact(gen, M).abs() + 0.5, fh=fh, fl=(turns - fh).float().double(),
                pos=torch.randint(0, S_POS, (M,), generator=gen))


def rope_pos_lhs(i, s):
    ang = i["pos"].double()[:, None] * (2 * math.pi * (i["fh"] + i["fl"]))
    xn = s.bf(i["r"][:, None] * i["x"])
    q = s.bf(torch.einsum("ik,khc->ihc", xn, i["W"]))
    return dict(y=s.bf(rotate_halves(q, s.f32(torch.cos(ang)), s.f32(torch.sin(ang)))))


def rope_pos_fused(ops, i):
    fhh, flh = i["fh"].repeat(H), i["fl"].repeat(H)  # offline: fhh[h, d] = fh[d]
    return dict(y=ops.qkv_scale_rope_pos_freq(
        x=dev(i["x"], BF), W1=dev(interleave_heads(i["W"]), BF), fhh=dev(fhh, F32),
        pos=i["pos"].to(DEVICE), flh=dev(flh, F32), r=dev(i["r"], F32)))


def residual_inputs(gen, M, K, N=300):
    return dict(A=bf16_exact(gen, M, K), W=bf16_exact(gen, K, N, scale=K ** -0.5),
                C=bf16_exact(gen, M, N), g=bf16_exact(gen, N))


def residual_lhs(i, s):
    return dict(X=s.bf(i["C"] + i["A"] @ i["W"]))


def residual_fused(ops, i):
    return dict(X=ops.residual_add_epilogue(A=dev(i["A"], BF), W=dev(i["W"], BF), C=dev(i["C"], BF)))


def stats_lhs(i, s):
    x = s.bf(i["C"] + s.bf(i["A"] @ i["W"]))
    return dict(x=x, h=s.bf(x * i["g"]), ss=s.bf(x.pow(2).sum(1)))


def stats_fused(ops, i):
    x, part, h = ops.residual_rmsnorm_stats(A=dev(i["A"], BF), W=dev(i["W"], BF),
                                            C=dev(i["C"], BF), g=dev(i["g"], BF))
    return dict(x=x, h=h, ss=part.sum(1))


def rmsnorm_inputs(gen, M, K, N=300):
    return dict(X=bf16_exact(gen, M, K), g=bf16_exact(gen, K), W=bf16_exact(gen, K, N, scale=K ** -0.5))


def rmsnorm_lhs(i, s):
    r = rsqrt_mean_sq(i["X"], EPS)
    xn = s.bf(i["X"] * r[:, None] * i["g"])
    return dict(Y=s.bf(xn @ i["W"]))


def gamma_on_activation_fused(ops, i):
    r = rsqrt_mean_sq(i["X"].float(), EPS)
    h = i["X"] * i["g"]  # stored before the kernel, in the operand's dtype
    return dict(Y=ops.rmsnorm_gamma_on_activation(h=dev(h, BF), W=dev(i["W"], BF),
                                                  r=dev(r, F32), eps=EPS))


def scale_after_matmul_fused(ops, i):
    r = rsqrt_mean_sq(i["X"].float(), EPS)
    wg = i["g"][:, None] * i["W"]  # offline
    return dict(Y=ops.rmsnorm_scale_after_matmul(X=dev(i["X"], BF), Wg=dev(wg, BF),
                                                 r=dev(r, F32), eps=EPS))


ALPHA = 0.75


def rms_bwd_inputs(gen, M, K, N=300):
    return dict(x=bf16_exact(gen, M, N), g=bf16_exact(gen, N), W=bf16_exact(gen, K, N, scale=N ** -0.5),
                dz=bf16_exact(gen, M, K), dres=bf16_exact(gen, M, N))


def rms_bwd_lhs(i, s):
    x, g = i["x"].clone().requires_grad_(), i["g"].clone().requires_grad_()
    r = rsqrt_mean_sq(x, EPS)
    y = r[:, None] * x * g
    zs = ALPHA * (y @ i["W"].T)
    dx, dg = torch.autograd.grad(zs, (x, g), i["dz"])
    return dict(dx=s.bf(dx + i["dres"]), dg=s.bf(dg), yaux=s.bf(y.detach()))


def rms_bwd_fused(ops, i):
    x, dz = i["x"].float(), i["dz"].float()
    r = rsqrt_mean_sq(x, EPS)  # saved by the forward
    zsaved = (r[:, None] * x * i["g"].float()) @ i["W"].float().T
    zdz = ALPHA * (zsaved * dz).sum(1) / x.shape[1]
    yaux, dx, dgp = ops.rmsnorm_zdz_bwd(
        dz=dev(i["dz"], BF), W=dev(i["W"], BF), alpha=ALPHA, x=dev(i["x"], BF), r=dev(r, F32),
        g=dev(i["g"], BF), dres=dev(i["dres"], BF), zdz=dev(zdz, F32), eps=EPS)
    return dict(dx=dx, dg=dgp.sum(0), yaux=yaux)


def scalar_inputs(gen, M, K, N=300):
    return dict(A=bf16_exact(gen, M, K), B=bf16_exact(gen, K, N))


def scalar_lhs(i, s):
    return dict(D=s.bf((ALPHA * i["A"]) @ i["B"]))


def scalar_fused(ops, i):
    return dict(D=ops.scalar_scale_gemm(A=dev(i["A"], BF), B=dev(i["B"], BF), alpha=ALPHA))


P = 150


def swiglu_inputs(gen, M, K):
    return dict(X=bf16_exact(gen, M, K), W1=bf16_exact(gen, K, 2 * P, scale=K ** -0.5),
                r=f32_exact(gen, M).abs() + 0.5)


def swiglu_lhs(i, s):
    xn = s.bf(i["r"][:, None] * i["X"])
    gate, up = s.bf(xn @ i["W1"][:, 0::2]), s.bf(xn @ i["W1"][:, 1::2])
    return dict(out=s.bf(silu(gate) * up))


def swiglu_fused(ops, i):
    z, out = ops.swiglu_interleaved(X=dev(i["X"], BF), W1=dev(i["W1"], BF), r=dev(i["r"], F32))
    return dict(out=out)


def split_inputs(gen, M, K):
    i = swiglu_inputs(gen, M, K)
    return dict(X=i["X"], W=i["W1"], r=i["r"])


def split_lhs(i, s):
    xn = s.bf(i["r"][:, None] * i["X"])
    h = s.bf(xn @ i["W"])
    return dict(out=s.bf(silu(h[:, :P]) * h[:, P:]))


def split_fused(ops, i):
    j = torch.arange(2 * P)
    w1 = i["W"][:, (j % 2) * P + j // 2]  # offline: gate and up columns interleaved
    return dict(out=ops.swiglu_split_to_interleaved(X=dev(i["X"], BF), W1=dev(w1, BF),
                                                    r=dev(i["r"], F32)))


PB = 256  # the rule requires P == NT * 128


def swiglu_bwd_inputs(gen, M, K):
    return dict(z=bf16_exact(gen, M, 2 * PB), W2=bf16_exact(gen, PB, K, scale=PB ** -0.5),
                dy=bf16_exact(gen, M, K))


def swiglu_bwd_lhs(i, s):
    z = i["z"].clone().requires_grad_()
    out = silu(z[:, 0::2]) * z[:, 1::2]
    (dz,) = torch.autograd.grad(out @ i["W2"], (z,), i["dy"])
    da, du = dz[:, 0::2], dz[:, 1::2]
    zd = i["z"]
    zdz = (zd[:, 0::2] * da + zd[:, 1::2] * du).sum(1) / i["dy"].shape[1]
    return dict(da=s.bf(da), du=s.bf(du), o=s.bf(out.detach()), zdz=s.bf(zdz))


def swiglu_bwd_fused(ops, i):
    # Operand B is K x P column-major: the transpose of the row-major P x K weight, no copy.
    o, du, da, part = ops.swiglu_zdz_bwd(dy=dev(i["dy"], BF), W2=dev(i["W2"], BF).t(),
                                         z=dev(i["z"], BF))
    return dict(da=da, du=du, o=o, zdz=part.sum(1))


CASES = {
    "gelu_tanh_epilogue": (gelu_inputs, gelu_lhs, gelu_fused),
    "lm_head_lse_target_logit": (lse_tgt_inputs, lse_tgt_lhs, lse_tgt_fused),
    "lm_head_scale_lse": (scale_lse_inputs, scale_lse_lhs, scale_lse_fused),
    "lm_head_target_logit_loss": (loss_inputs, loss_lhs, loss_fused),
    "qkv_scale_rope": (rope_inputs, rope_lhs, rope_fused),
    "qkv_scale_rope_pos_freq": (rope_pos_inputs, rope_pos_lhs, rope_pos_fused),
    "residual_add_epilogue": (residual_inputs, residual_lhs, residual_fused),
    "residual_rmsnorm_stats": (residual_inputs, stats_lhs, stats_fused),
    "rmsnorm_gamma_on_activation": (rmsnorm_inputs, rmsnorm_lhs, gamma_on_activation_fused),
    "rmsnorm_scale_after_matmul": (rmsnorm_inputs, rmsnorm_lhs, scale_after_matmul_fused),
    "rmsnorm_zdz_bwd": (rms_bwd_inputs, rms_bwd_lhs, rms_bwd_fused),
    "scalar_scale_gemm": (scalar_inputs, scalar_lhs, scalar_fused),
    "swiglu_interleaved": (swiglu_inputs, swiglu_lhs, swiglu_fused),
    "swiglu_split_to_interleaved": (split_inputs, split_lhs, split_fused),
    "swiglu_zdz_bwd": (swiglu_bwd_inputs, swiglu_bwd_lhs, swiglu_bwd_fused),
}


def load_ops():
    build = os.environ.get("FUSEPROOF_TORCH_BUILD")
    return fuseproof_torch.load(cuda=DEVICE.type == "cuda", build_dir=build)


class Operators(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.ops = load_ops()

    def test_every_generated_kernel_has_a_case(self):
        self.assertEqual(sorted(CASES), fuseproof_torch.available())

    def test_fused_no_less_accurate_than_the_unfused_left_side(self):
        for rule, (inputs, lhs, fused) in sorted(CASES.items()):
            for M, K in SHAPES:
                with self.subTest(rule=rule, M=M, K=K):
                    i = inputs(torch.Generator().manual_seed(SEED + M), M, K)
                    reference, unfused = lhs(i, Rounding(False)), lhs(i, Rounding(True))
                    got = fused(self.ops, i)
                    self.assertEqual(sorted(got), sorted(reference))
                    for name, ref in reference.items():
                        f = got[name].double().cpu()
                        self.assertEqual(f.shape, ref.shape, name)
                        self.assertTrue(torch.isfinite(f).all(), f"{name}: non-finite output")
                        err_f = (f - ref).abs().max().item()
                        err_u = (unfused[name] - ref).abs().max().item()
                        self.assertLessEqual(err_f, 2 * err_u + 1e-6,
                                             f"{name}: fused error {err_f:.3e}, unfused {err_u:.3e}"
                                             f" (max |reference| {ref.abs().max().item():.3e})")

    def test_a_wrong_fused_result_fails_the_criterion(self):
        # The criterion can fail: the left side with its row scale left out.
        i = rmsnorm_inputs(torch.Generator().manual_seed(SEED), 37, 70)
        ref, unfused = rmsnorm_lhs(i, Rounding(False))["Y"], rmsnorm_lhs(i, Rounding(True))["Y"]
        wrong = self.ops.rmsnorm_scale_after_matmul(
            X=dev(i["X"], BF), Wg=dev(i["g"][:, None] * i["W"], BF),
            r=torch.ones(37, dtype=F32, device=DEVICE), eps=EPS).double().cpu()
        self.assertGreater((wrong - ref).abs().max().item(),
                           2 * (unfused - ref).abs().max().item() + 1e-6)


class Refusals(unittest.TestCase):
    """Each argument the kernel cannot take is refused before anything runs, naming it."""

    @classmethod
    def setUpClass(cls):
        cls.ops = load_ops()
        i = rmsnorm_inputs(torch.Generator().manual_seed(SEED), 8, 16, 40)
        cls.args = dict(X=dev(i["X"], BF), Wg=dev(i["W"], BF),
                        r=torch.ones(8, dtype=F32, device=DEVICE), eps=EPS)

    def refused(self, op, pattern, **changes):
        with self.assertRaisesRegex(RuntimeError, pattern):
            op(**{**self.args, **changes})

    def test_arguments(self):
        op, a = self.ops.rmsnorm_scale_after_matmul, self.args
        self.refused(op, r"argument 'Wg' must be BFloat16, got Float", Wg=a["Wg"].float())
        self.refused(op, r"argument 'r' must have shape \[8\] at M=8 N=40 K=16, got \[7\]",
                     r=a["r"][:7])
        self.refused(op, r"operand shapes do not chain", Wg=a["Wg"][:15])
        self.refused(op, r"argument 'Wg' must be row-major .*got strides \[1, 16\]",
                     Wg=a["Wg"].t().contiguous().t())
        self.refused(op, r"argument 'X' \(operand A, M x K\) must be a matrix", X=a["X"][0])
        self.refused(op, r"argument 'r' must be contiguous", r=torch.ones(8, 2, device=DEVICE)[:, 0])
        self.refused(op, r"argument 'X' is empty", X=a["X"][:0])

    def test_preconditions(self):
        op = self.ops.rmsnorm_scale_after_matmul
        self.refused(op, r"the rule's preconditions do not hold at M=8 N=40 K=16 eps=0 .*: eps > 0",
                     eps=0.0)
        self.refused(op, r"eps > 0", eps=float("nan"))

    def test_whole_tiles_and_pairs(self):
        g = torch.Generator().manual_seed(SEED)
        i = swiglu_bwd_inputs(g, 4, 16)
        with self.assertRaisesRegex(RuntimeError, r"N = 200 must be a multiple of the kernel's "
                                                  r"tile width 128, which the rule requires"):
            self.ops.swiglu_zdz_bwd(dy=dev(i["dy"], BF), W2=dev(i["W2"][:200], BF).t(),
                                    z=dev(i["z"][:, :400], BF))
        j = swiglu_inputs(g, 4, 16)
        with self.assertRaisesRegex(RuntimeError, r"N = 299 must be even"):
            self.ops.swiglu_interleaved(X=dev(j["X"], BF), W1=dev(j["W1"][:, :299], BF),
                                        r=dev(j["r"], F32))

    def test_column_major_operand_takes_a_padded_leading_stride(self):
        # A slice of a wider transposed weight: unit row stride, leading stride 300 > K = 16.
        g = torch.Generator().manual_seed(SEED)
        i = swiglu_bwd_inputs(g, 4, 16)
        wide = torch.zeros(PB, 300, dtype=F64)
        wide[:, :16] = i["W2"]
        got = self.ops.swiglu_zdz_bwd(dy=dev(i["dy"], BF), W2=dev(wide, BF)[:, :16].t(),
                                      z=dev(i["z"], BF))
        want = swiglu_bwd_fused(self.ops, i)
        self.assertTrue(torch.equal(got[0], want["o"]) and torch.equal(got[3].sum(1), want["zdz"]))

    def test_integer_inputs_outside_the_rules_range(self):
        # The proof covers targets in [0, V) and the ignore value only, positions >= 0 (the
        # maximum sequence length S is none of the kernel's sizes: no upper end).
        g = torch.Generator().manual_seed(SEED)
        i = lse_tgt_inputs(g, 6, 16, V=300)

        def loss(tgt):
            return self.ops.lm_head_target_logit_loss(x=dev(i["x"], BF), W=dev(i["W"], BF),
                                                      tgt=tgt.to(DEVICE))
        j = rope_pos_inputs(g, 6, 16)

        def rope(pos):
            return rope_pos_fused(self.ops, {**j, "pos": pos})
        bad_target = r"element 2 of 'tgt' is 300, outside the rule's range \[0, V\) or the " \
                     r"ignore value -100, at these sizes \[0, 300\) or -100"
        bad_position = r"element 5 of 'pos' is -1, outside the rule's range \[0, S\) \(S is " \
                       r"none of the kernel's sizes: no upper end\), at these sizes at least 0"
        cases = [(loss, torch.tensor([0, 299, 300, -100, 5, 7]), bad_target),
                 (loss, torch.tensor([0, 1, -1, 4, 5, 6]), r"element 2 of 'tgt' is -1"),
                 (rope, torch.tensor([0, 1, 2, 3, 4, -1]), bad_position)]
        if DEVICE.type == "cpu":
            for op, values, message in cases:
                with self.assertRaisesRegex(RuntimeError, message):
                    op(values)
        else:
            # CUDA: an asynchronous device-side assertion (PyTorch's convention for index data),
            # which leaves the process's CUDA context unusable: each case in its own process.
            for n, (op, values, message) in enumerate(cases):
                with self.subTest(case=n):
                    run = subprocess.run(
                        [sys.executable, __file__, "IntegerRangeOnCuda.test_case"],
                        env={**os.environ, "FUSEPROOF_RANGE_CASE": str(n)},
                        capture_output=True, text=True, timeout=600)
                    self.assertNotEqual(run.returncode, 0, run.stdout + run.stderr)
                    self.assertRegex(run.stderr, r"device-side assert", run.stderr[-2000:])
        # In range: the ignore value, the ends of [0, V), and positions far past any table.
        self.assertTrue(torch.isfinite(loss(torch.tensor([0, 299, -100, 5, 7, 8]))).all())
        big = torch.tensor([0, 1, 2, 3, 4, 1 << 20])
        self.assertTrue(torch.isfinite(rope(big)["y"]).all())

    def test_unknown_rule(self):
        with self.assertRaisesRegex(FileNotFoundError, r"no generated kernel for no_such_rule"):
            fuseproof_torch.load(["no_such_rule"])


class IntegerRangeOnCuda(unittest.TestCase):
    """Run only as a child of Refusals.test_integer_inputs_outside_the_rules_range on CUDA: one
    out-of-range case, then a synchronisation, at which the device-side assertion fires."""

    def test_case(self):
        if "FUSEPROOF_RANGE_CASE" not in os.environ:
            self.skipTest("run by Refusals.test_integer_inputs_outside_the_rules_range on CUDA")
        ops, g = load_ops(), torch.Generator().manual_seed(SEED)
        i, j = lse_tgt_inputs(g, 6, 16, V=300), rope_pos_inputs(g, 6, 16)
        case = int(os.environ["FUSEPROOF_RANGE_CASE"])
        if case < 2:
            tgt = [[0, 299, 300, -100, 5, 7], [0, 1, -1, 4, 5, 6]][case]
            ops.lm_head_target_logit_loss(x=dev(i["x"], BF), W=dev(i["W"], BF),
                                          tgt=torch.tensor(tgt).to(DEVICE))
        else:
            rope_pos_fused(ops, {**j, "pos": torch.tensor([0, 1, 2, 3, 4, -1])})
        torch.cuda.synchronize()


if __name__ == "__main__":
    unittest.main(verbosity=2)
