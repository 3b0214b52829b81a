"""A hand-written Triton kernel for CODA's F2 (rules/rmsnorm_gamma_on_activation.rule): the GEMM
h @ W accumulated in fp32, each row scaled by r in the epilogue, one rounding to the output dtype.
The bindings f2_triton.py and f2_triton_wrong.py call it for `fuseproof check-kernel`.

`drop_last_k` plants a bug for the wrong binding: the K loop's mask stops one column short, the
kind of off-by-one a ragged tile invites. It is invisible whenever the last column contributes
little; the check's small shapes (K of 1 to 3) expose it (on an H100: docs/CHECK_KERNEL.md).
"""
import torch
import triton
import triton.language as tl


@triton.jit
def _gemm_row_scale(h_ptr, w_ptr, r_ptr, y_ptr, M, N, K,
                    stride_hm, stride_hk, stride_wk, stride_wn, stride_ym, stride_yn,
                    BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr,
                    IEEE_F32: tl.constexpr, DROP_LAST_K: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    rk = tl.arange(0, BLOCK_K)
    k_end = K - DROP_LAST_K  # 0, or 1 for the planted bug
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k0 in range(0, K, BLOCK_K):
        kk = k0 + rk
        a = tl.load(h_ptr + rm[:, None] * stride_hm + kk[None, :] * stride_hk,
                    mask=(rm[:, None] < M) & (kk[None, :] < k_end), other=0.0)
        b = tl.load(w_ptr + kk[:, None] * stride_wk + rn[None, :] * stride_wn,
                    mask=(kk[:, None] < k_end) & (rn[None, :] < N), other=0.0)
        if IEEE_F32:  # fp32 operands: full fp32 products, not tf32 (Triton's default)
            acc += tl.dot(a, b, input_precision="ieee")
        else:
            acc += tl.dot(a, b)
    r = tl.load(r_ptr + rm, mask=rm < M, other=0.0)
    y = acc * r[:, None]
    tl.store(y_ptr + rm[:, None] * stride_ym + rn[None, :] * stride_yn,
             y.to(y_ptr.dtype.element_ty), mask=(rm[:, None] < M) & (rn[None, :] < N))


def gemm_row_scale(h, w, r, drop_last_k=False):
    """D = diag(r) (h @ w): h [M, K] and w [K, N] in one dtype, r [M] fp32; D in h's dtype."""
    M, K = h.shape
    N = w.shape[1]
    y = torch.empty((M, N), device=h.device, dtype=h.dtype)
    block_m, block_n, block_k = 64, 64, 32
    grid = (triton.cdiv(M, block_m), triton.cdiv(N, block_n))
    _gemm_row_scale[grid](h, w, r, y, M, N, K, h.stride(0), h.stride(1), w.stride(0),
                          w.stride(1), y.stride(0), y.stride(1), BLOCK_M=block_m,
                          BLOCK_N=block_n, BLOCK_K=block_k,
                          IEEE_F32=h.dtype == torch.float32, DROP_LAST_K=int(drop_last_k),
                          num_warps=4)
    return y


def f2_outputs(inputs, scalars, dtype, drop_last_k=False):
    """The rule's inputs to the kernel's arguments, as CODA's pipeline feeds it: F1's epilogue
    writes h = x * g in the dtype, and r comes from F1's fp32 row partials."""
    x, g, w = inputs["X"], inputs["g"], inputs["W"]
    h = (x.float() * g.float()).to(dtype)
    r = torch.rsqrt(x.float().pow(2).mean(dim=1) + scalars["eps"]).contiguous()
    return {"Y": gemm_row_scale(h.contiguous(), w.contiguous(), r, drop_last_k)}
