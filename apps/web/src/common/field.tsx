import { useId, type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';

interface FieldBase {
  label: ReactNode;
  /** A line under the box: a hint, or the problem when `error` is set. */
  helperText?: ReactNode;
  error?: boolean;
  required?: boolean;
  readOnly?: boolean;
  disabled?: boolean;
  /** Drawn in the success colour (an accepted code). */
  tone?: 'success';
  /** Attributes of the helper line, e.g. role or aria-live. */
  helperProps?: { role?: string; 'aria-live'?: 'polite' | 'assertive' | 'off' };
  className?: string;
  id?: string;
  name?: string;
  autoComplete?: string;
  autoFocus?: boolean;
}

interface InputField extends FieldBase {
  select?: false;
  type?: 'text' | 'email' | 'password' | 'date' | 'tel' | 'search';
  value?: string;
  defaultValue?: string;
  placeholder?: string;
  onChange?: InputHTMLAttributes<HTMLInputElement>['onChange'];
  onBlur?: InputHTMLAttributes<HTMLInputElement>['onBlur'];
  inputRef?: Ref<HTMLInputElement>;
  /** What else the input needs: maxLength, inputMode, aria-label, pattern… */
  inputProps?: Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type' | 'value' | 'defaultValue' | 'onChange'>;
}

interface SelectField extends FieldBase {
  /** A native select: its options are the children. */
  select: true;
  children: ReactNode;
  value?: string;
  defaultValue?: string;
  onChange?: SelectHTMLAttributes<HTMLSelectElement>['onChange'];
  onBlur?: SelectHTMLAttributes<HTMLSelectElement>['onBlur'];
  inputRef?: Ref<HTMLSelectElement>;
  inputProps?: Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'value' | 'defaultValue' | 'onChange'>;
}

/** The props of Field: an input, or a native select with `select`. */
export type FieldProps = InputField | SelectField;

/**
 * A labelled text box or native select, its label above it and a helper line under it (MUI's
 * outlined TextField, without the floating label). An error marks the box invalid and the helper
 * line, which the box names in aria-describedby, says why.
 */
export function Field(props: FieldProps) {
  const generated = useId();
  const id = props.id ?? generated;
  const helperId = `${id}-helper`;
  const { label, helperText, error = false, required = false, readOnly = false, disabled = false, tone } = props;
  const describedBy = [props.inputProps?.['aria-describedby'], helperText !== undefined ? helperId : undefined]
    .filter(Boolean)
    .join(' ');
  const shared = {
    id,
    name: props.name,
    autoComplete: props.autoComplete,
    autoFocus: props.autoFocus,
    required,
    disabled,
    'aria-invalid': error || undefined,
    'aria-describedby': describedBy || undefined,
  };
  const className = ['field', error ? 'field-error' : tone === 'success' ? 'field-success' : '', props.className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={className}>
      <label className="field-label" htmlFor={id}>
        {label}
        {required ? (
          <span className="field-required" aria-hidden="true">
            {' *'}
          </span>
        ) : undefined}
      </label>
      {props.select ? (
        <span className="field-select">
          <select
            {...props.inputProps}
            {...shared}
            className="field-box"
            ref={props.inputRef}
            value={props.value}
            defaultValue={props.defaultValue}
            onChange={props.onChange}
            onBlur={props.onBlur}
          >
            {props.children}
          </select>
        </span>
      ) : (
        <input
          {...props.inputProps}
          {...shared}
          className="field-box"
          ref={props.inputRef}
          type={props.type ?? 'text'}
          readOnly={readOnly}
          value={props.value}
          defaultValue={props.defaultValue}
          placeholder={props.placeholder}
          onChange={props.onChange}
          onBlur={props.onBlur}
        />
      )}
      {helperText !== undefined ? (
        <p id={helperId} className="field-helper" {...props.helperProps}>
          {helperText}
        </p>
      ) : undefined}
    </div>
  );
}
