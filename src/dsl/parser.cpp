#include "dsl/parser.h"

#include "dsl/lexer.h"
#include "support/diagnostics.h"

#include <algorithm>
#include <array>
#include <string_view>
#include <tuple>

namespace fuseproof::dsl {

namespace {
constexpr std::array kKeywords = {"rule",    "dims",    "input",    "scalar",  "require",
                                  "where",   "lhs",     "rhs",      "compare", "dtypes",
                                  "sum",     "offline", "epilogue", "stored",  "numeric",
                                  "forward", "vjp",     "opaque",   "fact",    "pi"};
} // namespace

bool is_keyword(const std::string &word) {
  return std::find(kKeywords.begin(), kKeywords.end(), std::string_view(word)) != kKeywords.end();
}

namespace {

class Parser {
public:
  Parser(std::vector<Token> tokens, support::ErrorLog &log) : toks_(std::move(tokens)), log_(log) {}

  Rule rule() {
    size_t failures_before = log_.failures();
    Rule r;
    // Without its header the file is not a rule at all (prose, a file of another kind): the
    // rest of it would only produce noise, so that one error is all that is reported.
    if (!log_.attempt([&] { header(r); }))
      throw support::Abandoned();
    while (true) {
      skip_newlines();
      if (at(Tok::Eof))
        break;
      if (at_word("rule")) {
        log_.report(
            {cur().loc, "a second rule in one file; put each rule in its own file", {}, {}});
        break; // the rest belongs to that other rule
      }
      top_level_line(r);
    }
    r.end_loc = cur().loc;
    // A section can be missing only because of a syntax error: a misspelt heading (`lsh:`), a
    // heading not at the start of its line, text skipped after an unclosed bracket. So missing
    // sections are reported only for a rule that otherwise parsed.
    if (log_.failures() != failures_before)
      return r;
    auto missing = [&](const std::string &what) {
      log_.report({r.loc, "rule '" + r.name + "' has no " + what, {}, {}});
    };
    if (!r.lhs.loc.valid())
      missing("'lhs:' section");
    if (!r.rhs.loc.valid())
      missing("'rhs:' section");
    if (!seen_compare_)
      missing("'compare' line");
    return r;
  }

private:
  void header(Rule &r) {
    skip_newlines();
    if (at(Tok::Eof))
      support::fail(cur().loc, "empty rule file: expected 'rule NAME'");
    expect_word("rule", "expected 'rule NAME' at the start of the file");
    r.loc = prev().loc;
    r.name = name("the rule's name");
    if (at(Tok::String))
      r.description = take().text;
    size_t start = pos_;
    if (!log_.attempt([&] { end_line(); }))
      recover(start, r.poisoned);
  }

  // Every list of the rule that a declaration line appends to.
  static constexpr auto kLists =
      std::tuple(&Rule::dims, &Rule::inputs, &Rule::scalars, &Rule::requires_, &Rule::compares,
                 &Rule::dtypes, &Rule::numeric, &Rule::opaques, &Rule::facts);

  void top_level_line(Rule &r) {
    size_t start = pos_;
    auto sizes = std::apply([&](auto... list) { return std::array{(r.*list).size()...}; }, kLists);
    if (log_.attempt([&] { declaration(r); }))
      return;
    // A line that fails declares nothing (its names are poisoned instead): sema never sees a
    // half-read line as if it were complete.
    std::apply(
        [&](auto... list) {
          size_t i = 0;
          ((r.*list).erase((r.*list).begin() + sizes[i++], (r.*list).end()), ...);
        },
        kLists);
    recover(start, r.poisoned);
  }

