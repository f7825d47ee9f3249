// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import '../../test-support/browser';
import { Field } from './field';

describe('Field', () => {
  it('names its box by its label and describes it by its helper line', () => {
    render(<Field label="Customer PO" helperText="Up to 30 characters" inputProps={{ maxLength: 30 }} />);
    const box = screen.getByRole('textbox', { name: 'Customer PO' });
    expect(box.getAttribute('aria-invalid')).toBeNull();
    expect(box.getAttribute('maxlength')).toBe('30');
    expect(screen.getByRole('textbox', { description: 'Up to 30 characters' })).toBe(box);
  });

  it('marks an error: the box invalid, the helper line saying why', () => {
    render(<Field label="E-mail" type="email" error helperText="Enter an e-mail address" helperProps={{ role: 'alert' }} />);
    const box = screen.getByRole('textbox', { name: 'E-mail' });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(box.getAttribute('type')).toBe('email');
    expect(screen.getByRole('alert').textContent).toBe('Enter an e-mail address');
    expect(box.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
  });

  it('keeps a described-by of its own beside the helper line', () => {
    render(<Field label="Code" helperText="Accepted" tone="success" inputProps={{ 'aria-describedby': 'elsewhere' }} />);
    const box = screen.getByRole('textbox', { name: 'Code' });
    expect(box.getAttribute('aria-describedby')).toMatch(/^elsewhere \S+-helper$/);
    expect(box.closest('.field')?.className).toContain('field-success');
  });

  it('is required, read-only, and hands its box to inputRef', () => {
    const ref = createRef<HTMLInputElement>();
    render(<Field label="Name" required readOnly value="Summit Ford" inputRef={ref} />);
    const box = screen.getByRole('textbox', { name: 'Name' });
    expect(box).toBe(ref.current);
    expect((box as HTMLInputElement).required).toBe(true);
    expect((box as HTMLInputElement).readOnly).toBe(true);
  });

  it('draws a native select with its options', () => {
    render(
      <Field select label="Store" value="GDWH01" onChange={() => undefined} helperText="Where it ships">
        <option value="">None</option>
        <option value="GDWH01">Gold Dust — 1 Main St</option>
      </Field>,
    );
    const select = screen.getByRole('combobox', { name: 'Store', description: 'Where it ships' });
    expect((select as HTMLSelectElement).value).toBe('GDWH01');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['None', 'Gold Dust — 1 Main St']);
  });
});
