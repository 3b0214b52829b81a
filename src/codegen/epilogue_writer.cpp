// Translates the recognised epilogue statements into C++ over the primitives of
// kernels/blocks/epilogue/. Each IR construct maps to exactly one primitive or one C++ operator;
// anything else is refused with its location, so the generated code means what the proved rule
// says and nothing more.
#include "codegen/form_analysis.h"
#include "codegen/index_form.h"
#include "ir/dim_poly.h"
#include "ir/pieces.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <map>
#include <set>
#include <sstream>
#include <variant>

namespace fuseproof::codegen {
namespace {

using ir::Expr;
using ir::ExprOp;

const char *functor(ir::Fn fn) {
  switch (fn) {
  case ir::Fn::Rsqrt: return "fp::op::Rsqrt";
  case ir::Fn::Sqrt: return "fp::op::Sqrt";
  case ir::Fn::Exp: return "fp::op::Exp";
  case ir::Fn::Log: return "fp::op::Log";
  case ir::Fn::Sigmoid: return "fp::op::Sigmoid";
  case ir::Fn::Silu: return "fp::op::Silu";
  case ir::Fn::Sin: return "fp::op::Sin";
  case ir::Fn::Cos: return "fp::op::Cos";
  case ir::Fn::Tanh: return "fp::op::Tanh";
  case ir::Fn::Erf: return "fp::op::Erf";
  case ir::Fn::Round: return "fp::op::Round";
  case ir::Fn::Max:
  case ir::Fn::Min:
  case ir::Fn::Fma:
  case ir::Fn::Opaque: break;
  }
  return nullptr;
}

/// How a tensor outside the kernel is addressed from one epilogue element.
/// WideMatrix: an M x 2N input whose columns 2j and 2j + 1 belong to column j (gate/up pairs).
enum class Addressing { Scalar, RowVector, ColumnVector, PairVector, Matrix, PairMatrix, WideMatrix };

/// The statement being translated: which variables name the element's row and column.
struct Context {
  int local = -1;
  StatementKind kind = StatementKind::Elementwise;
  int row_var = -1;
  int col_var = -1;   // Elementwise: j; Pair: p; PartialReduce: t
  int inner_var = -1; // PartialReduce: u; RowPartialReduce: v
  /// Accumulator, Elementwise, Pair: the element's flat column (pair) as a polynomial: j, or
  /// h*2*Q + e for grouped columns `[i, h, e]`.
  IndexPoly col;
};

class Writer {
public:
  /// `coherent`: inputs read through plain (coherent) loads, because the kernel may write them
  /// (in-place pairs); the others go through the read-only path.
  Writer(FormAnalysis &form, std::set<std::string> coherent)
      : f_(form), plan_(form.plan), rule_(*form.rule), rhs_(form.rule->rhs),
        coherent_(std::move(coherent)) {}

  void run() {
    add_operand(f_.a, Role::OperandA, Extent::M);
    add_operand(f_.b, Role::OperandB, Extent::N);
    int reduction = 0;
    for (const ir::Statement &st : rhs_.statements) {
      if (!f_.in_kernel[st.target])
        continue;
      ctx_ = {st.target, f_.kind[st.target], st.vars[0], st.vars[1], -1, {}};
      std::vector<ir::IntPtr> vars;
      for (int v : st.vars)
        vars.push_back(ir::int_var(v));
      std::optional<IndexPoly> col = flat_index(vars, rhs_.locals[st.target].shape, 1);
      if (!col)
        refuse(st.loc, "the extents of '" + rhs_.locals[st.target].name +
                           "' are not polynomials in the dimensions");
      ctx_.col = *col;
      switch (ctx_.kind) {
      case StatementKind::Accumulator: write_accumulator(st); break;
      case StatementKind::Elementwise:
        st.pieces.empty() ? write_elementwise(st) : write_pieces(st);
        break;
      case StatementKind::Pair: write_pair(st); break;
      case StatementKind::PartialReduce: write_partial(st, reduction); break;
      case StatementKind::RowPartialReduce: write_row_partial(st); break;
      }
      ++ordinal_;
    }
    for (const auto &[target, loc] : unread_pairs_)
      refuse(loc, "pair statement " + rhs_.locals[target].name +
                      " is neither compared, stored nor read later");
    find_in_place_pairs();
    plan_.members = members_.str();
    plan_.constructor = ctor_.str();
    plan_.apply_body = apply_.str();
    plan_.store_partial_body = partial_.str();
    plan_.store_row_partial_body = row_partial_.str();
  }

private:
  FormAnalysis &f_;
  KernelPlan &plan_;
  std::vector<std::string> params_; // the arguments of the opaque models being written
  const ir::Rule &rule_;
  const ir::Program &rhs_;
  Context ctx_;
  std::set<std::string> coherent_;
  std::ostringstream members_, ctor_, apply_, partial_, row_partial_;
  std::map<std::string, size_t> param_by_name_;
  int inputs_ = 0, outputs_ = 0, scalars_ = 0;
  /// For the in-place pairs: the ordinal of the kernel statement being written, the last one
  /// that reads each input and whether every read is at the element's own position, and the
  /// statement that stores each elementwise output.
  int ordinal_ = 0;
  std::map<std::string, int> last_read_;
  std::map<std::string, bool> own_element_only_;
  std::map<int, int> stored_at_; // output slot -> ordinal
  /// Pair statements kept in registers only (not outputs) that no later statement has read.
  std::map<int, ir::SourceLoc> unread_pairs_;
  /// A max partial that is a log-sum-exp's shift: its body as C++ at each column of the step,
  /// and its output member ("" when not written), for the LSE statement that carries it.
  std::map<int, std::vector<std::string>> shift_body_;
  std::map<int, std::string> shift_output_;

