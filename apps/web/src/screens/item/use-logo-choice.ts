import { useState } from 'react';
import type { ChosenLogo } from './item-picture';

/** The id LogoSection gives the first logo's embroidery field. */
export const FIRST_LOGO_ID = 'first-logo';

/**
 * The logos chosen for an item: the first, and a second once the buyer asks for one. Each starts
 * with no embroidery at the item's first placement.
 */
export function useLogoChoice(firstPlacement: string) {
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
    first: { embroidery, chooseEmbroidery, placement, setPlacement, error },
    second: {
      open: secondOpen,
      show: () => setSecondOpen(true),
      hide: hideSecond,
      embroidery: secondEmbroidery,
      setEmbroidery: setSecondEmbroidery,
      placement: secondPlacement,
      setPlacement: setSecondPlacement,
    },
    refuse,
    reset,
    preview,
  };
}

export type LogoChoice = ReturnType<typeof useLogoChoice>;
