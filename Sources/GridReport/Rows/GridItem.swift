/// One cell of a grid row, typed as Fiori's FUIGridRowItem family.
public enum GridItem: Sendable, Equatable {
    /// FUIGridRowHeaderItem: a column title from row 0.
    case header(String)
    /// FUIGridRowTextItem holding text.
    case text(String)
    /// FUIGridRowTextItem holding a number, shown through its column's formatter.
    case number(Double)
    /// FUIGridRowImageItem: a reference to a picture (path, URL or data URI).
    case image(ImageReference)
    /// A text item holding a date, a time or a date-time: shown as written, never cut.
    case date(DateItem)
    /// A missing value (`""`, `NA`, `null`, …).
    case empty

    public var isEmpty: Bool {
        if case .empty = self { return true }
        return false
    }
}

/// A date, time or date-time as written, with its spreadsheet serial (days since 1899-12-30, the
/// time of day as a fraction; the wall time as written, a zone offset dropped).
public struct DateItem: Sendable, Equatable {
    public var text: String
    public var serial: Double

    public init(text: String, serial: Double) {
        self.text = text
        self.serial = serial
    }
}

/// A picture named by a cell: a path relative to the CSV or an image root, a URL, or a data URI.
public struct ImageReference: Sendable, Equatable, Hashable {
    public var reference: String

    public init(_ reference: String) { self.reference = reference }

    public var isDataURI: Bool { reference.lowercased().hasPrefix("data:image/") }

    public var isURL: Bool {
        let lower = reference.lowercased()
        return lower.hasPrefix("http://") || lower.hasPrefix("https://") || lower.hasPrefix("file://")
    }

    /// The file's stem (`logos/sap.png` → `sap`), used by placeholders; `image` for data URIs.
    public var stem: String {
        if isDataURI { return "image" }
        var path = Substring(reference)
        if let query = path.firstIndex(where: { $0 == "?" || $0 == "#" }), isURL { path = path[..<query] }
        let name = path.split(separator: "/", omittingEmptySubsequences: true).last.map(Substring.init) ?? path
        if let dot = name.lastIndex(of: "."), dot != name.startIndex { return String(name[..<dot]) }
        return String(name)
    }
}

/// A data row of the grid, with the 1-based line of the CSV where its record started.
public struct GridRow: Sendable, Equatable {
    public var items: [GridItem]
    public var line: Int
    /// Per item, how it is marked apart from its value (a diff's change states and old values);
    /// empty for the rows of a file, which pay nothing for it.
    public var marks: [CellMark]

    public init(items: [GridItem], line: Int, marks: [CellMark] = []) {
        self.items = items
        self.line = line
        self.marks = marks
    }
}

/// How a cell is marked apart from its value: the Fiori state a view draws it in (as it draws a
/// status rule's), and for a changed cell of a diff, the value it had before (drawn `old → new`,
/// see `MarkedCell`).
public struct CellMark: Sendable, Equatable {
    public var state: StatusState?
    public var previous: GridItem?
    /// A changed number drawn with its difference from the previous one (`(+62.50, +5.0 %)`).
    public var showsDifference: Bool

    public init(state: StatusState? = nil, previous: GridItem? = nil, showsDifference: Bool = false) {
        self.state = state
        self.previous = previous
        self.showsDifference = showsDifference
    }
}
