import FormUITesting
import SwiftUI
import Testing

// Drawing as tutorial apps write it: shapes of their own with `path(in:)`, a ring of progress, a pie
// chart and a sparkline, dashed outlines, colour effects. Each test reads the markup decoded (`&quot;`
// as `"`), so the values asserted are the CSS and SVG as a browser reads them.

private struct Pennant: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.midX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.closeSubpath()
        return path
    }
}

private struct Wedge: Shape {
    var from: Angle
    var to: Angle
    var clockwise = false

    func path(in rect: CGRect) -> Path {
        let middle = CGPoint(x: rect.midX, y: rect.midY)
        var path = Path()
        path.move(to: middle)
        path.addArc(center: middle, radius: rect.width / 2, startAngle: from, endAngle: to, clockwise: clockwise)
        path.closeSubpath()
        return path
    }
}

private struct Sparkline: Shape {
    var readings: [Double]

    func path(in rect: CGRect) -> Path {
        var path = Path()
        guard readings.count > 1 else { return path }
        let step = rect.width / CGFloat(readings.count - 1)
        path.addLines(readings.enumerated().map { index, reading in
            CGPoint(x: CGFloat(index) * step, y: rect.maxY - CGFloat(reading) * rect.height)
        })
        return path
    }
}

/// A shape with `animatableData`, as tutorials write one to animate its arc: a page shows it as it is.
private struct DialArc: Shape {
    var fraction: Double

    var animatableData: Double {
        get { fraction }
        set { fraction = newValue }
    }

    func path(in rect: CGRect) -> Path {
        Path { path in
            path.addArc(center: CGPoint(x: rect.midX, y: rect.maxY), radius: rect.width / 2,
                        startAngle: .degrees(180), endAngle: .degrees(180 + 180 * fraction), clockwise: false)
        }
    }
}

private struct StepGoalRing: View {
    var done: Double

    var body: some View {
        ZStack {
            Circle().stroke(Color.gray.opacity(0.25), lineWidth: 14)
            Circle()
                .trim(from: 0, to: done)
                .stroke(Color.green, style: StrokeStyle(lineWidth: 14, lineCap: .round))
                .rotationEffect(.degrees(-90))
            Text("\(Int(done * 100))%")
        }
        .frame(width: 150, height: 150)
    }
}

private struct DrawingBoard: View {
    var body: some View {
        VStack(spacing: 16) {
            Pennant().fill(.orange).frame(width: 120, height: 90)
            StepGoalRing(done: 0.75)
            Wedge(from: .degrees(0), to: .degrees(90)).fill(.purple).frame(width: 100, height: 100)
            Sparkline(readings: [0.2, 0.8, 0.5]).stroke(.blue, lineWidth: 2).frame(width: 200, height: 50)
            RoundedRectangle(cornerRadius: 12)
                .stroke(Color.secondary, style: StrokeStyle(lineWidth: 2, dash: [6, 4]))
                .frame(width: 200, height: 60)
        }
    }
}

@Suite struct DrawingTests {
    private func markup<V: View>(@ViewBuilder _ view: @escaping @Sendable () -> V) -> String {
        HTMLReader.decode(ViewTester { view() }.html())
    }

    @Test func anAppsOwnShapeIsAnSVGPathDrawnInTheFramesRectangle() {
        let html = markup { Pennant().fill(.orange).frame(width: 120, height: 90) }
        #expect(html.contains("<svg class=\"drawing\" viewBox=\"0 0 120 90\" preserveAspectRatio=\"none\" width=\"120\" height=\"90\" aria-hidden=\"true\" focusable=\"false\"><path d=\"M60 0L120 90L0 90Z\" style=\"fill:var(--orange)\"></path></svg>"))
    }

    @Test func aShapeNoFrameSizesIsDrawnInANominalSquareThatScalesToItsBox() {
        let html = markup { Pennant() }
        #expect(html.contains("viewBox=\"0 0 100 100\" preserveAspectRatio=\"none\""))
        #expect(html.contains("<path d=\"M50 0L100 100L0 100Z\" style=\"fill:var(--primary)\">"), "filled with the foreground style")
        let tinted = markup { Pennant().foregroundStyle(.mint) }
        #expect(tinted.contains("style=\"fill:var(--mint)\""))
        let filled = markup { Pennant().fill().foregroundStyle(.indigo) }
        #expect(filled.contains("style=\"fill:var(--indigo)\""), "fill() fills with the foreground style")
        #expect(markup { Circle().fill() }.contains("style=\"border-radius:50%;background:var(--primary);\""))
    }

