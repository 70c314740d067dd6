import Foundation
import GridReport

/// Keeps deeply nested YAML from overflowing the stack or taking minutes.
///
/// Yams composes a document recursively, one stack frame or more per level of nesting, and frees
/// the tree recursively too: `columns: [[[[…` 10,000 levels deep crashed the command with a
/// segmentation fault; and libyaml takes time quadratic in the depth (40,000 levels: 10 s).
/// libyaml has no depth limit to set, and Yams no event stream to count with, so the loader reads
/// the text first:
/// - `bound` is an upper bound on the depth, valid whatever the quoting (it may overcount, never
///   undercounts); it sizes the stack: the caller's when small, as for every spec a person writes,
///   else a thread's whose stack has room for the bound.
/// - `depth` follows brackets and indentation as YAML does, outside quotes and comments; past
///   `maximumDepth` the spec is refused with the place where it got that deep.
enum SpecNesting {
    /// Up to this bound, the caller's stack is used (a few hundred bytes to a few KB a level).
    static let callerStackLimit = 200
    /// Beyond this bound a spec is refused rather than given more than ~1 GB of stack.
    static let maximumBound = 250_000
    /// Stack per level of the bound, generous enough for debug and sanitizer builds.
    static let bytesPerLevel = 4096
    /// A report spec needs five levels; this many is certainly not a spec.
    static let maximumDepth = 1_000

    struct Measure {
        var bound = 0
        /// The deepest nesting found by following the YAML.
        var depth = 0
        /// The 1-based line and column where `depth` first went past `maximumDepth`.
        var tooDeepAt: (line: Int, column: Int)?
    }

    /// Measures `text` (see the type's description).
    ///
    /// The bound: flow collections each open with `[` or `{`, so their depth is at most the number
    /// of those bytes. Block collections nest by indentation: along any path the column grows at
    /// least every second level (a sequence may sit at its key's column), so a node starting a
    /// line indented `i` is at most `2(i + 1)` levels deep; on the same line, nesting continues
    /// only after an indicator (`- `, `? `, `: `), each adding at most two levels. Bytes inside
    /// quotes, comments or block scalars only add to the count.
    ///
    /// The depth: the same count for block collections, plus the brackets open at each point,
    /// where a bracket counts outside quoted scalars and comments, at the start of a node or
    /// anywhere inside a flow collection (where plain text cannot hold one).
    static func measure(_ text: String) -> Measure {
        var scanner = NestingScanner()
        for byte in text.utf8 { scanner.read(byte) }
        return scanner.finish()
    }

    /// Refuses a spec that nests past `maximumDepth`, at the place where it does.
    static func check(_ measure: Measure, name: String) throws {
        guard let place = measure.tooDeepAt else { return }
        throw GridReportError(
            SpecError.nestedTooDeeply(at: SourceLocation(file: name, line: place.line, column: place.column)))
    }

    /// Runs `body` where the stack has room for `bound` levels, or refuses the spec.
    static func withRoom<T>(for bound: Int, name: String, _ body: () throws -> T) throws -> T {
        if bound <= callerStackLimit { return try body() }
        guard bound <= maximumBound else {
            throw GridReportError(SpecError.mayNestTooDeeply(file: name, bound: bound))
        }
        return try withoutActuallyEscaping(body) { body in
            try LargeStackThread.run(stackBytes: (1 << 20) + bound * bytesPerLevel, name: name, body)
        }
    }
}

/// `SpecNesting.measure`'s reading of the text, one byte at a time.
private struct NestingScanner {
    enum State { case structure, plain, single, singleQuoteSeen, double, doubleEscape, comment }
    var measure = SpecNesting.Measure()
    var flowOpens = 0
    var deepestLine = 0
    var indent = 0
    var inIndent = true
    var indicators = 0
    // Indicators outside flow collections, quotes and comments, for the depth.
    var blockIndicators = 0
    var previous: UInt8 = 0x0A
    var state = State.structure
    var flow = 0
    var blockDepthAtFlowStart = 0
    var line = 1
    var column = 0
    // A plain scalar may go on over the next lines (more indented in a block, anywhere in a
    // flow collection): there a quote is text, not the start of a quoted scalar.
    var plainMayContinue = false
    var plainIndent = 0
    var quoteStart = (line: 1, column: 1)

    // Named rather than written in the cases: a brace in a literal confuses brace-counting tools.
    private static let flowOpeners = (UInt8(ascii: "["), UInt8(ascii: "{"))
    private static let flowClosers = (UInt8(ascii: "]"), UInt8(ascii: "}"))

