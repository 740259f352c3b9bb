#!/usr/bin/python3
"""prosc inspect's page in a real headless Chromium driven by WebDriver (Debian's chromium,
chromium-driver and python3-selenium). Run by InspectorBrowserTests; each scenario prints what
it checked and exits non-zero (with the reason) on the first failure.

  inspect_browser.py drive   URL SOCKET OUT   # tree, search, select, segue, other client, record+download
  inspect_browser.py observe URL SOCKET OUT   # refused without --drive, nothing changes
  inspect_browser.py gate    URL SOCKET OUT   # token on every request, foreign Origin refused (also from a real browser page)
  inspect_browser.py replay  URL SOCKET OUT   # back, tabs, two pages + CLI, record and replay, filters, tree at an event, bad input
  inspect_browser.py folder  URL SOCKET OUT   # `prosc inspect DIR`, watched; replay needs --drive
  inspect_browser.py modern  URL SOCKET OUT   # columns, detents and iOS 18 tabs in the tree, details and picture
  inspect_browser.py bench   URL SOCKET OUT   # reply-to-page latency at 10 and 1,000 controllers; memory after N events
"""
import base64, http.client, json, os, socket, sys, time, urllib.parse

from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By


class Failure(Exception):
    pass


def check(condition, what):
    if not condition:
        raise Failure(what)
    print("ok:", what, flush=True)


class RPC:
    """A plain JSON-RPC client on proscd's Unix socket: 'another client' beside the page."""

    def __init__(self, path, name="browser-test"):
        self.sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        self.sock.connect(path)
        self.buf = b""
        self.next = 0
        self.call("hello", {"client": name})

    def send(self, method, params=None):
        self.next += 1
        line = json.dumps({"jsonrpc": "2.0", "id": self.next, "method": method, "params": params or {}})
        self.sock.sendall(line.encode() + b"\n")
        return self.next

    def read(self):
        while True:
            while b"\n" not in self.buf:
                chunk = self.sock.recv(1 << 20)
                if not chunk:
                    raise Failure("proscd closed the connection")
                self.buf += chunk
            line, self.buf = self.buf.split(b"\n", 1)
            msg = json.loads(line)
            if "id" in msg:
                return msg

    def call(self, method, params=None):
        wanted = self.send(method, params)
        while True:
            msg = self.read()
            if msg["id"] == wanted:
                if "error" in msg:
                    raise Failure(f"{method} refused: {msg['error']}")
                return msg["result"]


def browser(downloads):
    options = Options()
    for a in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--window-size=1600,1000",
              "--enable-precise-memory-info", "--js-flags=--expose-gc"]:
        options.add_argument(a)
    options.binary_location = "/usr/bin/chromium"
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    options.add_experimental_option("prefs", {"download.default_directory": downloads, "download.prompt_for_download": False})
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    driver.execute_cdp_cmd("Page.setDownloadBehavior", {"behavior": "allow", "downloadPath": downloads})
    return driver


def wait(driver, script, what, timeout=10, *args):
    deadline = time.time() + timeout
    while time.time() < deadline:
        value = driver.execute_script(script, *args)
        if value:
            return value
        time.sleep(0.02)
    raise Failure(f"timed out ({timeout} s) waiting for {what}")


def click(driver, element_id):
    """Clicks #element_id found in the same script: the actions panel is redrawn on every state."""
    driver.execute_script("document.getElementById(arguments[0]).click()", element_id)


def console_errors(driver):
    return [e for e in driver.get_log("browser") if e["level"] == "SEVERE"]


def screenshot(driver, out, name):
    if out:
        path = os.path.join(out, name)
        driver.save_screenshot(path)
        print("screenshot:", path, flush=True)


def row_of(driver, cls):
    return driver.execute_script(
        "for (const n of document.querySelectorAll('#tree .node')) {"
        "  if (n.querySelector(':scope > .row .name').textContent === arguments[0]) return n.dataset.vc; } return null;", cls)


