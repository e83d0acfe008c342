import SwiftUIFrontEnd
import Testing

@Suite struct CorpusTests {
    @Test(arguments: CorpusCases.all)
    func lowersSnippet(_ corpusCase: CorpusCase) throws {
        let rendered = try corpusCase.rendered()
        #expect(rendered == corpusCase.expected, "\n\(rendered)")
    }
}
