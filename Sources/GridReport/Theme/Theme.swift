/// A colour as a theme gives it: 8 bits a channel.
public struct ThemeColor: Sendable, Equatable, Hashable {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8

    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// 0xRRGGBB, as Excel formats take it.
    public var rgb: UInt32 { UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue) }

    /// `#RRGGBB`.
    public var hex: String {
        let digits = Array("0123456789ABCDEF")
        return "#" + [red, green, blue].map { String(digits[Int($0 >> 4)]) + String(digits[Int($0 & 15)]) }.joined()
    }
}

/// How a text is drawn: a colour and a weight, each optional (nil keeps the view's own).
public struct ThemeTextStyle: Sendable, Equatable, Hashable {
    public var color: ThemeColor?
    public var bold: Bool?

    public init(color: ThemeColor? = nil, bold: Bool? = nil) {
        self.color = color
        self.bold = bold
    }

    public var isEmpty: Bool { color == nil && bold == nil }
}

/// What a `.nss` theme file says about the parts GridReport draws (seed 003's classes and the
/// collection cell's of seed 000). Every part is optional; an empty theme changes nothing.
public struct Theme: Sendable, Equatable {
    /// `fdlFUIGridTableViewCell { background-color }`: the fill of data cells.
    public var cellBackground: ThemeColor?
    /// `fdlFUIGridTableViewCell { border-color }`: table rules and card frames.
    public var borderColor: ThemeColor?
    /// `fdlFUIGridRowHeaderItem_label`: the column titles (`font-color`, `font-weight`,
    /// `font-style`), and `background-color` as the header's fill.
    public var header = ThemeTextStyle()
    public var headerBackground: ThemeColor?
    /// `fdlFUIGridRowTextItem_label { font-color }`: every text and number item.
    public var text = ThemeTextStyle()
    /// `fdlFUIGridRowTextItem_font_firstTextItem`: the first text column of a row.
    public var firstTextItem = ThemeTextStyle()
    /// `fdlFUIGridRowTextItem_negativeNumber { font-color }` (ours; Fiori has no class for it):
    /// numbers below zero.
    public var negativeNumber = ThemeTextStyle()
    /// `fdlFUIItemCollectionViewCell_title`: a card's headline.
    public var cardTitle = ThemeTextStyle()
    /// `fdlFUIItemCollectionViewCell_subtitle`: a card's subheadline.
    public var cardSubtitle = ThemeTextStyle()
    /// `fdlFUIItemCollectionViewCell_status`: status and substatus of cards and compact cells.
    public var status = ThemeTextStyle()
    /// `fdlFUIGridRowTextItem_statusNegative` … `_statusInformation` (ours, as negativeNumber):
    /// cells a status rule gives a state; a state the theme leaves out keeps Fiori's colour
    /// (`style(of:)`).
    public var statusStyles: [StatusState: ThemeTextStyle] = [:]
    /// `fdlFUIGridRowImageItem { tint-color }`: picture placeholders.
    public var imageTint: ThemeColor?

    public init() {}
}

/// A theme file's complaint that does not stop the report: an unknown class or property.
public struct ThemeWarning: Sendable, Equatable, CustomStringConvertible {
    public var location: SourceLocation
    public var message: String

    public var description: String { "\(location.file):\(location.line): \(message)" }
}
