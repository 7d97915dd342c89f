import { describe, expect, it } from 'vitest';
import { auditQueryString } from '#lib/studio/audit-query.ts';
import { mayOpen } from '#lib/studio/role-access.ts';
import { formMessage } from '#lib/studio/form-message.ts';
import { SHOWN_VALUE_MAX, shownValue } from '#lib/studio/shown-value.ts';

describe('the studio screens a role is offered', () => {
  it('offers staff and the audit log to admins only, and no screen it does not know', () => {
    expect(mayOpen('admin', 'staff')).toBe(true);
    expect(mayOpen('admin', 'audit')).toBe(true);
    expect(mayOpen('editor', 'staff')).toBe(false);
    expect(mayOpen('media', 'audit')).toBe(false);
    expect(mayOpen('admin', 'constructor')).toBe(false);
  });
});

describe('the audit log query', () => {
  it('keeps the filters given, trims them, leaves out empty ones and anything else', () => {
    const query = new URLSearchParams(
      auditQueryString({ staff_id: 3, entity_type: ' staff ', record_id: '', from: '2026-11-01', evil: 'x' }, 2, 50),
    );
    expect(Object.fromEntries(query)).toEqual({
      staff_id: '3',
      entity_type: 'staff',
      from: '2026-11-01',
      page: '2',
      per_page: '50',
    });
  });
});

describe('a value in the audit log', () => {
  it('shows nothing as (none), text as it is, the rest as JSON, and cuts a long value', () => {
    expect(shownValue(null)).toBe('(none)');
    expect(shownValue(undefined)).toBe('(none)');
    expect(shownValue('editor')).toBe('editor');
    expect(shownValue(false)).toBe('false');
    expect(shownValue({ a: 1 })).toBe('{"a":1}');
    const long = 'x'.repeat(SHOWN_VALUE_MAX + 5);
    expect(shownValue(long)).toBe(`${'x'.repeat(SHOWN_VALUE_MAX)}… (${long.length} characters)`);
  });
});

describe('a refused form’s message', () => {
  it('says the errors of fields the form does not draw, else its own sentence', () => {
    const fields = { 'credential.response.signature': ['This passkey was not accepted.'], email: ['Enter an email.'] };
    expect(formMessage('Please correct the fields marked below.', fields, ['email'])).toBe(
      'This passkey was not accepted.',
    );
    expect(formMessage('Please correct the fields marked below.', { email: ['Enter an email.'] }, ['email'])).toBe(
      'Please correct the fields marked below.',
    );
    expect(formMessage('Wrong.', { non_field_errors: ['The email or password is not right.'] }, ['email'])).toBe(
      'The email or password is not right.',
    );
  });
});
