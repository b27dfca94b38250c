/// `application/x-www-form-urlencoded` bodies, decoded as a browser encodes them.
public enum FormBody {
    public static func decode(_ bytes: some Collection<UInt8>) -> [(name: String, value: String)] {
        var fields: [(String, String)] = []
        var name: [UInt8] = []
        var value: [UInt8] = []
        var inValue = false
        func finish() {
            if !name.isEmpty || !value.isEmpty {
                fields.append((percentDecoded(name), percentDecoded(value)))
            }
            name.removeAll(keepingCapacity: true)
            value.removeAll(keepingCapacity: true)
            inValue = false
        }
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "&"): finish()
            case UInt8(ascii: "=") where !inValue: inValue = true
            default:
                if inValue { value.append(byte) } else { name.append(byte) }
            }
        }
        finish()
        return fields
    }

    static func percentDecoded(_ bytes: [UInt8]) -> String {
        guard bytes.contains(where: { $0 == UInt8(ascii: "%") || $0 == UInt8(ascii: "+") }) else {
            return String(decoding: bytes, as: UTF8.self)
        }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "+") {
                out.append(UInt8(ascii: " "))
            } else if byte == UInt8(ascii: "%"), index + 2 < bytes.count,
                      let high = hexValue(bytes[index + 1]), let low = hexValue(bytes[index + 2]) {
                out.append(high << 4 | low)
                index += 2
            } else {
                out.append(byte)
            }
            index += 1
        }
        return String(decoding: out, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
