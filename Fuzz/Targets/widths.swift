import Foundation

@testable import GridReport

// Target 3: the `--widths` list parser and `WidthResolver.resolve` over random geometry, plus
// `NaturalWidths.fit` (the layout used when no widths are given).
//
// Geometry is drawn as the command line allows it: any finite points per cell above 0, any
// finite spacing from 0 (`ReportSpec.geometry()` checks both), any positive terminal width.
//
// Invariants of a resolved list: one cell count per column, hidden columns 0 cells, every
// visible column at least 1, and the total within the content width. Of a natural fit: numbers
// keep their width, and the total is within the available cells.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var input = FuzzBytes(data, size)
    let selector = input.byte()
    let geometry = makeGeometry(&input, selector)
    guard let geometry else { return 0 }
    let totalCells = makeTotalCells(&input, selector)
    let fit: FitPolicy = selector & 0x40 == 0 ? .error : .shrink
    if selector & 0x80 != 0 {
        fitNatural(&input, geometry: geometry, totalCells: totalCells)
        return 0
    }
    let countDelta = input.int(0...3)
    let text = String(decoding: input.rest(), as: UTF8.self)
    guard let widths = expectingUserErrors(allowing: [64], { try WidthList.parse(text) }) else { return 0 }
    // Mostly one name per value; sometimes too few or too many, which must be a usage error.
    let count = countDelta == 3 ? max(0, widths.count - 1) : countDelta == 2 ? widths.count + 1 : widths.count
    let names = (0..<count).map { $0 % 3 == 0 ? "" : "C\($0)" }
    guard
        let resolved = expectingUserErrors(
            allowing: [64],
            {
                try WidthResolver.resolve(widths, names: names, geometry: geometry, totalCells: totalCells, fit: fit)
            })
    else { return 0 }
    guard count == widths.count else { violated("\(widths.count) widths resolved for \(count) names") }
    guard resolved.cells.count == widths.count else {
        violated("\(resolved.cells.count) cells for \(widths.count) widths")
    }
    let visible = widths.filter { $0 != .hidden }.count
    let content = geometry.contentCells(totalCells: totalCells, visibleColumns: visible)
    for (width, cells) in zip(widths, resolved.cells) {
        if width == .hidden, cells != 0 {
            violated("a hidden column got \(cells) cells: \(widths) → \(resolved.cells)")
        }
        if width != .hidden, cells < 1 {
            violated("a visible column got \(cells) cells: \(widths) → \(resolved.cells)")
        }
    }
    let total = resolved.cells.reduce(0, +)
    if total > content {
        violated("\(total) cells used of \(content): \(widths) → \(resolved.cells) at \(totalCells), \(geometry)")
    }
    _ = resolved.points
    return 0
}

private func makeGeometry(_ input: inout FuzzBytes, _ selector: UInt8) -> TableGeometry? {
    let border = BorderStyle.allCases[Int(selector & 3)]
    let accessory: Accessory = selector & 4 == 0 ? .none : .disclosure
    let common: [Double] = [8, 8, 8, 1, 2, 4, 7.5, 10, 16, 0.5, 0.1, 100, 1e-3, 1e6, 3]
    let pointsPerCell = selector & 8 == 0 ? input.pick(common) : input.rawDouble()
    let spacing = selector & 16 == 0 ? input.pick([16, 0, 8, 4, 1, 32, 0.5, 1000] as [Double]) : input.rawDouble()
    // What ReportSpec.geometry() lets through.
    guard pointsPerCell.isFinite, pointsPerCell > 0, spacing.isFinite, spacing >= 0 else { return nil }
    return TableGeometry(border: border, accessory: accessory, pointsPerCell: pointsPerCell, spacingPoints: spacing)
}

private func makeTotalCells(_ input: inout FuzzBytes, _ selector: UInt8) -> Int {
    // `--width` takes any positive Int; mostly terminal-sized values, sometimes anything.
    if selector & 32 == 0 { return input.int(1...400) }
    var bits: UInt64 = 0
    for _ in 0..<8 { bits = bits << 8 | UInt64(input.byte()) }
    return max(1, Int(truncatingIfNeeded: bits & 0x7FFF_FFFF_FFFF_FFFF))
}

private func fitNatural(_ input: inout FuzzBytes, geometry: TableGeometry, totalCells: Int) {
    let count = input.int(0...12)
    var natural: [Int] = []
    var numberWidths: [Int?] = []
    for _ in 0..<count {
        let width = input.int(1...300)
        natural.append(width)
        numberWidths.append(input.bool() ? input.int(1...width) : nil)
    }
    let available = geometry.contentCells(totalCells: totalCells, visibleColumns: count)
    let keepsWhole = numberWidths.map { $0 != nil }
    let cells = NaturalWidths.squeeze(natural: natural, keepsWhole: keepsWhole, available: available)
    guard cells.count == count else { violated("\(cells.count) cells for \(count) columns") }
    let fits = NaturalWidths.fit(natural: natural, keepsWhole: keepsWhole, available: available) != nil
    for i in 0..<count {
        if fits, keepsWhole[i], cells[i] < natural[i] {
            violated("number column \(i) cut to \(cells[i]) of \(natural[i]): \(natural) → \(cells)")
        }
        if cells[i] > natural[i] { violated("column \(i) widened from \(natural[i]) to \(cells[i])") }
        if cells[i] < 1 { violated("column \(i) got \(cells[i]) cells") }
    }
    guard available >= count else { return }
    let total = cells.reduce(0, +)
    if total > available { violated("\(total) cells used of \(available): \(natural) → \(cells)") }
}
