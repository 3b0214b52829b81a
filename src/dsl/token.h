#pragma once
#include "support/source.h"

#include <string>

namespace fuseproof::dsl {

enum class Tok {
  Eof,
  Newline,
  Ident,
  Number,
  String,
  LBracket,
  RBracket,
  LParen,
  RParen,
  Comma,
  Colon,
  Assign, // =
  Plus,
  Minus,
  Star,
  Slash,
  Percent,
  SlashSlash, // `//`: integer (Euclidean) division
  Caret,
  Lt,
  Le,
  Gt,
  Ge,
  EqEq,
  NotEq,
  Invalid, // text the lexer could not read; `text` is the error message
};

struct Token {
  Tok kind = Tok::Eof;
  std::string text; // identifier or number spelling, or string contents
  support::SourceLoc loc;
};

/// How a token kind is named in "expected X" diagnostics.
const char *describe(Tok kind);

} // namespace fuseproof::dsl
