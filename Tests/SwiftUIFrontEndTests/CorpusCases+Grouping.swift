extension CorpusCases {
    static let grouping: [CorpusCase] = []
}
