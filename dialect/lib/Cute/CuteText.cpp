//===- CuteText.cpp - structural checks of CuTe text ----------------------===//
//
// CuTe's notation read for its structure only: nested tuples of leaves,
// shape and stride congruent, sizes positive. The values and everything
// they mean are Rust's (weft_layout::cute); this only keeps malformed text
// out of the IR. Tuples are read with a depth counter, not recursion.
//
//===----------------------------------------------------------------------===//

#include "weft/Dialect/Cute/Cute.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"

using namespace weft::cute;

namespace {

/// The deepest nesting and the most leaves a tuple may have, as in Rust.
constexpr unsigned kMaxDepth = 32;
constexpr unsigned kMaxLeaves = 4096;

/// What one leaf of a tuple is.
struct Leaf {
  enum Kind { Integer, Runtime, Basis, Underscore } kind;
  int64_t value;
};

/// One tuple read: its profile (`(L,(L,L))`) and its leaves.
struct Tuple {
  std::string profile;
  llvm::SmallVector<Leaf> leaves;
};

class Reader {
public:
  Reader(llvm::StringRef text, bool allowRuntime, std::string &error)
      : text(text), allowRuntime(allowRuntime), error(error) {}

  bool atEnd() {
    skipSpace();
    return text.empty();
  }

  bool eat(char c) {
    skipSpace();
    if (!text.starts_with(llvm::StringRef(&c, 1)))
      return false;
    text = text.drop_front();
    return true;
  }

  bool fail(const llvm::Twine &message) {
    error = message.str();
    return false;
  }

  /// A tuple: a leaf, or `(` tuples separated by `,` `)`, nested.
  bool tuple(Tuple &out) {
    unsigned depth = 0;
    while (true) {
      // A value: a leaf, or `(` opening a tuple.
      if (eat('(')) {
        if (++depth > kMaxDepth)
          return fail("nests deeper than " + llvm::Twine(kMaxDepth) +
                      " levels");
        out.profile += '(';
        if (!eat(')'))
          continue;
        out.profile += ')';
        --depth;
      } else {
        if (out.leaves.size() >= kMaxLeaves)
          return fail("has more than " + llvm::Twine(kMaxLeaves) +
                      " integers");
        Leaf value;
        if (!leaf(value))
          return false;
        out.leaves.push_back(value);
        out.profile += 'L';
      }
      // After a value: close every tuple that ends here.
      while (true) {
        if (depth == 0)
          return true;
        if (eat(',')) {
          out.profile += ',';
          break;
        }
        if (!eat(')'))
          return fail("expected ',' or ')' at '" + rest() + "'");
        out.profile += ')';
        --depth;
      }
    }
  }

  /// Whether a bare `_` (a coordinate's "every index here") is a leaf.
  bool allowUnderscore = false;

  /// `_`? `-`? digits (`@` digits)*, `?` with an optional `{...}`, or
  /// `_` alone where underscores are allowed.
  bool leaf(Leaf &out) {
    if (eat('?')) {
      if (!allowRuntime)
        return fail("a run-time leaf '?' has no value here");
      out = {Leaf::Runtime, 0};
      return !eat('{') || runtimeQualifiers();
    }
    if (eat('_') && allowUnderscore &&
        !(text.starts_with("-") ||
          (!text.empty() && llvm::isDigit(text.front())))) {
      out = {Leaf::Underscore, 0};
      return true;
    }
    bool negative = eat('-');
    uint64_t magnitude;
    if (!digits(magnitude) || magnitude > uint64_t(INT64_MAX))
      return fail("expected an integer at '" + rest() + "'");
    out = {Leaf::Integer,
           negative ? -int64_t(magnitude) : int64_t(magnitude)};
    while (text.starts_with("@")) {
      if (!allowRuntime)
        return fail("a scaled basis '@' has no value here");
      text = text.drop_front();
      uint64_t mode;
      if (!digits(mode))
        return fail("expected a mode after '@'");
      out.kind = Leaf::Basis;
    }
    return true;
  }

private:
  void skipSpace() { text = text.ltrim(); }

