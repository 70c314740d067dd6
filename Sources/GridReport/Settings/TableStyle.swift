/// One of Excel's built-in table styles: Table Style Light 1–21, Medium 1–28, Dark 1–11.
public struct TableStyle: Sendable, Equatable {
    public enum Kind: String, Sendable, CaseIterable {
        case light, medium, dark

        public var count: Int {
            switch self {
            case .light: return 21
            case .medium: return 28
            case .dark: return 11
            }
        }
    }

    public var kind: Kind
    public var number: Int

    /// Excel's default for a new table.
    public static let standard = TableStyle(kind: .medium, number: 2)

    public init(kind: Kind, number: Int) {
        self.kind = kind
        self.number = number
    }

    /// Reads `Table Style Medium 2`, `TableStyleMedium2`, `medium2` or `Medium 2` (any case).
    public init?(name: String) {
        var key = name.lowercased().filter { $0 != " " && $0 != "-" && $0 != "_" }
        if key.hasPrefix("tablestyle") { key.removeFirst("tablestyle".count) }
        guard let kind = Kind.allCases.first(where: { key.hasPrefix($0.rawValue) }),
            let number = Int(key.dropFirst(kind.rawValue.count)), (1...kind.count).contains(number)
        else { return nil }
        self.init(kind: kind, number: number)
    }

    /// Excel's name: `Table Style Medium 2`.
    public var name: String {
        "Table Style \(kind.rawValue.prefix(1).uppercased())\(kind.rawValue.dropFirst()) \(number)"
    }

    /// What a bad name is told, after the name itself.
    public static let choices =
        "light1 to light21, medium1 to medium28, dark1 to dark11, or Excel's name such as Table Style Medium 2"
}
