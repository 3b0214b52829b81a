#include "report/error_plot.h"

#include "ir/numeric_spec.h"
#include "report/render.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <limits>
#include <optional>

namespace fuseproof::report {

using numeric::CaseResult;
using numeric::OutputResult;

namespace {

// Geometry, in SVG user units.
constexpr double kWidth = 760, kTop = 56, kRowHeight = 178, kPanelTop = 26, kPanelHeight = 100;
constexpr double kLeftX = 70, kRightX = 440, kPanelWidth = 270, kMarkerOffset = 7;
const char *const kUnfusedColour = "#1f5fa8", *const kFusedColour = "#d9661f";

/// One distribution's slot in a row: the two sides' numbers for one dtype and output.
struct Slot {
  std::string distribution;
  double lhs_abs = 0, rhs_abs = 0;
  std::optional<double> lhs_ratio, rhs_ratio;
};

struct Row {
  std::string dtype, output;
  std::vector<Slot> slots;
};

bool drawn(const CaseResult &c) { return is_small_case(c) && !c.outputs.empty(); }

std::vector<Row> collect_rows(const numeric::NumericResult &n) {
  std::vector<Row> rows;
  for (const CaseResult &c : n.cases) {
    if (!drawn(c))
      continue;
    for (const OutputResult &o : c.outputs) {
      auto row = std::find_if(rows.begin(), rows.end(), [&](const Row &r) {
        return r.dtype == c.dtype && r.output == o.name;
      });
      if (row == rows.end())
        row = rows.insert(rows.end(), Row{c.dtype, o.name, {}});
      auto ratio = [](const std::optional<numeric::BoundResult> &b) -> std::optional<double> {
        return b ? std::optional<double>(b->max_ratio) : std::nullopt;
      };
      row->slots.push_back({ir::distribution_name(c.distribution), o.lhs.max_abs, o.rhs.max_abs,
                            ratio(o.lhs_bound), ratio(o.rhs_bound)});
    }
  }
  return rows;
}

std::string num(double v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.1f", v);
  return buf;
}

/// Decades [lo, hi] of a log axis covering every finite positive error of the row.
std::pair<int, int> decades(const Row &row) {
  double lo = std::numeric_limits<double>::infinity(), hi = 0;
  for (const Slot &s : row.slots)
    for (double v : {s.lhs_abs, s.rhs_abs})
      if (std::isfinite(v) && v > 0) {
        lo = std::min(lo, v);
        hi = std::max(hi, v);
      }
  if (hi == 0)
    return {-8, 0};
  int a = static_cast<int>(std::floor(std::log10(lo))),
      b = static_cast<int>(std::ceil(std::log10(hi)));
  return {a, std::max(b, a + 1)};
}

/// Top of the ratio axis: at least 1.25 so the bound line shows, else the largest finite ratio
/// with room above it, rounded up to a quarter.
double ratio_top(const Row &row) {
  double top = 1.25;
  for (const Slot &s : row.slots)
    for (const auto &r : {s.lhs_ratio, s.rhs_ratio})
      if (r && std::isfinite(*r))
        top = std::max(top, std::ceil(*r * 1.1 * 4) / 4);
  return top;
}

class Svg {
public:
  std::string text;

