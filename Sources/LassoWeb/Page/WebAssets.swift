/// The files the page loads besides itself, shipped inside the runtime (no npm, no CDN): the
/// client script and the style sheet, from Sources/LassoWeb/Assets.
public enum WebAssets {
    /// The client script (`/lasso.js`).
    public static var script: String { String(decoding: PackageResources.lasso_js, as: UTF8.self) }

    /// The style sheet (`/lasso.css`), with a class per theme role (`.role-accent`) derived from
    /// ``Lasso/ThemeRole``.
    public static var styleSheet: String {
        String(decoding: PackageResources.lasso_css, as: UTF8.self) + ThemeStyleSheet.roleClasses
    }
}
