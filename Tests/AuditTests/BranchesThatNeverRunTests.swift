import Audit
import Testing

/// Source findings inside an `if` whose condition is a Boolean constant the file declares, on the
/// side that never runs, are left out, as the SwiftUI front end leaves the branch unlowered; the
/// side that runs keeps its findings, and a condition on a value that may change keeps both.
struct BranchesThatNeverRunTests {
    static func lines(_ source: String) throws -> [Int] {
        try ReviewSignalTests.findings(source, rules: [FixedFontSizeRule.self], file: "Notice.swift")
            .map(\.location.line).sorted()
    }

    @Test func theBodyOfAnIfOnAFalseConstantIsLeftOutAndItsElseKept() throws {
        let source = """
            import SwiftUI

            fileprivate let deepWebsiteLink = false

            struct Notice: View {
                var body: some View {
                    if deepWebsiteLink {
                        Text("Renew").font(.system(size: 13))
                    } else {
                        Text("Manage").font(.system(size: 13))
                    }
                }
            }
            """
        #expect(try Self.lines(source) == [10])
    }

    @Test func aStaticConstantComparedWithTrueOrNegatedIsReadToo() throws {
        let source = """
            import SwiftUI

            struct Notice: View {
                static let showDebugInfo = false
                static let isReleased = true
                var body: some View {
                    VStack {
                        if Self.showDebugInfo == true {
                            Text("Purchased").font(.system(size: 13))
                        }
                        if !Notice.isReleased {
                            Text("Beta").font(.system(size: 13))
                        }
                        if showDebugInfo != true {
                            Text("Shipped").font(.system(size: 13))
                        }
                    }
                }
            }
            """
        #expect(try Self.lines(source) == [15])
    }

    @Test func codeForAnIPhoneAppRunOnAMacNeverRuns() throws {
        let source = """
            import SwiftUI

            struct Notice: View {
                var body: some View {
                    if ProcessInfo.processInfo.isiOSAppOnMac {
                        Text("Open in a window").font(.system(size: 13))
                    } else if !ProcessInfo.processInfo.isMacCatalystApp {
                        Text("Share").font(.system(size: 13))
                    }
                    if ProcessInfo.processInfo.isLowPowerModeEnabled {
                        Text("Saving power").font(.system(size: 13))
                    }
                }
            }
            """
        #expect(try Self.lines(source) == [8, 11])
    }

    @Test func aTrueConstantLeavesOutTheElseAndEveryElseIf() throws {
        let source = """
            import SwiftUI

            let usesNewLayout = true

            struct Notice: View {
                var body: some View {
                    if usesNewLayout {
                        Text("New").font(.system(size: 13))
                    } else if Bool.random() {
                        Text("Old").font(.system(size: 13))
                    } else {
                        Text("Older").font(.system(size: 13))
                    }
                }
            }
            """
        #expect(try Self.lines(source) == [8])
    }

    @Test func aVariableALocalConstantOrANameDeclaredTwiceMayChangeAndKeepsBothSides() throws {
        let source = """
            import SwiftUI

            struct Notice: View {
                @State var showDebugInfo = false
                var body: some View {
                    let compact = false
                    VStack {
                        if showDebugInfo {
                            Text("Purchased").font(.system(size: 13))
                        }
                        if compact {
                            Text("Compact").font(.system(size: 13))
                        }
                        if Other.flag {
                            Text("Other").font(.system(size: 13))
                        }
                    }
                }
            }
            struct Banner { let flag = false }
            struct Card { let flag = true }
            """
        #expect(try Self.lines(source) == [9, 12, 15])
    }
}