  void line(double x1, double y1, double x2, double y2, const std::string &style) {
    text += "<line x1=\"" + num(x1) + "\" y1=\"" + num(y1) + "\" x2=\"" + num(x2) + "\" y2=\"" +
            num(y2) + "\" " + style + "/>\n";
  }
  void label(double x, double y, const std::string &s, const std::string &attrs = "") {
    text += "<text x=\"" + num(x) + "\" y=\"" + num(y) + "\"" + (attrs.empty() ? "" : " " + attrs) +
            ">" + xml_escape(s) + "</text>\n";
  }
  /// The unfused side as an open circle, the fused side as a filled diamond; `title` is the
  /// value a reader sees on hover (and a test reads back).
  void marker(bool fused, double x, double y, const std::string &title) {
    std::string t = "<title>" + xml_escape(title) + "</title>";
    if (!fused) {
      text += "<circle cx=\"" + num(x) + "\" cy=\"" + num(y) +
              "\" r=\"4\" fill=\"white\" stroke=\"" + kUnfusedColour + "\" stroke-width=\"1.5\">" +
              t + "</circle>\n";
      return;
    }
    text += "<path d=\"M" + num(x) + " " + num(y - 5) + " L" + num(x + 5) + " " + num(y) + " L" +
            num(x) + " " + num(y + 5) + " L" + num(x - 5) + " " + num(y) + " Z\" fill=\"" +
            kFusedColour + "\">" + t + "</path>\n";
  }
};

double slot_x(double panel_x, size_t i, size_t n) {
  return panel_x + (static_cast<double>(i) + 0.5) * kPanelWidth / static_cast<double>(n);
}

void frame(Svg &svg, double x, double top, const std::string &heading, const Row &row) {
  svg.text += "<rect x=\"" + num(x) + "\" y=\"" + num(top) + "\" width=\"" + num(kPanelWidth) +
              "\" height=\"" + num(kPanelHeight) + "\" fill=\"none\" stroke=\"#888\"/>\n";
  svg.label(x, top - 6, heading, "font-weight=\"bold\"");
  for (size_t i = 0; i < row.slots.size(); ++i) {
    double sx = slot_x(x, i, row.slots.size()), sy = top + kPanelHeight + 12;
    svg.label(sx, sy, row.slots[i].distribution,
              "text-anchor=\"start\" transform=\"rotate(25.0 " + num(sx) + " " + num(sy) + ")\"");
  }
}

void error_panel(Svg &svg, const Row &row, double top) {
  auto [lo, hi] = decades(row);
  double bottom = top + kPanelHeight;
  auto y_of = [&](double v) { return bottom - (std::log10(v) - lo) / (hi - lo) * kPanelHeight; };
  frame(svg, kLeftX, top, "max abs error (log scale)", row);
  int step = (hi - lo + 5) / 6; // at most about six labelled decades
  for (int d = lo; d <= hi; d += step) {
    double y = y_of(std::pow(10.0, d));
    svg.line(kLeftX, y, kLeftX + kPanelWidth, y, "stroke=\"#ddd\"");
    svg.label(kLeftX - 4, y + 3, "1e" + std::to_string(d), "text-anchor=\"end\"");
  }
  for (size_t i = 0; i < row.slots.size(); ++i) {
    const Slot &s = row.slots[i];
    double x = slot_x(kLeftX, i, row.slots.size());
    for (bool fused : {false, true}) {
      double v = fused ? s.rhs_abs : s.lhs_abs;
      double mx = x + (fused ? kMarkerOffset : -kMarkerOffset);
      std::string what = std::string(fused ? "fused (rhs)" : "unfused (lhs)") + ", " +
                         s.distribution + ": max abs error ";
      if (!std::isfinite(v)) {
        svg.marker(fused, mx, top, what + "not finite");
        svg.label(mx, top - 1, "inf", "text-anchor=\"middle\" fill=\"#b00\"");
      } else if (v <= 0) {
        svg.marker(fused, mx, bottom, what + "0 (exact)");
      } else {
        svg.marker(fused, mx, y_of(v), what + sci(v));
      }
    }
  }
}

void ratio_panel(Svg &svg, const Row &row, double top) {
  double top_value = ratio_top(row), bottom = top + kPanelHeight;
  auto y_of = [&](double v) { return bottom - v / top_value * kPanelHeight; };
  frame(svg, kRightX, top, "share of the rigorous error bound", row);
  double step = top_value <= 2 ? 0.25 : top_value <= 8 ? 1 : std::ceil(top_value / 8);
  for (double v = 0; v <= top_value + 1e-9; v += step) {
    svg.line(kRightX, y_of(v), kRightX + kPanelWidth, y_of(v), "stroke=\"#eee\"");
    char buf[16];
    std::snprintf(buf, sizeof buf, "%.2f", v);
    svg.label(kRightX - 4, y_of(v) + 3, buf, "text-anchor=\"end\"");
  }
  svg.line(kRightX, y_of(1), kRightX + kPanelWidth, y_of(1),
           "stroke=\"#b00\" stroke-dasharray=\"6 4\"");
  svg.label(kRightX + kPanelWidth + 4, y_of(1) + 3, "bound", "fill=\"#b00\"");
  for (size_t i = 0; i < row.slots.size(); ++i) {
    const Slot &s = row.slots[i];
    double x = slot_x(kRightX, i, row.slots.size());
    for (bool fused : {false, true}) {
      const std::optional<double> &r = fused ? s.rhs_ratio : s.lhs_ratio;
      double mx = x + (fused ? kMarkerOffset : -kMarkerOffset);
      std::string what = std::string(fused ? "fused (rhs)" : "unfused (lhs)") + ", " +
                         s.distribution + ": error / bound ";
      if (!r)
        svg.label(mx, bottom - 4, "n/a", "text-anchor=\"middle\" fill=\"#666\"");
      else if (!std::isfinite(*r))
        svg.marker(fused, mx, top, what + "not finite");
      else
        svg.marker(fused, mx, y_of(std::min(*r, top_value)), what + sci(*r));
    }
  }
}

} // namespace

bool has_error_plot(const pipeline::RuleResult &r) {
  return r.numeric && std::any_of(r.numeric->cases.begin(), r.numeric->cases.end(), drawn);
}

std::string render_error_plot(const pipeline::RuleResult &r) {
  if (!has_error_plot(r))
    return "";
  std::vector<Row> rows = collect_rows(*r.numeric);
  double height = kTop + static_cast<double>(rows.size()) * kRowHeight;
  Svg svg;
  svg.text = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" + num(kWidth) + "\" height=\"" +
             num(height) + "\" viewBox=\"0 0 " + num(kWidth) + " " + num(height) +
             "\" font-family=\"sans-serif\" font-size=\"10\">\n";
  svg.text += "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n";
  svg.label(10, 18,
            r.rule.name + ": observed error at the small shapes (seed " +
                std::to_string(r.numeric->seed) + "), against the f64 reference",
            "font-size=\"12\" font-weight=\"bold\"");
  svg.marker(false, 16, 36, "unfused (lhs)");
  svg.label(26, 39, "unfused (lhs, the rule's left side in the dtype)");
  svg.marker(true, 316, 36, "fused (rhs)");
  svg.label(326, 39, "fused (rhs)");
  for (size_t i = 0; i < rows.size(); ++i) {
    double y0 = kTop + static_cast<double>(i) * kRowHeight;
    svg.label(10, y0 + 4, rows[i].dtype + ", output " + rows[i].output,
              "font-size=\"11\" font-weight=\"bold\"");
    error_panel(svg, rows[i], y0 + kPanelTop);
    ratio_panel(svg, rows[i], y0 + kPanelTop);
  }
  svg.text += "</svg>\n";
  return svg.text;
}

} // namespace fuseproof::report
