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

        @Test func blankLinesBeforeTheRequestLineEndNothing() {
            // Otherwise a client could send "\r\n\r\n" and be left alone, holding the socket.
            #expect(!ends(["\r\n\r\n", "\n\n"]))
            #expect(ends(["\r\n\r\n", "GET / HTTP/1.1\r\n\r\n"]))
        }
    }
#endif
