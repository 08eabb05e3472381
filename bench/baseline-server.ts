// The yardstick for bench/api.ts: bare Fastify with a pg pool and nothing else
// (no validation, no helmet, no compression, no logging).
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = Fastify({ logger: false });
app.get('/hello', async () => ({ hello: 'world' }));
app.get('/db', async () => {
  const { rows } = await pool.query('select 1 as one');
  return { data: rows[0] };
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', async () => {
  await app.close();
  await pool.end();
  process.exit(0);
});
