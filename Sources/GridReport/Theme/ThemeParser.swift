/// Reads a `.nss` theme file (NUI's stylesheet syntax, as the seeds' Theming sections write it):
///
/// ```
/// /* comments */  // and line comments
/// @tint: #0A6ED1;                       variables, used as @tint
/// fdlFUIGridRowHeaderItem_label, fdlFUIItemCollectionViewCell_title {
///     font-color: @tint;
///     font-weight: bold;
/// }
/// ```
///
/// Colours: `#RGB`, `#RRGGBB`, `#RRGGBBAA` (alpha ignored), `rgb(r, g, b)`, `rgba(r, g, b, a)`, a
/// few names (`black`, `white`, `red`…) and `clear` (no colour). Syntax errors and bad values
/// are usage errors at `file:line:column` (as a spec file's are); an unknown class or property is
/// a warning at `file:line` and is skipped.
public enum ThemeParser {
    /// Larger theme files are refused: a theme is a few dozen lines.
    public static let maximumBytes = 1 << 20

    /// The classes and the properties each one takes.
    public static let classes: [String: Set<String>] = [
        "fdlFUIGridTableViewCell": ["background-color", "border-color"],
        "fdlFUIGridTableViewCell_selected": ["background-color"],
        "fdlFUIGridRowHeaderItem_label": ["font-color", "font-weight", "font-style", "background-color"],
        "fdlFUIGridRowTextItem_label": ["font-color", "font-weight", "font-style"],
        "fdlFUIGridRowTextItem_font_firstTextItem": ["font-color", "font-weight", "font-style"],
        "fdlFUIGridRowTextItem_negativeNumber": ["font-color"],
        "fdlFUIGridRowImageItem": ["tint-color"],
        "fdlFUIGridRowTextItem_statusNegative": ["font-color", "font-weight", "font-style"],
        "fdlFUIGridRowTextItem_statusCritical": ["font-color", "font-weight", "font-style"],
        "fdlFUIGridRowTextItem_statusPositive": ["font-color", "font-weight", "font-style"],
        "fdlFUIGridRowTextItem_statusNeutral": ["font-color", "font-weight", "font-style"],
        "fdlFUIGridRowTextItem_statusInformation": ["font-color", "font-weight", "font-style"],
        "fdlFUIItemCollectionViewCell": ["border-color", "background-color"],
        "fdlFUIItemCollectionViewCell_title": ["font-color", "font-weight", "font-style"],
        "fdlFUIItemCollectionViewCell_subtitle": ["font-color", "font-weight", "font-style"],
        "fdlFUIItemCollectionViewCell_status": ["font-color", "font-weight", "font-style"],
        "fdlFUIItemCollectionViewCell_detailImageView": ["tint-color"],
    ]

    /// The state of a `fdlFUIGridRowTextItem_status…` class.
    static func statusState(_ selector: String) -> StatusState? {
        let prefix = "fdlFUIGridRowTextItem_status"
        guard selector.hasPrefix(prefix) else { return nil }
        return StatusState(rawValue: selector.dropFirst(prefix.count).lowercased())
    }

    /// Properties Fiori defines that a report cannot show; accepted without a warning.
    static let ignoredProperties: Set<String> = ["text-line-clamp", "text-align", "font-name", "font-size"]

    public static func parse(_ text: String, file: String) throws -> (theme: Theme, warnings: [ThemeWarning]) {
        guard text.utf8.count <= maximumBytes else {
            throw GridReportError(.usage, at: file, "the theme file is larger than 1 MB; a theme is a few dozen lines")
        }
        var parser = Parser(scalars: Array(text.unicodeScalars), file: file)
        return try parser.run()
    }

    struct Declaration {
        var property: String
        var value: String
        var location: SourceLocation
        var valueLocation: SourceLocation
    }

    struct Parser {
        let scalars: [Unicode.Scalar]
        let file: String
        var index = 0
        var line = 1
        var column = 1
        var variables: [String: String] = [:]
        var theme = Theme()
        var warnings: [ThemeWarning] = []

        init(scalars: [Unicode.Scalar], file: String) {
            self.scalars = scalars
            self.file = file
        }

        var location: SourceLocation { SourceLocation(file: file, line: line, column: column) }
        var atEnd: Bool { index >= scalars.count }
        var current: Unicode.Scalar? { atEnd ? nil : scalars[index] }

        mutating func advance() {
            guard let scalar = current else { return }
            index += 1
            if scalar == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }

        /// What the parser expected here, and the scalar it found instead.
        func expected(_ what: String) -> GridReportError {
            GridReportError(.expected(what, found: current, at: location))
        }

