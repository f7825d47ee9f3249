import { useEffect, useRef, type ReactNode } from 'react';
import Typography, { type TypographyProps } from '@mui/material/Typography';

const VARIANTS = { h1: 'h4', h2: 'h5', h3: 'h6' } as const;

/**
 * The heading of a step that replaces the one before (a login's code, setting up the second
 * factor): it takes the focus when it appears, so a screen reader reads where the staff member now
 * is and the keyboard starts from there. The first step of a page leaves the focus to its field.
 */
export function StepHeading({
  id,
  component,
  focus = true,
  variant,
  sx,
  children,
}: {
  id?: string;
  component: 'h1' | 'h2' | 'h3';
  focus?: boolean;
  variant?: TypographyProps['variant'];
  sx?: TypographyProps['sx'];
  children: ReactNode;
}) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <Typography
      ref={ref}
      id={id}
      tabIndex={-1}
      variant={variant ?? VARIANTS[component]}
      component={component}
      sx={{ outline: 'none', ...sx }}
    >
      {children}
    </Typography>
  );
}
