import Foundation
@testable import AssetCatalog
import TestSupport
import Testing

/// A malformed `Contents.json` gives an error naming the file and the JSON path.
@Suite struct MalformedCatalogTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var contents: String
        var jsonPath: String
        var problem: String
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "not JSON", contents: "{ \"colors\" : [ ", jsonPath: "", problem: "invalid JSON"),
        Case(name: "component not a number",
             contents: CatalogFixtures.colorSet(components: #""red" : "abc", "green" : "0", "blue" : "0""#),
             jsonPath: "colors[0].color.components.red", problem: "'abc' is not a number"),
        Case(name: "hex out of range",
             contents: CatalogFixtures.colorSet(components: #""red" : "0x1FF", "green" : "0", "blue" : "0""#),
             jsonPath: "colors[0].color.components.red", problem: "'0x1FF' is not a hexadecimal byte (0x00…0xFF)"),
        Case(name: "integer out of range",
             contents: CatalogFixtures.colorSet(components: #""red" : "0", "green" : "256", "blue" : "0""#),
             jsonPath: "colors[0].color.components.green", problem: "'256' is not an 8-bit value (0…255)"),
        Case(name: "missing component",
             contents: CatalogFixtures.colorSet(components: #""red" : "0", "green" : "0""#),
             jsonPath: "colors[0].color.components", problem: "missing component \"blue\" for colour space srgb"),
        Case(name: "unknown colour space",
             contents: CatalogFixtures.colorSet(components: #""red" : "0", "green" : "0", "blue" : "0""#, space: "cmyk"),
             jsonPath: "colors[0].color.color-space",
             problem: "unknown colour space 'cmyk' (expected one of: srgb, extended-srgb, extended-linear-srgb, "
                + "display-p3, gray-gamma-22, extended-gray)"),
        Case(name: "colors not an array", contents: #"{ "colors" : { } }"#, jsonPath: "colors", problem: "expected an array"),
        Case(name: "unknown luminosity",
             contents: #"{ "colors" : [ { "appearances" : [ { "appearance" : "luminosity", "value" : "dim" } ], "color" : { "components" : { "white" : "1" } } } ] }"#,
             jsonPath: "colors[0].appearances[0].value", problem: "unknown luminosity 'dim' (expected light or dark)"),
    ]

    @Test(arguments: cases) func errorNamesFileAndPath(_ testCase: Case) throws {
        let scratch = try TemporaryFolder("catalog")
        let catalog = try CatalogFixtures.scratchCatalog(in: scratch, ["Broken.colorset/Contents.json": testCase.contents])
        let file = catalog + "/Broken.colorset/Contents.json"
        do {
            _ = try AssetCatalog.read(at: catalog)
            Issue.record("expected an error")
        } catch {
            #expect(error.file == file)
            #expect(error.jsonPath == testCase.jsonPath)
            #expect(error.problem.hasPrefix(testCase.problem))
        }
    }

    @Test func descriptionReadsLikeACompilerError() {
        let error = AssetCatalogError(file: "A.colorset/Contents.json", jsonPath: "colors[1].color", problem: "bad")
        #expect(error.description == "A.colorset/Contents.json: error: at colors[1].color: bad")
    }

    @Test func errorsInContentsJSONNameTheLine() throws {
        let contents = CatalogFixtures.colorSet(components: #""red" : "abc", "green" : "0", "blue" : "0""#)
        let scratch = try TemporaryFolder("catalog")
        let catalog = try CatalogFixtures.scratchCatalog(in: scratch, ["Broken.colorset/Contents.json": contents])
        #expect(throws: AssetCatalogError(file: catalog + "/Broken.colorset/Contents.json", line: 4,
                                          jsonPath: "colors[0].color.components.red", problem: "'abc' is not a number")) {
            try AssetCatalog.read(at: catalog)
        }
        let error = AssetCatalogError(file: "A.colorset/Contents.json", line: 4, jsonPath: "colors[0].color", problem: "bad")
        #expect(error.description == "A.colorset/Contents.json:4: error: at colors[0].color: bad")
    }

    @Test func textThatIsNotJSONIsAnErrorNamingLineAndColumn() throws {
        let scratch = try TemporaryFolder("catalog")
        let catalog = try CatalogFixtures.scratchCatalog(in: scratch, ["Broken.colorset/Contents.json": "{\n  \"colors\" : [ ,\n}"])
        #expect(throws: AssetCatalogError(file: catalog + "/Broken.colorset/Contents.json", line: 2,
                                          problem: "invalid JSON: line 2, column 16: expected a value, found ','")) {
            try AssetCatalog.read(at: catalog)
        }
    }

    @Test func aKeyWrittenTwiceIsAnError() throws {
        let scratch = try TemporaryFolder("catalog")
        let catalog = try CatalogFixtures.scratchCatalog(in: scratch, ["Twice.colorset/Contents.json": #"{ "colors" : [], "colors" : [] }"#])
        #expect(throws: AssetCatalogError(file: catalog + "/Twice.colorset/Contents.json", line: 1,
                                          problem: "invalid JSON: line 1, column 18: the key \"colors\" appears twice in one object")) {
            try AssetCatalog.read(at: catalog)
        }
    }

    @Test func colorSetWithoutContentsIsAnErrorNamingTheFile() throws {
        let scratch = try TemporaryFolder("catalog")
        let catalog = try CatalogFixtures.scratchCatalog(in: scratch, ["Empty.colorset/notes.txt": "no Contents.json here"])
        #expect(throws: AssetCatalogError(file: catalog + "/Empty.colorset/Contents.json", problem: "no such file")) {
            try AssetCatalog.read(at: catalog)
        }
    }

    @Test func missingCatalogIsAnError() {
        #expect(throws: AssetCatalogError(file: "/nonexistent.xcassets", problem: "no asset catalog folder here")) {
            try AssetCatalog.read(at: "/nonexistent.xcassets")
        }
    }
}
