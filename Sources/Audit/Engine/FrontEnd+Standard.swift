/// The front ends every audit uses unless told otherwise.
extension FrontEnd {
    public static let standard: [FrontEnd] = []
}
