import IsletModel

/// A schema with its two structs' decoding plans, built once per checker and shared by
/// reference: passing it to the rules of each push retains one object instead of copying
/// the schema's names, fields and tables.
final class PreparedSchema: Sendable {
  let schema: Schema
  /// The plans of `attributes` and `content-state` (nil: decoded by the reference path only).
  let attributes: DecodingPlan?
  let state: DecodingPlan?

  init(_ schema: Schema, planned: Bool = true) {
    self.schema = schema
    attributes = planned ? DecodingPlan(fields: schema.attributes, schema: schema) : nil
    state = planned ? DecodingPlan(fields: schema.state, schema: schema) : nil
  }
}
