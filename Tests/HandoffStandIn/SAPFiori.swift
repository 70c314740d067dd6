// A stand-in for the SAPFiori grid API the generated code uses, written from the grid view seed
// (FUIGridTableViewCell, FUIGridRowHeaderItem(text:), FUIGridRowTextItem(text:) and (number:),
// FUIGridRowImageItem(image:)) and SAP's reference pages for FUIGridRowTextItem
// (text, number: NSNumber?, binding: FUIGridTableViewCell.ObjectViewProperty.Text?, numberFormatter;
// "The number of the item. Read text property to get the string representation of the number."),
// FUIGridRowImageItem (a FUIImageView; binding: FUIGridTableViewCell.ObjectViewProperty.Image?),
// FUIGridRowItem (a class protocol) and FUIGridRowItemType (number, text, image). The binding cases
// are the object view's text and image properties the grid cell's default rule names.
// Only the declarations; no drawing.

import UIKit

public protocol FUIGridRowItem: AnyObject {}

public protocol FUIGridRowItemBinding {}

public enum FUIGridRowItemType {
    case number
    case text
    case image
}

@MainActor
open class FUIImageView: UIImageView {}

@MainActor
open class FUIGridTableViewCell: UITableViewCell {
    public enum ObjectViewProperty {
        public enum Text: Sendable {
            case headline
            case subheadline
            case footnote
            case status
            case substatus
        }

        public enum Image: Sendable {
            case detailImage
            case statusImage
            case substatusImage
        }
    }

    open var gridItems: [FUIGridRowItem] = []
    open var columnWidthPercent: [CGFloat] = []
}

open class FUIGridRowTextItem: FUIGridRowItem, FUIGridRowItemBinding {
    private var storedText: String?

    /// The text of the item; for a number item, `numberFormatter`'s string of the number.
    public var text: String! {
        get {
            guard let number else { return storedText }
            return numberFormatter?.string(from: number) ?? number.description
        }
        set { storedText = newValue }
    }

    public var number: NSNumber?
    public var numberFormatter: NumberFormatter?
    public var binding: FUIGridTableViewCell.ObjectViewProperty.Text?
    public private(set) var type: FUIGridRowItemType

    public init(text: String) {
        storedText = text
        type = .text
    }

    public init(number: NSNumber) {
        self.number = number
        type = .number
    }
}

open class FUIGridRowHeaderItem: FUIGridRowTextItem {}

@MainActor
open class FUIGridRowImageItem: FUIImageView, FUIGridRowItem, FUIGridRowItemBinding {
    public var binding: FUIGridTableViewCell.ObjectViewProperty.Image?
    public private(set) var type: FUIGridRowItemType = .image
}
