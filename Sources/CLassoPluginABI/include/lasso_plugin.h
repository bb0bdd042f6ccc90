/*
 * lasso_plugin.h: the C ABI between the Lasso host (lasso-shell) and feature plugins.
 *
 * A plugin is a shared library exporting ONE well-known function,
 *
 *     const lasso_plugin_descriptor *lasso_plugin_describe(void);
 *
 * which returns a pointer to a descriptor that lives as long as the library. The host reads the
 * descriptor (who the plugin is, which ABI and runtime release it was compiled against) before it
 * lets the plugin run any code of its own, then calls `register_plugin` with a table of host
 * functions and an opaque registrar. The plugin registers its screens and flows through that
 * table only; the host never trusts anything the plugin did not declare.
 *
 * Usable from C99 and from Swift (module CLassoPluginABI).
 */
#ifndef LASSO_PLUGIN_H
#define LASSO_PLUGIN_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/** The first field of every descriptor: "LSSO". */
#define LASSO_PLUGIN_MAGIC 0x4C53534Fu

/** ABI major version: the host refuses plugins with another major. */
#define LASSO_PLUGIN_ABI_MAJOR 1
/** ABI minor version: additions that older plugins can ignore. */
#define LASSO_PLUGIN_ABI_MINOR 5

/** The name of the one function every plugin exports. */
#define LASSO_PLUGIN_DESCRIBE_SYMBOL "lasso_plugin_describe"

/**
 * The runtime release this header belongs to, "lasso-runtime-MAJOR.MINOR.PATCH": the one
 * definition of the runtime's version (the Swift runtime, `lasso-shell --version`, pkg-config
 * and the release tag vMAJOR.MINOR.PATCH all read it from here).
 *
 * A plugin records the release it was compiled against in its descriptor; a host accepts it when
 * the major versions are equal and the plugin's minor is not newer than the host's (patch
 * releases do not matter). A plugin written in C records this string and may register C screens.
 * A Swift plugin records the release followed by "+swift-" and the version of the Swift compiler
 * that built it (describePlugin(_:) does this), and must come from the host's compiler: Swift's
 * standard library is not ABI-stable on Linux. See docs/plugin-abi.md.
 *
 * This header is compiled into the plugin, so the value a plugin reports is the one it was
 * built with.
 */
#ifndef LASSO_RUNTIME_RELEASE
#define LASSO_RUNTIME_RELEASE "lasso-runtime-1.1.0"
#endif

/** LASSO_RUNTIME_RELEASE's name before 1.1.0 (deprecated; kept so that plugin sources compile). */
#ifndef LASSO_RUNTIME_FINGERPRINT
#define LASSO_RUNTIME_FINGERPRINT LASSO_RUNTIME_RELEASE
#endif

/** What plugin entry points return. */
typedef enum lasso_status {
    LASSO_STATUS_OK = 0,
    LASSO_STATUS_ERROR = 1
} lasso_status;

/**
 * Opaque: the host's record of one plugin's registrations.
 *
 * Lifetime: a registrar is valid only during the host's call to `register_plugin`, and only on
 * the thread that call is made on. Do not keep it: a call through it afterwards (from an action
 * handler, a timer, another thread) is refused with LASSO_STATUS_ERROR and a warning, and does
 * nothing.
 */
typedef struct lasso_registrar lasso_registrar;

/** A C screen description (ABI 1.1), defined below. */
typedef struct lasso_c_screen lasso_c_screen;

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

    /* ---- ABI 1.1: present when struct_size covers them (see LASSO_HOST_HAS). ---- */

    /**
     * Registers a screen written in C (see `lasso_c_screen`). The host copies and checks the
     * whole description, including every signature string, before it accepts it; on refusal it
     * reports why (naming the plugin and the offending text) and returns LASSO_STATUS_ERROR,
     * which the plugin should return from its register function.
     */
    lasso_status (*register_c_screen)(lasso_registrar *registrar, const lasso_c_screen *screen);

    /* ---- ABI 1.5 ---- */

    /**
     * Declares one of the plugin's settings (docs/services.md, "Settings"): a JSON object,
     * UTF-8, copied, e.g.
     *
     *     {"name": "precision", "kind": "integer", "default": 2, "minimum": 0, "maximum": 6,
     *      "title": "Decimal places", "help": "How many decimal places a result shows."}
     *
     * `kind` is toggle, integer, number, text or choice (which lists "choices"). The host checks
     * it (name, kind, default within range or among the choices, no name declared twice); on
     * refusal it reports why, naming the plugin, and returns LASSO_STATUS_ERROR, which the
     * plugin should return from its register function. Check with
     * LASSO_HOST_HAS(host, declare_setting) first: older hosts lack it.
     */
    lasso_status (*declare_setting)(lasso_registrar *registrar, const char *declaration);
} lasso_host_api;