    private static func isIndicator(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "-") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: ":")
    }
    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
    private var blockDepth: Int { 2 * (indent + 1 + indicators) }
    private var estimatedBlockDepth: Int { 2 * (indent + 1 + blockIndicators) }

    private mutating func note(_ depth: Int) {
        if depth > measure.depth { measure.depth = depth }
        if depth > SpecNesting.maximumDepth, measure.tooDeepAt == nil { measure.tooDeepAt = (line, column) }
    }

    mutating func read(_ byte: UInt8) {
        column += 1
        countIndicator(before: byte)
        countIndent(byte)
        // The depth, following the YAML.
        if plainMayContinue, !inIndent {
            plainMayContinue = false
            if state == .structure, flow > 0 || indent > plainIndent { state = .plain }
        }
        if state == .singleQuoteSeen {
            // `''` inside single quotes is a quote; anything else ended the scalar.
            state = byte == UInt8(ascii: "'") ? .single : .plain
            if state == .single {
                previous = byte
                return
            }
        }
        follow(byte)
        if byte == 0x0A || byte == 0x0D { endLine(byte) }
        previous = byte
    }

    /// The bound's count. An indicator is `-`, `?` or `:` before a space, a tab or a line break
    /// (0xC2 and 0xE2 start NEL, LS and PS, which libyaml takes as line breaks too).
    private mutating func countIndicator(before byte: UInt8) {
        guard Self.isIndicator(previous) else { return }
        switch byte {
        case 0x20, 0x09, 0x0A, 0x0D, 0xC2, 0xE2:
            indicators += 1
            if flow == 0, state == .structure || state == .plain {
                blockIndicators += 1
                note(estimatedBlockDepth)
            }
        default: break
        }
    }

    private mutating func countIndent(_ byte: UInt8) {
        switch byte {
        case Self.flowOpeners.0, Self.flowOpeners.1:
            flowOpens += 1
            inIndent = false
        case 0x0A, 0x0D:
            break
        case 0x20:
            if inIndent { indent += 1 }
        default:
            inIndent = false
        }
    }

    /// Moves through quoted scalars and comments, where only their closing byte matters.
    private mutating func follow(_ byte: UInt8) {
        switch state {
        case .double:
            if byte == UInt8(ascii: "\\") {
                state = .doubleEscape
            } else if byte == UInt8(ascii: "\"") {
                state = .plain
            }
        case .doubleEscape:
            state = .double
        case .single:
            if byte == UInt8(ascii: "'") { state = .singleQuoteSeen }
        case .singleQuoteSeen:
            break
        case .comment:
            if byte == 0x0A || byte == 0x0D { state = .structure }
        case .structure, .plain:
            followStructure(byte)
        }
    }

    /// Opens and closes flow collections, quotes and comments outside quoted scalars and comments.
    private mutating func followStructure(_ byte: UInt8) {
        let nodeStart = state == .structure
        switch byte {
        case 0x0A, 0x0D:
            if state == .plain {
                plainMayContinue = true
                plainIndent = indent
            }
            state = .structure
        case 0x20, 0x09:
            if Self.isIndicator(previous) { state = .structure }
        case UInt8(ascii: "#") where Self.isSpace(previous):
            state = .comment
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            state = nodeStart ? (byte == UInt8(ascii: "'") ? .single : .double) : .plain
            if nodeStart { quoteStart = (line, column) }
        case Self.flowOpeners.0, Self.flowOpeners.1:
            if nodeStart || flow > 0 {
                if flow == 0 { blockDepthAtFlowStart = estimatedBlockDepth }
                flow += 1
                state = .structure
                note(blockDepthAtFlowStart + flow)
            } else {
                state = .plain
            }
        case Self.flowClosers.0, Self.flowClosers.1:
            if flow > 0 {
                flow -= 1
                state = .structure
            } else {
                state = .plain
            }
        case UInt8(ascii: ","):
            state = flow > 0 ? .structure : .plain
        default:
            state = .plain
        }
    }

    private mutating func endLine(_ byte: UInt8) {
        if flow == 0 { note(estimatedBlockDepth) }
        deepestLine = max(deepestLine, blockDepth)
        indent = 0
        inIndent = true
        indicators = 0
        blockIndicators = 0
        line += byte == 0x0D || previous != 0x0D ? 1 : 0
        column = 0
    }

    mutating func finish() -> SpecNesting.Measure {
        if Self.isIndicator(previous) { indicators += 1 }
        if flow == 0 { note(estimatedBlockDepth) }
        measure.bound = flowOpens + max(deepestLine, blockDepth)
        // A quote never closed hid the rest of the text from the count: rely on the bound.
        if [.single, .double, .doubleEscape].contains(state), measure.bound > SpecNesting.maximumDepth,
            measure.tooDeepAt == nil
        {
            measure.depth = max(measure.depth, measure.bound)
            measure.tooDeepAt = quoteStart
        }
        return measure
    }
}

/// Runs a closure on a new thread with a given stack size and waits for it.
private enum LargeStackThread {
    private final class Job {
        let body: () throws -> Any
        var result: Result<Any, Error>?
        init(_ body: @escaping () throws -> Any) { self.body = body }
    }

    static func run<T>(stackBytes: Int, name: String, _ body: @escaping () throws -> T) throws -> T {
        let job = Job { try body() }
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        var thread = pthread_t()
        let context = Unmanaged.passRetained(job).toOpaque()
        var status = pthread_attr_setstacksize(&attributes, stackBytes)
        if status == 0 {
            status = pthread_create(
                &thread, &attributes,
                { raw in
                    let job = Unmanaged<Job>.fromOpaque(raw!).takeRetainedValue()
                    job.result = Result { try job.body() }
                    return nil
                }, context)
        }
        guard status == 0 else {
            Unmanaged<Job>.fromOpaque(context).release()
            throw GridReportError(SpecError.noThreadForNesting(file: name, stackBytes: stackBytes, errno: status))
        }
        pthread_join(thread, nil)
        return try job.result!.get() as! T
    }
}
