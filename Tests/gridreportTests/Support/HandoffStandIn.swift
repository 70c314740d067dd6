import Foundation
import Testing

/// Compiles generated grid code against the SAPFiori and UIKit stand-ins (Tests/HandoffStandIn)
/// with swiftc and runs it: a main prints each grid's header and sample-row items (text or image
/// name, and binding), widths and accessory as JSON. The stand-ins are compiled once per test
/// process; all the grids of a call are compiled in one swiftc invocation.
enum HandoffStandIn {
    struct Item: Equatable {
        var text: String?
        var image: String?
        var binding: String?
    }

    struct Grid {
        var header: [Item]
        var rows: [[Item]]
        var widths: [Double]
        var accessory: String
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var libraries: [String: URL] = [:]

    /// The folder with the compiled stand-ins (libUIKit.a, libSAPFiori.a and their modules).
    static func standIns() throws -> URL { try standIns(["UIKit", "SAPFiori"]) }

    /// The folder with the stand-ins `modules` (Tests/HandoffStandIn/NAME.swift, each compiled
    /// against the ones before it), compiled once per test process and list.
    static func standIns(_ modules: [String]) throws -> URL {
        lock.lock()
        defer { lock.unlock() }
        let key = modules.joined(separator: "+")
        if let folder = libraries[key] { return folder }
        // In the run's scratch folder, removed when the test process ends (each run left these
        // in /tmp).
        let folder = scratchRoot.appendingPathComponent("handoff-standin-\(key)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let sources = repositoryRoot.appendingPathComponent("Tests/HandoffStandIn")
        for module in modules {
            try swiftc(
                [
                    "-parse-as-library", "-swift-version", "6", "-emit-library", "-static", "-emit-module",
                    "-module-name", module, "-I", folder.path, "-o",
                    folder.appendingPathComponent("lib\(module).a").path,
                    sources.appendingPathComponent("\(module).swift").path,
                ], in: folder)
        }
        libraries[key] = folder
        return folder
    }

    /// Compiles `files` (type name → generated Swift) into one program and returns each grid.
    static func run(_ files: [String: String]) throws -> [String: Grid] {
        let libraries = try standIns()
        let folder = libraries.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var paths: [String] = []
        for (name, source) in files.sorted(by: { $0.key < $1.key }) {
            let path = folder.appendingPathComponent("\(name).swift")
            try Data(source.utf8).write(to: path)
            paths.append(path.path)
        }
        let main = folder.appendingPathComponent("main.swift")
        try Data(mainSource(names: files.keys.sorted()).utf8).write(to: main)
        let runner = folder.appendingPathComponent("runner")
        try swiftc(
            ["-swift-version", "6", "-I", libraries.path, "-L", libraries.path, "-lSAPFiori", "-lUIKit"] + paths
                + [main.path, "-o", runner.path], in: folder)
        let output = try capture(runner.path, [], in: folder)
        guard let grids = try JSONSerialization.jsonObject(with: output) as? [String: [String: Any]] else {
            throw StandInFailure(message: "the runner printed no grids")
        }
        return grids.mapValues { grid in
            Grid(
                header: (grid["header"] as? [[String: Any]] ?? []).map(item),
                rows: (grid["rows"] as? [[[String: Any]]] ?? []).map { $0.map(item) },
                widths: grid["widths"] as? [Double] ?? [], accessory: grid["accessory"] as? String ?? "")
        }
    }

    private static func item(_ object: [String: Any]) -> Item {
        Item(text: object["text"] as? String, image: object["image"] as? String, binding: object["binding"] as? String)
    }

    private static func mainSource(names: [String]) -> String {
        let grids = names.map { name in
            "    \"\(name)\": grid(\(name)Grid.headerItems(), \(name)Grid.sampleRows.map(\(name)Grid.gridItems(for:)), "
                + "\(name)Grid.columnWidths, \(name)Grid.accessoryType),"
        }
        return """
            import Foundation
            import SAPFiori
            import UIKit

            @MainActor
            func describe(_ item: FUIGridRowItem) -> [String: Any] {
                if let text = item as? FUIGridRowTextItem {
                    return ["text": text.text as Any, "binding": text.binding.map { "\\($0)" } as Any]
                }
                if let image = item as? FUIGridRowImageItem {
                    return ["image": image.image?.name as Any, "binding": image.binding.map { "\\($0)" } as Any]
                }
                return [:]
            }

            @MainActor
            func grid(
                _ header: [FUIGridRowItem], _ rows: [[FUIGridRowItem]], _ widths: [CGFloat],
                _ accessory: UITableViewCell.AccessoryType
            ) -> [String: Any] {
                [
                    "header": header.map(describe), "rows": rows.map { $0.map(describe) },
                    "widths": widths.map { Double($0) }, "accessory": "\\(accessory)",
                ]
            }

            let grids: [String: Any] = [
            \(grids.joined(separator: "\n"))
            ]
            FileHandle.standardOutput.write(try JSONSerialization.data(withJSONObject: grids, options: [.sortedKeys]))

            """
    }

    static func swiftc(_ arguments: [String], in folder: URL) throws {
        _ = try capture("/usr/bin/env", ["swiftc"] + arguments, in: folder)
    }

    /// Runs a program and returns its standard output; an exit status outside `accepting` throws
    /// its standard error.
    static func capture(
        _ program: String, _ arguments: [String], in folder: URL, accepting: Set<Int32> = [0]
    ) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        process.currentDirectoryURL = folder
        let out = folder.appendingPathComponent("out-\(UUID().uuidString)")
        let err = folder.appendingPathComponent("err-\(UUID().uuidString)")
        FileManager.default.createFile(atPath: out.path, contents: nil)
        FileManager.default.createFile(atPath: err.path, contents: nil)
        defer {
            try? FileManager.default.removeItem(at: out)
            try? FileManager.default.removeItem(at: err)
        }
        let outHandle = try FileHandle(forWritingTo: out)
        let errHandle = try FileHandle(forWritingTo: err)
        process.standardOutput = outHandle
        process.standardError = errHandle
        try process.run()
        process.waitUntilExit()
        try outHandle.close()
        try errHandle.close()
        guard accepting.contains(process.terminationStatus) else {
            throw StandInFailure(
                message: "\(program) \(arguments.joined(separator: " ")) failed: "
                    + String(decoding: try Data(contentsOf: err), as: UTF8.self))
        }
        return try Data(contentsOf: out)
    }
}

struct StandInFailure: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
