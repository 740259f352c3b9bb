/// UIKit's texts for a navigation stack change it refuses, in the configured iOS version (C8).
/// In recent iOS (every log found from 2020 on) a push of a controller already on the stack
/// names the navigation controller (crash logs: `<UINavigationController: 0x…> is pushing the
/// same view controller instance (<…MarkdownPresentationViewController: 0x…>) more than once
/// which is not supported and is most likely an error in the application :
/// com.thexande.swift-algorithms`, thexande/SwiftAlgorithms#31, 2020; the same with
/// `<RNSNavigationController>`/`<RNSScreen>`, react-native-screens#791 and #2235, 2024, and
/// `<…ShellSectionRenderer>`, dotnet/docs-maui#1142, 2022). UIKit ends the text with ` : ` and
/// the app's bundle identifier; a server has no app bundle, so the text stops before it. A stack
/// set with a controller listed twice says so in its own words (crash log: `All view controllers
/// in a navigation controller must be distinct ((`…, WordPress-iOS#15337, 2020), followed by the
/// array as `NSArray` describes it ([inf]: the log is cut there). No log dates the change
/// between 12.1 and 2020, so iOS 13 and later use the new texts (`isModern`), iOS 12 the
/// older text for both (`Pushing the same view controller instance more than once is not
/// supported (<X>)`, logs up to iOS 12.1: zendesk_sdk_chat_ios#220).
extension Hierarchy {
    /// R43: `vc` pushed onto `nav`, whose stack already holds it.
    func pushedTwiceText(_ vc: VCID, onto nav: VCID) -> String {
        switch configuration.ios.isModern {
        case false: "Pushing the same view controller instance more than once is not supported (\(describe(vc)))"
        case true: "\(describe(nav)) is pushing the same view controller instance (\(describe(vc))) more than once which is not supported and is most likely an error in the application"
        }
    }

    /// R43: `setViewControllers(vcs)` lists `duplicate` more than once.
    func listedTwiceText(_ vcs: [VCID], duplicate: VCID) -> String {
        switch configuration.ios.isModern {
        case false: "Pushing the same view controller instance more than once is not supported (\(describe(duplicate)))"
        case true: "All view controllers in a navigation controller must be distinct (\(arrayDescription(vcs)))"
        }
    }

    /// `vcs` as `NSArray`'s `description` prints controllers: one quoted description a line.
    func arrayDescription(_ vcs: [VCID]) -> String {
        "(\n" + vcs.map { "    \"\(describe($0))\"" }.joined(separator: ",\n") + "\n)"
    }
}
