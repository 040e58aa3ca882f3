import pg from 'pg';

export interface ServerDatabase {
  url: string;
  create(): Promise<void>;
  /** Drops it, whoever is still connected. */
  drop(): Promise<void>;
}

/**
 * A database of a test's own (`name`, unique to the run) on the PostgreSQL server of TEST_DATABASE_URL, beside the
 * shared one; null without a server. For tests whose workers must not meet other files' jobs, and moves or restores
 * that need an empty database.
 */
export function serverDatabase(name: string): ServerDatabase | null {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return null;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  return {
    url: Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString(),
    create: () => admin(`create database ${name}`),
    drop: () => admin(`drop database if exists ${name} with (force)`),
  };
}
