import Foundation
import GridReport

/// What the loop does after a key.
public enum ViewerAction: Equatable {
    case none
    /// Leave: `q`, Esc at the top level (status 0), Ctrl-C (status 130, as an interrupted command).
    case quit(status: Int32)
    /// Ctrl-Z: give the terminal back and stop until `fg`.
    case suspend
}

extension Viewer {
    public func handle(_ key: Key) throws -> ViewerAction {
        if key == .control("c") { return .quit(status: 130) }
        if key == .control("z") { return .suspend }
        // Any key but a prompt's typing cancels a key held for the end of the first pass.
        if prompt != nil { return try handlePrompt(key) }
        held = nil
        message = nil
        switch overlay {
        case .help:
            overlay = .none
            return .none
        case .record(let offset):
            return try handleRecord(key, offset: offset)
        case .chart(let offset):
            return try handleChart(key, offset: offset)
        case .none:
            return try handleTopLevel(key)
        }
    }

    private func handleTopLevel(_ key: Key) throws -> ViewerAction {
        // Over a frequency table, q and Esc come back to the grid, as they leave the row view,
        // and Enter shows the rows holding the current value.
        if frequency != nil {
            switch key {
            case .character("q"), .escape:
                try closeFrequency()
                return .none
            case .enter:
                try showRowsOfFrequencyValue()
                return .none
            default: break
            }
        }
        switch key {
        case .character("q"), .escape: return .quit(status: 0)
        case .down, .character("j"): try moveRows(by: 1)
        case .up, .character("k"): try moveRows(by: -1)
        case .wheelDown: try scroll(by: 3)
        case .wheelUp: try scroll(by: -3)
        case .pageDown, .character(" "), .control("f"): try page(by: 1)
        case .pageUp, .character("b"), .control("b"): try page(by: -1)
        case .home, .character("g"): try jump(to: 0)
        case .end, .character("G"):
            try whenRead("G") { try self.jump(to: self.rowCount - 1, fillingFromBottom: true) }
        case .right, .character("l"): try moveColumns(by: 1)
        case .left, .character("h"): try moveColumns(by: -1)
        case .enter: if rowCount > 0 { overlay = .record(offset: 0) }
        case .character("?"): overlay = .help
        case .character("/"): prompt = Prompt(kind: .search, text: "")
        case .character(":"): prompt = Prompt(kind: .jump, text: "")
        case .character("n"), .character("N"):
            // A diff's changes until a search is made (then the search's matches, as in less).
            let forward = key == .character("n")
            if let search {
                try whenRead(forward ? "n" : "N") { try self.find(search, forward: forward) }
            } else if report.hasMarks {
                try whenRead(forward ? "n" : "N") { try self.findChange(forward: forward) }
            } else {
                message = "no search yet: / starts one"
            }
        case .character("s"): try whenRead("s") { try self.sortByCurrentColumn(descending: false) }
        case .character("S"): try whenRead("S") { try self.sortByCurrentColumn(descending: true) }
        case .character("f"): prompt = Prompt(kind: .filter, text: filter?.text ?? "", selected: true)
        case .character("F"): if filter != nil { try reshape(filter: nil, sort: sort) }
        case .character("c"): try whenRead("c") { try self.openFrequency() }
        case .character("C"): try whenRead("C") { try self.openChart() }
        case .character("m"):
            chosenMode = mode == .regular ? .compact : mode == .compact ? .records : .regular
            try keepCurrentRowShown()
        default: break
        }
        return .none
    }

    private func handleRecord(_ key: Key, offset: Int) throws -> ViewerAction {
        if key == .escape || key == .character("q") || key == .enter {
            overlay = .none
        } else if let moved = scrolled(offset, by: key) {
            // Down to the last line at the bottom and no further, as a pager stops: a key past it
            // changes nothing, and one key up moves up.
            overlay = .record(offset: max(0, min(moved, try lastRecordOffset())))
        }
        return .none
    }

    /// The offset a pager's key moves a screen of lines from `offset` to (`Int.max`: the end);
    /// nil for any other key.
    func scrolled(_ offset: Int, by key: Key) -> Int? {
        let page = max(1, height - 2)
        switch key {
        case .down, .character("j"), .wheelDown: return offset + 1
        case .up, .character("k"), .wheelUp: return offset - 1
        case .pageDown, .character(" "): return offset + page
        case .pageUp, .character("b"): return offset - page
        case .home, .character("g"): return 0
        case .end, .character("G"): return Int.max
        default: return nil
        }
    }

