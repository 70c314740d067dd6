import Foundation
import Testing

/// Compiles generated SwiftUI handoffs against the stand-ins of SwiftUI, FioriThemeManager and
/// SAP's DataTable (Tests/HandoffStandIn) with swiftc and runs them: a main builds each table's
/// model from its sample rows, lays it out at a few widths and size classes, and prints every
/// cell's text (or image name), binding, colour and font, each column's alignment and width, the
/// accessory, the sticky settings and the list switch as JSON. `#Preview` is a macro only Xcode
/// expands: its body is compiled as a function instead and called, so the view is built too.
enum DataTableStandIn {
    struct Item: Equatable {
        var text: String?
        var image: String?
        var binding: String?
        var color: String?
        var font: String?
    }

    struct Column: Equatable {
        var alignment: String
        /// `fixed:N`, `infinity` or `flexible`.
        var width: String
    }

    struct Layout {
        var list: Bool
        var columns: [Column]
    }

    struct Table {
        var header: [Item]
        var rows: [[Item]]
        var accessory: String
        var headerSticky: Bool
        var firstColumnSticky: Bool
        /// Before the view gives the model its width.
        var initial: Layout
        /// By the names of `DataTableStandIn.layouts`.
        var layouts: [String: Layout]
        /// The view driven as SwiftUI drives it, at `ipad` (1024 points, regular) and then `phone`
        /// (390, compact).
        var view: [String: ViewState]
    }

    /// The view's list switch: as its body left it, and after its onChange action ran.
    struct ViewState: Equatable {
        /// Whether onChange runs its action when the view appears.
        var initial: Bool
        var beforeChange: Bool
        var list: Bool
        var columns: [Column]
    }

    /// The widths and size classes the tables are laid out at: an iPad in landscape, an iPad half
    /// of whose width is another app's (regular, narrower than the breakpoint), an iPhone.
    static let layouts: [(name: String, width: Double, sizeClass: String)] = [
        ("ipad", 1024, ".regular"), ("split", 507, ".regular"), ("phone", 390, ".compact"),
    ]

    /// The stand-ins everything but DataTable's compiles against, once per test process.
    static func base() throws -> URL { try HandoffStandIn.standIns(["UIKit", "SwiftUI", "FioriThemeManager"]) }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var core: URL?

    /// The DataTable stand-in, compiled once per test process.
    static func fioriSwiftUICore() throws -> URL {
        lock.lock()
        defer { lock.unlock() }
        if let core { return core }
        let source = try String(contentsOf: standInSource, encoding: .utf8)
        let folder = try compileCore(source)
        core = folder
        return folder
    }

    static let standInSource = repositoryRoot.appendingPathComponent("Tests/HandoffStandIn/FioriSwiftUICore.swift")

