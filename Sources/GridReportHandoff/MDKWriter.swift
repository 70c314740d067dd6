import Foundation
import GridReport

/// Writes a handoff as an MDK page (JSON) with one `Section.Type.GridTable` section, as SAP's
/// schema pages for GridTable, GridRowLayout and GridRowItem describe it: header items with the
/// titles, row items bound to the entity's properties with `BindTo` from the binding plan, and one
/// layout (fractions with `ColumnWidthPercentage`, or points with `ColumnWidth`) shared by the
/// header and the row.
///
/// A row item binds `{property}` with the column's Swift property name (`Index Name` →
/// `{indexName}`), not its title: MDK's `{…}` names an OData property, and OData's property names
/// are identifiers (CSDL's SimpleIdentifier: a letter or `_`, then letters, digits and `_`, at most
/// 128 characters), which a title with a space, a `$` or a `.` is not. The Swift names are such
/// identifiers (ASCII letters and digits, never a leading digit, at most
/// `SwiftIdentifier.maximumLength` characters and a collision's number), so the app's row type and
/// the page's entity name each column alike.
public enum MDKWriter {
    /// The section's `Target`; nil parts are placeholders for the app's developer to replace.
    public struct Target: Sendable, Equatable {
        public var entitySet: String?
        public var service: String?

        public init(entitySet: String?, service: String?) {
            self.entitySet = entitySet
            self.service = service
        }

        public static let placeholderEntitySet = "REPLACE_WITH_ENTITY_SET"
        public static let defaultService = "/MDKApp/Services/Main.service"
    }

    public static func page(_ handoff: Handoff, target: Target) throws -> String {
        for column in handoff.columns {
            if let reason = MDKBindingSyntax.problem(in: column.title), !MDKBindingSyntax.isLocalizable(column.title) {
                throw HandoffError.unbindableTitle(column: column.title, reason: reason)
            }
        }
        let layout = try Self.layout(handoff)
        let localized = Dictionary(uniqueKeysWithValues: localizedTitles(handoff).map { ($0.text, $0.key) })
        let header = handoff.columns.map { column in
            Item(
                text: localized[column.title].map { "$(L,\($0))" } ?? column.title,
                alignment: alignment(column.alignment))
        }
        let row = handoff.columns.map { column in
            column.kind == .image
                ? Item(image: "{\(column.identifier)}", bindTo: column.binding.map(bindTo))
                : Item(
                    text: formatted(column), alignment: alignment(column.alignment),
                    bindTo: column.binding.map(bindTo))
        }
        let section = Section(
            name: handoff.typeName + "GridTable",
            header: SectionHeader(grid: Grid(items: header, layout: layout, accessoryType: nil)),
            row: Grid(items: row, layout: layout, accessoryType: accessoryType(handoff.accessory)),
            target: SectionTarget(
                entitySet: target.entitySet ?? Target.placeholderEntitySet,
                service: target.service ?? Target.defaultService))
        let page = Page(
            name: handoff.typeName,
            controls: [Control(sections: [section])])
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = try encoder.encode(page)
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// The titles MDK would read as a path, a rule or an annotation (`# Orders`), each shown
    /// through a localized string of the app's `i18n.properties` instead: the key the page names
    /// and the text to give it there.
    public static func localizedTitles(_ handoff: Handoff) -> [(key: String, text: String)] {
        var seen = Set<String>()
        return handoff.columns.compactMap { column in
            guard MDKBindingSyntax.problem(in: column.title) != nil, MDKBindingSyntax.isLocalizable(column.title),
                seen.insert(column.title).inserted
            else { return nil }
            return (handoff.typeName + "_" + column.identifier + "_title", column.title)
        }
    }

    /// A column's value as MDK shows it: a number through MDK's number, currency, percent or
    /// scientific formatter with the column's locale and digits, so the page shows `-$16.46` where
    /// the preview does, not `-16.46`; anything else bound as it is.
    static func formatted(_ column: Handoff.Column) -> String {
        let value = "{\(column.identifier)}"
        guard case .number(let settings, _) = column.kind, let format = column.numberFormat else { return value }
        let locale = "'" + settings.locale.replacingOccurrences(of: "_", with: "-") + "'"
        var options: [String] = []
        if settings.maximumSignificantDigits != nil {
            // Each value with its own digits: Intl drops the trailing zeros up to this many.
            options.append("maximumFractionDigits:15")
        } else {
            if let digits = format.minimumFractionDigits { options.append("minimumFractionDigits:\(digits)") }
            if let digits = format.maximumFractionDigits { options.append("maximumFractionDigits:\(digits)") }
        }
        if let grouping = settings.usesGroupingSeparator { options.append("useGrouping:\(grouping)") }
        let rest = locale + (options.isEmpty ? "" : ",{" + options.joined(separator: ",") + "}")
        switch settings.style {
        case .currency:
            guard let code = settings.currencyCode else { return "$(N,\(value),\(rest))" }
            return "$(C,\(value),'\(code)',\(rest))"
        case .percent: return "$(P,\(value),\(rest))"
        case .scientific: return "$(S,\(value),\(rest))"
        case .decimal: return "$(N,\(value),\(rest))"
        case .none, .spellout: return value
        }
    }

    /// Fractions (and one -1) as `ColumnWidthPercentage`, points (and one -1) as `ColumnWidth`.
    static func layout(_ handoff: Handoff) throws -> Layout {
        let fraction = handoff.columns.first { $0.width > 0 && $0.width < 1 }
        let points = handoff.columns.first { $0.width >= 1 }
        if let fraction, let points {
            throw HandoffError.mixedWidthKinds(fractionColumn: fraction.title, pointsColumn: points.title)
        }
        let widths = handoff.columns.map(\.width)
        return points == nil ? Layout(percentages: widths) : Layout(points: widths)
    }

    static func bindTo(_ slot: BindingSlot) -> String {
        switch slot {
        case .icon: return "FirstIcon"
        default: return slot.rawValue.prefix(1).uppercased() + slot.rawValue.dropFirst()
        }
    }

    static func alignment(_ alignment: HorizontalAlignment) -> String {
        switch alignment {
        case .leading: return "Left"
        case .center: return "Center"
        case .trailing: return "Right"
        }
    }

    static func accessoryType(_ accessory: Accessory) -> String {
        switch accessory {
        case .none: return "none"
        case .disclosure: return "disclosureIndicator"
        }
    }

    struct Page: Encodable {
        let name: String
        let controls: [Control]

        enum CodingKeys: String, CodingKey {
            case type = "_Type"
            case name = "_Name"
            case controls = "Controls"
        }

        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode("Page", forKey: .type)
            try container.encode(name, forKey: .name)
            try container.encode(controls, forKey: .controls)
        }
    }