/** Whether the host table `host` has the field `field` (it was built with an ABI that has it). */
#define LASSO_HOST_HAS(host, field) \
    ((host)->struct_size >= offsetof(lasso_host_api, field) + sizeof((host)->field) && (host)->field != NULL)

/* ==== C screens (ABI 1.1) ===================================================================
 *
 * A plugin written in C (or anything with a C ABI) describes a screen: typed state fields, a
 * small view made of widgets bound to that state, actions with typed arguments and outputs with
 * typed payloads. The host owns the state, builds the view, and calls the plugin's action
 * handlers through libffi with arguments built at run time from the declared signatures.
 *
 * Signature strings list the parameter types separated by commas, optionally named:
 *
 *     ""                      no parameters
 *     "i32,str"               an int32_t and a const char * (UTF-8, NUL-terminated)
 *     "f64, bool, i64"        whitespace is ignored around items
 *     "count:i32,label:str"   named parameters (name every parameter or none; C identifiers)
 *
 * Types: i32 / int32 (int32_t), i64 / int64 (int64_t), f64 / double (double), bool (bool),
 * str / string (const char *). At most LASSO_C_MAX_PARAMETERS parameters. A malformed or
 * unsupported signature makes the host refuse the plugin at load.
 *
 * An action handler is a plain C function taking the instance first, then one C parameter per
 * signature item, and returning void:
 *
 *     static void convert(lasso_c_instance *self, double amount, int32_t unit);   // "f64,i32"
 *
 * Strings passed to handlers are valid for the duration of the call only; copy them to keep them.
 * Handlers run on the host's main thread, one at a time.
 *
 * Output emitters are the other direction: for each declared output the host hands the plugin a
 * function pointer (in `lasso_c_instance.emitters`, in declaration order) with exactly the
 * output's signature and no instance parameter, bound by the host to that screen instance:
 *
 *     typedef void (*converted_fn)(double value, const char *unit);            // "value:f64,unit:str"
 *     ((converted_fn)self->emitters[0])(42.0, "km");
 *
 * Calling it sends the output to whoever composes the screen, with its payload as a JSON object
 * whose keys are the declared parameter names, or "0", "1", … for unnamed parameters. The host
 * copies string arguments during the call.
 */

/** The most parameters a signature may declare. */
#define LASSO_C_MAX_PARAMETERS 16

/** The type of a state field or constant argument. */
typedef enum lasso_c_type {
    LASSO_C_INT32 = 1,
    LASSO_C_INT64 = 2,
    LASSO_C_DOUBLE = 3,
    LASSO_C_BOOL = 4,
    LASSO_C_STRING = 5,
    /**
     * A list of doubles (a state field only: not in signatures, not a button argument). Its
     * default is a `lasso_c_list` of `double`s. Since ABI 1.3.
     */
    LASSO_C_DOUBLES = 6,
    /**
     * A list of strings (a state field only: not in signatures, not a button argument). Its
     * default is a `lasso_c_list` of `const char *`s (UTF-8; NULL items mean ""). Since ABI 1.3.
     */
    LASSO_C_STRINGS = 7
} lasso_c_type;

/**
 * The default of a list field (LASSO_C_DOUBLES, LASSO_C_STRINGS): `count` items at `items`, a
 * `const double *` or a `const char *const *`. The host copies the items at registration.
 * Since ABI 1.3.
 */
typedef struct lasso_c_list {
    /** The items: `const double *` for LASSO_C_DOUBLES, `const char *const *` for LASSO_C_STRINGS. */
    const void *items;
    /** How many items there are; `items` may be NULL when it is 0. */
    uint32_t count;
} lasso_c_list;

