/// A storyboard as code names it: by literal name (`UIStoryboard(name: "Settings", bundle:
/// nil)`, `[UIStoryboard storyboardWithName:@"Settings" bundle:nil]`), the controller's own
/// (`named(nil)`: `storyboard`, `self.storyboard`), or a name that is not a literal.
enum CodeStoryboard: Equatable {
    case named(String?)
    case unknown(String)
}

extension CodeStoryboard {
    /// What is instantiated from a storyboard: its initial controller, a literal identifier, or
    /// an identifier that is not a literal (its text).
    enum Instantiation { case initial, identifier(String), notLiteral(String) }

    /// The controller `instantiation` on `storyboard` gives (`text`: how the code names the
    /// storyboard, for when it is not known): unknown when the storyboard or the identifier is
    /// not a literal.
    static func controller(_ instantiation: Instantiation, on storyboard: CodeStoryboard?, text: String) -> ControllerSource {
        let name: String?
        switch storyboard {
        case .named(let n)?: name = n
        case .unknown(let reason)?: return .unknown(reason)
        case nil: return .unknown("storyboard \(text)")
        }
        switch instantiation {
        case .initial: return .storyboardInitial(storyboard: name)
        case .identifier(let identifier): return .storyboardIdentifier(storyboard: name, identifier: identifier)
        case .notLiteral(let text): return .unknown("identifier \(text)")
        }
    }
}