  std::string name_of(const Expr &access) const {
    return access.tensor.input ? rule_.inputs[access.tensor.id].name
                               : rhs_.locals[access.tensor.id].name;
  }
  const std::vector<ir::IntPtr> &shape_of(const Expr &access) const {
    return access.tensor.input ? rule_.inputs[access.tensor.id].shape
                               : rhs_.locals[access.tensor.id].shape;
  }
  /// Where a tensor read by the kernel comes from.
  Source source_of(const Expr &access) const {
    if (access.tensor.input)
      return Source::RuleInput;
    return rhs_.statements[access.tensor.id].offline ? Source::OfflineStatement
                                                     : Source::PreStatement;
  }

  // ---- parameters ----

  /// An input's declared dtype as the kernel's parameter type: f32 stays f32 (a row scale in
  /// fp32, as CODA keeps it), bf16 is the kernel's storage type, f16 is fp::f16; fp8 has no
  /// kernel type yet.
  static ParamType declared_type(const ir::TensorInfo &t, ParamType otherwise,
                                 const support::SourceLoc &loc) {
    if (t.dtype.empty())
      return otherwise;
    if (t.dtype == "f32")
      return ParamType::F32;
    if (t.dtype == "bf16")
      return ParamType::In;
    if (t.dtype == "f16")
      return ParamType::F16;
    if (t.dtype == "e4m3")
      return ParamType::E4M3;
    if (t.dtype == "e5m2")
      return ParamType::E5M2;
    refuse(loc, "input '" + t.name + "' is declared " + t.dtype +
                    ", which the generated kernels do not read");
  }

  /// The type a statement's values are written in: its declared dtype (`stored y[i,j]: f32 =
  /// ...`) or `otherwise`. A partial result is fp32; fp8 has no kernel type yet.
  ParamType output_type(int local, ParamType otherwise) const {
    const ir::TensorInfo &t = rhs_.locals[local];
    if (t.dtype.empty())
      return otherwise;
    if (t.dtype == "f32")
      return ParamType::F32;
    if (t.dtype == "bf16" && otherwise == ParamType::In)
      return ParamType::In;
    if (otherwise == ParamType::In) {
      if (t.dtype == "f16")
        return ParamType::F16;
      if (t.dtype == "e4m3")
        return ParamType::E4M3;
      if (t.dtype == "e5m2")
        return ParamType::E5M2;
    }
    refuse(rhs_.statements[local].loc,
           "'" + t.name + "' is declared " + t.dtype + ", which the generated kernels do not " +
               (otherwise == ParamType::In ? "write" : "write for a partial result (fp32 only)"));
  }

  void add_operand(const Operand &op, Role role, Extent other) {
    const Expr &e = *op.access;
    if (e.tensor.input &&
        declared_type(rule_.inputs[e.tensor.id], ParamType::In, e.loc) != ParamType::In)
      refuse(e.loc, "GEMM operand '" + name_of(e) + "' is declared " +
                        rule_.inputs[e.tensor.id].dtype +
                        ": the mainloop's tensor cores read bf16 operands");
    KernelParam p;
    p.name = name_of(e);
    p.role = role;
    p.type = ParamType::In; // tensor cores read the storage dtype
    p.rows = role == Role::OperandA ? Extent::M : Extent::K;
    p.cols = role == Role::OperandA ? Extent::K : Extent::N;
    (void)other;
    p.layout = op.layout;
    p.source = source_of(e);
    p.id = e.tensor.id;
    plan_.params.push_back(p);
  }

  /// The member holding an epilogue input, declared on first use.
  std::string input_member(const Expr &access, Extent rows, Extent cols) {
    std::string name = name_of(access);
    auto it = param_by_name_.find(name);
    if (it != param_by_name_.end()) {
      const KernelParam &p = plan_.params[it->second];
      if (p.rows != rows || p.cols != cols)
        refuse(access.loc, "'" + name + "' is read with two different addressings in the epilogue");
      return "p_" + name;
    }
    KernelParam p;
    p.name = name;
    p.role = Role::Input;
    p.source = source_of(access);
    // Rule inputs and offline weights are stored in the kernel's dtype; statistics computed
    // before the kernel (the RMS scale) stay fp32, as the numeric tier computes them.
    p.type = p.source == Source::PreStatement ? ParamType::F32 : ParamType::In;
    if (access.tensor.input && rule_.inputs[access.tensor.id].integer)
      p.type = ParamType::I64;
    if (access.tensor.input)
      p.type = declared_type(rule_.inputs[access.tensor.id], p.type, access.loc);
    else if (p.source == Source::OfflineStatement) // a prepared tensor in the dtype it declares
      p.type = declared_type(rhs_.locals[access.tensor.id], p.type, access.loc);
    p.rows = rows;
    p.cols = cols;
    p.slot = inputs_++;
    p.id = access.tensor.id;
    if (p.slot >= 8)
      refuse(access.loc, "the epilogue reads more than 8 tensors");
    param_by_name_[name] = plan_.params.size();
    plan_.params.push_back(p);
    const char *type = p.type == ParamType::F32    ? "float"
                       : p.type == ParamType::I64  ? "int64_t"
                       : p.type == ParamType::F16  ? "fp::f16"
                       : p.type == ParamType::E4M3 ? "fp::e4m3"
                       : p.type == ParamType::E5M2 ? "fp::e5m2"
                                                   : "In";
    members_ << "  const " << type << " *p_" << name << ";\n";
    ctor_ << "    p_" << name << " = static_cast<const " << type << " *>(a.inputs[" << p.slot
          << "]);\n";
    return "p_" + name;
  }

