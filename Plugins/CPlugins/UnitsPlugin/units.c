/*
 * The "units" plugin, written in C: a unit converter screen (length, mass, temperature).
 *
 * Everything goes through the C screen ABI (lasso_plugin.h, ABI 1.3): the host stores the
 * state, builds the view from the widget list, and calls the action handlers below through
 * libffi with arguments built from their signature strings. Outputs go back through the typed
 * emitters the host creates for this instance (libffi closures).
 *
 *   units.main   state: amount_text, amount, from_unit, to_unit, from_label, to_label, result,
 *                       result_text, precise,
 *                       conversions, error, history (str list: 5 cells a conversion), results
 *                       (f64 list), picked
 *                outputs: converted(amount:f64, from:str, to:str, result:f64, precise:bool)
 *                         milestone(conversions:i64)
 *                         invalid_input(text:str, position:i32)
 */
#include "lasso_plugin.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- Units ---------------------------------------------------------------------------------- */

typedef enum quantity { LENGTH, MASS, TEMPERATURE } quantity;

typedef struct unit {
    /* The unit as the state and the config name it ("c"). */
    const char *symbol;
    /* The unit as the screen shows it ("°C"). */
    const char *label;
    quantity kind;
    /* value_in_base = value * scale + offset (base units: metre, kilogram, kelvin). */
    double scale;
    double offset;
} unit;

static const unit units[] = {
    { "m", "m", LENGTH, 1.0, 0.0 },
    { "km", "km", LENGTH, 1000.0, 0.0 },
    { "mi", "mi", LENGTH, 1609.344, 0.0 },
    { "ft", "ft", LENGTH, 0.3048, 0.0 },
    { "kg", "kg", MASS, 1.0, 0.0 },
    { "g", "g", MASS, 0.001, 0.0 },
    { "lb", "lb", MASS, 0.45359237, 0.0 },
    { "k", "K", TEMPERATURE, 1.0, 0.0 },
    { "c", "°C", TEMPERATURE, 1.0, 273.15 },
    { "f", "°F", TEMPERATURE, 5.0 / 9.0, 273.15 - 32.0 * 5.0 / 9.0 },
};

static const unit *find_unit(const char *symbol) {
    for (size_t i = 0; i < sizeof(units) / sizeof(units[0]); i++) {
        if (strcmp(units[i].symbol, symbol) == 0) return &units[i];
    }
    return NULL;
}

/* Every this many conversions, the screen tells its owner. */
#define MILESTONE 10

/* Output indices, in the order of `outputs` below. */
enum { OUT_CONVERTED, OUT_MILESTONE, OUT_INVALID_INPUT };

typedef void (*converted_fn)(double amount, const char *from, const char *to, double result, bool precise);
typedef void (*milestone_fn)(int64_t conversions);
typedef void (*invalid_input_fn)(const char *text, int32_t position);

/* ---- Actions -------------------------------------------------------------------------------- */

/* Computes the result for the current state; sets `error` when the units do not match. */
static void recompute(lasso_c_instance *self) {
    const unit *from = find_unit(lasso_c_get_string(self, "from_unit"));
    const unit *to = find_unit(lasso_c_get_string(self, "to_unit"));
    /* The screen names units as people write them ("°C"), not by their symbols ("c"). */
    lasso_c_set_string(self, "from_label", from ? from->label : lasso_c_get_string(self, "from_unit"));
    lasso_c_set_string(self, "to_label", to ? to->label : lasso_c_get_string(self, "to_unit"));
    if (from == NULL || to == NULL) {
        lasso_c_set_string(self, "error", "unknown unit");
        return;
    }
    if (from->kind != to->kind) {
        char message[96];
        snprintf(message, sizeof message, "cannot convert %s to %s", from->label, to->label);
        lasso_c_set_string(self, "error", message);
        lasso_c_set_string(self, "result_text", "");
        return;
    }
    double amount = lasso_c_get_double(self, "amount");
    double result = (amount * from->scale + from->offset - to->offset) / to->scale;
    bool precise = lasso_c_get_bool(self, "precise");
    char text[160];
    snprintf(text, sizeof text, precise ? "%.6f %s = %.6f %s" : "%.2f %s = %.2f %s", amount, from->label, result, to->label);
    lasso_c_set_double(self, "result", result);
    lasso_c_set_string(self, "result_text", text);
    lasso_c_set_string(self, "error", "");
}

