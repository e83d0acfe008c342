extension CorpusCases {
    static let controls: [CorpusCase] = []
}
