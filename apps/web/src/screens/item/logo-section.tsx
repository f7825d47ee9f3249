import { ADD_TO_CART_MESSAGES, embroideryProblem, logoFieldLabel, type CatalogueItem } from '@portal/domain';
import { LogoRow } from './logo-row';
import { FIRST_LOGO_ID, type LogoChoice } from './use-logo-choice';

interface LogoSectionProps {
  item: CatalogueItem;
  /** The group's embroideries for this kind of item. */
  options: readonly string[];
  /** Where a logo can go on this item; null when the placement is fixed. */
  placements: readonly string[] | null;
  logos: LogoChoice;
}

/** The item's logo, and a second one on request. */
export function LogoSection({ item, options, placements, logos }: LogoSectionProps) {
  const { first, second } = logos;
  const required = embroideryProblem(item, options, '', '') === ADD_TO_CART_MESSAGES.mustSelectEmbroidery;
  // Printed items carry an imprint, not an embroidery.
  const label = logoFieldLabel(item.type);
  return (
    <section aria-labelledby="logo-heading" className="item-logos">
      <h2 id="logo-heading" className="item-subtitle">
        Logo{required ? ' (required)' : ''}
      </h2>
      <LogoRow
        id={FIRST_LOGO_ID}
        label={label}
        placementLabel="Placement"
        options={options}
        emptyLabel={required ? 'Select a logo' : 'None'}
        embroidery={first.embroidery}
        onEmbroidery={first.chooseEmbroidery}
        error={first.error}
        placements={placements}
        placement={first.placement}
        onPlacement={first.setPlacement}
      />
      {second.open && (
        <LogoRow
          id="second-logo"
          label={`Second ${label}`}
          placementLabel="Second Placement"
          options={options}
          emptyLabel="None"
          embroidery={second.embroidery}
          onEmbroidery={second.setEmbroidery}
          placements={placements}
          placement={second.placement}
          onPlacement={second.setPlacement}
          placementError={second.error}
        />
      )}
      {second.offered && (
        <div>
          {/* One button whose words change, so keyboard focus stays on it. */}
          <button
            type="button"
            className="button item-second-toggle"
            onClick={second.open ? second.hide : second.show}
            aria-expanded={second.open}
            aria-controls={second.open ? 'second-logo-embroidery' : undefined}
          >
            {second.open ? 'Only want one logo?' : 'Want to add a second logo?'}
          </button>
        </div>
      )}
    </section>
  );
}
