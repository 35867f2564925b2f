import { it } from 'vitest';
import Dexie from 'dexie';
import { getBackendDb, resetBackendDb } from '../../mocks/db';
import { ensureSeeded } from '../../mocks/seed';
import { loadGeneratedProducts } from '../../mocks/fixtures/generateProducts';

async function time(label: string, fn: () => Promise<unknown>, runs = 5) {
  const t: number[] = [];
  let r: unknown;
  for (let i = 0; i < runs; i++) { const s = performance.now(); r = await fn(); t.push(performance.now() - s); }
  t.sort((a, b) => a - b);
  const desc = Array.isArray(r) ? `len ${r.length}` : JSON.stringify(r)?.slice(0, 40);
  console.info(label.padEnd(50), 'median', t[Math.floor(runs / 2)].toFixed(2), 'min', t[0].toFixed(2), 'max', t[runs - 1].toFixed(2), desc);
}

it('measures', async () => {
  await resetBackendDb();
  const db = getBackendDb();
  await ensureSeeded(db);
  let s = performance.now();
  await loadGeneratedProducts(db, 50000);
  console.info('load', performance.now() - s);
  const cat = 'drones';
  const priceRange = () => db.products.where('[category+price]').between([cat, -Infinity], [cat, 300], true, true);
  const nameRange = () => db.products.where('[category+nameKey]').between([cat, Dexie.minKey], [cat, Dexie.maxKey], true, true);
  await time('count price range', () => priceRange().count());
  await time('count whole cat price', () => db.products.where('[category+price]').between([cat, -Infinity], [cat, Infinity], true, true).count());
  await time('count table', () => db.products.count());
  await time('count category index', () => db.products.where('category').equals(cat).count());
  await time('page1 price range', () => priceRange().limit(8).toArray());
  await time('offset 1000 price range', () => priceRange().offset(1000).limit(8).toArray());
  await time('offset 5000 name range', () => nameRange().offset(5000).limit(8).toArray());
  await time('offset 20000 name range', () => nameRange().offset(20000).limit(8).toArray());
  await time('last price', () => db.products.where('[category+price]').between([cat, -Infinity], [cat, Infinity], true, true).last());
  await time('last price all', () => db.products.orderBy('price').last());
  await time('keys name range', () => nameRange().primaryKeys());
  await time('keys price range', () => priceRange().primaryKeys());
  await time('toArray price range', () => priceRange().toArray());
  await time('toArray name range', () => nameRange().toArray());
  await time('filter walk name 8', () => nameRange().filter((p) => p.price <= 300).limit(8).toArray());
  await time('filter walk name off 1000', () => nameRange().filter((p) => p.price <= 300).offset(1000).limit(8).toArray());
  await time('filter full', () => nameRange().filter((p) => p.description.toLowerCase().includes('zzz')).toArray());
  await time('orderBy price off 20000', () => db.products.orderBy('price').offset(20000).limit(8).toArray());
  await time('raw idb getAll name range', () => new Promise((res) => {
    const tx = db.backendDB().transaction('products');
    const req = tx.objectStore('products').index('[category+nameKey]').getAll(IDBKeyRange.bound([cat, ''], [cat, '\uffff']));
    req.onsuccess = () => res(req.result);
  }));
  await time('raw idb getAllKeys name range', () => new Promise((res) => {
    const tx = db.backendDB().transaction('products');
    const req = tx.objectStore('products').index('[category+nameKey]').getAllKeys(IDBKeyRange.bound([cat, ''], [cat, '\uffff']));
    req.onsuccess = () => res(req.result);
  }));
}, 600000);
