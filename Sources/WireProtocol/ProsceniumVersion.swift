/// The one place Proscenium's version lives: `proscd --version`, `prosc --version`, the `hello`
/// result's `server.version` and the Python package (generated from it) all report `string`.
public enum ProsceniumVersion {
    /// The release, as semantic versioning writes it.
    public static let string = "0.2.0"
    /// The wire protocol's version (`hello`'s `protocol`); it changes only if something the
    /// contract names changes meaning, which never happens within version 1.
    public static let protocolVersion = 1
}
