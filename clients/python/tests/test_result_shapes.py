"""The result ``TypedDict``s of ``proscenium.results``. Per declaration, with no line per method:
each ``TypedDict`` has exactly the members the catalog's result type declares
(docs/protocol-methods.json ``resultTypes``), required where the server always sends them; the
embedded server holds every answer of every method to those declarations (the Swift
AllMethodsTests), so together every answer matches its ``TypedDict``.

Then against real answers: a real proscd is driven through a representative hierarchy
(controllers made in code and from storyboards, navigation, tab bar and split view controllers,
presentations, a storyboard reference, an external screen, an unwind segue, a refused request)
and every answer typed with a ``TypedDict`` must have the declared required keys, nothing
undeclared and members of the declared types. mypy trusts these declarations, so a wrong one
lets ``node["scene"]`` type-check and raise KeyError."""

import json
import os
import shutil
import tempfile
import unittest
from typing import Dict, List, Optional, get_type_hints

from proscenium import METHODS, Client, ProsceniumError, RequestReport, results

from .shapes import ShapeChecker, is_typed_dict, typed_dicts_of
from .support import CATALOG, REPO, ServerProcess, ServerTestCase

#: A storyboard loaded from XML (Tests/Fixtures/ResultShapes/Shapes.storyboard, which the Swift
#: client's ResultShapeTests load too): a split view controller (initial) whose primary is a
#: navigation controller and whose secondary is a storyboard reference into Main; its leaf
#: has a segue into a storyboard that is not loaded (a warning).
with open(os.path.join(REPO, "Tests", "Fixtures", "ResultShapes", "Shapes.storyboard"), encoding="utf-8") as _f:
    SHAPES_XML = _f.read()

def return_type(name):
    """The annotation of ``Client.<name>``'s result."""
    return get_type_hints(getattr(Client, name))["return"]


#: Results with no members of their own (``{}``, or ``{}`` with UIKit's warnings).
MEMBERLESS = (results.Empty, results.Acknowledged)

#: Every generated method whose result is a TypedDict with members of its own.
TYPED_METHODS = sorted(name for name, _, _ in METHODS
                       if is_typed_dict(return_type(name)) and return_type(name) not in MEMBERLESS)


class ShapeCheckerTests(unittest.TestCase):
    """The checker itself: it must be able to fail."""

    def test_a_missing_required_key_an_undeclared_key_and_a_wrong_type_are_problems(self):
        checker = ShapeChecker()
        self.assertTrue(checker.check({"vc": "vc1"}, results.Created, "ok"))
        self.assertFalse(checker.check({}, results.Created, "missing"))
        self.assertFalse(checker.check({"vc": "vc1", "extra": 1}, results.Created, "extra"))
        self.assertFalse(checker.check({"vc": 1}, results.Created, "type"))
        self.assertFalse(checker.check({"popped": ["vc1", None]}, results.Popped, "item"))
        self.assertFalse(checker.check({"seq": True}, results.SyncResult, "bool is not int"))
        self.assertEqual(len(checker.problems), 5, checker.problems)
        self.assertIn("required key 'vc' is missing", checker.problems[0])
        self.assertIn("key 'extra' is not declared by Created", checker.problems[1])

    def test_nested_typed_dicts_and_optional_keys_are_checked(self):
        checker = ShapeChecker()
        node = {"vc": "vc1", "class": "UIViewController", "title": None, "storyboardIdentifier": None,
                "appearance": "appeared", "children": []}
        self.assertTrue(checker.check(node, results.TreeNode, "a node made in code has no scene"))
        node["presented"] = dict(node, style="fullScreen", children=[{"vc": "vc2"}])
        self.assertFalse(checker.check(node, results.TreeNode, "tree"))
        self.assertEqual(checker.problems[0].split(":")[0], "tree.presented.children[0]")
        # Optional members no node here had: a storyboard scene, and the user's gestures (issue 24)
        # with a sheet's detents (those to drag to, and the one it rests at) and a tab bar's UITab
        # identifiers, and an expanded column-style split's display mode with the columns the user
        # can show and hide (issue 42).
        self.assertEqual(checker.never_seen(), ["TreeNode.detent", "TreeNode.displayMode", "TreeNode.dragDetents",
                                                "TreeNode.gestures", "TreeNode.hideColumns", "TreeNode.scene",
                                                "TreeNode.showColumns", "TreeNode.tabIdentifiers"])


