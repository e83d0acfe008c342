import AccessibilityTree
import Scenes

/// DogRoutePro, "a pro app for selecting routes to walk your dog", audited and fixed in WWDC 2016
/// session 202 ("What's New in Accessibility").
///
/// Two screens: the route list (cells with a favourite button) and a route's detail (a ratings
/// graph of four bars drawn with layers, a map of the waypoints, and the route step list).
/// *Before*: the favourite buttons all carry the label derived from their image's name; the cells
/// do not say they can be activated; the graph's bars are not exposed at all; hazard steps read
/// like any other step. *After*: "Favorite" plus the route's name, cells with the button trait,
/// one element per bar ("rated 3 of 5"), hazard steps that say "Hazard" and what it is, a
/// Hazards rotor on the step list, Route Steps and Hazards rotors on the map, and header elements.
public struct DogRouteProScene: Scene {
    public enum Page: Hashable, Sendable {
        case routeList
        case routeDetail(Int)
    }

    public let variant: ExampleApp.Variant
    public private(set) var page: Page = .routeList
    public private(set) var favoriteRoutes: Set<String> = []

    static let routes = DogRoute.all

    public init(variant: ExampleApp.Variant, page: Page = .routeList) {
        self.variant = variant
        self.page = page
    }

    public func render() -> Screen {
        switch page {
        case .routeList:
            return Screen(name: "DogRoutePro", elements: routeListElements())
        case .routeDetail(let index):
            return Screen(name: Self.routes[index].name, elements: routeDetailElements(Self.routes[index]))
        }
    }

    public mutating func perform(_ action: ElementAction, on id: ElementID, at time: Duration) -> SceneResponse {
        guard action == .activate else { return .unhandled }
        if id == "back", case .routeDetail = page {
            page = .routeList
            return SceneResponse(isHandled: true, events: [.screenChanged(focus: nil)])
        }
        guard page == .routeList,
              let index = Self.routes.indices.first(where: { Self.cellID($0) == id || Self.favoriteID($0) == id })
        else { return .unhandled }
        if id == Self.favoriteID(index) {
            let name = Self.routes[index].name
            if favoriteRoutes.contains(name) { favoriteRoutes.remove(name) } else { favoriteRoutes.insert(name) }
            return .handled
        }
        // Pushing a view controller posts screen-changed; the cell works, it just does not say so.
        page = .routeDetail(index)
        return SceneResponse(isHandled: true, events: [.screenChanged(focus: nil)])
    }

    static func cellID(_ index: Int) -> ElementID { ElementID("route-\(index + 1)") }
    static func favoriteID(_ index: Int) -> ElementID { ElementID("favorite-route-\(index + 1)") }
}
