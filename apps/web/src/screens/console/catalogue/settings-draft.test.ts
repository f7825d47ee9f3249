import { describe, expect, it } from 'vitest';
import { offerSettings } from '../../../../test-support/catalogue';
import { readSettingsForm, settingsForm } from './settings-draft';

describe('the settings form', () => {
  it('reads back the settings it was made from', () => {
    const { settings } = offerSettings();
    expect(readSettingsForm(settingsForm(settings))).toEqual({ settings });
  });

  it('takes an empty limit as the default, dollars with a sign and commas, recipients a line or a comma each', () => {
    const form = settingsForm(offerSettings().settings);
    form.limits = { max_units_per_line: ' ', max_lines_per_order: '', max_on_account_order: '$2,500' };
    form.recipients = 'a@x.example, b@x.example\n\n';
    const read = readSettingsForm(form);
    expect('settings' in read && read.settings.order_limits).toEqual({ max_on_account_order: 2500 });
    expect('settings' in read && read.settings.email_recipients).toEqual(['a@x.example', 'b@x.example']);
  });

  it('names each wrong field', () => {
    const form = settingsForm(offerSettings().settings);
    form.title = ' ';
    form.limits.max_units_per_line = '12.5';
    form.reps = [{ name: '', phone: '5550100' }];
    form.recipients = 'orders@x.example\nnot-an-address';
    expect(readSettingsForm(form)).toEqual({
      problems: {
        title: 'Type the title buyers see.',
        'limits.max_units_per_line': 'Type a whole number, or leave it empty.',
        'reps.0.name': 'Type the name.',
        'reps.0.phone': 'Type it as (555) 010-0000.',
        recipients: 'Not an e-mail address: not-an-address.',
      },
    });
  });
});
