#!/usr/bin/env python3
"""A synthetic app for `prosc explore`'s benchmark (docs/performance-history.md, "prosc explore (issue 15)").

Writes OUT/App/Base.lproj/Main.storyboard, OUT/App/Info.plist and OUT/App/Sources/*.swift: one
storyboard the size and shape of the largest real one we know (3.9 MB, 192 scenes, 311 segue
elements): a tab bar controller with five navigation stacks, each a tree of table and plain
view controllers linked by show segues from cells, buttons and bar button items, with links
back up the tree (so stacks can grow without end, as in real apps), modal flows in their own
navigation controllers closed by an unwind, popovers, manual segues performed from code, a
few legacy push segues, and the interface elements Xcode writes (views, labels, constraints,
prototype cells), which make up most of the bytes. Deterministic (a fixed seed).

(ProsceniumTesting's SyntheticStoryboard makes a document of the same size for load tests: one
navigation stack with segues handed out round-robin. An exploration needs an app's shape — tabs,
modal flows that unwind, popovers, manual segues — hence this one.)

With --code, the content scenes' classes also get sources that navigate from code (issue 25's
benchmark of exploring with code actions, docs/performance.md): a table scene's
`tableView(_:didSelectRowAt:)` pushes a scene of its flow instantiated by identifier, and one in
four also presents, under a condition, a navigation controller made in code around a controller
made in code. Without --code the output is unchanged (the code uses its own random sequence).

usage: make-app.py OUT [--scenes 192] [--segues 311] [--bytes 3900000] [--code]
"""
import argparse
import os
import random

parser = argparse.ArgumentParser()
parser.add_argument("out")
parser.add_argument("--scenes", type=int, default=192)
parser.add_argument("--segues", type=int, default=311)
parser.add_argument("--bytes", type=int, default=3_900_000)
parser.add_argument("--seed", type=int, default=7)
parser.add_argument("--code", action="store_true")
args = parser.parse_args()
rng = random.Random(args.seed)

counter = [0]
def xid():
    """An Interface Builder style element id (`aB3-x9-Q2k`), unique in the document."""
    counter[0] += 1
    n = counter[0]
    alphabet = "abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789"
    s = ""
    for _ in range(8):
        s += alphabet[n % len(alphabet)]
        n //= len(alphabet)
    return f"{s[0:3]}-{s[3:5]}-{s[5:8]}"

TABS = 5
MODALS = 12
# Scene roles: 0 tab bar, 1..5 tab navigation controllers, 6..10 tab roots, then modal
# navigation controllers with their roots, then content scenes.
scenes = []  # dicts: id, kind, title, identifier, flow, depth, segues(list), rels(list), exit
def scene(kind, title, flow, depth, identifier=None, custom=None):
    s = {"id": xid(), "kind": kind, "title": title, "flow": flow, "depth": depth, "identifier": identifier,
         "custom": custom, "segues": [], "rels": [], "exit": xid()}
    scenes.append(s)
    return s

tab_bar = scene("tabBar", "Tabs", None, 0, custom="MainTabBarController")
tab_navs = [scene("nav", f"Tab {t + 1} Navigation", t, 0, identifier=f"Tab{t + 1}Navigation") for t in range(TABS)]
tab_roots = [scene("table", f"Tab {t + 1}", t, 0, identifier=f"Tab{t + 1}Root", custom=f"Tab{t + 1}RootViewController")
             for t in range(TABS)]
modal_navs, modal_roots = [], []
for m in range(MODALS):
    modal_navs.append(scene("nav", f"Modal {m + 1} Navigation", TABS + m, 0, identifier=f"Modal{m + 1}Navigation"))
    modal_roots.append(scene("plain", f"Modal {m + 1}", TABS + m, 0, identifier=f"Modal{m + 1}"))
