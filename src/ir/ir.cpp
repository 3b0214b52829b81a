#include "ir/ir.h"

#include <array>
#include <cstdlib>
#include <stdexcept>
#include <utility>

namespace fuseproof::ir {

IntPtr int_const(int64_t v, SourceLoc loc) {
  return std::make_shared<IntExpr>(IntExpr{IntOp::Const, v, -1, nullptr, nullptr, std::move(loc), {}});
}
IntPtr int_dim(int id, SourceLoc loc) {
  return std::make_shared<IntExpr>(IntExpr{IntOp::Dim, 0, id, nullptr, nullptr, std::move(loc), {}});
}
IntPtr int_var(int id, SourceLoc loc) {
  return std::make_shared<IntExpr>(IntExpr{IntOp::Var, 0, id, nullptr, nullptr, std::move(loc), {}});
}
IntPtr int_binary(IntOp op, IntPtr a, IntPtr b, SourceLoc loc) {
  return std::make_shared<IntExpr>(IntExpr{op, 0, -1, std::move(a), std::move(b), std::move(loc), {}});
}

IntPtr int_read(int input, std::vector<IntPtr> indices, SourceLoc loc) {
  auto e = std::make_shared<IntExpr>(IntExpr{IntOp::Read, 0, input, nullptr, nullptr, std::move(loc), {}});
  e->args = std::move(indices);
  return e;
}

bool mentions_var(const IntExpr &e) {
  return any_int_node(e, [](const IntExpr &n) { return n.op == IntOp::Var; });
}

bool mentions_var(const IntExpr &e, int var) {
  return any_int_node(e, [var](const IntExpr &n) { return n.op == IntOp::Var && n.id == var; });
}

bool mentions_read(const IntExpr &e) {
  return any_int_node(e, [](const IntExpr &n) { return n.op == IntOp::Read; });
}

std::optional<Literal> make_literal(const std::string &text) {
  std::string digits;
  long exp10 = 0;
  size_t i = 0;
  bool after_point = false;
  for (; i < text.size() && text[i] != 'e' && text[i] != 'E'; ++i) {
    if (text[i] == '.') {
      after_point = true;
      continue;
    }
    digits += text[i];
    if (after_point)
      --exp10;
  }
  if (i < text.size()) {
    long e = std::strtol(text.c_str() + i + 1, nullptr, 10);
    if (e > 400 || e < -400)
      return std::nullopt;
    exp10 += e;
  }
  size_t nz = digits.find_first_not_of('0');
  digits = nz == std::string::npos ? "0" : digits.substr(nz);
  Literal lit;
  lit.text = text;
  lit.value = std::strtod(text.c_str(), nullptr);
  if (exp10 >= 0) {
    lit.num = digits == "0" ? "0" : digits + std::string(exp10, '0');
    lit.den = "1";
  } else {
    lit.num = digits;
    lit.den = "1" + std::string(-exp10, '0');
  }
  return lit;
}

namespace {
constexpr std::array<std::pair<Fn, const char *>, 14> kFns = {{{Fn::Rsqrt, "rsqrt"},
                                                               {Fn::Sqrt, "sqrt"},
                                                               {Fn::Exp, "exp"},
                                                               {Fn::Log, "log"},
                                                               {Fn::Sigmoid, "sigmoid"},
                                                               {Fn::Silu, "silu"},
                                                               {Fn::Sin, "sin"},
                                                               {Fn::Cos, "cos"},
                                                               {Fn::Tanh, "tanh"},
                                                               {Fn::Erf, "erf"},
                                                               {Fn::Round, "round"},
                                                               {Fn::Max, "max"},
                                                               {Fn::Min, "min"},
                                                               {Fn::Fma, "fma"}}};
} // namespace

const char *fn_name(Fn fn) {
  for (auto [f, name] : kFns)
    if (f == fn)
      return name;
  if (fn == Fn::Opaque)
    return "opaque"; // callers that can print the declared name use Rule::opaques
  return "?";
}

int fn_arity(Fn fn) { return fn == Fn::Fma ? 3 : fn == Fn::Max || fn == Fn::Min ? 2 : 1; }

std::string fn_names() {
  std::string out;
  for (auto [f, n] : kFns)
    out += (out.empty() ? "" : " ") + std::string(n);
  return out;
}

std::optional<Fn> fn_by_name(const std::string &name) {
  for (auto [f, n] : kFns)
    if (name == n)
      return f;
  return std::nullopt;
}

const char *cmp_spelling(CmpOp op) {
  switch (op) {
  case CmpOp::Lt: return "<";
  case CmpOp::Le: return "<=";
  case CmpOp::Gt: return ">";
  case CmpOp::Ge: return ">=";
  case CmpOp::Eq: return "==";
  case CmpOp::Ne: return "!=";
  }
  return "?";
}

CmpOp mirrored(CmpOp op) {
  switch (op) {
  case CmpOp::Lt: return CmpOp::Gt;
  case CmpOp::Le: return CmpOp::Ge;
  case CmpOp::Gt: return CmpOp::Lt;
  case CmpOp::Ge: return CmpOp::Le;
  case CmpOp::Eq:
  case CmpOp::Ne: return op;
  }
  return op;
}

std::optional<Dtype> dtype_by_name(const std::string &name) {
  static const std::pair<const char *, Dtype> kNames[] = {{"f32", Dtype::F32},
                                                          {"bf16", Dtype::BF16},
                                                          {"f16", Dtype::F16},
                                                          {"e4m3", Dtype::E4M3},
                                                          {"e5m2", Dtype::E5M2}};
  for (const auto &[n, d] : kNames)
    if (name == n)
      return d;
  return std::nullopt;
}

Dtype dtype_of(const TensorInfo &t) {
  if (t.dtype.empty())
    return Dtype::Run;
  std::optional<Dtype> d = dtype_by_name(t.dtype);
  if (!d)
    throw std::logic_error("unchecked dtype '" + t.dtype + "' of '" + t.name + "'");
  return *d;
}

std::optional<int> Program::local_by_name(const std::string &name) const {
  for (size_t i = 0; i < locals.size(); ++i)
    if (locals[i].name == name)
      return static_cast<int>(i);
  return std::nullopt;
}

Rule identity_rule(const Rule &rule, bool use_lhs) {
  Rule out = rule;
  const Program &side = use_lhs ? rule.lhs : rule.rhs;
  out.lhs = side;
  out.rhs = side;
  for (size_t i = 0; i < out.compares.size(); ++i) {
    int local = use_lhs ? rule.compares[i].lhs : rule.compares[i].rhs;
    out.compares[i].lhs = local;
    out.compares[i].rhs = local;
  }
  return out;
}

namespace {

void mark_reads(const Expr &e, std::vector<bool> &read, std::vector<int> &todo) {
  if (e.op == ExprOp::Access && !e.tensor.input && !read[e.tensor.id]) {
    read[e.tensor.id] = true;
    todo.push_back(e.tensor.id);
  }
  for (const ExprPtr &a : e.args)
    mark_reads(*a, read, todo);
  if (e.cond)
    for (const ExprPtr &v : {e.cond->va, e.cond->vb})
      if (v)
        mark_reads(*v, read, todo);
}

} // namespace

bool is_zero_constant(const Expr &e) {
  if (e.op == ExprOp::Literal)
    return e.literal.value == 0;
  return e.op == ExprOp::FromInt && e.int_value->op == IntOp::Const && e.int_value->value == 0;
}

std::vector<int> unread_statements(const Rule &rule, const Program &side) {
  std::vector<bool> read(side.locals.size(), false);
  std::vector<int> todo;
  for (const Compare &c : rule.compares) {
    int local = &side == &rule.lhs ? c.lhs : c.rhs;
    if (local >= 0 && !read[local]) {
      read[local] = true;
      todo.push_back(local);
    }
  }
  while (!todo.empty()) {
    int local = todo.back();
    todo.pop_back();
    for (const Statement &st : side.statements)
      if (st.target == local)
        mark_reads(*st.value, read, todo);
  }
  std::vector<int> out;
  for (const Statement &st : side.statements)
    if (!read[st.target])
      out.push_back(st.target);
  return out;
}

} // namespace fuseproof::ir
