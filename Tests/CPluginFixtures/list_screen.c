/*
 * The "clists" C screen (ABI 1.3): list fields (a string list and a double list) shown by a
 * table, a tree and a chart. Its actions set the lists through the host's list setters, read
 * them back through get_count / get_*_at and emit what they read, and present an alert whose
 * choice comes back as an action.
 */
#include "lasso_plugin.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { OUT_CELLS, OUT_VALUES, OUT_STATUS, OUT_ANSWERED, OUT_PICKED };

typedef void (*emit_cells_fn)(int32_t count, const char *joined);
typedef void (*emit_values_fn)(int32_t count, double sum);
typedef void (*emit_status_fn)(int32_t status);
typedef void (*emit_index_fn)(int32_t index);

/* "text:str": sets `cells` to the items of `text` separated by '|' ("" sets none). */
static void set_cells(lasso_c_instance *self, const char *text) {
    const char *items[64];
    char copy[1024];
    uint32_t count = 0;
    snprintf(copy, sizeof copy, "%s", text);
    if (copy[0] != '\0') {
        char *start = copy;
        for (char *p = copy;; p++) {
            if (*p == '|' || *p == '\0') {
                bool end = *p == '\0';
                *p = '\0';
                if (count < 64) items[count++] = start;
                if (end) break;
                start = p + 1;
            }
        }
    }
    lasso_status status = lasso_c_set_strings(self, "cells", count ? (const char *const *)items : NULL, count);
    ((emit_status_fn)self->emitters[OUT_STATUS])((int32_t)status);
}

/* "count:i32": sets `values` to 0, 0.5, 1, … (count items). */
static void set_values(lasso_c_instance *self, int32_t count) {
    double *values = count > 0 ? calloc((size_t)count, sizeof *values) : NULL;
    for (int32_t i = 0; i < count; i++) values[i] = i * 0.5;
    lasso_status status = lasso_c_set_doubles(self, "values", values, count > 0 ? (uint32_t)count : 0);
    free(values);
    ((emit_status_fn)self->emitters[OUT_STATUS])((int32_t)status);
}

/* "": emits the number of cells and the cells joined by '|', as read through get_string_at. */
static void read_cells(lasso_c_instance *self) {
    uint32_t count = lasso_c_get_count(self, "cells");
    char joined[1024] = "";
    for (uint32_t i = 0; i < count; i++) {
        if (i > 0) strncat(joined, "|", sizeof joined - strlen(joined) - 1);
        strncat(joined, lasso_c_get_string_at(self, "cells", i), sizeof joined - strlen(joined) - 1);
    }
    ((emit_cells_fn)self->emitters[OUT_CELLS])((int32_t)count, joined);
}

/* "": emits the number of values and their sum, as read through get_double_at. */
static void read_values(lasso_c_instance *self) {
    uint32_t count = lasso_c_get_count(self, "values");
    double sum = 0;
    for (uint32_t i = 0; i < count; i++) sum += lasso_c_get_double_at(self, "values", i);
    ((emit_values_fn)self->emitters[OUT_VALUES])((int32_t)count, sum);
}

/* "which:i32": a misuse the host must refuse; emits the status (or what was read). */
static void misuse(lasso_c_instance *self, int32_t which) {
    const double one = 1;
    const char *const text[] = { "x" };
    int32_t result = -1;
    switch (which) {
    case 0: result = (int32_t)lasso_c_set_doubles(self, "cells", &one, 1); break;       /* wrong type */
    case 1: result = (int32_t)lasso_c_set_strings(self, "values", text, 1); break;    /* wrong type */
    case 2: result = (int32_t)lasso_c_set_strings(self, "label", text, 1); break;     /* a scalar */
    case 3: result = (int32_t)lasso_c_get_count(self, "label"); break;                 /* not a list */
    case 4: result = (int32_t)strlen(lasso_c_get_string_at(self, "cells", 1000)); break; /* out of range */
    case 5: result = (int32_t)lasso_c_get_double_at(self, "values", 1000); break;     /* out of range */
    case 6: result = (int32_t)lasso_c_set_strings(self, "cells", NULL, 3); break;      /* NULL items */
    case 7: result = (int32_t)lasso_c_present_alert(self, "T", "M", "OK", "set_cells"); break; /* not "i32" */
    case 8: result = (int32_t)lasso_c_present_alert(self, "T", "M", "OK", "nope"); break;      /* undeclared */
    default: break;
    }
    ((emit_status_fn)self->emitters[OUT_STATUS])(result);
}

