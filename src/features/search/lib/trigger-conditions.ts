/**
 * When the search modal opens: a plain click on a Search link, or '/' pressed anywhere except
 * where it would type a character. Framework-free, so the page's tiny trigger script and the
 * tests share one definition.
 */

/** The parts of a keydown event the shortcut rule reads. */
export interface ShortcutKeyEvent {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  isComposing: boolean;
  defaultPrevented: boolean;
}

/** The parts of a focused element the shortcut rule reads (an `Element` has them all). */
export interface FocusedElementLike {
  tagName: string;
  isContentEditable?: boolean;
  getAttribute(name: string): string | null;
}

/** The parts of a click the trigger rule reads. */
export interface ClickLike {
  button: number;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}

/** The key that opens search from anywhere. */
export const SEARCH_SHORTCUT_KEY = '/';

/** Input types in which '/' types nothing, so the shortcut may fire there. */
export const NON_TEXT_INPUT_TYPES: readonly string[] = [
  'button',
  'checkbox',
  'color',
  'file',
  'image',
  'radio',
  'range',
  'reset',
  'submit',
];
const NON_TEXT_INPUTS = new Set(NON_TEXT_INPUT_TYPES);

/** Roles of custom widgets that take typed text. */
export const TEXT_ROLES_LIST: readonly string[] = ['textbox', 'searchbox', 'combobox', 'spinbutton'];
const TEXT_ROLES = new Set(TEXT_ROLES_LIST);

/** True when a keystroke in this element types text (a field, a text area, an editable region). */
export function isTypingTarget(element: FocusedElementLike | null): boolean {
  if (element === null) return false;
  const tag = element.tagName.toUpperCase();
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag === 'INPUT') return !NON_TEXT_INPUTS.has((element.getAttribute('type') ?? 'text').toLowerCase());
  if (element.isContentEditable === true) return true;
  return TEXT_ROLES.has(element.getAttribute('role') ?? '');
}

/**
 * True when a keydown should open the search modal: '/' with no Ctrl, Meta or Alt (Shift is
 * allowed, as some keyboard layouts need it for '/'), not while composing text with an input
 * method, not already handled, and not while typing in a field.
 */
export function isSearchShortcut(event: ShortcutKeyEvent, focused: FocusedElementLike | null): boolean {
  if (event.key !== SEARCH_SHORTCUT_KEY || event.defaultPrevented || event.isComposing) return false;
  if (event.ctrlKey || event.metaKey || event.altKey) return false;
  return !isTypingTarget(focused);
}

/**
 * True when a click on a Search link should open the modal instead of following the link: the
 * main button with no modifier. Ctrl-, Meta-, Shift- and middle-clicks keep the browser's own
 * meaning (a new tab or window on the full-text search page).
 */
export function opensModal(click: ClickLike): boolean {
  if (click.defaultPrevented || click.button !== 0) return false;
  return !(click.ctrlKey || click.metaKey || click.shiftKey || click.altKey);
}
