// Lasso's tests wrap code in `autoreleasepool { }` so that Objective-C's autoreleased objects
// are gone at its end. Swift on Linux has no autorelease pools (nothing is autoreleased; an
// object goes when its last reference does), and Foundation there has no `autoreleasepool`:
// this one runs the body, so the ported tests keep their lines.

/// Runs `body` (Linux has no autorelease pool to drain).
func autoreleasepool<Result>(invoking body: () throws -> Result) rethrows -> Result {
    try body()
}
