extension CorpusCases {
    static let structure: [CorpusCase] = []
}