    @Test func aRingOfProgressIsATrimmedStrokeTurnedToStartAtTheTop() {
        let html = markup { StepGoalRing(done: 0.75) }
        // The track is the built-in circle's box, as before; the trimmed circle is SVG.
        #expect(html.contains("<span class=\"shape\" aria-hidden=\"true\" style=\"border-radius:50%;border:14px solid color-mix(in srgb, var(--gray) 25%, transparent);\"></span>"))
        // The trimmed circle is SVG's circle in the box's pixels (its size not known inside the stack:
        // percentages), its line inside the box as the track's border is.
        #expect(html.contains("<div class=\"transform\" style=\"transform:rotate(-90deg);\"><svg class=\"drawing\" aria-hidden=\"true\" focusable=\"false\"><circle style=\"cx:50%;cy:50%;r:calc(50% - 7px);fill:none;stroke:var(--green);stroke-width:14px\" stroke-linecap=\"round\" pathLength=\"1\" stroke-dasharray=\"0.75 2\"></circle></svg></div>"))
        #expect(html.contains(">75%<"))
    }

    @Test func aTrimThatStartsPartWayMovesTheDashAndAnEmptyOneDrawsNoLine() {
        let part = markup { Circle().trim(from: 0.25, to: 0.5).stroke(.red, lineWidth: 4).frame(width: 80, height: 60) }
        #expect(part.contains("<svg class=\"drawing\" width=\"80\" height=\"60\" aria-hidden=\"true\" focusable=\"false\"><circle cx=\"40\" cy=\"30\" r=\"28\" style=\"fill:none;stroke:var(--red);stroke-width:4px\" pathLength=\"1\" stroke-dasharray=\"0.25 2\" stroke-dashoffset=\"-0.25\"></circle></svg>"))
        let none = markup { Circle().trim(from: 0, to: 0).stroke(.red, style: StrokeStyle(lineWidth: 4, lineCap: .round)) }
        #expect(none.contains("visibility=\"hidden\""), "a round cap would draw a dot")
        let check = markup { Pennant().trim(from: 0, to: 0.5).stroke(.red, lineWidth: 2) }
        #expect(check.contains("<path d=\"M50 0L100 100L0 100Z\" style=\"fill:none;stroke:var(--red);stroke-width:2px\" pathLength=\"1\" stroke-dasharray=\"0.5 2\"></path>"), "no non-scaling stroke: the dash is measured in the path's units")
    }

    @Test func arcsTurnClockwiseOnTheScreenUnlessToldClockwise() {
        let quarter = markup { Wedge(from: .degrees(0), to: .degrees(90)).fill(.purple).frame(width: 100, height: 100) }
        #expect(quarter.contains("d=\"M50 50L100 50C100 77.61 77.61 100 50 100Z\""), "from the trailing side down to the bottom")
        let rest = markup { Wedge(from: .degrees(0), to: .degrees(90), clockwise: true).fill(.purple).frame(width: 100, height: 100) }
        #expect(rest.contains("d=\"M50 50L100 50C100 22.39 77.61 0 50 0C"), "up over the top: three quarters")
    }

    @Test func anAnimatableShapeIsDrawnAsItIs() {
        var dial = DialArc(fraction: 0.25)
        dial.animatableData = 0.5
        let shown = dial
        let html = markup { shown.stroke(.orange, lineWidth: 6).frame(width: 100, height: 50) }
        #expect(html.contains("d=\"M0 50C0 22.39 22.39 0 50 0\""), "a quarter turn from the leading side over the top")
    }

    @Test func aChartsLinesAreStrokedWithTheirWidthInPixels() {
        let html = markup { Sparkline(readings: [0.2, 0.8, 0.5]).stroke(.blue, lineWidth: 2).frame(width: 200, height: 50) }
        #expect(html.contains("viewBox=\"0 0 200 50\""))
        #expect(html.contains("<path d=\"M0 40L100 10L200 25\" style=\"fill:none;stroke:var(--blue);stroke-width:2px\" vector-effect=\"non-scaling-stroke\"></path>"))
    }