/** A typed value: the default of a state field, or a constant argument of a button. */
typedef struct lasso_c_value {
    lasso_c_type type;
    union {
        int32_t i32;
        int64_t i64;
        double f64;
        bool b;
        /** UTF-8, NUL-terminated; copied by the host at registration. NULL means "". */
        const char *str;
        /** LASSO_C_DOUBLES / LASSO_C_STRINGS (ABI 1.3): the default items; NULL means none. */
        const lasso_c_list *list;
    } as;
} lasso_c_value;

/** Value constructors for descriptions: `LASSO_C_I32(0)`, `LASSO_C_STR("km")`, … */
#define LASSO_C_I32(v) { .type = LASSO_C_INT32, .as = { .i32 = (v) } }
#define LASSO_C_I64(v) { .type = LASSO_C_INT64, .as = { .i64 = (v) } }
#define LASSO_C_F64(v) { .type = LASSO_C_DOUBLE, .as = { .f64 = (v) } }
#define LASSO_C_BOOL(v) { .type = LASSO_C_BOOL, .as = { .b = (v) } }
#define LASSO_C_STR(v) { .type = LASSO_C_STRING, .as = { .str = (v) } }
/** A list of doubles from a `const lasso_c_list *` (NULL: empty). Since ABI 1.3. */
#define LASSO_C_F64_LIST(l) { .type = LASSO_C_DOUBLES, .as = { .list = (l) } }
/** A list of strings from a `const lasso_c_list *` (NULL: empty). Since ABI 1.3. */
#define LASSO_C_STR_LIST(l) { .type = LASSO_C_STRINGS, .as = { .list = (l) } }

/** One field of a C screen's state, which the host stores and the config can set. */
typedef struct lasso_c_field {
    /** Field name: a C identifier (letters, digits, '_'; not starting with a digit). */
    const char *name;
    /** The field's type and default value. */
    lasso_c_value initial;
} lasso_c_field;

/** The kinds of widget a C screen's view is made of. */
typedef enum lasso_c_widget_kind {
    /** Read-only text: `text`, with "{}" replaced by the value of `field` (or just the value). */
    LASSO_C_LABEL = 1,
    /** A button titled `text` that invokes `action` with `arguments`. */
    LASSO_C_BUTTON = 2,
    /** Editable text showing the string field `field`; every edit invokes `action` ("str"). */
    LASSO_C_TEXT_FIELD = 3,
    /**
     * A check box titled `text` showing the bool field `field`; every flip by the user invokes
     * `action` ("bool") with the new value. Since ABI 1.2.
     */
    LASSO_C_TOGGLE = 4,
    /**
     * A progress bar labelled `text` showing the f64 field `field`, from 0 (nothing done) to 1
     * (all done). Since ABI 1.2.
     */
    LASSO_C_PROGRESS = 5,
    /**
     * A choice of one among the options in `text`, separated by '|' ("Metric|Imperial"), shown as
     * radio buttons (or, with LASSO_C_SEGMENTED, as segments) and showing the i32 field `field`
     * as the chosen option's index; every choice invokes `action` ("i32") with the index.
     * Since ABI 1.2.
     */
    LASSO_C_CHOICE = 6,
    /**
     * Editable text of many lines showing the string field `field`, with placeholder `text`;
     * every edit invokes `action` ("str"). Since ABI 1.2.
     */
    LASSO_C_TEXT_VIEW = 7,
    /**
     * A table with the column titles in `text`, separated by '|' ("From|To|Result"), and its
     * cells from the string-list field `field`, row by row (row-major: with 3 columns, items
     * 0-2 are the first row). A count that is not a multiple of the columns shows the whole
     * rows and is reported. Virtualised: only the rows shown are made. The user sorts by a
     * column (`s`, `r`, a click on a header); the sort is the view's, the field keeps its order.
     * Selecting a row invokes `action` ("i32", optional) with the row's index in the field's
     * order. Since ABI 1.3.
     */
    LASSO_C_TABLE = 8,
    /**
     * An outline from the string-list field `field`: one node per item, its depth given by its
     * leading tab characters (a child has one tab more than its parent; the first item has
     * none), its title the rest. Expand and collapse with → and ←. Selecting a node invokes
     * `action` ("i32", optional) with its item's index. An item deeper than its parent allows
     * is shown one level under it and reported. `text` is unused. Since ABI 1.3.
     */
    LASSO_C_TREE = 9,
    /**
     * A chart of the double-list field `field`, titled `text`: a sparkline, or with the flag
     * LASSO_C_BARS one bar per value. Since ABI 1.3.
     */
    LASSO_C_CHART = 10
} lasso_c_widget_kind;

