extension String {
    /// Without spaces and tabs at either end: a theme's values, a status rule's parts.
    var trimmingSpacesAndTabs: String {
        var text = Substring(self)
        while text.first == " " || text.first == "\t" { text = text.dropFirst() }
        while text.last == " " || text.last == "\t" { text = text.dropLast() }
        return String(text)
    }
}
