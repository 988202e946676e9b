//===- Pass.cpp - passes written in Rust, with options --------------------===//

#include "weft-c/Pass.h"

#include "mlir/CAPI/IR.h"
#include "mlir/CAPI/Pass.h"
#include "mlir/CAPI/Registration.h"
#include "mlir/CAPI/Support.h"
#include "mlir/Pass/Pass.h"

#include <deque>
#include <memory>
#include <string>
#include <vector>

using namespace mlir;

namespace {

/// The static description of a pass, shared by it and its clones.
struct PassSpec {
  TypeID id;
  std::string name, argument, description, opName;
  std::vector<MlirDialectHandle> dialects;
  struct OptionSpec {
    std::string name, description, defaultValue;
  };
  std::vector<OptionSpec> options;
  MlirWeftPassCallbacks callbacks;
};

class WeftRustPass : public Pass {
public:
  WeftRustPass(std::shared_ptr<const PassSpec> spec, void *userData)
      : Pass(spec->id, spec->opName.empty()
                           ? std::optional<StringRef>()
                           : std::optional<StringRef>(spec->opName)),
        spec(std::move(spec)), userData(userData) {
    for (const PassSpec::OptionSpec &option : this->spec->options)
      options.push_back(std::make_unique<Option<std::string>>(
          *this, option.name, llvm::cl::desc(option.description),
          llvm::cl::init(option.defaultValue)));
  }

  ~WeftRustPass() override { spec->callbacks.destruct(userData); }

  StringRef getName() const override { return spec->name; }
  StringRef getArgument() const override { return spec->argument; }
  StringRef getDescription() const override { return spec->description; }

  void getDependentDialects(DialectRegistry &registry) const override {
    for (MlirDialectHandle handle : spec->dialects)
      mlirDialectHandleInsertDialect(handle, wrap(&registry));
  }

  bool canScheduleOn(RegisteredOperationName) const override { return true; }

  LogicalResult initializeOptions(
      StringRef text,
      function_ref<LogicalResult(const Twine &)> errorHandler) override {
    if (failed(Pass::initializeOptions(text, errorHandler)))
      return failure();
    return configure(errorHandler);
  }

  std::unique_ptr<Pass> clonePass() const override {
    auto clone = std::make_unique<WeftRustPass>(
        spec, spec->callbacks.clone(userData));
    clone->copyOptionValuesFrom(this);
    return clone;
  }

  void fail() { signalPassFailure(); }

protected:
  void runOnOperation() override {
    spec->callbacks.run(wrap(getOperation()), MlirWeftPassHandle{this},
                        userData);
  }

private:
  /// Hands the parsed option values to Rust.
  LogicalResult
  configure(function_ref<LogicalResult(const Twine &)> errorHandler) {
    std::vector<std::string> values;
    for (const auto &option : options)
      values.push_back(option->getValue());
    std::vector<MlirStringRef> refs;
    for (const std::string &value : values)
      refs.push_back(mlirStringRefCreate(value.data(), value.size()));
    std::string message;
    MlirLogicalResult result = spec->callbacks.configure(
        userData, refs.size(), refs.data(),
        [](MlirStringRef chunk, void *data) {
          static_cast<std::string *>(data)->append(chunk.data, chunk.length);
        },
        &message);
    if (mlirLogicalResultIsFailure(result))
      return errorHandler(message);
    return success();
  }

  std::shared_ptr<const PassSpec> spec;
  void *userData;
  std::vector<std::unique_ptr<Option<std::string>>> options;
};

std::string toString(MlirStringRef ref) { return unwrap(ref).str(); }

} // namespace

MlirPass mlirWeftPassCreate(MlirTypeID passID, MlirStringRef name,
                            MlirStringRef argument, MlirStringRef description,
                            MlirStringRef opName, intptr_t numDialects,
                            const MlirDialectHandle *dialects,
                            intptr_t numOptions,
                            const MlirStringRef *optionNames,
                            const MlirStringRef *optionDescriptions,
                            const MlirStringRef *optionDefaults,
                            MlirWeftPassCallbacks callbacks, void *userData) {
  auto spec = std::make_shared<PassSpec>();
  spec->id = unwrap(passID);
  spec->name = toString(name);
  spec->argument = toString(argument);
  spec->description = toString(description);
  spec->opName = toString(opName);
  spec->dialects.assign(dialects, dialects + numDialects);
  for (intptr_t i = 0; i < numOptions; ++i)
    spec->options.push_back({toString(optionNames[i]),
                             toString(optionDescriptions[i]),
                             toString(optionDefaults[i])});
  spec->callbacks = callbacks;
  return wrap(static_cast<Pass *>(new WeftRustPass(std::move(spec), userData)));
}

MlirPass mlirWeftPassWithOptions(MlirPass pass, MlirStringRef options,
                                 MlirStringCallback onError, void *userData) {
  std::unique_ptr<Pass> owned(unwrap(pass));
  LogicalResult result = owned->initializeOptions(
      unwrap(options), [&](const llvm::Twine &message) {
        if (onError) {
          std::string text = message.str();
          onError(mlirStringRefCreate(text.data(), text.size()), userData);
        }
        return failure();
      });
  if (failed(result))
    return MlirPass{nullptr};
  return wrap(owned.release());
}

void mlirWeftPassSignalFailure(MlirWeftPassHandle pass) {
  static_cast<WeftRustPass *>(pass.ptr)->fail();
}

void mlirWeftEmitWarning(MlirLocation loc, MlirStringRef message) {
  mlir::emitWarning(unwrap(loc)) << unwrap(message);
}
