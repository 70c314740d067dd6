import Foundation
import Testing

@testable import GridReport

/// Every operator and function evaluated on real files with missing values (`NA`, empty cells),
/// against the same expressions computed by Python: arithmetic in doubles, a missing operand or a
/// division by zero missing, comparisons with a missing value true for `!=` only, MIN and MAX
/// passing over missing values, ROUND halving away from zero, text compared without case.
@Suite("Expressions against Python, on real files with missing values")
struct ExpressionPythonTests {
    /// The expression, and the same in Python over the helpers of `prelude`.
    static let penguins: [(String, String)] = [
        ("[Body Mass (g)] / [Flipper Length (mm)]", "div(n('Body Mass (g)'), n('Flipper Length (mm)'))"),
        (
            "[Culmen Length (mm)] * [Culmen Depth (mm)] + 1",
            "add(mul(n('Culmen Length (mm)'), n('Culmen Depth (mm)')), 1.0)"
        ),
        ("[Culmen Length (mm)] - [Culmen Depth (mm)]", "sub(n('Culmen Length (mm)'), n('Culmen Depth (mm)'))"),
        ("-[Delta 15 N (o/oo)]", "neg(n('Delta 15 N (o/oo)'))"),
        ("[Body Mass (g)] / ([Sample Number] - 1)", "div(n('Body Mass (g)'), sub(n('Sample Number'), 1.0))"),
        ("ROUND([Delta 13 C (o/oo)], 2)", "rnd(n('Delta 13 C (o/oo)'), 2)"),
        ("ROUND([Body Mass (g)] / 7, -2)", "rnd(div(n('Body Mass (g)'), 7.0), -2)"),
        ("ROUND([Culmen Length (mm)] / 2, 0)", "rnd(div(n('Culmen Length (mm)'), 2.0), 0)"),
        ("ABS([Delta 13 C (o/oo)])", "None if n('Delta 13 C (o/oo)') is None else abs(n('Delta 13 C (o/oo)'))"),
        ("MIN([Culmen Length (mm)], [Culmen Depth (mm)])", "mn(n('Culmen Length (mm)'), n('Culmen Depth (mm)'))"),
        (
            "MAX([Delta 15 N (o/oo)], [Delta 13 C (o/oo)], -30)",
            "mx(n('Delta 15 N (o/oo)'), n('Delta 13 C (o/oo)'), -30.0)"
        ),
        ("LEN(Comments)", "float(len(t('Comments') or ''))"),
        ("UPPER(Island)", "up(t('Island'))"),
        ("LOWER(Sex)", "None if t('Sex') is None else t('Sex').lower()"),
        ("YEAR([Date Egg])", "part(d('Date Egg'), 'year')"),
        ("MONTH([Date Egg])", "part(d('Date Egg'), 'month')"),
        ("DAY([Date Egg])", "part(d('Date Egg'), 'day')"),
        ("[Date Egg] + 30", "('date', add(d('Date Egg'), 30.0))"),
        ("[Date Egg] - 2007-11-01", "sub(d('Date Egg'), serial('2007-11-01'))"),
        ("Island & \"/\" & Sex", "join(t('Island'), '/', t('Sex'))"),
        ("Island & [Culmen Length (mm)]", "join(t('Island'), general(n('Culmen Length (mm)')))"),
        (
            "IF([Body Mass (g)] > 4000, \"big\", \"small\")",
            "'big' if cmp(n('Body Mass (g)'), '>', 4000.0) else 'small'"
        ),
        (
            "[Culmen Length (mm)] > 40 and Sex == MALE",
            "cmp(n('Culmen Length (mm)'), '>', 40.0) and eq(t('Sex'), 'MALE')"
        ),
        (
            "Island == dream or [Body Mass (g)] < 3500",
            "eq(t('Island'), 'dream') or cmp(n('Body Mass (g)'), '<', 3500.0)"
        ),
        ("not ([Flipper Length (mm)] >= 190)", "not cmp(n('Flipper Length (mm)'), '>=', 190.0)"),
        ("Comments ~ BLOOD", "has(t('Comments'), 'blood', False)"),
        ("Comments !~ blood", "has(t('Comments'), 'blood', True)"),
        ("Comments is empty", "t('Comments') is None"),
        ("[Culmen Length (mm)] != 39.1", "cmp(n('Culmen Length (mm)'), '!=', 39.1)"),
        ("[Culmen Depth (mm)] <= 18", "cmp(n('Culmen Depth (mm)'), '<=', 18.0)"),
        ("[Date Egg] < 2007-11-12", "cmp(d('Date Egg'), '<', serial('2007-11-12'))"),
        (
            "[Body Mass (g)] / [Flipper Length (mm)] >= 19",
            "cmp(div(n('Body Mass (g)'), n('Flipper Length (mm)')), '>=', 19.0)"
        ),
        ("Island != Dream", "not eq(t('Island'), 'Dream')"),
    ]

    static let orders: [(String, String)] = [
        ("delivered_on - ordered_at", "sub(d('delivered_on'), d('ordered_at'))"),
        ("delivered_on - ordered_at > 14", "cmp(sub(d('delivered_on'), d('ordered_at')), '>', 14.0)"),
        ("quantity * unit_price - amount_usd", "sub(mul(n('quantity'), n('unit_price')), n('amount_usd'))"),
        ("ROUND(amount_usd / quantity, 1)", "rnd(div(n('amount_usd'), n('quantity')), 1)"),
        ("delivered_on + 7", "('date', add(d('delivered_on'), 7.0))"),
        ("IF(delivered_on is empty, \"open\", status)", "'open' if d('delivered_on') is None else t('status')"),
        (
            "MONTH(delivered_on) == 12 or status == open",
            "cmp(part(d('delivered_on'), 'month'), '==', 12.0) or eq(t('status'), 'open')"
        ),
    ]

