/// The groups of a report and where their records are, made by a pass that reads only the
/// group-by columns (parsed, never typed).
///
/// Groups form a tree, one level per group-by column, children in order of first appearance.
/// Each innermost group keeps a linked list of runs: byte ranges of the input holding its records
/// one after another. Input sorted by the keys has one run per group (cut at the chunk size), so
/// reading the groups in order reads the file front to back; unsorted input has up to a run per
/// record. Memory grows with the groups and the runs (24 bytes each), never with the rows' text.
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

    struct Run {
        var start: Int
        var length: UInt32
        var firstLine: UInt32
        var next: Int32 = -1
    }

    private struct NodeKey: Hashable {
        var parent: Int32
        var key: String?
    }

    /// Node 0 is the root (the whole report).
    private(set) var nodes: [Node] = [Node(key: nil, parent: -1, level: -1)]
    private(set) var runs: [Run] = []
    private var lookup: [NodeKey: Int32] = [:]
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
    }

    /// The innermost group of a record with these keys, made when new.
    func leaf(for keys: [String?]) -> (leaf: Int32, isNew: Bool) {
        var parent: Int32 = 0
        var isNew = false
        for (level, key) in keys.enumerated() {
            let nodeKey = NodeKey(parent: parent, key: key)
            if let known = lookup[nodeKey] {
                parent = known
                continue
            }
            let id = Int32(nodes.count)
            nodes.append(Node(key: key, parent: parent, level: Int32(level)))
            if nodes[Int(parent)].lastChild >= 0 {
                nodes[Int(nodes[Int(parent)].lastChild)].nextSibling = id
            } else {
                nodes[Int(parent)].firstChild = id
            }
            nodes[Int(parent)].lastChild = id
            lookup[nodeKey] = id
            keyBytes += (key?.utf8.count ?? 0) + 32
            parent = id
            if level == keys.count - 1 {
                leafCount += 1
                isNew = true
            }
        }
        return (parent, isNew)
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
            let length = Int(run.length) + (end - start)
            if run.start + Int(run.length) == start && length <= runLimit {
                runs[Int(last)].length = UInt32(length)
                return
            }
        }
        let id = Int32(runs.count)
        runs.append(Run(start: start, length: UInt32(clamping: end - start), firstLine: UInt32(clamping: line)))
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
    func forEachRun(of leaf: Int32, _ body: (Run) -> Void) {
        var run = nodes[Int(leaf)].firstRun
        while run >= 0 {
            body(runs[Int(run)])
            run = runs[Int(run)].next
        }
    }
}