/* "str": the amount as typed. Accepts a decimal number; otherwise reports where it stops. */
static void set_amount(lasso_c_instance *self, const char *text) {
    lasso_c_set_string(self, "amount_text", text);
    char *end = NULL;
    double amount = strtod(text, &end);
    while (end != NULL && (*end == ' ' || *end == '\t')) end++;
    if (end == text || end == NULL || *end != '\0') {
        int32_t position = (end != NULL && end != text) ? (int32_t)(end - text) : 0;
        lasso_c_set_string(self, "error", "not a number");
        ((invalid_input_fn)self->emitters[OUT_INVALID_INPUT])(text, position);
        return;
    }
    lasso_c_set_double(self, "amount", amount);
    recompute(self);
}

/* "from:str,to:str": picks the two units. */
static void set_units(lasso_c_instance *self, const char *from, const char *to) {
    lasso_c_set_string(self, "from_unit", from);
    lasso_c_set_string(self, "to_unit", to);
    recompute(self);
}

/* "": swaps the two units. */
static void swap_units(lasso_c_instance *self) {
    char from[16];
    snprintf(from, sizeof from, "%s", lasso_c_get_string(self, "from_unit"));
    lasso_c_set_string(self, "from_unit", lasso_c_get_string(self, "to_unit"));
    lasso_c_set_string(self, "to_unit", from);
    recompute(self);
}

/* "factor:i32": multiplies the amount (x10, x100, …); a negative factor divides. */
static void scale(lasso_c_instance *self, int32_t factor) {
    if (factor == 0) return;
    double amount = lasso_c_get_double(self, "amount");
    amount = factor > 0 ? amount * factor : amount / -(double)factor;
    char text[64];
    snprintf(text, sizeof text, "%g", amount);
    lasso_c_set_double(self, "amount", amount);
    lasso_c_set_string(self, "amount_text", text);
    recompute(self);
}

/* "bool": two or six decimals. */
static void set_precise(lasso_c_instance *self, bool precise) {
    lasso_c_set_bool(self, "precise", precise);
    recompute(self);
}

static void remember(lasso_c_instance *self, int64_t number);

/* "": sends the conversion to the screen's owner, counts it and adds it to the history. */
static void convert(lasso_c_instance *self) {
    recompute(self);
    if (lasso_c_get_string(self, "error")[0] != '\0') return;
    int64_t conversions = lasso_c_get_int64(self, "conversions") + 1;
    lasso_c_set_int64(self, "conversions", conversions);
    remember(self, conversions);
    /* The plugin's log (ABI 1.4), labelled with the plugin and the user by the host. */
    char line[96];
    snprintf(line, sizeof line, "converted %g %s to %s", lasso_c_get_double(self, "amount"),
             lasso_c_get_string(self, "from_unit"), lasso_c_get_string(self, "to_unit"));
    lasso_c_log(self, LASSO_LOG_INFO, line);
    ((converted_fn)self->emitters[OUT_CONVERTED])(
        lasso_c_get_double(self, "amount"),
        lasso_c_get_string(self, "from_unit"),
        lasso_c_get_string(self, "to_unit"),
        lasso_c_get_double(self, "result"),
        lasso_c_get_bool(self, "precise"));
    if (conversions % MILESTONE == 0) {
        ((milestone_fn)self->emitters[OUT_MILESTONE])(conversions);
    }
}

/* The history table's columns; `history` holds HISTORY_COLUMNS cells per conversion. */
#define HISTORY_COLUMNS 5
#define HISTORY_TITLES "#|Amount|From|To|Result"
/* The most conversions the history keeps (the oldest go first). */
#define HISTORY_LIMIT 200

