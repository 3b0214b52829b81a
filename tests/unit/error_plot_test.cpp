// proofs/<rule>.svg: markers placed where their numbers say on each axis, one row per dtype and
// output, realistic shapes left out, exact zeros, non-finite errors and missing bounds drawn
// without a NaN or infinite coordinate, and no figure where there is nothing to draw.
#include "report/error_plot.h"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <regex>

namespace fuseproof {
namespace {

using pipeline::RuleResult;
using report::has_error_plot;
using report::render_error_plot;

constexpr double kInf = std::numeric_limits<double>::infinity();

numeric::OutputResult output(const std::string &name, double lhs_abs, double rhs_abs,
                             std::optional<double> lhs_ratio, std::optional<double> rhs_ratio) {
  numeric::OutputResult o;
  o.name = name;
  o.lhs.max_abs = lhs_abs;
  o.rhs.max_abs = rhs_abs;
  if (lhs_ratio)
    o.lhs_bound = numeric::BoundResult{*lhs_ratio, 0, -1};
  if (rhs_ratio)
    o.rhs_bound = numeric::BoundResult{*rhs_ratio, 0, -1};
  return o;
}

numeric::CaseResult small_case(const std::string &dtype, ir::Distribution d,
                               std::vector<numeric::OutputResult> outputs,
                               const std::string &shape = "small") {
  numeric::CaseResult c;
  c.shape_name = shape;
  c.shape_text = shape == "small" ? "8 shapes up to 2" : "M=4096 K=4096 N=4096";
  c.dtype = dtype;
  c.distribution = d;
  c.outputs = std::move(outputs);
  return c;
}

RuleResult with_cases(std::vector<numeric::CaseResult> cases) {
  RuleResult r;
  r.rule.name = "plotted";
  numeric::NumericResult n;
  n.seed = 7;
  n.cases = std::move(cases);
  r.numeric = n;
  return r;
}

/// The coordinates of the marker whose <title> is `title`: (cx, cy) of a circle, the centre of a
/// diamond (its path starts at the top vertex, 5 units above the centre).
std::pair<double, double> marker_at(const std::string &svg, const std::string &title) {
  size_t at = svg.find("<title>" + title + "</title>");
  EXPECT_NE(at, std::string::npos) << "no marker titled '" << title << "' in\n" << svg;
  if (at == std::string::npos)
    return {NAN, NAN};
  size_t start = svg.rfind('<', at - 1); // the marker element the title belongs to
  std::string element = svg.substr(start, at - start);
  std::smatch m;
  if (std::regex_search(element, m, std::regex("cx=\"([-0-9.]+)\" cy=\"([-0-9.]+)\"")))
    return {std::stod(m[1]), std::stod(m[2])};
  if (std::regex_search(element, m, std::regex("d=\"M([-0-9.]+) ([-0-9.]+)")))
    return {std::stod(m[1]), std::stod(m[2]) + 5};
  ADD_FAILURE() << "no coordinates in " << element;
  return {NAN, NAN};
}

TEST(ErrorPlot, MarkersPlacedByTheNumbers) {
  // Errors 1e-4 and 1e-2 span the decades [-4, -2]: the unfused marker sits on the panel's
  // bottom edge, the fused one on its top edge. Ratios 0.5 and 1 on an axis topped at 1.25.
  RuleResult r = with_cases(
      {small_case("bf16", ir::Distribution::Normal, {output("Y", 1e-4, 1e-2, 0.5, 1.0)})});
  std::string svg = render_error_plot(r);
  auto [lx, ly] = marker_at(svg, "unfused (lhs), normal: max abs error 1.00e-04");
  auto [fx, fy] = marker_at(svg, "fused (rhs), normal: max abs error 1.00e-02");
  EXPECT_NEAR(ly - fy, 100, 0.11); // the panel's height
  EXPECT_LT(lx, fx);               // unfused left of fused within the slot
  auto [lrx, lry] = marker_at(svg, "unfused (lhs), normal: error / bound 5.00e-01");
  auto [frx, fry] = marker_at(svg, "fused (rhs), normal: error / bound 1.00e+00");
  EXPECT_NEAR(lry - fry, 0.5 / 1.25 * 100, 0.11);
  EXPECT_GT(lrx, lx); // the ratio panel is the right one
  // The bound line lies at ratio 1, where the fused marker is.
  std::smatch m;
  ASSERT_TRUE(std::regex_search(
      svg, m, std::regex("y1=\"([-0-9.]+)\"[^>]*stroke=\"#b00\" stroke-dasharray")));
  EXPECT_NEAR(std::stod(m[1]), fry, 0.11);
}

TEST(ErrorPlot, LogAxisFollowsTheRow) {
  // 3e-3: between the decades -3 and -2, at log10(3) of the way up.
  RuleResult r = with_cases(
      {small_case("f32", ir::Distribution::Uniform, {output("Y", 1e-3, 3e-3, 0.1, 0.2)})});
  r.numeric->cases.push_back(
      small_case("f32", ir::Distribution::WideRange, {output("Y", 1e-2, 1e-2, 0.1, 0.2)}));
  std::string svg = render_error_plot(r);
  double bottom = marker_at(svg, "unfused (lhs), uniform: max abs error 1.00e-03").second;
  double top = marker_at(svg, "fused (rhs), wide_range: max abs error 1.00e-02").second;
  double mid = marker_at(svg, "fused (rhs), uniform: max abs error 3.00e-03").second;
  EXPECT_NEAR((bottom - mid) / (bottom - top), std::log10(3.0), 0.002);
}

TEST(ErrorPlot, OneRowPerDtypeAndOutputRealisticShapesLeftOut) {
  RuleResult r = with_cases(
      {small_case("f32", ir::Distribution::Normal,
                  {output("Y", 1e-7, 2e-7, 0.1, 0.1), output("lse", 1e-6, 1e-6, 0.2, 0.2)}),
       small_case("bf16", ir::Distribution::Normal,
                  {output("Y", 1e-3, 2e-3, 0.1, 0.1), output("lse", 1e-2, 1e-2, 0.2, 0.2)}),
       small_case("bf16", ir::Distribution::HeavyTailed, {output("Y", 9.0, 9.0, 0.3, 0.3)},
                  "prefill")});
  std::string svg = render_error_plot(r);
  for (const char *row : {"f32, output Y", "f32, output lse", "bf16, output Y", "bf16, output lse"})
    EXPECT_NE(svg.find(row), std::string::npos) << row;
  EXPECT_EQ(svg.find("heavy_tailed"), std::string::npos); // only at a realistic shape
  EXPECT_EQ(svg.find("9.00e+00"), std::string::npos);
  // The height grows with the rows: four of them.
  EXPECT_NE(svg.find("height=\"768.0\""), std::string::npos);
}

TEST(ErrorPlot, ZerosNonFiniteAndMissingBoundsHaveFiniteCoordinates) {
  RuleResult r =
      with_cases({small_case("f32", ir::Distribution::NearZeroRows,
                             {output("Y", 0.0, kInf, std::nullopt, kInf)}),
                  small_case("f32", ir::Distribution::Normal, {output("Y", 0.0, 0.0, 0.0, 0.0)})});
  std::string svg = render_error_plot(r);
  auto [zx, zy] = marker_at(svg, "unfused (lhs), near_zero_rows: max abs error 0 (exact)");
  auto [ix, iy] = marker_at(svg, "fused (rhs), near_zero_rows: max abs error not finite");
  EXPECT_NEAR(zy - iy, 100, 0.11); // bottom and top edges
  marker_at(svg, "fused (rhs), near_zero_rows: error / bound not finite");
  EXPECT_NE(svg.find(">n/a</text>"), std::string::npos); // the missing lhs bound
  EXPECT_EQ(svg.find("<title>unfused (lhs), near_zero_rows: error / bound"), std::string::npos);
  // Every coordinate is a finite decimal: the positional attributes, and the numbers inside a
  // diamond's path and a label's rotation.
  std::regex attribute(" (x|y|x1|y1|x2|y2|cx|cy|width|height|d|transform)=\"([^\"]*)\"");
  std::regex number("-?(?:[0-9][0-9.]*(?:[eE][-+]?[0-9]+)?|inf|nan)");
  int checked = 0;
  for (auto it = std::sregex_iterator(svg.begin(), svg.end(), attribute);
       it != std::sregex_iterator(); ++it) {
    std::string v = (*it)[2];
    if (v == "100%")
      continue;
    for (auto n = std::sregex_iterator(v.begin(), v.end(), number); n != std::sregex_iterator();
         ++n, ++checked)
      EXPECT_TRUE(std::regex_match(n->str(), std::regex("-?[0-9]+\\.[0-9]")))
          << n->str() << " in " << (*it)[0];
  }
  EXPECT_GT(checked, 50);
  EXPECT_EQ(svg.find("nan"), std::string::npos);
}

TEST(ErrorPlot, NothingToDrawNoFigure) {
  RuleResult not_run;
  not_run.rule.name = "x";
  EXPECT_FALSE(has_error_plot(not_run));
  EXPECT_EQ(render_error_plot(not_run), "");
  RuleResult realistic_only = with_cases({small_case(
      "bf16", ir::Distribution::Normal, {output("Y", 1e-3, 1e-3, 0.1, 0.1)}, "prefill")});
  EXPECT_FALSE(has_error_plot(realistic_only));
  EXPECT_EQ(render_error_plot(realistic_only), "");
}

TEST(ErrorPlot, ByteIdenticalOnReRenderAndEscaped) {
  RuleResult r = with_cases(
      {small_case("bf16", ir::Distribution::Normal, {output("a<b", 1e-3, 2e-3, 0.1, 0.2)})});
  std::string svg = render_error_plot(r);
  EXPECT_EQ(svg, render_error_plot(r));
  EXPECT_NE(svg.find("output a&lt;b"), std::string::npos);
  EXPECT_TRUE(svg.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\""));
  EXPECT_TRUE(svg.ends_with("</svg>\n"));
}

} // namespace
} // namespace fuseproof
