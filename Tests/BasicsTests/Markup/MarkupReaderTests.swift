import Basics
import Testing

@Suite struct MarkupReaderTests {
    static func read(_ text: String) throws(MarkupError) -> MarkupDocument {
        try MarkupReader.read(Array(text.utf8))
    }

    static func problem(_ text: String) -> String {
        do {
            _ = try read(text)
            return "no error"
        } catch {
            return error.description
        }
    }

    @Test func readsElementsAttributesAndTheirPlaces() throws {
        let document = try Self.read("""
            <?xml version="1.0" encoding="UTF-8"?>
            <!-- a page source -->
            <root a="1" b = 'two'>
              <child x="3"/>
              <child/>
            </root>
            """)
        #expect(document.root.name == "root")
        #expect(document.root.attributes.map(\.name) == ["a", "b"])
        #expect(document.root[attribute: "b"] == "two")
        #expect(document.root.children.map { $0[attribute: "x"] } == ["3", nil])
        #expect(document.position(of: document.root.offset) == (3, 1))
        #expect(document.position(of: document.root.children[1].offset) == (5, 3))
        let attribute = try #require(document.root.children[0].attribute(named: "x"))
        #expect(document.position(of: attribute.offset) == (4, 10))
    }

    @Test func replacesEntitiesAndCharacterReferences() throws {
        let document = try Self.read(#"<a label="Tom &amp; Jerry &lt;3 &quot;hi&quot; &apos;x&apos; &#10;&#x1F436;">x &gt; y</a>"#)
        #expect(document.root[attribute: "label"] == "Tom & Jerry <3 \"hi\" 'x' \n🐶")
        #expect(document.root.text == "x > y")
    }

    @Test func keepsCDATAAsWrittenAndNormalisesLineBreaksInAttributes() throws {
        let document = try Self.read("<a v=\"one\ntwo\tthree\"><![CDATA[<b> & ]]>tail</a>")
        #expect(document.root[attribute: "v"] == "one two three")
        #expect(document.root.text == "<b> & tail")
    }

    @Test func readsAPropertyListDocumentType() throws {
        let document = try Self.read("""
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0"><dict/></plist>
            """)
        #expect(document.root.children.map(\.name) == ["dict"])
    }

    @Test(arguments: [
        ("<a>\n  <b>\n", "line 3, column 1: the document ends before <b> (opened at line 2, column 3) is closed"),
        ("<a><b></a>", "line 1, column 7: </a> does not close <b> (opened at line 1, column 4)"),
        ("<a x=\"1\" x=\"2\"/>", "line 1, column 10: the attribute 'x' is repeated on <a>"),
        ("<a x=\"<\"/>", "line 1, column 7: '<' in the value of the attribute 'x': write it as &lt;"),
        ("<a>&nbsp;</a>", "line 1, column 4: unknown entity '&nbsp;': XML defines only &amp; &lt; &gt; &quot; &apos; and character references"),
        ("<a>fish & chips</a>", "line 1, column 9: '&' that starts no entity: write it as &amp;"),
        ("<a>&#0;</a>", "line 1, column 4: '&#0;' is not a character XML allows"),
        ("<a/>tail", "line 1, column 5: text after the root element"),
        ("<a/><b/>", "line 1, column 5: a second root element: a document has one"),
        ("<a x=\"1\"y=\"2\"/>", "line 1, column 9: expected a space before the next attribute of <a>"),
        ("<a x/>", "line 1, column 5: expected '=' after the attribute 'x' of <a>"),
        ("<a x=1/>", "line 1, column 6: expected a quoted value for the attribute 'x' of <a>"),
        ("<a><!-- a -- b --></a>", "line 1, column 11: '--' inside a comment"),
        ("<a><![CDATA[open</a>", "line 1, column 4: the CDATA section is never closed with ']]>'"),
        ("<!DOCTYPE a [<!ENTITY e \"x\">]><a/>", "line 1, column 13: a document type with an internal subset is not read"),
        ("<a>\u{01}</a>", "line 1, column 4: the control character U+1 is not allowed in XML"),
        ("  ", "line 1, column 3: the document has no root element"),
        ("text", "line 1, column 1: expected the root element, found text"),
        ("<a>]]></a>", "line 1, column 4: ']]>' outside a CDATA section"),
        ("<a x=\"1", "line 1, column 8: the document ends inside the value of the attribute 'x' of <a>"),
        ("<1/>", "line 1, column 2: expected an element name"),
        ("<a/>\n<?xml version=\"1.0\"?>", "line 2, column 1: the XML declaration must come first in the document"),
    ])
    func malformedDocumentsNameTheirPlace(text: String, expected: String) {
        #expect(Self.problem(text) == expected)
    }

    @Test func textThatIsNotUTF8IsRefused() {
        #expect(throws: MarkupError(line: 1, column: 1, message: "the text is not valid UTF-8")) {
            try MarkupReader.read([0x3C, 0x61, 0xFF, 0x2F, 0x3E])
        }
    }

    @Test func nestingBeyondTheLimitIsAnErrorNotACrash() {
        let depth = MarkupReader.maximumDepth + 1
        let text = String(repeating: "<a>", count: depth) + String(repeating: "</a>", count: depth)
        #expect(Self.problem(text) == "line 1, column \(3 * MarkupReader.maximumDepth + 1): elements nest deeper than \(MarkupReader.maximumDepth) levels")
        let allowed = MarkupReader.maximumDepth
        #expect(Self.problem(String(repeating: "<a>", count: allowed) + String(repeating: "</a>", count: allowed)) == "no error")
    }

    @Test func aByteOrderMarkIsSkipped() throws {
        let document = try MarkupReader.read([0xEF, 0xBB, 0xBF] + Array("<a/>".utf8))
        #expect(document.root.name == "a")
    }
}
