// The kernel generator's flat columns (codegen/index_form.h): an access's trailing indices as one
// row-major offset, checked exhaustively against the offset computed by hand on small shapes, so
// that the epilogue's address of `z[i, h, 2*d + 1]` is the element the rule reads.
#include "codegen/index_form.h"

#include <gtest/gtest.h>

#include <map>

namespace fuseproof {
namespace {

using codegen::IndexPoly;

/// The polynomial at concrete dimensions (key d >= 0) and index variables (key -(v + 1)).
int64_t eval(const IndexPoly &p, const std::map<int, int64_t> &dims,
             const std::map<int, int64_t> &vars) {
  int64_t out = 0;
  for (const auto &[monomial, c] : p) {
    int64_t term = c;
    for (int k : monomial)
      term *= k >= 0 ? dims.at(k) : vars.at(-k - 1);
    out += term;
  }
  return out;
}

TEST(CodegenFlatIndex, RowMajorOffsetOfGroupedColumns) {
  // z[i, h, 2*d + s] of shape [M, H, 2*Q]: dims M=0 H=1 Q=2; vars i=0 h=1 d=2.
  const ir::IntPtr two = ir::int_const(2), M = ir::int_dim(0), H = ir::int_dim(1),
                   Q = ir::int_dim(2);
  const std::vector<ir::IntPtr> shape = {M, H, ir::int_binary(ir::IntOp::Mul, two, Q)};
  for (int64_t s = 0; s < 2; ++s) {
    std::vector<ir::IntPtr> index = {
        ir::int_var(0), ir::int_var(1),
        ir::int_binary(ir::IntOp::Add, ir::int_binary(ir::IntOp::Mul, two, ir::int_var(2)),
                       ir::int_const(s))};
    std::optional<IndexPoly> flat = codegen::flat_index(index, shape, 1);
    ASSERT_TRUE(flat);
    for (int64_t h_ext = 1; h_ext <= 4; ++h_ext)
      for (int64_t q_ext = 1; q_ext <= 4; ++q_ext)
        for (int64_t h = 0; h < h_ext; ++h)
          for (int64_t d = 0; d < q_ext; ++d) {
            std::map<int, int64_t> dims = {{0, 5}, {1, h_ext}, {2, q_ext}};
            std::map<int, int64_t> vars = {{0, 3}, {1, h}, {2, d}};
            EXPECT_EQ(eval(*flat, dims, vars), h * (2 * q_ext) + 2 * d + s);
            // The same element as column 2p + s of the pair p = h*Q + d (pair statements).
            EXPECT_EQ(eval(*flat, dims, vars), 2 * (h * q_ext + d) + s);
          }
  }
  // From the first index: the whole offset, rows included.
  std::vector<ir::IntPtr> index = {ir::int_var(0), ir::int_var(1), ir::int_var(2)};
  std::optional<IndexPoly> all = codegen::flat_index(index, shape, 0);
  ASSERT_TRUE(all);
  EXPECT_EQ(eval(*all, {{0, 5}, {1, 3}, {2, 4}}, {{0, 2}, {1, 1}, {2, 7}}),
            2 * (3 * 8) + 1 * 8 + 7);
}

TEST(CodegenFlatIndex, RefusesWhatIsNotAPolynomialOrMismatched) {
  const std::vector<ir::IntPtr> shape = {ir::int_dim(0), ir::int_dim(1)};
  // `%` and `//` have no polynomial: no flat column, so no addressing matches.
  std::vector<ir::IntPtr> mod = {ir::int_var(0),
                                 ir::int_binary(ir::IntOp::Mod, ir::int_var(1), ir::int_const(2))};
  EXPECT_FALSE(codegen::flat_index(mod, shape, 1));
  // Indices and shape of different ranks, or nothing from `from`.
  EXPECT_FALSE(codegen::flat_index({ir::int_var(0)}, shape, 0));
  EXPECT_FALSE(codegen::flat_index({ir::int_var(0), ir::int_var(1)}, shape, 2));
}

TEST(CodegenFlatIndex, FlatExtentIsTheProduct) {
  const std::vector<ir::IntPtr> shape = {
      ir::int_dim(0), ir::int_dim(1),
      ir::int_binary(ir::IntOp::Mul, ir::int_const(2), ir::int_dim(2))};
  EXPECT_EQ(codegen::flat_extent(shape, 2), shape[2]); // one extent: itself
  std::optional<IndexPoly> p = codegen::index_poly(*codegen::flat_extent(shape, 1));
  ASSERT_TRUE(p);
  EXPECT_EQ(*p, (IndexPoly{{{1, 2}, 2}})); // 2 * H * Q
}

} // namespace
} // namespace fuseproof