  void declaration(Rule &r) {
    const Token &head = cur();
    if (head.kind != Tok::Ident)
      fail_here(std::string("expected a section keyword (dims, input, scalar, "
                            "require, opaque, fact, forward, lhs, rhs, compare, dtypes, "
                            "numeric), found ") +
                describe(head.kind));
    const std::string w = head.text;
    const support::SourceLoc head_loc = head.loc;
    take();
    if (w == "dims") {
      do
        r.dims.push_back(named("a dimension name"));
      while (at(Tok::Ident));
      end_line();
    } else if (w == "input") {
      do
        r.inputs.push_back(tensor_decl());
      while (accept(Tok::Comma));
      end_line();
    } else if (w == "scalar") {
      do
        r.scalars.push_back(named("a scalar name"));
      while (accept(Tok::Comma));
      if (accept_word("where"))
        r.requires_.push_back(expr());
      end_line();
    } else if (w == "require") {
      r.requires_.push_back(expr());
      end_line();
    } else if (w == "opaque") {
      OpaqueDecl d;
      d.name = named("a function name");
      support::SourceLoc open =
          expect(Tok::LParen, "expected '(' and the parameter of '" + d.name.name + "'").loc;
      d.param = named("a parameter name");
      expect_closing(Tok::RParen, open,
                     "expected ')' after the parameter (an opaque function takes one argument)");
      expect(Tok::Assign, "expected '= MODEL': the expression the numeric tier and kernels "
                          "compute for '" +
                              d.name.name + "'");
      d.model = expr();
      r.opaques.push_back(std::move(d));
      end_line();
    } else if (w == "fact") {
      FactDecl f;
      f.fn = named("the name of an opaque function");
      expect(Tok::Colon, "expected ':' and the fact about '" + f.fn.name + "'");
      f.cond = expr();
      r.facts.push_back(std::move(f));
      end_line();
    } else if (w == "lhs" || w == "rhs" || w == "forward") {
      Section &s = w == "lhs" ? r.lhs : w == "rhs" ? r.rhs : r.forward;
      if (s.loc.valid()) {
        log_.report(
            {head_loc, "section '" + w + "' appears twice", {{s.loc, "first appeared here"}}, {}});
        // Its statements are still read for syntax errors, but into a section sema never sees:
        // they would all be redefinitions.
        Section repeated;
        repeated.loc = head_loc;
        section(repeated, w);
        return;
      }
      s.loc = head_loc;
      section(s, w);
    } else if (w == "compare") {
      seen_compare_ = true;
      do
        r.compares.push_back(named("an output name"));
      while (accept(Tok::Comma));
      end_line();
    } else if (w == "dtypes") {
      do
        r.dtypes.push_back(named("a dtype (f32, bf16, f16)"));
      while (accept(Tok::Comma) || at(Tok::Ident));
      end_line();
    } else if (w == "numeric") {
      r.numeric.push_back(numeric_clause());
      end_line();
    } else {
      log_.report({head_loc,
                   "unknown section '" + w +
                       "'; expected dims, input, scalar, require, opaque, fact, forward, lhs, "
                       "rhs, compare, dtypes or numeric",
                   {},
                   {}});
      // The lines below a misspelt heading belong to it, not to the section above: skipped up to
      // the next heading (their names poisoned), rather than each reported as a bad heading.
      size_t start = pos_;
      while (!at(Tok::Eof) && !at_heading())
        take();
      poison(start, r.poisoned);
    }
  }

  /// After a syntax error: skips to the end of the line, or to a heading that starts a line
  /// (after an unclosed bracket the lexer ends no line before one), and poisons every name on
  /// the skipped line, which may have been meant to define any of them. Nothing in skipped text
  /// is reported, not even unreadable characters: what cannot be parsed is not checked.
  void recover(size_t line_start, std::set<std::string> &poisoned) {
    while (!at(Tok::Eof) && !at(Tok::Newline) && !at_heading())
      take();
    poison(line_start, poisoned);
    skip_newlines();
  }

  void poison(size_t from, std::set<std::string> &poisoned) const {
    for (size_t i = from; i < pos_; ++i)
      if (toks_[i].kind == Tok::Ident)
        poisoned.insert(toks_[i].text);
  }

  bool at_section_word() const { return at(Tok::Ident) && is_section_word(cur().text); }

  /// A section keyword that starts a line.
  bool at_heading() const {
    return at_section_word() && (pos_ == 0 || toks_[pos_ - 1].loc.line < cur().loc.line);
  }

  // Deep nesting is refused with a diagnostic instead of overflowing the stack.
  static constexpr int kMaxDepth = 200;
  struct DepthGuard {
    explicit DepthGuard(Parser &p) : parser(p) {
      if (++parser.depth_ > kMaxDepth)
        support::fail(parser.cur().loc,
                      "expression nested more than " + std::to_string(kMaxDepth) + " levels deep");
    }
    ~DepthGuard() { --parser.depth_; }
    Parser &parser;
  };