content = []
flows = TABS + MODALS
roots = tab_roots + modal_roots
remaining = args.scenes - len(scenes)
for i in range(remaining):
    # Tabs get most content; modal flows a few screens each.
    flow = i % TABS if i < remaining - MODALS * 2 else TABS + (i % MODALS)
    members = [s for s in content if s["flow"] == flow]
    parent = rng.choice(members + [roots[flow]] * 2)
    kind = rng.choice(["table", "table", "plain"])
    s = scene(kind, f"Screen {i + 1}", flow, parent["depth"] + 1,
              identifier=f"Screen{i + 1}" if rng.random() < 0.7 else None,
              custom=f"Screen{i + 1}ViewController" if rng.random() < 0.8 else None)
    s["parent"] = parent
    content.append(s)

def segue(source, dest, kind, trigger, identifier=None, **extra):
    source["segues"].append({"id": xid(), "dest": dest, "kind": kind, "trigger": trigger, "identifier": identifier, **extra})

for t in range(TABS):
    tab_bar["rels"].append(("viewControllers", tab_navs[t]))
    tab_navs[t]["rels"].append(("rootViewController", tab_roots[t]))
for m in range(MODALS):
    modal_navs[m]["rels"].append(("rootViewController", modal_roots[m]))
relationships = TABS * 2 + MODALS
budget = args.segues - relationships
# The tree: every content scene is shown from its parent (cells of tables, buttons otherwise).
for s in content:
    p = s["parent"]
    segue(p, s, "show", "cell" if p["kind"] == "table" else "button", identifier=f"show{s['title'].replace(' ', '')}")
budget -= len(content)
# Modal flows: presented from content of the tabs, closed by an unwind to the tab roots' action.
tab_content = [s for s in content if s["flow"] < TABS]
for m in range(MODALS):
    source = rng.choice(tab_content + tab_roots)
    style = rng.choice([None, None, "formSheet", "pageSheet", "fullScreen", "overFullScreen"])
    segue(source, modal_navs[m], "presentation", "barButtonItem", identifier=f"presentModal{m + 1}", style=style)
    segue(modal_roots[m], None, "unwind", "barButtonItem", identifier="unwindToTabRoot", action="unwindToTabRoot:")
budget -= MODALS * 2
# What is left: links back up the tree, popovers, manual segues, legacy push segues.
kinds = [("back", 0.55), ("popover", 0.19), ("manual", 0.14), ("push", 0.12)]
extra = []
for k, share in kinds:
    extra += [k] * round(budget * share)
extra = (extra + ["back"] * budget)[:max(0, budget)]
rng.shuffle(extra)
for k in extra:
    s = rng.choice(content)
    same_flow = [x for x in content + roots if x["flow"] == s["flow"] and x["depth"] < s["depth"]]
    if k == "back" and same_flow:
        segue(s, rng.choice(same_flow), "show", "button", identifier=f"back{xid().replace('-', '')}")
    elif k == "popover":
        segue(s, rng.choice(content), "popoverPresentation", "barButtonItem", identifier=f"popover{xid().replace('-', '')}")
    elif k == "manual":
        segue(s, rng.choice(content), "show", "controller", identifier=f"manual{xid().replace('-', '')}")
    else:
        segue(s, rng.choice(content), "push", "button", identifier=f"push{xid().replace('-', '')}")

def constraint(first, attr, second, attr2):
    return f'<constraint firstItem="{first}" firstAttribute="{attr}" secondItem="{second}" secondAttribute="{attr2}" id="{xid()}"/>'

def label(text, y):
    i = xid()
    return i, (f'<label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" '
               f'verticalHuggingPriority="251" text="{text}" textAlignment="natural" lineBreakMode="tailTruncation" '
               f'baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="{i}">\n'
               f'<rect key="frame" x="20" y="{y}" width="335" height="21"/>\n'
               f'<fontDescription key="fontDescription" type="system" pointSize="17"/>\n'
               f'<nil key="textColor"/>\n<nil key="highlightedColor"/>\n</label>')

