// The yardstick for start-up: a bare Fastify + pg process with one route that reads the database.
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.BENCH_DATABASE_URL, max: 2 });
const app = Fastify({ logger: false });
app.get('/api/v1/health', async () => (await pool.query('select 1 as ok')).rows[0]);
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
