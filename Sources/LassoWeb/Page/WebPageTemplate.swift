/// The HTML documents the server sends: the app's page, with the first frame already drawn (the
/// page shows the screen before the script connects), and the page that asks for the access
/// token. Every inserted text is escaped; the page loads no inline script or style, so a strict
/// Content-Security-Policy holds.
public enum WebPageTemplate {
    /// The app's page: the app's title `appTitle`, the top screen's `title`, session `session`,
    /// and the frame `body` (``WebDocument/firstPaint()``).
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
        <body data-session="\(HTMLWriter.escaped(session))" data-app-title="\(HTMLWriter.escaped(appTitle))">\(body)<footer id="lasso-status" role="status" aria-live="polite"></footer></body>
        </html>
        """
    }

    /// The browser tab's title: the top screen's and the app's (lasso.js writes the same).
    public static func pageTitle(appTitle: String, screen: String) -> String {
        screen.isEmpty ? appTitle : "\(screen) · \(appTitle)"
    }

    /// The page that asks for the access token, saying `problem` when the last one was wrong;
    /// `server` is the command that printed the token (`PROGRAM serve`).
    public static func signIn(title: String, problem: String?, server: String) -> String {
        let message = problem.map { "<p class=\"text role-error\" role=\"alert\">\(HTMLWriter.escaped($0))</p>" } ?? ""
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
            <p class="text">This app needs the access token that <code>\(HTMLWriter.escaped(server))</code> printed when it started (or the one in its token file).</p>
            \(message)<label class="group column">Access token <input type="password" name="token" autocomplete="current-password" required autofocus></label>
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
