/// What MDK reads in a string of its metadata besides plain text, from SAP's pages on MDK's
/// binding syntax and target paths: `{Property}` binds, `{{…}}` and `{#…}` too; a value starting
/// with `/` names a definition (`/MDKApp/Rules/Logout.js` runs a rule, `.global`, `.action`…); one
/// starting with `#` is a target path (`#Application/#ClientData/UserId`); `$(L,key)` and the other
/// `$(…)` forms are localized text and formatters; `{@odata.readLink}` reads OData annotations.
/// A column title becomes the header's `Text` (the row binds the column's Swift name, which holds
/// none of these), so a title holding any of them is refused rather than read as a binding, a
/// rule, a global or client data.
enum MDKBindingSyntax {
    /// Why MDK would not show `title` as the header's text, or nil when it would.
    static func problem(in title: String) -> String? {
        if title.contains(where: { $0 == "{" || $0 == "}" }) { return "a brace, which starts or ends a binding" }
        if title.contains("$(") { return "$(, which starts a formatter or a localized text ($(L,key))" }
        if title.hasPrefix("#") { return "a leading #, which starts a target path (#Application/…)" }
        // A / inside a title (`Delta 15 N (o/oo)`) navigates within the entity's own data, and real
        // reports have them; only a leading one names a definition outside it.
        if title.hasPrefix("/") { return "a leading /, which names a rule or a definition (/MDKApp/Rules/…)" }
        if title.hasPrefix("@") { return "a leading @, which reads an annotation ({@odata.readLink})" }
        return nil
    }

    /// Whether a title MDK would misread can still be shown whole through a localized string
    /// (`$(L,key)`): one that only starts like a path, a rule or an annotation. Braces and `$(`
    /// would be read inside the localized text too.
    static func isLocalizable(_ title: String) -> Bool {
        !title.contains(where: { $0 == "{" || $0 == "}" }) && !title.contains("$(")
    }
}
