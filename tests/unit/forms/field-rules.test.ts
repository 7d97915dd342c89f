import { describe, expect, it } from 'vitest';
import { checkEmail, checkPassword, checkRequired } from '../../../src/lib/forms/field-rules.ts';

describe('checkRequired', () => {
  it.each([
    ['', 'Required'],
    ['   ', 'Required'],
    ['Ada', null],
    [' Ada ', null],
  ])('%j → %s', (value, expected) => {
    expect(checkRequired(value)).toBe(expected);
  });
});

describe('checkEmail', () => {
  it.each([
    ['', 'Required'],
    ['  ', 'Required'],
    ['ada@example.org', null],
    [' ada@example.org ', null],
    ['Ada.Lovelace+music@mail.example.co.uk', null],
    ['first_last%tag@sub-domain.example.museum', null],
    ['ada', 'Invalid email address'],
    ['ada@', 'Invalid email address'],
    ['@example.org', 'Invalid email address'],
    ['ada@example', 'Invalid email address'],
    ['ada@example.o', 'Invalid email address'],
    ['ada example@example.org', 'Invalid email address'],
    ['ada@@example.org', 'Invalid email address'],
    ['ada@example.org.', 'Invalid email address'],
  ])('%j → %s', (value, expected) => {
    expect(checkEmail(value)).toBe(expected);
  });
});

describe('checkPassword', () => {
  it.each([
    ['', 'Required'],
    ['12345', 'Must be at least 6 characters'],
    ['123456', null],
    ['      ', null],
    ['🎻🎻🎻🎻🎻', 'Must be at least 6 characters'],
    ['🎻🎻🎻🎻🎻🎻', null],
  ])('%j → %s', (value, expected) => {
    expect(checkPassword(value)).toBe(expected);
  });
});
