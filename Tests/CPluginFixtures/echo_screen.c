/*
 * The "cecho" C screen: every action stores its arguments in the state through the host's
 * setters, reads them back through the getters, and emits them as an output through the typed
 * emitters, so a test sees every type make the full round trip Swift -> libffi -> C -> libffi
 * closure -> Swift.
 *
 * Compiled into the tests (describe function lasso_fixture_cecho_describe) and, through an
 * #include from Plugins/Fixtures/CEchoPlugin, into a real plugin library (LASSO_ECHO_DESCRIBE
 * defined as lasso_plugin_describe).
 */
#include "lasso_plugin.h"

#include <stdlib.h>

#ifndef LASSO_ECHO_DESCRIBE
#define LASSO_ECHO_DESCRIBE lasso_fixture_cecho_describe
#endif

/* Output indices, in declaration order. */
enum { OUT_I32, OUT_I64, OUT_F64, OUT_BOOL, OUT_STR, OUT_ALL, OUT_PAIR, OUT_MANY, OUT_PONG, OUT_MISUSE, OUT_CALLS };

typedef void (*emit_i32_fn)(int32_t);
typedef void (*emit_i64_fn)(int64_t);
typedef void (*emit_f64_fn)(double);
typedef void (*emit_bool_fn)(bool);
typedef void (*emit_str_fn)(const char *);
typedef void (*emit_all_fn)(int32_t, int64_t, double, bool, const char *);
typedef void (*emit_pair_fn)(int32_t, const char *);
typedef void (*emit_many_fn)(double, int32_t, double, int64_t, bool, const char *, double, int32_t,
                             int64_t, const char *, double, bool, int32_t, double, double, const char *);
typedef void (*emit_none_fn)(void);
typedef void (*emit_misuse_fn)(int32_t, int32_t, int32_t, bool, bool);

/** Per-instance data: how many actions the instance handled. */
typedef struct echo_data {
    int64_t calls;
} echo_data;

static int destroyed_count = 0;

int lasso_fixture_cecho_destroyed(void) { return destroyed_count; }

static void count_call(lasso_c_instance *self) {
    echo_data *data = (echo_data *)self->user_data;
    if (data != NULL) data->calls += 1;
}

static void set_i32(lasso_c_instance *self, int32_t value) {
    count_call(self);
    lasso_c_set_int32(self, "i32", value);
    ((emit_i32_fn)self->emitters[OUT_I32])(lasso_c_get_int32(self, "i32"));
}

static void set_i64(lasso_c_instance *self, int64_t value) {
    count_call(self);
    lasso_c_set_int64(self, "i64", value);
    ((emit_i64_fn)self->emitters[OUT_I64])(lasso_c_get_int64(self, "i64"));
}

static void set_f64(lasso_c_instance *self, double value) {
    count_call(self);
    lasso_c_set_double(self, "f64", value);
    ((emit_f64_fn)self->emitters[OUT_F64])(lasso_c_get_double(self, "f64"));
}

static void set_bool(lasso_c_instance *self, bool value) {
    count_call(self);
    lasso_c_set_bool(self, "flag", value);
    ((emit_bool_fn)self->emitters[OUT_BOOL])(lasso_c_get_bool(self, "flag"));
}

static void set_str(lasso_c_instance *self, const char *value) {
    count_call(self);
    lasso_c_set_string(self, "text", value);
    ((emit_str_fn)self->emitters[OUT_STR])(lasso_c_get_string(self, "text"));
}

static void all(lasso_c_instance *self, int32_t a, int64_t b, double c, bool d, const char *e) {
    count_call(self);
    ((emit_all_fn)self->emitters[OUT_ALL])(a, b, c, d, e);
}

static void pair(lasso_c_instance *self, int32_t number, const char *text) {
    count_call(self);
    ((emit_pair_fn)self->emitters[OUT_PAIR])(number, text);
}

