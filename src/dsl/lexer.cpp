#include "dsl/lexer.h"

#include "support/diagnostics.h"

#include <algorithm>
#include <array>
#include <cctype>

namespace fuseproof::dsl {

const char *describe(Tok kind) {
  switch (kind) {
  case Tok::Eof: return "end of file";
  case Tok::Newline: return "end of line";
  case Tok::Ident: return "a name";
  case Tok::Number: return "a number";
  case Tok::String: return "a string";
  case Tok::LBracket: return "'['";
  case Tok::RBracket: return "']'";
  case Tok::LParen: return "'('";
  case Tok::RParen: return "')'";
  case Tok::Comma: return "','";
  case Tok::Colon: return "':'";
  case Tok::Assign: return "'='";
  case Tok::Plus: return "'+'";
  case Tok::Minus: return "'-'";
  case Tok::Star: return "'*'";
  case Tok::Slash: return "'/'";
  case Tok::Percent: return "'%'";
  case Tok::SlashSlash: return "'//'";
  case Tok::Caret: return "'^'";
  case Tok::Lt: return "'<'";
  case Tok::Le: return "'<='";
  case Tok::Gt: return "'>'";
  case Tok::Ge: return "'>='";
  case Tok::EqEq: return "'=='";
  case Tok::NotEq: return "'!='";
  case Tok::Invalid: return "an unreadable token";
  }
  return "a token";
}

bool is_section_word(std::string_view word) {
  static constexpr std::array words = {"rule", "dims",    "input",  "scalar",  "require",
                                       "lhs",  "rhs",     "compare", "dtypes", "numeric",
                                       "forward", "opaque", "fact"};
  return std::find(words.begin(), words.end(), word) != words.end();
}

namespace {

class Lexer {
public:
  explicit Lexer(const std::shared_ptr<const support::SourceFile> &file)
      : file_(file), text_(file->text()) {
    // Editors on some systems start UTF-8 files with a byte-order mark: it is not part of the
    // rule (the file's bytes, and so its recorded hash, stay as they are).
    if (text_.substr(0, 3) == "\xEF\xBB\xBF")
      pos_ = 3;
  }

  std::vector<Token> run() {
    std::vector<Token> out;
    int depth = 0;
    while (true) {
      skip_blanks_and_comments();
      support::SourceLoc loc = here();
      if (pos_ >= text_.size()) {
        out.push_back({Tok::Eof, "", loc});
        return out;
      }
      char c = text_[pos_];
      if (c == '\n') {
        advance();
        if (depth == 0)
          out.push_back({Tok::Newline, "", loc});
        continue;
      }
      Token tok = next_token(loc);
      // A section keyword cannot continue an expression, so one that starts a line inside
      // brackets means a bracket was never closed: from here on, lines end statements again,
      // and the parser reports the one unclosed bracket instead of losing the rest of the file.
      if (depth > 0 && tok.kind == Tok::Ident && is_section_word(tok.text) &&
          (out.empty() || out.back().loc.line < loc.line))
        depth = 0;
      if (tok.kind == Tok::LParen || tok.kind == Tok::LBracket)
        ++depth;
      if ((tok.kind == Tok::RParen || tok.kind == Tok::RBracket) && depth > 0)
        --depth;
      out.push_back(std::move(tok));
    }
  }

private:
  support::SourceLoc here() const { return {file_, line_, col_}; }

  void advance() {
    if (text_[pos_] == '\n') {
      ++line_;
      col_ = 1;
    } else {
      ++col_;
    }
    ++pos_;
  }

  void skip_blanks_and_comments() {
    while (pos_ < text_.size()) {
      char c = text_[pos_];
      if (c == ' ' || c == '\t' || c == '\r') {
        advance();
      } else if (c == '#') {
        while (pos_ < text_.size() && text_[pos_] != '\n')
          advance();
      } else {
        return;
      }
    }
  }

  bool peek_is(char c, size_t ahead = 0) const {
    return pos_ + ahead < text_.size() && text_[pos_ + ahead] == c;
  }

