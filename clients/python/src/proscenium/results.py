"""The shapes of the results, as ``TypedDict``s: what the Swift client decodes into structs
(Sources/ProsceniumClient/Results), for mypy and editors. At run time a result is the plain
dict the server sent (members the server adds beyond these are there too).

A member the server sends as ``null`` when it has no value is ``Optional``; a member it
sometimes leaves out is in a ``total=False`` part (``NotRequired``: read it with ``.get``).
clients/python/tests/test_result_shapes.py checks every shape against real answers.
"""

from __future__ import annotations

from typing import Any, Dict, List, Optional, TypedDict

__all__ = [
    "JSONObject", "Traits", "ServerInfo", "HelloResult", "StateFigures", "ServerStats", "InvariantViolation",
    "InvariantReport", "ScreenInfo", "ScreenList", "ScreenConnected", "WindowIDs", "WindowCreated", "WindowSummary",
    "WindowList", "StatusBar", "WindowDetail", "WindowRotation", "RotateResult", "SceneReference",
    "SceneRelationship", "SceneSegue", "SceneInfo", "StoryboardLoaded", "StoryboardInfo", "StoryboardList", "TreeNode", "TreeWindow", "Tree", "Instantiated", "Created",
    "ControllerInfo", "UIKitWarning", "Presented", "Dismissed", "Shown", "InstantiatedAndShown", "Popped", "SeguePerformed", "SegueInfo",
    "SegueList", "Unwound", "SyncResult", "SubscribeResult", "RequestError",
]

#: Any JSON object: the result of a method whose result has no members of its own (``{}``).
JSONObject = Dict[str, Any]


# -- session and server ----------------------------------------------------------------------

class Traits(TypedDict):
    """Size classes and idiom (``traits`` of screens and windows)."""
    horizontalSizeClass: str
    verticalSizeClass: str
    idiom: str


class ServerInfo(TypedDict):
    """``hello``'s ``server``."""
    name: str
    version: str


HelloResult = TypedDict("HelloResult", {
    "session": str,
    "protocol": int,
    "role": str,
    "server": ServerInfo,
    "ios": int,
})
HelloResult.__doc__ = """``hello``: the session, the protocol version, the role, the server's name and version and the
iOS version whose UIKit it reproduces."""


class StateFigures(TypedDict):
    """``server.stats``' ``state`` with ``--state-dir``: state writes, failed writes, and what the
    start-up restore brought back."""
    writes: int
    writeFailures: int
    restoredControllers: int
    restoreEvents: int


class ServerStats(TypedDict):
    """``server.stats``: counters of the running server (``seq`` and the rest are extensions;
    ``state`` is null without ``--state-dir``; ``ios`` is the iOS version reproduced)."""
    ios: int
    clients: int
    screens: int
    windows: int
    viewControllers: int
    transitionsCompleted: int
    eventsSent: int
    eventsDropped: int
    uptimeMs: float
    state: Optional[StateFigures]
    seq: int
    subscriptions: int
    pid: int
    rssBytes: int
    outboundBytes: int


class InvariantViolation(TypedDict):
    """One broken invariant: the rule and what broke it."""
    rule: str
    detail: str


class InvariantReport(TypedDict):
    """``server.checkInvariants``: whether the engine's invariants hold, and what broke."""
    ok: bool
    violations: List[InvariantViolation]


# -- screens and windows ---------------------------------------------------------------------

class ScreenInfo(TypedDict):
    """One screen of ``screen.list``."""
    id: str
    name: str
    main: bool
    width: float
    height: float
    scale: float
    traits: Traits
    windows: List[str]


class ScreenList(TypedDict):
    """``screen.list``."""
    screens: List[ScreenInfo]


class ScreenConnected(TypedDict):
    """``screen.connect``: the new screen and the windows built for it."""
    screen: str
    windows: List[str]


class WindowIDs(TypedDict):
    """``screen.disconnect``: the windows torn down."""
    windows: List[str]


class WindowCreated(TypedDict):
    """``window.create``: the new window and its root."""
    window: str
    root: Optional[str]


class WindowSummary(TypedDict):
    """One window of ``window.list``."""
    id: str
    screen: str
    key: bool
    visible: bool
    root: Optional[str]


class WindowList(TypedDict):
    """``window.list``."""
    windows: List[WindowSummary]


class StatusBar(TypedDict):
    """Who decides a window's status bar, and what it decided."""
    controller: Optional[str]
    style: str
    hidden: bool


