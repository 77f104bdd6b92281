import Foundation

// A cart model in a file of its own that imports only Foundation.
@Observable final class Cart {
    var items: [String] = []
    var coupon = ""

    var count: Int { items.count }

    func add(_ product: String) {
        items.append(product)
    }
}
