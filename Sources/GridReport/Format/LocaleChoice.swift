/// Picks the locale numbers are shown in: `--locale` wins; else LC_ALL, LC_NUMERIC, LANG (the
/// first that is set and not C or POSIX, without its `.UTF-8` part); else en_US.
public enum LocaleChoice {
    public static let fallback = "en_US"

    public static func resolve(option: String?, environment: [String: String]) -> String {
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
        return fallback
    }
}
