/// One unwind action found in Swift or Objective-C source: its class, its selector without the colon, and for
/// a selector only Swift 2 gives, how it was read (`cancelToX(segue:) read as Swift 2, whose
/// first parameter has no label`).
struct ScannedUnwindAction: Equatable {
    var className: String
    var action: String
    var swift2Reading: String?

    init(className: String, action: String, swift2Reading declaration: String? = nil) {
        self.className = className
        self.action = action
        self.swift2Reading = declaration.map { "\($0) read as Swift 2, whose first parameter has no label" }
    }
}
