/// The HTML documents the server sends: the app's page, with the first frame already drawn (the
/// page shows the screen before the script connects), and the page that asks for the access
/// token or an account. Every inserted text is escaped; the page loads no inline script or style, so a strict
/// Content-Security-Policy holds.
public enum WebPageTemplate {
    /// The app's page: the app's title `appTitle`, the top screen's `title`, session `session`,
    /// and the frame `body` (``WebDocument/firstPaint()``), with the key help (``WebKeyHelp``)
    /// and the status line.
    public static func app(appTitle: String, title: String, session: String, body: String) -> String {
        """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(HTMLWriter.escaped(pageTitle(appTitle: appTitle, screen: title)))</title>
        <link rel="stylesheet" href="lasso.css">
        <link rel="stylesheet" href="theme.css">
        <script src="lasso.js" defer></script>
        </head>
        <body data-session="\(HTMLWriter.escaped(session))" data-app-title="\(HTMLWriter.escaped(appTitle))">\(body)\(WebKeyHelp.dialog)<footer id="lasso-status" role="status" aria-live="polite"></footer>\(WebKeyHelp.button)</body>
        </html>
        """
    }

    /// The browser tab's title: the top screen's and the app's (lasso.js writes the same).
    public static func pageTitle(appTitle: String, screen: String) -> String {
        screen.isEmpty ? appTitle : "\(screen) · \(appTitle)"
    }

    /// What the sign-in page asks for.
    public enum SignInFields: Sendable, Equatable {
        /// The access token that `server` (`PROGRAM serve`) printed when it started.
        case token(server: String)
        /// An account's name and password (`serve --users FILE`).
        case account
    }

    /// The page that asks for `fields`, saying `problem` when the last try was wrong.
    public static func signIn(title: String, problem: String?, asking fields: SignInFields) -> String {
        let message = problem.map { "<p class=\"text role-error\" role=\"alert\">\(HTMLWriter.escaped($0))</p>" } ?? ""
        let inputs: String
        switch fields {
        case .token(let server):
            inputs = """
                <p class="text">This app needs the access token that <code>\(HTMLWriter.escaped(server))</code> printed when it started (or the one in its token file).</p>
                \(message)<label class="group column">Access token <input type="password" name="token" autocomplete="current-password" required autofocus></label>
                """
        case .account:
            inputs = """
                <p class="text">Sign in with your account on this server.</p>
                \(message)<label class="group column">Name <input type="text" name="name" autocomplete="username" autocapitalize="none" spellcheck="false" required autofocus></label>
                <label class="group column">Password <input type="password" name="password" autocomplete="current-password" required></label>
                """
        }
        return """
            <!doctype html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>Sign in · \(HTMLWriter.escaped(title))</title>
            <link rel="stylesheet" href="lasso.css">
            <link rel="stylesheet" href="theme.css">
            </head>
            <body><div id="app" class="lasso theme-auto"><div class="layer"><header class="bar"><h1>\(HTMLWriter.escaped(title))</h1></header>
            <form class="content group column gap-1" method="post" action="login">
            \(inputs)
            <button type="submit">Sign in</button>
            </form></div></div></body>
            </html>
            """
    }

    /// The page that says why the app cannot be opened from here (no user a trusted proxy
    /// vouched for), with nothing to fill in.
    public static func refusal(title: String, problem: String) -> String {
        """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(HTMLWriter.escaped(title))</title>
        <link rel="stylesheet" href="lasso.css">
        <link rel="stylesheet" href="theme.css">
        </head>
        <body><div id="app" class="lasso theme-auto"><div class="layer"><header class="bar"><h1>\(HTMLWriter.escaped(title))</h1></header>
        <div class="content group column gap-1"><p class="text role-error" role="alert">\(HTMLWriter.escaped(problem))</p></div>
        </div></div></body>
        </html>
        """
    }
}
