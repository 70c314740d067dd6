import Foundation

@testable import GridReport

// Target 5: `BindingResolver` over random schemas (a sequence of text, number and image columns,
// some hidden, some bound by a spec) and random `--bind COLUMN=SLOT` options.
//
// Invariants of every plan: each slot shows at most one column and each column sits in at most
// one slot, every bound column exists, image columns sit in image slots and text and number
// columns in text slots. Of the default plan (no explicit binding): never icon, never a hidden
// column, and exactly the rule of DESIGN.md, recomputed here independently. Of an explicit plan:
// every `--bind` option is in it.

private let names = ["Name", "name", "Price", "Logo", "1", "2", "a=b", "", " ", "Ünï", "Status", "x"]
private let slotWords =
    BindingSlot.allCases.map(\.rawValue) + ["HEADLINE", "detailimage", "Icon", "", "nope", "=", "status "]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var input = FuzzBytes(data, size)
    let count = input.int(0...12)
    var columns: [Column] = []
    for index in 0..<count {
        let shape = input.byte()
        let type = ColumnType.allCases[Int(shape % 3)]
        let name = shape & 0x80 != 0 ? input.shortString(max: 6) : input.pick(names)
        var column = Column(index: index, name: name, type: type)
        if shape & 0x08 != 0 { column.width = .hidden }
        if shape & 0x10 != 0 { column.binding = BindingSlot.allCases[Int(input.byte()) % BindingSlot.allCases.count] }
        columns.append(column)
    }
    let schema = Schema(columns: columns)

    var options: [ExplicitBinding] = []
    var optionTexts: [String] = []
    let optionCount = input.int(0...4)
    for _ in 0..<optionCount {
        let shape = input.byte()
        let key: String
        switch shape % 4 {
        case 0: key = input.pick(names)
        case 1: key = String(input.int(0...14))
        case 2: key = count > 0 ? columns[input.int(0...count - 1)].name : "Name"
        default: key = input.shortString(max: 8)
        }
        let slot = shape & 0x40 != 0 ? input.shortString(max: 12) : input.pick(slotWords)
        let text = shape & 0x20 != 0 ? key + slot : key + "=" + slot
        optionTexts.append(text)
        if let binding = expectingUserErrors(allowing: [64], { try BindingResolver.parse(text, schema: schema) }) {
            guard schema.columns.indices.contains(binding.column) else {
                violated("--bind \(text) names column \(binding.column) of \(count)")
            }
            guard takes(binding.slot, schema.columns[binding.column].type) else {
                violated("--bind \(text) puts a \(schema.columns[binding.column].type) column in \(binding.slot)")
            }
            options.append(binding)
        }
    }
    // Options the parser would refuse are still possible from code: feed some unchecked ones too.
    if input.bool(), count > 0 {
        options.append(ExplicitBinding(column: input.int(0...count + 1), slot: BindingSlot.allCases[input.int(0...8)]))
    }

    guard
        let plan = expectingUserErrors(
            allowing: [64], { try BindingResolver.resolve(schema: schema, options: options) })
    else { return 0 }
    let explicit = !options.isEmpty || columns.contains { $0.binding != nil }
    guard plan.isExplicit == explicit else { violated("plan explicit \(plan.isExplicit), expected \(explicit)") }
    var seenColumns: Set<Int> = []
    for (slot, column) in plan.columnsBySlot {
        guard schema.columns.indices.contains(column) else {
            violated("slot \(slot) shows column \(column) of \(count)")
        }
        guard seenColumns.insert(column).inserted else {
            violated("column \(column) sits in two slots: \(plan.columnsBySlot)")
        }
        guard takes(slot, schema.columns[column].type) else {
            violated("a \(schema.columns[column].type) column in slot \(slot)")
        }
        guard plan.column(for: slot) == column, plan.slot(forColumn: column) == slot else {
            violated("plan lookups disagree for \(slot)")
        }
    }
    if explicit {
        for option in options {
            guard plan.column(for: option.slot) == option.column else {
                violated("--bind \(option) lost: \(plan.columnsBySlot) from \(optionTexts)")
            }
        }
    } else {
        guard !plan.isBound(.icon) else { violated("the default plan binds icon") }
        for (_, column) in plan.columnsBySlot where schema.columns[column].isHidden {
            violated("the default plan shows hidden column \(column)")
        }
        let expected = referenceDefaultPlan(schema)
        guard plan.columnsBySlot == expected else {
            violated("default plan \(plan.columnsBySlot), the rule says \(expected)")
        }
    }
    // The per-row content for a row of random items, some short rows included.
    let items: [GridItem] = (0..<input.int(0...count)).map { _ in
        switch input.int(0...4) {
        case 0: return .empty
        case 1: return .text("")
        case 2: return .text("t")
        case 3: return .number(1)
        default: return .image(ImageReference("a.png"))
        }
    }
    let content = plan.content(of: GridRow(items: items, line: 2))
    for entry in [
        content.icon, content.detailImage, content.headline, content.subheadline, content.footnote, content.status,
        content.substatus,
    ] {
        guard let entry else { continue }
        guard entry.column < items.count, items[entry.column] == entry.item, !entry.item.isEmpty else {
            violated("content entry \(entry) for row \(items)")
        }
    }
    return 0
}

private func takes(_ slot: BindingSlot, _ type: ColumnType) -> Bool {
    slot.takesImage == (type == .image)
}

/// DESIGN.md: the first three text items (numbers are text) take headline, subheadline, footnote;
/// the first image takes detailImage; later items take the status group, then the substatus
/// group, as text or image; never icon; hidden columns take no part.
private func referenceDefaultPlan(_ schema: Schema) -> [BindingSlot: Int] {
    var result: [BindingSlot: Int] = [:]
    var texts = 0
    var groupsUsed = 0
    var detailImageTaken = false
    for (position, column) in schema.columns.enumerated() where column.width != .hidden {
        let image = column.type == .image
        if image && !detailImageTaken {
            result[.detailImage] = position
            detailImageTaken = true
        } else if !image && texts < 3 {
            result[[.headline, .subheadline, .footnote][texts]] = position
            texts += 1
        } else if groupsUsed < 2 {
            let slot: BindingSlot =
                groupsUsed == 0 ? (image ? .statusImage : .status) : (image ? .substatusImage : .substatus)
            result[slot] = position
            groupsUsed += 1
        }
    }
    return result
}
