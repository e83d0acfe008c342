extension CorpusCases {
    static let unresolved: [CorpusCase] = []
}
