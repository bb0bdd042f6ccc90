import Lasso
import LassoPlugin

/// The `ScreenModule` (Lasso) of every screen a C plugin registers. What differs between C
/// screens (fields, view, actions, outputs) lives in the store's ``CScreenStore/definition``;
/// the state is a dictionary of typed values, `Codable` as a plain JSON object, so saving,
/// restoring and config-given initial state work as for Swift screens.
package enum CScreenModule: ScreenModule {
    /// Invokes a C action by name with typed arguments.
    package enum Action: Sendable, Equatable {
        /// Calls the C handler of action `name` with `arguments` (coerced to its signature).
        case invoke(String, [CValue])
    }

    /// The state: one value per declared field.
    package struct State: Equatable, Codable, Sendable {
        /// The values by field name. Restored states may hold loosely typed values; read them
        /// through ``CScreenDefinition/value(of:in:)``.
        package var values: [String: CValue]

        /// Creates a state.
        package init(values: [String: CValue] = [:]) {
            self.values = values
        }

        /// The value of the field `name`, as stored.
        package subscript(name: String) -> CValue? {
            get { values[name] }
            set { values[name] = newValue }
        }

        /// Decodes a JSON object of field values.
        package init(from decoder: any Decoder) throws {
            values = try decoder.singleValueContainer().decode([String: CValue].self)
        }

        /// Encodes the values as a JSON object.
        package func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(values)
        }
    }

    /// Outputs are the C emitters' calls: the output name and its payload as JSON.
    package typealias Output = ModuleOutput

    /// No fields: a C screen's defaults come from its definition.
    package static var defaultInitialState: State { State() }

    /// Builds the screen: the generic controller showing the definition's view.
    package static func createScreen(with store: CScreenStore) -> Screen {
        Screen(store, CScreenViewController(store: store))
    }
}