  // --- token helpers ---
  const Token &cur() const { return toks_[pos_]; }
  const Token &prev() const { return toks_[pos_ - 1]; }
  const Token &peek(size_t ahead) const { return toks_[std::min(pos_ + ahead, toks_.size() - 1)]; }
  bool at(Tok k) const { return cur().kind == k; }
  bool at_word(std::string_view w) const { return at(Tok::Ident) && cur().text == w; }
  const Token &take() {
    const Token &t = toks_[pos_];
    if (t.kind != Tok::Eof)
      ++pos_;
    return t;
  }
  bool accept(Tok k) {
    if (!at(k))
      return false;
    take();
    return true;
  }
  bool accept_word(std::string_view w) {
    if (!at_word(w))
      return false;
    take();
    return true;
  }
  /// A syntax error at the current token; at a token the lexer could not read, the lexer's
  /// error instead (the parser's would only follow from it).
  [[noreturn]] void fail_here(const std::string &message, std::vector<support::Note> notes = {}) {
    if (at(Tok::Invalid))
      support::fail(cur().loc, cur().text);
    support::fail(cur().loc, message, std::move(notes));
  }

  [[noreturn]] void unexpected(const std::string &what) { fail_here(what + ", found " + found()); }
  std::string found() const {
    if (at(Tok::Ident) || at(Tok::Number))
      return "'" + cur().text + "'";
    return describe(cur().kind);
  }
  const Token &expect(Tok k, const std::string &message) {
    if (!at(k))
      unexpected(message);
    return take();
  }
  /// Like expect(), with a note pointing back at the opening bracket.
  void expect_closing(Tok k, const support::SourceLoc &open, const std::string &message) {
    if (!at(k))
      fail_here(message + ", found " + found(),
                {{open, std::string("to match this ") + (k == Tok::RBracket ? "'['" : "'('")}});
    take();
  }
  void expect_word(std::string_view w, const std::string &message) {
    if (!at_word(w))
      unexpected(message);
    take();
  }
  void end_line() {
    if (!at(Tok::Newline) && !at(Tok::Eof))
      unexpected("expected end of line");
    skip_newlines();
  }
  void skip_newlines() {
    while (at(Tok::Newline))
      take();
  }
  std::string name(const std::string &what) {
    if (!at(Tok::Ident))
      unexpected("expected " + what);
    if (is_keyword(cur().text))
      support::fail(cur().loc, "'" + cur().text + "' is a keyword and cannot be used as " + what);
    return take().text;
  }
  NamedLoc named(const std::string &what) {
    support::SourceLoc loc = cur().loc;
    return {name(what), loc};
  }

  // --- declarations and statements ---
  TensorDecl tensor_decl() {
    TensorDecl d;
    d.loc = cur().loc;
    d.name = name("an input name");
    if (at(Tok::LBracket)) {
      support::SourceLoc open = take().loc;
      do
        d.shape.push_back(additive());
      while (accept(Tok::Comma));
      expect_closing(Tok::RBracket, open, "expected ',' or ']' in the shape of '" + d.name + "'");
    }
    if (at(Tok::Colon)) {
      support::SourceLoc colon = take().loc;
      if (at(Tok::Ident) && cur().text != "int")
        d.dtype = named("a dtype");
      else
        d.integer = integer_decl(d.name, colon);
    }
    return d;
  }

  /// `int in [lo, hi)` with an optional `ignore v`, after the ':' at `colon`.
  std::unique_ptr<IntegerDecl> integer_decl(const std::string &name, support::SourceLoc colon) {
    auto decl = std::make_unique<IntegerDecl>();
    decl->loc = colon;
    expect_word("int", "expected 'int' or a dtype after ':' (an integer input: '" + name +
                           "[...]: int in [lo, hi)', or a storage dtype: '" + name +
                           "[...]: f32')");
    expect_word("in", "expected 'in [lo, hi)' after 'int': the range of '" + name + "''s values");
    support::SourceLoc open = expect(Tok::LBracket, "expected '[' to start the range [lo, hi)").loc;
    decl->lo = additive();
    expect(Tok::Comma, "expected ',' between the bounds of the range [lo, hi)");
    decl->hi = additive();
    if (!at(Tok::RParen))
      fail_here("expected ')' to close the half-open range [lo, hi), found " + found(),
                {{open, "the range starts here"}});
    take();
    if (accept_word("ignore")) {
      decl->has_ignore = true;
      decl->ignore_loc = cur().loc;
      if (accept(Tok::Minus))
        decl->ignore = "-";
      decl->ignore += expect(Tok::Number, "expected an integer after 'ignore'").text;
    }
    return decl;
  }

