import HierarchyEngine
import SourceNavigation
import Testing

/// Issue 42: the settings an app's code makes that change what the user can do — a hidden back
/// button (R169), a disabled back swipe (R170), `isModalInPresentation` (R109), a sheet's detents
/// (R166-R168) — read in Swift and Objective-C: on the method's own controller (what
/// `SourceFacts.codeSetProperties` hands the engine, per class and appearance method) and on a
/// local controller before a call hands it over (`CodeStep.settings`). The synthetic
/// `Tests/Fixtures/CodeNavigation/SettingsApp` and `SettingsObjCApp` use each form.
@Suite struct ControllerSettingsTests {
    /// `Class: moment receiver.property = value`, per class in name order.
    static func table(_ facts: SourceFacts) -> [String] {
        facts.codeSetProperties.keys.sorted().flatMap { name in
            facts.codeSetProperties[name]!.map { p in
                "\(name): \(p.moment.rawValue) " + ControllerSetting(receiver: p.receiver, property: p.name, value: p.value,
                                                                   location: SourceLocation(file: "", line: 0), conditional: false).description
            }
        }
    }

    static let expectedTable = [
        "CardViewController: viewDidLoad detents = [medium, large]",
        "LockedViewController: viewDidLoad hidesBackButton = true",
        "NoSwipeViewController: viewWillAppear navigationController.interactivePopGestureEnabled = false",
        "NoSwipeViewController: viewWillDisappear navigationController.interactivePopGestureEnabled = true",
    ]

    @Test func swiftAppearanceSettings() throws {
        let facts = try Fixtures.facts("SettingsApp/Sources")
        var expected = Self.expectedTable
        // The helper `configureSheet()` viewDidLoad calls sets the grabber too.
        expected.insert("CardViewController: viewDidLoad prefersGrabberVisible = true", at: 1)
        #expect(Self.table(facts) == expected)
    }

    @Test func objectiveCAppearanceSettings() throws {
        #expect(Self.table(try Fixtures.facts("SettingsObjCApp/Sources")) == Self.expectedTable)
    }

    /// What the code sets on the picker before presenting it goes with the present.
    @Test func settingsHandedOverWithThePresent() throws {
        for app in ["SettingsApp/Sources", "SettingsObjCApp/Sources"] {
            let facts = try Fixtures.facts(app)
            let present = try #require(facts.types["HomeViewController"]?.methods.first { $0.selector == "openPicker:" }?.steps.first)
            #expect(present.settings.map(\.description) == ["detents = [medium, large]", "selectedDetentIdentifier = large", "isModalInPresentation = true"], "\(app)")
            #expect(!present.conditional)
        }
    }

    /// Each spelling, and what is not read: a conditional setting, a setting on another object,
    /// a value that is not literal, a custom detent.
    @Test func swiftForms() {
        let source = """
            class A: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    self.navigationItem.setHidesBackButton(true, animated: false)
                    isModalInPresentation = true
                    if let sheet = sheetPresentationController {
                        sheet.detents = [UISheetPresentationController.Detent.large(), .medium()]
                        sheet.largestUndimmedDetentIdentifier = UISheetPresentationController.Detent.Identifier.medium
                        sheet.selectedDetentIdentifier = nil
                    }
                    if flag { navigationController?.interactivePopGestureRecognizer?.isEnabled = false }
                    other.navigationItem.hidesBackButton = true
                    self.isModalInPresentation = shouldHold
                    sheetPresentationController?.detents = [.custom { _ in 200 }]
                }
                override func viewDidAppear(_ animated: Bool) {
                    super.viewDidAppear(animated)
                    DispatchQueue.main.async { self.navigationItem.hidesBackButton = false }
                    setUp()
                }
                func setUp() { self.navigationController!.interactivePopGestureRecognizer!.isEnabled = false }
            }
            class B: A {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.hidesBackButton = false
                }
            }
            """
        let facts = SourceFacts.read([SourceFacts.File(path: "A.swift", text: source)])
        #expect(Self.table(facts) == [
            "A: viewDidLoad hidesBackButton = true",
            "A: viewDidLoad isModalInPresentation = true",
            "A: viewDidLoad detents = [large, medium]",
            "A: viewDidLoad largestUndimmedDetentIdentifier = medium",
            "A: viewDidLoad selectedDetentIdentifier = nil",
            // `DispatchQueue.main.async`'s closure runs (later): as certain as the code around it.
            "A: viewDidAppear hidesBackButton = false",
            "A: viewDidAppear navigationController.interactivePopGestureEnabled = false",
            // The superclass's viewDidLoad (through `super`), then the subclass's.
            "B: viewDidLoad hidesBackButton = true",
            "B: viewDidLoad isModalInPresentation = true",
            "B: viewDidLoad detents = [large, medium]",
            "B: viewDidLoad largestUndimmedDetentIdentifier = medium",
            "B: viewDidLoad selectedDetentIdentifier = nil",
            "B: viewDidLoad hidesBackButton = false",
            "B: viewDidAppear hidesBackButton = false",
            "B: viewDidAppear navigationController.interactivePopGestureEnabled = false",
        ])
        let conditional = facts.types["A"]!.methods[0].settings.filter(\.conditional).map(\.description)
        #expect(conditional == ["navigationController.interactivePopGestureEnabled = false"])
    }

    @Test func settingsOnALocalUnderAnotherConditionAreNotHandedOver() {
        let source = """
            class A: UIViewController {
                @IBAction func open(_ sender: Any) {
                    let vc = SheetViewController()
                    if compact { vc.sheetPresentationController?.detents = [.medium()] }
                    vc.isModalInPresentation = true
                    present(vc, animated: true)
                }
            }
            """
        let facts = SourceFacts.read([SourceFacts.File(path: "A.swift", text: source)])
        let present = facts.types["A"]!.methods[0].steps[0]
        #expect(present.settings.map(\.description) == ["isModalInPresentation = true"])
    }
}
