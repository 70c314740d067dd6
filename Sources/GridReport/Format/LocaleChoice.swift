/// Picks the locale numbers are shown in: the locale setting wins; else LC_ALL, LC_NUMERIC, LANG (the
/// first that is set and not C or POSIX, without its `.UTF-8` part); else the input locale (a German
/// file read with de_DE shows its numbers as they were written); else en_US.
public enum LocaleChoice {
    public static let fallback = "en_US"

    public static func resolve(option: String?, environment: [String: String], inputLocale: String? = nil) -> String {
        if let option, !option.isEmpty { return option }
        for name in ["LC_ALL", "LC_NUMERIC", "LANG"] {
            guard var value = environment[name], !value.isEmpty else { continue }
            if let dot = value.firstIndex(of: ".") { value = String(value[..<dot]) }
            if let at = value.firstIndex(of: "@") { value = String(value[..<at]) }
            if value == "C" || value == "POSIX" || value.isEmpty { continue }
            // A value that is no locale identifier is passed over like C (Foundation traps on some, such as `ü`).
            guard let identifier = try? FormatOption.parseLocale(value, option: name) else { continue }
            return identifier
        }
        return inputLocale ?? fallback
    }

    /// The environment variables Foundation reads to pick its current locale.
    public static let environmentNames = ["LC_ALL", "LC_MESSAGES", "LC_NUMERIC", "LC_CTYPE", "LANG"]

    /// The locale Foundation is given instead of an unusable environment value.
    public static let environmentFallback = "en_US_POSIX"

    /// Whether an environment locale value (`de_DE.UTF-8@euro`, `C`, `POSIX`, empty) is safe to
    /// hand to Foundation, which crashes on some (a language part of 12 or more letters).
    /// Checked in constant time per character: `language[_Script][_REGION][.codeset][@modifier]`.
    public static func isUsableEnvironmentValue(_ value: String) -> Bool {
        if value.utf8.count > 64 { return false }
        if value.isEmpty || value == "C" || value == "POSIX" { return true }
        var base = Substring(value)
        if let at = base.firstIndex(of: "@") {
            let modifier = base[base.index(after: at)...]
            guard modifier.allSatisfy({ ($0.isASCII && ($0.isLetter || $0.isNumber)) || $0 == "_" || $0 == "-" }) else {
                return false
            }
            base = base[..<at]
        }
        if let dot = base.firstIndex(of: ".") {
            let codeset = base[base.index(after: dot)...]
            guard codeset.allSatisfy({ ($0.isASCII && ($0.isLetter || $0.isNumber)) || $0 == "-" || $0 == "_" }) else {
                return false
            }
            base = base[..<dot]
        }
        if base == "C" || base == "POSIX" { return true }
        let parts = base.split(omittingEmptySubsequences: false) { $0 == "_" || $0 == "-" }.map(String.init)
        return FormatOption.canonicalLocale(parts) != nil
    }
}
