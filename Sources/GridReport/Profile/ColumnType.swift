/// The type of a column: every non-missing value of a number column parses as a number, every
/// non-missing value of an image column names a picture; anything else is text.
public enum ColumnType: String, Sendable, Codable, CaseIterable {
    case text, number, image
}