  NumericClause numeric_clause() {
    NumericClause c;
    c.kind = named("a numeric setting (shape, value, tolerance or distributions)");
    while (at(Tok::Ident)) {
      NamedLoc word = named("a name");
      if (!accept(Tok::Assign)) {
        c.words.push_back(std::move(word));
        continue;
      }
      Setting s{std::move(word), "", cur().loc};
      if (accept(Tok::Minus))
        s.value = "-";
      s.value += expect(Tok::Number, "expected a number after '" + s.key.name + " ='").text;
      c.settings.push_back(std::move(s));
      accept(Tok::Comma);
    }
    return c;
  }

  /// The `:` line of a section, then its statements, each recovered from on its own.
  void section(Section &s, const std::string &word) {
    size_t start = pos_;
    if (!log_.attempt([&] {
          expect(Tok::Colon, "expected ':' after '" + word + "'");
          end_line();
        })) {
      s.incomplete = true; // its first statement may be on the line that failed
      recover(start, s.poisoned);
    }
    while (!at(Tok::Eof) && !at_section_word()) {
      size_t line_start = pos_;
      if (log_.attempt([&] {
            Statement st = statement();
            end_line();
            s.statements.push_back(std::move(st));
          }))
        continue;
      s.incomplete = true;
      recover(line_start, s.poisoned);
    }
  }

  Statement statement() {
    Statement st;
    st.loc = cur().loc;
    while (true) {
      if (accept_word("offline"))
        st.offline = true;
      else if (accept_word("epilogue"))
        st.epilogue = true;
      else if (accept_word("stored"))
        st.stored = true;
      else
        break;
    }
    st.target_loc = cur().loc;
    st.target = name("the name of the tensor being defined");
    if (at(Tok::LBracket)) {
      support::SourceLoc open = take().loc;
      do {
        IndexBinder b;
        b.loc = cur().loc;
        Tok next = peek(1).kind;
        if (at(Tok::Ident) && (next == Tok::Comma || next == Tok::RBracket || next == Tok::Lt)) {
          b.name = name("an index name");
          if (accept(Tok::Lt))
            b.range = additive();
        } else {
          b.at = additive();        // a piece's index, such as 2*d + 1 (sema checks its form)
          if (accept_word("for")) { // its variable's range: `2*d + 1 for d < Q`
            b.name = name("the index variable after 'for'");
            expect(Tok::Lt, "expected '<' and the range of '" + b.name + "'");
            b.range = additive();
          }
        }
        st.indices.push_back(std::move(b));
      } while (accept(Tok::Comma));
      expect_closing(Tok::RBracket, open,
                     "expected ',' or ']' after the indices of '" + st.target + "'");
    }
    if (accept(Tok::Colon))
      st.dtype = named("a dtype after ':' (the dtype '" + st.target + "' is stored in)");
    expect(Tok::Assign, "expected '=' after '" + st.target + "'");
    if (at_word("vjp") && peek(1).kind == Tok::LParen)
      st.vjp = vjp_call();
    else
      st.value = expr();
    return st;
  }

  /// `vjp(X, Y1: dY1, Y2: dY2)`.
  std::unique_ptr<VjpCall> vjp_call() {
    auto call = std::make_unique<VjpCall>();
    call->loc = take().loc;
    support::SourceLoc open = take().loc;
    call->wrt_loc = cur().loc;
    call->wrt = name("the input to differentiate with respect to");
    do {
      if (!accept(Tok::Comma))
        unexpected("expected ', OUTPUT: COTANGENT' after '" + call->wrt + "' in vjp");
      VjpCall::Cotangent c;
      c.output_loc = cur().loc;
      c.output = name("a forward output");
      expect(Tok::Colon, "expected ':' and the cotangent of '" + c.output + "'");
      c.cotangent_loc = cur().loc;
      c.cotangent = name("the cotangent (upstream gradient) input of '" + c.output + "'");
      call->cotangents.push_back(std::move(c));
    } while (at(Tok::Comma));
    expect_closing(Tok::RParen, open, "expected ',' or ')' in vjp(...)");
    return call;
  }

