import type { KeyboardEvent } from 'react';

/** The attribute that marks the items of a group walked with the arrow keys. */
export const ROVING_ITEM = { 'data-roving-item': '' } as const;

const STEPS: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1 };

/**
 * A group of buttons that is one Tab stop (its chosen item's, tabIndex 0; the others' -1): the arrow
 * keys, Home and End move the focus among its items (marked with ROVING_ITEM), Enter or Space acts.
 * The group's onKeyDown.
 */
export function rovingKeyDown(event: KeyboardEvent<HTMLElement>): void {
  const items = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('[data-roving-item]'));
  const index = items.indexOf(document.activeElement as HTMLElement);
  if (index < 0 || items.length === 0) return;
  let next: number;
  if (event.key === 'Home') next = 0;
  else if (event.key === 'End') next = items.length - 1;
  else if (event.key in STEPS) next = (index + (STEPS[event.key] ?? 0) + items.length) % items.length;
  else return;
  event.preventDefault();
  items[next]?.focus();
}