    @Test func pathsBuildCurvesCornersAndBounds() {
        let wave = Path { path in
            path.move(to: .zero)
            path.addQuadCurve(to: CGPoint(x: 100, y: 0), control: CGPoint(x: 50, y: 80))
            path.addCurve(to: .zero, control1: CGPoint(x: 80, y: -40), control2: CGPoint(x: 20, y: -40))
        }
        #expect(wave.description == "M0 0Q50 80 100 0C80 -40 20 -40 0 0")
        #expect(wave.boundingRect == CGRect(x: 0, y: -30, width: 100, height: 70), "the curves' extremes, not their control points")
        #expect(wave.currentPoint == .zero)

        var corner = Path()
        corner.move(to: .zero)
        corner.addArc(tangent1End: CGPoint(x: 100, y: 0), tangent2End: CGPoint(x: 100, y: 100), radius: 20)
        #expect(corner.description == "M0 0L80 0C91.05 0 100 8.95 100 20")

        #expect(Path(CGRect(x: 10, y: 10, width: 30, height: 20)).description == "M10 10L40 10L40 30L10 30Z")
        #expect(Path().isEmpty && Path().currentPoint == nil)
        var closed = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
        closed.addLine(to: CGPoint(x: 5, y: 20))
        #expect(closed.description == "M0 0L10 0L10 10L0 10ZM0 0L5 20", "after a close a line starts at the subpath's start")
        #expect(Path(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 20)).boundingRect == CGRect(x: 0, y: 0, width: 40, height: 20))
    }

    @Test func aStarFilledByTheEvenOddRuleAndABorderDrawnInsideTheShape() {
        let star = markup {
            Path { path in
                path.addLines([CGPoint(x: 50, y: 0), CGPoint(x: 80, y: 100), CGPoint(x: 0, y: 35), CGPoint(x: 100, y: 35), CGPoint(x: 20, y: 100)])
                path.closeSubpath()
            }
            .fill(.yellow, style: FillStyle(eoFill: true))
        }
        #expect(star.contains("<path d=\"M50 0L80 100L0 35L100 35L20 100Z\" fill-rule=\"evenodd\" style=\"fill:var(--yellow)\">"))
        let border = markup { Pennant().strokeBorder(.blue, lineWidth: 10).frame(width: 100, height: 100) }
        #expect(border.contains("d=\"M50 5L95 95L5 95Z\""), "drawn in the rectangle inset by half the line")
        let oval = markup { Ellipse().trim(from: 0, to: 0.5).stroke(.blue, lineWidth: 2).frame(width: 60, height: 40) }
        #expect(oval.contains("<ellipse cx=\"30\" cy=\"20\" rx=\"29\" ry=\"19\""))
        var tab = Path()
        tab.addRoundedRect(in: CGRect(x: 0, y: 0, width: 40, height: 20), cornerRadii: RectangleCornerRadii(topLeading: 30))
        #expect(tab.description.hasPrefix("M10 0L40 0L40 20L0 20L0 10C"), "a radius is at most half the rectangle")
    }

    @Test func aPathOnItsOwnIsDrawnAtItsOwnSize() {
        let html = markup {
            Path { path in
                path.move(to: CGPoint(x: 10, y: 10))
                path.addLine(to: CGPoint(x: 90, y: 30))
            }
            .stroke(.pink, lineWidth: 3)
        }
        #expect(html.contains("viewBox=\"0 0 90 30\" preserveAspectRatio=\"xMidYMid meet\" width=\"90\" height=\"30\""))
        #expect(html.contains("<path d=\"M10 10L90 30\" style=\"fill:none;stroke:var(--pink);stroke-width:3px\""))
    }

    @Test func dashedLinesAreDashedBordersOnBoxesAndDashArraysOnPaths() {
        let box = markup { RoundedRectangle(cornerRadius: 12).stroke(Color.secondary, style: StrokeStyle(lineWidth: 2, dash: [6, 4])) }
        #expect(box.contains("style=\"border-radius:12px;border:2px dashed var(--secondary);\""))
        let dots = markup { Circle().strokeBorder(style: StrokeStyle(lineWidth: 3, lineCap: .round, dash: [1, 5])) }
        #expect(dots.contains("border:3px dotted var(--primary);"))
        let path = markup { Pennant().stroke(.red, style: StrokeStyle(lineWidth: 3, lineJoin: .round, dash: [8, 4, 2, 4], dashPhase: 2)) }
        #expect(path.contains("stroke-linejoin=\"round\" stroke-dasharray=\"8 4 2 4\" stroke-dashoffset=\"2\""))
        let uneven = markup { Rectangle().stroke(.red, style: StrokeStyle(lineWidth: 2, dash: [8, 4, 2, 4])).frame(width: 50, height: 30) }
        #expect(uneven.contains("<rect x=\"1\" y=\"1\" width=\"48\" height=\"28\" style=\"fill:none;stroke:var(--red);stroke-width:2px\" stroke-dasharray=\"8 4 2 4\"></rect>"), "a border cannot space its dashes unevenly")
        let plain = markup { Circle().stroke(lineWidth: 4).foregroundStyle(.pink) }
        #expect(plain.contains("border-radius:50%;border:4px solid var(--pink);"))
    }