  std::string rest() const { return text.take_front(20).str(); }

  bool digits(uint64_t &value) {
    skipSpace();
    size_t length = std::min(text.find_if_not(llvm::isDigit), text.size());
    if (length == 0 || length > 19)
      return false;
    bool bad = text.take_front(length).getAsInteger(10, value);
    text = text.drop_front(length);
    return !bad;
  }

  /// `i32`, `i64` and `div=N`, separated by spaces or commas, then `}`.
  bool runtimeQualifiers() {
    while (!eat('}')) {
      eat(',');
      skipSpace();
      if (text.consume_front("i32") || text.consume_front("i64"))
        continue;
      uint64_t divisor;
      if (text.consume_front("div") && eat('=') && digits(divisor) &&
          divisor > 0)
        continue;
      return fail("expected i32, i64 or div=N in '?{...}' at '" + rest() +
                  "'");
    }
    return true;
  }

  llvm::StringRef text;
  bool allowRuntime;
  std::string &error;
};

/// A shape's leaves: positive sizes or run-time ones.
bool checkSizes(const Tuple &shape, Reader &reader) {
  for (const Leaf &leaf : shape.leaves) {
    if (leaf.kind == Leaf::Basis)
      return reader.fail("a scaled basis is a stride, not a size");
    if (leaf.kind == Leaf::Integer && leaf.value < 1)
      return reader.fail("sizes must be positive, got " +
                         llvm::Twine(leaf.value));
  }
  return true;
}

/// `text` split at the `o` of a composition (`Sw<3,4,3> o 0 o L`): no
/// other part of CuTe's notation has the letter.
llvm::SmallVector<llvm::StringRef> compositionParts(llvm::StringRef text) {
  llvm::SmallVector<llvm::StringRef> parts;
  text.split(parts, 'o');
  for (llvm::StringRef &part : parts)
    part = part.trim();
  return parts;
}

/// `error` prefixed with where it was found, and false.
bool failIn(llvm::StringRef where, std::string &error) {
  error = (where + ": " + error).str();
  return false;
}

} // namespace

bool weft::cute::checkTupleText(llvm::StringRef text, TupleKind kind,
                                std::string &error) {
  Reader reader(text, /*allowRuntime=*/true, error);
  reader.allowUnderscore = kind == TupleKind::Coord;
  Tuple tuple;
  if (!reader.tuple(tuple))
    return false;
  if (kind == TupleKind::Shape && !checkSizes(tuple, reader))
    return false;
  if (kind == TupleKind::Coord &&
      llvm::any_of(tuple.leaves,
                   [](const Leaf &leaf) { return leaf.kind == Leaf::Basis; }))
    return reader.fail("a scaled basis is a stride, not a coordinate");
  if (!reader.atEnd())
    return reader.fail("unexpected text after the tuple");
  return true;
}

bool weft::cute::checkTileText(llvm::StringRef text, std::string &error) {
  llvm::StringRef rest = text.trim();
  if (rest.consume_front("[") && !rest.consume_back("]")) {
    error = "expected ']' after the tile's modes";
    return false;
  }
  llvm::SmallVector<llvm::StringRef> modes;
  rest.split(modes, ';');
  for (auto [index, mode] : llvm::enumerate(modes)) {
    if (mode.trim() == "_")
      continue;
    if (!checkLayoutText(mode, /*allowRuntimeLeaves=*/true, error))
      return failIn("mode " + std::to_string(index), error);
  }
  return true;
}

bool weft::cute::checkComposedLayoutText(llvm::StringRef text,
                                         std::string &error) {
  llvm::SmallVector<llvm::StringRef> parts = compositionParts(text);
  // A slice can fold a swizzle into a plain layout; the CUTLASS DSL keeps
  // the composed type and writes the layout alone
  // (`!cute.composed_layout<"((16,2,2)):((1,-16,32))">`).
  if (parts.size() == 1)
    return checkLayoutText(text, /*allowRuntimeLeaves=*/true, error);
  if (parts.size() != 3) {
    error = "expected 'A o offset o B', three parts joined by 'o', or a "
            "layout";
    return false;
  }
  bool isSwizzle = parts[0].starts_with("S");
  if (!(isSwizzle ? checkSwizzleText(parts[0], error)
                  : checkLayoutText(parts[0], /*allowRuntimeLeaves=*/true,
                                    error)))
    return failIn("A", error);
  if (!checkTupleText(parts[1], TupleKind::IntTuple, error))
    return failIn("offset", error);
  if (!checkLayoutText(parts[2], /*allowRuntimeLeaves=*/true, error))
    return failIn("B", error);
  return true;
}

