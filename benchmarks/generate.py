#!/usr/bin/env python3
"""Writes a realistic, deterministic corpus of piclint specs (same seed, same bytes).

    generate.py DIR [--files N] [--seed S] [--big CONTROLS]

Screens have 1-8 controls: pickers and date pickers in every mode, style, platform and several locales,
block and flow style, comments; about 30 % carry a mistake. --big also writes DIR.big.yaml (beside the corpus,
not in it, so a run over DIR lints exactly the corpus), one screen
with that many controls.
"""
import argparse
import os
import random

PLATFORMS = ["iOS", "iOS", "iOS", "iPadOS", "macOS", "watchOS", "visionOS"]
LOCALES = ["en_US", "en_US", "en_GB", "de_DE", "fr_FR", "ja_JP", "es_ES"]
SIZES = ["XS", "S", "M", "L", "XL"]


def date_picker(rng, index, platform, bad):
    modes = ["date", "time", "dateAndTime", "countDownTimer"]
    if platform == "watchOS":
        modes = ["date", "time"]
    if platform == "macOS":
        modes = ["date", "time", "dateAndTime"]
    mode = rng.choice(modes)
    styles = {"iOS": ["automatic", "compact", "wheels", "inline"], "iPadOS": ["automatic", "compact", "graphical"],
              "macOS": ["automatic", "textual", "graphical"], "watchOS": ["automatic", "wheels"],
              "visionOS": ["automatic", "compact", "wheels"]}[platform]
    style = "automatic" if mode == "countDownTimer" else rng.choice(styles)
    lines = [f"  - id: when-{index}", "    kind: datePicker", f"    mode: {mode}", f"    style: {style}"]
    if mode != "date" and platform != "macOS":
        interval = rng.choice([5, 10, 15, 30])
        if bad:
            interval = rng.choice([7, 8, 45])
        lines.append(f"    minuteInterval: {interval}")
    if mode == "countDownTimer":
        lines.append(f"    countDownDuration: \"{rng.randint(0, 2)}:{rng.choice(['00', '15', '30'])}\"")
    elif mode == "date":
        lines.append("    default: today")
    elif mode == "time":
        lines.append(f"    default: \"{rng.randint(6, 20):02d}:{rng.choice(['00', '30'])}\"")
    else:
        lines.append(f"    default: 2026-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}T{rng.randint(8, 18):02d}:00")
    return lines


def picker(rng, index, platform, bad, flow):
    kind = rng.choice(["range", "values", "sizes", "countries"])
    if kind == "range":
        step = rng.choice([1, 5, 10])
        low = rng.randint(0, 3) * step
        count = rng.randint(6, 40 if platform != "watchOS" else 10)
        high = low + step * (count - 1)
        default = low + step * rng.randint(0, count - 1)
        if bad:
            default += 1 if step > 1 else count
        body = {"range": f"{{from: {low}, to: {high}, step: {step}}}", "unit": rng.choice(["min", "kg", "km"]), "default": str(default)}
    elif kind == "values":
        values = sorted(rng.sample(range(1, 200), rng.randint(5, 9)))
        if bad:
            values.append(values[0])
        body = {"values": "[" + ", ".join(map(str, values)) + "]", "default": str(values[1])}
    elif kind == "sizes":
        values = SIZES[:]
        if bad:
            rng.shuffle(values)
        body = {"values": "[" + ", ".join(values) + "]", "default": "M"}
    else:
        body = {"source": "countries", "default": "France" if not bad else "Frnace"}
    style = "navigationLink" if kind == "countries" else ("wheels" if platform not in ("macOS",) else "menu")
    if flow:
        inner = ", ".join(f"{key}: {value}" for key, value in body.items())
        return [f"  - {{id: pick-{index}, kind: picker, style: {style}, {inner}}}"]
    lines = [f"  - id: pick-{index}", "    kind: picker", f"    style: {style}"]
    lines += [f"    {key}: {value}" for key, value in body.items()]
    if bad and rng.random() < 0.3:
        lines.append("    defualt: 3")
    return lines


def screen(rng, number, controls=None):
    platform = rng.choice(PLATFORMS)
    locale = rng.choice(LOCALES)
    bad = rng.random() < 0.3
    count = controls or rng.randint(1, 8)
    flow = rng.random() < 0.3
    lines = [f"# Screen {number}: generated for piclint's benchmark", f"screen: Screen {number}", f"platform: {platform}",
             f"locale: {locale}", "controls:"]
    mistake_at = rng.randrange(count) if bad else -1
    for index in range(count):
        if rng.random() < 0.15:
            lines.append(f"  - {{id: button-{index}, kind: button, label: Save}}")
            continue
        if rng.random() < 0.1:
            lines.append("  # a comment between controls")
        if rng.random() < 0.45:
            lines += date_picker(rng, index, platform, index == mistake_at)
        else:
            lines += picker(rng, index, platform, index == mistake_at, flow)
    return "\n".join(lines) + "\n"


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("directory")
    parser.add_argument("--files", type=int, default=10000)
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--big", type=int, default=0)
    options = parser.parse_args()
    rng = random.Random(options.seed)
    os.makedirs(options.directory, exist_ok=True)
    for number in range(options.files):
        folder = os.path.join(options.directory, f"team{number % 20:02d}")
        os.makedirs(folder, exist_ok=True)
        with open(os.path.join(folder, f"screen{number:05d}.yaml"), "w") as handle:
            handle.write(screen(rng, number))
    if options.big:
        with open(options.directory.rstrip("/") + ".big.yaml", "w") as handle:
            handle.write(screen(rng, 0, controls=options.big))


if __name__ == "__main__":
    main()
