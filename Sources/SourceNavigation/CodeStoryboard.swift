/// A storyboard as code names it: by literal name (`UIStoryboard(name: "Settings", bundle:
/// nil)`, `[UIStoryboard storyboardWithName:@"Settings" bundle:nil]`), the controller's own
/// (`named(nil)`: `storyboard`, `self.storyboard`), or a name that is not a literal.
enum CodeStoryboard: Equatable {
    case named(String?)
    case unknown(String)
}
