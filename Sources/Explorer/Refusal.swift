import Foundation
import ProsceniumClient

/// The server's refusal of an action: what UIKit would raise or log. Controller and window
/// ids in the texts are replaced (`<HomeViewController: vc12>` → `<HomeViewController>`), so
/// the same refusal reads the same in every window and every run.
public struct Refusal: Hashable, Sendable {
    /// The JSON-RPC error code and its name (`-32005`, `unsupported`).
    public var code: Int
    public var kind: String
    public var message: String
    /// UIKit's message, when UIKit has one.
    public var uikit: String?
    /// Whether UIKit throws an exception (true) or logs and ignores the request (false).
    public var raises: Bool

    public init(code: Int, kind: String, message: String, uikit: String?, raises: Bool) {
        self.code = code; self.kind = kind; self.message = message; self.uikit = uikit; self.raises = raises
    }

    /// From a server error; `paths` maps the temporary copies' paths back to the user's files.
    init(_ error: ClientError, paths: [String: String]) {
        code = error.code ?? 0
        kind = error.codeName ?? "error\(code)"
        message = Self.normalized(error.message, paths: paths)
        uikit = error.uikit.map { Self.normalized($0, paths: paths) }
        raises = error.raises ?? false
    }

    /// `<Class: vc12>` → `<Class>`, other `vc12` → `vc…`, `w3` → `w…`, staged file paths → the originals.
    public static func normalized(_ text: String, paths: [String: String] = [:]) -> String {
        var s = text
        for (staged, original) in paths where s.contains(staged) {
            s = s.replacingOccurrences(of: staged, with: original)
        }
        var out = ""
        out.reserveCapacity(s.utf8.count)
        let chars = Array(s)
        var i = 0
        func isWordChar(_ c: Character) -> Bool { c.isLetter || c.isNumber || c == "_" }
        while i < chars.count {
            // ": vcN>" inside a description
            if chars[i] == ":", i + 4 < chars.count, chars[i + 1] == " ", chars[i + 2] == "v", chars[i + 3] == "c",
               chars[i + 4].isNumber {
                var j = i + 4
                while j < chars.count, chars[j].isNumber { j += 1 }
                if j < chars.count, chars[j] == ">" { i = j; continue }
            }
            let startsWord = i == 0 || !isWordChar(chars[i - 1])
            if startsWord, chars[i] == "v", i + 2 < chars.count, chars[i + 1] == "c", chars[i + 2].isNumber {
                var j = i + 2
                while j < chars.count, chars[j].isNumber { j += 1 }
                if j == chars.count || !isWordChar(chars[j]) { out += "vc…"; i = j; continue }
            }
            if startsWord, chars[i] == "w", i + 1 < chars.count, chars[i + 1].isNumber {
                var j = i + 1
                while j < chars.count, chars[j].isNumber { j += 1 }
                if j == chars.count || !isWordChar(chars[j]) { out += "w…"; i = j; continue }
            }
            out.append(chars[i])
            i += 1
        }
        return out
    }
}
