import Testing

@testable import HTTPServer

/// The connection's lifecycle without a socket: each test drives `ConnectionStateMachine` with the
/// events `Connection` reports and a clock it sets by hand, and checks the action each event returns,
/// the deadline, the action taken when it passes, how the connection closes and its shedding rank. The wire behaviour is covered by
/// the socket tests (SlowClientTests, LimitsAndTimeoutsTests, ShutdownTests, HTTP11Tests).
@Suite struct ConnectionStateMachineTests {
    static let second: UInt64 = 1_000_000_000

    /// A clock that moves only when told to.
    struct FakeClock {
        var now: UInt64 = 1_000 * second

        mutating func advance(seconds: Double) {
            now += UInt64(seconds * Double(second))
        }
    }

    static let timeouts = ConnectionStateMachine.Timeouts(
        head: 10 * second, headUnderPressure: 2 * second, idle: 5 * second, idleUnderPressure: 1 * second,
        progress: 10 * second, body: 30 * second, bodyMinimumBytesPerSecond: 240, bodyRateGrace: 5 * second,
        lingeringClose: 2 * second, lingeringBytes: 1 << 20)

    typealias Machine = ConnectionStateMachine

    /// A request without a body, received whole at `clock.now` after `consumed` bytes: head, end, a
    /// response queued. Returns when the request began.
    @discardableResult
    static func answer(
        _ machine: inout Machine, at clock: FakeClock, consumed: inout Int, headBytes: Int = 40, keepAlive: Bool = true
    ) -> UInt64 {
        let startedAt = machine.headReceived(consumedBefore: consumed, consumed: consumed, now: clock.now)
        consumed += headBytes
        machine.consumed(total: consumed, now: clock.now)
        machine.outputQueued(now: clock.now)
        #expect(machine.responseQueued(keepAlive: keepAlive, now: clock.now) == (keepAlive ? .read : .finishOutput))
        return startedAt
    }

    @Test func keepAliveServesRequestsOneAfterAnother() {
        var clock = FakeClock()
        var machine = Machine(acceptedAt: clock.now, timeouts: Self.timeouts)
        var consumed = 0
        let acceptedAt = clock.now
        #expect(machine.state == .open(.awaitingFirstRequest, peerClosed: false))
        #expect(machine.socketReady() == .read)
        #expect(machine.deadline() == (acceptedAt + 10 * Self.second, .close))

        clock.advance(seconds: 1)
        // The first request's head counts from the accept.
        #expect(Self.answer(&machine, at: clock, consumed: &consumed) == acceptedAt)
        #expect(machine.requestCount == 1)
        // Sending: the client must read at least every `progress`.
        #expect(machine.deadline() == (clock.now + 10 * Self.second, .close))
        #expect(machine.sheddingRank(now: clock.now, received: consumed) == nil)
        clock.advance(seconds: 0.5)
        machine.outputProgressed(now: clock.now)
        #expect(machine.deadline().at == clock.now + 10 * Self.second)
        #expect(machine.outputWritten(now: clock.now) == .read)
        // Idle since the response was queued, not since it was written.
        #expect(machine.state == .open(.idle(since: clock.now - Self.second / 2), peerClosed: false))
        #expect(machine.deadline() == (clock.now - Self.second / 2 + 5 * Self.second, .close))
        #expect(machine.isIdle)

        clock.advance(seconds: 3)
        // A later request's head counts from its first byte.
        machine.headBegan(consumedBefore: consumed, now: clock.now)
        #expect(!machine.isIdle)
        #expect(machine.deadline() == (clock.now + 10 * Self.second, .respondRequestTimeout))
        let second = clock.now
        clock.advance(seconds: 1)
        #expect(Self.answer(&machine, at: clock, consumed: &consumed) == second)
        #expect(machine.outputWritten(now: clock.now) == .read)
        #expect(machine.requestCount == 2)
        #expect(machine.acceptsRequests && machine.readsInput)
        #expect(machine.inputProcessed() == .read)
    }

