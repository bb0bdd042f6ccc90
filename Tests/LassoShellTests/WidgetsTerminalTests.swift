import Foundation
import Testing

/// The demo's new widgets in a real terminal: real key presses and mouse clicks through tmux on
/// the settings form (a toggle, a segmented choice), the counter's own gauge (a widget of the
/// plugin's, which the host has no code for) and the orders table (sorting by key and by a
/// click on a header, opening a row), the order's notes (a text view) and its cancel
/// confirmation (an alert).
@Suite("Widgets in a real terminal", .serialized)
struct WidgetsTerminalTests {
    @Test func realKeysAndClicksDriveTogglesChoicesACustomWidgetAndATable() async throws {
        guard let session = try await TmuxSession.startDemo() else { return }
        try await session.waitForFormat("#{mouse_sgr_flag}", toBe: "1", "SGR mouse reporting on")
        try session.send("Enter")
        try await session.waitForScreen("the help screen closed") { !$0.contains("Welcome to the Lasso demo") }

        try session.send("F4")
        try await session.waitForScreen("the settings form") { $0.contains("[x] Notifications") }
        // Focus starts on the theme's chosen option: its options are one Tab stop, so the name
        // field and then the toggle are the next two.
        for _ in 0..<2 { try session.send("Tab") }
        try session.send("Space")
        try await session.waitForScreen("notifications off by Space") { $0.contains("[ ] Notifications") }
        try session.click("Light")
        try await session.waitForScreen("the light theme chosen by a click") { $0.contains("[ Light ]") }

        try session.send("F3")
        try await session.waitForScreen("the counter") { $0.contains("0/5") }
        for _ in 0..<3 { try session.send("Tab") }
        try session.type("+")
        try await session.waitForScreen("the gauge stepped by its own key") {
            $0.contains("Count: 1") && $0.contains("1/5") && $0.contains("+ count up")
        }
        try session.click("1/5")
        try await session.waitForScreen("the gauge stepped by a click right of its fill") { $0.contains("Count: 2") }

        try session.send("F6")
        try await session.waitForScreen("the orders table") { $0.contains("No. ▲") && $0.contains("10000 orders") }
        try session.type("s")
        try await session.waitForScreen("sorted by customer by a key") { $0.contains("Customer ▲") }
        try session.click("Total")
        // The cheapest order (2820), read from storage with the sorted page.
        try await session.waitForScreen("sorted by total by a click on its header") {
            $0.contains("Total ▲") && $0.contains("€5.05")
        }
        try session.send("Enter")
        try await session.waitForScreen("the order's details") { $0.contains("Shipped [") && $0.contains("< Back") }
        try session.type("Leave at the door")
        try session.send("Enter")
        try session.type("Ring twice")
        try await session.waitForScreen("two lines typed into the notes") {
            $0.contains("│ Leave at the door") && $0.contains("│ Ring twice")
        }
        try session.send("Tab")
        try session.send("Down")
        try session.send("Space")
        try await session.waitForScreen("express delivery, by ↓ and Space") { $0.contains("(•) Express") }
        try session.click("Cancel order")
        try await session.waitForScreen("the confirmation") { $0.contains("is told by e-mail.") }
        // "Keep it", the choice that changes nothing, has the focus: Enter alone would keep it.
        try session.send("BTab")
        try session.send("Enter")
        try await session.waitForScreen("the order cancelled after the confirmation") {
            $0.contains("! Cancelled") && !$0.contains("is told by e-mail.")
        }
        try session.send("Escape")
        try await session.waitForScreen("back at the table, sort kept") { $0.contains("Total ▲") }
        try session.click("By city")
        try await session.waitForScreen("the orders by city") { $0.contains("▸ Amsterdam") }
        try session.send("Right")
        try await session.waitForScreen("a city expanded by →") {
            $0.contains("▾ Amsterdam") && $0.contains("Ada Lovelace")
        }
        try session.send("Left")
        try await session.waitForScreen("collapsed again by ←") { $0.contains("▸ Amsterdam") }
        try session.send("C-c")
    }
}