    private func handlePrompt(_ key: Key) throws -> ViewerAction {
        guard var typing = prompt else { return .none }
        // Backspace on an empty line leaves it, as before editing came.
        if key == .backspace, typing.text.isEmpty {
            prompt = nil
            return .none
        }
        if typing.edit(key) {
            prompt = typing
            return .none
        }
        switch key {
        case .escape:
            prompt = nil
        case .enter:
            prompt = nil
            message = nil
            switch typing.kind {
            case .search:
                guard !typing.text.isEmpty else { break }
                search = typing.text
                try whenRead("/") { try self.find(typing.text, forward: true) }
            case .jump:
                let trimmed = typing.text.trimmingCharacters(in: .whitespaces)
                guard let number = Int(trimmed), number >= 1 else {
                    message = "not a row number: \(TerminalText.sanitize(typing.text))"
                    break
                }
                if number <= rowCount {
                    try jump(to: number - 1)
                } else {
                    try whenRead(":\(number)") { try self.jump(to: min(number, self.rowCount) - 1) }
                }
            case .filter:
                if typing.text.trimmingCharacters(in: .whitespaces).isEmpty {
                    if filter != nil { try reshape(filter: nil, sort: sort) }
                } else {
                    try whenRead("f") { try self.applyFilter(typing.text) }
                }
            }
        default:
            break
        }
        return .none
    }

    func moveRows(by delta: Int) throws {
        currentRow = min(max(0, currentRow + delta), max(0, rowCount - 1))
        try keepCurrentRowShown()
    }

    /// The wheel moves the rows under the cursor, the cursor following when it would leave the screen.
    func scroll(by delta: Int) throws {
        let last = max(0, rowCount - 1)
        topRow = min(max(0, topRow + delta), last)
        let onScreen = try rowsOnScreen()
        currentRow = min(max(currentRow, topRow), topRow + onScreen - 1, last)
        try keepCurrentRowShown()
    }

    /// A screen down or up: the cursor and the top row move by the rows shown.
    func page(by direction: Int) throws {
        let step = try rowsOnScreen() * direction
        let last = max(0, rowCount - 1)
        topRow = min(max(0, topRow + step), last)
        currentRow = min(max(0, currentRow + step), last)
        if direction > 0 && currentRow == last { try fillFromBottom() }
        try keepCurrentRowShown()
    }

    /// Row `row` current; at the end, the last screen full.
    func jump(to row: Int, fillingFromBottom: Bool = false) throws {
        currentRow = min(max(0, row), max(0, rowCount - 1))
        if fillingFromBottom {
            topRow = currentRow
            try fillFromBottom()
        } else {
            let onScreen = try rowsOnScreen()
            if currentRow < topRow || currentRow >= topRow + onScreen { topRow = currentRow }
        }
        try keepCurrentRowShown()
    }

    /// Moves the top row up while the rows down to the last still fit: the end of the data sits at
    /// the bottom of the screen instead of alone at the top.
    private func fillFromBottom() throws {
        guard rowCount > 0 else { return }
        try index.indexAll()
        let top = try highestTop(showing: rowCount - 1, notAbove: 0)
        topRow = min(topRow, top)
        if currentRow == rowCount - 1 { topRow = top }
    }

    /// A column right or left; the scrolled columns follow so that the current one is shown whole.
    func moveColumns(by delta: Int) throws {
        guard mode == .regular else { return }
        let window = try columnWindow()
        guard !window.order.isEmpty else { return }
        currentColumn = min(max(0, currentColumn + delta), window.order.count - 1)
        guard currentColumn >= window.keyCount else { return }
        if currentColumn < firstScrolled { firstScrolled = currentColumn }
        firstScrolled = max(firstScrolled, window.keyCount)
        while !window.shown(first: firstScrolled, width: width, geometry: settings.geometry).contains(
            window.order[currentColumn]) && firstScrolled < currentColumn
        {
            firstScrolled += 1
        }
        try keepCurrentRowShown()
    }
}
