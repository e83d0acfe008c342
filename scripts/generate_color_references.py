#!/usr/bin/env python3
"""Writes the reference values the ColorScience tests check against.

Run once, by hand, when a reference changes:

    pip install colour-science daltonlens wcag-contrast-ratio numpy
    python3 scripts/generate_color_references.py

It writes JSON files into Tests/ColorScienceTests/Fixtures/. The Swift tests only read those
files; they never run Python.

Sources of each value:
- srgb-conversions.json: colour-science (sRGB decoding; linear sRGB -> XYZ with the matrix
  derived from the BT.709 primaries and the D65 white the spec uses, 0.95047 / 1 / 1.08883, which
  equals the spec's 7-digit matrix; XYZ -> Lab with that white).
- wcag-contrast.json: wcag-contrast-ratio (the WCAG 2.x formula as published).
- machado-matrices.json: colour-science's copy of Machado 2010 tables at 0.0 ... 1.0.
  Intermediate severities are interpolated here as the spec says (weight 10*s - floor(10*s)):
  colour-science extrapolates from the next interval and daltonlens drops the x10, so neither
  library's own interpolation is used for those.
- cvd-simulation.json: daltonlens Simulator_Machado2009 at severity 1.0 on 8-bit colours.
- cvd-dichromat-models.json: daltonlens Simulator_Brettel1997 and Simulator_Vienot1999 (Smith &
  Pokorny 1975 LMS model) at severity 1.0 on 8-bit colours.
- ciede2000-sharma.json is typed by hand from Sharma, Wu & Dalal (2005), Table 1; this script
  checks it against colour-science's CIEDE2000 and stops if any pair disagrees by 1e-4.
"""

import json
import math
import pathlib

import colour
import numpy as np
import wcag_contrast_ratio
from daltonlens import convert, simulate

FIXTURES = pathlib.Path(__file__).resolve().parent.parent / "Tests" / "ColorScienceTests" / "Fixtures"
WHITE_XYZ = np.array([0.95047, 1.0, 1.08883])
WHITE_XY = colour.XYZ_to_xy(WHITE_XYZ)
SRGB_TO_XYZ = colour.normalised_primary_matrix(np.array([0.64, 0.33, 0.30, 0.60, 0.15, 0.06]), WHITE_XY)

COLOURS = [
    "#000000", "#FFFFFF", "#777777", "#767676", "#595959", "#808080", "#FF0000", "#00FF00", "#0000FF",
    "#007AFF", "#0A84FF", "#FF3B30", "#34C759", "#FF9500", "#FFCC00", "#AF52DE", "#5856D6", "#8E8E93",
    "#3C3C43", "#F2F2F7", "#1C1C1E", "#0B0B0B", "#0A0A0A", "#010203", "#123456", "#ABCDEF", "#FEDCBA",
    "#00C7BE", "#A2845E", "#FF2D55",
]

CONTRAST_PAIRS = [
    ("#000000", "#FFFFFF"), ("#777777", "#FFFFFF"), ("#767676", "#FFFFFF"), ("#595959", "#FFFFFF"),
    ("#FF0000", "#FFFFFF"), ("#0000FF", "#FFFFFF"), ("#007AFF", "#FFFFFF"), ("#808080", "#000000"),
    ("#00FF00", "#000000"), ("#FFFFFF", "#0A84FF"), ("#34C759", "#FFFFFF"), ("#8E8E93", "#F2F2F7"),
    ("#FF9500", "#000000"), ("#123456", "#ABCDEF"), ("#959595", "#FFFFFF"), ("#0A0A0A", "#0B0B0B"),
    ("#3C3C43", "#1C1C1E"), ("#FFCC00", "#FFFFFF"),
]

DEFICIENCIES = {"protan": "Protanomaly", "deutan": "Deuteranomaly", "tritan": "Tritanomaly"}
DALTONLENS = {"protan": simulate.Deficiency.PROTAN, "deutan": simulate.Deficiency.DEUTAN,
              "tritan": simulate.Deficiency.TRITAN}


