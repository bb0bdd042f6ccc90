import LassoPlugin
import LassoPluginHost

/// The text of each file of a C plugin package (see ``PluginScaffold``): one C screen against
/// `lasso_plugin.h`, whose state, view and outputs the host runs, tested by a scripted session.
enum CPluginTemplates {
    static func package(_ scaffold: PluginScaffold) -> String {
        let plugin = "\(scaffold.typePrefix)Plugin"
        return """
            // swift-tools-version:6.0
            //
            // The "\(scaffold.name)" plugin for Lasso for Linux, written in C, made by `lasso-shell plugins new
            // --c` for runtime \(RuntimeRelease.version). It compiles against lasso_plugin.h from the Lasso SDK
            // installed in `lassoSDK` (`make install PREFIX=…` in the Lasso checkout; set LASSO_SDK to
            // use another).
            import PackageDescription

            let lassoSDK = Context.environment["LASSO_SDK"] ?? "\(scaffold.sdk)"

            let package = Package(
                name: "\(scaffold.name)-plugin",
                products: [.library(name: "\(plugin)", type: .dynamic, targets: ["\(plugin)"])],
                targets: [
                    .target(
                        name: "\(plugin)",
                        cSettings: [.unsafeFlags(["-I", "\\(lassoSDK)/include/lasso", "-Wall", "-Wextra"])]
                    ),
                ]
            )

            """
    }

    static func readme(_ scaffold: PluginScaffold) -> String {
        """
        # The \(scaffold.name) plugin (C)

        A feature plugin for Lasso for Linux written in C against `lasso_plugin.h`: one C screen,
        `\(scaffold.name).main`. The host keeps its state, draws its widgets and calls its action
        handlers; the plugin never touches Swift.

        ```
        swift build                                                          # builds .build/debug/lib\(scaffold.typePrefix)Plugin.so
        \(scaffold.sdk)/bin/lasso-shell run \(scaffold.name).yaml --script Tests/\(scaffold.name).script   # its scripted test
        \(scaffold.sdk)/bin/lasso-shell run \(scaffold.name).yaml                                # runs it (q quits)
        ```

        It compiles against `lasso_plugin.h` from the Lasso SDK in `\(scaffold.sdk)` (set `LASSO_SDK` to
        use another). A C plugin built against runtime 1.x runs on every runtime 1.y with y ≥ x.
        `lasso_plugin.h` documents every field, and the guide "Writing a plugin"
        (docs/writing-a-plugin.md in the Lasso checkout) walks through a larger C screen.

        """
    }

    static func script(_ scaffold: PluginScaffold) -> String {
        """
        # The \(scaffold.name) screen, driven headless: lasso-shell run \(scaffold.name).yaml --script Tests/\(scaffold.name).script
        expect Notes added: 0
        focus draft
        type Buy milk
        tap Add
        expect Last: Buy milk
        expect Notes added: 1

        """
    }

    /// The target's public header (SwiftPM wants one for a C target): the plugin's one export.
    static func header(_ scaffold: PluginScaffold) -> String {
        """
        /* The "\(scaffold.name)" plugin's one export: the host calls it first, to read the descriptor. */
        #include "lasso_plugin.h"

        const lasso_plugin_descriptor *lasso_plugin_describe(void);

        """
    }

    static func source(_ scaffold: PluginScaffold) -> String {
        let symbol = scaffold.name.replacingOccurrences(of: "-", with: "_")
        return """
            /*
             * The "\(scaffold.name)" plugin, written in C against lasso_plugin.h: one screen with a text field
             * and an "Add" button. The host stores the state (the fields below), draws the widgets, and
             * calls the action handlers with arguments built from their signature strings; outputs go
             * back through the typed emitters it hands each instance.
             */
            #include "\(symbol)_plugin.h"

            /* Output indices, in the order of `outputs` below. */
            enum { OUT_ADDED };
            typedef void (*added_fn)(int64_t count);

            /* "str": the text in the field changed. */
            static void set_draft(lasso_c_instance *self, const char *text) {
                lasso_c_set_string(self, "draft", text);
            }

            /* "": adds the draft, counts it, and tells the screen's owner. */
            static void add(lasso_c_instance *self) {
                const char *draft = lasso_c_get_string(self, "draft");
                if (draft[0] == '\\0') return;
                lasso_c_set_string(self, "last", draft);
                lasso_c_set_string(self, "draft", "");
                int64_t count = lasso_c_get_int64(self, "count") + 1;
                lasso_c_set_int64(self, "count", count);
                ((added_fn)self->emitters[OUT_ADDED])(count);
            }

            static const lasso_c_field fields[] = {
                { "draft", LASSO_C_STR("") },
                { "last", LASSO_C_STR("") },
                { "count", LASSO_C_I64(0) },
            };

            static const lasso_c_action actions[] = {
                { "set_draft", "str", LASSO_C_HANDLER(set_draft) },
                { "add", "", LASSO_C_HANDLER(add) },
            };

            static const lasso_c_output outputs[] = {
                { "added", "count:i64" },
            };

            static const lasso_c_widget widgets[] = {
                { .kind = LASSO_C_TEXT_FIELD, .identifier = "draft", .text = "A new note", .field = "draft", .action = "set_draft" },
                { .kind = LASSO_C_BUTTON, .identifier = "add", .text = "Add", .action = "add" },
                { .kind = LASSO_C_LABEL, .identifier = "last", .text = "Last: {}", .field = "last" },
                { .kind = LASSO_C_LABEL, .identifier = "count", .text = "Notes added: {}", .field = "count", .style = LASSO_C_STYLE_CAPTION },
            };

            static const lasso_c_screen main_screen = {
                .struct_size = sizeof(lasso_c_screen),
                .name = "main",
                .title = "\(scaffold.typePrefix)",
                .fields = fields,
                .field_count = sizeof(fields) / sizeof(fields[0]),
                .widgets = widgets,
                .widget_count = sizeof(widgets) / sizeof(widgets[0]),
                .actions = actions,
                .action_count = sizeof(actions) / sizeof(actions[0]),
                .outputs = outputs,
                .output_count = sizeof(outputs) / sizeof(outputs[0]),
                .create = NULL,
                .destroy = NULL,
                .context = NULL,
            };

            static lasso_status register_\(symbol)(const lasso_host_api *host, lasso_registrar *registrar, void *context) {
                (void)context;
                if (!LASSO_HOST_HAS(host, register_c_screen)) {
                    host->report_error(registrar, "\(scaffold.name) is a C plugin and needs a host with plugin ABI 1.1 or later");
                    return LASSO_STATUS_ERROR;
                }
                return host->register_c_screen(registrar, &main_screen);
            }

            static const lasso_plugin_descriptor descriptor = {
                .magic = LASSO_PLUGIN_MAGIC,
                .abi_major = LASSO_PLUGIN_ABI_MAJOR,
                .abi_minor = LASSO_PLUGIN_ABI_MINOR,
                .name = "\(scaffold.name)",
                .version = "1.0.0",
                .description = "\(scaffold.name): notes you add, written in C",
                .runtime_fingerprint = LASSO_RUNTIME_RELEASE,
                .register_plugin = register_\(symbol),
                .context = NULL,
            };

            /* The plugin's one exported symbol: the host reads the descriptor before anything else. */
            const lasso_plugin_descriptor *lasso_plugin_describe(void) { return &descriptor; }

            """
    }
}
