"""Opens preview pages in Debian's Chromium through Selenium and prints what the page shows, as JSON.

Usage: measure_preview.py SCENARIO PAGE [SCREENSHOT [FONT]]
Scenarios: grid (1024 CSS px), compact (390 CSS px, mobile), scroll (1024, a wide grid scrolled
sideways), diff and diff-phone (a diff's marks at 1024 and 390), tracks and tracks-phone (1024 and 390: header cells against their columns' cells), labels (390, values against their
cells' and cards' edges), sections, hostile, sparklines and sparklines-phone (1024 and 390: each row's SVG read back). The Swift tests
judge the measurements; this script only looks. Exit 3 when Chromium or Selenium is missing.
"""
import os

# Descriptors the test process left open without close-on-exec (a test's file on a small tmpfs)
# must not stay open for the seconds a browser takes: other tests unmount what they opened.
os.closerange(3, 65536)

import json  # noqa: E402
import shutil  # noqa: E402
import sys  # noqa: E402
import tempfile  # noqa: E402

CHROMIUM = shutil.which("chromium")
DRIVER = shutil.which("chromedriver")
try:
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service
except ImportError:
    webdriver = None
if webdriver is None or CHROMIUM is None or DRIVER is None:
    print("chromium, chromedriver or selenium missing", file=sys.stderr)
    sys.exit(3)

scenario, page = sys.argv[1], sys.argv[2]
screenshot = sys.argv[3] if len(sys.argv) > 3 else None

# Chromium leaves its singleton folders (org.chromium.Chromium.*) in TMPDIR when the driver ends it:
# give it a TMPDIR of its own and remove that afterwards, so runs do not pile them up in /tmp.
browser_temp = tempfile.mkdtemp(prefix="gridreport-chromium-")
os.environ["TMPDIR"] = browser_temp
options = webdriver.ChromeOptions()
options.binary_location = CHROMIUM
for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--disable-dev-shm-usage",
                 "--allow-file-access-from-files"]:
    options.add_argument(argument)
options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
driver = webdriver.Chrome(service=Service(DRIVER), options=options)
driver.set_page_load_timeout(60)


def metrics(width, mobile):
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": width, "height": 900, "deviceScaleFactor": 1, "mobile": mobile})


VISIBLE = """
const visible = e => e.checkVisibility({visibilityProperty: true}) && e.getClientRects().length > 0;
const box = e => { const r = e.getBoundingClientRect(); return {top: r.top, bottom: r.bottom, left: r.left, right: r.right, width: r.width}; };
const page = document.scrollingElement;
"""

