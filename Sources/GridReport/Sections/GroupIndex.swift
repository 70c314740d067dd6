/// The groups of a report and where their records are, made by a pass that reads only the
/// group-by columns (parsed, never typed).
///
/// Groups form a tree, one level per group-by column, children in order of first appearance.
/// Each innermost group keeps a linked list of runs: byte ranges of the input holding its records
/// one after another. Input sorted by the keys has one run per group (cut at the chunk size), so
/// reading the groups in order reads the file front to back; unsorted input has up to a run per
/// record. Memory grows with the groups and the runs (16 bytes each), never with the rows' text.
final class GroupIndex {
    struct Node {
        var key: String?
        var parent: Int32
        var level: Int32
        var firstChild: Int32 = -1
        var lastChild: Int32 = -1
        var nextSibling: Int32 = -1
        var firstRun: Int32 = -1
        var lastRun: Int32 = -1
        var count = 0
    }

    /// A run of records, 16 bytes: unsorted input has one per record, so its size is most of
    /// the index. The offset takes 48 bits (256 TiB) and the length 16; a run grows only while
    /// its length fits, and a longer record keeps its length in `longLengths`.
    struct Run {
        private var offsetAndLength: UInt64
        var firstLine: UInt32
        var next: Int32 = -1

        static let lengthBits: UInt64 = 16
        static let maximumLength = Int(1 << lengthBits) - 2
        /// The length field of a record longer than `maximumLength`.
        static let longLength = Int(1 << lengthBits) - 1

        init(start: Int, length: Int, firstLine: UInt32) {
            offsetAndLength = UInt64(start) << Self.lengthBits | UInt64(min(length, Self.longLength))
            self.firstLine = firstLine
        }

        var start: Int { Int(offsetAndLength >> Self.lengthBits) }
        var storedLength: Int { Int(offsetAndLength & ((1 << Self.lengthBits) - 1)) }

        mutating func setLength(_ length: Int) {
            offsetAndLength = (offsetAndLength >> Self.lengthBits) << Self.lengthBits | UInt64(length)
        }
    }

    /// A run as read back: where its records are, and the line of the first.
    struct RunRange {
        var start: Int
        var length: Int
        var firstLine: Int
    }

    /// Node 0 is the root (the whole report).
    private(set) var nodes: [Node] = [Node(key: nil, parent: -1, level: -1)]
    private var runs: [Run] = []
    /// The lengths of runs too long for `Run`'s field, by run.
    private var longLengths: [Int32: Int] = [:]
    /// Finds a node by its parent and key: an open-addressing table of node numbers (-1 empty),
    /// 4 bytes a slot where a Dictionary of (parent, key) would take 28 and copy itself to grow.
    private var slots = [Int32](repeating: -1, count: 1024)
    private var keyBytes = 0
    private(set) var leafCount = 0
    let depth: Int
    private let runLimit: Int

    init(depth: Int, expectedRows: Int, runLimit: Int) {
        self.depth = depth
        self.runLimit = runLimit
        // Reserved, not touched: pages are taken as runs are added, and the array never copies
        // itself to grow (which would hold the old and the new at once).
        runs.reserveCapacity(max(16, expectedRows))
    }

    /// The memory the index takes, about: what the limit is checked against.
    var estimatedBytes: Int {
        runs.count * MemoryLayout<Run>.stride + nodes.count * (MemoryLayout<Node>.stride + 64) + keyBytes
            + longLengths.count * 32 + slots.count * 4
    }

    /// Frees what only finding groups needs, once every record is indexed.
    func finishIndexing() {
        slots = []
    }

    /// Per node, its rows counted by kind (`RowKinds`), where a stage's rows say their kinds;
    /// empty otherwise.
    private(set) var tallies: [[Int]] = []

    /// Counts a row of kind `kind` (of `kinds`) in `leaf` and the sections around it.
    func count(kind: Int, of kinds: Int, leaf: Int32) {
        if tallies.count < nodes.count {
            tallies.append(
                contentsOf: repeatElement([Int](repeating: 0, count: kinds), count: nodes.count - tallies.count))
        }
        var node = leaf
        while node >= 0 {
            tallies[Int(node)][kind] += 1
            node = nodes[Int(node)].parent
        }
    }