def scenario_drive(url, sock, out):
    downloads = os.environ.get("INSPECT_DOWNLOADS") or os.path.join(out, "downloads")
    os.makedirs(downloads, exist_ok=True)
    d = browser(downloads)
    try:
        d.get(url)
        wait(d, "return window.inspector && window.inspector.renders >= 1", "the first picture")
        check("driving" in d.find_element(By.ID, "mode").text, "the page says it drives")
        home = wait(d, "return [...document.querySelectorAll('#tree .node .name')].some(n => n.textContent === 'HomeViewController')", "the demo tree")
        home = row_of(d, "HomeViewController")
        check(home is not None, f"the demo tree shows HomeViewController ({home})")
        check(d.execute_script("return document.querySelectorAll('#screens svg g.screen').length") >= 1, "the screens are drawn")
        check(d.execute_script(f"return document.querySelectorAll('#screens g.box[data-vc=\"{home}\"]').length") >= 1, "Home is on the picture")

        search = d.find_element(By.ID, "search")
        search.send_keys("settings")
        matches = d.execute_script("return [...document.querySelectorAll('#tree .node.match')].map(n => n.dataset.vc)")
        check(len(matches) >= 1, f"search 'settings' highlights {matches}")
        check(d.execute_script("return document.querySelectorAll('#tree .node.dim').length") >= 1, "search dims what does not match")
        check("match" in d.find_element(By.ID, "matches").text, "search counts its matches")
        search.clear()
        search.send_keys("\b")
        d.execute_script("document.getElementById('search').value=''; document.getElementById('search').dispatchEvent(new Event('input'))")

        d.execute_script(f"document.querySelector('#tree .node[data-vc=\"{home}\"] > .row').click()")
        wait(d, "return document.getElementById('detailsTitle') && document.getElementById('detailsTitle').textContent.includes('HomeViewController')", "Home's properties")
        check(d.execute_script(f"return document.querySelector('#screens g.box[data-vc=\"{home}\"]').classList.contains('selected')"), "Home is highlighted on the picture")
        origin = d.execute_script("return document.querySelector('#properties').textContent")
        check("storyboard Main" in origin and "scene" in origin, "the properties say where Home came from (storyboard Main, scene)")
        check(d.execute_script("return document.querySelectorAll('#segues button.segue').length") >= 2, "Home's segues are listed")

        d.find_element(By.ID, "record").click()
        wait(d, "return document.getElementById('record').textContent.includes('Stop')", "recording to start")

        renders = d.execute_script("return window.inspector.renders")
        svg_before = d.execute_script("return document.getElementById('screens').innerHTML")
        d.execute_script("document.querySelector('#segues button[data-identifier=\"showDetail\"]').click()")
        wait(d, "return [...document.querySelectorAll('#tree .node')].some(n => n.dataset.search.includes('detail'))", "the pushed Detail in the tree")
        wait(d, "return [...document.querySelectorAll('#timeline li.request')].some(li => li.textContent.includes('segue.perform'))", "the request in the timeline")
        check(d.execute_script("return window.inspector.renders") > renders, "the page redrew after the segue")
        wait(d, "return document.getElementById('screens').innerHTML !== arguments[0] && !document.getElementById('screens').classList.contains('inflight')",
             "the picture to change and settle", 10, svg_before)
        check(d.execute_script("return document.querySelectorAll('#screens g.box[data-vc]').length > 0 && document.querySelector('#screens text.bar-title').textContent") == "Detail",
              "the picture shows Detail under the navigation bar")
        check("done" in d.find_element(By.ID, "message").text, "the page reports the segue done")
        check(d.execute_script("return [...document.querySelectorAll('#timeline li.event')].some(li => li.textContent.includes('viewDidAppear'))"),
              "the timeline shows the callbacks")

        # Another client drives too: the page follows it (events.subscribe, not polling).
        rpc = RPC(sock, "other-client")
        tab = row_of(d, "UITabBarController")
        rpc.call("tab.select", {"tab": tab, "index": 1})
        wait(d, "return [...document.querySelectorAll('#timeline li.request')].some(li => li.textContent.includes('other-client') && li.textContent.includes('tab.select'))",
             "the other client's request in the timeline")
        wait(d, "return [...document.querySelectorAll('#tree .node')].some(n => n.dataset.search.includes('settings') && n.querySelector(':scope > .row .appearance-appeared'))",
             "Settings appeared in the tree")

        # A refused action shows UIKit's message in place, and nothing changes.
        d.execute_script(f"document.querySelector('#tree .node[data-vc=\"{home}\"] > .row').click()")
        wait(d, "return document.getElementById('detailsTitle') && document.getElementById('detailsTitle').textContent.includes('HomeViewController')", "Home again")
        time.sleep(0.3)
        renders = d.execute_script("return window.inspector.renders")
        tree = d.execute_script("return JSON.stringify(window.inspector.state.tree)")
        d.execute_script("document.getElementById(arguments[0]).value = arguments[1]", "unwindAction", "noSuchAction:")
        click(d, "unwind")
        wait(d, "return document.getElementById('message').className === 'error'", "the refusal")
        message = d.find_element(By.ID, "message").text
        check("refused" in message and "noSuchAction" in message and "UIKit:" in message,
              "a refused unwind shows UIKit's message in place: " + message.replace("\n", " | "))
        wait(d, "return [...document.querySelectorAll('#timeline li.refused')].some(li => li.textContent.includes('segue.unwind'))", "the refusal in the timeline")
        check(d.execute_script("return window.inspector.renders") == renders and d.execute_script("return JSON.stringify(window.inspector.state.tree)") == tree,
              "nothing changed after the refusal")

        rpc.call("tab.select", {"tab": tab, "index": 0})
        d.find_element(By.ID, "record").click()
        wait(d, "return !document.getElementById('download').hidden", "the download link")
        d.find_element(By.ID, "download").click()
        path = os.path.join(downloads, "recorded-flow.yaml")
        deadline = time.time() + 10
        while not os.path.exists(path) and time.time() < deadline:
            time.sleep(0.05)
        check(os.path.exists(path), f"the recorded flow was downloaded to {path}")
        text = open(path).read()
        check("showDetail" in text and "expectCallbacks" in text, "the flow has the segue and its callbacks")
        print("flow:", path, flush=True)

        # The other actions: present a scene with a style, rotate, memory warning, traits,
        # an external screen connected and disconnected.
        d.execute_script(f"document.querySelector('#tree .node[data-vc=\"{home}\"] > .row').click()")
        wait(d, "return document.getElementById('presentIdentifier') !== null", "the present form")
        d.execute_script("document.getElementById(arguments[0]).value = arguments[1]", "presentIdentifier", "Modal")
        d.execute_script("document.getElementById('presentStyle').value = 'overFullScreen'")
        click(d, "present")
        wait(d, "return [...document.querySelectorAll('#tree .presents')].some(s => s.textContent.includes('overFullScreen'))", "Modal presented over full screen in the tree")
        wait(d, "return document.querySelector('#screens g.layer[data-style=\"overFullScreen\"]') !== null", "the overFullScreen layer on the picture")
        check(True, "present a scene with a style: tree and picture show it")
        modal = wait(d, "return [...document.querySelectorAll('#tree .node')].find(n => n.dataset.search.includes('modal'))?.dataset.vc", "Modal's id")
        d.execute_script(f"document.querySelector('#tree .node[data-vc=\"{modal}\"] > .row').click()")
        wait(d, "return document.getElementById('detailsTitle') && document.getElementById('detailsTitle').textContent.startsWith(arguments[0] + ' ')", "Modal selected", 10, modal)
        click(d, "dismiss")
        wait(d, "return ![...document.querySelectorAll('#tree .presents')].some(s => s.textContent.includes('overFullScreen'))", "Modal dismissed")
        check(True, "dismiss")
        d.execute_script("document.getElementById('orientation').value = 'landscapeLeft'")
        click(d, "rotate")
        wait(d, "return document.getElementById('message').textContent.includes('device.rotate: done')", "the rotation")
        wait(d, "return [...document.querySelectorAll('#timeline li.event')].some(li => li.textContent.includes('viewWillTransitionToSize'))", "viewWillTransitionToSize")
        check(True, "rotate: the controllers get viewWillTransitionToSize")
        click(d, "memoryWarning")
        wait(d, "return [...document.querySelectorAll('#timeline li.event')].some(li => li.textContent.includes('didReceiveMemoryWarning'))", "didReceiveMemoryWarning")
        check(True, "memory warning")
        d.execute_script(f"document.querySelector('#tree .node[data-vc=\"{home}\"] > .row').click()")
        wait(d, "return document.getElementById('hClass') !== null", "Home's traits form")
        d.execute_script("document.getElementById('hClass').value = 'regular'")
        click(d, "setTraits")
        wait(d, "return [...document.querySelectorAll('#timeline li.event')].some(li => li.textContent.includes('traitCollectionDidChange'))", "traitCollectionDidChange")
        check(True, "set traits")
        click(d, "connectScreen")
        wait(d, "return document.querySelectorAll('#screens g.screen').length === 2", "the TV on the picture")
        check(True, "connect an external screen: two screens drawn")
        screenshot(d, out, "inspect-tv.png")
        d.execute_script("const i = document.getElementById('screenId'); i.value = [...document.querySelectorAll('#screens g.screen')].map(g => g.getAttribute('data-screen')).find(s => s !== 's1')")
        click(d, "disconnectScreen")
        wait(d, "return document.querySelectorAll('#screens g.screen').length === 1", "the TV gone")
        check(True, "disconnect it: one screen drawn")
        d.execute_script("document.getElementById('orientation').value = 'portrait'")
        click(d, "rotate")
        wait(d, "return document.getElementById('message').textContent.includes('device.rotate: done')", "the rotation back")
        d.execute_script("document.getElementById('hClass').value = 'compact'")
        click(d, "setTraits")
        wait(d, "return document.getElementById('message').textContent.includes('window.setTraits: done')", "the traits back")

        # The tree as it was at an event.
        first = d.execute_script("const li = document.querySelector('#timeline li.event'); li.click(); return li.dataset.seq")
        wait(d, "return !document.getElementById('historyBanner').hidden", "the tree at an event")
        check(first in d.find_element(By.ID, "historySeq").text, f"the tree as it was after event #{first}")
        d.find_element(By.ID, "live").click()
        errors = console_errors(d)
        check(errors == [], f"no console errors ({errors})")
        screenshot(d, out, "inspect-drive.png")
    finally:
        d.quit()