    struct Control: Encodable {
        let sections: [Section]

        enum CodingKeys: String, CodingKey {
            case type = "_Type"
            case name = "_Name"
            case sections = "Sections"
        }

        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode("Control.Type.SectionedTable", forKey: .type)
            try container.encode("SectionedTable", forKey: .name)
            try container.encode(sections, forKey: .sections)
        }
    }

    struct Section: Encodable {
        let name: String
        let header: SectionHeader
        let row: Grid
        let target: SectionTarget

        enum CodingKeys: String, CodingKey {
            case type = "_Type"
            case name = "_Name"
            case header = "Header"
            case row = "Row"
            case target = "Target"
        }

        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode("Section.Type.GridTable", forKey: .type)
            try container.encode(name, forKey: .name)
            try container.encode(header, forKey: .header)
            try container.encode(row, forKey: .row)
            try container.encode(target, forKey: .target)
        }
    }

    struct SectionHeader: Encodable {
        let grid: Grid

        enum CodingKeys: String, CodingKey { case grid = "Grid" }
    }

    struct Grid: Encodable {
        let items: [Item]
        let layout: Layout
        let accessoryType: String?

        enum CodingKeys: String, CodingKey {
            case items = "Items"
            case layout = "Layout"
            case accessoryType = "AccessoryType"
        }
    }

    struct Item: Encodable {
        var text: String?
        var image: String?
        var alignment: String?
        var bindTo: String?

        init(text: String, alignment: String, bindTo: String? = nil) {
            self.text = text
            self.alignment = alignment
            self.bindTo = bindTo
        }

        init(image: String, bindTo: String?) {
            self.image = image
            self.bindTo = bindTo
        }

        enum CodingKeys: String, CodingKey {
            case text = "Text"
            case image = "Image"
            case alignment = "TextAlignment"
            case bindTo = "BindTo"
        }
    }

    struct Layout: Encodable, Equatable {
        var percentages: [Double]?
        var points: [Double]?

        init(percentages: [Double]) { self.percentages = percentages }
        init(points: [Double]) { self.points = points }

        enum CodingKeys: String, CodingKey {
            case percentages = "ColumnWidthPercentage"
            case points = "ColumnWidth"
        }
    }

    struct SectionTarget: Encodable {
        let entitySet: String
        let service: String

        enum CodingKeys: String, CodingKey {
            case entitySet = "EntitySet"
            case service = "Service"
        }
    }
}
