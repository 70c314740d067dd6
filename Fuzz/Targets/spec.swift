import Foundation
import GridReportSpec

@testable import GridReport

// Target 4: the report spec loader, `SpecLoader.parse`, over any text (YAML or JSON), then what
// the command does with a spec it accepted: read options, geometry, report settings, the schema
// of a fixed three-column report (a text, a number and an image column) with the spec's column
// settings, the binding plan, and a number formatted through each number column's format.
//
// Every failure must be a GridReportError (usage errors at `spec.yaml:line:column`).

private let profile: DataProfile = {
    var name = ColumnProfile(name: "Name")
    name.nonMissing = 2
    name.maxTextWidth = 5
    var price = ColumnProfile(name: "Price")
    price.nonMissing = 2
    price.numbers = 2
    price.maxFractionDigits = 2
    price.minimum = -3.5
    price.maximum = 1234.25
    price.maxTextWidth = 7
    var logo = ColumnProfile(name: "Logo")
    logo.nonMissing = 2
    logo.images = 2
    logo.maxImageWidth = 6
    return DataProfile(columns: [name, price, logo], rowCount: 2, byteCount: 40)
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    // The command refuses a spec that is not UTF-8 before parsing; repairing keeps every input useful.
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    guard let spec = expectingUserErrors(allowing: [64], { try SpecLoader.parse(text, name: "spec.yaml") }) else {
        return 0
    }
    let merged = spec.overridden(by: ReportSpec())
    guard merged == spec else { violated("overriding with nothing changed the spec") }
    expectingUserErrors(allowing: [64]) { _ = try spec.readOptions() }
    expectingUserErrors(allowing: [64]) { _ = try spec.geometry() }
    let settings = spec.reportSettings(currencyCode: nil, environment: [:])
    guard
        let schema = expectingUserErrors(
            allowing: [64], { try SchemaBuilder.build(profile: profile, settings: settings) })
    else { return 0 }
    guard schema.columns.count == 3 else { violated("\(schema.columns.count) columns from a 3-column profile") }
    expectingUserErrors(allowing: [64]) { _ = try BindingResolver.resolve(schema: schema) }
    for column in schema.columns {
        guard let format = column.format else { continue }
        let renderer = NumberRenderer(format)
        _ = renderer.string(1234.5)
        _ = renderer.string(-0.125)
        _ = ExcelNumberFormat.code(for: format)
    }
    return 0
}
