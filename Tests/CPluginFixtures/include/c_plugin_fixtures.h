/*
 * C screens used by the C-plugin tests, linked into the test process.
 */
#ifndef LASSO_C_PLUGIN_FIXTURES_H
#define LASSO_C_PLUGIN_FIXTURES_H

#include "lasso_plugin.h"

/** The "cecho" plugin: one screen whose actions echo every type back as outputs. */
const lasso_plugin_descriptor *lasso_fixture_cecho_describe(void);

/** How many echo instances the plugin's destroy callback has freed so far. */
int lasso_fixture_cecho_destroyed(void);

/**
 * The "cbad" plugin: one screen whose action "act" and output "out" have the signatures set
 * with lasso_fixture_cbad_set (NULL stays NULL).
 */
const lasso_plugin_descriptor *lasso_fixture_cbad_describe(void);

/** Makes "cbad" return LASSO_STATUS_OK even when the host refuses its screen. */
void lasso_fixture_cbad_ignore_refusal(bool ignore);

/** Sets the signatures the next registration of "cbad" declares. */
void lasso_fixture_cbad_set(const char *action_signature, const char *output_signature);

/**
 * The "clists" plugin (ABI 1.3): one screen with list fields shown by a table, a tree and a
 * chart, whose actions set and read the lists and present an alert.
 */
const lasso_plugin_descriptor *lasso_fixture_clists_describe(void);

/**
 * The "cnotes" plugin (ABI 1.4): one screen keeping a note in the user's records, following it
 * live, showing the session's user, and logging each save.
 */
const lasso_plugin_descriptor *lasso_fixture_cnotes_describe(void);

#endif
