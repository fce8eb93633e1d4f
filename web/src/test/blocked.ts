/**
 * A button that cannot be pressed now: natively disabled, or blocked with `aria-disabled` and its reason
 * as its description (BlockedButton). Tests ask this rather than `.disabled`, which a blocked
 * button leaves false so that it keeps its focus and its tooltip.
 */
export function isBlocked(element: Element): boolean {
  return (element as HTMLButtonElement).disabled === true || element.getAttribute('aria-disabled') === 'true';
}

/** The reason a blocked button gives (its `aria-description`); null when it can be pressed. */
export function blockedReason(element: Element): string | null {
  return element.getAttribute('aria-disabled') === 'true' ? element.getAttribute('aria-description') : null;
}