        /// Skips spaces, line breaks and comments.
        mutating func skipTrivia() throws {
            while let scalar = current {
                if scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" || scalar == "\u{FEFF}" {
                    advance()
                } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "*" {
                    let start = location
                    advance()
                    advance()
                    while !atEnd, !(current == "*" && index + 1 < scalars.count && scalars[index + 1] == "/") {
                        advance()
                    }
                    guard !atEnd else { throw GridReportError(.unclosedComment(at: start)) }
                    advance()
                    advance()
                } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "/" {
                    while let next = current, next != "\n" { advance() }
                } else {
                    return
                }
            }
        }

        static func isNameScalar(_ scalar: Unicode.Scalar) -> Bool {
            scalar.isASCII
                && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_" || scalar == "-")
        }

        mutating func name(_ what: String) throws -> String {
            var text = ""
            while let scalar = current, Self.isNameScalar(scalar) {
                text.unicodeScalars.append(scalar)
                advance()
            }
            guard !text.isEmpty else { throw expected(what) }
            return text
        }

        mutating func expect(_ scalar: Unicode.Scalar, _ what: String) throws {
            try skipTrivia()
            guard current == scalar else { throw expected(what) }
            advance()
        }

        /// A value: everything up to `;` or `}` (comments dropped), trimmed.
        mutating func value() throws -> (String, SourceLocation) {
            try skipTrivia()
            let start = location
            var text = ""
            while let scalar = current, scalar != ";", scalar != "}" {
                if scalar == "{" { throw expected("\";\" or \"}\" after the value") }
                if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "*" || scalars[index + 1] == "/" {
                    try skipTrivia()
                    text.append(" ")
                    continue
                }
                if scalar == "\n" { text.append(" ") } else { text.unicodeScalars.append(scalar) }
                advance()
            }
            guard !atEnd else { throw GridReportError(.unendedValue(at: start)) }
            let trimmed = text.trimmingSpacesAndTabs
            guard !trimmed.isEmpty else { throw expected("a value") }
            return (trimmed, start)
        }

        mutating func run() throws -> (theme: Theme, warnings: [ThemeWarning]) {
            while true {
                try skipTrivia()
                guard let scalar = current else { break }
                if scalar == "@" {
                    advance()
                    let variable = try name("a variable name after @")
                    try skipTrivia()
                    guard current == ":" || current == "=" else { throw expected("\":\" after @\(variable)") }
                    advance()
                    let (text, _) = try value()
                    guard current == ";" else { throw expected("\";\" after the value of @\(variable)") }
                    advance()
                    variables[variable] = text
                    continue
                }
                var selectors: [(String, SourceLocation)] = []
                while true {
                    try skipTrivia()
                    let start = location
                    selectors.append((try name("a class name"), start))
                    try skipTrivia()
                    if current == "," {
                        advance()
                        continue
                    }
                    break
                }
                try expect("{", "\"{\" after the class name")
                var declarations: [Declaration] = []
                while true {
                    try skipTrivia()
                    if current == "}" {
                        advance()
                        break
                    }
                    guard !atEnd else { throw GridReportError(.unclosedBlock(at: location)) }
                    let start = location
                    let property = try name("a property name or \"}\"")
                    try expect(":", "\":\" after \(property)")
                    let (text, valueStart) = try value()
                    if current == ";" { advance() }
                    declarations.append(
                        Declaration(property: property, value: text, location: start, valueLocation: valueStart))
                }
                for (selector, selectorLocation) in selectors {
                    try apply(declarations, to: selector, at: selectorLocation)
                }
            }
            return (theme, warnings)
        }

        mutating func warn(_ message: String, at location: SourceLocation) {
            warnings.append(ThemeWarning(location: location, message: message))
        }

        mutating func apply(_ declarations: [Declaration], to selector: String, at location: SourceLocation) throws {
            guard let known = ThemeParser.classes[selector] else {
                warn("unknown class \(selector); it is ignored", at: location)
                return
            }
            if selector == "fdlFUIGridTableViewCell_selected" {
                warn("\(selector) has no effect in a report, where nothing is selected", at: location)
                return
            }
            for declaration in declarations {
                let property = declaration.property
                if ThemeParser.ignoredProperties.contains(property) { continue }
                guard known.contains(property) else {
                    warn(
                        "\(selector): unknown property \(property) (known: \(known.sorted().joined(separator: ", "))); it is ignored",
                        at: declaration.location)
                    continue
                }
                let value = try resolved(declaration)
                switch property {
                case "font-weight", "font-style":
                    let bold = try weight(value, property: property, at: declaration.valueLocation)
                    update(selector) { $0.bold = bold }
                default:
                    let color = try ThemeParser.color(value, property: property, at: declaration.valueLocation)
                    set(color, property: property, selector: selector)
                }
            }
        }

