import { describe, expect, it } from 'vitest';
import {
  isSearchShortcut,
  isTypingTarget,
  opensModal,
  type ClickLike,
  type FocusedElementLike,
  type ShortcutKeyEvent,
} from '../../../../../src/features/search/lib/trigger-conditions.ts';

const element = (
  tagName: string,
  attributes: Record<string, string> = {},
  isContentEditable = false,
): FocusedElementLike => ({
  tagName,
  isContentEditable,
  getAttribute: (name) => attributes[name] ?? null,
});
const key = (parts: Partial<ShortcutKeyEvent> = {}): ShortcutKeyEvent => ({
  key: '/',
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  isComposing: false,
  defaultPrevented: false,
  ...parts,
});
const click = (parts: Partial<ClickLike> = {}): ClickLike => ({
  button: 0,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  defaultPrevented: false,
  ...parts,
});

describe('typing targets', () => {
  it.each([
    ['a text input', element('INPUT')],
    ['a search input', element('input', { type: 'search' })],
    ['an email input', element('INPUT', { type: 'email' })],
    ['a text area', element('TEXTAREA')],
    ['a select', element('SELECT')],
    ['an editable region', element('DIV', {}, true)],
    ['a custom text box', element('DIV', { role: 'textbox' })],
    ['a custom combobox', element('DIV', { role: 'combobox' })],
  ])('include %s', (_, target) => {
    expect(isTypingTarget(target)).toBe(true);
  });

  it.each([
    ['nothing focused', null],
    ['the body', element('BODY')],
    ['a link', element('A')],
    ['a button', element('BUTTON')],
    ['a checkbox', element('INPUT', { type: 'checkbox' })],
    ['a submit input', element('INPUT', { type: 'SUBMIT' })],
    ['a range input', element('INPUT', { type: 'range' })],
  ])('exclude %s', (_, target) => {
    expect(isTypingTarget(target)).toBe(false);
  });
});

describe("the '/' shortcut", () => {
  it('opens search from the page, a link or a button', () => {
    expect(isSearchShortcut(key(), element('BODY'))).toBe(true);
    expect(isSearchShortcut(key(), element('A'))).toBe(true);
    expect(isSearchShortcut(key(), null)).toBe(true);
  });

  it('allows Shift, which some layouts need for /', () => {
    expect(isSearchShortcut({ ...key(), shiftKey: true } as ShortcutKeyEvent, element('BODY'))).toBe(true);
  });

  it('types a slash instead while in a field', () => {
    expect(isSearchShortcut(key(), element('INPUT'))).toBe(false);
    expect(isSearchShortcut(key(), element('TEXTAREA'))).toBe(false);
    expect(isSearchShortcut(key(), element('DIV', {}, true))).toBe(false);
  });

  it('ignores other keys and chords', () => {
    expect(isSearchShortcut(key({ key: 's' }), element('BODY'))).toBe(false);
    expect(isSearchShortcut(key({ key: '?' }), element('BODY'))).toBe(false);
    expect(isSearchShortcut(key({ ctrlKey: true }), element('BODY'))).toBe(false);
    expect(isSearchShortcut(key({ metaKey: true }), element('BODY'))).toBe(false);
    expect(isSearchShortcut(key({ altKey: true }), element('BODY'))).toBe(false);
  });

  it('leaves input-method composition and handled events alone', () => {
    expect(isSearchShortcut(key({ isComposing: true }), element('BODY'))).toBe(false);
    expect(isSearchShortcut(key({ defaultPrevented: true }), element('BODY'))).toBe(false);
  });
});

describe('a click on a Search link', () => {
  it('opens the modal when plain', () => {
    expect(opensModal(click())).toBe(true);
  });

  it.each([
    ['Ctrl', { ctrlKey: true }],
    ['Meta', { metaKey: true }],
    ['Shift', { shiftKey: true }],
    ['Alt', { altKey: true }],
    ['the middle button', { button: 1 }],
    ['a handled click', { defaultPrevented: true }],
  ])('follows the link with %s', (_, parts) => {
    expect(opensModal(click(parts))).toBe(false);
  });
});
