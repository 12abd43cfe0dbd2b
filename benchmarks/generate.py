#!/usr/bin/env python3
"""Writes a realistic, deterministic corpus of piclint specs (same seed, same bytes).

    generate.py DIR [--files N] [--seed S] [--big CONTROLS] [--profile realistic|findings] [--manifest FILE]

Screens have 1-8 controls: pickers and date pickers in every mode, style, platform and several locales,
block and flow style, comments. --big also writes DIR.big.yaml (beside the corpus,
not in it, so a run over DIR lints exactly the corpus), one screen
with that many controls.

Profiles: `realistic` (the default; its bytes are the CI guard's reference, so they never change): about 30 %
of the screens carry one mistake. `findings`: most controls carry one, about 3 findings a screen, and many more
lists with a value out of place (sorted, then one value moved, as when a value is added later in the wrong place),
like a corpus a reviewer gathers from projects that never ran a linter.

--manifest FILE writes, as JSON, what the generator means piclint to find in each corpus file (path relative to
DIR, so the big file is ../NAME.big.yaml): {"planted": rules of the mistakes it made, "incidental": rules its realistic choices certainly trigger
without a mistake, "possible": rules they may trigger}. A test lints a small corpus and checks it against this.
"""
import argparse
import json
import os
import random

PLATFORMS = ["iOS", "iOS", "iOS", "iPadOS", "macOS", "watchOS", "visionOS"]
LOCALES = ["en_US", "en_US", "en_GB", "de_DE", "fr_FR", "ja_JP", "es_ES"]
SIZES = ["XS", "S", "M", "L", "XL"]
# Screens whose controls' heights are added up (compact-when-constrained); others are never checked.
CONSTRAINED_PLATFORMS = ("iOS", "iPadOS", "visionOS")
# Locales that call France "France": elsewhere the English name is still a finding (default-not-in-values).
FRANCE_LOCALES = ("en_US", "en_GB", "fr_FR")


class Plan:
    """What one screen is meant to make piclint report. Recording it draws no random numbers, so the corpus
    is the same with or without a manifest."""

    def __init__(self):
        self.planted, self.incidental, self.possible = set(), set(), set()

    def as_json(self):
        return {"planted": sorted(self.planted), "incidental": sorted(self.incidental),
                "possible": sorted(self.possible)}


def sizes_order_verdict(values, default_index, style):
    """What predictable-order says of shuffled sizes: "reported" or None.

    Nothing when they still follow an order (the sizes' own, backwards, or the alphabet), nor when every value is
    in sight at once (a menu shows them all; a wheel shows the selected row and two either side, so all five only
    from the middle one). Otherwise sizes are words of one known sequence, which say by themselves which order
    they were meant in, so a shuffle breaks it: reported. Five words are never evidence of the alphabet (that takes
    five in alphabetical order and one out), so the size order is the one named."""
    if values in (SIZES, SIZES[::-1], sorted(SIZES)) or style != "wheels" or default_index == 2:
        return None
    return "reported"


def sizes_order_reported(values, default_index, style):
    """Whether predictable-order certainly reports shuffled sizes (see sizes_order_verdict)."""
    return sizes_order_verdict(values, default_index, style) == "reported"


def plan_sizes_order(values, default_index, style, plan):
    """Records what predictable-order says of sizes out of order."""
    verdict = sizes_order_verdict(values, default_index, style)
    if verdict == "reported":
        plan.planted.add("predictable-order")


def date_picker(rng, index, platform, bad, plan):
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
    interval = None
    if mode != "date" and platform != "macOS":
        interval = rng.choice([5, 10, 15, 30])
        if bad:
            interval = rng.choice([7, 8, 45])
            plan.planted.add("minute-interval")
        lines.append(f"    minuteInterval: {interval}")
    # A date picker in date mode, or on a Mac, has no minute interval to get wrong: its mistake is not made.
    if mode == "countDownTimer":
        hours = rng.randint(0, 2)
        minutes = rng.choice(['00', '15', '30'])
        lines.append(f"    countDownDuration: \"{hours}:{minutes}\"")
        # Not a mistake the generator means, but real: 15 minutes is off a 10 or 30 minute wheel. A bad
        # interval (7, 8, 45) falls back to 1, so only minute-interval is reported then.
        if interval in (10, 30) and minutes == "15":
            plan.incidental.add("default-off-interval")
    elif mode == "date":
        lines.append("    default: today")
    elif mode == "time":
        lines.append(f"    default: \"{rng.randint(6, 20):02d}:{rng.choice(['00', '30'])}\"")
    else:
        lines.append(f"    default: 2026-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}T{rng.randint(8, 18):02d}:00")
    return lines


def moved_out_of_place(rng, values, orders):
    """The values, in order, with one of them moved elsewhere, as when a value is added to a list later, in the
    wrong place: findings profile only. The rest stay in order, so the list nearly follows its order and breaks it
    once, which predictable-order reports; the result follows none of `orders` (lists it must not equal)."""
    while True:
        moved = values[:]
        value = moved.pop(rng.randrange(len(moved)))
        moved.insert(rng.randrange(len(moved) + 1), value)
        if moved not in orders:
            return moved


