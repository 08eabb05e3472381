// The yardstick for bench/api.ts: bare Fastify with a pg pool and nothing else
// (no validation, no helmet, no compression, no logging).
//   BASELINE_QUERIES  optional JSON { name: [[{ text, values, rowMode? }, …], …] } (bench/capture-sql.ts):
//                     GET /q/<name> runs the API's own SQL for one call as the API ran it (each group's
//                     statements at once, the groups one after the other) and answers the last group's rows.
import Fastify from 'fastify';
import pg from 'pg';
import type { Capture } from './capture-sql.js';

const queries = JSON.parse(process.env.BASELINE_QUERIES ?? '{}') as Record<string, Capture>;

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = Fastify({ logger: false });
app.get('/hello', async () => ({ hello: 'world' }));
app.get('/db', async () => {
  const { rows } = await pool.query('select 1 as one');
  return { data: rows[0] };
});
app.get<{ Params: { name: string } }>('/q/:name', async (request, reply) => {
  const groups = queries[request.params.name];
  if (!groups) return reply.code(404).send({ error: 'no such query' });
  let rows: unknown[] = [];
  for (const group of groups) {
    const results = await Promise.all(group.map((s) => pool.query(s)));
    rows = results.map((r) => r.rows);
  }
  return { data: rows };
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', async () => {
  await app.close();
  await pool.end();
  process.exit(0);
});