def scenario_observe(url, sock, out):
    d = browser(out)
    try:
        d.get(url)
        wait(d, "return window.inspector && window.inspector.renders >= 1", "the first picture")
        check("observer" in d.find_element(By.ID, "mode").text, "the page says it only watches")
        check(d.execute_script("const n = document.getElementById('observerNote'); return n !== null && n.offsetParent !== null && n.textContent.includes('--drive')"),
              "the actions say they need --drive")
        home = wait(d, "return [...document.querySelectorAll('#tree .node')].find(n => n.querySelector(':scope > .row .name').textContent === 'HomeViewController')?.dataset.vc",
                    "the demo tree")
        d.execute_script(f"document.querySelector('#tree .node[data-vc=\"{home}\"] > .row').click()")
        wait(d, "return document.querySelectorAll('#segues button.segue').length > 0", "Home's segues")
        tree = d.execute_script("return JSON.stringify(window.inspector.state.tree)")
        renders = d.execute_script("return window.inspector.renders")
        d.execute_script("document.querySelector('#segues button[data-identifier=\"showDetail\"]').click()")
        wait(d, "return document.getElementById('message').className === 'error'", "the refusal")
        check("only watches" in d.find_element(By.ID, "message").text and "--drive" in d.find_element(By.ID, "message").text,
              "the segue is refused without --drive: " + d.find_element(By.ID, "message").text)
        time.sleep(0.3)
        check(d.execute_script("return window.inspector.renders") == renders, "nothing was redrawn")
        check(d.execute_script("return JSON.stringify(window.inspector.state.tree)") == tree, "the tree did not change")
        check(d.execute_script("return window.inspector.requests") == 0, "no request reached the server")
        # A bad request gets a clear error and changes nothing.
        err = d.execute_async_script("const done = arguments[0]; window.inspector.request('frobnicate', {}).then(r => done('resolved'), e => done(e.message))")
        check("unknown op" in err, f"a bad request is refused: {err}")
        err = d.execute_async_script("const done = arguments[0]; window.inspector.call('server.shutdown', {}).then(r => done('resolved'), e => done(e.message))")
        check("does not forward" in err, f"server.shutdown is never forwarded: {err}")
        RPC(sock).call("ping")
        check(console_errors(d) == [], "no console errors")
        screenshot(d, out, "inspect-observer.png")
    finally:
        d.quit()


def scenario_scenes(url, sock, out):
    """Issue 39: the picture names each window's scene and draws a mirrored display; the side panel lists the scenes."""
    d = browser(out)
    rpc = RPC(sock, "scenes-test")
    try:
        d.get(url)
        wait(d, "return window.inspector && window.inspector.renders >= 1", "the first picture")
        rows = "return [...document.querySelectorAll('#sceneTable tbody tr')].map(r => [...r.children].map(c => c.textContent).join(' | '))"
        wait(d, "return !document.getElementById('scenes').hidden", "the scenes panel")
        check(d.execute_script(rows) == ["sc1 | application | foregroundActive | s1 | 390×844 | w1"], f"one scene listed: {d.execute_script(rows)}")
        caption = "return [...document.querySelectorAll('#screens g.window')].map(w => w.querySelector('text.window-label')?.textContent)"
        check(d.execute_script(caption)[0].startswith("w1 ★ key window · sc1 · root "), f"w1's caption names sc1: {d.execute_script(caption)}")
        rpc.call("screen.connect", {"name": "TV", "width": 1920, "height": 1080})
        wait(d, "return document.querySelectorAll('#screens g.screen').length === 2 && document.querySelectorAll('#sceneTable tbody tr').length === 2", "the TV and its scene")
        listed = d.execute_script(rows)
        check(listed[1].startswith("sc2 | external display | foregroundActive | s2 | 1920×1080 | w"), f"sc2 listed: {listed}")
        check(d.execute_script(caption)[1].startswith("w2 · sc2 external display · root "), f"w2's caption names sc2: {d.execute_script(caption)}")
        rpc.call("window.setHidden", {"window": "w2", "hidden": True})
        wait(d, "return document.querySelector('#screens g.screen[data-screen=\"s2\"] g.mirror[data-mirrors=\"s1\"]') !== null", "the mirrored TV")
        label = d.execute_script("return document.querySelector('#screens g.screen[data-screen=\"s2\"] text.screen-label').textContent")
        check(label == "TV (s2) · mirroring s1", f"the TV's caption says it mirrors s1: {label}")
        check("mirrors the main screen" in d.execute_script(rows)[1], f"the panel says sc2 mirrors: {d.execute_script(rows)}")
        # As drawn: the miniature lies inside the TV, as tall as it, and holds the phone's boxes.
        box = d.execute_script("""
            const tv = document.querySelector('#screens g.screen[data-screen="s2"] rect.screen-bounds').getBoundingClientRect();
            const m = document.querySelector('#screens g.mirror rect.mirror-bounds').getBoundingClientRect();
            return {tv: [tv.left, tv.top, tv.right, tv.bottom], m: [m.left, m.top, m.right, m.bottom],
                    boxes: document.querySelectorAll('#screens g.mirror rect.mirror-box').length,
                    phoneBoxes: [...document.querySelectorAll('#screens g.screen[data-screen="s1"] g.layer:not([display]) g.box')].length};""")
        tv, m = box["tv"], box["m"]
        check(m[0] >= tv[0] - 1 and m[2] <= tv[2] + 1 and abs(m[1] - tv[1]) < 2 and abs(m[3] - tv[3]) < 2,
              f"the main screen fills the TV's height, inside it: {box}")
        check(box["boxes"] == box["phoneBoxes"] and box["boxes"] > 0, f"the miniature holds the phone's boxes: {box}")
        screenshot(d, out, "inspect-scenes-mirrored.png")
        rpc.call("window.setHidden", {"window": "w2", "hidden": False})
        wait(d, "return document.querySelector('#screens g.mirror') === null", "mirroring stops when w2 shows again")
        check(d.execute_script("return document.querySelector('#screens g.screen[data-screen=\"s2\"] text.screen-label').textContent") == "TV (s2)",
              "the TV's caption no longer mirrors")
        check(console_errors(d) == [], "no console errors")
    finally:
        d.quit()


