/// A protocol of an app's own that refines `View` and gives its conformers a `body` per platform
/// from an extension, as apps that share views between iOS and tvOS write it: the source of
/// `PlatformView.swift` for the tests of views of the app's own protocols.
public let platformViewProtocolSource = """
    import SwiftUI

    protocol PlatformView: View {
        associatedtype PhoneBody: View
        associatedtype TVBody: View
        var phoneView: PhoneBody { get }
        var tvView: TVBody { get }
    }

    extension PlatformView {
        #if os(tvOS)
        var body: some View { tvView }
        #else
        var body: some View { phoneView }
        #endif
    }
    """
