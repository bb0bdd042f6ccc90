/*
 * lasso_plugin.h: the C ABI between the Lasso host (lasso-shell) and feature plugins.
 *
 * A plugin is a shared library exporting ONE well-known function,
 *
 *     const lasso_plugin_descriptor *lasso_plugin_describe(void);
 *
 * which returns a pointer to a descriptor that lives as long as the library. The host reads the
 * descriptor (who the plugin is, which ABI and runtime build it was compiled against) before it
 * lets the plugin run any code of its own, then calls `register_plugin` with a table of host
 * functions and an opaque registrar. The plugin registers its screens and flows through that
 * table only; the host never trusts anything the plugin did not declare.
 *
 * Usable from C99 and from Swift (module CLassoPluginABI).
 */
#ifndef LASSO_PLUGIN_H
#define LASSO_PLUGIN_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/** The first field of every descriptor: "LSSO". */
#define LASSO_PLUGIN_MAGIC 0x4C53534Fu

/** ABI major version: the host refuses plugins with another major. */
#define LASSO_PLUGIN_ABI_MAJOR 1
/** ABI minor version: additions that older plugins can ignore. */
#define LASSO_PLUGIN_ABI_MINOR 0

/** The name of the one function every plugin exports. */
#define LASSO_PLUGIN_DESCRIBE_SYMBOL "lasso_plugin_describe"

/**
 * Identifies the runtime build a plugin was compiled against. Swift plugins share the runtime's
 * Swift types without library evolution, so a plugin built against another runtime build is
 * stale and must be rebuilt. This header is compiled into the plugin, so the value a plugin
 * reports is the one it was built with.
 */
#ifndef LASSO_RUNTIME_FINGERPRINT
#define LASSO_RUNTIME_FINGERPRINT "lasso-runtime-0.1.0+swift-6.3"
#endif

/** What plugin entry points return. */
typedef enum lasso_status {
    LASSO_STATUS_OK = 0,
    LASSO_STATUS_ERROR = 1
} lasso_status;

/** Opaque: the host's record of one plugin's registrations. */
typedef struct lasso_registrar lasso_registrar;

/** Functions the host offers to a registering plugin. */
typedef struct lasso_host_api {
    /** sizeof(lasso_host_api) as the host was built; fields past it are absent. */
    uint32_t struct_size;
    uint16_t abi_major;
    uint16_t abi_minor;

    /**
     * Reports why registration failed; the host shows `message` with the plugin's name.
     * `message` is UTF-8 and copied.
     */
    void (*report_error)(lasso_registrar *registrar, const char *message);

    /**
     * Registers a Swift module. `registration` is the address of a Swift registration object
     * created by the LassoPlugin Swift API; only Swift plugins built against this runtime use it.
     */
    lasso_status (*register_swift_module)(lasso_registrar *registrar, const void *registration);
} lasso_host_api;

/** The registration entry point of a plugin. `context` is the descriptor's `context`. */
typedef lasso_status (*lasso_register_fn)(const lasso_host_api *host, lasso_registrar *registrar, void *context);

/** Who a plugin is, read by the host before any of the plugin's code runs. */
typedef struct lasso_plugin_descriptor {
    /** LASSO_PLUGIN_MAGIC. */
    uint32_t magic;
    /** LASSO_PLUGIN_ABI_MAJOR / _MINOR as the plugin was compiled. */
    uint16_t abi_major;
    uint16_t abi_minor;
    /** Plugin name: lowercase letters, digits, '-' and '_'; the namespace of its modules. */
    const char *name;
    /** Semantic version of the plugin, "MAJOR.MINOR.PATCH". */
    const char *version;
    /** One line saying what the plugin provides. */
    const char *description;
    /** LASSO_RUNTIME_FINGERPRINT as the plugin was compiled. */
    const char *runtime_fingerprint;
    /** Called once by the host to register the plugin's modules. */
    lasso_register_fn register_plugin;
    /** Passed back to register_plugin untouched. */
    void *context;
} lasso_plugin_descriptor;

/** The signature of the exported function LASSO_PLUGIN_DESCRIBE_SYMBOL. */
typedef const lasso_plugin_descriptor *(*lasso_plugin_describe_fn)(void);

#ifdef __cplusplus
}
#endif

#endif /* LASSO_PLUGIN_H */