/** How a label's text is emphasised. */
typedef enum lasso_c_label_style {
    LASSO_C_STYLE_BODY = 0,
    LASSO_C_STYLE_TITLE = 1,
    LASSO_C_STYLE_CAPTION = 2,
    LASSO_C_STYLE_ERROR = 3
} lasso_c_label_style;

/**
 * One widget of a C screen's view; the view is the widgets in order, top to bottom (a widget
 * flagged LASSO_C_SAME_ROW goes to the right of the one before it instead).
 *
 * Label formats: "{}" is replaced by the field's value; "{.N}" (N = 0…9) by a double field's
 * value with N decimals. "{{" and "}}" are literal braces. A label with a field and no text
 * shows the value alone; a label without a field shows `text` as is.
 */
typedef struct lasso_c_widget {
    lasso_c_widget_kind kind;
    /** Optional: names the widget for scripts and tests. */
    const char *identifier;
    /** Label: fixed text or format. Button, toggle: title. Text field: placeholder. Progress,
     * chart: label. Choice: options. Table: column titles. */
    const char *text;
    /** Label: the field shown (optional). Other kinds except button: the field shown (required). */
    const char *field;
    /** Button / text field / toggle: the action invoked. */
    const char *action;
    /** Button: constant arguments matching the action's signature (may be NULL when none). */
    const lasso_c_value *arguments;
    uint32_t argument_count;
    /** Label: a lasso_c_label_style. */
    uint32_t style;
    /** LASSO_C_SAME_ROW, a kind's own flag (LASSO_C_SEGMENTED, LASSO_C_BARS), or 0. */
    uint32_t flags;
} lasso_c_widget;

/** Widget flag: lay the widget out to the right of the previous one, in one row. */
#define LASSO_C_SAME_ROW 1u
/** Widget flag for LASSO_C_CHOICE: show the options as segments side by side. Since ABI 1.2. */
#define LASSO_C_SEGMENTED 2u
/** Widget flag for LASSO_C_CHART: one bar per value instead of a sparkline. Since ABI 1.3. */
#define LASSO_C_BARS 4u

/** Any C function; handlers and emitters are cast to and from it. */
typedef void (*lasso_c_function)(void);

/** Casts an action handler for `lasso_c_action.handler`. */
#define LASSO_C_HANDLER(fn) ((lasso_c_function)(fn))

/** An action of a C screen. */
typedef struct lasso_c_action {
    /** Action name: a C identifier. */
    const char *name;
    /** The argument types (see above); "" for none. */
    const char *signature;
    /** `void handler(lasso_c_instance *, <one parameter per signature item>)`, cast with LASSO_C_HANDLER. */
    lasso_c_function handler;
} lasso_c_action;

/** An output of a C screen. */
typedef struct lasso_c_output {
    /** Output name: a C identifier (camelCase like Swift outputs is fine). */
    const char *name;
    /** The payload types (see above); "" for none. */
    const char *signature;
} lasso_c_output;

typedef struct lasso_c_instance_api lasso_c_instance_api;

/**
 * One live instance of a C screen, created by the host for each screen it builds. The plugin
 * reads these fields; the host owns the memory.
 */
typedef struct lasso_c_instance {
    /** Host functions that act on this instance (state access); use the lasso_c_* helpers. */
    const lasso_c_instance_api *api;
    /** What the screen's `create` returned; the plugin's own per-instance data. */
    void *user_data;
    /** One emitter per declared output, in declaration order, each with the output's signature. */
    const lasso_c_function *emitters;
    /** The number of emitters (the number of declared outputs). */
    uint32_t emitter_count;
    /** Reserved for the host. */
    void *host_private;
} lasso_c_instance;