    @Test func theBuiltInShapesStayBoxes() {
        let html = markup { Circle().fill(.blue) }
        #expect(html.contains("<span class=\"shape\" aria-hidden=\"true\" style=\"border-radius:50%;background:var(--blue);\"></span>"))
        #expect(!html.contains("<svg"))
        let erased = markup { AnyShape(Capsule()).fill(.green) }
        #expect(erased.contains("style=\"border-radius:9999px;background:var(--green);\""))
        let erasedPath = markup { AnyShape(Pennant()).fill(.green) }
        #expect(erasedPath.contains("d=\"M50 0L100 100L0 100Z\""))
    }

    @Test func unevenCornersAndTheContainersCorners() {
        let tab = markup { UnevenRoundedRectangle(topLeadingRadius: 12, bottomTrailingRadius: 4).fill(.blue) }
        #expect(tab.contains("style=\"border-radius:12px 0px 4px 0px;background:var(--blue);\""))
        let outline = UnevenRoundedRectangle(topLeadingRadius: 10).path(in: CGRect(x: 0, y: 0, width: 50, height: 40))
        #expect(outline.description.hasPrefix("M10 0L50 0L50 40L0 40L0 10C"))
        #expect(outline.boundingRect == CGRect(x: 0, y: 0, width: 50, height: 40))
        let card = markup {
            VStack { ContainerRelativeShape().fill(.teal) }
                .padding(8)
                .containerShape(RoundedRectangle(cornerRadius: 20))
        }
        #expect(card.contains("style=\"--container-radius:20px;\""))
        #expect(card.contains("style=\"border-radius:var(--container-radius,0);background:var(--teal);\""))
    }

    @Test func shapesInsetTurnedMovedAndScaled() {
        let inset = markup { Circle().inset(by: 10).stroke(.blue, lineWidth: 2) }
        #expect(inset.contains("<path d=\"M90 50C"))
        let turnedBox = markup { Rectangle().rotation(.degrees(45)).fill(.red) }
        #expect(turnedBox.contains("style=\"border-radius:0;background:var(--red);transform:rotate(45deg);\""))
        let movedBox = markup { Capsule().offset(x: 5, y: -3).fill(.red) }
        #expect(movedBox.contains("transform:translate(5px,-3px);"))
        let turned = markup { Pennant().rotation(.degrees(180)).fill(.red) }
        #expect(turned.contains("d=\"M50 100L0 0L100 0Z\""))
        let scaled = markup { Pennant().scale(0.5).fill(.red) }
        #expect(scaled.contains("d=\"M50 25L75 75L25 75Z\""))
        let fromCorner = markup { Rectangle().scale(0.5, anchor: .topLeading).fill(.red) }
        #expect(fromCorner.contains("transform:translate(-50%,-50%) scale(0.5,0.5) translate(50%,50%);"))
    }

