import { useId, type Ref } from 'react';

interface ReasonFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The problem to show under the box, or null. */
  error: string | null;
  /** A hint under the box while there is no problem. */
  hint: string;
  maxLength: number;
  disabled?: boolean;
  textareaRef?: Ref<HTMLTextAreaElement>;
}

/**
 * A required reason in several lines (a rejection's, which the buyer reads): a labelled textarea
 * drawn like Field, the problem or the hint under it, named by aria-describedby.
 */
export function ReasonField({ label, value, onChange, error, hint, maxLength, disabled = false, textareaRef }: ReasonFieldProps) {
  const id = useId();
  return (
    <div className={error ? 'field field-error' : 'field'}>
      <label className="field-label" htmlFor={id}>
        {label}
        <span className="field-required" aria-hidden="true">
          {' *'}
        </span>
      </label>
      <textarea
        id={id}
        ref={textareaRef}
        className="field-box reason-field"
        rows={3}
        required
        maxLength={maxLength}
        disabled={disabled}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-helper`}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={`${id}-helper`} className="field-helper" aria-live="polite">
        {error ?? hint}
      </p>
    </div>
  );
}
