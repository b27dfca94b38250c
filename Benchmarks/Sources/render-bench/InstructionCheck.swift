import Foundation

/// The benchmark page's instructions per render, measured with callgrind and held to the figures kept in
/// `Benchmarks/render-instructions.txt`: for a fresh page state, and for the session the servers are
/// measured with (``benchmarkSession``), whose `@State` values the first does not read.
///
/// callgrind counts the instructions of `render-bench --profile 20` and of `--profile 220`; the
/// difference over 200 is one render, with start-up, the byte agreement check and the first renders
/// (which fill FormUI's caches) cancelled out. Swift's hashing is made deterministic in the measured
/// process so that dictionary layouts, and with them the count, repeat from run to run.
enum InstructionCheck {
    /// How far above the kept figure a measurement may be before the check fails.
    static let allowedRise = 0.10
    static let shortRun = 20
    static let longRun = 220

    /// `Benchmarks/render-instructions.txt` in the source tree this binary was built from, or the path
    /// after `--instructions-file`.
    static func keptFigurePath(_ arguments: [String]) -> String {
        if let index = arguments.firstIndex(of: "--instructions-file"), index + 1 < arguments.count {
            return arguments[index + 1]
        }
        // #filePath is Benchmarks/Sources/render-bench/InstructionCheck.swift.
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("render-instructions.txt").path
    }

    /// The form fields of the benchmark session: the first post `run.sh` makes for the session it measures
    /// the servers with (`BENCH_STATE` in harness/bench.py), changing seven controls.
    static let benchmarkSession: [(name: String, value: String)] = [
        ("flavor", "lemon"), ("size", "party"), ("frosting", "ganache"), ("layers", "5"), ("country", "GB"),
        ("time-slot", "evening"), ("email-updates", "daily"),
    ]

    /// What is measured, in the order of the kept figures: the page for a fresh page state, then for the
    /// benchmark session.
    static let measurements: [(name: String, profile: [String])] = [
        ("a fresh page state", ["--profile"]),
        ("the benchmark session", ["--profile-session"]),
    ]

    /// The kept figures: the lines of the file that are not empty and not `#` comments, in order.
    static func keptFigures(at path: String) -> [Int]? {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
        var figures: [Int] = []
        for line in text.split(separator: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            guard let figure = Int(trimmed.replacingOccurrences(of: ",", with: "").replacingOccurrences(of: "_", with: "")) else { return nil }
            figures.append(figure)
        }
        return figures
    }

    /// Measures and compares each of ``measurements``; prints the measured, kept and allowed figures.
    /// False when a check fails or cannot run.
    static func run(_ arguments: [String]) -> Bool {
        let path = keptFigurePath(arguments)
        guard let kept = keptFigures(at: path), kept.count == measurements.count else {
            print("render-bench: FAILED: \(path) must hold \(measurements.count) figures, one per line: the instructions per render for \(measurements.map(\.name).joined(separator: ", then for "))")
            return false
        }
        var passed = true
        for (index, measurement) in measurements.enumerated() {
            guard let measured = measure(profile: measurement.profile) else { return false }
            passed = compare(measured, kept: kept[index], of: measurement.name, path: path) && passed
        }
        print(passed ? "render-bench: instruction check passed" : "render-bench: instruction check FAILED")
        return passed
    }

    private static func compare(_ measured: Int, kept: Int, of name: String, path: String) -> Bool {
        let allowed = Int((Double(kept) * (1 + allowedRise)).rounded(.down))
        let change = (Double(measured) / Double(kept) - 1) * 100
        print("render-bench: instructions per render of the benchmark page for \(name) (callgrind)")
        print("  measured \(format(measured))  (\(String(format: "%+.1f", change)) % against the kept figure)")
        print("  kept     \(format(kept))  (\(path))")
        print("  allowed  \(format(allowed))  (kept + \(Int(allowedRise * 100)) %)")
        if measured > allowed {
            print("render-bench: FAILED: the render for \(name) takes \(String(format: "%.1f", change)) % more instructions than the kept figure")
            return false
        }
        if Double(measured) < Double(kept) * (1 - allowedRise) {
            print("render-bench: the render for \(name) is more than \(Int(allowedRise * 100)) % cheaper than the kept figure; keep the new figure in \(path)")
        }
        return true
    }

    /// Instructions per render, or nil (with the reason printed) when callgrind cannot be run.
    /// `page`: the path of a gallery page (`--profile-page`); nil for the benchmark page.
    static func measure(page: String? = nil) -> Int? {
        measure(profile: page.map { ["--profile-page", $0] } ?? ["--profile"])
    }

    /// Instructions per run of what `profile` (`--profile`, `--profile-page PATH`, `--profile-post`)
    /// repeats, or nil (with the reason printed).
    static func measure(profile: [String]) -> Int? {
        guard let valgrind = executable(named: "valgrind") else {
            print("render-bench: FAILED: valgrind is not installed; the instruction check counts with callgrind (apt-get install valgrind)")
            return nil
        }
        guard let short = instructions(renders: shortRun, profile: profile, valgrind: valgrind),
              let long = instructions(renders: longRun, profile: profile, valgrind: valgrind) else { return nil }
        return (long - short) / (longRun - shortRun)
    }

    /// The total instructions callgrind counts for `render-bench PROFILE renders`.
    static func instructions(renders: Int, profile: [String], valgrind: String) -> Int? {
        let output = FileManager.default.temporaryDirectory
            .appendingPathComponent("render-bench-callgrind-\(getpid())-\(renders).out").path
        defer { try? FileManager.default.removeItem(atPath: output) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: valgrind)
        process.arguments = ["--tool=callgrind", "--callgrind-out-file=\(output)", selfPath()] + profile + [String(renders)]
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_DETERMINISTIC_HASHING"] = "1"
        process.environment = environment
        let log = Pipe()
        process.standardOutput = log
        process.standardError = log
        do { try process.run() } catch {
            print("render-bench: FAILED: could not start \(valgrind): \(error)")
            return nil
        }
        let logText = String(decoding: log.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0, let text = try? String(contentsOfFile: output, encoding: .utf8) else {
            print("render-bench: FAILED: callgrind on \(profile.joined(separator: " ")) \(renders) exited with \(process.terminationStatus)\n\(logText.suffix(2000))")
            return nil
        }
        // The output ends with `totals: N` (older versions write `summary: N` in the header).
        for line in text.split(separator: "\n").reversed() where line.hasPrefix("totals:") || line.hasPrefix("summary:") {
            if let count = line.split(separator: " ").dropFirst().first.flatMap({ Int($0) }) { return count }
        }
        print("render-bench: FAILED: no instruction total in callgrind's output for \(profile.joined(separator: " ")) \(renders)")
        return nil
    }

    static func selfPath() -> String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    }

    static func executable(named name: String) -> String? {
        let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return directories.map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// 1598000 as "1,598,000".
    static func format(_ count: Int) -> String {
        var digits = Array(String(count))
        var index = digits.count - 3
        while index > 0 {
            digits.insert(",", at: index)
            index -= 3
        }
        return String(digits)
    }
}
