/// A binding that cannot be made, with where it came from (`origin`: the binding options, a
/// spec's place). A column is named as the sentence names it, by its header and its 1-based
/// position as a user types either: `"Price" (5)`. A library user can match it through
/// `GridReportError.reason`; `GridReportError(_:)` words it, exit 64 (`.usage`).
public enum BindingError: Error, Sendable, Equatable {
    case notColumnEqualsSlot(String, origin: String)
    case unknownColumn(String, slot: String, columnCount: Int, origin: String)
    case unknownSlot(String, column: String, origin: String)
    /// Image columns take image slots; text, number and date columns take text slots.
    case wrongType(column: String, type: ColumnType, slot: BindingSlot, origin: String)
    case slotTaken(BindingSlot, first: String, second: String, origin: String)
    case columnBoundTwice(column: String, first: BindingSlot, second: BindingSlot, origin: String)

    /// `"Price" (5)`.
    static func describe(_ schema: Schema, _ position: Int) -> String {
        "\"\(schema.columns[position].name)\" (\(position + 1))"
    }

    /// Throws `wrongType` when the slot does not take the column's type.
    static func checkType(of schema: Schema, _ position: Int, for slot: BindingSlot, origin: String) throws {
        let type = schema.columns[position].type
        guard (type == .image) != slot.takesImage else { return }
        throw GridReportError(
            .wrongType(column: describe(schema, position), type: type, slot: slot, origin: origin))
    }
}

extension GridReportError {
    public init(_ binding: BindingError) {
        switch binding {
        case .notColumnEqualsSlot(let text, let origin):
            self = .usage(
                origin, "\"\(text)\" is not COLUMN=SLOT", hint: "for example \(Setting.binding) Name=headline")
        case .unknownColumn(let key, let slot, let count, let origin):
            self = .usage(
                origin, "no column \"\(key)\" to bind to slot \(slot)",
                hint: "a column is a header name or a number from 1 to \(count)")
        case .unknownSlot(let name, let column, let origin):
            self = .usage(
                origin, "unknown slot \"\(name)\" for column \(column)",
                hint: ErrorText("valid slots: " + BindingSlot.allCases.map(\.rawValue).joined(separator: ", ")))
        case .wrongType(let column, let type, let slot, let origin):
            let holds: String
            switch type {
            case .image: holds = "images"
            case .number: holds = "numbers"
            case .text: holds = "text"
            case .date: holds = "dates"
            case .time: holds = "times"
            case .dateTime: holds = "date-times"
            }
            let isImage = type == .image
            let kind = slot.takesImage ? "image" : "text"
            let fits = BindingSlot.allCases.filter { $0.takesImage == isImage }.map(\.rawValue).joined(separator: ", ")
            self = .usage(
                origin, "column \(column) holds \(holds) and cannot take the \(kind) slot \(slot.rawValue)",
                hint: "it can take \(fits)")
        case .slotTaken(let slot, let first, let second, let origin):
            self = .usage(
                origin, "columns \(first) and \(second) are both bound to slot \(slot.rawValue)",
                hint: "a slot shows one column")
        case .columnBoundTwice(let column, let first, let second, let origin):
            self = .usage(
                origin, "column \(column) is bound to both \(first.rawValue) and \(second.rawValue)",
                hint: "a column takes one slot")
        }
        reason = .binding(binding)
    }
}
