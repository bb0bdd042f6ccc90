internal import Foundation
import Lasso

/// The host services of a C screen (plugin ABI 1.4, `lasso_c_instance_api`'s `user`,
/// `storage_read`, `storage_write` and `log`): the same storage and log a Swift store gets,
/// reached by key and JSON text, with values handed back through the screen's own actions.
extension CScreenStore {
    /// The session's services, or `nil` (reported as `function`'s failure) when the screen was
    /// built outside a session.
    private func services(_ function: String) -> HostServices? {
        guard let services else {
            report("\(function): the screen was built without host services (outside a session)")
            return nil
        }
        return services
    }

    /// The records of `scope` (`LASSO_SCOPE_USER` or `LASSO_SCOPE_APP`).
    private func area(_ scope: Int32, _ function: String) -> StorageArea? {
        guard let services = services(function) else { return nil }
        switch scope {
        case 0: return services.storage.user
        case 1: return services.storage.app
        default:
            report("\(function): scope \(scope) is neither LASSO_SCOPE_USER (0) nor LASSO_SCOPE_APP (1)")
            return nil
        }
    }

    /// The session user's id (`system:ada`), for `user`.
    var userID: String { services?.user.id ?? "" }

    /// Reads the record `key` of `scope` and invokes `action` (signature "str") with its JSON
    /// text ("" when missing), now and, when `observe`, after every change; `false` (reported)
    /// when refused.
    func storageRead(scope: Int32, key: String, action: String, observe: Bool) -> Bool {
        guard let area = area(scope, "storage_read"), checkKey(key, "storage_read") else { return false }
        guard isCallback(action, taking: .string, "the record's JSON text", function: "storage_read") else {
            return false
        }
        let deliver: @MainActor (JSONValue?) -> Void = { [weak self] value in
            self?.dispatchAction(.invoke(action, [.string(value?.jsonText ?? "")]))
        }
        if observe {
            storageObservations.append(
                area.observe(JSONValue.self, key: key, onError: { [weak self] in self?.report("storage_read: \($0)") })
                {
                    deliver($0)
                })
        } else {
            Task { [weak self] in
                do {
                    let value = try await area.value(JSONValue.self, for: key)
                    deliver(value)
                } catch {
                    self?.report("storage_read: \(error)")
                }
            }
        }
        return true
    }

    /// Writes `json` (`nil`: deletes) as the record `key` of `scope`, after the writes before it;
    /// `false` (reported) when refused.
    func storageWrite(scope: Int32, key: String, json: String?) -> Bool {
        guard let area = area(scope, "storage_write"), checkKey(key, "storage_write") else { return false }
        var value: JSONValue?
        if let json {
            do {
                value = try JSONDecoder().decode(JSONValue.self, from: Data(json.utf8))
            } catch {
                report(
                    "storage_write: the value of '\(key)' is not JSON text (\(json.prefix(60))); nothing was written")
                return false
            }
        }
        lastStorageWrite = Task { [weak self, previous = lastStorageWrite] in
            await previous?.value
            do {
                if let value {
                    try await area.put(value, for: key)
                } else {
                    try await area.delete(key)
                }
            } catch {
                self?.report("storage_write: \(error)")
            }
        }
        return true
    }

    /// Writes `message` to the plugin's log at `level` (`LASSO_LOG_DEBUG` … `LASSO_LOG_ERROR`).
    func log(level: Int32, message: String) {
        guard let services = services("log") else { return }
        let levels = PluginLog.Level.allCases
        guard levels.indices.contains(Int(level)) else {
            report("log: level \(level) is not one of LASSO_LOG_DEBUG (0) to LASSO_LOG_ERROR (4)")
            return
        }
        services.log.log(levels[Int(level)], message)
    }

    private func checkKey(_ key: String, _ function: String) -> Bool {
        guard !key.isEmpty else {
            report("\(function): the key is empty")
            return false
        }
        return true
    }
}
