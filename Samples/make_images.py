#!/usr/bin/env python3
"""Regenerate the small logo-like pictures in Samples/images/.

Only needed when changing the pictures; the PNG/JPEG files are committed.
Needs Pillow (pip install pillow). Output is deterministic for a given Pillow.
"""
import os
from PIL import Image, ImageDraw, ImageFont

HERE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "images")
FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"


def font(size):
    try:
        return ImageFont.truetype(FONT, size)
    except OSError:
        return ImageFont.load_default(size=size)


def centred_text(d, box, text, size, fill):
    f = font(size)
    l, t, r, b = d.textbbox((0, 0), text, font=f)
    x0, y0, x1, y1 = box
    d.text(((x0 + x1 - (r - l)) / 2 - l, (y0 + y1 - (b - t)) / 2 - t), text, font=f, fill=fill)


def logo(name, size, bg, fg, text, shape, text_size):
    w, h = size
    im = Image.new("RGB", size, "white")
    d = ImageDraw.Draw(im)
    if shape == "rounded":
        d.rounded_rectangle((1, 1, w - 2, h - 2), radius=min(w, h) // 5, fill=bg)
    elif shape == "circle":
        d.ellipse((1, 1, w - 2, h - 2), fill=bg)
    elif shape == "bars":
        d.rectangle((0, 0, w - 1, h - 1), fill=bg)
        for i in range(0, h, max(4, h // 8)):
            d.line((0, i, w, i), fill="white", width=1)
    elif shape == "diamond":
        d.polygon(((w / 2, 1), (w - 2, h / 2), (w / 2, h - 2), (1, h / 2)), fill=bg)
    elif shape == "ribbon":
        d.rectangle((0, 0, w - 1, h - 1), fill=bg)
        d.polygon(((w * 0.62, 0), (w - 1, 0), (w - 1, h - 1), (w * 0.48, h - 1)), fill=fg)
    elif shape == "ring":
        d.ellipse((1, 1, w - 2, h - 2), fill=bg)
        d.ellipse((w // 5, h // 5, w - w // 5, h - h // 5), fill="white")
    else:
        d.rectangle((0, 0, w - 1, h - 1), fill=bg)
    centred_text(d, (0, 0, w if shape != "ribbon" else int(w * 0.6), h), text, text_size,
                 fg if shape not in ("ring",) else bg)
    return im


def product(name, size, kind, colour):
    w, h = size
    im = Image.new("RGB", size, "#f4f6f8")
    d = ImageDraw.Draw(im)
    if kind == "notebook":
        d.rectangle((w * .18, h * .15, w * .82, h * .62), fill="#222", outline=colour, width=2)
        d.rectangle((w * .22, h * .19, w * .78, h * .58), fill=colour)
        d.polygon(((w * .08, h * .70), (w * .92, h * .70), (w * .82, h * .62), (w * .18, h * .62)), fill="#999")
    elif kind == "monitor":
        d.rectangle((w * .08, h * .12, w * .92, h * .68), fill="#222")
        d.rectangle((w * .12, h * .17, w * .88, h * .63), fill=colour)
        d.rectangle((w * .46, h * .68, w * .54, h * .82), fill="#555")
        d.rectangle((w * .32, h * .82, w * .68, h * .87), fill="#555")
    elif kind == "keyboard":
        d.rounded_rectangle((w * .04, h * .25, w * .96, h * .78), radius=4, fill="#333")
        for r in range(3):
            for c in range(10):
                x = w * .08 + c * w * .085
                y = h * .32 + r * h * .14
                d.rectangle((x, y, x + w * .065, y + h * .10), fill=colour)
    elif kind == "mouse":
        d.ellipse((w * .30, h * .12, w * .70, h * .88), fill=colour, outline="#333", width=2)
        d.line((w * .5, h * .12, w * .5, h * .42), fill="#333", width=2)
    elif kind == "printer":
        d.rectangle((w * .25, h * .10, w * .75, h * .35), fill="white", outline="#333")
        d.rounded_rectangle((w * .10, h * .32, w * .90, h * .72), radius=5, fill=colour)
        d.rectangle((w * .25, h * .62, w * .75, h * .90), fill="white", outline="#333")
    elif kind == "tablet":
        d.rounded_rectangle((w * .18, h * .06, w * .82, h * .94), radius=6, fill="#222")
        d.rectangle((w * .23, h * .12, w * .77, h * .86), fill=colour)
        d.ellipse((w * .48, h * .88, w * .52, h * .92), fill="#777")
    return im


def save(im, name, palette=False):
    path = os.path.join(HERE, name)
    if name.endswith(".png") and palette:
        im = im.convert("P", palette=Image.Palette.ADAPTIVE, colors=32)
        im.save(path, optimize=True)
    else:
        im.save(path, quality=85, optimize=True)
    print(f"{name}: {im.size[0]}x{im.size[1]}, {os.path.getsize(path)} bytes")


def main():
    os.makedirs(HERE, exist_ok=True)
    logos = [
        # file,       size,     background, foreground, text,  shape,      text size
        ("sap.png",   (96, 48), "#0a6ed1", "white",  "SAP",  "ribbon",  22),
        ("aapl.png",  (64, 64), "#555555", "white",  "A",    "circle",  36),
        ("msft.jpg",  (64, 64), "#f25022", "white",  "M",    "square",  36),
        ("googl.png", (64, 64), "#4285f4", "white",  "G",    "ring",    30),
        ("amzn.jpg",  (96, 48), "#232f3e", "#ff9900", "amzn", "square", 20),
        ("orcl.png",  (64, 64), "#c74634", "white",  "O",    "rounded", 36),
        ("ibm.png",   (96, 40), "#1f70c1", "white",  "IBM",  "bars",    24),
        ("crm.jpg",   (64, 64), "#00a1e0", "white",  "crm",  "circle",  20),
        ("adbe.png",  (64, 64), "#fa0f00", "white",  "Ad",   "diamond", 20),
        ("intc.jpg",  (48, 48), "#0071c5", "white",  "i",    "rounded", 30),
        ("nvda.png",  (48, 72), "#76b900", "black",  "N",    "rounded", 30),
        ("bkng.png",  (64, 64), "#003580", "white",  "B.",   "rounded", 30),
    ]
    for name, size, bg, fg, text, shape, ts in logos:
        save(logo(name, size, bg, fg, text, shape, ts), name)
    products = [
        ("notebook.jpg", (120, 80), "notebook", "#3b82c4"),
        ("monitor.png",  (96, 72),  "monitor",  "#5fa8d3"),
        ("keyboard.png", (120, 60), "keyboard", "#dddddd"),
        ("mouse.png",    (48, 64),  "mouse",    "#c0c6cc"),
        ("printer.jpg",  (80, 80),  "printer",  "#6b7b8c"),
        ("tablet.png",   (60, 80),  "tablet",   "#8fbf6a"),
    ]
    for name, size, kind, colour in products:
        save(product(name, size, kind, colour), name, palette=True)


if __name__ == "__main__":
    main()
