import Foundation
import ProsceniumTesting
import SnapshotRendering
import Testing
import WireProtocol

/// Issue 13 item 7 on the rendered picture: headless Chromium draws the SVG with the system's
/// fonts and measures every text it shows (its box, clipped as drawn, and its size in pixels);
/// `rsvg-convert` renders it to PNG. What a reader sees, not what the layout intends.
@Suite(.serialized) struct RenderedPictureTests {
    /// What the browser measured of an SVG (canvas pixels).
    struct Measured {
        var width: Double
        var texts: [Legibility.Text]
        /// `data-full` of shortened texts, by text.
        var shortened: [(text: String, full: String, frame: Rect, clip: Rect?)]
        var grounds: [Legibility.Ground]
        /// Per presentation layer shown: its frame, its outline (with the stroke's width) if any,
        /// and its screen's bounds and border width.
        var layers: [(vc: String, frame: Rect, outline: Rect?, outlineWidth: Double, screen: Rect, border: Double)]
    }

    /// The script that measures, run by Chromium after the SVG is in the page; its result goes
    /// base64-encoded into `<pre id="result">`.
    static let script = #"""
        const svg = document.querySelector('svg');
        const r2 = (x, y, w, h) => ({x, y, width: w, height: h});
        function onCanvas(el, x, y, w, h) {
          const m = el.getCTM();
          const xs = [], ys = [];
          for (const [px, py] of [[x, y], [x + w, y], [x, y + h], [x + w, y + h]]) { xs.push(m.a * px + m.c * py + m.e); ys.push(m.b * px + m.d * py + m.f); }
          return r2(Math.min(...xs), Math.min(...ys), Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys));
        }
        const rectOf = (el) => onCanvas(el, el.x.baseVal.value, el.y.baseVal.value, el.width.baseVal.value, el.height.baseVal.value);
        function hidden(el) { for (let e = el; e && e !== svg; e = e.parentElement) if (e.getAttribute('display') === 'none') return true; return false; }
        function order(el) {
          const layer = el.closest('g.layer'), win = el.closest('g.window');
          if (!layer || !win) return null;
          return {window: [...win.parentElement.children].filter(c => c.matches('g.window')).indexOf(win), layer: +layer.getAttribute('data-layer')};
        }
        function clipOf(el) {
          const holder = el.closest('[clip-path]');
          if (!holder) return null;
          const id = holder.getAttribute('clip-path').replace(/^url\(#(.*)\)$/, '$1');
          const rect = document.getElementById(id).querySelector('rect');
          const m = holder.getCTM();
          const x = rect.x.baseVal.value, y = rect.y.baseVal.value, w = rect.width.baseVal.value, h = rect.height.baseVal.value;
          return r2(m.a * x + m.e, m.d * y + m.f, m.a * w, m.d * h);
        }
        function meet(a, b) {
          if (!b) return a;
          const x0 = Math.max(a.x, b.x), y0 = Math.max(a.y, b.y), x1 = Math.min(a.x + a.width, b.x + b.width), y1 = Math.min(a.y + a.height, b.y + b.height);
          return r2(x0, y0, Math.max(0, x1 - x0), Math.max(0, y1 - y0));
        }
        const texts = [];
        for (const t of svg.querySelectorAll('text')) {
          if (hidden(t) || t.textContent.length === 0) continue;
          const b = t.getBBox();
          const clip = clipOf(t);
          texts.push({text: t.textContent, full: t.getAttribute('data-full'), cls: t.getAttribute('class'),
                      screen: t.closest('g.screen').getAttribute('data-screen'), order: order(t),
                      frame: meet(onCanvas(t, b.x, b.y, b.width, b.height), clip), clip,
                      fontSize: parseFloat(getComputedStyle(t).fontSize) * t.getCTM().a});
        }
        const grounds = [];
        for (const r of svg.querySelectorAll('rect.bar, rect.frame')) {
          if (hidden(r) || r.hasAttribute('fill-opacity')) continue;
          grounds.push({frame: rectOf(r), screen: r.closest('g.screen').getAttribute('data-screen'), order: order(r)});
        }
        const layers = [];
        for (const l of svg.querySelectorAll('g.layer')) {
          if (hidden(l) || l.getAttribute('data-layer') === '0') continue;
          const screen = l.closest('g.screen').querySelector('rect.screen-bounds');
          const outline = l.querySelector(':scope > rect.layer-outline');
          const frame = l.querySelector('rect.frame');
          layers.push({vc: l.getAttribute('data-vc'), frame: rectOf(frame), outline: outline ? rectOf(outline) : null,
                       outlineWidth: outline ? parseFloat(outline.getAttribute('stroke-width')) * outline.getCTM().a : 0,
                       screen: rectOf(screen), border: parseFloat(screen.getAttribute('stroke-width')) * screen.getCTM().a});
        }
        const json = JSON.stringify({width: svg.width.baseVal.value, texts, grounds, layers});
        document.getElementById('result').textContent = btoa(unescape(encodeURIComponent(json)));
        """#

    /// Draws `svg` in headless Chromium and returns what it measured.
    static func measure(_ svg: String, name: String) async throws -> Measured {
        let dir = ServerProcess.makeTemporaryDirectory("rendered")
        let body = svg.replacingOccurrences(of: #"<?xml version="1.0" encoding="UTF-8"?>"#, with: "")
        let page = "<!DOCTYPE html><html><head><meta charset=\"utf-8\"></head><body style=\"margin:0\">\(body)"
            + "<pre id=\"result\"></pre><script>\(script)</script></body></html>"
        try Data(page.utf8).write(to: URL(fileURLWithPath: dir + "/\(name).html"))
        let dom = try await ExternalTool.chromiumDOM(ofFile: dir + "/\(name).html")
        guard let start = dom.range(of: "<pre id=\"result\">"), let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex),
              let data = Data(base64Encoded: String(dom[start.upperBound..<end.lowerBound])) else {
            throw ExternalTool.Failure(description: "no measurements in the page: \(dom.prefix(500))")
        }
        let json = try JSONParser.parse(String(decoding: data, as: UTF8.self))
        func rect(_ j: JSON?) -> Rect? {
            guard let j, let x = j["x"]?.doubleValue, let y = j["y"]?.doubleValue, let w = j["width"]?.doubleValue,
                  let h = j["height"]?.doubleValue else { return nil }
            return Rect(x: x, y: y, width: w, height: h)
        }
        func order(_ j: JSON?) -> Legibility.Order? {
            guard let w = j?["window"]?.doubleValue, let l = j?["layer"]?.doubleValue else { return nil }
            return Legibility.Order(window: Int(w), layer: Int(l))
        }
        var m = Measured(width: json["width"]?.doubleValue ?? 0, texts: [], shortened: [], grounds: [], layers: [])
        for t in json["texts"]?.arrayValue ?? [] {
            let text = Legibility.Text(text: t["text"]?.stringValue ?? "", frame: rect(t["frame"]) ?? Rect(x: 0, y: 0, width: 0, height: 0),
                                       screen: t["screen"]?.stringValue ?? "", order: order(t["order"]),
                                       fontSize: t["fontSize"]?.doubleValue ?? 0)
            if text.frame.width > 0 && text.frame.height > 0 { m.texts.append(text) }
            if let full = t["full"]?.stringValue { m.shortened.append((text.text, full, text.frame, rect(t["clip"]))) }
        }
        for g in json["grounds"]?.arrayValue ?? [] {
            guard let frame = rect(g["frame"]), let o = order(g["order"]) else { continue }
            m.grounds.append(Legibility.Ground(frame: frame, screen: g["screen"]?.stringValue ?? "", order: o))
        }
        for l in json["layers"]?.arrayValue ?? [] {
            m.layers.append((l["vc"]?.stringValue ?? "", rect(l["frame"])!, rect(l["outline"]), l["outlineWidth"]?.doubleValue ?? 0,
                             rect(l["screen"])!, l["border"]?.doubleValue ?? 0))
        }
        return m
    }

    /// The picture of issue 13 (a phone beside a narrow screen and a TV; the phone's
    /// controllers with names too long for it) as a browser draws it.
    @Test(arguments: [false, true])
    func aPhoneBesideATVIsLegibleAsDrawn(longNames: Bool) async throws {
        let svg = SVGWriter.svg(SnapshotLayouter.layout(Fixtures.phoneBesideTV(longNames: longNames)))
        let m = try await Self.measure(svg, name: "phone-tv-\(longNames)")
        #expect(m.texts.count > 15)
        // Readable when the picture is shown whole in a 1600-px view.
        for t in Legibility.tooSmall(m.texts, canvasWidth: m.width) {
            Issue.record("\(t) is \(t.fontSize * min(1, Legibility.viewWidth / m.width)) px high in a 1600-px view")
        }
        // No two texts overlap (captions included: "regu1920×1080" was one screen's caption running into the next's).
        for (a, b) in Legibility.clashes(m.texts, grounds: m.grounds) { Issue.record("\(a) overlaps \(b)") }
        // Every presentation layer is outlined, inside its frame, where the screen's border does not hide it.
        #expect(!m.layers.isEmpty)
        for layer in m.layers {
            guard let outline = layer.outline else {
                Issue.record("layer \(layer.vc) has no outline")
                continue
            }
            #expect(layer.outlineWidth >= 2, "outline of \(layer.vc) is \(layer.outlineWidth) px")
            let band = outline.minX - layer.outlineWidth / 2
            let border = layer.screen.minX + layer.border / 2
            #expect(band >= border - 0.01 && outline.minX >= layer.frame.minX, "outline of \(layer.vc) runs under the screen's border")
        }
        // Long names end in an ellipsis and show whole, inside their box.
        if longNames {
            #expect(m.shortened.count >= 3)
            for s in m.shortened {
                #expect(s.text.hasSuffix("…") && s.full.hasPrefix(String(s.text.dropLast()).trimmingTrailingSpaces))
                if let clip = s.clip {
                    let room = Rect(x: clip.x - 0.5, y: clip.y - 0.5, width: clip.width + 1, height: clip.height + 1)
                    #expect(room.contains(s.frame), "“\(s.text)” is clipped")
                }
            }
        }
    }

    /// The widths the layout computes (`TextMetrics`) are what the browser's font gives.
    @Test func textMetricsMatchTheBrowsersFont() async throws {
        let samples = ["vc4 HomeViewController", "“External Display” · id ExternalRoot", "overFullScreen · presented by vc1",
                       "1920×1080 @1x · external · regular/regular", "w1 ★ key window · root vc1 · 1 presented",
                       "QUICK brown fox, jumps! {over} [the] lazy dog? 0123456789 @#$%&*()-_=+;:'\",.<>/\\|`~"]
        var texts = ""
        for (i, sample) in samples.enumerated() {
            for bold in [false, true] {
                texts += "<text x=\"0\" y=\"\(20 + 40 * (2 * i + (bold ? 1 : 0)))\" font-size=\"20\"\(bold ? " font-weight=\"bold\"" : "")>"
                    + sample.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
                        .replacingOccurrences(of: ">", with: "&gt;") + "</text>"
            }
        }
        let svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"1600\" height=\"600\" font-family=\"Helvetica, Arial, sans-serif\">"
            + "<g class=\"screen\" data-screen=\"s\">\(texts)</g></svg>"
        let m = try await Self.measure(svg, name: "metrics")
        #expect(m.texts.count == samples.count * 2)
        for (i, t) in m.texts.enumerated() {
            let estimate = TextMetrics.width(samples[i / 2], size: 20, bold: i % 2 == 1)
            // The estimate may err wide (a character the font lacks), never narrow.
            #expect(estimate >= t.frame.width * 0.995 && estimate <= t.frame.width * 1.05,
                    "“\(t.text)” bold \(i % 2 == 1): browser \(t.frame.width), estimate \(estimate)")
        }
    }

    /// `rsvg-convert` renders the picture at the width of the view.
    @Test func rsvgRendersThePictureAt1600Pixels() async throws {
        let dir = ServerProcess.makeTemporaryDirectory("rendered")
        let path = dir + "/phone-tv.svg"
        try Data(SVGWriter.svg(SnapshotLayouter.layout(Fixtures.phoneBesideTV())).utf8).write(to: URL(fileURLWithPath: path))
        let png = try await ExternalTool.renderPNG(svg: path, width: 1600)
        #expect(png.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        // IHDR: width and height, big-endian, from byte 16.
        let width = png[16..<20].reduce(0) { $0 << 8 | Int($1) }
        #expect(width == 1600)
    }
}