def scenario_modern(url, sock, out):
    """Issue 42: on an iPad running NetNewsWire's three-column split, the tree says which controller
    is in which column and the split's display mode, the picture draws the columns; a sheet with
    detents says where it rests; iOS 18 tabs with a group show the sidebar, in the tree, the
    details and the picture."""
    d = browser(out)
    rpc = RPC(sock, "modern-test")
    note = "return document.querySelector(`#tree .node[data-vc=\"${arguments[0]}\"] > .row .note`)?.textContent || null"
    try:
        d.get(url)
        wait(d, "return window.inspector && window.inspector.renders >= 1", "the first picture")
        split = rpc.call("tree")["windows"][0]["root"]["vc"]   # NetNewsWire's RootSplitViewController
        check(row_of(d, "RootSplitViewController") == split, "the split is in the tree")
        info = rpc.call("vc.get", {"vc": split})
        primary, supplementary, secondary = info["children"]
        check(wait(d, note, "the split's note", 10, split) == "tripleColumn · oneBesideSecondary, displace",
              f"the split's row says its style, display mode and behaviour: {d.execute_script(note, split)}")
        notes = [d.execute_script(note, vc) for vc in (primary, supplementary, secondary)]
        check(notes == ["primary column, hidden", "supplementary column", "secondary column"], f"each column's row names its column: {notes}")
        drawn = d.execute_script("return [...document.querySelectorAll('#screens g.box[data-column]')].map(b => b.getAttribute('data-column') + ' ' + b.getAttribute('data-vc'))")
        check(drawn == [f"supplementary {supplementary}", f"secondary {secondary}"], f"the picture draws the visible columns: {drawn}")
        select_vc(d, split)
        facts = d.execute_script("return [...document.querySelectorAll('#containerFacts tr')].map(r => r.textContent)")
        check(f"supplementary column{supplementary} (shown)" in facts and f"primary column{primary} (hidden)" in facts,
              f"the details list the columns: {facts}")
        screenshot(d, out, "inspect-modern-split.png")

        # A sheet with detents, resting at medium, undimmed.
        sheet = rpc.call("vc.create", {"class": "UIViewController", "title": "Filters"})["vc"]
        rpc.call("vc.set", {"vc": sheet, "properties": {"modalPresentationStyle": "pageSheet", "detents": ["medium", "large"],
                                                        "largestUndimmedDetentIdentifier": "medium"}})
        rpc.call("vc.present", {"presenter": split, "vc": sheet, "animated": False})
        check(wait(d, note, "the sheet's note", 10, sheet) == "detent medium of medium, large · undimmed",
              f"the sheet's row says its detent: {d.execute_script(note, sheet)}")
        layer = d.execute_script("return document.querySelector(`#screens g.layer[data-vc=\"${arguments[0]}\"]`)?.getAttribute('data-detent')", sheet)
        check(layer == "medium", f"the picture's layer rests at medium: {layer}")
        select_vc(d, sheet)
        detents = d.execute_script("return [...document.querySelectorAll('#detentList [data-detent]')].map(e => e.getAttribute('data-detent') + (e.classList.contains('selected') ? '*' : ''))")
        check(detents == ["medium*", "large"], f"the details list the detents, the current one marked: {detents}")
        rpc.call("sheet.drag", {"vc": sheet, "detent": "large"})
        check(wait(d, "const t = document.querySelector(`#tree .node[data-vc=\"${arguments[0]}\"] > .row .note`)?.textContent; return t === 'detent large of medium, large' ? t : null",
                   "the drag to large", 10, sheet), "after the user's drag the row says large (dimmed again)")
        rpc.call("vc.dismiss", {"vc": sheet, "animated": False})

        # iOS 18 tabs with a group: the iPad shows the sidebar.
        def make(cls, title):
            return rpc.call("vc.create", {"class": cls, "title": title})["vc"]
        tab = make("UITabBarController", "Tabs")
        home, albums, songs = make("UIViewController", "Home"), make("UIViewController", "Albums"), make("UIViewController", "Songs")
        rpc.call("window.setRoot", {"window": "w1", "vc": tab})
        rpc.call("tab.setTabs", {"tab": tab, "tabs": [{"identifier": "home", "title": "Home", "vc": home},
                                                      {"identifier": "library", "title": "Library", "kind": "group",
                                                       "children": [{"identifier": "albums", "title": "Albums", "vc": albums},
                                                                    {"identifier": "songs", "title": "Songs", "vc": songs}]}]})
        rpc.call("tab.selectTab", {"tab": tab, "identifier": "albums"})
        check(wait(d, note, "the tab bar's note", 10, tab) == "tabs · mode automatic, sidebar · selected albums",
              f"the tab bar's row says its mode, the sidebar and the selected tab: {d.execute_script(note, tab)}")
        rows = wait(d, "const r = [...document.querySelectorAll('#screens g.sidebar rect.sidebar-row')]; return r.length ? r.map(e => e.getAttribute('data-identifier') + (e.getAttribute('data-selected') === 'true' ? '*' : '')) : null",
                    "the sidebar in the picture")
        check(rows == ["home", "library", "albums*", "songs"], f"the picture's sidebar lists tabs and the group's children: {rows}")
        titles = d.execute_script("return [...document.querySelectorAll('#screens g.sidebar text.sidebar-title')].map(t => t.textContent)")
        check(titles == ["Home", "Library", "Albums", "Songs"], f"with their titles: {titles}")
        select_vc(d, tab)
        listed = d.execute_script("return document.getElementById('tabList')?.textContent")
        check(listed == "Home, Library (Albums, Songs)", f"the details list the tabs: {listed}")
        check(d.execute_script("return document.querySelector('#tabList .selected')?.getAttribute('data-tab')") == "albums", "the selected tab marked")
        screenshot(d, out, "inspect-modern-sidebar.png")
        check(console_errors(d) == [], "no console errors")
    finally:
        d.quit()


