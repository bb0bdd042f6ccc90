import Lasso

/// A ``Theme`` ready to draw with at one ``ColorDepth``: each role's cell attributes, its
/// colours converted once instead of for every cell. At ``ColorDepth/none`` only the roles'
/// emphasis remains.
public struct ThemePalette: Sendable, Equatable {
    /// The theme.
    public let theme: Theme
    /// The depth its colours are shown at.
    public let depth: ColorDepth
    private let attributes: [ThemeRole: CellAttributes]

    /// Resolves `theme` for `depth`.
    public init(theme: Theme, depth: ColorDepth) {
        self.theme = theme
        self.depth = depth
        var attributes: [ThemeRole: CellAttributes] = [:]
        for role in ThemeRole.allCases {
            attributes[role] = CellAttributes(theme[role], depth: depth)
        }
        self.attributes = attributes
    }

    /// The attributes `role` is drawn with.
    public subscript(role: ThemeRole) -> CellAttributes {
        attributes[role] ?? .plain
    }

    /// The dark theme without colour: what a frame looks like when colour is off.
    public static let monochrome = ThemePalette(theme: .dark, depth: .none)
}