/* "": asks "Keep?" with Yes|No|Later; the answer comes back to `answered`. */
static void ask(lasso_c_instance *self) {
    lasso_status status = lasso_c_present_alert(self, "Keep?", "Keep the cells?", "Yes|No|Later", "answered");
    ((emit_status_fn)self->emitters[OUT_STATUS])((int32_t)status);
}

/* "button:i32": the alert's answer. */
static void answered(lasso_c_instance *self, int32_t button) {
    lasso_c_set_int32(self, "answer", button);
    ((emit_index_fn)self->emitters[OUT_ANSWERED])(button);
}

/* "row:i32": a table row or tree node was selected. */
static void picked(lasso_c_instance *self, int32_t row) {
    lasso_c_set_int32(self, "picked", row);
    ((emit_index_fn)self->emitters[OUT_PICKED])(row);
}

static const char *const default_cells[] = { "b", "2", "a", "10" };
static const lasso_c_list cells_list = { .items = default_cells, .count = 4 };
static const double default_values[] = { 1.5, 2.5 };
static const lasso_c_list values_list = { .items = default_values, .count = 2 };
static const char *const default_outline[] = { "root", "\tchild", "\t\tgrandchild", "\tsecond", "other" };
static const lasso_c_list outline_list = { .items = default_outline, .count = 5 };

static const lasso_c_field fields[] = {
    { "cells", LASSO_C_STR_LIST(&cells_list) },
    { "values", LASSO_C_F64_LIST(&values_list) },
    { "outline", LASSO_C_STR_LIST(&outline_list) },
    { "empty", LASSO_C_STR_LIST(NULL) },
    { "label", LASSO_C_STR("") },
    { "answer", LASSO_C_I32(-1) },
    { "picked", LASSO_C_I32(-1) },
};

static const lasso_c_action actions[] = {
    { "set_cells", "str", LASSO_C_HANDLER(set_cells) },
    { "set_values", "i32", LASSO_C_HANDLER(set_values) },
    { "read_cells", "", LASSO_C_HANDLER(read_cells) },
    { "read_values", "", LASSO_C_HANDLER(read_values) },
    { "misuse", "i32", LASSO_C_HANDLER(misuse) },
    { "ask", "", LASSO_C_HANDLER(ask) },
    { "answered", "i32", LASSO_C_HANDLER(answered) },
    { "picked", "i32", LASSO_C_HANDLER(picked) },
};

static const lasso_c_output outputs[] = {
    { "cells", "count:i32,joined:str" },
    { "values", "count:i32,sum:f64" },
    { "status", "status:i32" },
    { "answered", "button:i32" },
    { "picked", "row:i32" },
};

static const lasso_c_widget widgets[] = {
    { .kind = LASSO_C_TABLE, .identifier = "table", .text = "Name|Size", .field = "cells", .action = "picked" },
    { .kind = LASSO_C_TREE, .identifier = "tree", .field = "outline", .action = "picked" },
    { .kind = LASSO_C_CHART, .identifier = "chart", .text = "Values", .field = "values" },
    { .kind = LASSO_C_CHART, .identifier = "bars", .text = "Bars", .field = "values", .flags = LASSO_C_BARS },
    { .kind = LASSO_C_BUTTON, .identifier = "ask", .text = "Ask", .action = "ask" },
};

static const lasso_c_screen list_screen = {
    .struct_size = sizeof(lasso_c_screen),
    .name = "lists",
    .title = "Lists",
    .fields = fields,
    .field_count = sizeof(fields) / sizeof(fields[0]),
    .widgets = widgets,
    .widget_count = sizeof(widgets) / sizeof(widgets[0]),
    .actions = actions,
    .action_count = sizeof(actions) / sizeof(actions[0]),
    .outputs = outputs,
    .output_count = sizeof(outputs) / sizeof(outputs[0]),
};

static lasso_status register_lists(const lasso_host_api *host, lasso_registrar *registrar, void *context) {
    (void)context;
    return host->register_c_screen(registrar, &list_screen);
}

static const lasso_plugin_descriptor descriptor = {
    .magic = LASSO_PLUGIN_MAGIC,
    .abi_major = LASSO_PLUGIN_ABI_MAJOR,
    /* An ABI 1.3 plugin on purpose (as cecho is 1.2): its additions keep working on later hosts. */
    .abi_minor = 3,
    .name = "clists",
    .version = "1.0.0",
    .description = "List fields, table, tree, chart and alert (test fixture)",
    .runtime_fingerprint = LASSO_RUNTIME_RELEASE,
    .register_plugin = register_lists,
    .context = NULL,
};

const lasso_plugin_descriptor *lasso_fixture_clists_describe(void) { return &descriptor; }
