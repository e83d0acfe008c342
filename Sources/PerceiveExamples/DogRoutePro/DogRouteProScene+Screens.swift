import AccessibilityTree

extension DogRouteProScene {
    /// The route list: a "Routes" heading, then a cell and a favourite button per route.
    func routeListElements() -> [AccessibilityElement] {
        var elements = [ExampleElements.heading("routes-heading", "Routes", frame: Rect(x: 16, y: 56, width: 361, height: 40))]
        for (index, route) in Self.routes.enumerated() {
            let top = 110 + Double(index) * 88
            let isFavorite = favoriteRoutes.contains(route.name)
            elements.append(AccessibilityElement(
                id: Self.cellID(index), label: "\(route.name), \(route.distance)",
                traits: variant == .after ? .button : [], frame: Rect(x: 0, y: top, width: 320, height: 88),
                gestures: [.tap]))
            // Before: UIKit derives the label from the image's asset name, the same on every row;
            // VoiceOver speaks its underscores as word breaks, "fav star outline" (docs/swiftui-defaults.md,
            // Default labels and traits).
            elements.append(ExampleElements.button(
                Self.favoriteID(index), variant == .after ? "Favorite \(route.name)" : "fav_star_outline",
                frame: Rect(x: 329, y: top + 22, width: 44, height: 44), traits: isFavorite ? .selected : []))
        }
        return elements
    }

    /// A route's detail: back button, title, ratings graph, map, route steps.
    func routeDetailElements(_ route: DogRoute) -> [AccessibilityElement] {
        [
            AccessibilityElement(id: "back", label: "Routes", traits: [.button, .backButton],
                                 frame: Rect(x: 8, y: 50, width: 90, height: 44)),
            ExampleElements.heading("route-title", route.name, frame: Rect(x: 24, y: 100, width: 345, height: 34)),
            ExampleElements.heading("ratings-heading", "Ratings", frame: Rect(x: 24, y: 148, width: 345, height: 24)),
            ratingsGraph(route),
            routeMap(route),
            ExampleElements.heading("steps-heading", "Route Steps", frame: Rect(x: 24, y: 556, width: 345, height: 24)),
            routeSteps(route),
        ]
    }

    /// The graph's bars are layers: before, only the UILabels under them are exposed; after,
    /// the graph is a container of four `UIAccessibilityElement`s with the labels' text and a
    /// rating value, framed in container space.
    func ratingsGraph(_ route: DogRoute) -> AccessibilityElement {
        let bars = DogRoute.ratingNames.enumerated().map { index, name -> AccessibilityElement in
            let x = 36 + Double(index) * 84
            let labelFrame = Rect(x: x, y: 304, width: 72, height: 20)
            guard variant == .after else {
                return ExampleElements.text(ElementID("rating-label-\(index + 1)"), name, frame: labelFrame)
            }
            let barHeight = Double(route.ratings[index]) * 22
            let barFrame = Rect(x: x + 6, y: 300 - barHeight, width: 60, height: barHeight)
            return AccessibilityElement(
                id: ElementID("rating-\(index + 1)"), label: name, value: DogRoute.ratingValue(route.ratings[index]),
                frame: barFrame.union(labelFrame), headerElementIDs: ["ratings-heading"])
        }
        return .container(id: "ratings-graph", children: bars, frame: Rect(x: 24, y: 180, width: 345, height: 148))
    }

    /// The map cell: one annotation per waypoint, read in spatial order. After the fix it offers
    /// a "Route Steps" rotor in route order and a "Hazards" rotor.
    func routeMap(_ route: DogRoute) -> AccessibilityElement {
        let mapFrame = Rect(x: 24, y: 340, width: 345, height: 200)
        let annotations = route.waypoints.enumerated().map { index, waypoint in
            AccessibilityElement(
                id: ElementID("map-\(index + 1)"), label: waypoint.name,
                frame: Rect(x: mapFrame.minX + waypoint.mapPosition.x * (mapFrame.width - 30),
                            y: mapFrame.minY + waypoint.mapPosition.y * (mapFrame.height - 30), width: 30, height: 30))
        }
        // The map view names itself "Map" (as a SwiftUI `Map` does); a plain container's label is not spoken.
        var map = AccessibilityElement.container(id: "route-map", children: annotations, frame: mapFrame,
                                                 childOrder: .frame, label: "Map")
        if variant == .after {
            let all = annotations.map { CustomRotor.Entry(target: $0.id) }
            let hazards = route.waypoints.indices.filter { route.waypoints[$0].isHazard }
                .map { CustomRotor.Entry(target: annotations[$0].id) }
            map.customRotors = [CustomRotor(name: "Route Steps", entries: all),
                                CustomRotor(name: "Hazards", entries: hazards)]
        }
        return map
    }

    /// The route step list. After the fix a hazard's cell says "Hazard" and what the hazard is,
    /// and the list offers a "Hazards" rotor.
    func routeSteps(_ route: DogRoute) -> AccessibilityElement {
        let cells = route.waypoints.enumerated().map { index, waypoint -> AccessibilityElement in
            var label = "\(waypoint.name), \(waypoint.description)"
            if variant == .after, let hazard = waypoint.hazard { label += ". Hazard. \(hazard)" }
            return AccessibilityElement(
                id: ElementID("step-\(index + 1)"), label: label, traits: .staticText,
                frame: Rect(x: 0, y: 584 + Double(index) * 44, width: 393, height: 44),
                headerElementIDs: variant == .after ? ["steps-heading"] : [],
                visual: waypoint.isHazard ? VisualFacts(foregroundColor: "systemRed") : nil)
        }
        var list = AccessibilityElement.container(
            id: "route-steps", children: cells,
            frame: Rect(x: 0, y: 584, width: 393, height: Double(cells.count) * 44))
        if variant == .after {
            list.customRotors = [CustomRotor(name: "Hazards", entries: route.waypoints.indices
                .filter { route.waypoints[$0].isHazard }
                .map { CustomRotor.Entry(target: cells[$0].id) })]
        }
        return list
    }
}
