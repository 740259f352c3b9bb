/// A large, realistic Interface Builder storyboard made at test time (never committed): the
/// shape of real apps' big storyboards — a navigation controller at the start, plain view
/// controllers with a view hierarchy of labels, buttons and constraints each, segues of every
/// common kind from buttons to other scenes — in any number of scenes and segues and padded to
/// a size (the real one: 3.9 MB, 192 scenes, 311 segues).
public enum SyntheticStoryboard {
    /// The document: `scenes` scenes and `segues` segues in all, the navigation controller's
    /// root relationship included (as `storyboard.load` counts them).
    public static func make(scenes: Int = 192, segues: Int = 311, minimumBytes: Int = 3_900_000) -> String {
        precondition(scenes >= 2, "a navigation controller and at least one scene")
        let controllers = scenes - 1   // the first scene is the navigation controller
        let kinds = ["show", "presentation", "showDetail", "show", "presentation"]
        // Segues handed out round-robin over the controllers, each to the next scenes.
        var seguesOf = Array(repeating: [(destination: Int, kind: String, id: Int)](), count: controllers)
        for s in 0..<(segues - 1) {
            let from = s % controllers
            let to = (from + 1 + s / controllers) % controllers
            seguesOf[from].append((to, kinds[s % kinds.count], s))
        }
        // Labels per scene so that the document reaches `minimumBytes`.
        let perLabel = 520
        let labelsPerScene = max(1, (minimumBytes - 200_000) / max(1, controllers) / perLabel)
        var xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" \
        targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" \
        useSafeAreas="YES" colorMatched="YES" initialViewController="nav-00-ctl">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <dependencies>
                <deployment identifier="iOS"/>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="21678"/>
                <capability name="Safe area layout guides" minToolsVersion="9.0"/>
            </dependencies>
            <scenes>
                <!--Navigation Controller-->
                <scene sceneID="nav-00-scn">
                    <objects>
                        <navigationController storyboardIdentifier="Start" id="nav-00-ctl" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="nav-00-bar">
                                <rect key="frame" x="0.0" y="48" width="414" height="44"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </navigationBar>
                            <connections>
                                <segue destination="\(controllerID(0))" kind="relationship" relationship="rootViewController" id="nav-00-root"/>
                            </connections>
                        </navigationController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="nav-00-fr" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>

        """
        for c in 0..<controllers {
            xml += scene(c, segues: seguesOf[c], labels: labelsPerScene)
        }
        xml += """
            </scenes>
        </document>

        """
        return xml
    }

    /// The storyboard identifier of the `n`th plain scene (`Screen7`).
    public static func identifier(_ n: Int) -> String { "Screen\(n)" }

    static func controllerID(_ n: Int) -> String { "vc-\(n)-ctl" }

    static func scene(_ n: Int, segues: [(destination: Int, kind: String, id: Int)], labels: Int) -> String {
        var s = """
                <!--\(identifier(n))-->
                <scene sceneID="vc-\(n)-scn">
                    <objects>
                        <viewController storyboardIdentifier="\(identifier(n))" title="\(identifier(n))" id="\(controllerID(n))" \
        customClass="Screen\(n)ViewController" customModule="Synthetic" customModuleProvider="target" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="vc-\(n)-view">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>

        """
        for l in 0..<labels {
            s += """
                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" \
            verticalHuggingPriority="251" text="Row \(l) of screen \(n): a line of text as long as real ones are" \
            textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" \
            adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="vc-\(n)-lbl-\(l)">
                                        <rect key="frame" x="20" y="\(100 + l * 24)" width="374" height="21"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                    </label>

            """
        }
        for seg in segues {
            s += """
                                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" \
            translatesAutoresizingMaskIntoConstraints="NO" id="vc-\(n)-btn-\(seg.id)">
                                        <rect key="frame" x="20" y="40" width="120" height="30"/>
                                        <state key="normal" title="To \(identifier(seg.destination))"/>
                                        <connections>
                                            <segue destination="\(controllerID(seg.destination))" kind="\(seg.kind)" \
            identifier="segue\(seg.id)" id="seg-\(seg.id)"/>
                                        </connections>
                                    </button>

            """
        }
        s += """
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="vc-\(n)-safe"/>
                            </view>
                            <navigationItem key="navigationItem" title="\(identifier(n))" id="vc-\(n)-item"/>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="vc-\(n)-fr" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>

        """
        return s
    }
}