/* Appends the conversion just made to `history` and its result to `results` (ABI 1.3 lists). */
static void remember(lasso_c_instance *self, int64_t number) {
    uint32_t count = lasso_c_get_count(self, "history");
    uint32_t rows = count / HISTORY_COLUMNS;
    uint32_t first = rows >= HISTORY_LIMIT ? rows - HISTORY_LIMIT + 1 : 0;
    uint32_t kept = rows - first;
    const char **cells = calloc((size_t)(kept + 1) * HISTORY_COLUMNS, sizeof *cells);
    double *results = calloc(kept + 1, sizeof *results);
    if (cells == NULL || results == NULL) {
        free(cells);
        free(results);
        return;
    }
    /* get_string_at's text stays valid until the field is set, so the copies wait until then. */
    for (uint32_t i = 0; i < kept * HISTORY_COLUMNS; i++) {
        cells[i] = lasso_c_get_string_at(self, "history", first * HISTORY_COLUMNS + i);
    }
    uint32_t result_count = lasso_c_get_count(self, "results");
    for (uint32_t i = 0; i < kept; i++) {
        uint32_t from = result_count > kept ? result_count - kept + i : i;
        results[i] = from < result_count ? lasso_c_get_double_at(self, "results", from) : 0;
    }
    char number_text[24], amount_text[32], result_text[32];
    snprintf(number_text, sizeof number_text, "%lld", (long long)number);
    snprintf(amount_text, sizeof amount_text, "%g", lasso_c_get_double(self, "amount"));
    snprintf(result_text, sizeof result_text, "%.2f", lasso_c_get_double(self, "result"));
    const char *row[HISTORY_COLUMNS] = {
        number_text, amount_text, lasso_c_get_string(self, "from_unit"), lasso_c_get_string(self, "to_unit"), result_text,
    };
    memcpy(cells + kept * HISTORY_COLUMNS, row, sizeof row);
    results[kept] = lasso_c_get_double(self, "result");
    lasso_c_set_doubles(self, "results", results, kept + 1);
    lasso_c_set_strings(self, "history", (const char *const *)cells, (kept + 1) * HISTORY_COLUMNS);
    free(cells);
    free(results);
}

/* "row:i32": a history row was selected: convert its amount between its units again. */
static void pick_history(lasso_c_instance *self, int32_t row) {
    if (row < 0 || (uint32_t)row >= lasso_c_get_count(self, "history") / HISTORY_COLUMNS) return;
    uint32_t base = (uint32_t)row * HISTORY_COLUMNS;
    char amount[32];
    snprintf(amount, sizeof amount, "%s", lasso_c_get_string_at(self, "history", base + 1));
    lasso_c_set_string(self, "from_unit", lasso_c_get_string_at(self, "history", base + 2));
    lasso_c_set_string(self, "to_unit", lasso_c_get_string_at(self, "history", base + 3));
    char picked[48];
    snprintf(picked, sizeof picked, "Picked conversion #%s", lasso_c_get_string_at(self, "history", base));
    lasso_c_set_string(self, "picked", picked);
    set_amount(self, amount);
}

/* "": asks before clearing the history; the answer comes back to clear_history_answer. */
static void clear_history(lasso_c_instance *self) {
    uint32_t rows = lasso_c_get_count(self, "history") / HISTORY_COLUMNS;
    char message[96];
    snprintf(message, sizeof message, "This forgets %u conversion%s.", rows, rows == 1 ? "" : "s");
    lasso_c_present_alert(self, "Clear history?", message, "Clear|Cancel", "clear_history_answer");
}

/* "button:i32": the alert's answer: 0 is Clear, 1 is Cancel. */
static void clear_history_answer(lasso_c_instance *self, int32_t button) {
    if (button != 0) return;
    lasso_c_set_strings(self, "history", NULL, 0);
    lasso_c_set_doubles(self, "results", NULL, 0);
    lasso_c_set_string(self, "picked", "");
}

