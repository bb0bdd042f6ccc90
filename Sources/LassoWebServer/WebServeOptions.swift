/// How the shell's `serve` serves an app: where it listens, who gets in, and the limits that
/// keep one user from taking the server (each refused with a message saying which).
package struct WebServeOptions: Sendable {
    /// The address to listen on; loopback by default.
    package var host = "127.0.0.1"
    /// The port; 0 picks a free one (printed at start).
    package var port = WebServeSettings.port
    /// The access token every browser must give once (exchanged for a cookie).
    package var token: String
    /// At most this many sessions (browser tabs) at once.
    package var maxSessions = WebServeSettings.maxSessions
    /// A session nobody used for this long is closed.
    package var idleTimeout: Duration = .seconds(WebServeSettings.idleTimeoutMinutes * 60)
    /// A session whose page went away is kept this long for it to come back.
    package var gracePeriod: Duration = .seconds(WebServeSettings.gracePeriodSeconds)
    /// How long a new connection has to send its first request's head (the request line and
    /// headers): a connection that sends nothing, or its headers a byte at a time, is closed
    /// then, and at once when the server stops.
    package var requestHeadTimeout: Duration = .seconds(10)
    /// How long a connection between requests (kept alive for the next one) stays open.
    package var keepAliveTimeout: Duration = .seconds(60)
    /// The most connections open at once (pages' sockets included); one more is closed as it
    /// comes. `nil`: the process's limit on open files, raised to its hard limit at start, less
    /// ``DescriptorLimit/reserve`` for everything else.
    package var maxConnections: Int?
    /// The largest message a page may send, in bytes.
    package var maxMessageBytes = 64 * 1024
    /// The events a session may send per second, on average over ``eventBurst`` events.
    package var maxEventsPerSecond = 50.0
    /// The events a session may send at once above the rate.
    package var eventBurst = 200.0
    /// Where sessions are saved, to come back after a restart of the server; `nil` keeps them
    /// in memory only.
    package var stateDirectory: String?
    /// Whether each session is journaled in ``stateDirectory`` after each of its events
    /// (`serve --journal`), so that a server that dies loses no event; else sessions are saved
    /// every 10 s while they change, and when the server stops.
    package var journalsSessions = false
    /// Origins besides the server's own address that may open the page's socket (a reverse
    /// proxy's public address: `https://apps.example.com`).
    package var allowedOrigins: [String] = []
    /// This server's name among several behind one reverse proxy: set as the `lasso_instance`
    /// cookie, which the proxy routes on, so that a browser keeps coming back to the process
    /// that has its sessions (docs/serving.md, "Several servers").
    public var instance: String?
    /// How long a stopping server waits for the pages to answer the close of their sockets
    /// (a page answers in milliseconds; one on a machine that went to sleep never does). Then
    /// the sockets are closed without an answer. The sessions are saved before either.
    package var stopGrace: Duration = .seconds(WebServeSettings.stopGraceSeconds)
    /// Where users come from when a reverse proxy signs them in (oauth2-proxy, nginx's
    /// `auth_basic`): the header naming the user, and the addresses of the proxies whose header
    /// is believed. `nil`: everyone holding the token is one user.
    package var authProxy: AuthProxy?

    /// A reverse proxy that says who each user is.
    package struct AuthProxy: Sendable, Equatable {
        /// The request header naming the user (`X-Forwarded-User`).
        package var header: String
        /// The proxies' IP addresses (`127.0.0.1`); a request from any other is refused.
        package var trustedAddresses: [String]

        package init(header: String, trustedAddresses: [String]) {
            self.header = header
            self.trustedAddresses = trustedAddresses
        }
    }

    /// The title of the sign-in page and the page before its first frame.
    package var title = "Lasso"

    /// Options with `token`.
    package init(token: String) {
        self.token = token
    }

    /// A new random access token (128 bits, as 32 hexadecimal digits).
    package static func randomToken() -> String { WebAccess.randomToken() }

    /// Whether `host` is a loopback address (only this machine reaches it).
    package static func isLoopback(_ host: String) -> Bool {
        host == "localhost" || host == "::1" || host.hasPrefix("127.")
    }
}
