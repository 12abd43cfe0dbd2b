// Reads a rendered page's drawings by their boxes and writes what it finds into the page, as JSON in
// <pre id="piclint-layout">, where `chromium --dump-dom` shows it to the tests (RenderedLayoutTests): counts of what
// it read, the problems it found, and each distinct text's width as drawn, which the tests hold against the width
// the drawings measured it at.
// The page is either piclint's HTML report (this script appended to a copy) or a page of <iframe>s, one per SVG
// document of `simulate --format svg`, each read as the browser drew it on its own.
//
// What it calls a problem:
// - two drawings whose boxes overlap: in a report, two top-level <svg>s (their outlines included) or two cards
//   of a screen; in an SVG document, two drawings placed in it (its child <svg>s);
// - a drawing (with its outline) outside its card, or a placed drawing outside its document;
// - a <text> outside the drawing it is in (which clips it), over another <text> of that drawing, or, at a
//   document's top level, over a placed drawing;
// - a <text> smaller than the smallest readable size, or, at a document's top level, cut with "…".
(function () {
    "use strict";
    // A rendering's boxes are fractional: a hair's overlap or overhang is anti-aliasing, not a collision.
    const slack = 0.75;
    const smallestText = 9;
    const problems = [];
    const counts = { drawings: 0, texts: 0, documents: 0 };
    // Each distinct text, size and weight, with the widest it was drawn.
    const widths = new Map();

    function box(element, inflate, origin) {
        const rect = viewport(element) || element.getBoundingClientRect();
        const grow = inflate || 0;
        const dx = origin ? origin.x : 0, dy = origin ? origin.y : 0;
        return { left: rect.left - grow + dx, top: rect.top - grow + dy, right: rect.right + grow + dx, bottom: rect.bottom + grow + dy };
    }
    // A nested <svg>'s box is its viewport, which clips what it holds; its client rect would be its content's.
    function viewport(element) {
        if (element.tagName.toLowerCase() !== "svg" || !element.parentElement || !element.parentElement.closest("svg")) return null;
        const matrix = element.getScreenCTM();
        if (!matrix) return null;
        const corner = (x, y) => new DOMPoint(x, y).matrixTransform(matrix);
        const a = corner(0, 0), b = corner(element.width.baseVal.value, element.height.baseVal.value);
        return { left: Math.min(a.x, b.x), top: Math.min(a.y, b.y), right: Math.max(a.x, b.x), bottom: Math.max(a.y, b.y) };
    }
    function overlap(a, b) {
        return Math.min(a.right, b.right) - Math.max(a.left, b.left) > slack && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > slack;
    }
    function inside(inner, outer) {
        return inner.left >= outer.left - slack && inner.top >= outer.top - slack
            && inner.right <= outer.right + slack && inner.bottom <= outer.bottom + slack;
    }
    function shown(b) {
        return `[${Math.round(b.left)},${Math.round(b.top)} ${Math.round(b.right - b.left)}×${Math.round(b.bottom - b.top)}]`;
    }
    function name(element) {
        if (element.tagName.toLowerCase() === "text") return `text "${element.textContent}"`;
        const label = element.getAttribute("aria-label");
        if (label) return `drawing "${label.slice(0, 90)}"`;
        const kind = element.tagName.toLowerCase() + (element.getAttribute("class") ? "." + element.getAttribute("class").split(" ")[0] : "");
        const labelled = element.querySelector("svg[aria-label]");
        return labelled ? `${kind} with "${labelled.getAttribute("aria-label").slice(0, 90)}"` : kind;
    }
    function report(where, what, a, b, boxA, boxB) {
        problems.push(`${where}: ${a} ${shown(boxA)} ${what} ${b}${boxB ? " " + shown(boxB) : ""}`);
    }
    // Each pair of a list that overlaps.
    function pairs(where, items, what) {
        for (let i = 0; i < items.length; i++) {
            for (let j = i + 1; j < items.length; j++) {
                if (overlap(items[i].box, items[j].box)) report(where, what, items[i].name, items[j].name, items[i].box, items[j].box);
            }
        }
    }
    // The drawing a text is drawn in: its nearest <svg>, whose viewport clips it.
    function drawingOf(element) {
        let node = element.parentElement;
        while (node && node.tagName.toLowerCase() !== "svg") node = node.parentElement;
        return node;
    }

    // The texts of a document's drawings: inside their drawing, clear of each other, readable.
    function checkTexts(where, root, origin, topLevel) {
        const byDrawing = new Map();
        for (const text of root.querySelectorAll("text")) {
            if (!text.textContent.trim()) continue;
            counts.texts++;
            const drawing = drawingOf(text);
            const textBox = box(text, 0, origin);
            const style = text.ownerDocument.defaultView.getComputedStyle(text);
            const size = parseFloat(style.fontSize);
            const bold = parseInt(style.fontWeight, 10) >= 600;
            const key = `${size}|${bold}|${text.textContent}`;
            const drawn = text.getComputedTextLength();
            if (!widths.has(key) || widths.get(key).width < drawn) widths.set(key, { text: text.textContent, size: size, bold: bold, width: drawn });
            if (size < smallestText - 0.01) report(where, `is drawn at ${size}px, below ${smallestText}px, in`, name(text), name(drawing), textBox);
            if (!inside(textBox, box(drawing, 0, origin))) {
                report(where, "runs out of", name(text), name(drawing), textBox, box(drawing, 0, origin));
            }
            if (!byDrawing.has(drawing)) byDrawing.set(drawing, []);
            byDrawing.get(drawing).push({ name: name(text), box: textBox, element: text });
        }
        for (const [drawing, texts] of byDrawing) {
            pairs(where, texts, "runs over");
            if (!topLevel(drawing)) continue;
            // A document's own texts (captions, numbers) stay off the drawings placed in it, and are not cut.
            const placed = [...drawing.children].filter((child) => child.tagName.toLowerCase() === "svg");
            for (const text of texts) {
                if (text.element.textContent.endsWith("…")) report(where, "is cut in", text.name, name(drawing), text.box);
                for (const other of placed) {
                    const otherBox = box(other, 0, origin);
                    if (overlap(text.box, otherBox)) report(where, "runs over", text.name, name(other), text.box, otherBox);
                }
            }
        }
    }

    // An SVG document of `simulate --format svg`: the drawings placed in it apart and inside it; its texts.
    function checkDocument(where, svgDocument, origin) {
        const root = svgDocument.documentElement;
        counts.documents++;
        const rootBox = box(root, 0, origin);
        const placed = [...root.children].filter((child) => child.tagName.toLowerCase() === "svg")
            .map((child) => ({ name: name(child), box: box(child, 0, origin) }));
        counts.drawings += placed.length;
        pairs(where, placed, "overlaps");
        for (const drawing of placed) {
            if (!inside(drawing.box, rootBox)) report(where, "runs out of the document", drawing.name, "", drawing.box, rootBox);
        }
        checkTexts(where, root, origin, (drawing) => drawing === root);
    }

    // piclint's HTML report: its drawings, outlines included, apart and inside their cards; cards apart; texts.
    function checkReport() {
        const view = document.defaultView;
        const drawings = [...document.querySelectorAll("svg")].filter((svg) => !svg.parentElement.closest("svg")).map((svg) => {
            const style = view.getComputedStyle(svg);
            const outline = style.outlineStyle === "none" ? 0 : parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset);
            return { name: name(svg), box: box(svg, outline), element: svg };
        });
        counts.drawings += drawings.length;
        pairs("report", drawings, "overlaps");
        for (const drawing of drawings) {
            const card = drawing.element.closest("article, .screen > figure");
            if (card && !inside(drawing.box, box(card))) report("report", "runs out of its card", drawing.name, "", drawing.box, box(card));
        }
        for (const screen of document.querySelectorAll(".screen")) {
            const cards = [...screen.children].map((card) => ({ name: name(card), box: box(card) }));
            pairs("report", cards, "overlaps");
        }
        checkTexts("report", document, null, () => false);
    }

    function finish() {
        const out = document.createElement("pre");
        out.id = "piclint-layout";
        out.textContent = JSON.stringify({ counts: counts, problems: problems, widths: [...widths.values()] });
        document.body.appendChild(out);
    }

    function run() {
        try {
            const frames = [...document.querySelectorAll("iframe[data-name]")];
            if (frames.length === 0) {
                checkReport();
            } else {
                for (const frame of frames) {
                    const inner = frame.contentDocument;
                    if (!inner || !inner.documentElement || inner.documentElement.tagName.toLowerCase() !== "svg") {
                        problems.push(`${frame.dataset.name}: the browser did not load it as an SVG document`);
                        continue;
                    }
                    checkDocument(frame.dataset.name, inner, null);
                }
            }
        } catch (error) {
            problems.push(`the layout check failed: ${error}`);
        }
        finish();
    }

    if (document.readyState === "complete") run(); else window.addEventListener("load", run);
})();