  std::string scalar_member(const Expr &e) {
    const std::string &name = rule_.scalars[e.scalar].name;
    if (!param_by_name_.count(name)) {
      KernelParam p;
      p.name = name;
      p.role = Role::Scalar;
      p.type = ParamType::F32;
      p.slot = scalars_++;
      p.source = Source::RuleScalar;
      p.id = e.scalar;
      if (p.slot >= 4)
        refuse(e.loc, "the epilogue reads more than 4 scalars");
      param_by_name_[name] = plan_.params.size();
      plan_.params.push_back(p);
      members_ << "  float s_" << name << ";\n";
      ctor_ << "    s_" << name << " = fp::scalar_value(a, " << p.slot << ");\n";
    }
    return "s_" + name;
  }

  /// Declares the output member of a kernel statement that is written to memory.
  std::string output_member(int local, Extent rows, Extent cols, ParamType type) {
    const std::string &name = rhs_.locals[local].name;
    KernelParam p;
    p.name = name;
    p.role = Role::Output;
    p.type = type;
    p.rows = rows;
    p.cols = cols;
    p.slot = outputs_++;
    p.source = Source::KernelStatement;
    p.id = local;
    if (p.slot >= 8)
      refuse(rhs_.statements[local].loc, "the kernel writes more than 8 outputs");
    plan_.params.push_back(p);
    for (KernelStatement &ks : plan_.statements)
      if (ks.local == local) {
        ks.output = true;
        ks.output_slot = p.slot;
      }
    const char *t = storage_parameter(type);
    members_ << "  " << t << " *o_" << name << ";\n";
    ctor_ << "    o_" << name << " = static_cast<" << t << " *>(a.outputs[" << p.slot << "]);\n";
    return "o_" + name;
  }

  /// Written to memory: compared, marked stored, or read after the kernel.
  bool is_output(int local) const {
    const ir::Statement &st = rhs_.statements[local];
    if (st.stored)
      return true;
    for (const ir::Compare &c : rule_.compares)
      if (c.rhs == local)
        return true;
    for (int after : plan_.after) {
      bool reads = false;
      std::function<void(const Expr &)> walk = [&](const Expr &e) {
        if (e.op == ExprOp::Access && !e.tensor.input && e.tensor.id == local)
          reads = true;
        for (const ir::ExprPtr &a : e.args)
          walk(*a);
      };
      walk(*rhs_.statements[after].value);
      if (reads)
        return true;
    }
    return false;
  }

  // ---- statements ----

  static std::string value_var(const std::string &name, int c) {
    return "v_" + name + "_" + std::to_string(c);
  }

  void write_accumulator(const ir::Statement &st) {
    plan_.statements.push_back({st.target, StatementKind::Accumulator});
    if (!is_output(st.target))
      return;
    std::string out =
        output_member(st.target, Extent::M, Extent::N, output_type(st.target, ParamType::In));
    for (int c = 0; c < plan_.step; ++c)
      apply_ << "    fp::store(" << out << ", N_, i, j + " << c << ", acc[" << c << "]);\n";
  }

  void write_elementwise(const ir::Statement &st) {
    plan_.statements.push_back({st.target, StatementKind::Elementwise});
    const std::string &name = rhs_.locals[st.target].name;
    for (int c = 0; c < plan_.step; ++c)
      apply_ << "    const T " << value_var(name, c) << " = " << translate(*st.value, c) << ";\n";
    if (!is_output(st.target))
      return;
    std::string out =
        output_member(st.target, Extent::M, Extent::N, output_type(st.target, ParamType::In));
    stored_at_[outputs_ - 1] = ordinal_;
    for (int c = 0; c < plan_.step; ++c)
      apply_ << "    fp::store(" << out << ", N_, i, j + " << c << ", " << value_var(name, c)
             << ");\n";
  }

  /// An adjacent column pair defined piecewise (epilogue_form.cpp's classify_pieces): each
  /// piece is translated at the pair, as a pair statement is, and is the value of its column
  /// j + s, so the statement is elementwise to the statements that read it.
  void write_pieces(const ir::Statement &st) {
    plan_.statements.push_back({st.target, StatementKind::Elementwise});
    const std::string &name = rhs_.locals[st.target].name;
    const ir::PieceLayout layout =
        std::get<ir::PieceLayout>(ir::piece_layout(rule_, st.pieces, name));
    std::vector<std::string> values(2);
    Context element = ctx_;
    for (size_t k = 0; k < st.pieces.size(); ++k) {
      std::vector<ir::IntPtr> vars, ranges; // the pair's own index [i, .., d] over its ranges
      for (const ir::DimSplit &d : layout.dims) {
        vars.push_back(ir::int_var(d.var[k]));
        ranges.push_back(d.range);
      }
      std::optional<IndexPoly> pair = flat_index(vars, ranges, 1);
      if (!pair)
        refuse(st.pieces[k].loc,
               "the ranges of '" + name + "' are not polynomials in the dimensions");
      ctx_ = {
          st.target, StatementKind::Pair, layout.dims.front().var[k], layout.dims.back().var[k], -1,
          *pair};
      values[layout.dims.back().slot[k]] = translate(*st.pieces[k].value, 0);
    }
    ctx_ = element;
    for (int c = 0; c < 2; ++c)
      apply_ << "    const T " << value_var(name, c) << " = " << values[c] << ";\n";
    if (!is_output(st.target))
      return;
    std::string out =
        output_member(st.target, Extent::M, Extent::N, output_type(st.target, ParamType::In));
    stored_at_[outputs_ - 1] = ordinal_;
    for (int c = 0; c < 2; ++c)
      apply_ << "    fp::store(" << out << ", N_, i, j + " << c << ", " << value_var(name, c)
             << ");\n";
  }