class WindowDetail(TypedDict):
    """``window.get``: a window with its traits, orientation and status-bar decision."""
    window: str
    screen: str
    key: bool
    visible: bool
    root: Optional[str]
    traits: Traits
    orientation: str
    statusBar: StatusBar


class WindowRotation(TypedDict):
    """One window's outcome of ``device.rotate``."""
    window: str
    rotated: bool


class RotateResult(TypedDict):
    """``device.rotate``: the new orientation and which windows rotated."""
    orientation: str
    windows: List[WindowRotation]


# -- storyboards -----------------------------------------------------------------------------

class SceneReference(TypedDict):
    """Where a storyboard reference scene (``container`` ``placeholder``) points: a storyboard
    and a storyboard identifier in it (None: its initial controller)."""
    storyboard: str
    identifier: Optional[str]


class SceneRelationship(TypedDict):
    """A relationship segue of a scene (a navigation controller's root, a tab, a split column)
    and its destination's scene id."""
    segue: str
    relationship: str
    destination: str


class SceneSegue(TypedDict):
    """Another segue a scene declares (embed segues included), in document order:
    ``destination`` a scene id (None for unwind segues), ``unwindAction`` an unwind segue's
    action without its colon."""
    segue: str
    identifier: Optional[str]
    kind: str
    trigger: str
    destination: Optional[str]
    unwindAction: Optional[str]


class SceneAction(TypedDict):
    """An action connection aimed at a scene's controller: a tap on ``element`` (``button``,
    ``barButtonItem``, ``gesture``, ``control``, ..., titled ``title``) sends ``selector``."""
    selector: str
    element: str
    title: Optional[str]


_SceneInfoRequired = TypedDict("_SceneInfoRequired", {
    "id": str,
    "storyboardIdentifier": Optional[str],
    "class": str,
    "customClass": Optional[str],
    "title": Optional[str],
    "container": str,
    "relationships": List[SceneRelationship],
    "segues": List[SceneSegue],
    "actions": List[SceneAction],
})


class SceneInfo(_SceneInfoRequired, total=False):
    """One scene of a storyboard with its static flow graph (an extension): ``container``
    (``plain``, ``navigation``, ``tabBar``, ``splitView``, ``pageViewController`` or
    ``placeholder``), ``reference`` on a storyboard reference only, its relationship segues,
    its other segues and its action connections."""
    reference: SceneReference


class StoryboardLoaded(TypedDict):
    """``storyboard.load``: the storyboard's name, initial scene id, scenes, how many segues it
    has, and the references that cannot be resolved with what is loaded (``warnings``)."""
    storyboard: str
    initial: Optional[str]
    scenes: List[SceneInfo]
    segues: int
    warnings: List[str]


class StoryboardInfo(TypedDict):
    """One storyboard of ``storyboard.list`` (``path`` None for one loaded from XML)."""
    storyboard: str
    path: Optional[str]
    initial: Optional[str]
    scenes: List[SceneInfo]


class StoryboardList(TypedDict):
    """``storyboard.list``."""
    storyboards: List[StoryboardInfo]


# -- view controllers ------------------------------------------------------------------------

_TreeNodeRequired = TypedDict("_TreeNodeRequired", {
    "vc": str,
    "class": str,
    "title": Optional[str],
    "storyboardIdentifier": Optional[str],
    "appearance": str,
    "children": List["TreeNode"],
})


class TreeNode(_TreeNodeRequired, total=False):
    """One controller of a tree (the contract's ``Node``): its children in the container's
    order, the controller it presents and, on a presented node, the style it was presented with.
    ``scene`` (its element's id in the storyboard XML) is absent for a controller made in code:
    read it with ``node.get("scene")``."""
    scene: str
    presented: TreeNode
    style: str


class TreeWindow(TypedDict):
    """One window of ``tree``."""
    window: str
    screen: str
    key: bool
    root: Optional[TreeNode]


class Tree(TypedDict):
    """``tree``: the hierarchy of every window (or one)."""
    windows: List[TreeWindow]


class Instantiated(TypedDict):
    """``vc.instantiate``: the new controller and its subtree."""
    vc: str
    tree: TreeNode


class Created(TypedDict):
    """``vc.create`` and ``nav.instantiateAndPush``: the new controller."""
    vc: str


