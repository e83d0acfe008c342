import ColorScience
import Foundation
import Imaging

/// `perceive simulate`: a PNG seen through a colour-vision deficiency or an iOS colour
/// filter, or a contact sheet of every deficiency side by side.
///
/// `--filter` streams the image band by band, so a 50-megapixel screenshot needs only a band
/// of memory; `--all` decodes it whole. Output files are written atomically.
struct SimulateCommand: Command {
    static let name = "simulate"
    static let abstract = "See a screenshot as people with colour-vision deficiencies or colour filters see it."
    static let positionalUsage = "IN.png OUT.png"
    static let discussion = """
        With --filter, writes IN.png as seen with the filter to OUT.png; with --all, writes a contact
        sheet of IN.png and every deficiency to OUT.png.

        Filters: \(HelpText.wrap(ColorTransform.filterNames.map { $0 + "," }, width: 90, indent: 9).dropLast()).
        Anomalies take a severity and display filters an intensity from 0 to 1 (deuteranomaly:0.4,
        protanopia-filter:0.8); color-tint takes a hue in degrees (color-tint:200). Join several
        with '+' to apply them in order (invert+grayscale).
        """
    static let exitStatus: String? = "0 written, 2 usage or input error."

    static let filter = Option<String>("filter", valueName: "NAME[:SEVERITY]", help: "the simulation or display filter to apply")
    static let all = Flag("all", help: "write a contact sheet: the original and every deficiency, labelled")
    static let columns = Option<Int>(
        "columns", valueName: "N", help: "panels per row of the contact sheet (default 4)",
        accepted: ["a whole number from 1 to 16"]) { text in Int(text).flatMap { (1...16).contains($0) ? $0 : nil } }
    static let optionGroups = [OptionGroup.options([filter.spec, all.spec, columns.spec])]

    enum Mode: Equatable {
        case filter(name: String, transform: ColorTransform)
        case contactSheet(columns: Int)
    }

    let mode: Mode
    let input: String
    let output: String

    init(arguments: ParsedArguments) throws(CommandError) {
        let filterName = try arguments.value(Self.filter)
        let isAll = arguments.contains(Self.all)
        switch (filterName, isAll) {
        case (nil, false):
            throw .usage("give \(Self.filter) NAME or \(Self.all)")
        case (.some, true):
            throw .usage("give either \(Self.filter) or \(Self.all), not both")
        case (.some(let name), false):
            guard !arguments.contains(Self.columns) else { throw .usage("\(Self.columns) goes with \(Self.all)") }
            do {
                mode = .filter(name: name, transform: try ColorTransform(filterName: name))
            } catch {
                throw .usage(error.description)
            }
        case (nil, true):
            let columns = try arguments.value(Self.columns) ?? 4
            mode = .contactSheet(columns: columns)
        }
        let positional = arguments.positional
        guard positional.count >= 2 else {
            throw .usage(positional.isEmpty ? "missing the input and output PNG files" : "missing the output PNG file")
        }
        guard positional.count == 2 else { throw .usage("unexpected argument '\(positional[2])'") }
        input = positional[0]
        output = positional[1]
    }

    func run(console: Console) throws(CommandError) -> ExitCode {
        switch mode {
        case .filter(let name, let transform):
            do {
                try PNG.filterFile(from: input, to: output, transform: transform)
            } catch {
                throw .input(error.description)
            }
            console.print("Wrote \(output): \(input) seen with \(name).")
        case .contactSheet(let columns):
            let sheet = ContactSheet(columns: columns)
            try writeContactSheet(sheet)
            console.print("Wrote \(output): \(input) with \(sheet.panels.count) panels "
                + "(\(sheet.panels.map(\.description).joined(separator: ", "))).")
        }
        return .clean
    }

    private func writeContactSheet(_ sheet: ContactSheet) throws(CommandError) {
        let image: Image
        do {
            image = try PNG.read(contentsOf: input)
        } catch {
            throw .input(error.description)
        }
        let rendered: Image
        do {
            rendered = try sheet.render(image)
        } catch {
            throw .input(Self.describe(error, file: output))
        }
        do {
            try PNG.write(rendered, to: output, options: PNGWriteOptions(colorType: .rgba))
        } catch {
            throw .input(error.description)
        }
    }

    static func describe(_ error: ImageError, file: String) -> String {
        switch error {
        case .tooLarge(let width, let height, let bytes, let limit):
            return "\(file): error: the contact sheet would be \(width)×\(height) pixels (\(bytes) bytes); "
                + "the limit is \(limit) bytes"
        case .invalidDimensions(let width, let height):
            return "\(file): error: invalid image size \(width)×\(height)"
        case .sampleCountMismatch(let expected, let actual):
            return "\(file): error: expected \(expected) samples, found \(actual)"
        }
    }
}
