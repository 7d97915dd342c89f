import { StaffEmailSchema } from '#lib/studio/contract.ts';
import { configFrom, type ServerConfig } from '../config.ts';
import { ConfigError } from '../config-error.ts';
import { migrate } from '../db/migrate.ts';
import { openDatabase } from '../db/open-database.ts';
import { createMailer } from '../mail/create-mailer.ts';
import { findStaffByEmail } from '../studio/staff-rows.ts';
import { invitationMail, issueInvitation } from '../studio/invitations.ts';

const USAGE = `Usage:
  npm run studio:admin -- EMAIL   invite EMAIL as a studio admin (the link is mailed, good for 7 days)
The configuration is the API's (DATABASE_URL, SECRET_KEY, SITE_ORIGIN, SITE_BASE_PATH, SMTP_URL or MAIL_OUTBOX).`;

/** A refusal with its exit code: 2 for how the command was called, 1 for what it was asked to do. */
class CliError extends Error {
  readonly code: number;
  constructor(message: string, code: number) {
    super(message);
    this.name = 'CliError';
    this.code = code;
  }
}

/** The one argument, an email address. */
function emailOf(argv: string[]): string {
  const parsed = argv.length === 1 ? StaffEmailSchema.safeParse(argv[0]) : undefined;
  if (!parsed?.success) throw new CliError(USAGE, 2);
  return parsed.data;
}

/** Where the mail went, in words, and the link itself when it went to the outbox (demo, development). */
function whereItWent(config: ServerConfig, email: string, link: string | undefined): string {
  if (config.SMTP_URL) return `Invited ${email} as a studio admin: the invitation was sent by SMTP.`;
  return `Invited ${email} as a studio admin: the invitation is in the outbox (${config.mailOutbox}).\nLink: ${link ?? ''}`;
}

/** `studio-admin-cli EMAIL`: migrates the database, then makes an admin invitation and mails it. */
async function main(argv: string[]): Promise<number> {
  const email = emailOf(argv);
  const config = configFrom();
  const db = openDatabase(config.DATABASE_URL);
  try {
    await migrate(db);
    if (await findStaffByEmail(db, email)) throw new CliError(`${email} is already a member of staff.`, 1);
    const at = new Date();
    const { token } = await db.transaction((tx) =>
      issueInvitation({ config }, tx, { email, role: 'admin', invitedBy: null, at }),
    );
    const message = invitationMail(config, email, 'admin', token);
    await createMailer(config, () => undefined).send(message);
    console.log(whereItWent(config, email, message.link));
    return 0;
  } finally {
    await db.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof CliError || error instanceof ConfigError) {
      console.error(error.message);
      process.exit(error instanceof CliError ? error.code : 1);
    }
    console.error(error);
    process.exit(1);
  },
);