  void write_pair(const ir::Statement &st) {
    plan_.statements.push_back({st.target, StatementKind::Pair});
    const std::string &name = rhs_.locals[st.target].name;
    apply_ << "    const T " << value_var(name, 0) << " = " << translate_pair(*st.value) << ";\n";
    if (!is_output(st.target)) {
      unread_pairs_.emplace(st.target, st.loc); // a register value, if a later pair reads it
      return;
    }
    std::string out =
        output_member(st.target, Extent::M, Extent::HalfN, output_type(st.target, ParamType::In));
    apply_ << "    fp::store(" << out << ", N_ / 2, i, j / 2, " << value_var(name, 0) << ");\n";
  }

  /// A per-tile partial at slot `r` (advanced past its slots). Masked columns are never applied
  /// by the driver, so the ragged-tile mask is dropped here; any other select stays in the term.
  void write_partial(const ir::Statement &st, int &r) {
    plan_.statements.push_back({st.target, StatementKind::PartialReduce});
    PartialOp op = f_.partial_op[st.target];
    if (op == PartialOp::Lse)
      return write_partial_lse(st, *f_.lse_sum[st.target], r);
    const Expr &red = *st.value;
    ctx_.inner_var = red.var;
    const Expr &body = *red.args[0];
    const Expr &term = f_.partial_masked[st.target] ? *body.args[0] : body;
    if (op == PartialOp::Max) { // a log-sum-exp's shift: its pair carries it
      for (int c = 0; c < plan_.step; ++c)
        shift_body_[st.target].push_back(translate(term, c));
      shift_output_[st.target] = is_output(st.target)
                                     ? output_member(st.target, Extent::M, Extent::Tiles,
                                                     output_type(st.target, ParamType::F32))
                                     : "";
      return;
    }
    plan_.reduce_ops.push_back("fp::SumOp"); // a max is only ever a shift (epilogue_form.cpp)
    apply_ << "    contrib[" << r << "] = ";
    if (plan_.step == 1)
      apply_ << translate(term, 0) << ";\n";
    else // both columns of the step belong to the same tile (kTileN is even)
      apply_ << "fp::SumOp::combine(" << translate(term, 0) << ", " << translate(term, 1)
             << ");\n";
    std::string out =
        output_member(st.target, Extent::M, Extent::Tiles, output_type(st.target, ParamType::F32));
    partial_ << "    fp::store(" << out << ", tiles_, i, t, partial[" << r << "]);\n";
    ++r;
  }

  /// `p = m + log(sum exp(f - m))`: an fp::LseOp pair (m, s) in slots r and r + 1, each column
  /// lifted to (f, 1) and merged online; p = m + log(s) is stored, and m too when it is written.
  /// The pair's m is the max of the values it sums, so f must be the shift's own body.
  void write_partial_lse(const ir::Statement &st, const Expr &sum, int &r) {
    ctx_.inner_var = sum.var;
    const Expr &body = *sum.args[0];
    const Expr &term = f_.partial_masked[st.target] ? *body.args[0] : body;
    const Expr &shifted = *term.args[0]->args[0]; // exp(shifted - m)
    int shift = f_.lse_shift[st.target];
    std::vector<std::string> f;
    for (int c = 0; c < plan_.step; ++c)
      f.push_back(translate(shifted, c));
    if (f != shift_body_.at(shift))
      refuse(shifted.loc, "the log-sum-exp's shift '" + rhs_.locals[shift].name +
                              "' is not the max of the values it shifts: the kernel's online "
                              "pair keeps the max of exactly the values it sums");
    plan_.reduce_ops.push_back("fp::LseOp");
    std::string m = "contrib[" + std::to_string(r) + "]",
                s = "contrib[" + std::to_string(r + 1) + "]";
    if (plan_.step == 1) {
      apply_ << "    " << m << " = " << f[0] << ";\n    " << s << " = T(1);\n";
    } else {
      apply_ << "    {\n      const fp::LsePair<T> q = fp::LseOp::combine(fp::LseOp::lift(" << f[0]
             << "), fp::LseOp::lift(" << f[1] << "));\n      " << m << " = q.m;\n      " << s
             << " = q.s;\n    }\n";
    }
    std::string pm = "partial[" + std::to_string(r) + "]",
                ps = "partial[" + std::to_string(r + 1) + "]";
    if (!shift_output_.at(shift).empty())
      partial_ << "    fp::store(" << shift_output_.at(shift) << ", tiles_, i, t, " << pm << ");\n";
    std::string out =
        output_member(st.target, Extent::M, Extent::Tiles, output_type(st.target, ParamType::F32));
    partial_ << "    fp::store(" << out << ", tiles_, i, t, fp::LseOp::finish(fp::LsePair<T>{" << pm
             << ", " << ps << "}));\n";
    r += 2;
  }

  /// `s[t < MT, j] = sum(v < BM) f(t*BM + v, j)`: apply returns f at its own element as the
  /// row contribution; the driver sums each column over the tile's kTileM rows.
  void write_row_partial(const ir::Statement &st) {
    plan_.statements.push_back({st.target, StatementKind::RowPartialReduce});
    ctx_.inner_var = st.value->var;
    const Expr &body = *st.value->args[0];
    const Expr &term = body.op == ExprOp::Select ? *body.args[0] : body; // the mask: rows < M
    for (int c = 0; c < plan_.step; ++c)
      apply_ << "    rowc[" << c << "] = " << translate(term, c) << ";\n";
    std::string out = output_member(st.target, Extent::RowTiles, Extent::N,
                                    output_type(st.target, ParamType::F32));
    row_partial_ << "    fp::store(" << out << ", N_, t, j, v);\n";
  }

