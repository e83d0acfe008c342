import Audit
import ColorScience
import Imaging
import Reporting

extension AuditCommand {
    static let screenshot = Option<String>(
        "screenshot", valueName: "FILE.png", repeatable: true,
        help: "with the HTML report: show this screenshot as drawn and under each colour-vision deficiency")

    /// Each `--screenshot` read, and filtered as people with each deficiency `perceive contrast`
    /// checks by default see it; an unreadable file is an input error naming it.
    func reportScreenshots() throws(AuditError) -> [ReportScreenshot] {
        var screenshots: [ReportScreenshot] = []
        for path in screenshotPaths {
            do {
                let image = try PNG.read(contentsOf: path)
                var views = [ReportScreenshot.View(seenBy: "Typical colour vision", png: try png(image))]
                for deficiency in ColorVisionDeficiency.reportedByDefault {
                    let filterName = deficiency.isComplete ? deficiency.name : "\(deficiency.name):\(deficiency.severity)"
                    let seen = image.applying(try ColorTransform(filterName: filterName))
                    views.append(ReportScreenshot.View(seenBy: deficiency.description, png: try png(seen)))
                }
                screenshots.append(ReportScreenshot(name: path, views: views))
            } catch {
                let text = "\(error)"
                throw .file(path, message: text.hasPrefix(path + ": ") ? String(text.dropFirst(path.count + 2)) : text)
            }
        }
        return screenshots
    }

    private func png(_ image: Image) throws -> [UInt8] { Array(try PNG.encode(image)) }
}