bool weft::cute::checkEncodingText(llvm::StringRef text, std::string &error) {
  llvm::SmallVector<llvm::StringRef> parts = compositionParts(text);
  if (parts.size() == 1)
    return checkLayoutText(text, /*allowRuntimeLeaves=*/false, error);
  if (parts.size() > 3) {
    error = "expected a layout, 'Sw<B,M,S> o L' or 'Sw<B,M,S> o offset o L'";
    return false;
  }
  if (!parts.front().starts_with("S")) {
    error = "only a swizzle composes with the layout here: expected "
            "'Sw<B,M,S> o L'";
    return false;
  }
  if (!checkSwizzleText(parts.front(), error))
    return false;
  // CuTe's composed offset, added to the layout's offsets before the
  // swizzle: an integer (static or not).
  int64_t offset;
  if (parts.size() == 3 &&
      parts[1].drop_front(parts[1].starts_with("_")).getAsInteger(10, offset)) {
    error = "a composed layout's offset must be an integer, got '" +
            parts[1].str() + "'";
    return false;
  }
  return checkLayoutText(parts.back(), /*allowRuntimeLeaves=*/false, error);
}

bool weft::cute::checkLayoutText(llvm::StringRef text, bool allowRuntimeLeaves,
                                 std::string &error) {
  Reader reader(text, allowRuntimeLeaves, error);
  Tuple shape, stride;
  if (!reader.tuple(shape)) {
    error = "shape: " + error;
    return false;
  }
  if (!checkSizes(shape, reader))
    return false;
  if (reader.eat(':')) {
    if (!reader.tuple(stride)) {
      error = "stride: " + error;
      return false;
    }
    if (stride.profile != shape.profile)
      return reader.fail("shape and stride are not congruent (" +
                         llvm::Twine(shape.profile) + " against " +
                         stride.profile + ")");
  }
  if (!reader.atEnd())
    return reader.fail("unexpected text after the layout");
  return true;
}

bool weft::cute::checkSwizzleText(llvm::StringRef text, std::string &error) {
  llvm::StringRef rest = text.trim();
  if (!rest.consume_front("Sw<") && !rest.consume_front("S<") &&
      !rest.consume_front("Swizzle<")) {
    error = "expected S<B,M,S>";
    return false;
  }
  // C++'s `Swizzle<3,4,3>{}`.
  if (rest.consume_back("{}"))
    rest = rest.rtrim();
  int64_t values[3];
  for (int i = 0; i < 3; ++i) {
    rest = rest.ltrim();
    size_t length = rest.find_first_of(i < 2 ? "," : ">");
    if (length == llvm::StringRef::npos ||
        rest.take_front(length).trim().getAsInteger(10, values[i])) {
      error = "expected S<B,M,S> with three integers";
      return false;
    }
    rest = rest.drop_front(length + 1);
  }
  if (!rest.trim().empty()) {
    error = "unexpected text after the swizzle";
    return false;
  }
  auto [bits, base, shift] = std::tuple(values[0], values[1], values[2]);
  if (bits < 0 || base < 0) {
    error = "the bit count and the base must be non-negative";
    return false;
  }
  if ((shift < 0 ? -uint64_t(shift) : uint64_t(shift)) < uint64_t(bits)) {
    error = "the shift must be at least the bit count in magnitude";
    return false;
  }
  if (bits > 62 || base > 62 || shift > 62 || shift < -62 ||
      bits + base + (shift < 0 ? -shift : shift) > 62) {
    error = "the swizzle reaches past bit 62";
    return false;
  }
  return true;
}