  /// An elementwise output may share an input's buffer when the input is M x N in the same
  /// dtype, read only at the element being computed (one column per step), and never after the
  /// output is stored: then each element is read by the thread that overwrites it, before it does.
  void find_in_place_pairs() {
    if (plan_.step != 1)
      return;
    for (const KernelParam &in : plan_.params) {
      if (in.role != Role::Input || in.type != ParamType::In || in.rows != Extent::M ||
          in.cols != Extent::N || !own_element_only_[in.name])
        continue;
      bool operand = false;
      for (const KernelParam &p : plan_.params)
        operand = operand || ((p.role == Role::OperandA || p.role == Role::OperandB) &&
                              p.name == in.name);
      if (operand)
        continue;
      for (const KernelParam &out : plan_.params) {
        auto stored = stored_at_.find(out.slot);
        if (out.role != Role::Output || out.type != ParamType::In || stored == stored_at_.end() ||
            last_read_[in.name] > stored->second)
          continue;
        plan_.in_place.emplace_back(out.slot, in.slot);
      }
    }
  }

  // ---- expressions ----

  /// The column offset (within the step) that an index expression names, if it names the
  /// element's column: j + c' (elementwise), 2p + c' (pair), t*BN + u (partial reduction).
  std::optional<int> column_offset(const ir::IntExpr &e) const {
    return column_offset(index_poly(e));
  }
  /// The same for a flat column (of grouped column indices: flat_index).
  std::optional<int> column_offset(const std::optional<IndexPoly> &p) const {
    if (!p)
      return std::nullopt;
    switch (ctx_.kind) {
    case StatementKind::Accumulator:
    case StatementKind::Elementwise:
      if (*p == ctx_.col)
        return 0;
      return std::nullopt;
    case StatementKind::Pair:
      for (int c = 0; c < 2; ++c)
        if (*p == poly_add(poly_mul(poly_const(2), ctx_.col), poly_const(c)))
          return c;
      return std::nullopt;
    case StatementKind::PartialReduce:
      if (*p == element_column())
        return 0;
      return std::nullopt;
    case StatementKind::RowPartialReduce:
      if (*p == poly_var(ctx_.col_var))
        return 0;
      return std::nullopt;
    }
    return std::nullopt;
  }

  /// The element's column as a polynomial (not for pair statements).
  IndexPoly element_column() const {
    if (ctx_.kind == StatementKind::PartialReduce)
      return poly_add(poly_mul(poly_var(ctx_.col_var), poly_dim(f_.tile_width_dim)),
                      poly_var(ctx_.inner_var));
    if (ctx_.kind == StatementKind::RowPartialReduce)
      return poly_var(ctx_.col_var);
    return ctx_.col;
  }

  /// s when the index is 2 * column + s, s in {0, 1}: the element's gate (0) or up (1) column
  /// of an interleaved M x 2N input.
  std::optional<int> wide_offset(const std::optional<IndexPoly> &p) const {
    if (!p || ctx_.kind == StatementKind::Pair)
      return std::nullopt;
    for (int s = 0; s < 2; ++s)
      if (*p == poly_add(poly_mul(poly_const(2), element_column()), poly_const(s)))
        return s;
    return std::nullopt;
  }

  bool is_row(const ir::IntExpr &e) const {
    if (ctx_.kind == StatementKind::RowPartialReduce) {
      std::optional<IndexPoly> p = index_poly(e);
      return p && *p == poly_add(poly_mul(poly_var(ctx_.row_var),
                                          poly_dim(f_.row_tile_height_dim)),
                                 poly_var(ctx_.inner_var));
    }
    return plain_var(e) == ctx_.row_var;
  }
  bool is_pair_index(const std::optional<IndexPoly> &p) const {
    return ctx_.kind == StatementKind::Pair && p == std::optional(ctx_.col);
  }

  /// An access `x[i, c1, .., cn]` led by the element's row: its flat column within x's shape.
  std::optional<IndexPoly> row_led_column(const Expr &e) const {
    if (e.indices.size() < 2 || !is_row(*e.indices[0]))
      return std::nullopt;
    return flat_index(e.indices, shape_of(e), 1);
  }

  static std::string column_text(int c) { return "(j + " + std::to_string(c) + ")"; }

  /// How an access to a tensor outside the kernel addresses it; refuses any other index.
  /// Trailing indices group one flat column (flat_index): `cf[i, h, d]` of shape [M, H, Q] is
  /// the pair h*Q + d of the kernel's N / 2.
  Addressing addressing(const Expr &e, int &offset) const {
    const auto &ix = e.indices;
    offset = 0;
    if (ix.empty())
      return Addressing::Scalar;
    if (ix.size() == 1 && is_row(*ix[0]))
      return Addressing::RowVector;
    if (std::optional<IndexPoly> col = row_led_column(e)) {
      if (std::optional<int> c = column_offset(col)) {
        offset = *c;
        return Addressing::Matrix;
      }
      if (is_pair_index(col))
        return Addressing::PairMatrix;
      if (std::optional<int> s = wide_offset(col)) {
        offset = *s;
        return Addressing::WideMatrix;
      }
    } else if (!is_row(*ix[0])) { // a vector over the columns (or pairs), however indexed
      std::optional<IndexPoly> col = flat_index(ix, shape_of(e), 0);
      if (std::optional<int> c = column_offset(col)) {
        offset = *c;
        return Addressing::ColumnVector;
      }
      if (is_pair_index(col))
        return Addressing::PairVector;
    }
    refuse(e.loc, "the epilogue cannot address '" + name_of(e) +
                      "' with these indices: an epilogue element reads only its own row and "
                      "column (or pair)");
  }

