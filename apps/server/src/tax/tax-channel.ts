/**
 * What a saved version of the tax settings, or a certificate added or withdrawn, notifies (LISTEN):
 * every instance reads the settings and certificates again, as a publish of the offer does.
 */
export const TAX_CHANGED = 'tax_changed';
