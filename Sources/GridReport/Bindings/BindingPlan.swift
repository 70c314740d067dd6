/// Which column each object-view slot shows in compact mode. Columns bound to no slot are not
/// shown in compact mode.
public struct BindingPlan: Sendable, Equatable {
    /// The column shown by each bound slot, as its 0-based position in the schema (which is the
    /// position of its item in a `GridRow`).
    public private(set) var columnsBySlot: [BindingSlot: Int]
    /// Whether the plan comes from explicit bindings (spec or binding options) rather than the default rule.
    public let isExplicit: Bool

    public init(columnsBySlot: [BindingSlot: Int], isExplicit: Bool) {
        self.columnsBySlot = columnsBySlot
        self.isExplicit = isExplicit
    }

    /// The 0-based column bound to the slot, if any.
    public func column(for slot: BindingSlot) -> Int? { columnsBySlot[slot] }

    /// The slot a 0-based column is bound to, if any.
    public func slot(forColumn index: Int) -> BindingSlot? {
        columnsBySlot.first(where: { $0.value == index })?.key
    }

    public func isBound(_ slot: BindingSlot) -> Bool { columnsBySlot[slot] != nil }

    /// The bound slots in the order `BindingSlot` declares them.
    public var boundSlots: [BindingSlot] { BindingSlot.allCases.filter(isBound) }
}