def picker(rng, index, platform, locale, bad, flow, plan, profile):
    if profile == "findings":
        # More lists: listed values and sizes are the pickers whose order can be wrong.
        kind = rng.choice(["range", "values", "values", "values", "sizes", "sizes", "countries"])
    else:
        kind = rng.choice(["range", "values", "sizes", "countries"])
    style = "navigationLink" if kind == "countries" else ("wheels" if platform not in ("macOS",) else "menu")
    if kind == "range":
        step = rng.choice([1, 5, 10])
        low = rng.randint(0, 3) * step
        count = rng.randint(6, 40 if platform != "watchOS" else 10)
        high = low + step * (count - 1)
        default = low + step * rng.randint(0, count - 1)
        if bad:
            default += 1 if step > 1 else count
            plan.planted.add("default-not-in-values")
        body = {"range": f"{{from: {low}, to: {high}, step: {step}}}", "unit": rng.choice(["min", "kg", "km"]), "default": str(default)}
    elif kind == "values":
        values = sorted(rng.sample(range(1, 200), rng.randint(5, 9)))
        if bad and profile == "findings" and rng.random() < 0.6:
            # A wheel shows five rows, so six or more values are never all in sight and their order is judged;
            # a menu shows a list this short whole, so there the mistake is a repeat instead.
            if len(values) >= 6 and style == "wheels":
                # One number out of place: numbers say their order, and all but one follow it.
                values = moved_out_of_place(rng, values, [sorted(values), sorted(values, reverse=True), sorted(values, key=str)])
                plan.planted.add("predictable-order")
            else:
                values.append(values[0])
                plan.planted.add("distinct-values")
        elif bad:
            # The repeat is skipped when the order is judged, so the rest stays in order.
            values.append(values[0])
            plan.planted.add("distinct-values")
        body = {"values": "[" + ", ".join(map(str, values)) + "]", "default": str(values[1])}
    elif kind == "sizes":
        values = SIZES[:]
        if bad:
            if profile == "findings":
                # One size out of place (`[S, M, XS, L, XL]`), moved again until the wheel shows the mistake.
                orders = [SIZES, SIZES[::-1], sorted(SIZES)]
                values = moved_out_of_place(rng, values, orders)
                while not sizes_order_reported(values, values.index("M"), style) and style == "wheels":
                    values = moved_out_of_place(rng, SIZES, orders)
            else:
                rng.shuffle(values)
            plan_sizes_order(values, values.index("M"), style, plan)
        body = {"values": "[" + ", ".join(values) + "]", "default": "M"}
    else:
        body = {"source": "countries", "default": "France" if not bad else "Frnace"}
        if bad or locale not in FRANCE_LOCALES:
            # Frnace is the mistake; France on a German, Japanese or Spanish screen is the English name.
            (plan.planted if bad else plan.incidental).add("default-not-in-values")
        if platform == "macOS":
            # Not a mistake the generator means: a Mac has no navigation-link picker.
            plan.incidental.add("platform-style")
    if flow:
        inner = ", ".join(f"{key}: {value}" for key, value in body.items())
        return [f"  - {{id: pick-{index}, kind: picker, style: {style}, {inner}}}"]
    lines = [f"  - id: pick-{index}", "    kind: picker", f"    style: {style}"]
    lines += [f"    {key}: {value}" for key, value in body.items()]
    if bad and rng.random() < 0.3:
        lines.append("    defualt: 3")
        plan.planted.add("spec-unknown-key")
    return lines


def screen(rng, number, plan, profile, controls=None):
    platform = rng.choice(PLATFORMS)
    locale = rng.choice(LOCALES)
    bad = rng.random() < 0.3
    count = controls or rng.randint(1, 8)
    flow = rng.random() < 0.3
    lines = [f"# Screen {number}: generated for piclint's benchmark", f"screen: Screen {number}", f"platform: {platform}",
             f"locale: {locale}", "controls:"]
    mistake_at = rng.randrange(count) if bad else -1
    if platform in CONSTRAINED_PLATFORMS:
        # Wheels and calendars add up: a tall screen is told to go compact, which the generator does not count.
        plan.possible.add("compact-when-constrained")
    for index in range(count):
        if rng.random() < 0.15:
            lines.append(f"  - {{id: button-{index}, kind: button, label: Save}}")
            continue
        if rng.random() < 0.1:
            lines.append("  # a comment between controls")
        wrong = index == mistake_at
        if profile == "findings":
            wrong = rng.random() < 0.75
        if rng.random() < 0.45:
            lines += date_picker(rng, index, platform, wrong, plan)
        else:
            lines += picker(rng, index, platform, locale, wrong, flow, plan, profile)
    return "\n".join(lines) + "\n"


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("directory")
    parser.add_argument("--files", type=int, default=10000)
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--big", type=int, default=0)
    parser.add_argument("--profile", choices=["realistic", "findings"], default="realistic")
    parser.add_argument("--manifest", help="write the findings meant for each file to this JSON file")
    options = parser.parse_args()
    rng = random.Random(options.seed)
    os.makedirs(options.directory, exist_ok=True)
    manifest = {}
    for number in range(options.files):
        relative = os.path.join(f"team{number % 20:02d}", f"screen{number:05d}.yaml")
        os.makedirs(os.path.join(options.directory, os.path.dirname(relative)), exist_ok=True)
        plan = Plan()
        with open(os.path.join(options.directory, relative), "w") as handle:
            handle.write(screen(rng, number, plan, options.profile))
        manifest[relative] = plan.as_json()
    if options.big:
        big = options.directory.rstrip("/") + ".big.yaml"
        plan = Plan()
        with open(big, "w") as handle:
            handle.write(screen(rng, 0, plan, options.profile, controls=options.big))
        manifest[os.path.relpath(big, options.directory)] = plan.as_json()
    if options.manifest:
        with open(options.manifest, "w") as handle:
            json.dump(manifest, handle, indent=1, sort_keys=True)
            handle.write("\n")


if __name__ == "__main__":
    main()