    @Test("Samples/penguins-raw.csv", arguments: [0])
    func penguinsRaw(_: Int) throws {
        try compare(file: "Samples/penguins-raw.csv", cases: Self.penguins)
    }

    @Test("Samples/purchase-orders.csv", arguments: [0])
    func purchaseOrders(_: Int) throws {
        try compare(file: "Samples/purchase-orders.csv", cases: Self.orders)
    }

    private func compare(file: String, cases: [(String, String)]) throws {
        let report = try Report(
            source: try ByteSource(path: file, displayName: file), read: ReadOptions(), settings: ReportSettings())
        let columns = report.rows.fullSchema.columns
        let checked = try cases.map { written, _ in
            var parser = ExpressionParser(written, origin: "test", mode: .value)
            return try ExpressionChecker(columns: columns, text: written, origin: "test").compile(try parser.parse())
        }
        var ours: [String] = []
        var line = 0
        try report.rows.forEach { row in
            line += 1
            for (index, (node, type)) in checked.enumerated() {
                let value: String
                if type == .boolean {
                    value = node.holds(row.items) ? "true" : "false"
                } else {
                    switch node.evaluate(row.items) {
                    case .empty: value = ""
                    case .number(let number): value = type == .date ? ExpressionText.iso(serial: number) : "\(number)"
                    case .text(let text): value = text
                    case .boolean(let flag): value = flag ? "true" : "false"
                    }
                }
                ours.append("\(line) \(cases[index].0) = \(value)")
            }
        }
        let theirs = try python(file: file, expressions: cases.map(\.0), python: cases.map(\.1))
        #expect(ours.count == theirs.count)
        let differing = zip(ours, theirs).filter { $0 != $1 }
        #expect(differing.isEmpty, "\(differing.prefix(5))")
        #expect(ours.count > 6 * cases.count)
    }

    static let prelude = """
        import csv, sys, datetime
        from decimal import Decimal, ROUND_HALF_UP
        MISSING = {'', 'NA', 'N/A', 'null', 'NULL', '-'}
        EPOCH = datetime.datetime(1899, 12, 30)
        def raw(c): v = row[c]; return None if v in MISSING else v
        def n(c): v = raw(c); return None if v is None else float(v)
        def t(c): return raw(c)
        def serial(v):
            v = v.replace('T', ' ')
            fmt = '%Y-%m-%d %H:%M:%S' if v.count(':') == 2 else '%Y-%m-%d %H:%M' if ':' in v else '%Y-%m-%d'
            delta = datetime.datetime.strptime(v, fmt) - EPOCH
            return delta.days + delta.seconds / 86400
        def d(c): v = raw(c); return None if v is None else serial(v)
        def add(a, b): return None if a is None or b is None else a + b
        def sub(a, b): return None if a is None or b is None else a - b
        def mul(a, b): return None if a is None or b is None else a * b
        def div(a, b): return None if a is None or b is None or b == 0 else a / b
        def neg(a): return None if a is None else -a
        def half_up(y): return float(Decimal(y).quantize(Decimal(1), rounding=ROUND_HALF_UP))
        def rnd(x, digits):
            if x is None: return None
            if digits >= 0: return half_up(x * 10.0 ** digits) / 10.0 ** digits
            return half_up(x / 10.0 ** -digits) * 10.0 ** -digits
        def mn(*xs): xs = [x for x in xs if x is not None]; return min(xs) if xs else 0.0
        def mx(*xs): xs = [x for x in xs if x is not None]; return max(xs) if xs else 0.0
        def up(s): return None if s is None else s.upper()
        def part(s, name):
            if s is None: return None
            return float(getattr((EPOCH + datetime.timedelta(days=int(s))), name))
        def general(x):
            if x is None: return None
            return str(int(x)) if x == int(x) else repr(x)
        def join(*parts): s = ''.join(p or '' for p in parts); return s or None
        def cmp(a, op, b):
            if a is None or b is None: return op == '!='
            return {'<': a < b, '<=': a <= b, '>': a > b, '>=': a >= b, '==': a == b, '!=': a != b}[op]
        def eq(a, b): return a is not None and a.lower() == b.lower()
        def has(s, needle, negated): return negated if s is None else (needle in s.lower()) != negated
        def show(v):
            if isinstance(v, tuple):
                if v[1] is None: return ''
                day = EPOCH + datetime.timedelta(days=v[1])
                return day.strftime('%Y-%m-%dT%H:%M') if day.hour or day.minute else day.strftime('%Y-%m-%d')
            if v is None: return ''
            if v is True: return 'true'
            if v is False: return 'false'
            return repr(v) if isinstance(v, float) else str(v)
        """

    private func python(file: String, expressions: [String], python: [String]) throws -> [String] {
        var script = Self.prelude
        script += "\nEXPRESSIONS = [\n"
        for (written, code) in zip(expressions, python) {
            script += "    (\(pythonString(written)), lambda: \(code)),\n"
        }
        script += """
            ]
            with open(sys.argv[1], newline='') as f:
                for line, row in enumerate(csv.DictReader(f), 1):
                    for written, code in EXPRESSIONS:
                        print(f'{line} {written} = {show(code())}')

            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, file]
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0)
        return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
    }

    private func pythonString(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'") + "'"
    }
}
