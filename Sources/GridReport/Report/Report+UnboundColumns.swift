extension Report {
    /// The shown columns that compact and cards put in no slot under `plan`.
    public func unboundColumns(_ plan: BindingPlan) -> [Column] {
        schema.columns.filter { !$0.isHidden && plan.slot(forColumn: $0.index) == nil }
    }

    /// One line for a compact or cards view with the default bindings that leaves columns out: how
    /// many, and how to bind one. Nil in other views, with explicit bindings (the user chose what
    /// shows) or when every column has a slot.
    public func unboundNote(_ plan: BindingPlan, mode: DisplayMode, naming: SettingNaming) -> String? {
        guard mode == .compact || mode == .cards, !plan.isExplicit else { return nil }
        let unbound = unboundColumns(plan)
        guard let first = unbound.first else { return nil }
        let visible = schema.columns.filter { !$0.isHidden }.count
        let example = "'" + first.shownName.replacingOccurrences(of: "'", with: "'\\''") + "=status'"
        return TerminalText.sanitize(
            "\(mode.rawValue) shows \(visible - unbound.count) of \(visible) columns; \(unbound.count) \(unbound.count == 1 ? "is" : "are") unbound: bind columns with \(naming(.binding)) COLUMN=SLOT, e.g. \(naming(.binding)) \(example) (then only bound columns show)"
        )
    }

    /// The finding `inspect` gives in compact or cards: which columns have no slot.
    func unboundFinding(_ plan: BindingPlan, mode: DisplayMode) -> String? {
        guard mode == .compact || mode == .cards else { return nil }
        let unbound = unboundColumns(plan)
        guard !unbound.isEmpty else { return nil }
        return "\(mode.rawValue) leaves \(unbound.count) column\(unbound.count == 1 ? "" : "s") unbound: "
            + TerminalText.sanitize(unbound.map(\.shownName).joined(separator: ", "))
    }
}
