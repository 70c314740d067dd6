/// Which column each object-view slot shows in compact mode. Columns bound to no slot are not
/// shown in compact mode.
public struct BindingPlan: Sendable, Equatable {
    /// The column shown by each bound slot, as its 0-based position in the schema (which is the
    /// position of its item in a `GridRow`).
    public private(set) var columnsBySlot: [BindingSlot: Int]
    /// Whether the plan comes from explicit bindings (spec or binding options) rather than the default rule.
    public let isExplicit: Bool
    /// `columnsBySlot` by each slot's place in `BindingSlot.allCases`: every row's object cell
    /// reads all the slots, and looking each up in the dictionary cost more than the rest of it.
    private let columnsByPosition: [Int?]

    public init(columnsBySlot: [BindingSlot: Int], isExplicit: Bool) {
        self.columnsBySlot = columnsBySlot
        self.isExplicit = isExplicit
        columnsByPosition = BindingSlot.allCases.map { columnsBySlot[$0] }
    }

    /// The 0-based column bound to the slot, if any.
    public func column(for slot: BindingSlot) -> Int? { columnsByPosition[slot.position] }

    /// The slot a 0-based column is bound to, if any.
    public func slot(forColumn index: Int) -> BindingSlot? {
        columnsBySlot.first(where: { $0.value == index })?.key
    }

    public func isBound(_ slot: BindingSlot) -> Bool { column(for: slot) != nil }

    /// The bound slots in the order `BindingSlot` declares them.
    public var boundSlots: [BindingSlot] { BindingSlot.allCases.filter(isBound) }
}
