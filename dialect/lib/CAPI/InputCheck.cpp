//===- InputCheck.cpp - what the opt driver refuses before parsing --------===//
//
// MLIR's parser recurses once per nesting level; input nested deeper than
// the driver's stack allows would crash it. This check bounds nesting before
// MLIR sees the text, and names NUL bytes, which MLIR's lexer takes for the
// end of the buffer.
//
//===----------------------------------------------------------------------===//

#include "weft-c/InputCheck.h"

#include "InputCheck.h"

#include "mlir/CAPI/Support.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/Twine.h"

/// How deep brackets may nest: far beyond real IR, well within what MLIR's
/// recursive parser walks on the driver's stack.
static constexpr unsigned kMaxNesting = 256;

/// The longest run of digits an integer literal may have.
static constexpr size_t kMaxDigits = 1000;

/// Rejects, at the offending character, input that nests brackets
/// (`(`, `[`, `{`, and `<` after a name such as `tensor<`) or unary minus
/// signs deeper than kMaxNesting, and NUL bytes, which MLIR's lexer takes
/// for the end of the buffer. One pass over the text; strings and comments
/// are skipped.
std::optional<size_t> weft::checkInput(llvm::StringRef text,
                                       std::string &message) {
  auto found = [&](size_t offset, const llvm::Twine &reason) {
    message = reason.str();
    return std::optional<size_t>(offset);
  };
  // A NUL byte anywhere, comments and strings included, ends MLIR's buffer.
  size_t nul = text.find('\0');
  if (nul != llvm::StringRef::npos)
    return found(nul, "unexpected NUL byte in the input");
  // Open brackets of each kind: ( [ { <. A closer only closes its own kind.
  unsigned open[4] = {0, 0, 0, 0};
  unsigned minuses = 0;
  for (size_t i = 0, e = text.size(); i < e; ++i) {
    char c = text[i];
    int opens = -1, closes = -1;
    switch (c) {
    case '/':
      if (i + 1 < e && text[i + 1] == '/') {
        // MLIR's lexer ends a line comment at either line break.
        size_t end = text.find_first_of("\n\r", i);
        i = end == llvm::StringRef::npos ? e : end;
      }
      continue;
    case '"':
      for (++i; i < e && text[i] != '"'; ++i) {
        if (text[i] == '\\')
          ++i;
      }
      continue;
    case '-':
      if (i + 1 < e && text[i + 1] == '>')
        continue;
      if (++minuses > kMaxNesting)
        return found(i, "more than " + llvm::Twine(kMaxNesting) +
                                     " '-' signs in a row");
      continue;
    case '(':
      opens = 0;
      break;
    case '[':
      opens = 1;
      break;
    case '{':
      opens = 2;
      break;
    case '<':
      if (i > 0 && (llvm::isAlnum(text[i - 1]) || text[i - 1] == '_' ||
                    text[i - 1] == '.'))
        opens = 3;
      break;
    case ')':
      closes = 0;
      break;
    case ']':
      closes = 1;
      break;
    case '}':
      closes = 2;
      break;
    case '>':
      if ((i + 1 < e && text[i + 1] == '=') || (i > 0 && text[i - 1] == '-'))
        break;
      closes = 3;
      break;
    default:
      if (!llvm::isSpace(c))
        minuses = 0;
      if (llvm::isDigit(c)) {
        // MLIR reads integer literals through APInt in quadratic time; no
        // real size or constant is this long.
        size_t end = i;
        while (end < e && llvm::isDigit(text[end]))
          ++end;
        if (end - i > kMaxDigits)
          return found(i, "integer literal longer than " +
                              llvm::Twine(kMaxDigits) + " digits");
        i = end - 1;
      }
      continue;
    }
    minuses = 0;
    if (closes >= 0 && open[closes] > 0)
      --open[closes];
    if (opens < 0)
      continue;
    ++open[opens];
    if (open[0] + open[1] + open[2] + open[3] > kMaxNesting)
      return found(i, "nesting deeper than " +
                                   llvm::Twine(kMaxNesting) + " levels");
  }
  return std::nullopt;
}


intptr_t mlirWeftCheckInput(MlirStringRef input, MlirStringCallback callback,
                            void *userData) {
  std::string message;
  std::optional<size_t> offset = weft::checkInput(unwrap(input), message);
  if (!offset)
    return -1;
  callback(mlirStringRefCreate(message.data(), message.size()), userData);
  return static_cast<intptr_t>(*offset);
}
