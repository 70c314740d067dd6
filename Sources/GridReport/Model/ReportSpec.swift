/// Regular column layout, compact object view, or a choice by the available width.
public enum DisplayMode: String, Sendable, Codable, CaseIterable {
    case regular, compact, auto
}

/// A report spec file's content: how to read, type, format, size and bind a report's columns.
/// Every field is optional; command-line options override it.
public struct ReportSpec: Sendable, Equatable {
    public struct ColumnEntry: Sendable, Equatable {
        /// A header name or a 1-based index.
        public var column: String
        public var settings: ColumnSettings
        /// `spec.yaml:12:5`, for errors about this entry.
        public var origin: String

        public init(column: String, settings: ColumnSettings, origin: String) {
            self.column = column
            self.settings = settings
            self.origin = origin
        }
    }

    public var title: String?
    public var locale: String?
    public var inputLocale: String?
    public var delimiter: String?
    public var header: Bool?
    public var accessory: Accessory?
    public var mode: DisplayMode?
    public var border: BorderStyle?
    public var pointsPerCell: Double?
    public var spacing: Double?
    public var columns: [ColumnEntry] = []

    public init() {}

    /// The column settings as entries for `ReportSettings`.
    public var settingsEntries: [ColumnSettingsEntry] {
        columns.map { ColumnSettingsEntry(column: $0.column, settings: $0.settings, origin: $0.origin) }
    }
}