try:
    if scenario in ("grid", "compact"):
        metrics(1024 if scenario == "grid" else 390, scenario == "compact")
        driver.get("file://" + page)
        result = driver.execute_script(VISIBLE + """
            const header = document.querySelector('.hd');
            const rows = [...document.querySelectorAll('[data-row]')].map(row => {
                const cells = [...row.querySelectorAll(':scope > span[data-column]')].filter(visible);
                const area = c => getComputedStyle(c).gridRowStart;
                const headline = cells.find(c => area(c) === 'h');
                return {cells: cells.map(c => ({column: c.dataset.column, slot: area(c), box: box(c)})),
                        headline: headline && visible(headline) ? box(headline) : null};
            });
            const widths = {};
            const first = document.querySelector('[data-row]');
            if (first) for (const c of first.querySelectorAll(':scope > span[data-column]')) widths[c.dataset.column] = box(c).width;
            const images = [...document.querySelectorAll('img')].map(i => ({data: i.src.startsWith('data:image/'), loaded: i.complete && i.naturalWidth > 0}));
            const h = document.querySelector('[data-header]');
            return {headerVisible: !!header && visible(header), scrollWidth: page.scrollWidth, clientWidth: page.clientWidth,
                    rows, widths, images, headerColor: h ? getComputedStyle(h).color : null,
                    headerWeight: h ? getComputedStyle(h).fontWeight : null};
        """)
    elif scenario in ("diff", "diff-phone"):
        # A diff's marks as the reader sees them, at 1024 px (the grid) or an iPhone's 390 (the
        # cards): per row shown, each visible marked value's text, state class, colour and
        # whether it is struck through, what `old → new` cell is cut (sideways or below), whether
        # it is on a change line below the card's slots (`.dx`), and its box and its row's.
        metrics(1024 if scenario == "diff" else 390, scenario == "diff-phone")
        driver.get("file://" + page)
        result = driver.execute_script(VISIBLE + """
            const rows = [...document.querySelectorAll('[data-row]')].filter(visible).map(row => {
                const marks = [...row.querySelectorAll('span[class^="st-"]')].filter(visible).map(m => {
                    let struck = false;
                    for (let e = m; e && e !== row.parentElement; e = e.parentElement)
                        if (getComputedStyle(e).textDecorationLine.includes('line-through')) struck = true;
                    const cell = m.closest('span[data-column]');
                    return {text: m.textContent, state: m.className, color: getComputedStyle(m).color, struck,
                            cut: !!cell && cell.scrollWidth > cell.clientWidth + 1,
                            cutBelow: !!cell && cell.scrollHeight > cell.clientHeight + 1,
                            line: !!m.closest('.dx'), box: box(m)};
                });
                return {text: row.textContent, marks, box: box(row)};
            });
            return {rows};
        """)
    elif scenario == "scroll":
        # At 1024 px: the card scrolls sideways; every cell, seen at the scroll that shows it,
        # ends inside the card, its text uncut, and the key column stays at the card's left.
        metrics(1024, False)
        driver.get("file://" + page)
        result = driver.execute_script(VISIBLE + """
            const card = document.querySelector('.gr');
            const seen = scroll => {
                card.scrollLeft = scroll;
                const edge = box(card);
                return [...document.querySelectorAll('[data-row], .hd')].map(row => {
                    const cells = [...row.querySelectorAll(':scope > span[data-column]')].filter(visible);
                    return cells.map(c => ({column: c.dataset.column, box: box(c),
                                            cut: c.scrollWidth > c.clientWidth + 1}));
                }).map(cells => ({cells, cardLeft: edge.left, cardRight: edge.right}));
            };
            const start = seen(0);
            const end = seen(card.scrollWidth);
            const note = document.querySelector('.ch .cols');
            return {scrollWidth: card.scrollWidth, clientWidth: card.clientWidth, scrollLeft: card.scrollLeft,
                    overflowX: getComputedStyle(card).overflowX,
                    pageScrollWidth: page.scrollWidth, pageClientWidth: page.clientWidth,
                    note: note ? note.textContent : null, start, end};
        """)
    elif scenario in ("tracks", "tracks-phone"):
        # Every header cell's left and right edges against its column's cells in the rows laid
        # out (a row group the browser skips has no boxes), at 1024 px or at an iPhone's 390.
        metrics(1024 if scenario == "tracks" else 390, scenario == "tracks-phone")
        driver.get("file://" + page)
        # With a font whose bold letters are wider than its regular ones (DejaVu Sans, the
        # sans-serif of many Linux machines; the page's stack finds Liberation Sans here, whose
        # bold digits are as wide as its regular ones), as a reader's machine may show the page.
        if len(sys.argv) > 4:
            driver.execute_script("document.body.style.fontFamily = arguments[0];", sys.argv[4])
        result = driver.execute_script(VISIBLE + """
            const header = document.querySelector('.hd');
            const cellsOf = row => [...row.querySelectorAll(':scope > span[data-column]')];
            const heads = header && visible(header) ? cellsOf(header).map(c => visible(c) ? box(c) : null) : [];
            const titles = header ? cellsOf(header).map(c => c.dataset.column) : [];
            const text = c => {
                if (!c.textContent.trim()) return null;
                const range = document.createRange();
                range.selectNodeContents(c);
                const r = range.getBoundingClientRect();
                return {left: r.left, right: r.right};
            };
            const rows = [...document.querySelectorAll('[data-row], [data-total]')]
                .filter(r => visible(r) && r.getBoundingClientRect().width > 0)
                .map(r => cellsOf(r).map(c => visible(c) ? Object.assign(box(c), {text: text(c)}) : null));
            return {headerVisible: !!header && visible(header), titles, heads, rows};
        """)
    elif scenario == "labels":
        # At 390 px: each shown value's text against its cell's and its card's right edges (a
        # label may be cut, its value may not).
        metrics(390, True)
        driver.get("file://" + page)
        result = driver.execute_script(VISIBLE + """
            const cells = [];
            for (const row of document.querySelectorAll('[data-row]')) {
                const card = box(row);
                for (const c of row.querySelectorAll(':scope > span[data-column]')) {
                    if (!visible(c)) continue;
                    const text = [...c.childNodes].find(n => n.nodeType === Node.TEXT_NODE);
                    if (!text) continue;
                    const range = document.createRange();
                    range.selectNodeContents(text);
                    const value = range.getBoundingClientRect();
                    const style = getComputedStyle(c);
                    cells.push({column: c.dataset.column, value: text.textContent, valueLeft: value.left,
                                valueRight: value.right, cell: box(c), cardRight: card.right,
                                labelWidth: parseFloat(getComputedStyle(c, '::before').width) || 0,
                                overflowing: c.scrollWidth > c.clientWidth + 0.5,
                                ellipsis: style.textOverflow === 'ellipsis' && style.overflowX === 'hidden'});
                }
            }
            return {cells, scrollWidth: page.scrollWidth, clientWidth: page.clientWidth};
        """)
    elif scenario == "sections":
        metrics(1024, False)
        driver.get("file://" + page)
        before = driver.execute_script(VISIBLE + """
            const d = document.querySelector('details.sec');
            return {open: d.open, rowsShown: [...d.querySelectorAll('[data-row]')].filter(visible).length,
                    totalsShown: [...d.querySelectorAll(':scope > [data-total]')].filter(visible).length,
                    sections: document.querySelectorAll('details.sec').length};
        """)
        driver.find_element("css selector", "details.sec > summary").click()
        after = driver.execute_script(VISIBLE + """
            const d = document.querySelector('details.sec');
            return {open: d.open, rowsShown: [...d.querySelectorAll('[data-row]')].filter(visible).length,
                    otherRowsShown: [...document.querySelectorAll('details.sec ~ details.sec [data-row]')].filter(visible).length};
        """)
        result = {"before": before, "after": after}
    elif scenario in ("sparklines", "sparklines-phone"):
        metrics(1024 if scenario == "sparklines" else 390, scenario == "sparklines-phone")
        driver.get("file://" + page)
        result = driver.execute_script(VISIBLE + """
            return [...document.querySelectorAll('[data-row]')].map(row => {
                const svg = row.querySelector('svg.spk');
                if (!svg) return null;
                const cell = svg.closest('span[data-column]');
                const inside = (a, b) => a.left >= b.left - 0.5 && a.right <= b.right + 0.5 && a.top >= b.top - 0.5 && a.bottom <= b.bottom + 0.5;
                return {label: svg.getAttribute('aria-label'), visible: visible(svg),
                        inside: inside(box(svg), box(cell)), stroke: getComputedStyle(svg).stroke,
                        lines: [...svg.querySelectorAll('polyline')].map(p => [...p.points].map(q => [q.x, q.y])),
                        dots: [...svg.querySelectorAll('circle')].map(c => [c.cx.baseVal.value, c.cy.baseVal.value])};
            });
        """)
    elif scenario == "hostile":
        metrics(1024, False)
        driver.get("file://" + page)
        result = driver.execute_script("""
            return {pwned: window.__pwned === undefined ? null : String(window.__pwned),
                    scripts: document.querySelectorAll('script').length,
                    handlers: document.querySelectorAll('[onerror],[onload],[onclick]').length,
                    images: document.querySelectorAll('img').length,
                    texts: [...document.querySelectorAll('[data-row] > span')].map(c => c.textContent),
                    title: document.title};
        """)
        result["console"] = [entry["message"] for entry in driver.get_log("browser")]
    else:
        sys.exit(f"unknown scenario {scenario}")
    if screenshot:
        driver.save_screenshot(screenshot)
    print(json.dumps(result))
finally:
    driver.quit()
    shutil.rmtree(browser_temp, ignore_errors=True)
