@testable import Audit
import Testing

/// How a line of an `.xcconfig` file is read.
@Suite struct BuildSettingsFileTests {
    @Test func readsAnAssignmentWithoutItsSemicolonCommentOrQuotes() {
        #expect(BuildSettingsFile.assignment("SDKROOT = macosx;")! == ("SDKROOT", "macosx"))
        #expect(BuildSettingsFile.assignment("SUPPORTED_PLATFORMS = \"iphoneos iphonesimulator\" // both")! == ("SUPPORTED_PLATFORMS", "iphoneos iphonesimulator"))
        #expect(BuildSettingsFile.assignment("OTHER=$(inherited) -v")! == ("OTHER", "$(inherited) -v"))
    }

    @Test func passesOverCommentsConditionsAndOtherLines() {
        #expect(BuildSettingsFile.assignment("//SDKROOT = macosx") == nil)
        #expect(BuildSettingsFile.assignment("SDKROOT[sdk=macosx*] = macosx") == nil)
        #expect(BuildSettingsFile.assignment("#include \"Common.xcconfig\"") == nil)
        #expect(BuildSettingsFile.assignment("") == nil)
    }

    @Test func readsTheFileAnIncludeNames() {
        #expect(BuildSettingsFile.includedPath("#include \"./common/Mac.xcconfig\"") == "./common/Mac.xcconfig")
        #expect(BuildSettingsFile.includedPath("#include? \"../Shared/Project.xcconfig\"") == "../Shared/Project.xcconfig")
        #expect(BuildSettingsFile.includedPath("#include Common.xcconfig") == nil)
        #expect(BuildSettingsFile.includedPath("SDKROOT = macosx") == nil)
    }
}
