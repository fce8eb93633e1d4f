import { Suspense, useState, type ReactNode } from 'react';

/**
 * A popup whose code loads on demand (its children: a lazy component), rendered from its first opening
 * on and kept afterwards, so that it closes with its transition and hands the focus back to its button
 * like one always there. The screens every visit draws load their menus and panels this way:
 * the popup's code (Popover, Menu, Modal, focus trap, the panel's own parts) stays out of the first load.
 */
export function OnFirstOpen({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return open || opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}
