import SwiftUI

struct ClockFace: View {
    var body: some View {
        TimelineView(.periodic(from: .now, by: 1)) { context in
            Text("Second \(Calendar.current.component(.second, from: context.date))")
        }
    }
}

struct AccentSwatch: View {
    let color: Color
    var body: some View {
        Canvas { context, size in
            context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(color))
        }
        .frame(width: 24, height: 24)
    }
}

struct ContentView: View {
    @State private var session = FocusSession()
    @State private var accent = Color.blue
    @State private var chimes = true

    var body: some View {
        VStack {
            ClockFace()
            Text("\(session.remaining) s left")
            Text(session.message)
            Button(session.isRunning ? "Pause" : "Start") { session.toggle() }
            Button("Save \(session.saved) sessions") { session.save() }
            Label("^[\(session.saved) session](inflect: true)", systemImage: "star")
            Toggle("Chimes", isOn: $chimes)
            ColorPicker("Accent", selection: $accent)
            AccentSwatch(color: accent)
            ShareLink(item: "I finished a focus session")
        }
    }
}

#Preview {
    ContentView()
}
