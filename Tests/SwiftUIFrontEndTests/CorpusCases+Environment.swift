extension CorpusCases {
    static let environment: [CorpusCase] = []
}
