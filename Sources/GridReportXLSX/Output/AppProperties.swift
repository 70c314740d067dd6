/// The workbook's extended properties (`docProps/app.xml`): the application that wrote it and
/// its sheets, as libxlsxwriter writes them but for the application's name.
struct AppProperties {
    var application: String
    var sheetNames: [String]

    var xml: String {
        let names = sheetNames.map { "<vt:lpstr>\(Self.escaped($0))</vt:lpstr>" }.joined()
        return """
            <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
            <Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties" \
            xmlns:vt="http://schemas.openxmlformats.org/officeDocument/2006/docPropsVTypes">\
            <Application>\(Self.escaped(application))</Application><DocSecurity>0</DocSecurity>\
            <ScaleCrop>false</ScaleCrop><HeadingPairs><vt:vector size="2" baseType="variant">\
            <vt:variant><vt:lpstr>Worksheets</vt:lpstr></vt:variant>\
            <vt:variant><vt:i4>\(sheetNames.count)</vt:i4></vt:variant></vt:vector></HeadingPairs>\
            <TitlesOfParts><vt:vector size="\(sheetNames.count)" baseType="lpstr">\(names)</vt:vector>\
            </TitlesOfParts><LinksUpToDate>false</LinksUpToDate><SharedDoc>false</SharedDoc>\
            <HyperlinksChanged>false</HyperlinksChanged></Properties>

            """
    }

    static func escaped(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            default: out.append(character)
            }
        }
        return out
    }
}
