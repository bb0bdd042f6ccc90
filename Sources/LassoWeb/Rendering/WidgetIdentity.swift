import Lasso

/// The keys a browser page knows widgets and controllers by (`w12`, `c3`): the same object gets
/// the same key in every frame, and a key the page sends back finds its object only while the
/// object lives. Keys are never reused within a page.
@MainActor
final class WidgetIdentity {
    private struct Entry {
        weak var object: AnyObject?
        let key: String
    }

    private var byObject: [ObjectIdentifier: Entry] = [:]
    private var byKey: [String: Entry] = [:]
    private var nextNumber = 1

    /// The key of `object`, made the first time it is asked for; `prefix` starts a new key.
    func key(for object: AnyObject, prefix: String) -> String {
        let id = ObjectIdentifier(object)
        if let entry = byObject[id], entry.object === object { return entry.key }
        let key = prefix + String(nextNumber)
        nextNumber += 1
        let entry = Entry(object: object, key: key)
        byObject[id] = entry
        byKey[key] = entry
        return key
    }

    /// The live object that has `key`, if any.
    func object(forKey key: String) -> AnyObject? {
        byKey[key]?.object
    }

    /// Forgets objects that are gone.
    func prune() {
        byObject = byObject.filter { $0.value.object != nil }
        byKey = byKey.filter { $0.value.object != nil }
    }

    /// How many objects have keys now.
    var count: Int { byObject.count }
}
