#!/usr/bin/env python3
"""Decodes a PNG with the standard library alone (zlib inflates; the scanline filters are undone here) and prints
what RenderedReportTests.swift checks a screenshot with, as one JSON object: the size, how many colours, the most
common colour and the share of pixels that are not it, and the pixels near each colour asked for.

    python3 Tests/png_stats.py SHOT.png [NAME=RRGGBB±TOLERANCE ...]

Only what browsers write is read: 8 bits a channel, grey, RGB, grey with alpha or RGBA, not interlaced.
"""
import collections
import json
import struct
import sys
import zlib

SIGNATURE = b"\x89PNG\r\n\x1a\n"
CHANNELS = {0: 1, 2: 3, 4: 2, 6: 4}


def chunks(data):
    position = len(SIGNATURE)
    while position + 8 <= len(data):
        (length,) = struct.unpack(">I", data[position:position + 4])
        kind = data[position + 4:position + 8]
        yield kind, data[position + 8:position + 8 + length]
        position += 12 + length


def rows(data):
    """The image's width, height, channels and rows of bytes, filters undone."""
    if not data.startswith(SIGNATURE):
        raise ValueError("no PNG signature")
    header = None
    compressed = []
    for kind, body in chunks(data):
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            compressed.append(body)
    if header is None:
        raise ValueError("no IHDR chunk")
    width, height, depth, colour, _, _, interlace = header
    if depth != 8 or colour not in CHANNELS or interlace != 0:
        raise ValueError(f"unsupported PNG: bit depth {depth}, colour type {colour}, interlace {interlace}")
    channels = CHANNELS[colour]
    stride = width * channels
    raw = zlib.decompress(b"".join(compressed))
    if len(raw) != height * (stride + 1):
        raise ValueError(f"the image data holds {len(raw)} bytes, not {height * (stride + 1)}")

    # Adding two rows byte by byte, without carries, as one big integer: the low seven bits of each byte are added,
    # and the top bit is set by an exclusive or. Up and Sub filters are then a few big-integer operations a row.
    low = int.from_bytes(b"\x7f" * stride, "big")
    high = int.from_bytes(b"\x80" * stride, "big")

    def add(a, b):
        x, y = int.from_bytes(a, "big"), int.from_bytes(b, "big")
        return (((x & low) + (y & low)) ^ ((x ^ y) & high)).to_bytes(stride, "big")

    before = bytes(channels)
    previous = bytes(stride)
    result = []
    for index in range(height):
        start = index * (stride + 1)
        kind, line = raw[start], raw[start + 1:start + 1 + stride]
        if kind == 0:
            current = line
        elif kind == 1:  # Sub: a running sum along the row, built by doubling the distance added.
            current, shift = line, channels
            while shift < stride:
                current = add(current, bytes(shift) + current[:stride - shift])
                shift *= 2
        elif kind == 2:  # Up
            current = add(line, previous)
        elif kind == 3:  # Average
            out, above = bytearray(before + line), previous
            for x in range(stride):
                out[x + channels] = (out[x + channels] + ((out[x] + above[x]) >> 1)) & 255
            current = bytes(out[channels:])
        elif kind == 4:  # Paeth
            out, above = bytearray(before + line), before + previous
            for x in range(stride):
                b, c, a = above[x + channels], above[x], out[x]
                if b == c:  # the row above is flat here, as most of a page is: the left byte is the prediction
                    out[x + channels] = (out[x + channels] + a) & 255
                    continue
                pa, pb = abs(b - c), abs(a - c)
                pc = abs(a + b - 2 * c)
                out[x + channels] = (out[x + channels] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
            current = bytes(out[channels:])
        else:
            raise ValueError(f"row {index} has an unknown filter {kind}")
        result.append(current)
        previous = current
    return width, height, channels, result


def colour_of(text):
    """NAME=RRGGBB±TOLERANCE (or +-) as (name, (r, g, b), tolerance)."""
    name, value = text.split("=", 1)
    hexadecimal, _, tolerance = value.replace("+-", "±").partition("±")
    rgb = tuple(int(hexadecimal[i:i + 2], 16) for i in (0, 2, 4))
    return name, rgb, int(tolerance or 0)


def main():
    data = open(sys.argv[1], "rb").read()
    width, height, channels, image = rows(data)
    counts = collections.Counter()
    for row in image:
        # A colour is a tuple of its channels; alpha is kept, so a transparent pixel is not mistaken for black.
        counts.update(zip(*(row[i::channels] for i in range(channels))))
    total = width * height
    common, common_count = counts.most_common(1)[0] if counts else ((), 0)

    def rgb(colour):
        return colour if len(colour) >= 3 else (colour[0],) * 3

    near = {}
    for name, target, tolerance in map(colour_of, sys.argv[2:]):
        near[name] = sum(count for colour, count in counts.items()
                         if all(abs(have - want) <= tolerance for have, want in zip(rgb(colour), target)))
    print(json.dumps({
        "width": width, "height": height, "channels": channels,
        "colours": len(counts),
        "commonColour": "".join(f"{value:02x}" for value in common),
        "otherShare": (total - common_count) / total if total else 0,
        "near": near,
    }))


if __name__ == "__main__":
    try:
        main()
    except (ValueError, zlib.error, struct.error) as error:
        print(json.dumps({"error": str(error)}))
