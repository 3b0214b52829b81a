#!/usr/bin/env python3
"""Compares fuseproof's fp8 rounding (a table from fuseproof_fp8_table) with PyTorch's
conversion to torch.float8_e4m3fn and torch.float8_e5m2, value by value. NaN matches NaN; every
other result must be bitwise equal (signed zeros included). Needs a PyTorch with fp8 dtypes (2.1
or later), so it runs on the device machine, not in CI. Exit status 1 on any mismatch."""
import sys

import numpy as np
import torch


def main() -> int:
    table = np.fromfile(sys.argv[1], dtype="<f4").reshape(-1, 3)
    x = torch.from_numpy(table[:, 0].copy())
    status = 0
    for column, dtype in ((1, torch.float8_e4m3fn), (2, torch.float8_e5m2)):
        ours = torch.from_numpy(table[:, column].copy())
        theirs = x.to(dtype).to(torch.float32)
        both_nan = torch.isnan(ours) & torch.isnan(theirs)
        same = (ours.view(torch.int32) == theirs.view(torch.int32)) | both_nan
        bad = (~same).nonzero().flatten()
        print(f"{dtype}: {len(x)} values, {len(bad)} differ (torch {torch.__version__})")
        for i in bad[:20].tolist():
            print(f"  x = {x[i].item()!r}: fuseproof {ours[i].item()!r}, torch {theirs[i].item()!r}")
        status |= len(bad) > 0
    return int(status)


if __name__ == "__main__":
    sys.exit(main())
