#include "sema/vjp_statement.h"

#include "autodiff/vjp.h"
#include "ir/dim_poly.h"
#include "ir/printer.h"
#include "support/checked_int.h"
#include "support/diagnostics.h"

#include <map>

namespace fuseproof::sema {
namespace {

std::string shape_text(const ir::Rule &rule, const ir::TensorInfo &t) {
  std::string out = "[";
  for (size_t i = 0; i < t.shape.size(); ++i)
    out += (i ? ", " : "") + ir::print_int(rule, *t.shape[i]);
  return out + "]";
}

bool same_shape(const ir::TensorInfo &a, const ir::TensorInfo &b) {
  if (a.shape.size() != b.shape.size())
    return false;
  for (size_t i = 0; i < a.shape.size(); ++i)
    if (!ir::same_extent(*a.shape[i], *b.shape[i]))
      return false;
  return true;
}

} // namespace

ir::Vjp lower_vjp(ir::Rule &rule, size_t forward_statements, const dsl::VjpCall &call,
                  const std::string &target, const VjpNames &names) {
  std::map<int, support::SourceLoc> seen;
  if (rule.inputs[names.wrt].integer)
    support::fail(call.wrt_loc,
                  "'" + rule.inputs[names.wrt].name +
                      "' is an integer input: a gradient is taken with respect to real inputs only",
                  {{rule.inputs[names.wrt].loc, "declared here"}});
  for (size_t c = 0; c < names.cotangents.size(); ++c) {
    const dsl::VjpCall::Cotangent &text = call.cotangents[c];
    auto [out, cot] = names.cotangents[c];
    if (seen.count(out))
      support::fail(text.output_loc, "'" + text.output + "' is listed twice in vjp(...)",
                    {{seen[out], "first here"}});
    seen[out] = text.output_loc;
    const ir::TensorInfo &y = rule.forward.locals[out];
    const ir::TensorInfo &dy = rule.inputs[cot];
    if (dy.integer)
      support::fail(text.cotangent_loc, "the cotangent '" + dy.name + "' is an integer input",
                    {{dy.loc, "declared here"}});
    bool same;
    try {
      same = same_shape(y, dy);
    } catch (const support::IntegerOverflow &o) {
      support::fail(text.cotangent_loc, std::string("integer arithmetic overflows 64 bits "
                                                    "comparing shapes (") +
                                            o.what() + ")");
    }
    if (!same)
      support::fail(text.cotangent_loc,
                    "shape mismatch: the cotangent '" + dy.name + "' is " + shape_text(rule, dy) +
                        " but the output '" + y.name + "' is " + shape_text(rule, y),
                    {{dy.loc, "declared here"}, {y.loc, "defined here"}});
  }
  autodiff::VjpRequest request{call.loc, target, names.wrt, names.cotangents};
  return autodiff::derive_vjp(rule, rule.lhs, forward_statements, request);
}

} // namespace fuseproof::sema
