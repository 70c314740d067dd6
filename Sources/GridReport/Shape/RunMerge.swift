import Foundation

/// The entries of sorted runs, merged into one order: each run read front to back through a
/// buffer of its own, the runs kept in a heap by their current entry.
struct RunMerge {
    private var cursors: [RunCursor]
    /// Cursor indices, a min-heap by current entry.
    private var heap: [Int] = []
    /// The cursor whose entry `next` returned last, advanced on the next call.
    private var last: Int?

    init(_ files: [SpillFile]) throws {
        cursors = try files.map { try RunCursor($0) }
        for index in cursors.indices where cursors[index].current != nil { push(index) }
    }

    /// The most runs merged at once.
    static let fanIn = 64

    /// `runs`, at most `fanIn` of them: a merge reads every run at once, through a buffer each,
    /// so past `fanIn` the first ones are merged into one first, and memory and open files stay
    /// bounded.
    static func reduced(_ runs: [SpillFile]) throws -> [SpillFile] {
        var runs = runs
        while runs.count > fanIn {
            let merged = try SpillFile()
            var merge = try RunMerge(Array(runs.prefix(fanIn)))
            while let entry = try merge.next() {
                try merged.append(UnsafeRawBufferPointer(start: entry, count: SortedRecords.size(entry)))
            }
            try merged.flush()
            runs = [merged] + runs.dropFirst(fanIn)
        }
        return runs
    }

    /// The next entry, valid until the next call; nil after the last.
    mutating func next() throws -> UnsafeRawPointer? {
        if let last {
            try cursors[last].advance()
            if cursors[last].current != nil { push(last) }
            self.last = nil
        }
        guard let top = pop() else { return nil }
        last = top
        return cursors[top].current
    }

    private func precedes(_ a: Int, _ b: Int) -> Bool {
        SortedRecords.precedes(cursors[a].current!, cursors[b].current!)
    }

    private mutating func push(_ cursor: Int) {
        heap.append(cursor)
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard precedes(heap[child], heap[parent]) else { break }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    private mutating func pop() -> Int? {
        guard let top = heap.first else { return nil }
        heap.swapAt(0, heap.count - 1)
        heap.removeLast()
        var parent = 0
        while true {
            let left = 2 * parent + 1
            guard left < heap.count else { break }
            let right = left + 1
            let child = right < heap.count && precedes(heap[right], heap[left]) ? right : left
            guard precedes(heap[child], heap[parent]) else { break }
            heap.swapAt(child, parent)
            parent = child
        }
        return top
    }
}

/// A run read front to back, an entry at a time, through a buffer.
private final class RunCursor {
    private let file: SpillFile
    private var buffer: UnsafeMutableRawPointer
    private var capacity = 1 << 16
    /// Valid bytes are `buffer[begin..<end]`; the file's bytes before `end` were read.
    private var begin = 0
    private var end = 0
    private var offset = 0
    private(set) var current: UnsafeRawPointer?

    init(_ file: SpillFile) throws {
        self.file = file
        buffer = .allocate(byteCount: capacity, alignment: 8)
        try load()
    }

    deinit { buffer.deallocate() }

    func advance() throws {
        if let current { begin += SortedRecords.size(current) }
        try load()
    }

    /// Makes the entry at `begin` whole in the buffer, or `current` nil at the end of the run.
    private func load() throws {
        current = nil
        while true {
            // An entry's size is in its header: it is read once the header is whole.
            if end - begin >= SortedRecords.headerSize {
                let size = SortedRecords.size(buffer + begin)
                if end - begin >= size {
                    current = UnsafeRawPointer(buffer + begin)
                    return
                }
                if size > capacity {
                    let bigger = UnsafeMutableRawPointer.allocate(byteCount: size * 2, alignment: 8)
                    bigger.copyMemory(from: buffer + begin, byteCount: end - begin)
                    buffer.deallocate()
                    buffer = bigger
                    capacity = size * 2
                    end -= begin
                    begin = 0
                }
            }
            if begin > 0 {
                memmove(buffer, buffer + begin, end - begin)
                end -= begin
                begin = 0
            }
            let n = try file.read(into: buffer + end, count: capacity - end, at: offset)
            if n == 0 { return }
            end += n
            offset += n
        }
    }
}
