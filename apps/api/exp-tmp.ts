import Database from 'better-sqlite3';
import { foldArabic } from '@rihla/contract';
const db = new Database('/tmp/exp.sqlite', { readonly: true });
const words = new Set<string>();
for (const r of db.prepare('select title from trip_search limit 3000').all() as {title:string}[]) r.title.split(/[\s()]+/).forEach(w=>words.add(w));
for (const r of db.prepare('select name from cities union select name from countries').all() as {name:string}[]) r.name.split(' ').forEach(w=>words.add(foldArabic(w)));
const list=[...words].filter(w=>[...w].length>=3 && !/\d/.test(w));
const q=(w:string,c?:string)=>{const p=`"${w}"`; return c?`{${c}} : (${p})`:p;};
const st=db.prepare('select rowid from trip_search where trip_search match ?').pluck();
const sx:any={}; for (const c of ['title','places','body']) sx[c]=db.prepare(`select rowid from s_${c} where s_${c} match ?`).pluck();
const oldT=[],newT=[];
for (let rep=0;rep<2;rep++) for (const w of list){
  let t0=performance.now(); const a=st.all(q(w)); const b=st.all(q(w,'title')); const c=st.all(q(w,'title places')); const o=performance.now()-t0;
  t0=performance.now(); const x=sx.title.all(q(w)); const y=sx.places.all(q(w)); const z=sx.body.all(q(w)); const n=performance.now()-t0;
  if (rep) { oldT.push([o,w,a.length]); newT.push([n,w,b.length,x.length]); }
  if (rep && b.length!==x.length) console.log('title mismatch',w,b.length,x.length);
}
const pct=(arr,p)=>{const s=arr.map(r=>r[0]).sort((a,b)=>a-b); return s[Math.floor(p*(s.length-1))].toFixed(1);};
for (const p of [.5,.75,.9,.95,.99,1]) console.log(p, 'old',pct(oldT,p),'new',pct(newT,p));
oldT.forEach((r,i)=>{ if(r[0]>8) console.log(r[1], r[2], r[0].toFixed(1), newT[i][0].toFixed(1)); });
