/// A cell as a key: equal when the values are (numbers by value, so `1.0` and `1` are one value;
/// text, pictures and dates by what is written), so groups and distinct values can be hashed.
struct ItemKey: Hashable, Sendable {
    let item: GridItem

    init(_ item: GridItem) { self.item = item }

    static func == (a: ItemKey, b: ItemKey) -> Bool {
        switch (a.item, b.item) {
        case (.number(let x), .number(let y)): return x == y
        case (.text(let x), .text(let y)), (.header(let x), .header(let y)): return x == y
        case (.date(let x), .date(let y)): return x.text == y.text
        case (.image(let x), .image(let y)): return x.reference == y.reference
        case (.empty, .empty): return true
        default: return false
        }
    }

    func hash(into hasher: inout Hasher) {
        switch item {
        case .number(let value):
            hasher.combine(0 as UInt8)
            hasher.combine(value)
        case .text(let text), .header(let text):
            hasher.combine(1 as UInt8)
            hasher.combine(text)
        case .date(let date):
            hasher.combine(2 as UInt8)
            hasher.combine(date.text)
        case .image(let image):
            hasher.combine(3 as UInt8)
            hasher.combine(image.reference)
        case .empty:
            hasher.combine(4 as UInt8)
        }
    }

    /// The order of `--sort-groups`: numbers by value, dates by their serials, text by its
    /// characters, missing values last (as sections sort their groups).
    static func precedes(_ a: GridItem, _ b: GridItem) -> Bool {
        switch (a, b) {
        case (.empty, _): return false
        case (_, .empty): return true
        case (.number(let x), .number(let y)): return x < y
        case (.date(let x), .date(let y)): return x.serial != y.serial ? x.serial < y.serial : x.text < y.text
        default: return text(a) < text(b)
        }
    }

    static func text(_ item: GridItem) -> String {
        switch item {
        case .number(let value): return value.description
        case .text(let text), .header(let text): return text
        case .date(let date): return date.text
        case .image(let image): return image.reference
        case .empty: return ""
        }
    }
}

/// The values of a row's group-by columns, as one key.
struct GroupKey: Hashable, Sendable {
    var items: [GridItem]

    static func == (a: GroupKey, b: GroupKey) -> Bool {
        guard a.items.count == b.items.count else { return false }
        for k in a.items.indices where ItemKey(a.items[k]) != ItemKey(b.items[k]) { return false }
        return true
    }

    func hash(into hasher: inout Hasher) {
        for item in items { ItemKey(item).hash(into: &hasher) }
    }

    /// Value by value, the first column first.
    static func precedes(_ a: GroupKey, _ b: GroupKey) -> Bool {
        for (x, y) in zip(a.items, b.items) {
            if ItemKey.precedes(x, y) { return true }
            if ItemKey.precedes(y, x) { return false }
        }
        return false
    }
}
