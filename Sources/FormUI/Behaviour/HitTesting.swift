extension View {
    /// Whether the view takes taps and clicks: with `false`, they go through to what is behind it (CSS
    /// `pointer-events: none`), as an overlay that only decorates. A keyboard still reaches its
    /// controls, as on a device hit testing concerns touches only.
    public consuming func allowsHitTesting(_ enabled: Bool) -> some View {
        styled(enabled ? "hit-testing" : "no-hit-testing", "")
    }
}
