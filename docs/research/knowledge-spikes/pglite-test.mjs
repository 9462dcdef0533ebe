import { PGlite } from '@electric-sql/pglite';
import { vector } from '@electric-sql/pglite-pgvector';
const db = await PGlite.create({ extensions: { vector } });
console.log((await db.query('select version()')).rows[0].version);
console.log('available before create:', (await db.query(`select name, default_version from pg_available_extensions where name='vector'`)).rows);
await db.exec('CREATE EXTENSION IF NOT EXISTS vector');
await db.exec(`create table e (id int primary key, emb vector(3)); insert into e values (1,'[1,0,0]'),(2,'[0,1,0]'),(3,'[0.9,0.1,0]');
 create index on e using hnsw (emb vector_cosine_ops);`);
console.log('knn:', (await db.query(`select id, round((emb <=> '[1,0,0]')::numeric,4) d from e order by emb <=> '[1,0,0]' limit 2`)).rows);
// SKIP LOCKED claim
await db.exec(`create table jobs (id bigserial primary key, state text not null default 'queued', run_at timestamptz not null default now(), locked_until timestamptz, attempts int not null default 0);
 insert into jobs default values; insert into jobs default values;`);
const claim = `update jobs set state='running', attempts=attempts+1, locked_until=now()+interval '5 minutes'
  where id = (select id from jobs where (state='queued' and run_at<=now()) or (state='running' and locked_until<now())
              order by run_at, id for update skip locked limit 1) returning id, attempts`;
console.log('claim1', (await db.query(claim)).rows, 'claim2', (await db.query(claim)).rows, 'claim3', (await db.query(claim)).rows);
// inside an open transaction: row lock + skip locked from same session (PGlite has one session)
await db.transaction(async (tx) => {
  console.log('in tx lock:', (await tx.query(`select id from jobs where id=1 for update skip locked`)).rows);
});