def segue_xml(g):
    attrs = [f'destination="{g["dest"]["id"] if g["dest"] else None}"', f'kind="{g["kind"]}"']
    if g["identifier"]: attrs.append(f'identifier="{g["identifier"]}"')
    if g.get("style"): attrs.append(f'modalPresentationStyle="{g["style"]}"')
    if g.get("action"): attrs.append(f'unwindAction="{g["action"]}"')
    attrs.append(f'id="{g["id"]}"')
    return f'<segue {" ".join(attrs)}/>'

def filler(view_id, amount):
    """Labels with constraints, as Xcode writes a busy screen."""
    out, cons = [], []
    y = 100
    while sum(len(x) for x in out) + sum(len(c) for c in cons) < amount:
        i, xml = label(f"Detail line {y}", y)
        out.append(xml)
        cons.append(constraint(i, "leading", view_id, "leading"))
        cons.append(constraint(i, "top", view_id, "top"))
        cons.append(constraint(view_id, "trailing", i, "trailing"))
        y += 29
    return out, cons

# Scene markup beyond the filler (elements, segues, cells): about an eighth of the target.
target_per_scene = args.bytes * 9 // (args.scenes * 8)

def scene_xml(s):
    custom = f' customClass="{s["custom"]}" customModule="SyntheticApp" customModuleProvider="target"' if s["custom"] else ""
    ident = f' storyboardIdentifier="{s["identifier"]}"' if s["identifier"] else ""
    title = f' title="{s["title"]}"'
    cell_segues = [g for g in s["segues"] if g["trigger"] == "cell"]
    button_segues = [g for g in s["segues"] if g["trigger"] == "button"]
    bar_segues = [g for g in s["segues"] if g["trigger"] == "barButtonItem"]
    manual = [g for g in s["segues"] if g["trigger"] == "controller"]
    body = []
    if s["kind"] == "tabBar":
        body.append(f'<tabBarController id="{s["id"]}"{ident}{custom} sceneMemberID="viewController">')
        body.append(f'<tabBar key="tabBar" contentMode="scaleToFill" id="{xid()}">\n<rect key="frame" x="0.0" y="0.0" width="375" height="49"/>\n'
                    '<autoresizingMask key="autoresizingMask"/>\n<color key="backgroundColor" white="0.0" alpha="0.0" colorSpace="calibratedWhite"/>\n</tabBar>')
        end = "</tabBarController>"
    elif s["kind"] == "nav":
        body.append(f'<navigationController id="{s["id"]}"{ident}{custom} sceneMemberID="viewController">')
        if s["flow"] < TABS:
            body.append(f'<tabBarItem key="tabBarItem" title="{s["title"]}" id="{xid()}"/>')
        body.append(f'<navigationBar key="navigationBar" contentMode="scaleToFill" insetsLayoutMarginsFromSafeArea="NO" id="{xid()}">\n'
                    '<rect key="frame" x="0.0" y="44" width="375" height="44"/>\n<autoresizingMask key="autoresizingMask"/>\n</navigationBar>')
        end = "</navigationController>"
    else:
        element = "tableViewController" if s["kind"] == "table" else "viewController"
        body.append(f'<{element}{ident}{title} id="{s["id"]}"{custom} sceneMemberID="viewController">')
        view_id = xid()
        if s["kind"] == "table":
            body.append(f'<tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" '
                        f'dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" '
                        f'sectionHeaderHeight="28" sectionFooterHeight="28" id="{view_id}">')
            body.append('<rect key="frame" x="0.0" y="0.0" width="375" height="667"/>\n<autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>')
            body.append('<prototypes>')
            for k, g in enumerate(cell_segues or [None]):
                cell = xid()
                content_view = xid()
                body.append(f'<tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" '
                            f'selectionStyle="default" accessoryType="disclosureIndicator" indentationWidth="10" reuseIdentifier="Cell{k}" '
                            f'textLabel="{xid()}" style="IBUITableViewCellStyleDefault" id="{cell}">')
                body.append(f'<rect key="frame" x="0.0" y="{28 + 44 * k}" width="375" height="44"/>\n<autoresizingMask key="autoresizingMask"/>')
                body.append(f'<tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" '
                            f'contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" id="{content_view}">')
                body.append('<rect key="frame" x="0.0" y="0.0" width="341" height="44"/>\n<autoresizingMask key="autoresizingMask"/>\n</tableViewCellContentView>')
                if g:
                    body.append('<connections>\n' + segue_xml(g) + '\n</connections>')
                body.append('</tableViewCell>')
            body.append('</prototypes>')
            body.append(f'<connections>\n<outlet property="dataSource" destination="{s["id"]}" id="{xid()}"/>\n'
                        f'<outlet property="delegate" destination="{s["id"]}" id="{xid()}"/>\n</connections>')
            body.append('</tableView>')
        else:
            body.append(f'<view key="view" contentMode="scaleToFill" id="{view_id}">')
            body.append('<rect key="frame" x="0.0" y="0.0" width="375" height="667"/>\n<autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>')
            body.append('<subviews>')
        if s["kind"] != "table":
            for k, g in enumerate(button_segues):
                b = xid()
                body.append(f'<button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" '
                            f'buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="{b}">\n'
                            f'<rect key="frame" x="20" y="{40 + 38 * k}" width="120" height="30"/>\n<state key="normal" title="{g["identifier"] or "Go"}"/>\n'
                            '<connections>\n' + segue_xml(g) + '\n</connections>\n</button>')
            labels, cons = filler(view_id, max(0, target_per_scene - 3000))
            body += labels
            body.append('</subviews>')
            body.append(f'<viewLayoutGuide key="safeArea" id="{xid()}"/>\n<color key="backgroundColor" systemColor="systemBackgroundColor"/>')
            body.append('<constraints>\n' + "\n".join(cons) + '\n</constraints>')
            body.append('</view>')
        nav_items = []
        if s["kind"] == "table" and button_segues:
            bar_segues = bar_segues + button_segues  # tables put their buttons in the navigation bar
        for g in bar_segues:
            nav_items.append(f'<barButtonItem key="rightBarButtonItem" title="{g["identifier"] or "Open"}" id="{xid()}">\n'
                             '<connections>\n' + segue_xml(g) + '\n</connections>\n</barButtonItem>')
        body.append(f'<navigationItem key="navigationItem" title="{s["title"]}" id="{xid()}">' + "\n".join(nav_items[:1]) + '</navigationItem>'
                    if len(nav_items) <= 1 else
                    f'<navigationItem key="navigationItem" title="{s["title"]}" id="{xid()}">\n<rightBarButtonItems>\n'
                    + "\n".join(x.replace(' key="rightBarButtonItem"', '') for x in nav_items) + '\n</rightBarButtonItems>\n</navigationItem>')
        if s["kind"] == "table":
            # Table scenes carry their bytes in an extra header view.
            header, cons = filler(view_id, max(0, target_per_scene - 4000))
            body.insert(2, "")  # keep order simple
            body.append(f'<view key="tableHeaderView" contentMode="scaleToFill" id="{xid()}">\n<rect key="frame" x="0.0" y="0.0" width="375" height="44"/>\n'
                        '<autoresizingMask key="autoresizingMask" flexibleMaxY="YES"/>\n<subviews>\n' + "\n".join(header) + '\n</subviews>\n'
                        '<constraints>\n' + "\n".join(cons) + '\n</constraints>\n</view>')
        end = f"</{element}>"
    rels = [f'<segue destination="{d["id"]}" kind="relationship" relationship="{r}" id="{xid()}"/>' for r, d in s["rels"]]
    if rels or manual:
        body.append('<connections>\n' + "\n".join(rels + [segue_xml(g) for g in manual]) + '\n</connections>')
    body.append(end)
    objects = "\n".join(body) + f'\n<placeholder placeholderIdentifier="IBFirstResponder" id="{xid()}" userLabel="First Responder" sceneMemberID="firstResponder"/>'
    objects += f'\n<exit id="{s["exit"]}" userLabel="Exit" sceneMemberID="exit"/>'
    return f'<!--{s["title"]}-->\n<scene sceneID="{xid()}">\n<objects>\n{objects}\n</objects>\n<point key="canvasLocation" x="{rng.randint(0, 9000)}" y="{rng.randint(0, 9000)}"/>\n</scene>'

