#!/usr/bin/env python3
"""usage: scripts/font-widths.py REGULAR.ttf... --bold BOLD.ttf...
Prints the advance widths (in thousandths of an em, rounded up) of the characters the drawings use most, as the
tables of Sources/Reports/Drawing/FontMetrics.swift: each character's widest advance over the regular fonts given,
and over the bold ones. The drawings measure their text with these tables. Of the fonts their font-family names,
Debian's DejaVu Sans (fonts-dejavu-core, what sans-serif and system-ui come to there) is the widest, so a text measured
with its widths fits in any font of the stack:
  scripts/font-widths.py /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf \
      --bold /usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
Arabic letters change shape with their neighbours, and their isolated shapes are up to three times as wide as the
joined ones; so for each letter it prints the widths of its four forms (isolated, final, initial, medial, 0 where a
letter has no such form), read from the font's presentation forms, which FontMetrics picks from by the neighbours.
Reads the TrueType tables itself (cmap format 4, hmtx), so it needs nothing beyond Python.
"""
import struct
import sys
import unicodedata


def tables(data):
    count = struct.unpack(">H", data[4:6])[0]
    found = {}
    for index in range(count):
        tag, _, offset, length = struct.unpack(">4sIII", data[12 + 16 * index:28 + 16 * index])
        found[tag.decode("latin-1")] = (offset, length)
    return found


def advances(path):
    """Each BMP character's advance in thousandths of an em."""
    with open(path, "rb") as handle:
        data = handle.read()
    table = tables(data)
    head = table["head"][0]
    units = struct.unpack(">H", data[head + 18:head + 20])[0]
    hhea = table["hhea"][0]
    metrics = struct.unpack(">H", data[hhea + 34:hhea + 36])[0]
    hmtx = table["hmtx"][0]
    widths = [struct.unpack(">H", data[hmtx + 4 * i:hmtx + 4 * i + 2])[0] for i in range(metrics)]
    cmap = table["cmap"][0]
    subtables = struct.unpack(">H", data[cmap + 2:cmap + 4])[0]
    glyphs = {}
    for index in range(subtables):
        platform, encoding, offset = struct.unpack(">HHI", data[cmap + 4 + 8 * index:cmap + 12 + 8 * index])
        start = cmap + offset
        if struct.unpack(">H", data[start:start + 2])[0] != 4 or (platform, encoding) not in ((3, 1), (0, 3), (0, 4)):
            continue
        segments = struct.unpack(">H", data[start + 6:start + 8])[0] // 2
        ends = start + 14
        starts = ends + 2 * segments + 2
        deltas = starts + 2 * segments
        ranges = deltas + 2 * segments
        for segment in range(segments):
            end = struct.unpack(">H", data[ends + 2 * segment:ends + 2 * segment + 2])[0]
            first = struct.unpack(">H", data[starts + 2 * segment:starts + 2 * segment + 2])[0]
            delta = struct.unpack(">h", data[deltas + 2 * segment:deltas + 2 * segment + 2])[0]
            offset_at = ranges + 2 * segment
            range_offset = struct.unpack(">H", data[offset_at:offset_at + 2])[0]
            for code in range(first, min(end, 0xFFFE) + 1):
                if range_offset == 0:
                    glyph = (code + delta) & 0xFFFF
                else:
                    at = offset_at + range_offset + 2 * (code - first)
                    glyph = struct.unpack(">H", data[at:at + 2])[0]
                    glyph = (glyph + delta) & 0xFFFF if glyph else 0
                if glyph:
                    glyphs[code] = glyph
        break
    # Rounded up, so that a text's measure is never short of the font's by a rounding.
    return {code: -(-1000 * widths[min(glyph, metrics - 1)] // units) for code, glyph in glyphs.items()}


# The characters drawn most: printable ASCII, Latin-1, Latin Extended-A, Greek and Cyrillic letters, Arabic-Indic
# digits, general punctuation, and the marks the drawings write (chevrons, a tick, a triangle).
COVERED = (list(range(0x20, 0x7F)) + list(range(0xA0, 0x180)) + list(range(0x391, 0x3CA)) + list(range(0x400, 0x460))
           + list(range(0x660, 0x66A)) + list(range(0x6F0, 0x6FA)) + list(range(0x2010, 0x2027))
           + [0x2030, 0x2039, 0x203A, 0x2212, 0x2713, 0x25BE])


FORMS = ["<isolated>", "<final>", "<initial>", "<medial>"]


def arabic_forms():
    """Each Arabic letter's presentation forms, by form, from Unicode's decompositions."""
    letters = {}
    for code in list(range(0xFB50, 0xFE00)) + list(range(0xFE70, 0xFF00)):
        parts = unicodedata.decomposition(chr(code)).split()
        if len(parts) == 2 and parts[0] in FORMS:
            letters.setdefault(int(parts[1], 16), {})[parts[0]] = code
    return letters


def print_arabic(name, fonts):
    print(f"    static let {name}: [UInt32: [UInt16]] = [")
    row = []
    for letter, forms in sorted(arabic_forms().items()):
        widths = [max(font.get(forms[form], 0) for font in fonts) if form in forms else 0 for form in FORMS]
        if widths[0]:
            row.append(f"0x{letter:X}: {widths}")
        if len(row) == 4:
            print("        " + ", ".join(row) + ",")
            row = []
    if row:
        print("        " + ", ".join(row) + ",")
    print("    ]")


def main(arguments):
    regular, bold = [], []
    target = regular
    for argument in arguments:
        if argument == "--bold":
            target = bold
            continue
        target.append(advances(argument))
    if not regular or not bold:
        print(__doc__, file=sys.stderr)
        return 2
    for name, fonts in (("regular", regular), ("bold", bold)):
        widths = {code: max(font.get(code, 0) for font in fonts) for code in COVERED}
        print(f"    static let {name}: [UInt32: UInt16] = [")
        row = []
        for code in COVERED:
            if widths[code]:
                row.append(f"0x{code:X}: {widths[code]}")
            if len(row) == 8:
                print("        " + ", ".join(row) + ",")
                row = []
        if row:
            print("        " + ", ".join(row) + ",")
        print("    ]")
    for name, fonts in (("arabicRegular", regular), ("arabicBold", bold)):
        print_arabic(name, fonts)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
