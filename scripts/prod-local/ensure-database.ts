import postgres from 'postgres';

/**
 * Creates the PostgreSQL database `databaseUrl` names when it does not exist, connecting to the
 * server's `postgres` database to do so; answers whether it created it. The API migrates it.
 */
export async function ensureDatabase(databaseUrl: string): Promise<boolean> {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  if (!/^[A-Za-z_][A-Za-z0-9_]{0,62}$/.test(name))
    throw new Error(`PROD_DATABASE_URL must name a database of letters, digits and _, not '${name}'.`);
  url.pathname = '/postgres';
  const admin = postgres(url.toString(), { max: 1, onnotice: () => undefined, connect_timeout: 5 });
  try {
    const found = await admin`SELECT 1 FROM pg_database WHERE datname = ${name}`;
    if (found.length > 0) return false;
    await admin.unsafe(`CREATE DATABASE "${name}"`);
    return true;
  } finally {
    await admin.end();
  }
}