# Unwind segues point at their own scene's exit.
for s in scenes:
    for g in s["segues"]:
        if g["kind"] == "unwind":
            g["dest"] = {"id": s["exit"]}

xml = ('<?xml version="1.0" encoding="UTF-8"?>\n'
       '<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" '
       'targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" '
       f'useSafeAreas="YES" colorMatched="YES" initialViewController="{tab_bar["id"]}">\n'
       '<device id="retina4_7" orientation="portrait" appearance="light"/>\n<dependencies>\n'
       '<plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="21679"/>\n'
       '<capability name="System colors in document resources" minToolsVersion="11.0"/>\n'
       '<capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>\n</dependencies>\n<scenes>\n'
       + "\n".join(scene_xml(s) for s in scenes) +
       '\n</scenes>\n<resources>\n<systemColor name="systemBackgroundColor">\n'
       '<color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>\n</systemColor>\n</resources>\n</document>\n')

app = os.path.join(args.out, "App")
os.makedirs(os.path.join(app, "Base.lproj"), exist_ok=True)
os.makedirs(os.path.join(app, "Sources"), exist_ok=True)
with open(os.path.join(app, "Base.lproj", "Main.storyboard"), "w") as f:
    f.write(xml)
with open(os.path.join(app, "Info.plist"), "w") as f:
    f.write('<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" '
            '"http://www.apple.com/DTDs/PropertyList-1.0.dtd">\n<plist version="1.0">\n<dict>\n'
            '<key>UIMainStoryboardFile</key>\n<string>Main</string>\n</dict>\n</plist>\n')
