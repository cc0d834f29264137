#!/usr/bin/env python3
"""Generates Sources/IsletModel/Text/WidthTable.swift, the pinned cell-width table.

Sources (all offline-installable from the Debian and PyPI registries):
  * East_Asian_Width and General_Category: PyPI `unicodedata2==17.0.1` (Unicode 17.0.0, the
    version of the Swift 6.3 standard library that segments clusters at run time);
  * Emoji_Presentation (emoji/emoji-data.txt), Default_Ignorable_Code_Point
    (DerivedCoreProperties.txt) and Prepended_Concatenation_Mark (PropList.txt): Debian package
    `unicode-data` 15.0.0-1 under /usr/share/unicode. These properties barely move between
    versions; the unit tests cross-check the table against the stdlib's 17.0 properties.

Regenerate:
  apt-get install -y unicode-data && pip install unicodedata2==17.0.1 \\
    && python3 Scripts/generate-width-table.py

Classes written (everything not listed is 1 cell):
  zero  Cc, Mn, Me, Cf, Zl, Zp, Default_Ignorable_Code_Point, Hangul jamo medial vowels and
        final consonants (U+1160-U+11FF, U+D7B0-U+D7FF); except U+00AD SOFT HYPHEN and the
        Prepended_Concatenation_Marks (visible signs, 1 cell) and U+115F HANGUL CHOSEONG FILLER
        (a wide leading jamo, 2 cells).
  wide  East_Asian_Width W or F, plus Emoji_Presentation (which adds exactly the 26 regional
        indicators, so a lone regional indicator is 2 cells), minus the zero class.
"""

import argparse
import os
import re
import sys

UNICODEDATA2_VERSION = "17.0.1"
UNICODE_VERSION = "17.0.0"
DEBIAN_UNICODE_DATA = "/usr/share/unicode"
DEBIAN_PACKAGE = "unicode-data 15.0.0-1"
OUTPUT = os.path.normpath(
    os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Sources/IsletModel/Text/WidthTable.swift")
)
MAX_CODE_POINT = 0x10FFFF
PAIRS_PER_LINE = 5


def load_property(path, name):
    """Code points that carry binary property `name` in a UCD `a..b ; Name` file."""
    points = set()
    pattern = re.compile(r"^([0-9A-F]+)(?:\.\.([0-9A-F]+))?\s*;\s*(\w+)")
    with open(path, encoding="utf-8") as handle:
        for line in handle:
            match = pattern.match(line)
            if match and match.group(3) == name:
                low = int(match.group(1), 16)
                high = int(match.group(2) or match.group(1), 16)
                points.update(range(low, high + 1))
    if not points:
        sys.exit(f"error: no {name} entries in {path}")
    return points


def ranges(points):
    """Sorted, merged, inclusive (low, high) ranges covering `points`."""
    result = []
    for point in sorted(points):
        if result and result[-1][1] + 1 == point:
            result[-1][1] = point
        else:
            result.append([point, point])
    return result


def swift_array(name, doc, merged):
    lines = [f"  /// {doc}", f"  static let {name}: [UInt32] = ["]
    for start in range(0, len(merged), PAIRS_PER_LINE):
        chunk = merged[start : start + PAIRS_PER_LINE]
        lines.append("    " + " ".join(f"0x{low:05X}, 0x{high:05X}," for low, high in chunk))
    lines.append("  ]")
    return lines


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--output", default=OUTPUT, help="where to write the Swift file")
    arguments = parser.parse_args()

    try:
        import unicodedata2
    except ImportError:
        sys.exit(f"error: pip install unicodedata2=={UNICODEDATA2_VERSION}")
    if unicodedata2.unidata_version != UNICODE_VERSION:
        sys.exit(f"error: unicodedata2 has Unicode {unicodedata2.unidata_version}, want {UNICODE_VERSION}")

    data = DEBIAN_UNICODE_DATA
    emoji_presentation = load_property(f"{data}/emoji/emoji-data.txt", "Emoji_Presentation")
    default_ignorable = load_property(f"{data}/DerivedCoreProperties.txt", "Default_Ignorable_Code_Point")
    prepended_marks = load_property(f"{data}/PropList.txt", "Prepended_Concatenation_Mark")

    zero_categories = {"Cc", "Mn", "Me", "Cf", "Zl", "Zp"}
    zero, wide = set(), set()
    for point in range(MAX_CODE_POINT + 1):
        if 0xD800 <= point <= 0xDFFF:
            continue
        character = chr(point)
        if (
            unicodedata2.category(character) in zero_categories
            or point in default_ignorable
            or 0x1160 <= point <= 0x11FF
            or 0xD7B0 <= point <= 0xD7FF
        ):
            zero.add(point)
        if unicodedata2.east_asian_width(character) in ("W", "F") or point in emoji_presentation:
            wide.add(point)
    zero -= {0x00AD, 0x115F} | prepended_marks
    wide -= zero

    regional_indicators = set(range(0x1F1E6, 0x1F200))
    wide_by_width_alone = {p for p in wide if unicodedata2.east_asian_width(chr(p)) in ("W", "F")}
    added_by_emoji = wide - wide_by_width_alone
    if added_by_emoji != regional_indicators:
        sys.exit(f"error: Emoji_Presentation adds unexpected code points: {sorted(added_by_emoji)}")

    zero_ranges, wide_ranges = ranges(zero), ranges(wide)
    script = "Scripts/generate-width-table.py"
    lines = [
        f"// GENERATED by {script}; do not edit. Unicode {UNICODE_VERSION}.",
        "//",
        f"// East_Asian_Width and General_Category: PyPI unicodedata2 {UNICODEDATA2_VERSION} "
        f"(Unicode {UNICODE_VERSION}).",
        f"// Emoji_Presentation (emoji/emoji-data.txt), Default_Ignorable_Code_Point",
        f"// (DerivedCoreProperties.txt), Prepended_Concatenation_Mark (PropList.txt): Debian",
        f"// {DEBIAN_PACKAGE}, /usr/share/unicode.",
        "// Regenerate:",
        f"//   apt-get install -y unicode-data && pip install unicodedata2=={UNICODEDATA2_VERSION} \\",
        f"//     && python3 {script}",
        "",
        "extension DisplayWidth {",
        "  /// The pinned width classes, as sorted, merged, inclusive code point ranges stored as",
        "  /// flat `[low, high, low, high, …]` pairs for binary search. Code points in neither list",
        "  /// are 1 cell.",
        "  enum Table {",
        "    /// The Unicode version the table was generated from.",
        f'    static let unicodeVersion = "{UNICODE_VERSION}"',
        "",
    ]
    body = swift_array(
        "zeroWidth",
        f"{len(zero_ranges)} ranges of 0-cell code points: controls, marks, format and default-ignorable.",
        zero_ranges,
    )
    body += [""]
    body += swift_array(
        "wide",
        f"{len(wide_ranges)} ranges of 2-cell code points: East Asian Wide/Fullwidth and emoji presentation.",
        wide_ranges,
    )
    lines += ["  " + line if line else line for line in body]
    lines += ["  }", "}", ""]
    with open(arguments.output, "w", encoding="utf-8") as handle:
        handle.write("\n".join(lines))
    print(
        f"wrote {arguments.output}: {len(zero_ranges)} zero-width and {len(wide_ranges)} wide ranges",
        file=sys.stderr,
    )


if __name__ == "__main__":
    main()
