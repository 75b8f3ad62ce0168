import path from 'node:path';
import Database from 'better-sqlite3';

// This run's SQLite database (the server's, under E2E_DATA_DIR), for the few set-ups that stand for
// time passing, which a browser test cannot wait out: a trip ending, a payment hold running out.

export function inRunDatabase<T>(fn: (db: Database.Database) => T): T {
  const db = new Database(path.join(process.env.E2E_DATA_DIR!, 'rihla.sqlite'));
  try {
    db.pragma('busy_timeout = 10000');
    return fn(db);
  } finally {
    db.close();
  }
}

/** The booking as the completion job leaves it once its trip has ended: only then may it be rated. */
export function endTrip(bookingId: number): void {
  inRunDatabase((db) => db.prepare("update bookings set status = 'completed' where id = ?").run(bookingId));
}