def select_vc(d, vc):
    d.execute_script(f"document.querySelector('#tree .node[data-vc=\"{vc}\"] > .row').click()")
    wait(d, "return document.getElementById('detailsTitle') && document.getElementById('detailsTitle').textContent.startsWith(arguments[0] + ' ')",
         f"{vc} selected", 10, vc)


def appeared(d, name):
    """The id of the controller whose class, title or identifier contains `name` and that has appeared."""
    return d.execute_script("return [...document.querySelectorAll('#tree .node')].find(n => n.dataset.search.includes(arguments[0])"
                            " && n.querySelector(':scope > .row .appearance-appeared'))?.dataset.vc || null", name)


def settled(d):
    return wait(d, "return window.inspector.state.inFlight === false", "the transition to settle")


def live_tree(d):
    return d.execute_script("return JSON.stringify(window.inspector.state.tree)")


def cli(args):
    """The real `prosc` CLI (prosc-cli, from INSPECT_BIN) as a third client."""
    import subprocess
    r = subprocess.run([os.path.join(os.environ["INSPECT_BIN"], "prosc-cli")] + args, capture_output=True, text=True, timeout=60)
    if r.returncode != 0:
        raise Failure(f"prosc {' '.join(args)} exited {r.returncode}: {r.stdout}{r.stderr}")
    return r.stdout


def replay_verdicts(d):
    return d.execute_script("return [...document.querySelectorAll('#replaySteps li')].map(li => li.className.split(' ')[0])")