/* "conversions:i64": sets the conversion count (Reset passes 0). */
static void set_conversions(lasso_c_instance *self, int64_t conversions) {
    lasso_c_set_int64(self, "conversions", conversions < 0 ? 0 : conversions);
}

static void *create(lasso_c_instance *self, void *context) {
    (void)context;
    recompute(self);
    return NULL;
}

/* ---- The screen ----------------------------------------------------------------------------- */

static const lasso_c_field fields[] = {
    { "amount_text", LASSO_C_STR("1") },
    { "amount", LASSO_C_F64(1.0) },
    { "from_unit", LASSO_C_STR("km") },
    { "to_unit", LASSO_C_STR("mi") },
    { "from_label", LASSO_C_STR("km") },
    { "to_label", LASSO_C_STR("mi") },
    { "result", LASSO_C_F64(0.0) },
    { "result_text", LASSO_C_STR("") },
    { "precise", LASSO_C_BOOL(false) },
    { "conversions", LASSO_C_I64(0) },
    { "error", LASSO_C_STR("") },
    { "history", LASSO_C_STR_LIST(NULL) },
    { "results", LASSO_C_F64_LIST(NULL) },
    { "picked", LASSO_C_STR("") },
};

static const lasso_c_action actions[] = {
    { "set_amount", "str", LASSO_C_HANDLER(set_amount) },
    { "set_units", "from:str,to:str", LASSO_C_HANDLER(set_units) },
    { "swap_units", "", LASSO_C_HANDLER(swap_units) },
    { "scale", "factor:i32", LASSO_C_HANDLER(scale) },
    { "set_precise", "bool", LASSO_C_HANDLER(set_precise) },
    { "convert", "", LASSO_C_HANDLER(convert) },
    { "set_conversions", "conversions:i64", LASSO_C_HANDLER(set_conversions) },
    { "pick_history", "row:i32", LASSO_C_HANDLER(pick_history) },
    { "clear_history", "", LASSO_C_HANDLER(clear_history) },
    { "clear_history_answer", "button:i32", LASSO_C_HANDLER(clear_history_answer) },
};

static const lasso_c_output outputs[] = {
    { "converted", "amount:f64,from:str,to:str,result:f64,precise:bool" },
    { "milestone", "conversions:i64" },
    { "invalid_input", "text:str,position:i32" },
};

static const lasso_c_value km_mi[] = { LASSO_C_STR("km"), LASSO_C_STR("mi") };
static const lasso_c_value kg_lb[] = { LASSO_C_STR("kg"), LASSO_C_STR("lb") };
static const lasso_c_value c_f[] = { LASSO_C_STR("c"), LASSO_C_STR("f") };
static const lasso_c_value times_ten[] = { LASSO_C_I32(10) };
static const lasso_c_value divide_ten[] = { LASSO_C_I32(-10) };
static const lasso_c_value precise_on[] = { LASSO_C_BOOL(true) };
static const lasso_c_value precise_off[] = { LASSO_C_BOOL(false) };
static const lasso_c_value zero_conversions[] = { LASSO_C_I64(0) };

#define ARGS(array) .arguments = array, .argument_count = sizeof(array) / sizeof(array[0])

