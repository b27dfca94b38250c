#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

enum HTTPDate {
    private static let days: [String] = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
    private static let months: [String] = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// IMF-fixdate (RFC 9110 §5.6.7): `Sun, 06 Nov 1994 08:49:37 GMT`.
    static func format(_ t: time_t) -> String {
        var time = t
        var tm = tm()
        gmtime_r(&time, &tm)
        func two(_ n: Int32) -> String { n < 10 ? "0\(n)" : "\(n)" }
        let year = Int(tm.tm_year) + 1900
        return "\(days[Int(tm.tm_wday)]), \(two(tm.tm_mday)) \(months[Int(tm.tm_mon)]) \(year) \(two(tm.tm_hour)):\(two(tm.tm_min)):\(two(tm.tm_sec)) GMT"
    }

    /// Parses an IMF-fixdate; nil for anything else (the obsolete formats are not worth the risk
    /// for a conditional request: a client that sends them gets a full response).
    static func parse(_ s: String) -> time_t? {
        let b = Array(s.utf8)
        guard b.count == 29, b[3] == 0x2C, b[4] == 0x20, b[7] == 0x20, b[11] == 0x20, b[16] == 0x20,
            b[19] == 0x3A, b[22] == 0x3A, b[25] == 0x20, b[26] == 0x47, b[27] == 0x4D, b[28] == 0x54
        else { return nil }
        func number(_ r: Range<Int>) -> Int32? {
            var n: Int32 = 0
            for i in r {
                guard b[i] >= 0x30 && b[i] <= 0x39 else { return nil }
                n = n * 10 + Int32(b[i] - 0x30)
            }
            return n
        }
        let monthName = String(decoding: b[8..<11], as: UTF8.self)
        guard let day = number(5..<7), let year = number(12..<16), let hour = number(17..<19),
            let minute = number(20..<22), let second = number(23..<25),
            let month = months.firstIndex(of: monthName),
            day >= 1, day <= 31, hour < 24, minute < 60, second < 61, year >= 1970
        else { return nil }
        var tm = tm()
        tm.tm_year = year - 1900
        tm.tm_mon = Int32(month)
        tm.tm_mday = day
        tm.tm_hour = hour
        tm.tm_min = minute
        tm.tm_sec = second
        return timegm(&tm)
    }
}

/// The `Date` header value, formatted at most once a second per event loop.
struct HTTPDateCache {
    private var second: time_t = -1
    private(set) var value: [UInt8] = []

    mutating func current() -> [UInt8] {
        let now = time(nil)
        if now != second {
            second = now
            value = Array(HTTPDate.format(now).utf8)
        }
        return value
    }
}