  // --- expressions ---
  ExprPtr make(ExprKind k, support::SourceLoc loc) {
    auto e = std::make_unique<Expr>();
    e->kind = k;
    e->loc = std::move(loc);
    return e;
  }

  ExprPtr binary(std::string op, support::SourceLoc loc, ExprPtr a, ExprPtr b) {
    auto e = make(ExprKind::Binary, std::move(loc));
    e->op = std::move(op);
    e->args.push_back(std::move(a));
    e->args.push_back(std::move(b));
    return e;
  }

public:
  ExprPtr expr() {
    if (depth_ > 0)
      return nested_expr();
    ExprPtr e = nested_expr();
    check_height(*e);
    return e;
  }

private:
  // Operator chains are parsed by loops, not recursion, but every later pass (sema, the
  // evaluator, printers) recurses over the tree: a 7,300-term sum once overflowed sema's stack.
  // So the tree's height is bounded too, counting each operator of a chain as a level.
  static constexpr size_t kMaxHeight = 512;

  /// The tree's height, found without recursion (the tree may be too deep to recurse over).
  static void check_height(const Expr &root) {
    std::vector<std::pair<const Expr *, size_t>> todo{{&root, 1}};
    while (!todo.empty()) {
      auto [e, h] = todo.back();
      todo.pop_back();
      if (h > kMaxHeight)
        support::fail(root.loc, "expression nested more than " + std::to_string(kMaxHeight) +
                                    " levels deep (each operator of a chain such as a + b + c "
                                    "counts as a level); split it into several statements");
      for (const ExprPtr &a : e->args)
        todo.emplace_back(a.get(), h + 1);
      if (e->range)
        todo.emplace_back(e->range.get(), h + 1);
    }
  }

  /// Stops a chain before it grows a tree that even destroying would overflow the stack on.
  [[noreturn]] void chain_too_long() {
    support::fail(cur().loc, "a chain of more than " + std::to_string(kMaxHeight) +
                                 " operators; split it into several statements");
  }

  ExprPtr nested_expr() {
    DepthGuard guard(*this);
    ExprPtr lhs = additive();
    static const std::array<std::pair<Tok, const char *>, 6> cmps = {{{Tok::Lt, "<"},
                                                                      {Tok::Le, "<="},
                                                                      {Tok::Gt, ">"},
                                                                      {Tok::Ge, ">="},
                                                                      {Tok::EqEq, "=="},
                                                                      {Tok::NotEq, "!="}}};
    for (auto [tok, spelling] : cmps) {
      if (at(tok)) {
        support::SourceLoc loc = take().loc;
        return binary(spelling, loc, std::move(lhs), additive());
      }
    }
    return lhs;
  }

private:
  ExprPtr additive() {
    ExprPtr e = multiplicative();
    for (size_t n = 0; at(Tok::Plus) || at(Tok::Minus); ++n) {
      if (n == kMaxHeight)
        chain_too_long();
      std::string op = at(Tok::Plus) ? "+" : "-";
      support::SourceLoc loc = take().loc;
      e = binary(op, loc, std::move(e), multiplicative());
    }
    return e;
  }

  ExprPtr multiplicative() {
    ExprPtr e = unary();
    for (size_t n = 0; at(Tok::Star) || at(Tok::Slash) || at(Tok::Percent) || at(Tok::SlashSlash);
         ++n) {
      if (n == kMaxHeight)
        chain_too_long();
      std::string op = at(Tok::Star)    ? "*"
                       : at(Tok::Slash) ? "/"
                       : at(Tok::SlashSlash) ? "//"
                                             : "%";
      support::SourceLoc loc = take().loc;
      e = binary(op, loc, std::move(e), unary());
    }
    return e;
  }

  bool at_reduction() const {
    if (!at(Tok::Ident) || peek(1).kind != Tok::LParen)
      return false;
    if (cur().text == "sum")
      return true;
    // `max(k) body`, `max(k < K) body` and `max(k where c) body` reduce; `max(a, b)` is the
    // binary function.
    if (cur().text != "max" || peek(2).kind != Tok::Ident)
      return false;
    if (peek(3).kind == Tok::Lt || (peek(3).kind == Tok::Ident && peek(3).text == "where"))
      return true;
    return peek(3).kind == Tok::RParen && starts_operand(peek(4));
  }