static const lasso_c_widget widgets[] = {
    { .kind = LASSO_C_LABEL, .identifier = "from", .text = "From: {}", .field = "from_label" },
    { .kind = LASSO_C_LABEL, .identifier = "to", .text = "To: {}", .field = "to_label", .flags = LASSO_C_SAME_ROW },
    { .kind = LASSO_C_TEXT_FIELD, .identifier = "amount", .text = "Amount", .field = "amount_text", .action = "set_amount" },
    { .kind = LASSO_C_LABEL, .identifier = "result", .field = "result_text" },
    { .kind = LASSO_C_LABEL, .identifier = "error", .field = "error", .style = LASSO_C_STYLE_ERROR },
    { .kind = LASSO_C_BUTTON, .identifier = "km_mi", .text = "km → mi", .action = "set_units", ARGS(km_mi) },
    { .kind = LASSO_C_BUTTON, .identifier = "kg_lb", .text = "kg → lb", .action = "set_units", ARGS(kg_lb), .flags = LASSO_C_SAME_ROW },
    { .kind = LASSO_C_BUTTON, .identifier = "c_f", .text = "°C → °F", .action = "set_units", ARGS(c_f), .flags = LASSO_C_SAME_ROW },
    { .kind = LASSO_C_BUTTON, .identifier = "swap", .text = "Swap", .action = "swap_units", .flags = LASSO_C_SAME_ROW },
    { .kind = LASSO_C_BUTTON, .identifier = "times10", .text = "×10", .action = "scale", ARGS(times_ten) },
    { .kind = LASSO_C_BUTTON, .identifier = "divide10", .text = "÷10", .action = "scale", ARGS(divide_ten), .flags = LASSO_C_SAME_ROW },
    { .kind = LASSO_C_BUTTON, .identifier = "precise", .text = "6 decimals", .action = "set_precise", ARGS(precise_on), .flags = LASSO_C_SAME_ROW },
    { .kind = LASSO_C_BUTTON, .identifier = "rounded", .text = "2 decimals", .action = "set_precise", ARGS(precise_off), .flags = LASSO_C_SAME_ROW },
    { .kind = LASSO_C_BUTTON, .identifier = "convert", .text = "Convert", .action = "convert" },
    { .kind = LASSO_C_LABEL, .identifier = "conversions", .text = "Conversions: {}", .field = "conversions", .style = LASSO_C_STYLE_CAPTION },
    { .kind = LASSO_C_BUTTON, .identifier = "reset", .text = "Reset count", .action = "set_conversions", ARGS(zero_conversions), .flags = LASSO_C_SAME_ROW },
    { .kind = LASSO_C_CHART, .identifier = "results", .text = "Results", .field = "results" },
    { .kind = LASSO_C_BUTTON, .identifier = "clear_history", .text = "Clear history", .action = "clear_history", .flags = LASSO_C_SAME_ROW },
    { .kind = LASSO_C_LABEL, .identifier = "picked", .field = "picked", .style = LASSO_C_STYLE_CAPTION, .flags = LASSO_C_SAME_ROW },
    { .kind = LASSO_C_TABLE, .identifier = "history", .text = HISTORY_TITLES, .field = "history", .action = "pick_history" },
};

static const lasso_c_screen units_screen = {
    .struct_size = sizeof(lasso_c_screen),
    .name = "main",
    .title = "Unit converter",
    .fields = fields,
    .field_count = sizeof(fields) / sizeof(fields[0]),
    .widgets = widgets,
    .widget_count = sizeof(widgets) / sizeof(widgets[0]),
    .actions = actions,
    .action_count = sizeof(actions) / sizeof(actions[0]),
    .outputs = outputs,
    .output_count = sizeof(outputs) / sizeof(outputs[0]),
    .create = create,
    .destroy = NULL,
    .context = NULL,
};

/* ---- Registration --------------------------------------------------------------------------- */

static lasso_status register_units(const lasso_host_api *host, lasso_registrar *registrar, void *context) {
    (void)context;
    if (!LASSO_HOST_HAS(host, register_c_screen)) {
        host->report_error(registrar, "units is a C plugin and needs a host with plugin ABI 1.3 or later");
        return LASSO_STATUS_ERROR;
    }
    return host->register_c_screen(registrar, &units_screen);
}

static const lasso_plugin_descriptor descriptor = {
    .magic = LASSO_PLUGIN_MAGIC,
    .abi_major = LASSO_PLUGIN_ABI_MAJOR,
    .abi_minor = LASSO_PLUGIN_ABI_MINOR,
    .name = "units",
    .version = "1.0.0",
    .description = "A unit converter (length, mass, temperature) written in C",
    .runtime_fingerprint = LASSO_RUNTIME_RELEASE,
    .register_plugin = register_units,
    .context = NULL,
};

/* The plugin's one exported symbol. */
const lasso_plugin_descriptor *lasso_plugin_describe(void);
const lasso_plugin_descriptor *lasso_plugin_describe(void) { return &descriptor; }
