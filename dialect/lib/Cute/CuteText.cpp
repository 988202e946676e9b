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
  enum Kind { Integer, Runtime, Basis } kind;
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

  /// `_`? `-`? digits (`@` digits)*, or `?` with an optional `{...}`.
  bool leaf(Leaf &out) {
    if (eat('?')) {
      if (!allowRuntime)
        return fail("a run-time leaf '?' has no value here");
      out = {Leaf::Runtime, 0};
      return !eat('{') || runtimeQualifiers();
    }
    eat('_');
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

} // namespace

bool weft::cute::checkLayoutText(llvm::StringRef text, bool allowRuntimeLeaves,
                                 std::string &error) {
  Reader reader(text, allowRuntimeLeaves, error);
  Tuple shape, stride;
  if (!reader.tuple(shape)) {
    error = "shape: " + error;
    return false;
  }
  for (const Leaf &leaf : shape.leaves) {
    if (leaf.kind == Leaf::Basis)
      return reader.fail("a scaled basis is a stride, not a size");
    if (leaf.kind == Leaf::Integer && leaf.value < 1)
      return reader.fail("sizes must be positive, got " +
                         llvm::Twine(leaf.value));
  }
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
  if (!rest.consume_front("Sw<") && !rest.consume_front("S<")) {
    error = "expected S<B,M,S>";
    return false;
  }
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
