import SwiftUI

// A badge drawn with a custom shape, a toolbar of its own type, an optional setting, and a
// preview with traits, as the learning materials write them.
struct Star: InsettableShape {
    var inset = 0.0

    func path(in rect: CGRect) -> Path {
        var path = Path()
        let r = rect.insetBy(dx: inset, dy: inset)
        path.move(to: CGPoint(x: r.midX, y: r.minY))
        path.addLine(to: CGPoint(x: r.maxX, y: r.maxY))
        path.addLine(to: CGPoint(x: r.minX, y: r.maxY))
        path.closeSubpath()
        return path
    }

    func inset(by amount: CGFloat) -> some InsettableShape {
        var star = self
        star.inset += amount
        return star
    }
}

struct BadgeToolbar: ToolbarContent {
    @Binding var level: Int

    var body: some ToolbarContent {
        ToolbarItem(placement: .primaryAction) {
            Button("Level up") { level += 1 }
        }
    }
}

struct ContentView: View {
    @State private var level = 1
    @AppStorage("owner") private var owner: String?

    var body: some View {
        NavigationStack {
            VStack {
                Star().strokeBorder(lineWidth: 3)
                Text("Level \(level)")
                Text(owner ?? "No owner")
                Button("Claim") { owner = "Ada" }
            }
            .toolbar { BadgeToolbar(level: $level) }
        }
    }
}

#Preview("Badge", traits: .sizeThatFitsLayout) {
    ContentView()
}
