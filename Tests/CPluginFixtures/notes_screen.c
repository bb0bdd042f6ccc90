/*
 * The "cnotes" C screen (ABI 1.4, and a declared setting of 1.5): host services from C. Its note is kept in the user's records
 * (storage_write), followed live (storage_read with observe, in every session of the user), the
 * session's user is shown, and each save is logged. Also built into a real plugin library
 * (Plugins/Fixtures/CNotesFixture, with LASSO_NOTES_DESCRIBE the plugin symbol) for the
 * end-to-end tests.
 */
#include "lasso_plugin.h"

#ifndef LASSO_NOTES_DESCRIBE
#define LASSO_NOTES_DESCRIBE lasso_fixture_cnotes_describe
#endif

#include <stdio.h>
#include <string.h>

enum { OUT_STATUS };

typedef void (*emit_status_fn)(int32_t status);

/* `text` as a JSON string (quotes, backslashes and control characters escaped) in `out`. */
static void json_string(const char *text, char *out, size_t size) {
    size_t used = 0;
    out[used++] = '"';
    for (const unsigned char *p = (const unsigned char *)text; *p != '\0' && used + 8 < size; p++) {
        if (*p == '"' || *p == '\\') {
            out[used++] = '\\';
            out[used++] = (char)*p;
        } else if (*p < 0x20) {
            used += (size_t)snprintf(out + used, size - used, "\\u%04x", *p);
        } else {
            out[used++] = (char)*p;
        }
    }
    out[used++] = '"';
    out[used] = '\0';
}

/* "text:str": the note as typed. */
static void edited(lasso_c_instance *self, const char *text) { lasso_c_set_string(self, "note", text); }

/* "": writes the note to the user's records and logs it. */
static void save(lasso_c_instance *self) {
    char json[1100];
    json_string(lasso_c_get_string(self, "note"), json, sizeof json);
    lasso_status status = lasso_c_storage_write(self, LASSO_SCOPE_USER, "note", json);
    lasso_c_log(self, LASSO_LOG_INFO, "saved the note");
    ((emit_status_fn)self->emitters[OUT_STATUS])((int32_t)status);
}

/* "": deletes the record. */
static void forget(lasso_c_instance *self) {
    ((emit_status_fn)self->emitters[OUT_STATUS])((int32_t)lasso_c_storage_write(self, LASSO_SCOPE_USER, "note", NULL));
}

/* "json:str": the stored note as JSON text ("" when there is none), now and after each change. */
static void stored(lasso_c_instance *self, const char *json) { lasso_c_set_string(self, "stored", json); }

/* "": misuse, each refused and reported: an unknown scope, an action of another signature, bad JSON. */
static void misuse(lasso_c_instance *self) {
    lasso_status unknown_scope = lasso_c_storage_write(self, 7, "note", "1");
    lasso_status wrong_action = lasso_c_storage_read(self, LASSO_SCOPE_USER, "note", "save", false);
    lasso_status not_json = lasso_c_storage_write(self, LASSO_SCOPE_APP, "note", "{not json");
    ((emit_status_fn)self->emitters[OUT_STATUS])((int32_t)(unknown_scope + wrong_action + not_json));
}

static void *create(lasso_c_instance *self, void *context) {
    (void)context;
    lasso_c_set_string(self, "user", lasso_c_user(self));
    lasso_c_storage_read(self, LASSO_SCOPE_USER, "note", "stored", true);
    return NULL;
}

static const lasso_c_field fields[] = {
    { "note", LASSO_C_STR("") },
    { "stored", LASSO_C_STR("") },
    { "user", LASSO_C_STR("") },
};

static const lasso_c_action actions[] = {
    { "edited", "str", LASSO_C_HANDLER(edited) },
    { "save", "", LASSO_C_HANDLER(save) },
    { "forget", "", LASSO_C_HANDLER(forget) },
    { "stored", "str", LASSO_C_HANDLER(stored) },
    { "misuse", "", LASSO_C_HANDLER(misuse) },
};

static const lasso_c_output outputs[] = {
    { "status", "status:i32" },
};

static const lasso_c_widget widgets[] = {
    { .kind = LASSO_C_LABEL, .identifier = "user", .text = "Signed in as {}", .field = "user" },
    { .kind = LASSO_C_TEXT_FIELD, .identifier = "note", .field = "note", .action = "edited" },
    { .kind = LASSO_C_BUTTON, .identifier = "save", .text = "Save", .action = "save" },
    { .kind = LASSO_C_LABEL, .identifier = "stored", .text = "Stored: {}", .field = "stored" },
};

static const lasso_c_screen notes_screen = {
    .struct_size = sizeof(lasso_c_screen),
    .name = "notes",
    .title = "Notes",
    .fields = fields,
    .field_count = sizeof(fields) / sizeof(fields[0]),
    .widgets = widgets,
    .widget_count = sizeof(widgets) / sizeof(widgets[0]),
    .actions = actions,
    .action_count = sizeof(actions) / sizeof(actions[0]),
    .outputs = outputs,
    .output_count = sizeof(outputs) / sizeof(outputs[0]),
    .create = create,
};

/* ABI 1.5: a declared setting, as the JSON object the host checks. */
static const char *const lines_setting =
    "{\"name\": \"lines\", \"kind\": \"integer\", \"default\": 3, \"minimum\": 1, \"maximum\": 20,"
    " \"title\": \"Lines\", \"help\": \"How many lines of the note show.\"}";

static lasso_status register_notes(const lasso_host_api *host, lasso_registrar *registrar, void *context) {
    (void)context;
    if (LASSO_HOST_HAS(host, declare_setting) && host->declare_setting(registrar, lines_setting) != LASSO_STATUS_OK)
        return LASSO_STATUS_ERROR;
    return host->register_c_screen(registrar, &notes_screen);
}

static const lasso_plugin_descriptor descriptor = {
    .magic = LASSO_PLUGIN_MAGIC,
    .abi_major = LASSO_PLUGIN_ABI_MAJOR,
    .abi_minor = LASSO_PLUGIN_ABI_MINOR,
    .name = "cnotes",
    .version = "1.0.0",
    .description = "Storage, user and log from C (test fixture)",
    .runtime_fingerprint = LASSO_RUNTIME_RELEASE,
    .register_plugin = register_notes,
    .context = NULL,
};

const lasso_plugin_descriptor *LASSO_NOTES_DESCRIBE(void) { return &descriptor; }
