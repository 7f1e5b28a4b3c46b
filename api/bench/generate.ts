import type { Db } from '../src/db/db';

/** The size of the data set of issue 9: the figures every list must hold at. */
export const BENCH_SIZE = {
  customers: 10_000,
  packages: 1_000_060,
  /** The busiest customer's own packages. */
  busiest: 20_000,
  invoices: 100_000,
  pickups: 100_000,
  dropoffs: 100_000,
};

/** The staff member and the busiest customer whose tokens the bench presents. */
export const BENCH_STAFF_PHONE = '+15559000000';
export const BENCH_BUSIEST_PHONE = '+15550000001';

/**
 * A million packages in one pass of SQL (generate_series), two years of dates, a realistic spread:
 * customers skewed (a few send a lot), most packages delivered, a sender on a third of them, about
 * 3.9 history rows per package. The history trigger is off while loading: received_date is written
 * with the rows, as the trigger would have.
 */
export async function generate(db: Db, log: (line: string) => void): Promise<void> {
  const n = BENCH_SIZE;
  const step = async (what: string, sql: string) => {
    const t = Date.now();
    await db.exec(sql);
    log(`  ${what}: ${((Date.now() - t) / 1000).toFixed(1)} s`);
  };
  await step(
    'empty tables',
    `TRUNCATE package_status_history, invoice_lines, invoices, packages, pickups, dropoffs, delivery_addresses, notification_outbox, users RESTART IDENTITY CASCADE`,
  );
  await step(
    `${n.customers} customers and a staff member`,
    `INSERT INTO users (auth_uid, user_name, phone_number, email, status, is_employee, privileges)
     SELECT 'bench-' || i, 'Customer ' || i, '+1555' || lpad(i::text, 7, '0'), 'customer' || i || '@example.com', 'joined', false, '{}'
       FROM generate_series(1, ${n.customers}) i;
     INSERT INTO users (auth_uid, user_name, phone_number, status, is_employee, privileges)
     VALUES ('bench-staff', 'Bench Staff', '${BENCH_STAFF_PHONE}', 'joined', true, '{pkg,pku,df,inv,cu,rpt}');
     DROP TABLE IF EXISTS bench_customers;
     CREATE UNLOGGED TABLE bench_customers AS SELECT row_number() OVER (ORDER BY fcs_id) AS n, id FROM users WHERE NOT is_employee;
     CREATE INDEX ON bench_customers (n);
     ANALYZE bench_customers;`,
  );
  await step(
    `${n.packages} packages`,
    `ALTER TABLE package_status_history DISABLE TRIGGER package_status_history_received_date;
     INSERT INTO packages (tracking_id, status, user_id, sender_id, received_date, created_date, updated_date)
     SELECT 'FCS' || lpad(g.i::text, 9, '0'),
            CASE WHEN g.r < 0.9 THEN 'delivered' WHEN g.r < 0.94 THEN 'packed' WHEN g.r < 0.97 THEN 'processed' ELSE 'received' END,
            c.id, sc.id, g.d, g.d, g.d + interval '3 days' * (1 + g.r)
       FROM (SELECT i, random() AS r, now() - interval '730 days' * random() AS d,
                    CASE WHEN i <= ${n.busiest} THEN 1 ELSE 2 + floor(${n.customers - 1} * power(random(), 2))::int END AS k,
                    CASE WHEN random() < 0.33 THEN 2 + floor(${n.customers - 1} * random())::int END AS sk
               FROM generate_series(1, ${n.packages}) i) g
       JOIN bench_customers c ON c.n = g.k
       LEFT JOIN bench_customers sc ON sc.n = g.sk;`,
  );
  await step(
    'status history',
    `INSERT INTO package_status_history (package_id, status, date)
     SELECT p.id, s.status, p.received_date + interval '1 day' * s.k
       FROM packages p
       CROSS JOIN LATERAL (VALUES (0, 'received'), (1, 'processed'), (2, 'packed'), (3, 'delivered')) s(k, status)
      WHERE s.k <= array_position(ARRAY['received', 'processed', 'packed', 'delivered'], p.status) - 1;
     INSERT INTO package_status_history (package_id, status, date)
     SELECT id, 'processed', received_date + interval '12 hours' FROM packages WHERE status = 'delivered' AND random() < 0.45;
     ALTER TABLE package_status_history ENABLE TRIGGER package_status_history_received_date;`,
  );
  await step(
    `${n.invoices} invoices`,
    `INSERT INTO invoices (invoice_date, amount, status, user_id)
     SELECT now() - interval '730 days' * random(), round((random() * 300)::numeric, 2),
            (ARRAY['unpaid', 'paid', 'paid', 'paid', 'canceled'])[1 + floor(random() * 5)::int], c.id
       FROM (SELECT i, 1 + floor(${n.customers} * power(random(), 2))::int AS k FROM generate_series(1, ${n.invoices}) i) g
       JOIN bench_customers c ON c.n = g.k;`,
  );
  await step(
    `${n.pickups} pickups`,
    `INSERT INTO pickups (status, pickup_date, pickup_time_from, pickup_time_to, customer_id, created_date, updated_date)
     SELECT (ARRAY['requested', 'confirmed', 'rescheduled', 'completed', 'completed', 'canceled'])[1 + floor(random() * 6)::int],
            to_char(g.d, 'YYYYMMDD'), '09:00', '12:00', c.id, g.d, g.d
       FROM (SELECT i, now() - interval '730 days' * random() AS d, 1 + floor(${n.customers} * power(random(), 2))::int AS k
               FROM generate_series(1, ${n.pickups}) i) g
       JOIN bench_customers c ON c.n = g.k;`,
  );
  await step(
    `${n.dropoffs} drop-offs`,
    `INSERT INTO dropoffs (status, customer_id, customer_name, created_date, updated_date)
     SELECT (ARRAY['received', 'completed', 'completed', 'canceled'])[1 + floor(random() * 4)::int], c.id, 'Customer ' || c.n, d, d
       FROM (SELECT i, now() - interval '730 days' * random() AS d, 1 + floor(${n.customers} * power(random(), 2))::int AS k
               FROM generate_series(1, ${n.dropoffs}) i) g
       JOIN bench_customers c ON c.n = g.k;
     DROP TABLE bench_customers;`,
  );
  await step('analyze', 'VACUUM ANALYZE');
}