    @Test func pipelinedHeadWaitsBehindTheResponseBeingSent() {
        var clock = FakeClock()
        var machine = Machine(acceptedAt: clock.now, timeouts: Self.timeouts)
        var consumed = 0
        Self.answer(&machine, at: clock, consumed: &consumed)
        // The next request's head is already arriving while the first response waits for the client.
        clock.advance(seconds: 1)
        machine.headBegan(consumedBefore: consumed, now: clock.now)
        let headStart = clock.now
        // While output waits, the write deadline applies and a deadline closes (no 408 over a response).
        #expect(machine.deadline() == (headStart - Self.second + 10 * Self.second, .close))
        #expect(machine.sheddingRank(now: clock.now, received: consumed + 10) == nil)
        clock.advance(seconds: 2)
        #expect(machine.outputWritten(now: clock.now) == .read)
        // Then the head's own deadline, from its first byte.
        #expect(machine.deadline() == (headStart + 10 * Self.second, .respondRequestTimeout))
        #expect(Self.answer(&machine, at: clock, consumed: &consumed) == headStart)
        // A response queued behind one not yet written keeps the first write's progress time.
        machine.outputQueued(now: clock.now + Self.second)
        #expect(machine.output == .sending(lastProgressAt: clock.now))
    }

    @Test func headTimeoutAnswers408ThenLingers() {
        var clock = FakeClock()
        var machine = Machine(acceptedAt: clock.now, timeouts: Self.timeouts)
        let acceptedAt = clock.now
        clock.advance(seconds: 4)
        machine.headBegan(consumedBefore: 0, now: clock.now)
        // A slowloris trickling head bytes cannot extend the deadline.
        for _ in 0..<5 {
            clock.advance(seconds: 1)
            machine.consumed(total: 0, now: clock.now)
        }
        #expect(machine.deadline() == (acceptedAt + 10 * Self.second, .respondRequestTimeout))
        #expect(machine.deadline(underPressure: true) == (acceptedAt + 2 * Self.second, .respondRequestTimeout))
        clock.advance(seconds: 1)
        #expect(machine.deadlineExpired() == .respondRequestTimeout)

        // The connection queues a 408 and closes after it.
        machine.outputQueued(now: clock.now)
        #expect(machine.errorQueued() == .finishOutput)
        #expect(machine.state == .closingAfterOutput(peerClosed: false))
        #expect(machine.socketReady() == .finishOutput)
        #expect(!machine.acceptsRequests && !machine.readsInput && machine.isOpen)
        #expect(machine.deadlineExpired() == .close)
        #expect(machine.outputWritten(now: clock.now) == .linger)
        #expect(machine.state == .lingering(until: clock.now + 2 * Self.second, discardedBytes: 0))
        #expect(machine.deadline() == (clock.now + 2 * Self.second, .close))
        #expect(machine.sheddingRank(now: clock.now, received: 0) == Machine.SheddingRank(tier: 0, key: 0))
        #expect(machine.socketReady() == .discardInput)
        #expect(machine.closed() == .close)
        #expect(machine.isClosed)
        #expect(machine.deadline().at == .max)
        // Closed: nothing more to do, whatever is reported.
        #expect(machine.closed() == .wait)
        #expect(machine.socketReady() == .wait)
        #expect(machine.deadlineExpired() == .wait)
    }

    @Test func bodyMustKeepTheMinimumRateAfterTheGracePeriod() {
        var clock = FakeClock()
        var machine = Machine(acceptedAt: clock.now, timeouts: Self.timeouts)
        _ = machine.headReceived(consumedBefore: 0, consumed: 0, now: clock.now)
        let bodyStart = clock.now
        machine.consumed(total: 100, now: clock.now)  // the head itself
        // Within the grace period the rate does not count: 100 bytes at 240 B/s is under half a second.
        #expect(machine.deadline() == (bodyStart + 5 * Self.second, .respondRequestTimeout))

        // 2,400 bytes (with the head's 100) keep the rate up until 10.4 s; the progress deadline is later.
        clock.advance(seconds: 4)
        machine.consumed(total: 2_500, now: clock.now)
        let rateDeadline = bodyStart + UInt64(2_500.0 / 240.0 * 1e9)
        #expect(machine.deadline() == (rateDeadline, .respondRequestTimeout))
        // Each byte pushes the deadline on by 1/240 s.
        machine.consumed(total: 2_740, now: clock.now)
        #expect(machine.deadline().at == bodyStart + UInt64(2_740.0 / 240.0 * 1e9))

        // A client that trickles a byte a second resets the progress deadline but not the rate's.
        clock.now = bodyStart + 11 * Self.second
        var total = 2_740
        for _ in 0..<3 {
            clock.advance(seconds: 1)
            total += 1
            machine.consumed(total: total, now: clock.now)
        }
        #expect(machine.deadline().at < clock.now)
        #expect(machine.deadlineExpired() == .respondRequestTimeout)
        // Under pressure the body's deadline is the same.
        #expect(machine.deadline(underPressure: true) == machine.deadline())
    }

