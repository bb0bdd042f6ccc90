import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdCore
import HummingbirdWebSocket
import Lasso
import LassoConfig
import LassoPluginHost
import LassoWeb
import Logging
import NIOCore
import ServiceLifecycle

/// The shell's `serve`: the app over HTTP and WebSocket, on Hummingbird.
///
/// - `GET /` is the app's page with its first frame drawn, once the browser has signed in
///   (``WebSignIn``: `/?token=…` sets the access cookie and redirects to `/`; `POST /login`
///   takes the token or an account from the sign-in page);
/// - `GET /ws` is the page's socket: events in, patches out (``LassoWeb/WebDocument``), after
///   checking the cookie and that the page's origin is the server's; the session is made here
///   (``WebSessionHub/connect(fresh:resume:user:)``), not by the page load;
/// - `/lasso.js`, `/lasso.css`, `/theme.css` are the client and its styles.
///
/// Every response, a 404 included (``SecurityHeadersMiddleware``), carries a
/// Content-Security-Policy that allows only the server's own script and styles, and forbids
/// framing.
package struct WebServer: Sendable {
    let options: WebServeOptions
    let hub: WebSessionHub
    /// Who may come in, and the credentials they get.
    let access: WebSignIn
    let themeCSS: String

    /// The command that started the server and printed its token, as pages name it
    /// (`PROGRAM serve`): the program's name is the program's to say (``HostProgram``).
    static var serverCommand: String { "\(HostProgram.current.name) serve" }

    /// The headers every response has.
    static let securityHeaders: HTTPFields = [
        .contentSecurityPolicy:
            "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
        .xContentTypeOptions: "nosniff",
        HTTPField.Name("Referrer-Policy")!: "no-referrer",
        .cacheControl: "no-store",
    ]

    /// The header in which a browser says whose page sent a request.
    static let secFetchSite = HTTPField.Name("Sec-Fetch-Site")!

    /// A server for `hub`'s sessions, with the theme style sheet for `appTheme`, signing people
    /// in with `accounts` when given, their credentials signed with `secret`
    /// (``CredentialSecret/load(from:)``); else with the token, or the proxy, of `options`.
    @MainActor
    package init(
        options: WebServeOptions, hub: WebSessionHub, appTheme: Theme?, accounts: (Accounts, secret: [UInt8])? = nil
    ) {
        self.options = options
        self.hub = hub
        access = WebSignIn(
            options: options, accounts: accounts.map { WebSignIn.AccountsSignIn(accounts: $0.0, secret: $0.secret) })
        themeCSS = ThemeStyleSheet.css(appTheme: appTheme)
    }

    /// Serves until `stopRequests` asks it to stop (the shell turns SIGINT, SIGTERM and SIGHUP
    /// into requests), then saves every session. `didStart` gets the port listened on.
    ///
    /// The first request saves every session at once (so that nothing is lost however the
    /// sockets close), stops taking connections and closes every page's socket; a page that has
    /// not answered within ``WebServeOptions/stopGrace`` has its socket closed without waiting.
    /// A connection that has not sent a whole request head is closed at once
    /// (``RequestHeadDeadline``: Hummingbird heeds neither the graceful stop nor cancellation
    /// for it). The server's tasks are then given ``cancellationAllowance`` to end, and are left
    /// behind when they do not (the process ends next). What the apps still do off the main
    /// actor (``BackgroundWork``) then gets the grace to end. A second request, whether the
    /// pages are still closing or their apps' work is, returns at once (the apps' work gets
    /// ``cancellationAllowance`` at most). Every session is saved again before it returns. `didStop` hears of each step of the stop
    /// (``StopStep``), for the operator.
    package func run(
        stopRequests: AsyncStream<Void>, didStart: @escaping @Sendable (Int) async -> Void,
        didStop: @escaping @Sendable (StopStep) -> Void = { _ in }
    ) async throws {
        let router = Router(context: ServeRequestContext.self)
        addRoutes(to: router)
        let app = Application(
            router: router,
            server: serverBuilder(router),
            configuration: .init(address: .hostname(options.host, port: options.port), serverName: nil),
            onServerRunning: { channel in await didStart(channel.localAddress?.port ?? 0) },
            logger: Self.quietLogger
        )
        // No signals of its own: libdispatch's signal sources, which ServiceGroup would use, can
        // miss a signal sent just after they start (SignalWatch in LassoTerminal says why).
        var configuration = ServiceGroupConfiguration(services: [app], logger: Self.quietLogger)
        configuration.maximumGracefulShutdownDuration = options.stopGrace
        let services = ServiceGroup(configuration: configuration)
        let stop = StopState()
        // Sweeping ends once a stop is asked for: a page that answered the close is gone, and
        // ending its session past the grace period would delete the file just saved for it.
        let sweeper = Task { @MainActor [hub] in
            while (try? await Task.sleep(for: .seconds(1))) != nil, !stop.isRequested {
                hub.sweep()
                await hub.saveChangedIfDue()
            }
        }
        defer { sweeper.cancel() }
        // What ends the wait: the server's own end, a stop request, or the stop's deadline.
        let (events, emit) = AsyncStream.makeStream(of: ServingEvent.self)
        // Not a child task: a structured wait would wait for tasks that never end (above).
        let serving = Task {
            do {
                try await services.run()
                emit.yield(.ended(nil))
            } catch {
                emit.yield(.ended(error))
            }
        }
        let listening = Task {
            for await _ in stopRequests { emit.yield(.stopRequested) }
        }
        var deadline: Task<Void, Never>?
        defer {
            serving.cancel()
            listening.cancel()
            deadline?.cancel()
        }
        var pending = events.makeAsyncIterator()
        // Whether the stop no longer waits for anyone: a second request came, or the deadline.
        var atOnce = false
        waiting: while let event = await pending.next() {
            switch event {
            case .ended(let error):
                if let error, !(await stop.isRequested) { throw error }
                break waiting
            case .stopRequested:
                if await stop.isRequested {
                    didStop(.stoppingAtOnce)
                    atOnce = true
                    break waiting
                }
                let saved = await MainActor.run {
                    stop.isRequested = true
                    hub.saveAll()
                    return hub.count
                }
                didStop(.saved(sessions: saved, grace: options.stopGrace))
                await services.triggerGracefulShutdown()
                let wait = options.stopGrace + Self.cancellationAllowance
                deadline = Task {
                    guard (try? await Task.sleep(for: wait)) != nil else { return }
                    emit.yield(.deadlinePassed)
                }
            case .deadlinePassed:
                atOnce = true
                break waiting
            case .settled:
                break
            }
        }
        // What the apps still do off the main actor (a record being written) gets the grace
        // after a graceful end, only the allowance once the stop is at once; a second request
        // or the deadline while it runs ends the wait too.
        let limit = atOnce ? Self.cancellationAllowance : options.stopGrace
        let settling = Task { @MainActor [hub] in
            await hub.settleBackgroundWork(within: limit)
            emit.yield(.settled)
        }
        defer { settling.cancel() }
        settlingWait: while let event = await pending.next() {
            switch event {
            case .settled:
                break settlingWait
            case .stopRequested where !atOnce:
                didStop(.stoppingAtOnce)
                break settlingWait
            case .deadlinePassed where !atOnce:
                break settlingWait
            case .ended, .stopRequested, .deadlinePassed:
                continue
            }
        }
        await hub.saveAll()
        await hub.finishSharedSaving()
    }

    /// HTTP/1 with the WebSocket upgrade, every connection under the deadlines of
    /// ``WebServeOptions/requestHeadTimeout`` and ``WebServeOptions/keepAliveTimeout``.
    private func serverBuilder(_ router: Router<ServeRequestContext>) -> HTTPServerBuilder {
        let webSocketResponder = router.buildResponder()
        let configuration = HTTP1WebSocketUpgradeChannel.Configuration(
            http1: .init(idleTimeout: TimeAmount(options.keepAliveTimeout)),
            // Frames up to four times the message limit are read, so that a message over the
            // limit is refused with a reason the page shows (a larger frame just drops the
            // connection).
            ws: .init(maxFrameSize: options.maxMessageBytes * 4, validateUTF8: true))
        let requestHeadTimeout = TimeAmount(options.requestHeadTimeout)
        let limit = ConnectionLimit(maximum: options.maxConnections ?? DescriptorLimit.defaultConnectionLimit())
        return HTTPServerBuilder { responder in
            DeadlinedChannel(
                inner: HTTP1WebSocketUpgradeChannel(
                    responder: responder, webSocketResponder: webSocketResponder, configuration: configuration),
                requestHeadTimeout: requestHeadTimeout, limit: limit)
        }
    }

    /// How long after ``WebServeOptions/stopGrace`` the server's tasks get to end once cancelled.
    static let cancellationAllowance: Duration = .seconds(3)

    /// A step of a stop asked for, as ``run(stopRequests:didStart:didStop:)`` tells it.
    package enum StopStep: Sendable, Equatable {
        /// The first request: every session saved; the pages' sockets close within `grace`.
        case saved(sessions: Int, grace: Duration)
        /// A second request: the server returns without waiting for the pages.
        case stoppingAtOnce
    }

    /// What ends the wait in ``run(stopRequests:didStart:didStop:)``.
    private enum ServingEvent: Sendable {
        case ended((any Error)?)
        case stopRequested
        case deadlinePassed
        /// The apps' work off the main actor is done, or its limit passed.
        case settled
    }

    /// Whether a stop was asked for (errors after it are the sockets closing, not failures).
    @MainActor
    private final class StopState: Sendable {
        var isRequested = false
    }

    private static var quietLogger: Logger {
        var logger = Logger(label: "lasso-serve")
        logger.logLevel = .error
        return logger
    }

    // MARK: - Routes

    private func addRoutes(to router: Router<ServeRequestContext>) {
        // First: it applies to the routes added after it, and to the answer for no route.
        router.add(middleware: SecurityHeadersMiddleware())
        router.get("/") { request, context in try await page(request, from: context.peerAddress) }
        router.post("/login") { request, _ in try await signIn(request) }
        router.get("/lasso.js") { _, _ in asset(WebAssets.script, type: "text/javascript; charset=utf-8") }
        router.get("/lasso.css") { _, _ in asset(WebAssets.styleSheet, type: "text/css; charset=utf-8") }
        router.get("/theme.css") { _, _ in asset(themeCSS, type: "text/css; charset=utf-8") }
        // No icon: answered so that browsers do not log a missing file.
        router.get("/favicon.ico") { _, _ in Response(status: .noContent, headers: Self.securityHeaders) }
        router.ws("/ws") { request, _ in
            // A page of another origin never gets a socket (cross-site WebSocket hijacking).
            guard
                WebAccess.isAllowedOrigin(
                    request.headers[.origin], host: request.head.authority, allowed: options.allowedOrigins)
            else { return .dontUpgrade }
            return .upgrade([:])
        } onUpgrade: { inbound, outbound, context in
            let user: AppUser
            switch self.user(of: context.request, from: context.requestContext.peerAddress) {
            case .success(let known): user = known
            case .failure(let refusal):
                // A page without the cookie (it expired, or was cleared) is told to sign in again.
                try await Self.refuse(outbound, code: UInt16(4000 + refusal.status), refusal.message)
                return
            }
            let query = context.request.uri.queryParameters
            try await serveSocket(
                inbound, outbound, user: user, fresh: query["session"].map(String.init),
                resume: query["resume"].map(String.init))
        }
    }

    /// Who `request` (from `peer`) comes from (``WebSignIn/user(cookie:header:peer:)``).
    private func user(of request: Request, from peer: String?) -> Result<AppUser, WebIdentity.Refusal> {
        access.user(
            cookie: request.cookies[access.credentials.cookieName]?.value,
            header: { name in HTTPField.Name(name).flatMap { request.headers[$0] } }, peer: peer)
    }

    private func page(_ request: Request, from peer: String?) async throws -> Response {
        if access.fields != nil, let token = request.uri.queryParameters["token"] {
            return await signIn(["token": String(token)])
        }
        let user: AppUser
        switch self.user(of: request, from: peer) {
        case .success(let known): user = known
        case .failure(let refusal):
            guard let fields = access.fields else {
                return html(
                    WebPageTemplate.refusal(title: options.title, problem: refusal.message),
                    status: HTTPResponse.Status(code: refusal.status))
            }
            // Without a credential: the page that asks for the token or an account.
            return html(
                WebPageTemplate.signIn(title: options.title, problem: nil, asking: fields), status: .unauthorized)
        }
        // The page's first frame, from a session its socket takes when it connects: until then
        // the session is only prepared, and counts against no limit (a page of another site
        // that loads this one a hundred times takes no one's place).
        let made: Result<(String, String, String), WebRefusal> = await MainActor.run {
            do throws(WebRefusal) {
                let session = try hub.prepareSession(for: user)
                return .success((session.id, session.document.firstPaint(), session.document.title))
            } catch {
                return .failure(error)
            }
        }
        switch made {
        case .success(let (id, body, title)):
            var response = html(
                WebPageTemplate.app(appTitle: options.title, title: title, session: id, body: body), status: .ok)
            // Also for a browser that signed in at another server behind the same proxy.
            setInstanceCookie(on: &response)
            return response
        case .failure(let refusal):
            return html(
                WebPageTemplate.refusal(title: options.title, problem: refusal.description),
                status: HTTPResponse.Status(code: refusal.status))
        }
    }

    private func signIn(_ request: Request) async throws -> Response {
        // Only the server's own sign-in page may post here (another site's page would sign the
        // browser in to a session of the attacker's token).
        guard let fields = access.fields else {
            return html(
                WebPageTemplate.refusal(
                    title: options.title, problem: "This server takes its users from a reverse proxy: sign in there."),
                status: .notFound)
        }
        guard
            WebAccess.isOwnPagesPost(
                origin: request.headers[.origin], fetchSite: request.headers[Self.secFetchSite],
                host: request.head.authority, allowed: options.allowedOrigins)
        else {
            return html(
                WebPageTemplate.signIn(
                    title: options.title, problem: "Sign in from this server's own page.", asking: fields),
                status: .forbidden)
        }
        let body = try await request.body.collect(upTo: 4096)
        return await signIn(Self.formFields(String(buffer: body)))
    }

    /// The fields of a form post (`application/x-www-form-urlencoded`).
    package static func formFields(_ form: String) -> [String: String] {
        var fields: [String: String] = [:]
        for pair in form.split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2, fields[String(parts[0])] == nil,
                let value = String(parts[1]).replacingOccurrences(of: "+", with: " ").removingPercentEncoding
            else { continue }
            fields[String(parts[0])] = value
        }
        return fields
    }

    /// The answer to a sign-in (a token in the address, or the sign-in form): the access cookie
    /// and a redirect to `/` (so the token leaves the address bar), or the sign-in page again.
    private func signIn(_ form: [String: String]) async -> Response {
        let fields = access.fields ?? .account
        switch await access.signIn(form) {
        case .signedIn(let credential):
            var response = Response.redirect(to: "/", type: .normal)
            response.setCookie(
                Cookie(
                    name: access.credentials.cookieName, value: credential,
                    maxAge: Int(access.credentials.lifetime.components.seconds), path: "/", httpOnly: true,
                    sameSite: .strict))
            response.headers.append(contentsOf: Self.securityHeaders)
            setInstanceCookie(on: &response)
            return response
        case .tooManyTries(let problem):
            var response = html(
                WebPageTemplate.signIn(title: options.title, problem: problem, asking: fields), status: .tooManyRequests
            )
            response.headers[.retryAfter] = "1"
            return response
        case .refused(let status, let problem):
            return html(
                WebPageTemplate.signIn(title: options.title, problem: problem, asking: fields),
                status: HTTPResponse.Status(code: status))
        }
    }

    /// The cookie a reverse proxy routes on (``WebServeOptions/instance``).
    static let instanceCookieName = "lasso_instance"

    private func setInstanceCookie(on response: inout Response) {
        guard let instance = options.instance else { return }
        response.setCookie(
            Cookie(name: Self.instanceCookieName, value: instance, path: "/", httpOnly: true, sameSite: .strict))
    }

    /// The session of a connecting page (``WebSessionHub/connect(fresh:resume:user:)``), its
    /// connection's number and what it says, or why the page is refused.
    @MainActor
    private func connectSession(fresh: String?, resume: String?, user: AppUser) async -> Result<
        (WebSession, Int, AsyncStream<WebSession.Outgoing>), WebRefusal
    > {
        do throws(WebRefusal) {
            let session = try await hub.connect(fresh: fresh, resume: resume, user: user)
            let (number, stream) = session.connect()
            return .success((session, number, stream))
        } catch {
            return .failure(error)
        }
    }

    /// Closes a page's socket with `code` and `message`, which the page shows. A close frame
    /// holds at most 123 bytes of reason: a longer message goes first as a status message,
    /// and the close has none.
    static func refuse(_ outbound: WebSocketOutboundWriter, code: UInt16, _ message: String) async throws {
        guard message.utf8.count > 123 else {
            return try await outbound.close(.unknown(code), reason: message)
        }
        try await outbound.write(.text(WebMessage.status(text: message, isError: true).json))
        try await outbound.close(.unknown(code), reason: nil)
    }

    private func serveSocket(
        _ inbound: WebSocketInboundStream, _ outbound: WebSocketOutboundWriter, user: AppUser, fresh: String?,
        resume: String?
    ) async throws {
        let connected = await connectSession(fresh: fresh, resume: resume, user: user)
        let session: WebSession
        let number: Int
        let stream: AsyncStream<WebSession.Outgoing>
        switch connected {
        case .success(let value): (session, number, stream) = value
        case .failure(let refusal):
            try await Self.refuse(outbound, code: refusal.closeCode, refusal.description)
            return
        }
        let maxMessageBytes = options.maxMessageBytes
        await withTaskGroup(of: Void.self) { group in
            // What the session says goes out in order; a socket that cannot take it is closed
            // by the reading side.
            group.addTask {
                for await outgoing in stream {
                    switch outgoing {
                    case .message(let text):
                        guard (try? await outbound.write(.text(text))) != nil else { return }
                    case .close(let code, let reason):
                        try? await outbound.close(.unknown(code), reason: reason)
                        return
                    }
                }
            }
            let tooLarge = "The page sent a message larger than \(maxMessageBytes) bytes; reload the page."
            do {
                for try await message in inbound.messages(maxSize: maxMessageBytes) {
                    guard case .text(let text) = message else { continue }
                    // One frame up to the frame limit arrives whole: its size is checked here.
                    guard text.utf8.count <= maxMessageBytes else {
                        try? await outbound.close(.unknown(4413), reason: tooLarge)
                        break
                    }
                    await MainActor.run { session.receive(text, from: number) }
                }
            } catch {
                // The library's own refusals: a message in several frames over the limit, text
                // that is not UTF-8 (RFC 6455 says fail the connection: 1007), with the page told why.
                switch WebSocketRefusal.code(of: error) {
                case .messageTooLarge?:
                    try? await outbound.close(.unknown(4413), reason: tooLarge)
                case .dataInconsistentWithMessage?:
                    try? await outbound.close(
                        .dataInconsistentWithMessage, reason: "The page sent text that is not UTF-8; reload the page.")
                case let code?:
                    try? await outbound.close(code, reason: nil)
                case nil:
                    break
                }
            }
            await MainActor.run { session.disconnect(number) }
            group.cancelAll()
        }
    }

    // MARK: - Responses

    private func html(_ text: String, status: HTTPResponse.Status) -> Response {
        var headers = Self.securityHeaders
        headers[.contentType] = "text/html; charset=utf-8"
        return Response(status: status, headers: headers, body: .init(byteBuffer: ByteBuffer(string: text)))
    }

    private func asset(_ text: String, type: String) -> Response {
        var headers = Self.securityHeaders
        headers[.contentType] = type
        return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(string: text)))
    }
}
