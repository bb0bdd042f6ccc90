#if LASSO_SERVE
    import Testing

    @testable import LassoWebServer

    /// Where ``RequestHeadDeadline`` sees a request head end, in bytes that arrive in pieces.
    struct RequestHeadEndTests {
        private func ends(_ pieces: [String]) -> Bool {
            var head = HeadEnd()
            return pieces.contains { head.ends(in: Array($0.utf8)) }
        }

        @Test func aHeadEndsAtTheBlankLineWhereverThePiecesSplitIt() {
            let request = "GET / HTTP/1.1\r\nHost: a\r\n\r\n"
            for split in 0...request.utf8.count {
                let bytes = Array(request.utf8)
                var head = HeadEnd()
                let first = head.ends(in: bytes[..<split])
                let second = head.ends(in: bytes[split...])
                #expect(first || second, "split at \(split)")
            }
        }

        @Test func bareLineFeedsEndAHeadAsParsersAcceptThem() {
            #expect(ends(["GET / HTTP/1.1\nHost: a\n\n"]))
        }

        @Test func anUnfinishedHeadDoesNotEnd() {
            #expect(!ends(["GET / HTTP/1.1\r\n", "Host: a\r\n", "Accept: */*\r"]))
        }

        @Test func anAddressOverItsLimitAndAHeadOverItsLimitAreToldApartAsTheyCome() {
            var long = HeadEnd()
            #expect(long.read(Array("GET /".utf8)) == .incomplete)
            #expect(long.read([UInt8](repeating: 97, count: RequestHeadLimits.requestLineBytes)) == .requestLineTooLong)
            var large = HeadEnd()
            #expect(large.read(Array("GET / HTTP/1.1\r\nX-Big: ".utf8)) == .incomplete)
            #expect(large.read([UInt8](repeating: 97, count: RequestHeadLimits.headBytes)) == .headTooLarge)
            var fine = HeadEnd()
            let cookie = "Cookie: " + String(repeating: "c", count: 8000) + "\r\n"
            #expect(fine.read(Array(("GET /?q=1 HTTP/1.1\r\n" + cookie + "\r\n").utf8)) == .ended)
        }

        @Test func theAnswerToAHeadTooLargeSaysWhichLimitAndCarriesTheSecurityHeaders() throws {
            let uri = try #require(RequestHeadLimits.refusal(.requestLineTooLong))
            #expect(uri.hasPrefix("HTTP/1.1 414 URI Too Long\r\n"))
            #expect(
                uri.contains("Connection: close\r\n") && uri.contains("Content-Security-Policy: default-src 'none'"))
            let head = try #require(RequestHeadLimits.refusal(.headTooLarge))
            #expect(head.hasPrefix("HTTP/1.1 431 Request Header Fields Too Large\r\n"))
            #expect(RequestHeadLimits.refusal(.ended) == nil)
        }

        @Test func blankLinesBeforeTheRequestLineEndNothing() {
            // Otherwise a client could send "\r\n\r\n" and be left alone, holding the socket.
            #expect(!ends(["\r\n\r\n", "\n\n"]))
            #expect(ends(["\r\n\r\n", "GET / HTTP/1.1\r\n\r\n"]))
        }
    }
#endif
