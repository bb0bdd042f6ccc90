import Lasso

#if LASSO_SERVE
    import LassoNetwork
#endif

/// How this shell's plugins reach HTTP servers (``Lasso/HostServices/http``): async-http-client
/// on the process's event loops, in a runtime built with the server parts (Package.swift,
/// `LASSO_SERVE`); else nothing, and every request says so.
enum HostNetwork {
    static var transport: any PluginHTTPTransport {
        #if LASSO_SERVE
            AsyncHTTPClientTransport()
        #else
            UnavailableHTTPTransport()
        #endif
    }
}
