/// A chart of a report's rows, checked against its columns: its type, the X column (categories,
/// or numbers for a scatter) and the Y series, each a number column. Every writer draws this
/// value (the terminal under the table, the sheet as a native chart over its ranges, the page as
/// SVG) and none looks at the columns again.
public struct Chart: Sendable, Equatable {
    public var type: ChartType
    /// The schema index of the X column.
    public var x: Int
    /// The schema indices of the Y columns, in the order given.
    public var ys: [Int]
    /// The columns' titles as shown (`Column.shownName`), X first.
    public var xName: String
    public var yNames: [String]

    public init(type: ChartType, x: Int, ys: [Int], xName: String, yNames: [String]) {
        self.type = type
        self.x = x
        self.ys = ys
        self.xName = xName
        self.yNames = yNames
    }

    /// The chart's title: `Count by carrier`, `Count, Mean by carrier`.
    public var title: String { "\(yNames.joined(separator: ", ")) by \(xName)" }

    /// Fiori's qualitative chart palette (`sapChart_OrderedColor_1…6`), one colour per series
    /// or per pie slice, in turn.
    public static let palette = [
        ThemeColor(red: 0x16, green: 0x8E, blue: 0xFF), ThemeColor(red: 0xC8, green: 0x76, blue: 0xFF),
        ThemeColor(red: 0x75, green: 0x98, blue: 0x0B), ThemeColor(red: 0xDF, green: 0x11, blue: 0x28),
        ThemeColor(red: 0xE4, green: 0x73, blue: 0x00), ThemeColor(red: 0x05, green: 0x96, blue: 0x8F),
    ]

    public static func color(_ index: Int) -> ThemeColor { palette[index % palette.count] }
}