class ResultShapeTests(ServerTestCase):
    """One scenario, in order; each answer is checked as it arrives and the problems are
    reported together at the end."""

    @classmethod
    def setUpClass(cls):
        # With --state-dir, server.stats's `state` is an object and events.subscribe's
        # restoration members are there to check.
        cls.state_dir = tempfile.mkdtemp(prefix="prosc-py-state.")
        cls.SERVER_ARGS = ("--unwind-actions", '{"HomeViewController": ["unwindToHome"]}',
                           "--state-dir", cls.state_dir)
        super().setUpClass()

    @classmethod
    def tearDownClass(cls):
        try:
            super().tearDownClass()
        finally:
            shutil.rmtree(cls.state_dir, ignore_errors=True)

    def setUp(self):
        super().setUp()
        self.checker = ShapeChecker()
        self.answered: Dict[str, int] = {}

    def answer(self, method, /, *args, **kwargs):
        """Calls ``Client.<method>`` and checks its result against the declared TypedDict."""
        result = getattr(self.client, method)(*args, **kwargs)
        self.checker.check(result, return_type(method), "%s(%s)" % (method, ", ".join(
            [repr(a) for a in args] + ["%s=%r" % kv for kv in kwargs.items() if kv[0] != "xml"])))
        self.answered[method] = self.answered.get(method, 0) + 1
        return result

    def test_every_answer_matches_its_typed_dict(self):
        a = self.answer
        a("hello", "shapes")
        self.assertEqual(a("ping"), {})
        a("stats")
        a("check_invariants")

        # Screens: the main one and an external display (its window holds External's root).
        a("screens")
        external = a("connect_screen", "TV", 1920, 1080, scale=2)
        a("screens")

        # Scenes (the scene life cycle, uikit-rules R130-R145): the application's and the display's.
        scenes = a("scene_list")
        self.assertEqual([x["role"] for x in scenes["scenes"]], ["application", "externalDisplay"])
        a("scene_get", scenes["scenes"][1]["scene"])
        a("scene_set_restoration_activity", scenes["scenes"][1]["scene"], activityType="com.example.tv", userInfo={"channel": "1"})
        a("scene_get", scenes["scenes"][1]["scene"])
        # requestSceneSessionActivation needs an iPad app that supports multiple scenes (R139).
        pad = ServerProcess("--main-screen", "1024x1366@2:pad", "--supports-multiple-scenes")
        try:
            pad_client = pad.connect(name="shapes-pad")
            try:
                main_client = self.client
                self.client = pad_client
                activated = a("scene_activate")
                a("scene_destroy", activated["scene"])
            finally:
                self.client = main_client
                pad_client.close()
        finally:
            self.assertEqual(pad.stop(), 0)

        # A column-style split (R150-R152): a push onto the secondary's navigation controller,
        # a cleared column, a controller installed in its own navigation controller.
        column_a = a("create_vc", "UIViewController", title="Column A")["vc"]
        column_b = a("create_vc", "UIViewController", title="Column B")["vc"]
        columns = a("create_vc", "UISplitViewController", properties={"style": "doubleColumn"}, children=[column_a, column_b])["vc"]
        a("create_window", root=columns, makeKeyAndVisible=False)
        for title in ["Pushed", None, "Installed"]:
            vc = a("create_vc", "UIViewController", title=title)["vc"] if title else None
            a("split_set_view_controller", columns, "secondary", vc=vc)

        # Storyboards: the directory's, then one from XML with a split view controller, a
        # storyboard reference and an unresolvable reference (a warning).
        a("storyboards")
        loaded = a("load_storyboard", name="Shapes", xml=SHAPES_XML)
        self.assertTrue(loaded["warnings"], "the reference to Nowhere is reported")
        a("storyboards")
        split = a("instantiate", "Shapes")["vc"]
        a("instantiate", "Shapes", identifier="Leaf")

        # Controllers made in code: a tab bar controller of a navigation controller and a split
        # view controller, in a window of their own; a window without a root; a window whose
        # root is the storyboard split view controller.
        code_root = a("create_vc", "UIViewController", title="Code root")["vc"]
        code_nav = a("create_vc", "UINavigationController", children=[code_root])["vc"]
        primary = a("create_vc", "UIViewController", title="Primary")["vc"]
        secondary = a("create_vc", "UIViewController", title="Secondary")["vc"]
        code_split = a("create_vc", "UISplitViewController", children=[primary, secondary])["vc"]
        code_tab = a("create_vc", "UITabBarController", children=[code_nav, code_split])["vc"]
        code_window = a("create_window", root=code_tab)["window"]
        empty_window = a("create_window", makeKeyAndVisible=False)["window"]
        storyboard_window = a("create_window", root=split)["window"]
        a("create_window", storyboard="Main", identifier="Home", makeKeyAndVisible=False)

        # show, showDetail, push and pops in the code-made containers.
        a("show", a("create_vc", "UIViewController", title="Shown")["vc"], code_root, animated=False)
        shown_detail = a("create_vc", "UIViewController", title="Detail")["vc"]
        if a("show_detail", shown_detail, primary, animated=False)["action"] == "present":
            a("dismiss", shown_detail, animated=False)   # a collapsed split view without a navigation controller
        a("nav_instantiate_and_push", code_nav, "Main", identifier="Detail", animated=False)
        a("pop", code_nav, animated=False)
        a("vc_instantiate_and_show", code_root, "Main", identifier="Detail", animated=False)
        a("pop", code_nav, animated=False)
        detail_shown = a("vc_instantiate_and_show_detail", primary, "Main", identifier="Detail", animated=False)
        if detail_shown["action"] == "present":
            a("dismiss", detail_shown["vc"], animated=False)
        # A result with no members of its own (Acknowledged: warnings only, none here).
        self.assertEqual(a("push", code_nav, a("create_vc", "UIViewController", title="Pushed")["vc"], animated=False), {})
        a("pop_to", code_nav, code_root, animated=False)
        a("pop_to_root", code_nav, animated=False)
        # A user's tap on the selected tab pops its navigation controller to the root (R103).
        again = a("create_vc", "UIViewController", title="Pushed again")["vc"]
        self.client.push(code_nav, again, animated=False)
        self.assertEqual(a("tap_tab", code_tab, 0), {"selected": True, "popped": [again], "selectedIndex": 0,
                                                     "selectedViewController": code_nav})
        self.assertEqual([child["vc"] for child in a("vc_children", code_tab)["children"]], a("get_vc", code_tab)["children"])
        # The user's back swipe, cancelled then finished (R106, R107).
        self.client.push(code_nav, again, animated=False)
        self.assertEqual(a("interactive_pop", code_nav, outcome="cancel"), {"popped": []})
        self.assertEqual(a("interactive_pop", code_nav), {"popped": [again]})
        # The user's tap on the back button (R169).
        self.client.push(code_nav, again, animated=False)
        self.assertEqual(a("nav_tap_back", code_nav), {"popped": [again]})
        # A sheet pulled down (iOS 13+, R108).
        pulled = a("create_vc", "UIViewController", title="Sheet")["vc"]
        a("present", code_tab, pulled, style="formSheet", animated=False)
        # With two detents (iOS 15+) `tree` lists the drag to the other (R168, issue 42).
        self.client.set_properties(pulled, {"detents": ["medium", "large"]})
        a("tree")
        self.assertEqual(a("interactive_dismiss", pulled), {"dismissed": [pulled]})
        # A page view controller (R121-R127): its pages set, then the user's swipe.
        page1 = a("create_vc", "UIViewController", title="Page 1")["vc"]
        page2 = a("create_vc", "UIViewController", title="Page 2")["vc"]
        pager = a("create_vc", "UIPageViewController", properties={"transitionStyle": "scroll", "pages": [page1, page2]})["vc"]
        a("present", code_tab, pager, style="formSheet", animated=False)
        a("set_page_view_controllers", pager, [page1], animated=False)
        self.assertEqual(a("swipe_page", pager, outcome="cancel"), {"viewControllers": [page1], "completed": False})
        self.assertEqual(a("swipe_page", pager), {"viewControllers": [page2], "completed": True})
        a("dismiss", pager, animated=False)

        # Presentations: a code-made controller presented with a style, a storyboard controller
        # presented over it, and show on a controller in no container (it presents).
        presented = a("create_vc", "UIViewController", title="Presented")["vc"]
        a("present", code_tab, presented, style="formSheet", animated=False)
        modal = a("vc_instantiate_and_present", presented, "Main", identifier="Modal", animated=False)["vc"]
        a("show", a("create_vc", "UIViewController", title="Shown modally")["vc"], modal, animated=False)

        # UIKit's warnings on calls that succeed (issue 23 §3, uikit-rules W1, W2): presenting,
        # showing and a modal segue on controllers whose views were added by hand (detached),
        # and ending an appearance transition never begun - each result carries ``warnings``.
        warn_root = a("create_vc", "UIViewController", title="Warnings root")["vc"]
        a("create_window", root=warn_root)
        detached = a("create_vc", "UIViewController", title="Detached")["vc"]
        self.client.add_view(detached, warn_root)
        warned = a("present", detached, a("create_vc", "UIViewController", title="Warned")["vc"], animated=False)
        self.assertEqual([w["rule"] for w in warned.get("warnings", [])], ["W1"], warned)
        a("dismiss", warned["vc"], animated=False)
        shown_warned = a("create_vc", "UIViewController", title="Shown from detached")["vc"]
        self.assertEqual([w["rule"] for w in a("show", shown_warned, detached, animated=False).get("warnings", [])], ["W1"])
        a("dismiss", shown_warned, animated=False)
        detail_warned = a("vc_instantiate_and_show", detached, "Main", identifier="Detail", animated=False)
        self.assertEqual([w["rule"] for w in detail_warned.get("warnings", [])], ["W1"], detail_warned)
        a("dismiss", detail_warned["vc"], animated=False)
        loose_home = a("instantiate", "Main", identifier="Home")["vc"]
        self.client.add_view(loose_home, warn_root)
        segue_warned = a("perform_segue", loose_home, "presentModal")
        self.assertEqual([w["rule"] for w in segue_warned.get("warnings", [])], ["W1"], segue_warned)
        a("dismiss", segue_warned["destination"], animated=False)
        unbalanced = a("end_appearance_transition", detached)
        self.assertEqual([w["kind"] for w in unbalanced.get("warnings", [])], ["unbalancedAppearanceTransition"], unbalanced)
        self.checker.check(unbalanced["warnings"], List[results.UIKitWarning], "end_appearance_transition.warnings")

        # Segues and unwinding in w1 (Main: tab bar, navigation controller, Home).
        a("segues", "vc4")
        detail = a("perform_segue", "vc4", "showDetail")["destination"]
        a("segues", detail)
        unwound = a("perform_segue", detail, segue="uDt-Sg-7Zd")
        self.assertEqual(unwound["kind"], "unwind")
        sheet = a("perform_segue", "vc4", "presentModal")["destination"]
        a("unwind", sheet, "unwindToHome")

        # Every query over the whole hierarchy.
        a("tree")
        for window in ("w1", code_window, empty_window, storyboard_window, external["windows"][0]):
            a("tree", window=window)
            a("get_window", window)
        a("windows")
        for vc in (code_root, code_tab, code_split, split, presented, modal, "vc1", "vc4", "vc5"):
            a("get_vc", vc)
        a("rotate", "landscapeLeft")
        a("rotate", "portrait")
        a("dismiss", presented, animated=False)
        a("sync")

        # events.subscribe's own result (the client wraps it in a Subscription), with a
        # snapshot and the restoration members, on a connection of its own.
        raw = self.connect(name="raw")
        self.checker.check(raw.call("events.subscribe", names=["didReceiveMemoryWarning"], snapshot=True,
                                    restoration=True), results.SubscribeResult, "events.subscribe")

        # A refused request, as another connection's request report carries its error.
        watcher = self.connect(name="watcher", role="observer")
        reports = watcher.subscribe(requests=True)
        with self.assertRaises(ProsceniumError):
            self.client.present("vc4", presented, animated=False)
        report, _ = reports.wait_for("request", timeout=10, method="vc.present")
        self.assertIsInstance(report, RequestReport)
        self.checker.check(report["error"], Optional[results.RequestError], "request report's error")

        # Six tabs on the phone: a tap on More shows the More list, selectedIndex None (R115, R117).
        six = [a("create_vc", "UIViewController", title=f"Tab {i}")["vc"] for i in range(6)]
        six_tabs = a("create_vc", "UITabBarController", children=six)["vc"]
        a("create_window", root=six_tabs)
        more = a("tap_more", six_tabs)
        self.assertTrue(more["selected"])
        self.assertIsNone(more["selectedIndex"])
        self.assertNotIn(more["selectedViewController"], six)
        # The iOS 18 tab model: a tap on a UITab answers as tab.tap (R174).
        modern = a("create_vc", "UITabBarController")["vc"]
        first = a("create_vc", "UIViewController", title="First")["vc"]
        second = a("create_vc", "UIViewController", title="Second")["vc"]
        a("create_window", root=modern)
        a("tab_set_tabs", modern, [{"identifier": "first", "vc": first}, {"identifier": "second", "vc": second}])
        self.assertEqual(a("tab_tap_tab", modern, "second")["selectedViewController"], second)
        a("tree")  # lists the tabs the user can tap (tabIdentifiers, issue 42)

        a("disconnect_screen", external["screen"])
        a("stats")
        invariants = a("check_invariants")
        self.assertTrue(invariants["ok"], invariants["violations"])

        self.assertEqual(self.checker.problems, [], "answers that do not match their TypedDict")
        # Which methods the scenario calls is its own business: every method's answer is held to
        # its declared type by the Swift AllMethodsTests, and every TypedDict to its declaration
        # by test_every_typed_dict_declares_its_result_types_members.
        self.assertGreater(len(self.answered), 40)

    def test_every_typed_dict_declares_its_result_types_members(self):
        with open(CATALOG, encoding="utf-8") as f:
            declared = json.load(f)["resultTypes"]
        self.assertEqual(sorted(t["name"] for t in declared), sorted(t.__name__ for t in typed_dicts_of(results)))
        problems = []
        for t in declared:
            typed = getattr(results, t["name"])
            always = {m["name"] for m in t["members"] if m["presence"] in ("required", "nullable")}
            sometimes = {m["name"] for m in t["members"] if m["presence"] in ("optional", "absentWhenEmpty")}
            if set(typed.__required_keys__) != always:
                problems.append(f"{t['name']}: required keys {sorted(typed.__required_keys__)}, declared {sorted(always)}")
            if set(typed.__optional_keys__) != sometimes:
                problems.append(f"{t['name']}: optional keys {sorted(typed.__optional_keys__)}, declared {sorted(sometimes)}")
        self.assertEqual(problems, [])

    def test_every_method_with_a_result_has_a_typed_dict(self):
        # The catalog's methods whose result is not `{}`; events.subscribe's is SubscribeResult,
        # which the hand-written subscribe wraps in a Subscription.
        with open(CATALOG, encoding="utf-8") as f:
            catalog = json.load(f)
        with_result = {m["name"] for m in catalog["methods"] if m["resultType"] not in ("Empty", "Acknowledged")}
        typed = {method for name, method, _ in METHODS if name in TYPED_METHODS}
        hand_written = {"events.subscribe"}
        self.assertEqual(sorted(with_result - typed - hand_written), [])


if __name__ == "__main__":
    unittest.main()
