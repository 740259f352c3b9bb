// prosc inspect's page: one WebSocket to the inspector; every message redraws what it changes.
// No framework, no network besides the inspector itself (docs/inspect.md).
"use strict";
(function () {
  const token = new URLSearchParams(location.search).get("token") || "";
  const $ = (id) => document.getElementById(id);
  const TIMELINE_LIMIT = 2000;           // entries kept on the page (older ones are counted, not kept)
  const state = {
    drive: false, tree: null, svg: "", seq: 0, selected: null, historic: null,
    timeline: [], timelineDropped: 0, nextId: 1, pending: new Map(), recording: false,
  };
  // What tests and benchmarks read: when the page last drew a state, and what it saw.
  const inspector = window.inspector = {
    renders: 0, lastRender: null, events: 0, requests: 0, errors: [], connected: false, state,
  };
  let socket = null;

  function el(tag, attrs, ...children) {
    const e = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs || {})) {
      if (k === "class") e.className = v; else if (k.startsWith("on")) e.addEventListener(k.slice(2), v);
      else if (v !== undefined && v !== null) e.setAttribute(k, v);
    }
    for (const c of children) if (c !== null && c !== undefined) e.append(c.nodeType ? c : String(c));
    return e;
  }

  // ---- connection ----
  function connect() {
    const scheme = location.protocol === "https:" ? "wss:" : "ws:";
    socket = new WebSocket(`${scheme}//${location.host}/ws?token=${encodeURIComponent(token)}`);
    socket.onopen = () => { inspector.connected = true; setBadge("connection", "connected", "ok"); };
    socket.onclose = () => {
      inspector.connected = false;
      setBadge("connection", "disconnected — reload to reconnect", "bad");
      for (const [, p] of state.pending) p.reject({ message: "the inspector went away" });
      state.pending.clear();
    };
    socket.onmessage = (m) => {
      let msg;
      try { msg = JSON.parse(m.data); } catch (e) { inspector.errors.push("bad message " + e); return; }
      receive(msg);
    };
  }

  function request(op, fields) {
    return new Promise((resolve, reject) => {
      if (!socket || socket.readyState !== 1) { reject({ message: "not connected to the inspector" }); return; }
      const id = state.nextId++;
      state.pending.set(id, { resolve, reject });
      socket.send(JSON.stringify(Object.assign({ id, op }, fields)));
    });
  }
  const call = (method, params) => request("call", { method, params: params || {} });
  inspector.request = request;
  inspector.call = call;

  function receive(msg) {
    switch (msg.type) {
      case "hello":
        state.drive = msg.drive;
        setBadge("mode", msg.drive ? "driving (--drive)" : "observer: start with --drive to act", msg.drive ? "drive" : "watch");
        document.title = `Proscenium inspector — ${msg.socket}`;
        renderActions();
        if (!msg.drive) setReplayStatus("Replay drives the server: it needs `prosc inspect --drive` (this inspector only watches).", "muted");
        break;
      case "state":
        state.tree = msg.tree; state.svg = msg.svg; state.seq = msg.seq; state.inFlight = msg.inFlight; state.scenes = msg.scenes || [];
        state.containers = msg.containers || {};
        drawState(msg);
        break;
      case "event": case "request": case "dropped":
        addTimeline(msg);
        break;
      case "backlog":
        state.timelineDropped += msg.dropped;
        for (const e of msg.entries) addTimeline(e);
        break;
      case "reply": {
        const p = state.pending.get(msg.id);
        if (!p) { if (msg.error) showMessage(msg.error.message, true); return; }
        state.pending.delete(msg.id);
        if (msg.error) p.reject(msg.error); else p.resolve(msg.result);
        break;
      }
      case "serverGone":
        setBadge("connection", msg.message, "bad");
        break;
      case "error":
        showMessage(msg.message, true);
        break;
    }
  }

  function setBadge(id, text, cls) { const b = $(id); b.textContent = text; b.className = "badge " + (cls || ""); }

  // ---- state: screens and tree ----
  function drawState(msg) {
    const started = performance.now();
    $("seq").textContent = `seq ${msg.seq} · refresh ${msg.refresh} (${msg.millis} ms)`;
    $("inflight").hidden = !msg.inFlight;
    drawScreens();
    drawScenes();
    if (!state.historic) drawTree(state.tree);
    if (state.selected) refreshDetails();
    inspector.renders++;
    const now = performance.now();
    // wall: when it was drawn; serverMillis: the inspector's refresh (tree, capture, SVG); drawMillis: the page's drawing.
    inspector.lastRender = { seq: msg.seq, refresh: msg.refresh, wall: performance.timeOrigin + now, serverMillis: msg.millis, drawMillis: now - started };
  }

  function drawScreens() {
    const box = $("screens");
    box.innerHTML = state.svg;
    box.classList.toggle("inflight", !!state.inFlight);
    for (const g of box.querySelectorAll("g.box[data-vc]")) {
      g.addEventListener("click", (e) => { e.stopPropagation(); select(g.getAttribute("data-vc")); });
    }
    highlightPicture();
  }

  // The scenes of scene.list (iOS 13+'s scene life cycle); hidden without scenes.
  function drawScenes() {
    const scenes = state.scenes || [];
    $("scenes").hidden = scenes.length === 0;
    const body = $("sceneTable").querySelector("tbody");
    body.innerHTML = "";
    for (const s of scenes) {
      const role = s.role === "externalDisplay" ? "external display" : s.role;
      const where = s.screen + (s.mirrored ? " (mirrors the main screen)" : "");
      const row = el("tr", { "data-scene": s.scene, class: s.activationState === "background" ? "background" : "" },
        el("td", {}, s.scene), el("td", {}, role), el("td", {}, s.activationState), el("td", {}, where),
        el("td", {}, `${s.size.width}×${s.size.height}`), el("td", {}, s.windows.length ? s.windows.join(" ") : "none"));
      body.append(row);
    }
  }

  function highlightPicture() {
    for (const g of $("screens").querySelectorAll("g.box.selected")) g.classList.remove("selected");
    if (!state.selected) return;
    for (const g of $("screens").querySelectorAll(`g.box[data-vc="${CSS.escape(state.selected)}"]`)) g.classList.add("selected");
  }

  const esc = (t) => String(t).replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]);

  // The tree is written as one HTML string and set at once (a 1,000-controller tree in one
  // parse, not 1,000 createElement calls); clicks are handled once on #tree (wireTree).
  function drawTree(tree) {
    const root = $("tree");
    const collapsed = new Set([...root.querySelectorAll(".node.collapsed")].map((n) => n.dataset.vc));
    const out = [];
    for (const w of (tree && tree.windows) || []) {
      out.push(`<div class="window" data-window="${esc(w.window)}"><div class="windowHead">${esc(`${w.key ? "★ " : ""}${w.window} on ${w.screen}${w.key ? " (key)" : ""}`)}</div>`);
      if (w.root) nodeHTML(w.root, null, collapsed, out); else out.push(`<div class="muted">no root</div>`);
      out.push("</div>");
    }
    root.innerHTML = out.join("");
    applySearch();
  }

  function nodeHTML(n, presentedStyle, collapsed, out) {
    const hasKids = (n.children && n.children.length > 0) || !!n.presented;
    const shut = collapsed.has(n.vc);
    const search = [n.vc, n.class, n.title || "", n.storyboardIdentifier || ""].join(" ").toLowerCase();
    out.push(`<div class="node${shut ? " collapsed" : ""}${n.vc === state.selected ? " selected" : ""}" data-vc="${esc(n.vc)}" data-search="${esc(search)}">`,
      `<div class="row"><span class="toggle">${hasKids ? (shut ? "▸" : "▾") : ""}</span>`);
    if (presentedStyle) out.push(`<span class="presents">presents </span>`);
    out.push(`<span class="id">${esc(n.vc)} </span><span class="name">${esc(n.class)}</span>`);
    if (n.title) out.push(esc(` "${n.title}"`));
    if (n.storyboardIdentifier) out.push(esc(` [${n.storyboardIdentifier}]`));
    out.push(` <span class="appearance-${esc(n.appearance)}">${esc(n.appearance)}</span>`);
    if (presentedStyle) out.push(`<span class="presents"> (${esc(presentedStyle)})</span>`);
    // Columns, detents and iOS 18 tabs (the containers of the live state; none in a historic tree).
    const facts = state.historic ? null : (state.containers || {})[n.vc];
    if (facts && facts.note) out.push(` <span class="note">${esc(facts.note)}</span>`);
    out.push(`</div><div class="kids">`);
    for (const c of n.children || []) nodeHTML(c, null, collapsed, out);
    if (n.presented) nodeHTML(n.presented, n.presented.style || "presented", collapsed, out);
    out.push("</div></div>");
  }

  function wireTree() {
    $("tree").addEventListener("click", (e) => {
      const node = e.target.closest(".node");
      if (!node) return;
      const toggle = e.target.closest(".toggle");
      if (toggle && toggle.textContent !== "") {
        node.classList.toggle("collapsed");
        toggle.textContent = node.classList.contains("collapsed") ? "▸" : "▾";
        return;
      }
      if (e.target.closest(".row")) select(node.dataset.vc);
    });
  }

  function applySearch() {
    const q = $("search").value.trim().toLowerCase();
    const nodes = $("tree").querySelectorAll(".node");
    let count = 0;
    for (const n of nodes) {
      const hit = q !== "" && n.dataset.search.includes(q);
      n.classList.toggle("match", hit);
      if (hit) count++;
    }
    // Filter: without a match inside, a node is dimmed; ancestors of a match are opened.
    for (const n of nodes) {
      const inside = q === "" || n.classList.contains("match") || n.querySelector(".node.match") !== null;
      n.classList.toggle("dim", !inside);
      if (q !== "" && n.querySelector(".node.match")) n.classList.remove("collapsed");
    }
    $("matches").textContent = q === "" ? "" : `${count} match${count === 1 ? "" : "es"}`;
  }

  // ---- selection and details ----
  function select(vc) {
    state.selected = vc;
    for (const n of $("tree").querySelectorAll(".node.selected")) n.classList.remove("selected");
    for (const n of $("tree").querySelectorAll(`.node[data-vc="${CSS.escape(vc)}"]`)) n.classList.add("selected");
    highlightPicture();
    refreshDetails();
  }

  let detailsRequest = 0;
  function refreshDetails() {
    const vc = state.selected;
    const mine = ++detailsRequest;
    request("details", { vc }).then((d) => { if (mine === detailsRequest) drawDetails(d); })
      .catch((e) => { if (mine === detailsRequest) { $("details").innerHTML = ""; $("details").append(el("p", { class: "muted" }, `${vc}: ${e.message}`)); renderActions(); } });
  }

  function drawDetails(d) {
    const v = d.vc;
    const box = $("details");
    box.innerHTML = "";
    box.append(el("h2", { id: "detailsTitle" }, `${v.vc} ${v.class}${v.title ? ` "${v.title}"` : ""}`));
    const rows = [
      ["origin", v.storyboard ? `storyboard ${v.storyboard}, scene ${v.scene || "?"}${v.storyboardIdentifier ? `, identifier ${v.storyboardIdentifier}` : ""}` : "made in code"],
      ["appearance", v.appearance], ["window", v.window], ["parent", v.parent], ["children", (v.children || []).join(" ")],
      ["presenting", v.presentingViewController], ["presented", v.presentedViewController],
      ["navigation controller", v.navigationController], ["tab bar controller", v.tabBarController],
      ["split view controller", v.splitViewController], ["view loaded", v.isViewLoaded],
    ];
    for (const [k, val] of Object.entries(v.properties || {})) rows.push([k, typeof val === "object" ? JSON.stringify(val) : val]);
    const facts = (state.containers || {})[v.vc];
    if (facts) box.append(containerFacts(facts));
    const table = el("table", { id: "properties" });
    for (const [k, val] of rows) table.append(el("tr", {}, el("td", {}, k), el("td", {}, val === null || val === undefined ? "—" : String(val))));
    box.append(table);
    state.details = d;
    renderActions();
  }

  // A column-style split's columns, a split column's place, a sheet's detents, iOS 18 tabs:
  // a table above the properties (the facts the picture is drawn from; ContainerNotes.swift).
  function containerFacts(f) {
    const rows = [];
    const mark = (text, on) => on ? el("b", {}, text) : text;
    if (f.split) {
      rows.push(["split", `${f.split.style} · ${f.split.collapsed ? "collapsed" : `${f.split.displayMode}, ${f.split.splitBehavior}`}`]);
      for (const c of f.columns || []) rows.push([`${c.column} column`, el("span", { "data-column": c.column }, c.vc, c.shown ? " (shown)" : " (hidden)")]);
    }
    if (f.column) rows.push(["column", `${f.column} of ${f.split}${f.shown ? "" : ", hidden"}`]);
    if (f.tabs) {
      const list = el("span", { id: "tabList" });
      f.tabs.tabs.forEach((t, i) => {
        if (i > 0) list.append(", ");
        list.append(el("span", { "data-tab": t.identifier, class: t.identifier === f.tabs.selectedTab ? "selected" : "" }, mark(t.title, t.identifier === f.tabs.selectedTab)));
        if (t.children) {
          list.append(" (");
          t.children.forEach((c, j) => { if (j > 0) list.append(", "); list.append(el("span", { "data-tab": c.identifier, class: c.identifier === f.tabs.selectedTab ? "selected" : "" }, mark(c.title, c.identifier === f.tabs.selectedTab))); });
          list.append(")");
        }
      });
      rows.push(["tabs", list], ["selected tab", f.tabs.selectedTab], ["mode", `${f.tabs.mode}${f.tabs.sidebarVisible ? " (sidebar shown)" : " (tab bar)"}`]);
    }
    if (f.sheet) {
      const list = el("span", { id: "detentList" });
      f.sheet.detents.forEach((d, i) => {
        if (i > 0) list.append(", ");
        list.append(el("span", { "data-detent": d.identifier, class: d.identifier === f.sheet.current ? "selected" : "" }, mark(`${d.identifier} (${Math.round(d.height)} pt)`, d.identifier === f.sheet.current)));
      });
      rows.push(["detents", list], ["rests at", f.sheet.current + (f.sheet.selectedDetentIdentifier ? "" : " (none selected: the smallest)")],
        ["largest undimmed", f.sheet.largestUndimmedDetentIdentifier], ["presenter", f.sheet.dimmed ? "dimmed" : "undimmed: reachable"]);
    }
    const table = el("table", { id: "containerFacts" });
    for (const [k, val] of rows) table.append(el("tr", {}, el("td", {}, k), el("td", {}, val === null || val === undefined ? "—" : val)));
    return table;
  }

  // ---- actions (--drive) ----
  function act(method, params) {
    return call(method, params).then((r) => { showMessage(`${method}: done ${JSON.stringify(r)}`, false); return r; })
      .catch((e) => showMessage(refusalText(method, e), true));
  }
  function refusalText(method, e) {
    let t = `${method} refused: ${e.message}`;
    if (e.uikit) t += `\nUIKit: ${e.uikit}`;
    return t;
  }
  function showMessage(text, error) {
    const m = $("message");
    m.textContent = text;
    m.className = error ? "error" : "ok";
  }
  inspector.act = act;

  function renderActions() {
    const box = $("actions");
    // What the user typed or chose survives the redraw.
    const kept = new Map([...box.querySelectorAll("input[id], select[id]")].map((i) => [i.id, i.value]));
    box.innerHTML = "";
    try { fillActions(box); } finally {
      for (const [id, value] of kept) { const i = box.querySelector("#" + CSS.escape(id)); if (i) i.value = value; }
    }
  }

  function fillActions(box) {
    if (!state.drive) {
      box.append(el("div", { class: "observer", id: "observerNote" }, "Observer: actions need `prosc inspect --drive`. The tree, screens and timeline stay live."));
    }
    const d = state.details;
    const v = d && d.vc && d.vc.vc === state.selected ? d.vc : null;
    const fs = (legend, ...content) => el("fieldset", {}, el("legend", {}, legend), ...content);
    const button = (label, method, params, id) => el("button", { id, onclick: () => act(method, params()) }, label);
    if (v) {
      const segues = el("div", { id: "segues" });
      for (const s of d.segues) {
        const outcome = (d.outcomes || []).filter((o) => (s.identifier && o.identifier === s.identifier) || o.segue === s.segue);
        const last = outcome[outcome.length - 1];
        const label = `${s.identifier || s.segue} (${s.kind} → ${s.destination || "?"})`;
        const b = el("button", { class: "segue", "data-segue": s.segue, "data-identifier": s.identifier || "",
          onclick: () => act("segue.perform", s.identifier ? { source: v.vc, identifier: s.identifier } : { source: v.vc, segue: s.segue }) }, label);
        segues.append(el("div", {}, b, last ? el("span", { class: "muted" }, last.error ? ` refused: ${last.error.message}` : ` → ${last.destination}`) : null));
      }
      if (d.segues.length === 0) segues.append(el("span", { class: "muted" }, "no segues"));
      box.append(fs("Segues", segues));
      const nav = [];
      if (v.navigationController) nav.push(button("Back (pop)", "nav.pop", () => ({ nav: v.navigationController }), "back"));
      nav.push(button("Dismiss", "vc.dismiss", () => ({ vc: v.vc }), "dismiss"));
      box.append(fs("Navigation", ...nav));
      if (v.tabBarController || /TabBarController/.test(v.class)) {
        const tab = /TabBarController/.test(v.class) ? v.vc : v.tabBarController;
        const index = el("input", { id: "tabIndex", type: "number", min: "0", value: "0", size: "3" });
        box.append(fs("Tab", "index ", index, button("Select tab", "tab.select", () => ({ tab, index: Number(index.value) }), "selectTab")));
      }
      const action = el("input", { id: "unwindAction", placeholder: "unwindToHome:", size: "14" });
      box.append(fs("Unwind", action, button("Unwind", "segue.unwind", () => ({ source: v.vc, action: action.value }), "unwind")));
      const storyboard = el("input", { id: "presentStoryboard", value: v.storyboard || "Main", size: "8" });
      const identifier = el("input", { id: "presentIdentifier", placeholder: "scene identifier", size: "12" });
      const style = el("select", { id: "presentStyle" }, ...["", "fullScreen", "pageSheet", "formSheet", "currentContext", "overFullScreen", "overCurrentContext", "popover", "automatic"].map((s) => el("option", { value: s }, s || "(scene's style)")));
      box.append(fs("Present a scene", storyboard, identifier, style, button("Present", "vc.instantiateAndPresent", () => {
        const p = { presenter: v.vc, storyboard: storyboard.value };
        if (identifier.value) p.identifier = identifier.value;
        if (style.value) p.style = style.value;
        return p;
      }, "present")));
      if (v.window) {
        const h = el("select", { id: "hClass" }, el("option", { value: "compact" }, "compact"), el("option", { value: "regular" }, "regular"));
        const vv = el("select", { id: "vClass" }, el("option", { value: "regular" }, "regular"), el("option", { value: "compact" }, "compact"));
        box.append(fs(`Traits of ${v.window}`, "h ", h, " v ", vv, button("Set traits", "window.setTraits", () => ({ window: v.window, horizontalSizeClass: h.value, verticalSizeClass: vv.value }), "setTraits")));
      }
    }
    const orientation = el("select", { id: "orientation" }, ...["portrait", "landscapeLeft", "landscapeRight", "portraitUpsideDown"].map((o) => el("option", { value: o }, o)));
    box.append(fs("Device", orientation, button("Rotate", "device.rotate", () => ({ orientation: orientation.value }), "rotate"),
      button("Memory warning", "system.memoryWarning", () => ({}), "memoryWarning")));
    const name = el("input", { id: "screenName", value: "TV", size: "6" });
    const size = el("input", { id: "screenSize", value: "1920x1080", size: "9" });
    const screens = (state.tree && state.tree.windows || []).map((w) => w.screen).filter((s, i, a) => s !== "s1" && a.indexOf(s) === i);
    const which = el("input", { id: "screenId", placeholder: "s2", size: "4", value: screens[0] || "" });
    box.append(fs("External screen", name, size, button("Connect", "screen.connect", () => {
      const [w, h] = size.value.split("x").map(Number);
      return { name: name.value, width: w, height: h };
    }, "connectScreen"), which, button("Disconnect", "screen.disconnect", () => ({ screen: which.value }), "disconnectScreen")));
    if (!state.drive) for (const b of box.querySelectorAll("button")) b.title = "needs --drive: the inspector will refuse";
  }

  // ---- timeline ----
  function describe(e) {
    if (e.type === "dropped") return `-- ${e.count} events dropped by the server --`;
    if (e.type === "request") {
      const who = e.client ? `${e.connection} ${e.client}` : e.connection;
      const params = Object.entries(e.params || {}).map(([k, v]) => `${k}=${typeof v === "object" ? JSON.stringify(v) : v}`).join(" ");
      return `>> ${who} ${e.method} ${params} -> ${e.error ? "refused: " + e.error.message : `ok (${e.events.length} events)`}`;
    }
    const flags = Object.entries(e).filter(([k, v]) => v === true && k !== "animated").map(([k]) => k);
    return `#${e.seq} ${e.window || "-"} ${e.vc || ""} ${e.name}${e.animated ? " animated" : ""}${flags.length ? " " + flags.join(" ") : ""}`;
  }

  function matchesFilter(e) {
    const w = $("filterWindow").value.trim(), vc = $("filterVC").value.trim().toLowerCase(), name = $("filterName").value.trim().toLowerCase();
    if (e.type !== "event") return !w && !vc && !name;
    if (w && e.window !== w) return false;
    if (name && !e.name.toLowerCase().includes(name)) return false;
    if (vc && (e.vc || "").toLowerCase() !== vc && !vcNameMatches(e.vc, vc)) return false;
    return true;
  }
  function vcNameMatches(id, q) {
    if (!id) return false;
    const n = $("tree").querySelector(`.node[data-vc="${CSS.escape(id)}"]`);
    return n !== null && n.dataset.search.includes(q);
  }

  // Entries are queued and drawn in batches (one layout per batch, not one per event): a burst
  // of thousands of events costs one append of a fragment. The queue keeps at most
  // TIMELINE_LIMIT entries too, so a page in a background tab (timers slowed) stays bounded.
  const queued = [];
  let flushTimer = null;
  function addTimeline(e) {
    if (e.type === "event") inspector.events++; else if (e.type === "request") inspector.requests++;
    queued.push(e);
    if (queued.length > TIMELINE_LIMIT) { queued.shift(); state.timelineDropped++; }
    if (flushTimer === null) flushTimer = setTimeout(flushTimeline, 15);
  }

  function flushTimeline() {
    flushTimer = null;
    const batch = queued.splice(0);
    for (const e of batch) state.timeline.push(e);
    const over = state.timeline.length - TIMELINE_LIMIT;
    if (over > 0) {
      for (const gone of state.timeline.splice(0, over)) if (gone.row && gone.row.parentNode) gone.row.remove();
      state.timelineDropped += over;
    }
    const list = $("timeline"), panel = $("timelinePanel");
    const atEnd = panel.scrollHeight - panel.scrollTop < panel.clientHeight + 80;
    const rows = document.createDocumentFragment();
    for (const e of batch) if (matchesFilter(e)) rows.append(row(e));
    list.append(rows);
    $("timelineCount").textContent = `${state.timeline.length} kept${state.timelineDropped ? `, ${state.timelineDropped} older not kept` : ""}`;
    if (atEnd) panel.scrollTop = panel.scrollHeight;
  }

  function row(e) {
    const r = el("li", { class: e.type + (e.error ? " refused" : ""), "data-seq": e.seq || "" }, describe(e));
    e.row = r;
    const seq = e.type === "event" ? e.seq : (e.events && e.events.length ? e.events[e.events.length - 1] : null);
    if (seq !== null && seq !== undefined) r.addEventListener("click", () => showHistoric(seq, r));
    return r;
  }

  function redrawTimeline() {
    const list = $("timeline");
    list.innerHTML = "";
    for (const e of state.timeline) if (matchesFilter(e)) list.append(row(e));
  }

  function showHistoric(seq, r) {
    request("treeAt", { seq }).then((t) => {
      for (const c of $("timeline").querySelectorAll("li.chosen")) c.classList.remove("chosen");
      r.classList.add("chosen");
      if (!t.kept) { showMessage(`the tree after event ${seq} is no longer kept (bounded history)`, true); return; }
      state.historic = t;
      for (const c of $("replaySteps").querySelectorAll("li.chosen")) c.classList.remove("chosen");
      $("historyBanner").hidden = false;
      $("historyLabel").textContent = "Tree as it was after event";
      $("historySeq").textContent = `#${seq}` + (t.refreshSeq !== seq ? ` (refresh at #${t.refreshSeq})` : "");
      drawTree(t.tree);
    }).catch((e) => showMessage(e.message, true));
  }

  // ---- recording ----
  function toggleRecording() {
    const action = state.recording ? "stop" : "start";
    request("record", { action }).then((r) => {
      state.recording = r.recording;
      $("record").textContent = r.recording ? "Stop recording" : "Record";
      if (r.recording) { $("recordStatus").textContent = "recording every client's requests…"; $("download").hidden = true; }
      else {
        $("recordStatus").textContent = `${r.steps} step${r.steps === 1 ? "" : "s"} recorded`;
        const a = $("download");
        a.href = `flow.yaml?token=${encodeURIComponent(token)}`;
        a.hidden = false;
        inspector.recordedFlow = r.flow;
        $("replayRecorded").hidden = false;
      }
    }).catch((e) => showMessage(`record: ${e.message}`, true));
  }

  // ---- replay (--drive): a flow stepped through by the flow runner, in the inspector ----
  const replay = { name: null, steps: [], outcomes: [], busy: false, finished: false };
  inspector.replay = replay;

  function setReplayStatus(text, cls) { const s = $("replayStatus"); s.textContent = text; s.className = cls || "muted"; }

  function openFlow(fields) {
    setReplayStatus("opening…", "muted");
    return request("replay", fields).then(replayOpened).catch((e) => {
      replay.name = null; replay.steps = []; replay.outcomes = [];
      $("replayControls").hidden = true;
      drawReplaySteps();
      setReplayStatus(e.message, "failed");
    });
  }
  function openFile(file) {
    if (!file) return;
    const reader = new FileReader();
    reader.onload = () => openFlow({ action: "open", name: file.name, text: String(reader.result) });
    reader.onerror = () => setReplayStatus(`cannot read ${file.name}`, "failed");
    reader.readAsText(file);
  }
  inspector.openFlow = (name, text) => openFlow({ action: "open", name, text });

  function replayOpened(r) {
    replay.name = r.name; replay.steps = r.steps; replay.outcomes = []; replay.finished = r.steps.length === 0;
    $("replayControls").hidden = false;
    $("replayName").textContent = `${r.name}: ${r.steps.length} step${r.steps.length === 1 ? "" : "s"}`;
    setReplayStatus("ready: Step runs the next step, Run to end the rest (stopping at a failure)", "muted");
    drawReplaySteps();
  }

  function drawReplaySteps() {
    const list = $("replaySteps");
    list.innerHTML = "";
    const next = replay.finished ? -1 : replay.outcomes.length;
    replay.steps.forEach((s, i) => {
      const o = replay.outcomes[i];
      const li = el("li", { class: o ? (o.passed ? "passed" : "failed") : (i === next ? "next" : "pending"), "data-index": i, title: s.position },
        el("span", { class: "verdict" }, o ? (o.passed ? "✓ " : "✗ ") : "· "), "  ".repeat(s.depth) + s.text);
      // prosc test's report of the failure, without the tree (a click on the step shows it).
      if (o && !o.passed) li.append(el("div", { class: "why" }, (o.report || o.message || "failed").split("\n  tree at the failure:")[0]));
      if (o) li.addEventListener("click", () => showStepTree(i, li));
      list.append(li);
    });
    $("replayStep").disabled = $("replayRun").disabled = replay.finished;
  }

  function replayAction(action) {
    if (replay.busy) return Promise.resolve();
    replay.busy = true;
    setReplayStatus(action === "run" ? "running…" : "stepping…", "muted");
    return request("replay", { action }).then((r) => {
      if (action === "reset") { replayOpened(r); return; }
      for (const o of action === "run" ? r.outcomes : [r]) { replay.outcomes[o.index] = o; if (o.finished) replay.finished = true; }
      if (action === "run") replay.finished = true;
      drawReplaySteps();
      const failed = replay.outcomes.find((o) => o && !o.passed);
      if (failed) {
        setReplayStatus(`step ${failed.index + 1} failed at ${replay.steps[failed.index].position}:\n${failed.message}`, "failed");
      } else if (replay.outcomes.length === replay.steps.length) {
        setReplayStatus(`all ${replay.steps.length} steps passed`, "passed");
      } else {
        setReplayStatus(`${replay.outcomes.length} of ${replay.steps.length} steps passed so far`, "muted");
      }
    }).catch((e) => setReplayStatus(`replay ${action}: ${e.message}`, "failed")).finally(() => { replay.busy = false; });
  }
  inspector.replayAction = replayAction;

  function showStepTree(i, li) {
    const o = replay.outcomes[i];
    if (!o || !o.tree) { showMessage(`no tree after step ${i + 1}`, true); return; }
    for (const c of document.querySelectorAll("#timeline li.chosen, #replaySteps li.chosen")) c.classList.remove("chosen");
    li.classList.add("chosen");
    state.historic = { step: i };
    $("historyBanner").hidden = false;
    $("historyLabel").textContent = "Tree after replay step";
    $("historySeq").textContent = `${i + 1} (${replay.steps[i].position})`;
    drawTree(o.tree);
  }

  function wireReplay() {
    $("replayFile").addEventListener("change", (e) => { openFile(e.target.files[0]); e.target.value = ""; });
    $("replayRecorded").addEventListener("click", () => openFlow({ action: "openRecorded" }));
    $("replayStep").addEventListener("click", () => replayAction("step"));
    $("replayRun").addEventListener("click", () => replayAction("run"));
    $("replayReset").addEventListener("click", () => replayAction("reset"));
    const zone = $("replay");
    zone.addEventListener("dragover", (e) => { e.preventDefault(); zone.classList.add("dragging"); });
    zone.addEventListener("dragleave", () => zone.classList.remove("dragging"));
    zone.addEventListener("drop", (e) => { e.preventDefault(); zone.classList.remove("dragging"); openFile(e.dataTransfer.files[0]); });
  }

  // ---- wiring ----
  document.addEventListener("DOMContentLoaded", () => {
    $("search").addEventListener("input", applySearch);
    wireTree();
    for (const id of ["filterWindow", "filterVC", "filterName"]) $(id).addEventListener("input", redrawTimeline);
    $("live").addEventListener("click", () => { state.historic = null; $("historyBanner").hidden = true; drawTree(state.tree); });
    $("record").addEventListener("click", toggleRecording);
    wireReplay();
    renderActions();
    connect();
  });
})();