  static bool starts_operand(const Token &t) {
    return t.kind == Tok::Ident || t.kind == Tok::Number || t.kind == Tok::LParen ||
           t.kind == Tok::Minus;
  }

  ExprPtr unary() {
    DepthGuard guard(*this);
    if (at(Tok::Minus)) {
      support::SourceLoc loc = take().loc;
      auto e = make(ExprKind::Neg, loc);
      e->args.push_back(unary());
      return e;
    }
    if (at_reduction()) {
      auto e = make(ExprKind::Reduce, cur().loc);
      e->text = take().text;
      take(); // (
      e->binder_loc = cur().loc;
      if (!at(Tok::Ident))
        unexpected("expected the index a reduction runs over, as in " + e->text + "(k)");
      e->binder = name("an index name");
      if (accept(Tok::Lt))
        e->range = additive();
      if (accept_word("where"))
        e->filter = expr();
      expect(Tok::RParen, "expected ')' after the reduction index");
      if (!starts_operand(cur()))
        unexpected("expected the body of the reduction");
      e->args.push_back(multiplicative());
      return e;
    }
    return power();
  }

  ExprPtr power() {
    ExprPtr base = primary();
    if (!at(Tok::Caret))
      return base;
    support::SourceLoc loc = take().loc;
    bool negative = accept(Tok::Minus);
    const Token &n = cur();
    if (n.kind != Tok::Number || n.text.find_first_not_of("0123456789") != std::string::npos)
      unexpected("expected an integer exponent after '^'");
    if (n.text.size() > 3)
      support::fail(n.loc, "exponent " + n.text + " is too large (at most 999)");
    take();
    auto e = make(ExprKind::Power, loc);
    e->exponent = std::stol(n.text) * (negative ? -1 : 1);
    e->args.push_back(std::move(base));
    if (at(Tok::Caret))
      support::fail(cur().loc, "'^' cannot be chained; use parentheses, as in (a^2)^3");
    return e;
  }

  ExprPtr primary() {
    const Token &t = cur();
    if (t.kind == Tok::Number) {
      auto e = make(ExprKind::Number, t.loc);
      e->text = take().text;
      return e;
    }
    if (t.kind == Tok::LParen) {
      support::SourceLoc open = take().loc;
      ExprPtr inner = expr();
      expect_closing(Tok::RParen, open, "expected ')'");
      return inner;
    }
    if (t.kind == Tok::Ident && t.text == "pi") { // the constant: a name nothing can declare
      auto e = make(ExprKind::Name, t.loc);
      e->text = take().text;
      if (at(Tok::LBracket) || at(Tok::LParen))
        support::fail(cur().loc, "'pi' is a constant; it takes no indices or arguments");
      return e;
    }
    if (t.kind == Tok::Ident) {
      if (is_keyword(t.text))
        support::fail(t.loc, "'" + t.text + "' is a keyword and cannot be used as a name");
      support::SourceLoc loc = t.loc;
      std::string id = take().text;
      if (at(Tok::LBracket) || at(Tok::LParen)) {
        bool bracket = at(Tok::LBracket);
        support::SourceLoc open = take().loc;
        auto e = make(bracket ? ExprKind::Access : ExprKind::Call, loc);
        e->text = id;
        if (!(bracket ? at(Tok::RBracket) : at(Tok::RParen))) {
          do
            e->args.push_back(expr());
          while (accept(Tok::Comma));
        }
        expect_closing(bracket ? Tok::RBracket : Tok::RParen, open,
                       bracket ? "expected ',' or ']' in the indices of '" + id + "'"
                               : "expected ',' or ')' in the arguments of '" + id + "'");
        return e;
      }
      auto e = make(ExprKind::Name, loc);
      e->text = id;
      return e;
    }
    unexpected("expected an expression");
  }

  std::vector<Token> toks_;
  support::ErrorLog &log_;
  size_t pos_ = 0;
  int depth_ = 0;
  bool seen_compare_ = false;
};

} // namespace

Rule parse_rule(const std::shared_ptr<const support::SourceFile> &file, support::ErrorLog &log) {
  return Parser(lex(file), log).rule();
}

Rule parse_rule(const std::shared_ptr<const support::SourceFile> &file) {
  support::ErrorLog log;
  return log.run([&] { return parse_rule(file, log); });
}

} // namespace fuseproof::dsl