def scenario_replay(url, sock, out):
    """--drive: back and tab clicks, two pages and the CLI together, record, replay (pass, then an
    edited assertion fails), timeline filters, the tree at an event, a bad action, bad flows."""
    work = os.environ.get("INSPECT_WORK") or out
    d = browser(out)
    try:
        d.get(url)
        wait(d, "return window.inspector && window.inspector.renders >= 1", "the first picture")
        home = wait(d, "return [...document.querySelectorAll('#tree .node')].find(n => n.querySelector(':scope > .row .name').textContent === 'HomeViewController')?.dataset.vc",
                    "the demo tree")
        first_window = d.current_window_handle
        # A second page beside the first: the same state, the same timeline.
        d.switch_to.new_window("window")
        d.get(url)
        wait(d, "return window.inspector && window.inspector.renders >= 1", "the second page's first picture")
        second_window = d.current_window_handle
        d.switch_to.window(first_window)

        # Settings' view loads the first time its tab is selected; a replay on this same server
        # would not load it again (the tree text does not say whether a view is loaded), so it
        # is loaded before the recording starts.
        rpc = RPC(sock, "warm-up")
        tab = row_of(d, "UITabBarController")
        rpc.call("tab.select", {"tab": tab, "index": 1})
        rpc.call("tab.select", {"tab": tab, "index": 0})
        click(d, "record")
        wait(d, "return document.getElementById('record').textContent.includes('Stop')", "recording to start")

        # Back: perform showDetail, then the Back button on Detail.
        select_vc(d, home)
        d.execute_script("document.querySelector('#segues button[data-identifier=\"showDetail\"]').click()")
        detail = wait(d, "return [...document.querySelectorAll('#tree .node')].find(n => n.dataset.search.includes('detail') && n.querySelector(':scope > .row .appearance-appeared'))?.dataset.vc",
                      "Detail appeared")
        settled(d)
        select_vc(d, detail)
        check(d.execute_script("return document.getElementById('back') !== null"), "Detail has a Back button (it is in a navigation controller)")
        click(d, "back")
        wait(d, "return ![...document.querySelectorAll('#tree .node')].some(n => n.dataset.search.includes('detail'))", "Detail popped off the tree")
        wait(d, "return document.getElementById('message').textContent.includes('nav.pop: done')", "the page reports the pop")
        settled(d)
        check(appeared(d, "homeviewcontroller") == home, "Back (nav.pop) clicked on the page: Home appeared again, Detail gone")

        # Select tab: the tab bar controller's Select tab button, index 1.
        tab = row_of(d, "UITabBarController")
        select_vc(d, tab)
        d.execute_script("document.getElementById('tabIndex').value = '1'")
        click(d, "selectTab")
        wait(d, "return [...document.querySelectorAll('#tree .node')].some(n => n.dataset.search.includes('settings') && n.querySelector(':scope > .row .appearance-appeared'))",
             "Settings appeared")
        check(True, "Select tab clicked on the page: Settings appeared")

        # The CLI, a third client: it sees the page's state and drives; both pages follow.
        text = cli(["tree", "--socket", sock])
        check("Settings" in text and "Detail" not in text, "prosc tree (CLI) shows the state the page made")
        cli(["tab", "select", "--socket", sock, "--tab", tab, "--index", "0"])
        wait(d, "return [...document.querySelectorAll('#timeline li.request')].some(li => li.textContent.includes('tab.select') && li.textContent.includes('index=0'))",
             "the CLI's request in the first page's timeline")
        wait(d, "return [...document.querySelectorAll('#tree .node')].some(n => n.dataset.search.includes('homeviewcontroller') && n.querySelector(':scope > .row .appearance-appeared'))",
             "Home appeared again after the CLI's tab.select")
        settled(d)
        seq = RPC(sock).call("sync")["seq"]
        wait(d, f"return window.inspector.lastRender.seq >= {seq}", "the first page to catch up")
        tree_one = live_tree(d)
        cli_tree = json.loads(cli(["tree", "--socket", sock, "--json"]))
        d.switch_to.window(second_window)
        wait(d, f"return window.inspector.lastRender.seq >= {seq}", "the second page to catch up")
        check(live_tree(d) == tree_one, "the second page shows the same tree as the first")
        check(json.loads(tree_one) == cli_tree, "and as `prosc tree --json` (the CLI)")
        check(d.execute_script("return [...document.querySelectorAll('#timeline li.request')].some(li => li.textContent.includes('nav.pop'))"),
              "the second page's timeline has the first page's Back")
        check(d.execute_script("return [...document.querySelectorAll('#timeline li.request')].some(li => li.textContent.includes('tab.select') && li.textContent.includes('index=0'))"),
              "and the CLI's tab.select")
        check(console_errors(d) == [], "no console errors on the second page")
        d.close()
        d.switch_to.window(first_window)

        click(d, "record")
        wait(d, "return !document.getElementById('replayRecorded').hidden", "the recording to stop (Replay the recording offered)")
        recorded = d.execute_script("return window.inspector.recordedFlow")
        with open(os.path.join(work, "recorded-flow.yaml"), "w") as f:
            f.write(recorded)
        print("flow:", os.path.join(work, "recorded-flow.yaml"), flush=True)
        check("nav.pop" in recorded or "pop:" in recorded, "the recording has the page's Back")
        check(recorded.count("expectTree") >= 2, "the recording starts and ends with the tree")

        # Replay the recording: the server is back where the recording started.
        click(d, "replayRecorded")
        wait(d, "return document.querySelectorAll('#replaySteps li').length > 0", "the recorded flow's steps")
        steps = len(replay_verdicts(d))
        click(d, "replayStep")
        wait(d, "return document.querySelector('#replaySteps li').classList.contains('passed')", "the first step to pass")
        check(replay_verdicts(d)[1] == "next" and replay_verdicts(d).count("pending") == steps - 2, "Step ran one step: the next is marked, the rest wait")
        click(d, "replayRun")
        wait(d, "return document.getElementById('replayStatus').className !== 'muted'", "the replay to end", 60)
        status = d.find_element(By.ID, "replayStatus").text
        if "failed" in status:
            print(d.execute_script("return window.inspector.replay.outcomes.filter(o => !o.passed).map(o => o.report).join('\\n')"), flush=True)
        check(replay_verdicts(d) == ["passed"] * steps and f"all {steps} steps passed" in status, f"Run to end: all {steps} steps of the recording pass ({status})")
        # The tree after a step: the one after showDetail shows Detail, the live tree does not.
        index = d.execute_script("return [...document.querySelectorAll('#replaySteps li')].findIndex(li => li.textContent.includes('showDetail'))")
        check(index >= 0, f"the segue is step {index + 1}")
        d.execute_script("document.querySelectorAll('#replaySteps li')[arguments[0]].click()", index)
        wait(d, "return !document.getElementById('historyBanner').hidden && document.getElementById('historyLabel').textContent.includes('replay step')", "the tree after the step")
        check(d.execute_script("return [...document.querySelectorAll('#tree .node')].some(n => n.dataset.search.includes('detail'))"),
              f"the tree after step {index + 1} shows Detail pushed")
        screenshot(d, out, "inspect-replay.png")
        click(d, "live")
        check(not d.execute_script("return [...document.querySelectorAll('#tree .node')].some(n => n.dataset.search.includes('detail'))"),
              "back to live: Detail is gone again")

        # An edited assertion fails at its step with the checker's message; nothing after it runs.
        lines = recorded.split("\n")
        wrong = next(i for i, l in enumerate(lines) if "viewWillDisappear" in l)
        lines[wrong] = lines[wrong].replace("viewWillDisappear", "viewDidLoad")
        path = os.path.join(work, "wrong-flow.yaml")
        with open(path, "w") as f:
            f.write("\n".join(lines))
        chooser = d.find_element(By.ID, "replayFile")
        d.execute_script("arguments[0].style.display = 'inline'", chooser)
        chooser.send_keys(path)
        d.execute_script("arguments[0].style.display = ''", chooser)
        wait(d, "return document.getElementById('replayName').textContent.startsWith('wrong-flow.yaml')", "the edited flow opened from a file")
        click(d, "replayRun")
        wait(d, "return document.getElementById('replayStatus').className === 'failed'", "the replay to fail", 60)
        verdicts = replay_verdicts(d)
        failed = verdicts.index("failed")
        status = d.find_element(By.ID, "replayStatus").text
        why = d.execute_script("return document.querySelector('#replaySteps li.failed .why').textContent")
        step_line = d.execute_script("return window.inspector.replay.steps[arguments[0]].line", failed)
        check(verdicts[:failed] == ["passed"] * failed and all(v in ("pending", "next") for v in verdicts[failed + 1:]),
              f"the steps before step {failed + 1} pass, none after it runs")
        check(step_line <= wrong + 1 and "expectCallbacks" in lines[step_line - 1], f"the failing step is the edited expectCallbacks (line {step_line}, edited line {wrong + 1})")
        check(f"wrong-flow.yaml:{step_line}" in status and f"wrong-flow.yaml:{step_line}" in why and "+" in why and "viewDidLoad" in why,
              "its message names the file:line and the callbacks that differ: " + why.replace("\n", " | ")[:300])
        check(d.execute_script("return document.getElementById('replayStep').disabled"), "a failed replay runs no further (Step disabled until Reset)")
        screenshot(d, out, "inspect-replay-failed.png")
        click(d, "replayReset")
        wait(d, "return document.querySelectorAll('#replaySteps li.passed, #replaySteps li.failed').length === 0 && !document.getElementById('replayStep').disabled", "Reset")
        check(True, "Reset: every step waits again")

        # Bad flows: a YAML error and an unknown name, each with file:line and nothing run.
        err = d.execute_async_script("const done = arguments[0]; window.inspector.request('replay', {action: 'open', name: 'bad.yaml', text: 'name: x\\n---\\n- frobnicate: 1\\n'}).then(r => done('opened'), e => done(e.message))")
        check("bad.yaml:3" in err and "frobnicate" in err, f"a flow with an unknown step is refused with its file:line: {err!r}")
        err = d.execute_async_script("const done = arguments[0]; window.inspector.request('replay', {action: 'open', name: 'names.yaml', text: 'name: y\\n---\\n- segue: {from: NoSuchController, id: x}\\n'}).then(r => done('opened'), e => done(e.message))")
        check("names.yaml:" in err and "NoSuch" in err, f"a flow whose names are not this server's is refused: {err!r}")

        # A bad action: refused with the server's message, nothing changes.
        settled(d)
        tree = live_tree(d)
        renders = d.execute_script("return window.inspector.renders")
        select_vc(d, tab)
        d.execute_script("document.getElementById('tabIndex').value = '9'")
        click(d, "selectTab")
        wait(d, "return document.getElementById('message').className === 'error'", "the refusal")
        message = d.find_element(By.ID, "message").text
        check("tab.select refused" in message and "9" in message, "a tab index out of range is refused in place: " + message.replace("\n", " | "))
        time.sleep(0.3)
        check(live_tree(d) == tree and d.execute_script("return window.inspector.renders") == renders, "nothing changed after the bad action")
        err = d.execute_async_script("const done = arguments[0]; window.inspector.call('tab.select', []).then(r => done('resolved'), e => done(e.message))")
        check("params must be an object" in err, f"params that are not an object: {err}")
        err = d.execute_async_script("const done = arguments[0]; window.inspector.call('no.such', {}).then(r => done('resolved'), e => done(e.message))")
        check("no method" in err, f"an unknown method: {err}")

        # Timeline filters: window, controller (id or name), callback name.
        def shown():
            return d.execute_script("return [...document.querySelectorAll('#timeline li')].map(li => li.textContent)")
        everything = shown()

        def filtered(field, value):
            d.execute_script("const i = document.getElementById(arguments[0]); i.value = arguments[1]; i.dispatchEvent(new Event('input'))", field, value)
            rows = shown()
            d.execute_script("const i = document.getElementById(arguments[0]); i.value = ''; i.dispatchEvent(new Event('input'))", field)
            return rows
        rows = filtered("filterName", "viewDidAppear")
        check(0 < len(rows) < len(everything) and all("viewDidAppear" in r for r in rows), f"callback filter: {len(rows)} of {len(everything)} rows, all viewDidAppear")
        rows = filtered("filterVC", home)
        check(0 < len(rows) < len(everything) and all(f" {home} " in r for r in rows), f"controller filter by id {home}: {len(rows)} rows, all Home's")
        rows_by_name = filtered("filterVC", "homeviewcontroller")
        check(rows_by_name == rows, "controller filter by name: the same rows")
        rows = filtered("filterWindow", "w1")
        check(0 < len(rows) <= len(everything) and all(" w1 " in r for r in rows) and not any(r.startswith(">>") for r in rows), f"window filter w1: {len(rows)} events, all in w1")
        check(filtered("filterWindow", "w9") == [], "window filter w9: nothing")
        check(shown() == everything, "filters cleared: the whole timeline again")

        # The tree as it was at an event: Detail's viewDidAppear, from before the Back.
        seq = d.execute_script("const li = [...document.querySelectorAll('#timeline li.event')].find(li => li.textContent.includes(' ' + arguments[0] + ' viewDidAppear')); li.click(); return li.dataset.seq", detail)
        wait(d, "return !document.getElementById('historyBanner').hidden && document.getElementById('historyLabel').textContent.includes('event')", "the tree at the event")
        check(d.execute_script("return [...document.querySelectorAll('#tree .node')].some(n => n.dataset.vc === arguments[0] && n.querySelector(':scope > .row .appearance-appeared'))", detail),
              f"the tree after event #{seq} (Detail's viewDidAppear) shows Detail appeared, which the live tree no longer has")
        click(d, "live")
        errors = console_errors(d)
        check(errors == [], f"no console errors ({errors})")
    finally:
        d.quit()


