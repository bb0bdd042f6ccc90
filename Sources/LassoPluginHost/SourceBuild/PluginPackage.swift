package import Foundation

/// The Swift package that built a plugin library, found from where the library is:
/// `<package>/.build/<configuration>/lib<Product>.so` (or under `.build/<triple>/`).
package struct PluginPackage: Sendable, Equatable {
    /// The package's folder (it holds `Package.swift`).
    package let root: String
    /// The build configuration (`debug`, `release`): the name of the library's folder.
    package let configuration: String

    /// The package that built the library at `library`, and the product it is, or `nil` when
    /// the library is not inside a package's `.build` folder (a plugin installed elsewhere).
    package static func containing(library: String) -> (package: PluginPackage, product: String)? {
        let url = URL(fileURLWithPath: library)
        guard let product = PluginFiles.productName(ofFileNamed: url.lastPathComponent) else { return nil }
        let folder = url.deletingLastPathComponent()
        var candidate = folder
        while candidate.path != "/" {
            if candidate.lastPathComponent == ".build" {
                let root = candidate.deletingLastPathComponent().path
                guard FileManager.default.fileExists(atPath: root + "/Package.swift") else { return nil }
                return (PluginPackage(root: root, configuration: folder.lastPathComponent), product)
            }
            candidate = candidate.deletingLastPathComponent()
        }
        return nil
    }

    /// One target of the package, as `swift package describe --type json` describes it.
    package struct Target: Decodable, Sendable, Equatable {
        /// Its name.
        package let name: String
        /// Its folder, relative to the package.
        package let path: String
        /// The products it is built into.
        package let productMemberships: [String]

        enum CodingKeys: String, CodingKey {
            case name, path
            case productMemberships = "product_memberships"
        }

        package init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            name = try container.decode(String.self, forKey: .name)
            path = try container.decode(String.self, forKey: .path)
            productMemberships = try container.decodeIfPresent([String].self, forKey: .productMemberships) ?? []
        }
    }

    /// The targets in the JSON that `swift package describe --type json` printed.
    package static func targets(describedBy json: Data) throws -> [Target] {
        struct Description: Decodable { let targets: [Target] }
        return try JSONDecoder().decode(Description.self, from: json).targets
    }

    /// The source folders (absolute) of the targets built into `product`.
    package func sourceFolders(of product: String, targets: [Target]) -> [String] {
        targets.filter { $0.productMemberships.contains(product) }.map { root + "/" + $0.path }.sorted()
    }
}
