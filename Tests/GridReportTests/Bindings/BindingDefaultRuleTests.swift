import Testing

@testable import GridReport

/// A schema of the given types, columns named c1, c2, …; `hidden` holds 0-based positions.
func bindingSchema(_ types: [ColumnType], hidden: Set<Int> = []) -> Schema {
    Schema(
        columns: types.enumerated().map { position, type in
            Column(
                index: position, name: "c\(position + 1)", type: type, width: hidden.contains(position) ? .hidden : nil)
        })
}

@Suite("Bindings: the default rule")
struct BindingDefaultRuleTests {
    private func plan(_ types: [ColumnType], hidden: Set<Int> = []) -> [BindingSlot: Int] {
        let plan = BindingResolver.defaultPlan(for: bindingSchema(types, hidden: hidden))
        #expect(!plan.isExplicit)
        #expect(!plan.isBound(.icon), "an image never goes to icon by default")
        return plan.columnsBySlot
    }

    @Test("the Fiori stock example: image, text, four numbers")
    func fioriStock() {
        #expect(
            plan([.image, .text, .number, .number, .number, .number]) == [
                .detailImage: 0, .headline: 1, .subheadline: 2, .footnote: 3, .status: 4, .substatus: 5,
            ])
    }

    @Test("an image after the fourth text takes the substatus group")
    func imageAfterStatusText() {
        #expect(
            plan([.image, .text, .text, .text, .text, .image]) == [
                .detailImage: 0, .headline: 1, .subheadline: 2, .footnote: 3, .status: 4, .substatusImage: 5,
            ])
    }

    @Test("seven texts: five shown, two left over")
    func sevenTexts() {
        let slots = plan(Array(repeating: .text, count: 7))
        #expect(slots == [.headline: 0, .subheadline: 1, .footnote: 2, .status: 3, .substatus: 4])
    }

    @Test("images before the first text take detailImage, then the status groups")
    func imagesFirst() {
        #expect(
            plan([.image, .image, .image, .text]) == [
                .detailImage: 0, .statusImage: 1, .substatusImage: 2, .headline: 3,
            ])
    }

    @Test("only numbers: numbers are text items")
    func onlyNumbers() {
        #expect(plan([.number, .number]) == [.headline: 0, .subheadline: 1])
        #expect(
            plan(Array(repeating: .number, count: 6)) == [
                .headline: 0, .subheadline: 1, .footnote: 2, .status: 3, .substatus: 4,
            ])
    }

    @Test("only images: detailImage, statusImage, substatusImage, then nothing")
    func onlyImages() {
        #expect(plan([.image, .image, .image, .image]) == [.detailImage: 0, .statusImage: 1, .substatusImage: 2])
    }

    @Test(
        "a single column",
        arguments: [
            (ColumnType.text, BindingSlot.headline), (.number, .headline), (.image, .detailImage),
        ])
    func singleColumn(type: ColumnType, slot: BindingSlot) {
        #expect(plan([type]) == [slot: 0])
    }

    @Test("no columns bind nothing")
    func noColumns() {
        #expect(plan([]) == [:])
    }

    @Test("groups are first come, first served across types")
    func mixedGroups() {
        #expect(
            plan([.text, .image, .text, .image, .text, .text, .text]) == [
                .headline: 0, .detailImage: 1, .subheadline: 2, .statusImage: 3, .footnote: 4, .substatus: 5,
            ])
        // The first image takes detailImage wherever it is; the second one the next free group.
        #expect(
            plan([.text, .text, .text, .text, .image, .image, .text]) == [
                .headline: 0, .subheadline: 1, .footnote: 2, .status: 3, .detailImage: 4, .substatusImage: 5,
            ])
    }

    @Test("hidden columns take no part in the default rule")
    func hiddenColumns() {
        #expect(
            plan([.image, .text, .text, .number], hidden: [1]) == [.detailImage: 0, .headline: 2, .subheadline: 3])
        #expect(plan([.image, .image, .text], hidden: [0]) == [.detailImage: 1, .headline: 2])
        #expect(plan([.text], hidden: [0]) == [:])
    }

    @Test("the plan answers by slot and by column")
    func lookups() {
        let plan = BindingResolver.defaultPlan(for: bindingSchema([.image, .text, .number, .number, .number, .number]))
        #expect(plan.column(for: .status) == 4)
        #expect(plan.slot(forColumn: 0) == .detailImage)
        #expect(plan.slot(forColumn: 9) == nil)
        #expect(plan.boundSlots == [.headline, .subheadline, .footnote, .detailImage, .status, .substatus])
    }
}