        /// The value with `@variable` replaced (one level, as NUI does).
        func resolved(_ declaration: Declaration) throws -> String {
            guard declaration.value.hasPrefix("@") else { return declaration.value }
            let name = String(declaration.value.dropFirst())
            guard let value = variables[name] else {
                throw GridReportError(
                    .undefinedVariable(name, property: declaration.property, at: declaration.valueLocation))
            }
            return value
        }

        func weight(_ value: String, property: String, at location: SourceLocation) throws -> Bool {
            let bold: Set<String> = [
                "bold", "semibold", "heavy", "black", "headline", "largetitle", "title1", "title2", "title3",
            ]
            let regular: Set<String> = [
                "regular", "normal", "medium", "light", "thin", "ultralight", "body", "callout", "subheadline",
                "footnote", "caption1", "caption2",
            ]
            let key = value.lowercased()
            if bold.contains(key) { return true }
            if regular.contains(key) { return false }
            throw GridReportError(.notAFont(value, property: property, at: location))
        }

        mutating func update(_ selector: String, _ change: (inout ThemeTextStyle) -> Void) {
            switch selector {
            case "fdlFUIGridRowHeaderItem_label": change(&theme.header)
            case "fdlFUIGridRowTextItem_label": change(&theme.text)
            case "fdlFUIGridRowTextItem_font_firstTextItem": change(&theme.firstTextItem)
            case "fdlFUIGridRowTextItem_negativeNumber": change(&theme.negativeNumber)
            case "fdlFUIItemCollectionViewCell_title": change(&theme.cardTitle)
            case "fdlFUIItemCollectionViewCell_subtitle": change(&theme.cardSubtitle)
            case "fdlFUIItemCollectionViewCell_status": change(&theme.status)
            default:
                if let state = ThemeParser.statusState(selector) {
                    change(&theme.statusStyles[state, default: ThemeTextStyle()])
                }
            }
        }

        mutating func set(_ color: ThemeColor?, property: String, selector: String) {
            switch (selector, property) {
            case ("fdlFUIGridTableViewCell", "background-color"): theme.cellBackground = color
            case ("fdlFUIGridTableViewCell", "border-color"), ("fdlFUIItemCollectionViewCell", "border-color"):
                theme.borderColor = color
            case ("fdlFUIItemCollectionViewCell", "background-color"): theme.cellBackground = color
            case ("fdlFUIGridRowHeaderItem_label", "background-color"): theme.headerBackground = color
            case (_, "tint-color"): theme.imageTint = color
            default: update(selector) { $0.color = color }
            }
        }
    }

    static let names: [String: ThemeColor?] = [
        "clear": nil,
        "black": ThemeColor(red: 0, green: 0, blue: 0),
        "white": ThemeColor(red: 255, green: 255, blue: 255),
        "red": ThemeColor(red: 255, green: 0, blue: 0),
        "green": ThemeColor(red: 0, green: 128, blue: 0),
        "blue": ThemeColor(red: 0, green: 0, blue: 255),
        "gray": ThemeColor(red: 128, green: 128, blue: 128),
        "grey": ThemeColor(red: 128, green: 128, blue: 128),
        "orange": ThemeColor(red: 255, green: 165, blue: 0),
        "yellow": ThemeColor(red: 255, green: 255, blue: 0),
    ]

    /// A colour value; nil for `clear`.
    static func color(_ value: String, property: String, at location: SourceLocation) throws -> ThemeColor? {
        let key = value.lowercased()
        if let named = names[key] { return named }
        if key.hasPrefix("#") {
            let digits = Array(key.dropFirst())
            let nibbles = digits.compactMap { $0.hexDigitValue }
            if nibbles.count == digits.count {
                switch digits.count {
                case 3:
                    return ThemeColor(
                        red: UInt8(nibbles[0] * 17), green: UInt8(nibbles[1] * 17), blue: UInt8(nibbles[2] * 17))
                case 6, 8:
                    return ThemeColor(
                        red: UInt8(nibbles[0] * 16 + nibbles[1]), green: UInt8(nibbles[2] * 16 + nibbles[3]),
                        blue: UInt8(nibbles[4] * 16 + nibbles[5]))
                default: break
                }
            }
        } else if (key.hasPrefix("rgb(") || key.hasPrefix("rgba(")) && key.hasSuffix(")") {
            let inner = key.drop(while: { $0 != "(" }).dropFirst().dropLast()
            let parts = inner.split(separator: ",", omittingEmptySubsequences: false).map {
                String($0).trimmingSpacesAndTabs
            }
            let channels = parts.prefix(3).compactMap { Int($0) }.filter { (0...255).contains($0) }
            if channels.count == 3, parts.count == (key.hasPrefix("rgba") ? 4 : 3) {
                return ThemeColor(red: UInt8(channels[0]), green: UInt8(channels[1]), blue: UInt8(channels[2]))
            }
        }
        throw GridReportError(.notAColour(value, property: property, at: location))
    }
}
