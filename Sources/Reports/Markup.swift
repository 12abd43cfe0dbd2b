/// Escaping for the XML and HTML reports.
enum Markup {
    /// Text safe inside an element or a quoted attribute of XML or HTML; characters XML 1.0 forbids are dropped.
    static func escape(_ text: String) -> String {
        var output = ""
        output.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"": output += "&quot;"
            case "'": output += "&apos;"
            case "\n": output += "&#10;"
            case "\r": output += "&#13;"
            case "\t": output += "&#9;"
            case _ where scalar.value < 0x20 || (0xFFFE...0xFFFF).contains(scalar.value) || (0xD800...0xDFFF).contains(scalar.value):
                continue
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output
    }
}