/**
 * Host functions acting on a C screen instance. Setting a field the screen did not declare, or
 * with another type, is refused (the host reports it and returns LASSO_STATUS_ERROR); getting one
 * returns 0 / false / "". Call them on the host's main thread (inside handlers).
 */
struct lasso_c_instance_api {
    /** sizeof(lasso_c_instance_api) as the host was built. */
    uint32_t struct_size;
    lasso_status (*set_int32)(lasso_c_instance *instance, const char *field, int32_t value);
    lasso_status (*set_int64)(lasso_c_instance *instance, const char *field, int64_t value);
    lasso_status (*set_double)(lasso_c_instance *instance, const char *field, double value);
    lasso_status (*set_bool)(lasso_c_instance *instance, const char *field, bool value);
    /** `value` is UTF-8 and copied; NULL sets "". */
    lasso_status (*set_string)(lasso_c_instance *instance, const char *field, const char *value);
    int32_t (*get_int32)(lasso_c_instance *instance, const char *field);
    int64_t (*get_int64)(lasso_c_instance *instance, const char *field);
    double (*get_double)(lasso_c_instance *instance, const char *field);
    bool (*get_bool)(lasso_c_instance *instance, const char *field);
    /** UTF-8; valid until the field is set again or the instance is destroyed. Never NULL. */
    const char *(*get_string)(lasso_c_instance *instance, const char *field);
    /** The emitter of the output named `output`, or NULL when the screen declares none. */
    lasso_c_function (*emitter)(lasso_c_instance *instance, const char *output);

    /* ---- ABI 1.3: present when struct_size covers them (see LASSO_C_INSTANCE_HAS). ---- */

    /** Sets the LASSO_C_DOUBLES field to `count` values copied from `values` (NULL when 0). */
    lasso_status (*set_doubles)(lasso_c_instance *instance, const char *field, const double *values, uint32_t count);
    /** Sets the LASSO_C_STRINGS field to `count` strings copied from `values` (NULL items: ""). */
    lasso_status (*set_strings)(
        lasso_c_instance *instance, const char *field, const char *const *values, uint32_t count);
    /** The number of items of a list field (LASSO_C_DOUBLES or LASSO_C_STRINGS); 0 when refused. */
    uint32_t (*get_count)(lasso_c_instance *instance, const char *field);
    /** Item `index` of a LASSO_C_DOUBLES field; 0 (reported) when out of range. */
    double (*get_double_at)(lasso_c_instance *instance, const char *field, uint32_t index);
    /**
     * Item `index` of a LASSO_C_STRINGS field; "" (reported) when out of range. Valid until the
     * field is set again or the instance is destroyed. Never NULL.
     */
    const char *(*get_string_at)(lasso_c_instance *instance, const char *field, uint32_t index);
    /**
     * Presents an alert over the screen: `title`, `message` and one button per item of
     * `buttons`, separated by '|' ("Clear|Cancel"; NULL or "" means "OK"). When the user chooses
     * a button the alert closes and the host invokes the screen's action named `action` (its
     * signature must be "i32") with the button's index; NULL `action` invokes nothing. Esc
     * closes the alert without a choice. Refused (reported) when the screen is not shown.
     */
    lasso_status (*present_alert)(
        lasso_c_instance *instance, const char *title, const char *message, const char *buttons, const char *action);

    /* ---- ABI 1.4: host services (docs/services.md). ---- */

    /**
     * Who is using this session, "AUTHORITY:NAME" ("system:ada", "account:bob", "token:everyone").
     * Never NULL; valid while the instance lives.
     */
    const char *(*user)(lasso_c_instance *instance);
    /**
     * Reads the plugin's record `key` in `scope` (LASSO_SCOPE_USER: this user's; LASSO_SCOPE_APP:
     * shared by every user) and invokes the screen's action `action` (signature "str") with the
     * record's JSON text, or "" when there is none. Storage is read in the background: the action
     * runs once the value is read, after this call returns. With `observe` true the action runs
     * again whenever the record changes — in any session of the same user (or of any user, for
     * LASSO_SCOPE_APP) — until the screen goes away. A failure is reported, naming the plugin and
     * the key.
     */
    lasso_status (*storage_read)(
        lasso_c_instance *instance, int32_t scope, const char *key, const char *action, bool observe);
    /**
     * Writes `json` (one JSON value, UTF-8; checked before anything is written) as the plugin's
     * record `key` in `scope`; NULL deletes the record. Committed in the background, in order; a
     * failure is reported. Observers everywhere see the new value.
     */
    lasso_status (*storage_write)(lasso_c_instance *instance, int32_t scope, const char *key, const char *json);
    /**
     * Writes `message` to the plugin's log at `level` (LASSO_LOG_DEBUG … LASSO_LOG_ERROR),
     * labelled with the plugin and the user, when the host writes that level (`--log-level`).
     */
    void (*log)(lasso_c_instance *instance, int32_t level, const char *message);
};

