import { useState } from 'react';
import { offersSecondLogo, secondPlacementFor, secondPlacementProblem, type ItemPlacements } from '@portal/domain';
import type { ChosenLogo } from './item-picture';

/** The id LogoSection gives the first logo's embroidery field. */
export const FIRST_LOGO_ID = 'first-logo';

/**
 * The logos chosen for an item: the first, and a second once the buyer asks for one. The first
 * starts at the item's first placement, the second at the first one the first logo leaves free.
 */
export function useLogoChoice(placements: ItemPlacements) {
  const firstPlacement = placements.initial;
  const [embroidery, setEmbroidery] = useState('');
  const [placement, setPlacement] = useState(firstPlacement);
  const [secondOpen, setSecondOpen] = useState(false);
  const [secondEmbroidery, setSecondEmbroidery] = useState('');
  const [secondPlacement, setSecondPlacement] = useState(firstPlacement);
  /** Why the first logo cannot stay as it is, shown under it until another is chosen. */
  const [error, setError] = useState<string | null>(null);

  const chooseEmbroidery = (value: string) => {
    setEmbroidery(value);
    setError(null);
  };

  /** Where a second logo goes when the first is at `first`: its own spot, never the first's. */
  const freeFor = (first: string) => secondPlacementFor(placements, first) ?? first;

  const choosePlacement = (value: string) => {
    setPlacement(value);
    // The first logo moved onto the second's spot: the second moves aside rather than sharing it.
    if (secondOpen && value === secondPlacement) setSecondPlacement(freeFor(value));
  };

  const showSecond = () => {
    setSecondPlacement(freeFor(placement));
    setSecondOpen(true);
  };

  const hideSecond = () => {
    setSecondOpen(false);
    setSecondEmbroidery('');
    setSecondPlacement(firstPlacement);
  };

  /** Marks the first logo with the rule it breaks, and brings its field into view. */
  const refuse = (message: string) => {
    // The toast sits at the foot of the page; the field it speaks of may be far above.
    setError(message);
    const field = document.getElementById(`${FIRST_LOGO_ID}-embroidery`);
    field?.focus();
    field?.scrollIntoView({ block: 'center' });
  };

  /** After the lines went to the cart: no logo, first placement, one row. */
  const reset = () => {
    setEmbroidery('');
    setPlacement(firstPlacement);
    hideSecond();
  };

  /** The logos to preview: those with an embroidery chosen. */
  const preview: ChosenLogo[] = [
    { logo: embroidery, placement },
    { logo: secondOpen ? secondEmbroidery : '', placement: secondPlacement },
  ].filter(({ logo }) => logo !== '');

  return {
    first: { embroidery, chooseEmbroidery, placement, setPlacement: choosePlacement, error },
    second: {
      /** Whether the item has room for a second logo (not when a single placement fits it). */
      offered: offersSecondLogo(placements),
      open: secondOpen,
      show: showSecond,
      hide: hideSecond,
      embroidery: secondEmbroidery,
      setEmbroidery: setSecondEmbroidery,
      placement: secondPlacement,
      setPlacement: setSecondPlacement,
      /** Said at the second placement while it is the first logo's. */
      error: secondOpen ? secondPlacementProblem(placement, secondPlacement) : null,
    },
    refuse,
    reset,
    preview,
  };
}

export type LogoChoice = ReturnType<typeof useLogoChoice>;
