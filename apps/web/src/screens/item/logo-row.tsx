import { Field } from '../../common/field';

export interface LogoRowProps {
  id: string;
  label: string;
  placementLabel: string;
  options: readonly string[];
  emptyLabel: string;
  embroidery: string;
  onEmbroidery(value: string): void;
  placements: readonly string[] | null;
  placement: string;
  onPlacement(value: string): void;
  /** Why the embroidery cannot stay as it is, shown under it. */
  error?: string | null;
  /** Why the placement cannot stay as it is, shown under it. */
  placementError?: string | null;
}

/** One logo: which embroidery and where it goes ('N/A', fixed, on items no placement fits). */
export function LogoRow(props: LogoRowProps) {
  return (
    <div className="item-logo-row">
      <Field
        select
        id={`${props.id}-embroidery`}
        label={props.label}
        value={props.embroidery}
        onChange={(event) => props.onEmbroidery(event.target.value)}
        error={Boolean(props.error)}
        helperText={props.error ?? undefined}
      >
        <option value="">{props.emptyLabel}</option>
        {props.options.map((logo) => (
          <option key={logo} value={logo}>
            {logo}
          </option>
        ))}
      </Field>
      {props.placements ? (
        <Field
          select
          id={`${props.id}-placement`}
          label={props.placementLabel}
          value={props.placement}
          onChange={(event) => props.onPlacement(event.target.value)}
          error={Boolean(props.placementError)}
          helperText={props.placementError ?? undefined}
        >
          {props.placements.map((placement) => (
            <option key={placement} value={placement}>
              {placement}
            </option>
          ))}
        </Field>
      ) : (
        <Field
          id={`${props.id}-placement`}
          label={props.placementLabel}
          value={props.placement}
          readOnly
          helperText="No placement to choose for this item"
        />
      )}
    </div>
  );
}