/** `storage_read` / `storage_write` scopes (ABI 1.4): the session user's records, or the app's. */
#define LASSO_SCOPE_USER 0
#define LASSO_SCOPE_APP 1

/** `log` levels (ABI 1.4), least first. */
#define LASSO_LOG_DEBUG 0
#define LASSO_LOG_INFO 1
#define LASSO_LOG_NOTICE 2
#define LASSO_LOG_WARNING 3
#define LASSO_LOG_ERROR 4

/**
 * Whether the host's instance table has the function `field` (the host was built with an ABI that
 * has it): check before calling a function newer than ABI 1.1, e.g.
 * `if (LASSO_C_INSTANCE_HAS(self, set_strings)) …`. The lasso_c_* helpers of ABI 1.3 check for you
 * and return LASSO_STATUS_ERROR / 0 / "" on an older host.
 */
#define LASSO_C_INSTANCE_HAS(instance, field)                                                                       \
    ((instance)->api->struct_size >= offsetof(lasso_c_instance_api, field) + sizeof((instance)->api->field) &&      \
     (instance)->api->field != NULL)

/** A screen written in C, registered with `lasso_host_api.register_c_screen`. */
struct lasso_c_screen {
    /** sizeof(lasso_c_screen) as the plugin was compiled. */
    uint32_t struct_size;
    /** Module name inside the plugin's namespace ("main" registers "<plugin>.main"). */
    const char *name;
    /** The screen's title. */
    const char *title;
    const lasso_c_field *fields;
    uint32_t field_count;
    const lasso_c_widget *widgets;
    uint32_t widget_count;
    const lasso_c_action *actions;
    uint32_t action_count;
    const lasso_c_output *outputs;
    uint32_t output_count;
    /** Optional: called when the host builds an instance; returns the instance's user_data. */
    void *(*create)(lasso_c_instance *instance, void *context);
    /** Optional: called when the host drops an instance, with its user_data. */
    void (*destroy)(lasso_c_instance *instance, void *user_data);
    /** Passed to `create` untouched. */
    void *context;
};

/** Sets a state field; the lasso_c_set_* helpers call the instance's host functions. */
static inline lasso_status lasso_c_set_int32(lasso_c_instance *i, const char *f, int32_t v) { return i->api->set_int32(i, f, v); }
/** Sets an int64 state field. */
static inline lasso_status lasso_c_set_int64(lasso_c_instance *i, const char *f, int64_t v) { return i->api->set_int64(i, f, v); }
/** Sets a double state field. */
static inline lasso_status lasso_c_set_double(lasso_c_instance *i, const char *f, double v) { return i->api->set_double(i, f, v); }
/** Sets a bool state field. */
static inline lasso_status lasso_c_set_bool(lasso_c_instance *i, const char *f, bool v) { return i->api->set_bool(i, f, v); }
/** Sets a string state field (UTF-8, copied). */
static inline lasso_status lasso_c_set_string(lasso_c_instance *i, const char *f, const char *v) { return i->api->set_string(i, f, v); }
/** Reads an int32 state field. */
static inline int32_t lasso_c_get_int32(lasso_c_instance *i, const char *f) { return i->api->get_int32(i, f); }
/** Reads an int64 state field. */
static inline int64_t lasso_c_get_int64(lasso_c_instance *i, const char *f) { return i->api->get_int64(i, f); }
/** Reads a double state field. */
static inline double lasso_c_get_double(lasso_c_instance *i, const char *f) { return i->api->get_double(i, f); }
/** Reads a bool state field. */
static inline bool lasso_c_get_bool(lasso_c_instance *i, const char *f) { return i->api->get_bool(i, f); }
/** Reads a string state field (see get_string for how long the text stays valid). */
static inline const char *lasso_c_get_string(lasso_c_instance *i, const char *f) { return i->api->get_string(i, f); }
/** The emitter of output `o`, cast to its typed pointer by the caller; NULL when undeclared. */
static inline lasso_c_function lasso_c_emitter(lasso_c_instance *i, const char *o) { return i->api->emitter(i, o); }

