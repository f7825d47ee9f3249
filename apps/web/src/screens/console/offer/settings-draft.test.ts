import { describe, expect, it } from 'vitest';
import { offerSettings } from '../../../../test-support/offer';
import { footerRepNotices, linkRep, readSettingsForm, settingsForm } from './settings-draft';

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
    form.reps = [{ name: '', phone: '5550100', staff: '' }];
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

  it('links a row to a staff rep, filling the name and keeping the phone; unlinked, it sends no link', () => {
    const { settings, staff_reps } = offerSettings();
    const form = settingsForm(settings);
    form.reps[0] = linkRep(form.reps[0]!, 'lena.morrow@crestline.example', staff_reps);
    expect(form.reps[0]).toEqual({ name: 'Lena Morrow', phone: '(555) 012-3310', staff: 'lena.morrow@crestline.example' });
    form.reps.push(linkRep({ name: 'Front desk', phone: '(555) 012-0000', staff: 'x@y.example' }, '', staff_reps));
    const read = readSettingsForm(form);
    expect('settings' in read && read.settings.account_reps).toEqual([
      { name: 'Lena Morrow', phone: '(555) 012-3310', staff: 'lena.morrow@crestline.example' },
      { name: 'Front desk', phone: '(555) 012-0000' },
    ]);
  });

  it("says which staff reps the footer leaves out and which rows are linked to someone no longer the group's rep", () => {
    const { settings, staff_reps } = offerSettings();
    const form = settingsForm(settings);
    expect(footerRepNotices(form.reps, staff_reps)).toEqual([
      'Lena Morrow (lena.morrow@crestline.example) is a rep of this group in the console but not in its footer.',
    ]);
    form.reps.push({ name: 'Lena Morrow', phone: '(555) 012-3316', staff: 'lena.morrow@crestline.example' });
    expect(footerRepNotices(form.reps, staff_reps)).toEqual([]);
    expect(footerRepNotices(form.reps, staff_reps.slice(0, 1))).toEqual([
      'Representative 1 is linked to owen.hartigan@crestline.example, who is no longer a rep of this group: link a rep or none.',
    ]);
  });
});
