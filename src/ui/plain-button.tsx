import type { ButtonHTMLAttributes, ReactNode } from 'react';

export interface PlainButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'type'> {
  type?: 'button' | 'submit';
  label?: string;
  /** Drawn before the label; alone, the button is icon-only (name it with `aria-label`). */
  icon?: ReactNode;
  text?: boolean;
  outlined?: boolean;
  rounded?: boolean;
  severity?: 'secondary' | 'success' | 'info' | 'warning' | 'danger' | 'help' | 'contrast';
  size?: 'small' | 'large';
}

/**
 * The kit Button's markup (its classes, drawn by the kit's theme) on a plain `<button>`, for the
 * first screen: the shell and the score lists. The kit's Button brings the kit's base with it
 * (utils, api, Tooltip, Ripple: about 30 KB gzipped), which a first visit then loads before
 * anything else (B11, BENCHMARKS.md); these buttons need none of it. Named by its label, as the
 * kit names its buttons. Everywhere else (dialogs, panels, pages) the kit's Button is used.
 */
export function PlainButton({
  type = 'button',
  label,
  icon,
  text,
  outlined,
  rounded,
  severity,
  size,
  className,
  ...button
}: PlainButtonProps) {
  const classes = [
    className,
    'p-button p-component',
    icon !== undefined && !label && 'p-button-icon-only',
    text && 'p-button-text',
    outlined && 'p-button-outlined',
    rounded && 'p-button-rounded',
    size === 'small' && 'p-button-sm',
    size === 'large' && 'p-button-lg',
    severity && `p-button-${severity}`,
  ];
  return (
    <button type={type} aria-label={label} {...button} className={classes.filter(Boolean).join(' ')}>
      {icon}
      {/* An icon-only button keeps the label's line box, as the kit's does: the same height. */}
      <span className="p-button-label p-c">{label || '\u00a0'}</span>
    </button>
  );
}