    @Test func bodyDeadlinesWithoutMinimumRate() {
        var timeouts = Self.timeouts
        timeouts.bodyMinimumBytesPerSecond = 0
        var clock = FakeClock()
        var machine = Machine(acceptedAt: clock.now, timeouts: timeouts)
        _ = machine.headReceived(consumedBefore: 0, consumed: 0, now: clock.now)
        let bodyStart = clock.now
        // No progress for 10 s...
        #expect(machine.deadline().at == bodyStart + 10 * Self.second)
        // ...and, with progress, the whole body within 30 s.
        var total = 0
        for _ in 0..<28 {
            clock.advance(seconds: 1)
            total += 1
            machine.consumed(total: total, now: clock.now)
        }
        #expect(machine.deadline().at == bodyStart + 30 * Self.second)
    }

    @Test func idleConnectionClosesWithoutAnswer() {
        var clock = FakeClock()
        var machine = Machine(acceptedAt: clock.now, timeouts: Self.timeouts)
        var consumed = 0
        Self.answer(&machine, at: clock, consumed: &consumed)
        let idleSince = clock.now
        #expect(machine.outputWritten(now: clock.now) == .read)
        #expect(machine.deadline() == (idleSince + 5 * Self.second, .close))
        #expect(machine.deadline(underPressure: true) == (idleSince + 1 * Self.second, .close))
        clock.advance(seconds: 6)
        #expect(machine.deadlineExpired() == .close)

        // Blank lines before a request are not a request: the idle deadline is not reset by them.
        clock.now = idleSince + 3 * Self.second
        machine.headBegan(consumedBefore: consumed, now: clock.now)
        #expect(machine.deadline().action == .respondRequestTimeout)
        machine.headWasBlankLines()
        #expect(machine.state == .open(.idle(since: idleSince), peerClosed: false))
    }

    @Test func drainLingersOnlyWhenIdle() {
        var clock = FakeClock()
        var machine = Machine(acceptedAt: clock.now, timeouts: Self.timeouts)
        #expect(machine.isIdle)
        machine.headBegan(consumedBefore: 0, now: clock.now)
        #expect(!machine.isIdle)
        var consumed = 0
        Self.answer(&machine, at: clock, consumed: &consumed)
        #expect(!machine.isIdle)  // its response is still being sent
        #expect(machine.outputWritten(now: clock.now) == .read)
        #expect(machine.isIdle)

        clock.advance(seconds: 1)
        #expect(machine.close(now: clock.now) == .linger)
        #expect(!machine.acceptsRequests && !machine.isOpen && machine.isLingering)
        #expect(machine.deadline() == (clock.now + 2 * Self.second, .close))
        // A second request to close while lingering changes nothing.
        #expect(machine.close(now: clock.now + Self.second) == .wait)
        // What the client still sends is read and dropped, up to `lingeringBytes` (a mebibyte here).
        let first = machine.discarded(1 << 19)
        let second = machine.discarded(1 << 19)
        let third = machine.discarded(1)
        #expect(first == .discardInput && second == .discardInput && third == .close)
    }

    @Test func lastResponseThenLingeringClose() {
        var clock = FakeClock()
        var machine = Machine(acceptedAt: clock.now, timeouts: Self.timeouts)
        var consumed = 0
        Self.answer(&machine, at: clock, consumed: &consumed, keepAlive: false)
        #expect(machine.state == .closingAfterOutput(peerClosed: false))
        #expect(machine.requestCount == 1)
        // A request after `Connection: close` is not answered.
        #expect(!machine.acceptsRequests)
        clock.advance(seconds: 1)
        #expect(machine.outputWritten(now: clock.now) == .linger)
    }