def scenario_folder(url, sock, out):
    """`prosc inspect DIR`: the app folder's storyboards on a private proscd, watched."""
    d = browser(out)
    try:
        d.get(url)
        wait(d, "return window.inspector && window.inspector.renders >= 1", "the first picture")
        check("observer" in d.find_element(By.ID, "mode").text, "without --drive the page watches")
        wait(d, "return [...document.querySelectorAll('#tree .node .name')].some(n => n.textContent === 'HomeViewController')", "the folder's Main storyboard")
        check(d.execute_script("return document.querySelectorAll('#screens g.box[data-vc]').length") > 0, "the folder's app is drawn")
        check("--drive" in d.find_element(By.ID, "replayStatus").text, "the replay says it needs --drive")
        err = d.execute_async_script("const done = arguments[0]; window.inspector.request('replay', {action: 'open', name: 'f.yaml', text: 'name: f\\n---\\n'}).then(r => done('opened'), e => done(e.message))")
        check("--drive" in err, f"replay is refused without --drive: {err}")
        check(console_errors(d) == [], "no console errors")
    finally:
        d.quit()


def http_get(url, headers=None):
    u = urllib.parse.urlsplit(url)
    c = http.client.HTTPConnection(u.hostname, u.port, timeout=10)
    c.request("GET", u.path + ("?" + u.query if u.query else ""), headers=headers or {})
    r = c.getresponse()
    body = r.read().decode("utf-8", "replace")
    c.close()
    return r.status, body


def scenario_gate(url, sock, out):
    u = urllib.parse.urlsplit(url)
    token = urllib.parse.parse_qs(u.query)["token"][0]
    base = f"http://{u.netloc}"
    status, body = http_get(base + "/")
    check(status == 403 and "token" in body, f"the page without the token: {status} {body.strip()}")
    status, body = http_get(base + "/?token=" + "0" * 32)
    check(status == 403, f"a wrong token: {status}")
    status, _ = http_get(base + "/inspector.js")
    check(status == 403, f"the script without the token: {status}")
    status, body = http_get(base + "/?token=" + token)
    check(status == 200 and "Proscenium inspector" in body, "the page with the token")
    status, _ = http_get(base + f"/inspector.js?token={token}")
    check(status == 200, "the script with the token")
    status, body = http_get(base + f"/nothing?token={token}")
    check(status == 404 and "no page" in body, f"an unknown path: {status} {body.strip()}")
    key = base64.b64encode(os.urandom(16)).decode()
    upgrade = {"Upgrade": "websocket", "Connection": "Upgrade", "Sec-WebSocket-Key": key, "Sec-WebSocket-Version": "13"}
    # HummingbirdWebSocket answers a refused upgrade with 400 (the reason goes to prosc-inspect's stderr).
    status, body = http_get(base + f"/ws?token={token}", dict(upgrade, Origin="http://evil.example"))
    check(status == 400, f"an upgrade from a foreign Origin is refused: {status}")
    status, _ = http_get(base + "/ws", dict(upgrade, Origin=base))
    check(status == 400, f"an upgrade without the token is refused: {status}")
    status, body = http_get(base + f"/ws?token={token}")
    check(status == 400 and "WebSocket" in body, f"/ws without an upgrade: {status} {body.strip()}")
    status, _ = http_get(base + f"/ws?token={token}", dict(upgrade, Origin=base))
    check(status == 101, "an upgrade from the page's own origin with the token")
    # The same in a real browser: a wrong token gets the page that says so; a page of another
    # origin (a page served on another loopback port) cannot open the WebSocket even with the token.
    import http.server, threading

    class Elsewhere(http.server.BaseHTTPRequestHandler):
        def do_GET(self):
            self.send_response(200)
            self.send_header("Content-Type", "text/html")
            self.end_headers()
            self.wfile.write(b"<title>elsewhere</title>another site")

        def log_message(self, *args):
            pass
    other = http.server.HTTPServer(("127.0.0.1", 0), Elsewhere)
    threading.Thread(target=other.serve_forever, daemon=True).start()
    d = browser(out)
    try:
        d.get(base + "/?token=" + "f" * 32)
        check("needs its token" in d.find_element(By.TAG_NAME, "body").text, "the browser, with a wrong token, is told to open the printed address")
        d.get(f"http://127.0.0.1:{other.server_port}/")
        outcome = d.execute_async_script(
            "const done = arguments[1]; const ws = new WebSocket(arguments[0]);"
            "ws.onopen = () => { done('opened'); ws.close(); }; ws.onerror = () => done('refused'); setTimeout(() => done('timeout'), 8000);",
            f"ws://{u.netloc}/ws?token={token}")
        check(outcome == "refused", f"a page of another origin cannot open the WebSocket with the token: {outcome}")
        d.get(url)
        wait(d, "return window.inspector && window.inspector.renders >= 1", "the page from its own address still works")
    finally:
        d.quit()
        other.shutdown()
    RPC(sock).call("ping")
    check(True, "the server was not disturbed")