  /// A tensor read from memory: its member, and the element's position in it.
  struct Ref {
    Addressing how;
    std::string member, row, col, index;
  };

  /// A tensor read from memory, with the extents its addressing implies.
  Ref load(const Expr &e, int c) {
    Addressing how;
    int off = 0;
    how = addressing(e, off);
    static const std::map<Addressing, std::pair<Extent, Extent>> kExtents = {
        {Addressing::Scalar, {Extent::One, Extent::One}},
        {Addressing::RowVector, {Extent::M, Extent::One}},
        {Addressing::ColumnVector, {Extent::N, Extent::One}},
        {Addressing::PairVector, {Extent::HalfN, Extent::One}},
        {Addressing::Matrix, {Extent::M, Extent::N}},
        {Addressing::PairMatrix, {Extent::M, Extent::HalfN}},
        {Addressing::WideMatrix, {Extent::M, Extent::TwiceN}}};
    auto [rows, cols] = kExtents.at(how);
    const std::vector<ir::IntPtr> &shape = shape_of(e);
    // As the kernel sees it: rows and flat columns, or one flat column (vector) extent.
    std::vector<ir::IntPtr> viewed;
    if (!shape.empty()) {
      bool matrix = how == Addressing::Matrix || how == Addressing::PairMatrix ||
                    how == Addressing::WideMatrix;
      if (matrix)
        viewed = {shape[0], flat_extent(shape, 1)};
      else
        viewed = {flat_extent(shape, 0)};
    }
    std::vector<Extent> declared;
    for (const ir::IntPtr &d : viewed) {
      std::optional<Extent> x = f_.extent_of(*d);
      declared.push_back(x.value_or(Extent::One));
      if (!x)
        refuse(e.loc, "'" + name_of(e) + "' has an extent that is none of the kernel's sizes");
    }
    std::vector<Extent> expected;
    if (rows != Extent::One || cols != Extent::One)
      expected.push_back(rows);
    if (cols != Extent::One)
      expected.push_back(cols);
    if (declared != expected)
      refuse(e.loc, "'" + name_of(e) + "' is not shaped like the epilogue element it is read at");
    Ref ref{how, input_member(e, rows, cols), "i", "", ""};
    last_read_[name_of(e)] = ordinal_;
    auto own = own_element_only_.try_emplace(name_of(e), true).first;
    own->second = own->second && how == Addressing::Matrix && off == 0;
    switch (how) {
    case Addressing::Scalar: ref.index = "0"; break;
    case Addressing::RowVector: ref.index = "i"; break;
    case Addressing::ColumnVector: ref.index = ref.col = column_text(c + off); break;
    case Addressing::PairVector: ref.index = ref.col = "j / 2"; break;
    case Addressing::Matrix:
      ref.col = column_text(c + off);
      ref.index = "long(i) * N_ + " + ref.col;
      break;
    case Addressing::PairMatrix:
      ref.col = "j / 2";
      ref.index = "long(i) * (N_ / 2) + j / 2";
      break;
    case Addressing::WideMatrix:
      ref.col = "2 * " + column_text(c) + " + " + std::to_string(off);
      ref.index = "long(i) * (2 * N_) + " + ref.col;
      break;
    }
    return ref;
  }

  /// A read of the accumulator or of an earlier elementwise kernel statement.
  std::optional<std::string> tile_value(const Expr &e, int c) {
    if (e.op == ExprOp::Sum && &e == f_.sum)
      return "acc[" + std::to_string(c) + "]";
    if (e.op != ExprOp::Access || e.tensor.input || !f_.in_kernel[e.tensor.id])
      return std::nullopt;
    int local = e.tensor.id;
    // A pair statement's register value, read by a later statement at the same pair (the
    // angle of a pair that RoPE's two pieces rotate by).
    if (f_.kind[local] == StatementKind::Pair && is_pair_index(row_led_column(e)) &&
        !rhs_.statements[local].stored && !is_output(local)) {
      unread_pairs_.erase(local);
      return value_var(rhs_.locals[local].name, 0);
    }
    std::optional<int> off = column_offset(row_led_column(e));
    if (!off)
      refuse(e.loc, "the epilogue reads '" + name_of(e) +
                        "' away from the element it computes (only its own column, or pair)");
    int col = c + *off;
    StatementKind k = f_.kind[local];
    if (k == StatementKind::Accumulator)
      return "acc[" + std::to_string(col) + "]";
    if (k != StatementKind::Elementwise)
      refuse(e.loc, "the epilogue reads the pair or partial result '" + name_of(e) +
                        "'; only elementwise values can be read again");
    std::string v = value_var(rhs_.locals[local].name, col);
    // A stored statement is read back from memory: its value rounded to the storage dtype,
    // unless it is stored in fp32 (the epilogue's own type).
    ParamType stored_as = output_type(local, ParamType::In);
    if (rhs_.statements[local].stored && stored_as != ParamType::F32)
      return std::string("fp::stored_value<") + storage_parameter(stored_as) + ">(" + v + ")";
    return v;
  }

  static bool is_access_outside(const Expr &e, const FormAnalysis &f) {
    return e.op == ExprOp::Access && (e.tensor.input || !f.in_kernel[e.tensor.id]);
  }

  std::string translate_pair(const Expr &e) {
    // silu(z[i, 2p]) * z[i, 2p + 1]: the gated 2 -> 1 pair primitive.
    if (e.op == ExprOp::Mul && e.args[0]->op == ExprOp::Call && e.args[0]->args.size() == 1) {
      const Expr &gate = *e.args[0]->args[0], &up = *e.args[1];
      std::optional<std::string> a = tile_value(gate, 0), b = tile_value(up, 0);
      if (a && b && e.args[0]->fn == ir::Fn::Silu)
        return "fp::pair_2to1(fp::op::SiluMul{}, " + *a + ", " + *b + ")";
    }
    return translate(e, 0);
  }

