/// An enumeration the wire carries as its cases' names (a presentation style, an orientation…):
/// declared once, here, with the name docs give it. The engine uses the type itself; the method
/// table's parameters and result types name it (`WireEnum(PresentationStyle.self)`), and the
/// clients' types and the protocol reference are generated from its cases — so no list of its
/// values is written anywhere else (issue 38, "typed parameters from one vocabulary").
public protocol WireEnumeration: CaseIterable, RawRepresentable, Sendable, Equatable where RawValue == String {
    /// What docs call it (`modalPresentationStyle`).
    static var wireName: String { get }
}
