/// A view's modifiers kept out of line: `Modifiers` is about 300 bytes with two strings, and a
/// `ViewNode` holding them inline copied them whole (retaining the strings) every time a node
/// was copied into a stack's children, a layer or a placement tree's builder. Boxed, a node is
/// a few words and copies with one retain. Immutable: setting a view's modifiers boxes anew.
final class ModifiersBox: Sendable {
  let modifiers: Modifiers

  init(_ modifiers: Modifiers) { self.modifiers = modifiers }
}