/* More arguments than registers: the rest go on the stack, in both directions. */
static void many(lasso_c_instance *self, double a, int32_t b, double c, int64_t d, bool e, const char *f,
                 double g, int32_t h, int64_t i, const char *j, double k, bool l, int32_t m, double n,
                 double o, const char *p) {
    count_call(self);
    ((emit_many_fn)self->emitters[OUT_MANY])(a, b, c, d, e, f, g, h, i, j, k, l, m, n, o, p);
}

static void ping(lasso_c_instance *self) {
    count_call(self);
    /* Looks the emitter up by name instead of by index. */
    emit_none_fn pong = (emit_none_fn)lasso_c_emitter(self, "pong");
    if (pong != NULL) pong();
}

/* Misuses the host functions; the host must refuse each one without crashing. */
static void misuse(lasso_c_instance *self) {
    count_call(self);
    int32_t unknown_field = lasso_c_set_int32(self, "no_such_field", 1);
    int32_t wrong_type = lasso_c_set_string(self, "i32", "not a number");
    int32_t get_unknown = lasso_c_get_int32(self, "no_such_field");
    bool unknown_output = lasso_c_emitter(self, "no_such_output") == NULL;
    bool foreign_pointer = self->api->set_int32((lasso_c_instance *)&destroyed_count, "i32", 5) == LASSO_STATUS_ERROR;
    ((emit_misuse_fn)self->emitters[OUT_MISUSE])(unknown_field, wrong_type, get_unknown, unknown_output, foreign_pointer);
}

static void report_calls(lasso_c_instance *self) {
    count_call(self);
    echo_data *data = (echo_data *)self->user_data;
    int64_t calls = data != NULL ? data->calls : -1;
    lasso_c_set_int64(self, "calls", calls);
    ((emit_i64_fn)self->emitters[OUT_CALLS])(calls);
}

static void *create(lasso_c_instance *self, void *context) {
    (void)self;
    (void)context;
    return calloc(1, sizeof(echo_data));
}

static void destroy(lasso_c_instance *self, void *user_data) {
    (void)self;
    free(user_data);
    destroyed_count += 1;
}

static const lasso_c_field fields[] = {
    { "i32", LASSO_C_I32(7) },
    { "i64", LASSO_C_I64(-1) },
    { "f64", LASSO_C_F64(1.5) },
    { "flag", LASSO_C_BOOL(true) },
    { "text", LASSO_C_STR("h\xC3\xA9llo") },
    { "calls", LASSO_C_I64(0) },
};

static const lasso_c_action actions[] = {
    { "set_i32", "i32", LASSO_C_HANDLER(set_i32) },
    { "set_i64", "int64", LASSO_C_HANDLER(set_i64) },
    { "set_f64", "double", LASSO_C_HANDLER(set_f64) },
    { "set_bool", "bool", LASSO_C_HANDLER(set_bool) },
    { "set_str", "string", LASSO_C_HANDLER(set_str) },
    { "all", "i32, i64, f64, bool, str", LASSO_C_HANDLER(all) },
    { "pair", "i32,str", LASSO_C_HANDLER(pair) },
    { "many", "f64,i32,f64,i64,bool,str,f64,i32,i64,str,f64,bool,i32,f64,f64,str", LASSO_C_HANDLER(many) },
    { "ping", "", LASSO_C_HANDLER(ping) },
    { "misuse", "", LASSO_C_HANDLER(misuse) },
    { "report_calls", "", LASSO_C_HANDLER(report_calls) },
};

static const lasso_c_output outputs[] = {
    { "got_i32", "value:i32" },
    { "got_i64", "value:i64" },
    { "got_f64", "value:f64" },
    { "got_bool", "value:bool" },
    { "got_str", "value:str" },
    { "all", "a:i32,b:i64,c:f64,d:bool,e:str" },
    { "pair", "i32,str" },
    { "many", "f64,i32,f64,i64,bool,str,f64,i32,i64,str,f64,bool,i32,f64,f64,str" },
    { "pong", "" },
    { "misuse", "unknown_field:i32,wrong_type:i32,get_unknown:i32,unknown_output:bool,foreign_pointer:bool" },
    { "calls", "count:i64" },
};

