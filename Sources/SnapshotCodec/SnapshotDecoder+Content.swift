import AccessibilityTree
import Basics

/// Reading an element's custom content, drag and drop points, Smart Invert flag, speech
/// attributes and relations (docs/snapshot-format.md, Element).
extension SnapshotDecoder {
    static func decodeContent(of object: JSONObject, into element: inout AccessibilityElement) throws(JSONError) {
        element.customContent = try object.list("customContent", decodeCustomContent)
        try checkUnique(element.customContent.map(\.label), in: object["customContent"], what: "custom content label")
        element.dragDropPoints = try object.list("dragDropPoints", decodeDragDropPoint)
        element.ignoresInvertColors = try object.optional("ignoresInvertColors", decodeBool) ?? false
        element.speech = try object.optional("speech", decodeSpeech)
        element.relations = try object.list("relations", decodeRelation)
    }

    /// `{"label": "Age", "value": "3 years", "importance": "high"}`.
    static func decodeCustomContent(_ node: JSONNode) throws(JSONError) -> CustomContent {
        let object = try node.object(keys: SnapshotKeys.customContent)
        return CustomContent(
            label: try object.required("label").nonEmptyString("a custom content label"),
            value: try object.optional("value", decodeString) ?? "",
            importance: try object.optional("importance") { node throws(JSONError) in
                try node.caseName("importance", of: CustomContent.Importance.self)
            } ?? .default)
    }

    /// `{"kind": "drag", "name": "Move photo", "point": {"x": 10, "y": 20}}`.
    static func decodeDragDropPoint(_ node: JSONNode) throws(JSONError) -> DragDropPoint {
        let object = try node.object(keys: SnapshotKeys.dragDropPoint)
        return DragDropPoint(
            kind: try object.required("kind").caseName("drag or drop kind", of: DragDropPoint.Kind.self),
            name: try object.required("name").nonEmptyString("a drag or drop name"),
            point: try object.optional("point", decodePoint))
    }

    static func decodeSpeech(_ node: JSONNode) throws(JSONError) -> SpeechAttributes {
        let object = try node.object(keys: SnapshotKeys.speech)
        let pitchNode = object["adjustedPitch"]
        let pitch = try pitchNode.map { node throws(JSONError) in try node.number() }
        if let pitch, let pitchNode, !(0...2).contains(pitch) {
            throw pitchNode.error("a speech pitch must be between 0 and 2, found \(pitch.compactDescription)")
        }
        return SpeechAttributes(
            textContentType: try object.optional("textContentType") { node throws(JSONError) in
                try node.nonEmptyString("a text content type")
            },
            alwaysIncludesPunctuation: try object.optional("alwaysIncludesPunctuation", decodeBool),
            spellsOutCharacters: try object.optional("spellsOutCharacters", decodeBool),
            adjustedPitch: pitch,
            announcementsQueued: try object.optional("announcementsQueued", decodeBool))
    }

    /// `{"kind": "linkedGroup", "id": "step.id", "namespace": "steps"}`.
    static func decodeRelation(_ node: JSONNode) throws(JSONError) -> ElementRelation {
        let object = try node.object(keys: SnapshotKeys.relation)
        return ElementRelation(
            kind: try object.required("kind").caseName("relation kind", of: ElementRelation.Kind.self),
            id: try object.required("id").nonEmptyString("a relation id"),
            namespace: try object.required("namespace").nonEmptyString("a relation namespace"))
    }
}