for t in range(TABS):
    with open(os.path.join(app, "Sources", f"Tab{t + 1}RootViewController.swift"), "w") as f:
        f.write(f"import UIKit\n\nfinal class Tab{t + 1}RootViewController: UITableViewController {{\n"
                "    @IBAction func unwindToTabRoot(_ segue: UIStoryboardSegue) {}\n}\n")
if args.code:
    code_rng = random.Random(args.seed + 1)
    for s in content:
        if not s["custom"] or s["kind"] != "table":
            continue
        targets = [x for x in content if x["flow"] == s["flow"] and x["identifier"] and x is not s]
        if not targets:
            continue
        target = code_rng.choice(targets)
        body = (f'        let next = storyboard!.instantiateViewController(withIdentifier: "{target["identifier"]}")\n'
                f'        navigationController?.pushViewController(next, animated: true)\n')
        if code_rng.random() < 0.25:
            body += ('        if indexPath.row > 3 {\n'
                     '            present(UINavigationController(rootViewController: HelpViewController()), animated: true)\n'
                     '        }\n')
        with open(os.path.join(app, "Sources", f"{s['custom']}.swift"), "w") as f:
            f.write(f"import UIKit\n\nfinal class {s['custom']}: UITableViewController {{\n"
                    "    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {\n"
                    f"{body}    }}\n}}\n")
    with open(os.path.join(app, "Sources", "HelpViewController.swift"), "w") as f:
        f.write("import UIKit\n\nfinal class HelpViewController: UIViewController {}\n")
segue_count = sum(len(s["segues"]) + len(s["rels"]) for s in scenes)
print(f"{os.path.join(app, 'Base.lproj', 'Main.storyboard')}: {len(xml.encode())} bytes, {len(scenes)} scenes, "
      f"{segue_count} segues ({relationships} relationships)")