static const lasso_c_value all_arguments[] = {
    LASSO_C_I32(-5), LASSO_C_I64(INT64_MAX), LASSO_C_F64(0.25), LASSO_C_BOOL(false), LASSO_C_STR("\xE6\x97\xA5\xE6\x9C\xAC"),
};

static const lasso_c_value forty_two[] = { LASSO_C_I32(42) };

static const lasso_c_widget widgets[] = {
    { .kind = LASSO_C_LABEL, .identifier = "heading", .text = "Echo every type", .style = LASSO_C_STYLE_TITLE },
    { .kind = LASSO_C_LABEL, .identifier = "i32_label", .text = "i32: {}", .field = "i32" },
    { .kind = LASSO_C_LABEL, .identifier = "f64_label", .text = "f64: {.2} {{raw {}}}", .field = "f64" },
    { .kind = LASSO_C_LABEL, .identifier = "text_label", .field = "text", .style = LASSO_C_STYLE_CAPTION },
    { .kind = LASSO_C_TEXT_FIELD, .identifier = "text_field", .text = "Type here", .field = "text", .action = "set_str" },
    { .kind = LASSO_C_BUTTON, .identifier = "set42", .text = "Set 42", .action = "set_i32", .arguments = forty_two, .argument_count = 1 },
    { .kind = LASSO_C_BUTTON, .identifier = "all", .text = "All", .action = "all", .arguments = all_arguments, .argument_count = 5 },
    { .kind = LASSO_C_BUTTON, .identifier = "ping", .text = "Ping", .action = "ping", .flags = LASSO_C_SAME_ROW },
    { .kind = LASSO_C_TOGGLE, .identifier = "flag_toggle", .text = "Flag", .field = "flag", .action = "set_bool" },
    { .kind = LASSO_C_PROGRESS, .identifier = "f64_progress", .text = "f64", .field = "f64" },
    { .kind = LASSO_C_CHOICE, .identifier = "i32_choice", .text = "zero|one|two", .field = "i32", .action = "set_i32", .flags = LASSO_C_SEGMENTED },
    { .kind = LASSO_C_TEXT_VIEW, .identifier = "text_view", .text = "Lines", .field = "text", .action = "set_str" },
};

static const lasso_c_screen echo_screen = {
    .struct_size = sizeof(lasso_c_screen),
    .name = "echo",
    .title = "Echo",
    .fields = fields,
    .field_count = sizeof(fields) / sizeof(fields[0]),
    .widgets = widgets,
    .widget_count = sizeof(widgets) / sizeof(widgets[0]),
    .actions = actions,
    .action_count = sizeof(actions) / sizeof(actions[0]),
    .outputs = outputs,
    .output_count = sizeof(outputs) / sizeof(outputs[0]),
    .create = create,
    .destroy = destroy,
    .context = NULL,
};

static lasso_status register_echo(const lasso_host_api *host, lasso_registrar *registrar, void *context) {
    (void)context;
    if (!LASSO_HOST_HAS(host, register_c_screen)) {
        host->report_error(registrar, "cecho needs a host with plugin ABI 1.1 (register_c_screen)");
        return LASSO_STATUS_ERROR;
    }
    return host->register_c_screen(registrar, &echo_screen);
}

static const lasso_plugin_descriptor descriptor = {
    .magic = LASSO_PLUGIN_MAGIC,
    .abi_major = LASSO_PLUGIN_ABI_MAJOR,
    /* An ABI 1.2 plugin on purpose: proves plugins built before ABI 1.3 keep loading and
     * working (it uses nothing newer than 1.2). */
    .abi_minor = 2,
    .name = "cecho",
    .version = "1.0.0",
    .description = "Echoes every C type back as outputs (test fixture)",
    .runtime_fingerprint = LASSO_RUNTIME_RELEASE,
    .register_plugin = register_echo,
    .context = NULL,
};

const lasso_plugin_descriptor *LASSO_ECHO_DESCRIBE(void) { return &descriptor; }
