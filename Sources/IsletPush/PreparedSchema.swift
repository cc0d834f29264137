import IsletFindings
import IsletModel

/// A schema with its structs' decoding plan, built once per checker and shared by reference:
/// passing it to the rules of each push retains one object instead of copying the schema's
/// names, fields and tables.
final class PreparedSchema: Sendable {
  let schema: Schema
  let plan: DecodingPlan
  /// The plan's struct for `attributes` and for `content-state` (nil: decoded by the reference
  /// path only).
  let attributes: Int?
  let state: Int?

  init(_ schema: Schema, planned: Bool = true) {
    self.schema = schema
    var plan = DecodingPlan()
    // The two top-level structs are named as no schema struct can be (names are identifiers).
    // A struct that decodes itself in a way islet does not read is left to the reference path.
    attributes =
      planned && schema.attributesDecoding == nil
      ? plan.plan(schema.attributes, named: "(attributes)", in: schema) : nil
    state =
      planned && schema.stateDecoding == nil
      ? plan.plan(schema.state, named: "(content-state)", in: schema) : nil
    self.plan = plan
  }

  /// `ActivityKitDecoder.decode` of struct `planned` (`attributes` or `state`) with `fields` (and
  /// its `unchecked` decoding, if any), of
  /// the value at tape position `index` of `storage`: through the plan when it decodes the
  /// struct cleanly (a valid push: nothing to report), else by the reference path, which
  /// reports (only it needs an element).
  func decode(
    _ storage: JSONDocument.Storage, at index: Int, planned: Int?, fields: [Field], path: String,
    unchecked: UncheckedDecoding?, sink: inout FindingSink
  ) -> Record? {
    if let planned, let record = plan.decode(storage, index, asStruct: planned) { return record }
    return ActivityKitDecoder.decode(
      JSONElement(storage: storage, index: index), fields: fields, schema: schema, path: path,
      unchecked: unchecked, sink: &sink)
  }
}
