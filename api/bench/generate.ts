import type { Db } from '../src/db/db';

/** The size of the data set of issue 9: the figures every list must hold at. */
export const BENCH_SIZE = {
  /** Users (issue 13: a hundred thousand), all customers but the bench staff and the desk. */
  customers: 100_000,
  /** Drop-off desk staff, the drop-offs' "received by". */
  desk: 10,
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
    // The FCS ID given: its default pads to five digits, and lpad cuts the 100,000th one to a duplicate.
    `INSERT INTO users (auth_uid, fcs_id, user_name, phone_number, email, status, is_employee, privileges)
     SELECT 'bench-' || i, 'FCS' || lpad(i::text, 6, '0'), 'Customer ' || i, '+1555' || lpad(i::text, 7, '0'), 'customer' || i || '@example.com', 'joined', false, '{}'
       FROM generate_series(1, ${n.customers}) i;
     INSERT INTO users (auth_uid, user_name, phone_number, status, is_employee, privileges)
     VALUES ('bench-staff', 'Bench Staff', '${BENCH_STAFF_PHONE}', 'joined', true, '{pkg,pku,df,inv,cu,rpt}');
     INSERT INTO users (auth_uid, user_name, phone_number, status, is_employee, privileges)
     SELECT 'bench-desk-' || i, 'Desk ' || i, '+1556' || lpad(i::text, 7, '0'), 'joined', true, '{df}' FROM generate_series(1, ${n.desk}) i;
     UPDATE users SET status = (ARRAY['invited', 'signup', 'requested', 'disabled'])[1 + (hashtext(id::text) & 3)],
                      updated_date = now() - interval '730 days' * random()
      WHERE NOT is_employee AND phone_number <> '${BENCH_BUSIEST_PHONE}' AND random() < 0.1;
     DROP TABLE IF EXISTS bench_customers;
     CREATE UNLOGGED TABLE bench_customers AS SELECT row_number() OVER (ORDER BY fcs_id) AS n, id FROM users WHERE NOT is_employee;
     CREATE INDEX ON bench_customers (n);
     ANALYZE bench_customers;`,
  );
  await step(
    `${n.packages} packages`,
    `ALTER TABLE package_status_history DISABLE TRIGGER package_status_history_received_insert;
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
     ALTER TABLE package_status_history ENABLE TRIGGER package_status_history_received_insert;`,
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
    `DROP TABLE IF EXISTS bench_desk;
     CREATE UNLOGGED TABLE bench_desk AS SELECT row_number() OVER (ORDER BY user_name) AS n, id, user_name FROM users WHERE privileges = '{df}';
     INSERT INTO dropoffs (status, customer_id, customer_name, customer_fcs_id, customer_phone_number, receiving_staff_id, receiving_staff_name, created_date, updated_date)
     SELECT (ARRAY['received', 'completed', 'completed', 'canceled'])[1 + floor(random() * 4)::int], c.id, 'Customer ' || c.n,
            u.fcs_id, u.phone_number, s.id, s.user_name, d, d
       FROM (SELECT i, now() - interval '730 days' * random() AS d, 1 + floor(${n.customers} * power(random(), 2))::int AS k,
                    1 + floor(${n.desk} * random())::int AS sk
               FROM generate_series(1, ${n.dropoffs}) i) g
       JOIN bench_customers c ON c.n = g.k
       JOIN users u ON u.id = c.id
       JOIN bench_desk s ON s.n = g.sk;
     DROP TABLE bench_desk;
     DROP TABLE bench_customers;`,
  );
  await step('analyze', 'VACUUM ANALYZE');
}
