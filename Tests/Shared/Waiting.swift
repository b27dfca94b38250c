// Waiting for another thread or process without a fixed sleep: poll a condition until it holds or a
// deadline passes. Linked into each test target that needs it with a symlink, as ChildProcesses.swift is.

import Foundation

/// Polls `condition` every `interval` seconds until it holds or `timeout` seconds have passed.
///
/// The timeout is a bound against hanging, not a claim about speed: callers assert on the condition
/// (or what follows from it), never on how long it took.
///
/// - Parameters:
///   - timeout: The most to wait, in seconds.
///   - interval: The pause between polls, in seconds.
///   - condition: What is waited for; asked at least once, and once more at the deadline.
/// - Returns: Whether the condition held before the deadline.
@discardableResult
func waitUntil(timeout: TimeInterval = 10, every interval: TimeInterval = 0.02, _ condition: () throws -> Bool) rethrows -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
        if try condition() { return true }
        Thread.sleep(forTimeInterval: interval)
    }
    return try condition()
}

/// Polls `produce` every `interval` seconds until it gives a value or `timeout` seconds have passed.
///
/// - Parameters:
///   - timeout: The most to wait, in seconds.
///   - interval: The pause between polls, in seconds.
///   - produce: Gives the awaited value, or nil while it is not there yet.
/// - Returns: The first value produced, or nil at the deadline.
func waitFor<T>(timeout: TimeInterval = 10, every interval: TimeInterval = 0.02, _ produce: () throws -> T?) rethrows -> T? {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
        if let value = try produce() { return value }
        Thread.sleep(forTimeInterval: interval)
    }
    return try produce()
}
