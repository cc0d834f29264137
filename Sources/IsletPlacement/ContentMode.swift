/// How a resizable image fills what it is offered: `.aspectRatio(contentMode:)`,
/// `.scaledToFit()`, `.scaledToFill()`.
public enum ContentMode: String, Hashable, Sendable, CaseIterable { case fit, fill }
