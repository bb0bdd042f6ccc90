// A test file imports this module for Lasso's XCTest shapes, and gets LassoTestUtilities (mocks,
// the Swift Testing helpers) with it, as Lasso's single LassoTestUtilities module gives both.
@_exported public import LassoTestUtilities
@_exported public import XCTest
