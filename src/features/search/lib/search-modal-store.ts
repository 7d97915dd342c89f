import { atom } from 'nanostores';

/**
 * Whether the search modal is open, and where focus goes back to when it closes: the Search
 * link that opened it, or whatever had focus when '/' was pressed. The trigger script opens it
 * (through the island's mount function); the modal closes it.
 */
export interface SearchModalRequest {
  open: boolean;
  /** The element focused again on close; null leaves focus to the browser. */
  returnFocus: HTMLElement | null;
}

/** The modal's open state. */
export const $searchModal = atom<SearchModalRequest>({ open: false, returnFocus: null });

/** Opens the modal, remembering where focus returns to. */
export function openSearchModal(returnFocus: HTMLElement | null): void {
  $searchModal.set({ open: true, returnFocus });
}

/** Closes the modal. */
export function closeSearchModal(): void {
  const current = $searchModal.get();
  if (current.open) $searchModal.set({ ...current, open: false });
}