    @Test func halfClosedClientGetsItsAnswersThenTheConnectionCloses() {
        let clock = FakeClock()
        var machine = Machine(acceptedAt: clock.now, timeouts: Self.timeouts)
        var consumed = 0
        machine.peerClosed()
        #expect(machine.peerHasClosed && machine.acceptsRequests && !machine.readsInput)
        // The requests it sent before closing are still answered...
        Self.answer(&machine, at: clock, consumed: &consumed)
        Self.answer(&machine, at: clock, consumed: &consumed)
        #expect(machine.requestCount == 2)
        // ...then, with output waiting, the connection closes once it is written: no lingering, the
        // client has closed already.
        #expect(machine.inputProcessed() == .finishOutput)
        #expect(machine.state == .closingAfterOutput(peerClosed: true))
        #expect(machine.outputWritten(now: clock.now) == .close)

        // With nothing to send it closes at once.
        var quiet = Machine(acceptedAt: clock.now, timeouts: Self.timeouts)
        #expect(quiet.inputProcessed() == .read)  // the peer has not closed
        quiet.peerClosed()
        #expect(quiet.inputProcessed() == .close)
    }

    @Test func sheddingPrefersClosingThenLongestIdleThenSlowest() {
        var clock = FakeClock()
        var ranks: [String: Machine.SheddingRank] = [:]

        var lingering = Machine(acceptedAt: clock.now, timeouts: Self.timeouts)
        _ = lingering.close(now: clock.now)
        ranks["lingering"] = lingering.sheddingRank(now: clock.now, received: 0)

        var idleLong = Machine(acceptedAt: clock.now, timeouts: Self.timeouts)
        var consumed = 0
        Self.answer(&idleLong, at: clock, consumed: &consumed)
        _ = idleLong.outputWritten(now: clock.now)

        clock.advance(seconds: 1)
        let silentSinceAccept = Machine(acceptedAt: clock.now, timeouts: Self.timeouts)

        clock.advance(seconds: 1)
        var idleShort = Machine(acceptedAt: clock.now, timeouts: Self.timeouts)
        consumed = 0
        Self.answer(&idleShort, at: clock, consumed: &consumed)
        _ = idleShort.outputWritten(now: clock.now)

        var slow = Machine(acceptedAt: clock.now, timeouts: Self.timeouts)
        slow.headBegan(consumedBefore: 0, now: clock.now)
        var fast = Machine(acceptedAt: clock.now, timeouts: Self.timeouts)
        _ = fast.headReceived(consumedBefore: 0, consumed: 0, now: clock.now)

        var sending = Machine(acceptedAt: clock.now, timeouts: Self.timeouts)
        consumed = 0
        Self.answer(&sending, at: clock, consumed: &consumed)

        clock.advance(seconds: 4)
        ranks["idleLong"] = idleLong.sheddingRank(now: clock.now, received: 40)
        ranks["silentSinceAccept"] = silentSinceAccept.sheddingRank(now: clock.now, received: 0)
        ranks["idleShort"] = idleShort.sheddingRank(now: clock.now, received: 40)
        ranks["slow"] = slow.sheddingRank(now: clock.now, received: 20)  // 5 B/s
        ranks["fast"] = fast.sheddingRank(now: clock.now, received: 4_000)  // 1,000 B/s
        #expect(sending.sheddingRank(now: clock.now, received: 40) == nil)
        #expect(ranks["slow"] == Machine.SheddingRank(tier: 2, key: 5))

        let order = ranks.sorted { $0.value < $1.value }.map(\.key)
        #expect(order == ["lingering", "idleLong", "silentSinceAccept", "idleShort", "slow", "fast"])

        // A request a few milliseconds old is judged over a whole second, not on its first packet.
        var young = Machine(acceptedAt: clock.now, timeouts: Self.timeouts)
        young.headBegan(consumedBefore: 0, now: clock.now)
        #expect(young.sheddingRank(now: clock.now + 1_000_000, received: 30)?.key == 30)
    }
}

/// What the state says, for the assertions above (the connection itself acts on returned actions).
extension ConnectionStateMachine {
    /// Whether received requests are still answered.
    var acceptsRequests: Bool {
        if case .open = state { return true }
        return false
    }

    /// Whether the client has closed its side while the connection still answers what it received.
    var peerHasClosed: Bool { if case .open(_, peerClosed: true) = state { return true } else { return false } }

    var isLingering: Bool {
        if case .lingering = state { return true }
        return false
    }

    var isClosed: Bool { state == .closed }
}
