import pg from 'pg';
const db = new pg.Client({host:'127.0.0.1',user:'postgres',database:'test'}); await db.connect(); await db.query('drop table if exists kb_terms, kb_stats, kb_chunks'); db.exec = (s) => db.query(s);
await db.exec(`
create table kb_chunks (id bigint primary key, kb_id bigint not null, document_id bigint not null, page_from int, page_to int, length int not null, text text not null);
create table kb_terms (kb_id bigint not null, chunk_id bigint not null references kb_chunks(id) on delete cascade, term text not null, tf int not null, primary key (kb_id, term, chunk_id));
create table kb_stats (kb_id bigint primary key, chunk_count int not null, total_length bigint not null);
create index on kb_terms (chunk_id);
insert into kb_chunks values (1,1,1,1,1,6,'x'),(2,1,1,2,2,4,'y'),(3,1,2,1,1,10,'z');
insert into kb_terms values (1,1,'返品',2),(1,1,'期限',1),(1,2,'返品',1),(1,3,'営業',3),(1,3,'時間',1);
insert into kb_stats values (1,3,20);`);
const r = await db.query(`
with q(term, qw) as (select * from unnest($2::text[], $3::real[])),
s as (select chunk_count n, total_length::real / greatest(chunk_count,1) avgdl from kb_stats where kb_id = $1),
df as (select t.term, count(*) df from kb_terms t join q using (term) where t.kb_id = $1 group by t.term)
select c.id, c.document_id, c.page_from,
  sum(q.qw * ln(1 + (s.n - df.df + 0.5) / (df.df + 0.5)) * (t.tf * 2.2) / (t.tf + 1.2 * (0.25 + 0.75 * c.length / s.avgdl))) score
from q join df using (term) join kb_terms t on t.kb_id = $1 and t.term = q.term join kb_chunks c on c.id = t.chunk_id cross join s
group by c.id order by score desc limit $4`, [1, ['返品', '期限'], [1, 1], 20]);
console.log(r.rows);
await db.query('drop table kb_terms, kb_stats, kb_chunks'); await db.end();