  std::string translate(const Expr &e, int c) {
    if (std::optional<std::string> v = tile_value(e, c))
      return *v;
    switch (e.op) {
    case ExprOp::Literal: return "T(" + e.literal.text + ")";
    // pi to double's precision: the fp32 kernel rounds it once, as the numeric tier does.
    case ExprOp::Pi: return "T(3.141592653589793)";
    case ExprOp::Scalar: return "T(" + scalar_member(e) + ")";
    case ExprOp::FromInt:
      // A row's integer input as a value (a position): exact in fp32 below 2^24, as the numeric
      // tier converts it.
      if (e.int_value->op == ir::IntOp::Read)
        return "T(" + integer_element(*e.int_value) + ")";
      return "T(" + dim_text(*e.int_value, e.loc) + ")";
    case ExprOp::Access: {
      Ref ref = load(e, c);
      return "fp::load_as<T>(" + ref.member + ", " + ref.index + ")";
    }
    case ExprOp::Neg: return "(-" + translate(*e.args[0], c) + ")";
    case ExprOp::Add:
    case ExprOp::Mul:
      if (std::optional<std::string> p = primitive(e, c))
        return *p;
      [[fallthrough]];
    case ExprOp::Sub:
    case ExprOp::Div: {
      const char *op = e.op == ExprOp::Add   ? " + "
                       : e.op == ExprOp::Sub ? " - "
                       : e.op == ExprOp::Mul ? " * "
                                             : " / ";
      return "(" + translate(*e.args[0], c) + op + translate(*e.args[1], c) + ")";
    }
    case ExprOp::Pow: {
      if (e.exponent == 2)
        return "fp::map(fp::op::Square{}, " + translate(*e.args[0], c) + ")";
      if (e.exponent < 1 || e.exponent > 4)
        refuse(e.loc, "the epilogue supports integer powers 1 to 4");
      std::string base = translate(*e.args[0], c), out = base;
      for (long k = 1; k < e.exponent; ++k)
        out = "(" + out + " * " + base + ")";
      return out;
    }
    case ExprOp::Param:
      if (params_.empty())
        refuse(e.loc, "an opaque function's parameter outside its model");
      return params_.back();
    case ExprOp::Call: {
      if (e.fn == ir::Fn::Opaque) { // the kernel computes the model, as the numeric tier does
        params_.push_back(translate(*e.args[0], c));
        std::string out = translate(*rule_.opaques[e.opaque].model, c);
        params_.pop_back();
        return out;
      }
      if (const char *fn = functor(e.fn))
        return std::string("fp::map(") + fn + "{}, " + translate(*e.args[0], c) + ")";
      std::string a = translate(*e.args[0], c), b = translate(*e.args[1], c);
      if (e.fn == ir::Fn::Fma)
        return "fp::fma_of(" + a + ", " + b + ", " + translate(*e.args[2], c) + ")";
      return std::string(e.fn == ir::Fn::Max ? "fp::max_of(" : "fp::min_of(") + a + ", " + b + ")";
    }
    case ExprOp::Sum:
    case ExprOp::Max:
      refuse(e.loc, "a reduction inside an epilogue statement: an epilogue reduces only per "
                    "column tile, as its own statement");
    case ExprOp::Select: {
      const ir::Cond &cond = *e.cond;
      if (!cond.integer)
        refuse(cond.loc, "select on a comparison of values is not in the epilogue yet; only "
                         "integer comparisons (columns, rows, targets) are");
      for (const ir::IntExpr *side : {cond.ia.get(), cond.ib.get()})
        if (magnitude_bound(*side) >= 0x1.0p62L)
          refuse(side->loc, "this integer expression could exceed 2^62 at the kernel's sizes (each "
                            "below 2^31): the kernel's 64-bit arithmetic could wrap where the "
                            "rule's integers do not");
      // Lazy like the rule's select: only the chosen branch is evaluated.
      return "(" + int_text(*cond.ia, c) + " " + ir::cmp_spelling(cond.op) + " " +
             int_text(*cond.ib, c) + " ? " +
             translate(*e.args[0], c) + " : " + translate(*e.args[1], c) + ")";
    }
    }
    refuse(e.loc, "unsupported construct in the epilogue");
  }

  /// A bound on |e| at any kernel size: the element's row and column and the sizes are `int`
  /// (below 2^31; a column is at most 2^31 + 1 with its step offset, still far from 2^62), a
  /// target lies in its declared range or is its ignore value. Exact enough to rule out wrap.
  long double magnitude_bound(const ir::IntExpr &e) const {
    constexpr long double kSize = 0x1.0p31L;
    if (column_offset(e) || is_row(e)) // written as j + c or i, as int_text does
      return kSize;
    switch (e.op) {
    case ir::IntOp::Const: return std::fabs(static_cast<long double>(e.value));
    case ir::IntOp::Dim:
    case ir::IntOp::Var: return kSize;
    case ir::IntOp::Add:
    case ir::IntOp::Sub: return magnitude_bound(*e.a) + magnitude_bound(*e.b);
    case ir::IntOp::Mul: return magnitude_bound(*e.a) * magnitude_bound(*e.b);
    case ir::IntOp::Mod: return magnitude_bound(*e.b);
    case ir::IntOp::Div: return magnitude_bound(*e.a);
    case ir::IntOp::Read: {
      const ir::IntegerRange &r = *rule_.inputs[e.id].integer;
      long double b = std::max(magnitude_bound(*r.lo), magnitude_bound(*r.hi));
      return r.ignore ? std::max(b, std::fabs(static_cast<long double>(*r.ignore))) : b;
    }
    }
    return 0x1.0p63L;
  }

