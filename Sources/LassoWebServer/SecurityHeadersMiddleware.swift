import HTTPTypes
import Hummingbird

/// Gives every response the server's security headers (``WebServer/securityHeaders``) that it
/// does not set itself: the routes' own answers, and the answers no route gives (a 404 for an
/// unknown path or method, an error a handler throws), which no route's code sees.
struct SecurityHeadersMiddleware<Context: RequestContext>: RouterMiddleware {
    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        var response: Response
        do {
            response = try await next(request, context)
        } catch let error as any HTTPResponseError {
            response = try error.response(from: request, context: context)
        }
        for field in WebServer.securityHeaders where response.headers[field.name] == nil {
            response.headers.append(field)
        }
        return response
    }
}
