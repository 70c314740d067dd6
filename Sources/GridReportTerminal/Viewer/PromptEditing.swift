/// The prompt's line editing, as a shell's line (readline's keys): ←/→ and Ctrl-B/F move a
/// character, Home/End and Ctrl-A/E to the ends, Backspace deletes before the cursor, Ctrl-D
/// after it, Ctrl-U to the start, Ctrl-K to the end, Ctrl-W the word before the cursor.
///
/// A filled-in text (`f` shows the filter in force) is selected: the first character typed
/// replaces it, as a form field's selected text is, since a new filter is what is typed most;
/// Backspace, Ctrl-U and Ctrl-W clear it; a movement keeps it to be edited.
extension Viewer.Prompt {
    /// Applies `key`; false when it is no editing key (Enter, Esc…), which the caller handles.
    public mutating func edit(_ key: Key) -> Bool {
        var characters = Array(text)
        let wasSelected = selected
        selected = false
        switch key {
        case .character(let character):
            if wasSelected {
                characters = []
                cursor = 0
            }
            characters.insert(character, at: cursor)
            cursor += 1
        case .left, .control("b"): cursor = max(0, cursor - 1)
        case .right, .control("f"): cursor = min(characters.count, cursor + 1)
        case .home, .control("a"): cursor = 0
        case .end, .control("e"): cursor = characters.count
        case .backspace, .control("h"):
            if wasSelected {
                characters = []
                cursor = 0
            } else if cursor > 0 {
                characters.remove(at: cursor - 1)
                cursor -= 1
            }
        case .control("d"):
            if cursor < characters.count { characters.remove(at: cursor) }
        case .control("u"):
            characters.removeSubrange(0..<(wasSelected ? characters.count : cursor))
            cursor = 0
        case .control("k"):
            characters.removeSubrange(cursor...)
        case .control("w"):
            if wasSelected {
                characters = []
                cursor = 0
            } else {
                var start = cursor
                while start > 0, characters[start - 1] == " " { start -= 1 }
                while start > 0, characters[start - 1] != " " { start -= 1 }
                characters.removeSubrange(start..<cursor)
                cursor = start
            }
        default:
            selected = wasSelected
            return false
        }
        text = String(characters)
        return true
    }
}
