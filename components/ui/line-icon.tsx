import type * as React from 'react';

/**
 * A line-drawn icon: strokes in the text's colour, round caps and joins, hidden from assistive technology
 * (words beside it always say the same).
 */
export function LineIcon({
  viewBox,
  className,
  strokeWidth,
  children,
}: {
  viewBox: string;
  className: string;
  strokeWidth: string;
  children: React.ReactNode;
}) {
  return (
    <svg
      aria-hidden="true"
      viewBox={viewBox}
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}