  Token next_token(const support::SourceLoc &loc) {
    char c = text_[pos_];
    if (std::isalpha(static_cast<unsigned char>(c)) || c == '_')
      return identifier(loc);
    if (std::isdigit(static_cast<unsigned char>(c)) ||
        (c == '.' && pos_ + 1 < text_.size() &&
         std::isdigit(static_cast<unsigned char>(text_[pos_ + 1]))))
      return number(loc);
    if (c == '"')
      return string(loc);
    auto two = [&](char second, Tok both, Tok one) {
      advance();
      if (peek_is(second)) {
        advance();
        return Token{both, "", loc};
      }
      return Token{one, "", loc};
    };
    switch (c) {
    case '[': advance(); return {Tok::LBracket, "", loc};
    case ']': advance(); return {Tok::RBracket, "", loc};
    case '(': advance(); return {Tok::LParen, "", loc};
    case ')': advance(); return {Tok::RParen, "", loc};
    case ',': advance(); return {Tok::Comma, "", loc};
    case ':': advance(); return {Tok::Colon, "", loc};
    case '+': advance(); return {Tok::Plus, "", loc};
    case '-': advance(); return {Tok::Minus, "", loc};
    case '*': advance(); return {Tok::Star, "", loc};
    case '/': return two('/', Tok::SlashSlash, Tok::Slash);
    case '%': advance(); return {Tok::Percent, "", loc};
    case '^': advance(); return {Tok::Caret, "", loc};
    case '<': return two('=', Tok::Le, Tok::Lt);
    case '>': return two('=', Tok::Ge, Tok::Gt);
    case '=': return two('=', Tok::EqEq, Tok::Assign);
    case '!':
      if (peek_is('=', 1)) {
        advance();
        advance();
        return {Tok::NotEq, "", loc};
      }
      break;
    default: break;
    }
    std::string shown = std::isprint(static_cast<unsigned char>(c))
                            ? std::string("'") + c + "'"
                            : "byte " + std::to_string(static_cast<unsigned char>(c));
    // The rest of a run of unreadable bytes (a pasted symbol is several UTF-8 bytes) is one
    // error, not one per byte.
    do
      advance();
    while (pos_ < text_.size() && !starts_token(text_[pos_]));
    return invalid(loc, "unexpected character " + shown);
  }

  static bool starts_token(char c) {
    return std::isalnum(static_cast<unsigned char>(c)) ||
           std::string_view("_.\"[]():,+-*/%^<>=! \t\r\n#").find(c) != std::string_view::npos;
  }

  static Token invalid(const support::SourceLoc &loc, std::string message) {
    return {Tok::Invalid, std::move(message), loc};
  }

  Token identifier(const support::SourceLoc &loc) {
    size_t start = pos_;
    while (pos_ < text_.size() &&
           (std::isalnum(static_cast<unsigned char>(text_[pos_])) || text_[pos_] == '_'))
      advance();
    return {Tok::Ident, text_.substr(start, pos_ - start), loc};
  }

  Token number(const support::SourceLoc &loc) {
    size_t start = pos_;
    auto digits = [&] {
      while (pos_ < text_.size() && std::isdigit(static_cast<unsigned char>(text_[pos_])))
        advance();
    };
    digits();
    if (peek_is('.')) {
      advance();
      digits();
    }
    if (peek_is('e') || peek_is('E')) {
      size_t save_pos = pos_;
      uint32_t save_col = col_;
      advance();
      if (peek_is('+') || peek_is('-'))
        advance();
      if (pos_ < text_.size() && std::isdigit(static_cast<unsigned char>(text_[pos_]))) {
        digits();
      } else {
        pos_ = save_pos;
        col_ = save_col;
      }
    }
    if (pos_ < text_.size() &&
        (std::isalpha(static_cast<unsigned char>(text_[pos_])) || text_[pos_] == '_')) {
      support::SourceLoc at = here();
      std::string message =
          "unexpected character '" + std::string(1, text_[pos_]) + "' after a number";
      identifier(at); // `12abc` is one mistake
      return invalid(at, std::move(message));
    }
    return {Tok::Number, text_.substr(start, pos_ - start), loc};
  }

  Token string(const support::SourceLoc &loc) {
    advance(); // opening quote
    std::string value;
    while (pos_ < text_.size() && text_[pos_] != '"' && text_[pos_] != '\n') {
      value += text_[pos_];
      advance();
    }
    if (!peek_is('"'))
      return invalid(loc, "unterminated string");
    advance();
    return {Tok::String, value, loc};
  }

  std::shared_ptr<const support::SourceFile> file_;
  const std::string &text_;
  size_t pos_ = 0;
  uint32_t line_ = 1;
  uint32_t col_ = 1;
};

} // namespace

std::vector<Token> lex(const std::shared_ptr<const support::SourceFile> &file) {
  return Lexer(file).run();
}

} // namespace fuseproof::dsl
