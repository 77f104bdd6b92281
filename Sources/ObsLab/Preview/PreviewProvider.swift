/// The preview protocol from before `#Preview`: `struct ContentView_Previews:
/// PreviewProvider { static var previews: some View { ContentView() } }`. `obslab try`
/// loads each provider's `previews` as a variant, as it does a `#Preview`.
@MainActor
public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder static var previews: Previews { get }
}