def rgb(hex_text):
    value = hex_text.lstrip("#")
    return np.array([int(value[i:i + 2], 16) / 255 for i in (0, 2, 4)])


def conversions():
    rows = []
    for hex_text in COLOURS:
        encoded = rgb(hex_text)
        linear = colour.models.eotf_sRGB(encoded)
        xyz = SRGB_TO_XYZ @ linear
        lab = colour.XYZ_to_Lab(xyz, WHITE_XY)
        rows.append({"hex": hex_text, "linear": list(map(float, linear)), "xyz": list(map(float, xyz)),
                     "lab": list(map(float, lab))})
    return rows


def contrast():
    return [{"foreground": fg, "background": bg,
             "ratio": float(wcag_contrast_ratio.rgb(tuple(rgb(fg)), tuple(rgb(bg))))}
            for fg, bg in CONTRAST_PAIRS]


def machado():
    tables = {}
    for key, name in DEFICIENCIES.items():
        table = colour.blindness.CVD_MATRICES_MACHADO2010[name]
        tables[key] = {f"{s:.1f}": np.asarray(table[s]).flatten().tolist() for s in sorted(table)}
    interpolated = []
    for key, name in DEFICIENCIES.items():
        table = colour.blindness.CVD_MATRICES_MACHADO2010[name]
        for severity in (0.25, 0.73, 0.05):
            lower = math.floor(severity * 10) / 10
            upper = min(lower + 0.1, 1.0)
            weight = severity * 10 - math.floor(severity * 10)
            low = np.asarray(table[round(lower, 1)])
            high = np.asarray(table[round(upper, 1)])
            interpolated.append({"kind": key, "severity": severity,
                                 "matrix": ((1 - weight) * low + weight * high).flatten().tolist()})
    return {"tables": tables, "interpolated": interpolated}


def cvd_simulation():
    simulator = simulate.Simulator_Machado2009()
    rows = []
    for hex_text in COLOURS:
        pixel = np.array([[[int(round(c * 255)) for c in rgb(hex_text)]]], dtype=np.uint8)
        for key, deficiency in DALTONLENS.items():
            out = simulator.simulate_cvd(pixel, deficiency, severity=1.0)[0, 0]
            rows.append({"hex": hex_text, "kind": key, "simulated": [int(v) for v in out]})
    return rows


def dichromat_models():
    simulators = {
        "brettel1997": simulate.Simulator_Brettel1997(convert.LMSModel_sRGB_SmithPokorny75()),
        "vienot1999": simulate.Simulator_Vienot1999(convert.LMSModel_sRGB_SmithPokorny75()),
    }
    rows = []
    for model, simulator in simulators.items():
        for hex_text in COLOURS:
            pixel = np.array([[[int(round(c * 255)) for c in rgb(hex_text)]]], dtype=np.uint8)
            for key, deficiency in DALTONLENS.items():
                out = simulator.simulate_cvd(pixel, deficiency, severity=1.0)[0, 0]
                rows.append({"model": model, "hex": hex_text, "kind": key, "simulated": [int(v) for v in out]})
    return rows


def check_sharma():
    data = json.loads((FIXTURES / "ciede2000-sharma.json").read_text())
    for pair in data:
        computed = float(colour.delta_E(np.array(pair["lab1"]), np.array(pair["lab2"]), method="CIE 2000"))
        if abs(computed - pair["deltaE"]) > 1e-4:
            raise SystemExit(f"pair {pair['pair']}: typed {pair['deltaE']}, colour-science {computed}")


def write(name, value):
    (FIXTURES / name).write_text(json.dumps(value, indent=1) + "\n")


if __name__ == "__main__":
    check_sharma()
    write("srgb-conversions.json", conversions())
    write("wcag-contrast.json", contrast())
    write("machado-matrices.json", machado())
    write("cvd-simulation.json", cvd_simulation())
    write("cvd-dichromat-models.json", dichromat_models())
