import Database from 'better-sqlite3';
const db = new Database(process.argv[2]!);
const trig = db.prepare("select name, sql from sqlite_master where type='trigger'").all() as {name:string, sql:string}[];
for (const t of trig) {
  if (!/trip_search_(title|places|body)/.test(t.sql)) continue;
  const stripped = t.sql.replace(/delete from trip_search_(title|places|body) where rowid in \([^;]*\);\s*insert into trip_search_(title|places|body) \(rowid, text\) select rowid, \w+ from trip_search where rowid in \([^;]*\);/g, '');
  if (/trip_search_(title|places|body)/.test(stripped)) throw new Error('left in ' + t.name);
  db.exec(`drop trigger ${t.name}`); db.exec(stripped);
}
for (const c of ['title','places','body']) db.exec(`drop table trip_search_${c}`);
console.log('ok');
