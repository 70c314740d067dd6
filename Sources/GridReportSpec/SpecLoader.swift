import Foundation
import GridReport
import Yams

/// Reads report spec files (YAML, or JSON, which YAML reads too).
///
/// Walks Yams' node tree rather than decoding with Codable, so every unknown key, wrong type or
/// bad value is reported at its `file:line:column` with the key's path.
public enum SpecLoader {
    /// The largest spec file read, in bytes: a spec is a page of settings.
    public static let maximumFileBytes = 1 << 20
    /// What a spec may hold once aliases are expanded: text bytes and nodes.
    public static let maximumExpandedBytes = 4 << 20
    public static let maximumExpandedNodes = 100_000

    /// Up to one byte more than the limit, read as a stream: a pipe (`--spec /dev/stdin`, a
    /// process substitution) has no size to ask, and FileManager reads none of it. Nil when the
    /// file cannot be opened or read.
    private static func readBounded(_ path: String) -> Data? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var bytes = [UInt8](repeating: 0, count: maximumFileBytes + 1)
        var count = 0
        while count < bytes.count {
            let read = bytes.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress! + count, $0.count - count) }
            if read < 0, errno == EINTR { continue }
            guard read >= 0 else { return nil }
            if read == 0 { break }
            count += read
        }
        return Data(bytes[..<count])
    }

    public static func load(path: String) throws -> ReportSpec {
        let name = path
        var status = stat()
        if stat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG, Int(status.st_size) > maximumFileBytes {
            throw GridReportError(SpecError.fileTooLarge(file: name))
        }
        guard let data = readBounded(path) else {
            let exists = FileManager.default.fileExists(atPath: path)
            throw GridReportError(exists ? SpecError.fileUnreadable(file: name) : .fileNotFound(file: name))
        }
        if data.count > maximumFileBytes { throw GridReportError(SpecError.fileTooLarge(file: name)) }
        guard let text = String(data: data, encoding: .utf8) else {
            throw GridReportError(SpecError.notUTF8(file: name))
        }
        var spec = try parse(text, name: name)
        if let theme = spec.theme, !theme.hasPrefix("/") {
            let folder = (path as NSString).deletingLastPathComponent
            spec.theme = folder.isEmpty ? theme : folder + "/" + theme
        }
        return spec
    }

    public static func parse(_ text: String, name: String) throws -> ReportSpec {
        let nesting = SpecNesting.measure(text)
        try SpecNesting.check(nesting, name: name)
        return try SpecNesting.withRoom(for: nesting.bound, name: name) { try compose(text, name: name) }
    }

    /// The spec from its node tree; composed and freed on a stack with room for its nesting.
    private static func compose(_ text: String, name: String) throws -> ReportSpec {
        let node: Node?
        do {
            node = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            throw syntaxError(error, name: name)
        }
        var spec = ReportSpec()
        guard let node else { return spec }
        var budget = ExpansionBudget()
        if !budget.fits(node) {
            throw GridReportError(SpecError.tooLargeThroughAliases(file: name))
        }
        let reader = SpecNodeReader(file: name)
        let root = try reader.settings(node, key: "spec")
        for (keyNode, value) in root {
            try read(keyNode, value, into: &spec, reader: reader)
        }
        return spec
    }

    /// One key of the spec's top-level mapping.
    private static func read(_ keyNode: Node, _ value: Node, into spec: inout ReportSpec, reader: SpecNodeReader)
        throws
    {
        let key = try reader.key(keyNode)
        switch key {
        case "title": spec.title = try reader.string(value, key: key)
        case "theme": spec.theme = try reader.string(value, key: key)
        case "locale": spec.locale = try reader.locale(value, key: key)
        case "dateStyle", "dateFormat":
            if spec.dateDisplay != nil {
                throw GridReportError(SpecError.bothDateStyleAndFormat(key: key, at: reader.place(keyNode)))
            }
            spec.dateDisplay =
                key == "dateStyle"
                ? .style(try reader.choice(value, key: key, DateStyle.self))
                : .pattern(try reader.datePattern(value, key: key).text)
        case "inputLocale": spec.inputLocale = try reader.locale(value, key: key)
        case "delimiter": spec.delimiter = try reader.string(value, key: key)
        case "encoding": spec.encoding = try reader.choice(value, key: key, TextEncoding.self)
        case "sheet": spec.sheet = try reader.string(value, key: key)
        case "header": spec.header = try reader.bool(value, key: key)
        case "accessory": spec.accessory = try reader.choice(value, key: key, Accessory.self)
        case "mode": spec.mode = try reader.choice(value, key: key, DisplayMode.self)
        case "border": spec.border = try reader.choice(value, key: key, BorderStyle.self)
        case "pointsPerCell": spec.pointsPerCell = try reader.number(value, key: key, within: .pointsPerCell)
        case "spacing": spec.spacing = try reader.number(value, key: key, within: .spacing)
        case "ragged": spec.ragged = try reader.choice(value, key: key, RaggedPolicy.self)
        case "missingValues":
            spec.missingValues = try reader.sequence(value, key: key).map { try reader.string($0, key: key) }
        case "fit": spec.fit = try reader.choice(value, key: key, FitPolicy.self)
        case "wrap": spec.wrap = try reader.bool(value, key: key)
        case "compactBelow": spec.compactBelow = try reader.number(value, key: key, within: .compactBelow)
        case "maxFieldSize":
            let bytes = try reader.number(value, key: key, within: .fieldBytes)
            spec.maxFieldSize = CheckedInteger.clamped(bytes, .up, to: 1...Int.max)
        case "maxColumns":
            spec.maxColumns = CheckedInteger.clamped(try reader.positive(value, key: key), .up, to: 1...Int.max)
        case "skipLines": spec.skipLines = try reader.int(value, key: key, range: 0...Int(Int32.max))
        case "skipFooter":
            spec.skipFooter = try reader.int(value, key: key, range: 0...CSVOptions.maximumSkipFooter)
        case "skipInitialSpace": spec.skipInitialSpace = try reader.bool(value, key: key)
        case "escape": spec.escape = try reader.character(value, key: key, setting: .escape)
        case "comment": spec.comment = try reader.character(value, key: key, setting: .comment)
        case "quote": spec.quote = try reader.quote(value, key: key)
        case "columns":
            spec.columns = try reader.sequence(value, key: key).map {
                try ColumnSpecReader.read($0, reader: reader)
            }
        case "groupBy", "totals", "sortGroups", "collapsed", "summary", "pivot":
            try SectionSpecReader.read(key, value, keyNode: keyNode, into: &spec, reader: reader)
        case "print": spec.print = try PrintSpecReader.read(value, reader: reader)
        case "table": spec.table = try tableStyle(value, reader: reader)
        case "sheets": spec.sheets = try reader.sequence(value, key: key).map { try reader.string($0, key: key) }
        case "rules":
            spec.rules = try reader.sequence(value, key: key).map {
                try StatusRule.parse(try reader.string($0, key: key), origin: reader.location($0) + ": rule")
            }
        case "bar", "scale", "icons":
            let kind = EncodingRule.Kind(rawValue: key) ?? .bar
            spec.encodings =
                (spec.encodings ?? [])
                + (try stringOrList(value, key: key, reader: reader).map {
                    EncodingRule(kind: kind, text: $0.text, origin: $0.origin)
                })
        case "chart":
            spec.chart = ChartRequest(
                text: try reader.string(value, key: key), origin: reader.location(value) + ": chart")
        case "select", "drop":
            if spec.columnChoice != nil {
                throw reader.invalidValue(
                    value, key, key, "select and drop cannot both be given",
                    hint: "give the columns to show (select) or those to leave out (drop)")
            }
            spec.columnChoice = ColumnChoice(
                kind: key == "select" ? .select : .drop, list: try columnList(value, key: key, reader: reader),
                origin: reader.location(value) + ": " + key)
        case "add":
            // Computed columns first, then sparklines, whichever key comes first.
            spec.added =
                try stringOrList(value, key: key, reader: reader).map {
                    try AddedColumn.parse($0.text, origin: $0.origin)
                } + (spec.added ?? []).filter { $0.spark != nil }
        case "spark":
            spec.added =
                (spec.added ?? []).filter { $0.spark == nil }
                + (try stringOrList(value, key: key, reader: reader).map {
                    try AddedColumn.spark($0.text, origin: $0.origin)
                })
        case "where":
            spec.conditions = try stringOrList(value, key: key, reader: reader).map {
                try RowCondition.parse($0.text, origin: $0.origin)
            }
        case "sort":
            spec.sortKeys = try stringOrList(value, key: key, reader: reader).flatMap {
                try SortKey.parseList($0.text, origin: $0.origin)
            }
        default:
            throw reader.unknownKey(
                key, at: keyNode,
                known: [
                    "title", "theme", "locale", "dateStyle", "dateFormat", "inputLocale", "delimiter", "encoding",
                    "sheet", "header",
                    "accessory", "mode", "border",
                    "pointsPerCell", "spacing",
                    "ragged", "missingValues", "fit", "wrap", "compactBelow", "maxFieldSize", "maxColumns",
                    "skipLines", "skipFooter", "skipInitialSpace", "escape", "comment", "quote",
                    "columns",
                    "groupBy", "totals", "sortGroups", "collapsed", "summary", "pivot", "print", "table", "sheets",
                    "rules",
                    "bar", "scale", "icons", "chart", "spark", "select", "drop", "add", "where", "sort",
                ])
        }
    }

    /// A text, or a list of texts, each with its origin: its place and the key (`s.yaml:2:8:
    /// where`), which messages name as they name the flag.
    private static func stringOrList(_ node: Node, key: String, reader: SpecNodeReader) throws -> [(
        text: String, origin: String
    )] {
        let origin = { (node: Node) in reader.location(node) + ": " + key }
        if case .sequence = node {
            let items = try reader.sequence(node, key: key)
            if items.isEmpty { throw GridReportError(ShapeError.emptyList(origin: origin(node))) }
            return try items.map { (try reader.string($0, key: key), origin($0)) }
        }
        return [(try reader.string(node, key: key), origin(node))]
    }

    /// A column list as the command writes it (`Name,Price`), or a YAML list of titles and
    /// numbers, each of which may hold a comma.
    private static func columnList(_ node: Node, key: String, reader: SpecNodeReader) throws -> String {
        guard case .sequence = node else { return try reader.string(node, key: key) }
        let items = try reader.sequence(node, key: key)
        if items.isEmpty { throw GridReportError(ShapeError.emptyList(origin: reader.location(node) + ": " + key)) }
        return try items.map { item in
            let text = try reader.string(item, key: key)
            let isNumber = !text.isEmpty && text.allSatisfy { $0.isASCII && ($0.isNumber || $0 == "-") }
            return isNumber ? text : "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
        }.joined(separator: ",")
    }

    /// `table: true`, `false`, or a style's name.
    private static func tableStyle(_ node: Node, reader: SpecNodeReader) throws -> TableStyle? {
        if let scalar = node.scalar, let on = Bool.construct(from: scalar) { return on ? .standard : nil }
        let name = try reader.string(node, key: "table")
        guard let style = TableStyle(name: name) else {
            throw reader.invalidValue(
                node, "table", name, "'\(name)' is not a table style", hint: ErrorText("give " + TableStyle.choices))
        }
        return style
    }

    /// Counts what the tree holds with aliases expanded, stopping as soon as it is over the
    /// limits, so even nested aliases (a "billion laughs") cost at most the budget.
    private struct ExpansionBudget {
        var bytes = 0
        var nodes = 0

        mutating func fits(_ node: Node) -> Bool {
            nodes += 1
            if nodes > SpecLoader.maximumExpandedNodes { return false }
            switch node {
            case .scalar(let scalar):
                bytes += scalar.string.utf8.count
                return bytes <= SpecLoader.maximumExpandedBytes
            case .mapping(let mapping):
                for (key, value) in mapping where !fits(key) || !fits(value) { return false }
                return true
            case .sequence(let sequence):
                for element in sequence where !fits(element) { return false }
                return true
            }
        }
    }

    private static func syntaxError(_ error: YamlError, name: String) -> GridReportError {
        switch error {
        case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _):
            let place = SourceLocation(file: name, line: mark.line, column: mark.column)
            return GridReportError(SpecError.notYAML(file: name, at: place, problem: problem))
        default:
            return GridReportError(SpecError.notYAML(file: name, at: nil, problem: "\(error)"))
        }
    }
}
