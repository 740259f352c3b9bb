import SwiftSyntax

/// The expressions apps write for the root controller of the window a controller is in:
/// `view.window?.rootViewController`, the key window's (`UIApplication.shared.keyWindow`,
/// `UIApplication.shared.windows.first { $0.isKeyWindow }`, `…windows.first(where: {
/// $0.isKeyWindow })`, `UIApplication.shared.windows.first`) and the app delegate's
/// (`UIApplication.shared.delegate?.window??`). The explored app has one window, so each is the
/// root of the window the code's controller is in. Other spellings (a scene's windows, an
/// app-delegate cast) are not recognised.
enum WindowRoots {
    private static let windows: Set<String> = [
        "view.window", "viewIfLoaded.window",
        "UIApplication.shared.keyWindow", "UIApplication.shared.windows.first",
        "UIApplication.shared.windows.first{$0.isKeyWindow}", "UIApplication.shared.windows.first(where:{$0.isKeyWindow})",
        "UIApplication.shared.delegate.window",
    ]

    /// Whether `expr` is a window's `rootViewController` of a recognised window.
    static func isWindowRoot(_ expr: some SyntaxProtocol) -> Bool {
        var text = expr.compactText(dropping: "?!")
        if text.hasPrefix("self.") { text.removeFirst("self.".count) }
        guard text.hasSuffix(".rootViewController") else { return false }
        return windows.contains(String(text.dropLast(".rootViewController".count)))
    }
}