    /// The largest offset a run can start at.
    static let maximumOffset = Int(UInt64.max >> Run.lengthBits)

    /// The innermost group of a record with these keys, made when new.
    func leaf(for keys: [String?]) -> (leaf: Int32, isNew: Bool) {
        var parent: Int32 = 0
        var isNew = false
        for (level, key) in keys.enumerated() {
            var slot = Self.hash(parent: parent, key: key) & (slots.count - 1)
            while slots[slot] >= 0 {
                let known = nodes[Int(slots[slot])]
                if known.parent == parent && known.key == key { break }
                slot = (slot + 1) & (slots.count - 1)
            }
            if slots[slot] >= 0 {
                parent = slots[slot]
                continue
            }
            let id = Int32(nodes.count)
            slots[slot] = id
            nodes.append(Node(key: key, parent: parent, level: Int32(level)))
            if nodes[Int(parent)].lastChild >= 0 {
                nodes[Int(nodes[Int(parent)].lastChild)].nextSibling = id
            } else {
                nodes[Int(parent)].firstChild = id
            }
            nodes[Int(parent)].lastChild = id
            if nodes.count * 2 > slots.count { growSlots() }
            keyBytes += (key?.utf8.count ?? 0) + 32
            parent = id
            if level == keys.count - 1 {
                leafCount += 1
                isNew = true
            }
        }
        return (parent, isNew)
    }

    private static func hash(parent: Int32, key: String?) -> Int {
        var hasher = Hasher()
        hasher.combine(parent)
        hasher.combine(key)
        return hasher.finalize()
    }

    /// Doubles the table, at most half full, and places every node again.
    private func growSlots() {
        slots = [Int32](repeating: -1, count: slots.count * 2)
        for id in nodes.indices.dropFirst() {
            var slot = Self.hash(parent: nodes[id].parent, key: nodes[id].key) & (slots.count - 1)
            while slots[slot] >= 0 { slot = (slot + 1) & (slots.count - 1) }
            slots[slot] = Int32(id)
        }
    }

    /// Adds a record at `start..<end` of the input, line `line`, to `leaf`.
    func add(leaf: Int32, start: Int, end: Int, line: Int) {
        var node = leaf
        while node >= 0 {
            nodes[Int(node)].count += 1
            node = nodes[Int(node)].parent
        }
        let last = nodes[Int(leaf)].lastRun
        if last >= 0 {
            let run = runs[Int(last)]
            let length = run.storedLength + (end - start)
            if run.storedLength != Run.longLength && run.start + run.storedLength == start
                && length <= min(runLimit, Run.maximumLength)
            {
                runs[Int(last)].setLength(length)
                return
            }
        }
        let id = Int32(runs.count)
        runs.append(Run(start: start, length: end - start, firstLine: UInt32(clamping: line)))
        if end - start >= Run.longLength { longLengths[id] = end - start }
        if last >= 0 { runs[Int(last)].next = id } else { nodes[Int(leaf)].firstRun = id }
        nodes[Int(leaf)].lastRun = id
    }

    /// The children of a node in the order they are shown.
    func children(of node: Int32, sorted: Bool) -> [Int32] {
        var list: [Int32] = []
        var child = nodes[Int(node)].firstChild
        while child >= 0 {
            list.append(child)
            child = nodes[Int(child)].nextSibling
        }
        if sorted {
            list.sort { GroupIndex.precedes(nodes[Int($0)].key, nodes[Int($1)].key) }
        }
        return list
    }

    /// Numbers by value, other text by its characters, missing values last.
    static func precedes(_ a: String?, _ b: String?) -> Bool {
        guard let a else { return false }
        guard let b else { return true }
        if let x = Double(a), let y = Double(b), x != y { return x < y }
        return a < b
    }

    /// The runs of a leaf, in file order.
    func forEachRun(of leaf: Int32, _ body: (RunRange) throws -> Void) rethrows {
        var id = nodes[Int(leaf)].firstRun
        while id >= 0 {
            let run = runs[Int(id)]
            let length = run.storedLength == Run.longLength ? longLengths[id] ?? 0 : run.storedLength
            try body(RunRange(start: run.start, length: length, firstLine: Int(run.firstLine)))
            id = run.next
        }
    }
}
