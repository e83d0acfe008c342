import SwiftUIFrontEnd
import Testing

@Suite struct CorpusTests {
    @Test(arguments: CorpusCases.labels + CorpusCases.controls + CorpusCases.grouping + CorpusCases.environment
          + CorpusCases.structure + CorpusCases.unresolved + CorpusCases.navigation + CorpusCases.layers
          + CorpusCases.coverage + CorpusCases.content)
    func lowersSnippet(_ corpusCase: CorpusCase) throws {
        let rendered = try corpusCase.rendered()
        #expect(rendered == corpusCase.expected, "\n\(rendered)")
    }
}