  /// An integer expression at the element, as a C++ `long`: its column, its row, sizes,
  /// constants, and a row's element of an integer input (a target).
  std::string int_text(const ir::IntExpr &e, int c) {
    if (std::optional<int> off = column_offset(e))
      return "long(j + " + std::to_string(c + *off) + ")";
    if (is_row(e))
      return "long(i)";
    switch (e.op) {
    case ir::IntOp::Const: return "long(" + std::to_string(e.value) + ")";
    case ir::IntOp::Dim: return "long(" + dim_text(e, e.loc) + ")";
    case ir::IntOp::Add:
    case ir::IntOp::Sub:
    case ir::IntOp::Mul: {
      const char *op = e.op == ir::IntOp::Add ? " + " : e.op == ir::IntOp::Sub ? " - " : " * ";
      return "(" + int_text(*e.a, c) + op + int_text(*e.b, c) + ")";
    }
    case ir::IntOp::Read: return integer_element(e);
    case ir::IntOp::Var:
    case ir::IntOp::Mod:
    case ir::IntOp::Div: break;
    }
    refuse(e.loc, "the epilogue cannot compute this integer expression: it knows the element's "
                  "row and column, sizes, constants, and a row's target");
  }

  /// `tgt[i]`: an integer input read at the element's row.
  std::string integer_element(const ir::IntExpr &e) {
    const ir::TensorInfo &t = rule_.inputs[e.id];
    if (e.args.size() != 1 || !is_row(*e.args[0]) || t.shape.size() != 1 ||
        f_.extent_of(*t.shape[0]) != Extent::M)
      refuse(e.loc, "the epilogue reads an integer input only as one value per row, `" + t.name +
                        "[i]` with " + t.name + " of the GEMM's row extent");
    Expr access;
    access.op = ExprOp::Access;
    access.loc = e.loc;
    access.tensor = {true, e.id};
    access.indices = e.args;
    std::string member = input_member(access, Extent::M, Extent::One);
    last_read_[t.name] = ordinal_;
    own_element_only_[t.name] = false;
    return "long(" + member + "[i])";
  }

  /// scale (scalar, row, column) and accumulate (matrix, bias): the epilogue primitives.
  std::optional<std::string> primitive(const Expr &e, int c) {
    for (int side = 0; side < 2; ++side) {
      const Expr &other = *e.args[1 - side], &x = *e.args[side];
      if (e.op == ExprOp::Mul && x.op == ExprOp::Scalar)
        return "fp::scale(" + translate(other, c) + ", " + scalar_member(x) + ")";
      if (!is_access_outside(x, f_))
        continue;
      Ref ref = load(x, c);
      std::string v = translate(other, c);
      if (e.op == ExprOp::Mul && ref.how == Addressing::RowVector)
        return "fp::scale_row(" + v + ", " + ref.member + ", i)";
      if (e.op == ExprOp::Mul && ref.how == Addressing::ColumnVector)
        return "fp::scale_col(" + v + ", " + ref.member + ", " + ref.col + ")";
      if (e.op == ExprOp::Add && ref.how == Addressing::Matrix && !coherent_.count(name_of(x)))
        return "fp::add_residual(" + v + ", " + ref.member + ", N_, i, " + ref.col + ")";
      if (e.op == ExprOp::Add && ref.how == Addressing::ColumnVector)
        return "fp::add_bias(" + v + ", " + ref.member + ", " + ref.col + ")";
      if (e.op == ExprOp::Add && ref.how == Addressing::RowVector)
        return "fp::add_row(" + v + ", " + ref.member + ", i)";
      const char *op = e.op == ExprOp::Add ? " + " : " * ";
      std::string loaded = "fp::load_as<T>(" + ref.member + ", " + ref.index + ")";
      return side == 0 ? "(" + loaded + op + v + ")" : "(" + v + op + loaded + ")";
    }
    return std::nullopt;
  }

  std::string dim_text(const ir::IntExpr &e, const support::SourceLoc &loc) const {
    if (e.op == ir::IntOp::Const)
      return std::to_string(e.value);
    if (e.op == ir::IntOp::Dim) {
      switch (plan_.dims[e.id]) {
      case DimRole::M: return "M_";
      case DimRole::N: return "N_";
      case DimRole::K: return "K_";
      case DimRole::HalfN: return "(N_ / 2)";
      case DimRole::TileWidth: return "fp::kTileN";
      case DimRole::TileCount: return "tiles_";
      case DimRole::RowTileHeight: return "fp::kTileM";
      case DimRole::RowTileCount: return "((M_ + fp::kTileM - 1) / fp::kTileM)";
      case DimRole::ColumnFactor:
        refuse(loc, "dimension " + rule_.dims[e.id].name +
                        " is one factor of the GEMM's grouped columns, which the kernel sees "
                        "only as their product N");
      case DimRole::Unused: break;
      }
    }
    refuse(loc, "the epilogue can use only the GEMM's sizes and the tile width as numbers");
  }
};

} // namespace

void write_epilogue(FormAnalysis &form) {
  // The in-place pairs depend only on which statements read and store what, so a first pass
  // finds them; the second reads their inputs through coherent loads (the read-only path is
  // undefined for memory the kernel writes).
  FormAnalysis trial = form;
  Writer(trial, {}).run();
  std::set<std::string> coherent;
  for (auto [out, in] : trial.plan.in_place)
    for (const KernelParam &p : trial.plan.params)
      if (p.role == Role::Input && p.slot == in)
        coherent.insert(p.name);
  Writer(form, coherent).run();
}

} // namespace fuseproof::codegen