ControllerInfo = TypedDict("ControllerInfo", {
    "vc": str,
    "class": str,
    "title": Optional[str],
    "storyboard": Optional[str],
    "storyboardIdentifier": Optional[str],
    "scene": Optional[str],
    "window": Optional[str],
    "parent": Optional[str],
    "children": List[str],
    "presentingViewController": Optional[str],
    "presentedViewController": Optional[str],
    "navigationController": Optional[str],
    "tabBarController": Optional[str],
    "splitViewController": Optional[str],
    "isViewLoaded": bool,
    "appearance": str,
    "properties": Dict[str, Any],
})
ControllerInfo.__doc__ = """``vc.get``: one controller with its relationships, appearance state
(``disappeared``, ``appearing``, ``appeared`` or ``disappearing``) and properties."""


class UIKitWarning(TypedDict):
    """One console warning UIKit logged on a call it let through (docs/protocol.md, "Warnings";
    uikit-rules W1, W2): ``rule`` (``W1``…), ``kind`` (the ``uikitWarning`` event's),
    ``uikit`` (UIKit's text in the server's iOS version) and the controller ``vc``. A ``{}``
    result (``vc.endAppearanceTransition``) carries them the same way, as ``warnings``."""
    rule: str
    kind: str
    uikit: str
    vc: str


class _Warned(TypedDict, total=False):
    #: UIKit's console warnings on the call; absent when there are none.
    warnings: List[UIKitWarning]


class Presented(_Warned):
    """``vc.present`` and ``vc.instantiateAndPresent`` (``vc`` the new controller): who
    actually presented (after the presentation-context search) and the style after adaptation."""
    vc: str
    presenter: str
    style: str


class Dismissed(TypedDict):
    """``vc.dismiss``: the controllers dismissed."""
    dismissed: List[str]


class Shown(_Warned):
    """``vc.show`` / ``vc.showDetail``: what show did (``push``, ``present``,
    ``replaceDetail``) and in which container."""
    action: str
    container: Optional[str]


class InstantiatedAndShown(Shown):
    """``vc.instantiateAndShow`` / ``vc.instantiateAndShowDetail``: what show did, as
    ``Shown``, and ``vc`` the new controller."""
    vc: str


class Popped(TypedDict):
    """``nav.pop``, ``nav.popTo``, ``nav.popToRoot``: the controllers popped."""
    popped: List[str]


class TabTapped(TypedDict):
    """``tab.tap``: whether the delegate let the tap through (``vetoedTabs``), and what a tap
    on the selected tab popped from its navigation controller."""
    selected: bool
    popped: List[str]
    #: UIKit's ``selectedIndex`` after the tap: ``None`` (NSNotFound) while the More list is shown.
    selectedIndex: Optional[int]
    #: UIKit's ``selectedViewController``: the More navigation controller while its list is shown.
    selectedViewController: Optional[str]


# -- segues ----------------------------------------------------------------------------------

class _SegueRan(_Warned):
    identifier: Optional[str]
    kind: str
    destination: Optional[str]


class SeguePerformed(_SegueRan, total=False):
    """``segue.perform``: the segue that ran; an unwind segue (``kind`` ``unwind``) adds the
    controllers ``dismissed`` and ``popped`` on the way."""
    dismissed: List[str]
    popped: List[str]


class SegueInfo(TypedDict):
    """One segue a controller's scene declares (``vc.segues``)."""
    segue: str
    identifier: Optional[str]
    kind: str
    trigger: str
    destination: Optional[str]


class SegueList(TypedDict):
    """``vc.segues``."""
    segues: List[SegueInfo]


class Unwound(TypedDict):
    """``segue.unwind``: where the unwind landed and what it dismissed and popped."""
    destination: str
    dismissed: List[str]
    popped: List[str]


# -- events ----------------------------------------------------------------------------------

class SyncResult(TypedDict):
    """``sync``: the last event issued before it, all of which have been written to this client."""
    seq: int


class _SubscribeResultRequired(TypedDict):
    subscription: str
    seq: int


class SubscribeResult(_SubscribeResultRequired, total=False):
    """``events.subscribe`` (the subscription objects hold it: ``id``, ``seq``, ``tree``,
    ``restoration_events``)."""
    tree: Tree
    restorationEvents: int
    restorationEventsNotKept: int


class _RequestErrorRequired(TypedDict):
    code: int
    message: str


class RequestError(_RequestErrorRequired, total=False):
    """The error a reported request was refused with (``RequestReport.error``): the error object
    of its answer, exactly (``data`` holds ``uikit``, ``raises``… when the server gives them)."""
    data: Any
