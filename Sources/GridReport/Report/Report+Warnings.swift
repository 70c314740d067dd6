extension Report {
    /// Tells the user which columns look numeric but are kept as text so that no digit is lost
    /// (`007`, ZIP codes, 16-digit account numbers), unless they typed the columns themselves.
    public func warnAboutIdentifiers(_ warnings: WarningLog) {
        let names = schema.columns
            .filter { $0.type == .text && profile.columns[$0.index].isIdentifierColumn }
            .map { $0.name.isEmpty ? String($0.index + 1) : $0.name }
        guard !names.isEmpty else { return }
        let list = WidthResolver.list(names)
        let subject = names.count == 1 ? "column \(list) looks" : "columns \(list) look"
        warnings.warn(
            "identifier",
            "\(displayName): \(subject) numeric but \(names.count == 1 ? "has" : "have") leading zeros or more than 15 digits; kept as text so no digit is lost"
        )
    }
}
