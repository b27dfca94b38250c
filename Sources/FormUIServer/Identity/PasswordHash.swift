import Foundation
import HTTPServer

/// A password kept as a salted, memory-hard hash: what an app stores instead of the password, and checks
/// a sign-in against.
///
/// ```swift
/// let stored = try PasswordHash.make(for: "correct horse")    // "$scrypt$ln=15,r=8,p=3$…$…"
/// PasswordHash.verify("correct horse", against: stored)       // true
/// ```
///
/// The function is scrypt (RFC 7914) from the libcrypto FormUI already opens for TLS: memory-hard, so a
/// stolen table of hashes costs an attacker memory as well as time for every guess, which graphics cards
/// and custom chips do not make cheap, as they do an iterated hash such as PBKDF2. Argon2id would be the
/// first choice, but OpenSSL has it only from 3.2, and Debian bookworm ships 3.0. The parameters are one
/// of OWASP's equivalent scrypt settings: N = 2^15 (32 MiB), r = 8, p = 3, about a tenth of a second of
/// one core per hash. Each hash has 16 random bytes of salt, so two people with one password have
/// different hashes.
///
/// A hash is written in the PHC string format (`$scrypt$ln=…,r=…,p=…$salt$hash`, base64 without
/// padding), which names its own parameters: hashes made with other settings are still checked.
public enum PasswordHash {
    /// log₂ of scrypt's cost N.
    static let costExponent = 15
    /// scrypt's block size r.
    static let blockSize = 8
    /// scrypt's parallelism p.
    static let parallelism = 3
    static let saltLength = 16
    static let hashLength = 32

    /// Why a hash could not be made.
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// A new salted hash of `password`, to store.
    ///
    /// - Parameter password: The password; never empty.
    /// - Returns: The hash in the PHC string format, with its parameters and salt.
    /// - Throws: ``Failure`` when the password is empty, or libcrypto cannot be opened or refuses.
    public static func make(for password: String) throws(Failure) -> String {
        guard !password.isEmpty else { throw Failure(description: "An empty password is not hashed.") }
        let library: LibSSL
        do {
            library = try LibSSL.loaded()
        } catch {
            throw Failure(description: "Passwords are hashed with libcrypto's scrypt: \(error)")
        }
        var generator = SystemRandomNumberGenerator()
        let salt = (0..<saltLength).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
        let hash: [UInt8]
        do {
            hash = try library.scrypt(
                password: Array(password.utf8), salt: salt, cost: 1 << UInt64(costExponent), blockSize: UInt64(blockSize),
                parallelism: UInt64(parallelism), length: hashLength)
        } catch {
            throw Failure(description: "libcrypto refused: \(error)")
        }
        return "$scrypt$ln=\(costExponent),r=\(blockSize),p=\(parallelism)$\(base64(salt))$\(base64(hash))"
    }

    /// Whether `password` is the one `hash` was made from. False for a hash that is not one of these (or
    /// whose parameters ask for more than 1 GiB of memory, or more than about five times this type's own
    /// work: N·r·p past 2^22), and when libcrypto cannot be opened. The comparison takes the same time
    /// wherever the hashes differ. A check takes about a tenth of a second of the thread that answers the
    /// request: the post rate limit bounds how many one client can ask for.
    ///
    /// - Parameters:
    ///   - password: What the visitor typed.
    ///   - hash: A hash ``make(for:)`` made.
    public static func verify(_ password: String, against hash: String) -> Bool {
        let parts = hash.split(separator: "$", omittingEmptySubsequences: false)
        guard parts.count == 5, parts[0].isEmpty, parts[1] == "scrypt",
              let parameters = parseParameters(parts[2]),
              let salt = unbase64(parts[3]), let expected = unbase64(parts[4]), !expected.isEmpty, expected.count <= 64,
              let library = try? LibSSL.loaded(),
              let computed = try? library.scrypt(
                  password: Array(password.utf8), salt: salt, cost: 1 << UInt64(parameters.costExponent),
                  blockSize: UInt64(parameters.blockSize), parallelism: UInt64(parameters.parallelism), length: expected.count)
        else { return false }
        var difference: UInt8 = 0
        for index in expected.indices { difference |= expected[index] ^ computed[index] }
        return difference == 0
    }

    /// `ln=15,r=8,p=3`, within bounds that keep one check within a GiB and about half a second.
    private static func parseParameters(_ text: Substring) -> (costExponent: Int, blockSize: Int, parallelism: Int)? {
        var values: [Substring: Int] = [:]
        for pair in text.split(separator: ",") {
            let sides = pair.split(separator: "=", maxSplits: 1)
            guard sides.count == 2, let value = Int(sides[1]) else { return nil }
            values[sides[0]] = value
        }
        guard values.count == 3, let costExponent = values["ln"], let blockSize = values["r"], let parallelism = values["p"],
              (1...20).contains(costExponent), (1...32).contains(blockSize), (1...16).contains(parallelism),
              128 * blockSize << costExponent <= 1 << 30, (blockSize * parallelism) << costExponent <= 1 << 22
        else { return nil }
        return (costExponent, blockSize, parallelism)
    }

    private static func base64(_ bytes: [UInt8]) -> String {
        Data(bytes).base64EncodedString().replacingOccurrences(of: "=", with: "")
    }

    private static func unbase64(_ text: Substring) -> [UInt8]? {
        var padded = String(text)
        while padded.count % 4 != 0 { padded += "=" }
        return Data(base64Encoded: padded).map(Array.init)
    }
}