/** Sets a list-of-doubles field to `n` values (copied). Since ABI 1.3. */
static inline lasso_status lasso_c_set_doubles(lasso_c_instance *i, const char *f, const double *v, uint32_t n) {
    return LASSO_C_INSTANCE_HAS(i, set_doubles) ? i->api->set_doubles(i, f, v, n) : LASSO_STATUS_ERROR;
}
/** Sets a list-of-strings field to `n` strings (copied). Since ABI 1.3. */
static inline lasso_status lasso_c_set_strings(lasso_c_instance *i, const char *f, const char *const *v, uint32_t n) {
    return LASSO_C_INSTANCE_HAS(i, set_strings) ? i->api->set_strings(i, f, v, n) : LASSO_STATUS_ERROR;
}
/** The number of items of a list field. Since ABI 1.3. */
static inline uint32_t lasso_c_get_count(lasso_c_instance *i, const char *f) {
    return LASSO_C_INSTANCE_HAS(i, get_count) ? i->api->get_count(i, f) : 0;
}
/** Item `n` of a list-of-doubles field. Since ABI 1.3. */
static inline double lasso_c_get_double_at(lasso_c_instance *i, const char *f, uint32_t n) {
    return LASSO_C_INSTANCE_HAS(i, get_double_at) ? i->api->get_double_at(i, f, n) : 0;
}
/** Item `n` of a list-of-strings field (see get_string_at for how long it stays valid). Since ABI 1.3. */
static inline const char *lasso_c_get_string_at(lasso_c_instance *i, const char *f, uint32_t n) {
    return LASSO_C_INSTANCE_HAS(i, get_string_at) ? i->api->get_string_at(i, f, n) : "";
}
/** Presents an alert whose choice invokes `action` ("i32") with the button's index. Since ABI 1.3. */
static inline lasso_status lasso_c_present_alert(
    lasso_c_instance *i, const char *title, const char *message, const char *buttons, const char *action) {
    return LASSO_C_INSTANCE_HAS(i, present_alert) ? i->api->present_alert(i, title, message, buttons, action)
                                                  : LASSO_STATUS_ERROR;
}

/** The session's user, "AUTHORITY:NAME"; "" on a host older than ABI 1.4. */
static inline const char *lasso_c_user(lasso_c_instance *i) {
    return LASSO_C_INSTANCE_HAS(i, user) ? i->api->user(i) : "";
}
/** Reads (and with `observe`, follows) a record, invoking `action` ("str") with its JSON. Since ABI 1.4. */
static inline lasso_status lasso_c_storage_read(
    lasso_c_instance *i, int32_t scope, const char *key, const char *action, bool observe) {
    return LASSO_C_INSTANCE_HAS(i, storage_read) ? i->api->storage_read(i, scope, key, action, observe)
                                                 : LASSO_STATUS_ERROR;
}
/** Writes a record's JSON (NULL deletes it). Since ABI 1.4. */
static inline lasso_status lasso_c_storage_write(lasso_c_instance *i, int32_t scope, const char *key, const char *json) {
    return LASSO_C_INSTANCE_HAS(i, storage_write) ? i->api->storage_write(i, scope, key, json) : LASSO_STATUS_ERROR;
}
/** Writes a line to the plugin's log. Since ABI 1.4; nothing on an older host. */
static inline void lasso_c_log(lasso_c_instance *i, int32_t level, const char *message) {
    if (LASSO_C_INSTANCE_HAS(i, log)) i->api->log(i, level, message);
}

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
    /** The runtime the plugin was compiled against (its stamp): LASSO_RUNTIME_RELEASE for a C
     * plugin, that and "+swift-<compiler version>" for a Swift plugin; see LASSO_RUNTIME_RELEASE.
     * (The field keeps its 1.0 name: C99 has no way to give a field a second name.) */
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
