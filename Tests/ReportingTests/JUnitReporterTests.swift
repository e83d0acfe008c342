import Audit
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
@testable import Reporting
import Testing

@Suite struct JUnitReporterTests {
    @Test func matchesGolden() {
        expectGolden(JUnitReporter.render(SampleReport.report), suite: "JUnitReporter", name: "sample.xml")
    }

    @Test func parsesBackWithXMLParser() throws {
        let collector = JUnitCollector()
        let parser = XMLParser(data: Data(JUnitReporter.render(SampleReport.report).utf8))
        parser.delegate = collector
        #expect(parser.parse(), "the XML does not parse: \(String(describing: parser.parserError))")
        #expect(collector.suites == ["missing-label", "fixed-font-size", "label-is-file-name", "orientation-locked", "image-without-label"])
        #expect(collector.testCaseCount == 5)
        #expect(collector.failureMessages.sorted() == SampleReport.findings.map(\.message).sorted())
        #expect(collector.totals == ["tests": "5", "failures": "4"])
    }

    @Test func escapesMarkupAndDropsForbiddenCharacters() {
        #expect(JUnitReporter.escape("<a href=\"x\">'&'</a>\u{1}\n") == "&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;&#10;")
    }
}

/// Gathers suites, test cases and failure messages from JUnit XML.
private final class JUnitCollector: NSObject, XMLParserDelegate {
    var suites: [String] = []
    var testCaseCount = 0
    var failureMessages: [String] = []
    var totals: [String: String] = [:]

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName: String?, attributes: [String: String] = [:]) {
        switch elementName {
        case "testsuites": totals = attributes.filter { ["tests", "failures"].contains($0.key) }
        case "testsuite": suites.append(attributes["name"] ?? "")
        case "testcase": testCaseCount += 1
        case "failure": failureMessages.append(attributes["message"] ?? "")
        default: break
        }
    }
}