    @Test func colourEffectsAreCSSFiltersInTheOrderWritten() throws {
        let html = markup {
            Image(systemName: "star.fill")
                .contrast(1.5)
                .saturation(0.5)
                .grayscale(1)
                .hueRotation(.degrees(90))
                .colorInvert()
                .blur(radius: 3)
        }
        let filters = ["contrast(1.5)", "saturate(0.5)", "grayscale(1)", "hue-rotate(90deg)", "invert(1)", "blur(3px)"]
        let places = try filters.map { try #require(html.range(of: "filter:" + $0 + ";"), "\($0)").lowerBound }
        #expect(places == places.sorted(by: >), "the first effect is innermost: it applies first")
        let opaque = markup { Text("Hidden").blur(radius: 2, opaque: true) }
        #expect(opaque.contains("filter:blur(2px);overflow:hidden;"))
    }

    @Test func blendingMultiplyingMasksAndTransforms() {
        #expect(markup { Text("Glow").blendMode(.colorDodge) }.contains("style=\"mix-blend-mode:color-dodge;\""))
        #expect(markup { Text("Ink").blendMode(.multiply) }.contains("mix-blend-mode:multiply;"))
        let multiplied = markup { Image(systemName: "sun.max").colorMultiply(.red) }
        #expect(multiplied.contains("mix-blend-mode:multiply;background:var(--red)"))
        let faded = markup { Text("Fades").mask { LinearGradient(colors: [.black, .clear], startPoint: .top, endPoint: .bottom) } }
        #expect(faded.contains("mask:linear-gradient(180deg, var(--black) 0%, transparent 100%);"))
        let round = markup { Text("Round").mask { Circle() } }
        #expect(round.contains("mask:url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 100 100' preserveAspectRatio='xMidYMid meet'%3E%3Cpath d='M100 50C"))
        let clipped = markup { Text("Pennant").clipShape(Pennant()) }
        #expect(clipped.contains("%3Cpath d='M50 0L100 100L0 100Z'/%3E"))
        #expect(clipped.contains("overflow:hidden;"))
        let luminance = markup { Text("Mask").luminanceToAlpha() }
        #expect(luminance.contains("<feColorMatrix type=\"luminanceToAlpha\"></feColorMatrix></filter></svg><div class=\"filter\" style=\"filter:url(#luminance-to-alpha-"))
        let skewed = markup { Text("Skew").transformEffect(CGAffineTransform(a: 1, b: 0, c: 0.5, d: 1, tx: 10, ty: 0)) }
        #expect(skewed.contains("style=\"transform-origin:0 0;transform:matrix(1,0,0.5,1,10,0);\""))
        let projected = markup { Text("Wide").projectionEffect(ProjectionTransform(CGAffineTransform(scaleX: 2, y: 1))) }
        #expect(projected.contains("transform:matrix(2,0,0,1,0,0);"))
    }

    @Test func thePagesOwnStylesAreItsCSSVariables() {
        let html = markup {
            VStack {
                Rectangle().fill(.background)
                Rectangle().fill(.foreground)
                Rectangle().fill(.separator)
                Rectangle().fill(.placeholder)
                Rectangle().fill(.fill)
                Rectangle().fill(.link)
            }
        }
        for css in ["var(--bg-elevated)", "currentColor", "var(--separator)", "var(--secondary)", "var(--fill)", "var(--accent)"] {
            #expect(html.contains("style=\"border-radius:0;background:" + css + ";\""), "\(css)")
        }
    }

    @Test func ellipticalGradientsImagesAndTheBackgroundStyle() {
        let glow = markup { Rectangle().fill(EllipticalGradient(colors: [.yellow, .orange], startRadiusFraction: 0.1, endRadiusFraction: 0.5)) }
        #expect(glow.contains("background:radial-gradient(ellipse 50% 50% at 50% 50%, var(--yellow) 20%, var(--orange) 100%);"))
        let tiles = markup { Rectangle().fill(ImagePaint(image: Image("tile"))) }
        #expect(tiles.contains("background:url(\"/images/tile.png\") repeat;"))
        let filled = markup { Text("Note").padding().background().backgroundStyle(.yellow) }
        #expect(filled.contains("style=\"background:var(--yellow);border-radius:0;\""))
        let capsule = markup { Text("Tag").padding(4).background(in: Capsule()).backgroundStyle(.mint) }
        #expect(capsule.contains("style=\"background:var(--mint);border-radius:9999px;\""))
        let plain = markup { Text("Tag").padding(4).background(in: Capsule()) }
        #expect(plain.contains("style=\"background:var(--bg-elevated);border-radius:9999px;\""), "unchanged without a background style")
        let gradientPennant = markup { Pennant().fill(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)) }
        #expect(gradientPennant.contains("<div class=\"drawing\" aria-hidden=\"true\" style=\"aspect-ratio:100/100;background:linear-gradient(90deg, var(--red) 0%, var(--blue) 100%);-webkit-mask:url("))
        let behind = markup { Text("Flag").background(.yellow, in: Pennant()) }
        #expect(behind.contains("<div class=\"layered\"><div class=\"layer background\"><svg class=\"drawing\""))
    }

    @Test func aBoardOfDrawingsRendersEachOfItsShapes() {
        let html = markup { DrawingBoard() }
        #expect(html.components(separatedBy: "<svg class=\"drawing\"").count - 1 == 4, "pennant, ring, wedge, sparkline")
        #expect(html.components(separatedBy: "aria-hidden=\"true\" focusable=\"false\"").count - 1 == 4)
    }
}
