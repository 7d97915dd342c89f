import { createHash } from 'node:crypto';
import type { DemoPerson } from './demo-people.ts';

/** What a demo provider's sign-in page shows, and where its forms go. */
export interface PickerPage {
  /** The provider's display name, e.g. 'Demo Identity'. */
  readonly providerName: string;
  /** The app asking, e.g. 'Concert Library'. */
  readonly clientName: string;
  readonly people: readonly DemoPerson[];
  /** Where the forms post. */
  readonly action: string;
  /** Fields every form carries back (the social dialog's OAuth parameters). */
  readonly hidden?: Readonly<Record<string, string>>;
  /** Origins the answer to a form may redirect to (the app's callback), for the CSP's form-action. */
  readonly formTargets: readonly string[];
  /** A problem with the last submission, shown above the forms. */
  readonly problem?: string;
}

const STYLE = [
  'body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f4f4f6;color:#1d1d22}',
  'main{max-width:26rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:.75rem;box-shadow:0 1px 4px #0002}',
  'h1{font-size:1.25rem;margin:0 0 .25rem}p{margin:.25rem 0 1rem}ul{list-style:none;margin:0;padding:0}',
  'li{margin:.5rem 0}button{font:inherit;cursor:pointer;border-radius:.5rem}',
  '.person{display:block;width:100%;text-align:left;padding:.6rem .9rem;border:1px solid #c8c8d0;background:#fff}',
  '.person:hover,.person:focus{border-color:#3b4cca;outline:2px solid #3b4cca33}',
  '.person small{display:block;color:#55555f}fieldset{border:1px solid #c8c8d0;border-radius:.5rem;margin:1rem 0;padding:.75rem}',
  'label{display:block;margin:.4rem 0 .1rem}input{font:inherit;width:100%;box-sizing:border-box;padding:.35rem .5rem}',
  '.primary{margin-top:.75rem;padding:.45rem 1rem;border:0;background:#3b4cca;color:#fff}',
  '.cancel{padding:.45rem 1rem;border:1px solid #c8c8d0;background:#fff}',
  '.problem{color:#a11;font-weight:600}.note{font-size:.875rem;color:#55555f}',
].join('');

const hashSource = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** Text for an HTML attribute or element. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A demo provider's plain page (a picker, or an error) and the Content-Security-Policy that fits it. */
export function providerPage(title: string, body: string, formTargets: readonly string[] = []) {
  const html =
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
    `<meta name="referrer" content="no-referrer"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>` +
    `<body><main>${body}</main></body></html>`;
  const csp =
    `default-src 'none'; style-src ${hashSource(STYLE)}; base-uri 'none'; frame-ancestors 'none'; ` +
    `form-action 'self' ${formTargets.join(' ')}`.trim();
  return { html, csp };
}

function hiddenInputs(hidden: Readonly<Record<string, string>>): string {
  return Object.entries(hidden)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
}

/**
 * The demo sign-in page: a button for each demo person, a form for someone else's email and
 * name, and Cancel. Two forms, so the people's buttons do not need the someone-else fields.
 */
export function pickerPage(page: PickerPage) {
  const hidden = hiddenInputs(page.hidden ?? {});
  const action = escapeHtml(page.action);
  const people = page.people
    .map(
      (person) =>
        `<li><button class="person" type="submit" name="person" value="${escapeHtml(person.subject)}">` +
        `${escapeHtml(`${person.firstName} ${person.lastName}`)}<small>${escapeHtml(person.email)}</small></button></li>`,
    )
    .join('');
  const body =
    `<h1>Sign in to ${escapeHtml(page.providerName)}</h1>` +
    `<p>${escapeHtml(page.clientName)} would like your name and email address. Who are you?</p>` +
    (page.problem ? `<p class="problem" role="alert">${escapeHtml(page.problem)}</p>` : '') +
    `<form method="post" action="${action}">${hidden}<ul>${people}</ul>` +
    `<p><button class="cancel" type="submit" name="cancel" value="1">Cancel</button></p></form>` +
    `<form method="post" action="${action}">${hidden}<input type="hidden" name="person" value="someone-else">` +
    `<fieldset><legend>Someone else</legend>` +
    `<label for="email">Email</label><input id="email" name="email" type="email" required autocomplete="off">` +
    `<label for="first_name">First name</label><input id="first_name" name="first_name" autocomplete="off">` +
    `<label for="last_name">Last name</label><input id="last_name" name="last_name" autocomplete="off">` +
    `<button class="primary" type="submit">Continue as someone else</button></fieldset></form>` +
    `<p class="note">A demo provider started by <code>npm start</code>: nobody's password is asked for.</p>`;
  return providerPage(`Sign in to ${page.providerName}`, body, page.formTargets);
}
