// A stand-in for the few UIKit declarations the generated grid code uses, so that it compiles and
// runs on Linux in the tests. Only what the code touches, with UIKit's names and shapes:
// UIImage(named:) and (systemName:) (here it keeps the name it was given, which the tests read
// back), UIColor(red:green:blue:alpha:), CGFloat (from Foundation, as UIKit re-exports it),
// UITableViewCell.AccessoryType, UIView and UIImageView with its init(image:), and UIFont (a name
// only, for FioriSwiftUICore's DataTextItem(text:uifont:)).

@_exported import Foundation

open class UIImage {
    /// The name `init?(named:)` was given; nil for an image made otherwise.
    public let name: String?

    public init() { name = nil }

    /// UIKit answers nil when no image has the name; the stand-in has every image.
    public init?(named name: String) { self.name = name }

    /// An SF Symbol; the stand-in keeps `systemName:` and its name.
    public init?(systemName: String) { name = "systemName:" + systemName }
}

/// A colour; the stand-in keeps its channels.
open class UIColor {
    public let red: CGFloat
    public let green: CGFloat
    public let blue: CGFloat
    public let alpha: CGFloat

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }
}

@MainActor
open class UIView {
    public init() {}
}

@MainActor
open class UIImageView: UIView {
    open var image: UIImage?

    public init(image: UIImage?) {
        self.image = image
        super.init()
    }
}

@MainActor
open class UITableViewCell: UIView {
    public enum AccessoryType: Int, Sendable {
        case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
    }

    open var accessoryType: AccessoryType = .none
}

open class UIFont {}