    /// `source` compiled as the module FioriSwiftUICore into a new folder.
    static func compileCore(_ source: String) throws -> URL {
        let base = try base()
        let folder = base.appendingPathComponent("core-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("FioriSwiftUICore.swift")
        try Data(source.utf8).write(to: file)
        try HandoffStandIn.swiftc(
            [
                "-parse-as-library", "-swift-version", "6", "-emit-library", "-static", "-emit-module",
                "-module-name", "FioriSwiftUICore", "-I", base.path, "-o",
                folder.appendingPathComponent("libFioriSwiftUICore.a").path, file.path,
            ], in: folder)
        return folder
    }

    /// The generated file with its `#Preview` as a function, `preview()`.
    static func previewAsFunction(_ source: String) -> String {
        source.replacingOccurrences(
            of: "\n#Preview {\n", with: "\n@MainActor @ViewBuilder func preview() -> some View {\n")
    }

    /// Compiles `files` (type name → generated Swift) into one program and returns each table.
    static func run(_ files: [String: String]) throws -> [String: Table] {
        let base = try base()
        let core = try fioriSwiftUICore()
        let folder = core.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var paths: [String] = []
        for (name, source) in files.sorted(by: { $0.key < $1.key }) {
            let path = folder.appendingPathComponent("\(name).swift")
            // Each file's preview function gets its table's name, so that they can live in one program.
            let renamed = previewAsFunction(source).replacingOccurrences(
                of: "func preview() -> some View", with: "func preview\(name)() -> some View")
            try Data(renamed.utf8).write(to: path)
            paths.append(path.path)
        }
        let main = folder.appendingPathComponent("main.swift")
        try Data(mainSource(files).utf8).write(to: main)
        let runner = folder.appendingPathComponent("runner")
        try HandoffStandIn.swiftc(
            [
                "-swift-version", "6", "-I", base.path, "-I", core.path, "-L", base.path, "-L", core.path,
                "-lFioriSwiftUICore", "-lFioriThemeManager", "-lSwiftUI", "-lUIKit",
            ] + paths + [main.path, "-o", runner.path], in: folder)
        let output = try HandoffStandIn.capture(runner.path, [], in: folder)
        guard let tables = try JSONSerialization.jsonObject(with: output) as? [String: [String: Any]] else {
            throw StandInFailure(message: "the runner printed no tables")
        }
        return tables.mapValues(table)
    }

    /// The errors of type-checking `source` against a DataTable stand-in changed by `edit`, or nil
    /// when it compiles.
    static func typeCheckErrors(_ source: String, standInEdit edit: (String) -> String) throws -> String? {
        let original = try String(contentsOf: standInSource, encoding: .utf8)
        let edited = edit(original)
        #expect(edited != original, "the edit changed nothing")
        let core = try compileCore(edited)
        defer { try? FileManager.default.removeItem(at: core) }
        let file = core.appendingPathComponent("Generated.swift")
        try Data(previewAsFunction(source).utf8).write(to: file)
        let base = try base()
        let status = try HandoffStandIn.capture(
            "/bin/sh",
            [
                "-c", "swiftc -typecheck -swift-version 6 -I \"$1\" -I \"$2\" \"$3\" 2>&1; echo \"exit $?\"", "sh",
                base.path, core.path, file.path,
            ], in: core)
        let text = String(decoding: status, as: UTF8.self)
        return text.hasSuffix("exit 0\n") ? nil : text
    }

    private static func table(_ object: [String: Any]) -> Table {
        func items(_ value: Any?) -> [Item] { (value as? [[String: Any]] ?? []).map(item) }
        func layout(_ value: Any?) -> Layout {
            let object = value as? [String: Any] ?? [:]
            let columns = (object["columns"] as? [[String: Any]] ?? []).map {
                Column(alignment: $0["alignment"] as? String ?? "", width: $0["width"] as? String ?? "")
            }
            return Layout(list: object["list"] as? Bool ?? false, columns: columns)
        }
        return Table(
            header: items(object["header"]), rows: (object["rows"] as? [Any] ?? []).map(items),
            accessory: object["accessory"] as? String ?? "", headerSticky: object["headerSticky"] as? Bool ?? false,
            firstColumnSticky: object["firstColumnSticky"] as? Bool ?? false, initial: layout(object["initial"]),
            layouts: (object["layouts"] as? [String: Any] ?? [:]).mapValues(layout),
            view: (object["view"] as? [String: Any] ?? [:]).mapValues { value in
                let object = value as? [String: Any] ?? [:]
                return ViewState(
                    initial: object["initial"] as? Bool ?? false,
                    beforeChange: object["beforeChange"] as? Bool ?? false,
                    list: object["list"] as? Bool ?? false, columns: layout(object).columns)
            })
    }

    private static func item(_ object: [String: Any]) -> Item {
        Item(
            text: object["text"] as? String, image: object["image"] as? String, binding: object["binding"] as? String,
            color: object["color"] as? String, font: object["font"] as? String)
    }

    /// A table without sample rows (no `--sample`) is made from no rows.
    private static func mainSource(_ files: [String: String]) -> String {
        let tables = files.keys.sorted().map { name in
            let source = files[name] ?? ""
            let rows = source.contains("    static let sampleRows: [") ? "\(name)Table.sampleRows" : "[]"
            let layouts = layouts.map {
                "(\"\($0.name)\", \(name)Table.Layout(width: \($0.width), sizeClass: \($0.sizeClass)))"
            }
            let preview = source.contains("\n#Preview {\n") ? "    _ = preview\(name)()\n" : ""
            return """
                do {
                \(preview)    let model = \(name)Table.makeModel(rows: \(rows))
                    var table = describe(model)
                    var layouts: [String: Any] = [:]
                    for (key, layout) in [\(layouts.joined(separator: ", "))] {
                        \(name)Table.apply(layout, to: model)
                        layouts[key] = describeLayout(model)
                    }
                    table["layouts"] = layouts
                    table["view"] = driveView { \(name)TableView(rows: \(rows)) }
                    tables["\(name)"] = table
                }
                """
        }
        return """
            import FioriSwiftUICore
            import Foundation
            import SwiftUI

            func describe(_ item: DataItem) -> [String: Any] {
                if let text = item as? DataTextItem {
                    return [
                        "text": text.text, "binding": text.binding.map { "\\($0)" } as Any,
                        "color": text.textColor.map { "\\($0)" } as Any, "font": text.font.map { "\\($0)" } as Any,
                    ]
                }
                if let image = item as? DataImageItem {
                    return [
                        "image": "\\(image.image)", "binding": image.binding.map { "\\($0)" } as Any,
                        "color": image.tintColor.map { "\\($0)" } as Any,
                    ]
                }
                return [:]
            }

            func describeLayout(_ model: TableModel) -> [String: Any] {
                let columns = model.columnAttributes.map { attribute -> [String: Any] in
                    let width: String
                    switch attribute.width {
                    case .fixed(let points): width = "fixed:\\(Double(points))"
                    case .infinity: width = "infinity"
                    case .flexible: width = "flexible"
                    }
                    return ["alignment": "\\(attribute.textAlignment)", "width": width]
                }
                return ["list": model.showListView, "columns": columns]
            }

            func describe(_ model: TableModel) -> [String: Any] {
                var accessory = "none"
                if case .icon(let image) = model.rowData.first?.trailingAccessory { accessory = "\\(image)" }
                return [
                    "header": (model.headerData?.data ?? []).map(describe),
                    "rows": model.rowData.map { $0.data.map(describe) }, "accessory": accessory,
                    "headerSticky": model.isHeaderSticky, "firstColumnSticky": model.isFirstColumnSticky,
                    "initial": describeLayout(model),
                ]
            }

            /// The view as SwiftUI shows it: its body at a width and size class, then its onChange
            /// action, at an iPad's width and then at an iPhone's.
            @MainActor
            func driveView<V: View>(_ make: () -> V) -> [String: Any] {
                let view = make()
                var result: [String: Any] = [:]
                for (key, width, sizeClass) in [
                    ("ipad", 1024.0, UserInterfaceSizeClass.regular), ("phone", 390.0, .compact),
                ] {
                    EnvironmentValues.standIn.horizontalSizeClass = sizeClass
                    guard let reader = view.body as? StandInGeometryReader,
                        let change = reader.standInContent(size: CGSize(width: width, height: 700))
                            as? StandInChangeObserver,
                        let table = change.standInContent as? FioriSwiftUICore.DataTable
                    else { return ["error": "the body is not a GeometryReader of a DataTable with an onChange"] }
                    let before = table.model.showListView
                    change.standInFire()
                    result[key] = [
                        "initial": change.standInInitial, "beforeChange": before, "list": table.model.showListView,
                        "columns": describeLayout(table.model)["columns"] as Any,
                    ]
                }
                return result
            }

            @MainActor
            func describeAll() -> [String: Any] {
                var tables: [String: Any] = [:]
            \(tables.joined(separator: "\n"))
                return tables
            }

            let data = try JSONSerialization.data(withJSONObject: describeAll(), options: [.sortedKeys])
            FileHandle.standardOutput.write(data)

            """
    }
}