def scenario_bench(url, sock, out):
    """Time from a request's reply (another client's) to the page showing the new tree."""
    events_target = int(os.environ.get("INSPECT_BENCH_EVENTS", "100000"))
    d = browser(out)
    results = {}
    try:
        d.get(url)
        wait(d, "return window.inspector && window.inspector.renders >= 1", "the first picture")
        rpc = RPC(sock, "bench")

        def controllers():
            return d.execute_script("return document.querySelectorAll('#tree .node').length")

        def measure(label, rounds=30):
            tab = row_of(d, "UITabBarController")
            samples, server, draw = [], [], []
            for i in range(rounds):
                rpc.call("tab.select", {"tab": tab, "index": (i + 1) % 2})
                replied = time.time() * 1000
                seq = rpc.call("sync")["seq"]
                shown = wait(d, "const r = window.inspector.lastRender; return r && r.seq >= arguments[0] ? r.wall : 0".replace("arguments[0]", str(seq)),
                             "the page to show the new tree", 30)
                samples.append(shown - replied)
                last = d.execute_script("return window.inspector.lastRender")
                server.append(last["serverMillis"])
                draw.append(last["drawMillis"])
            samples.sort()
            server.sort()
            draw.sort()
            results[label] = {"controllers": controllers(), "median_ms": round(samples[len(samples) // 2], 1),
                              "p90_ms": round(samples[int(len(samples) * 0.9)], 1), "max_ms": round(samples[-1], 1),
                              "refresh_median_ms": round(server[len(server) // 2], 1), "draw_median_ms": round(draw[len(draw) // 2], 1)}
            print("bench:", label, json.dumps(results[label]), flush=True)

        measure("demo")
        # About 1,000 controllers: a navigation stack of 1,000 made in code.
        nav = row_of(d, "UINavigationController")
        ids = []
        for i in range(1000):
            rpc.send("vc.create", {"class": "UIViewController", "title": f"c{i}"})
        for i in range(1000):
            ids.append(rpc.read()["result"]["vc"])
        home = row_of(d, "HomeViewController")
        rpc.call("nav.setViewControllers", {"nav": nav, "vcs": [home] + ids, "animated": False})
        wait(d, "return document.querySelectorAll('#tree .node').length >= 1000", "1,000 controllers in the tree", 60)
        measure("1000")
        # Memory after many events: tab switches pipelined 200 at a time.
        tab = row_of(d, "UITabBarController")
        start = d.execute_script("return window.inspector.events")
        i = 0
        while d.execute_script("return window.inspector.events") - start < events_target:
            for _ in range(200):
                rpc.send("tab.select", {"tab": tab, "index": i % 2})
                i += 1
            for _ in range(200):
                rpc.read()
        seq = rpc.call("sync")["seq"]
        wait(d, f"const r = window.inspector.lastRender; return r && r.seq >= {seq}", "the last state", 120)
        d.execute_script("window.gc && window.gc()")
        mem = d.execute_script("return {used: performance.memory.usedJSHeapSize, events: window.inspector.events, kept: window.inspector.state.timeline.length, nodes: document.getElementsByTagName('*').length}")
        results["memory"] = mem
        print("bench: memory", json.dumps(mem), flush=True)
        check(console_errors(d) == [], "no console errors")
        print("BENCH " + json.dumps(results), flush=True)
    finally:
        d.quit()


def launch(bin_dir, arguments):
    """Starts BIN_DIR/prosc-inspect (with BIN_DIR/proscd) and returns (process, url, socket)."""
    import subprocess
    env = dict(os.environ, PROSCD=os.path.join(bin_dir, "proscd"))
    p = subprocess.Popen([os.path.join(bin_dir, "prosc-inspect"), "inspect"] + arguments, stdout=subprocess.PIPE, text=True, env=env)
    first = p.stdout.readline()
    second = p.stdout.readline()
    if not second.startswith("open "):
        p.kill()
        raise Failure(f"prosc-inspect did not start: {first}{second}")
    return p, second[5:].strip(), first.split()[3]


if __name__ == "__main__":
    if sys.argv[1] == "bench-launch":
        # make bench-inspect: inspect_browser.py bench-launch BIN_DIR CONFIG OUT (release binaries)
        bin_dir, config, out = sys.argv[2:5]
        process, url, sock = launch(bin_dir, ["--config", config])
        try:
            scenario_bench(url, sock, out)
        finally:
            process.terminate()
            process.wait()
        sys.exit(0)
    scenario, url, sock, out = sys.argv[1:5]
    try:
        {"drive": scenario_drive, "observe": scenario_observe, "gate": scenario_gate, "bench": scenario_bench,
         "replay": scenario_replay, "folder": scenario_folder, "scenes": scenario_scenes,
         "modern": scenario_modern}[scenario](url, sock, out)
    except Failure as f:
        print("FAILED:", f, flush=True)
        sys.exit(1)
    print("PASSED", scenario, flush=True)
