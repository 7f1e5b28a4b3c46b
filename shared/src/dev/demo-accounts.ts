/** The demo accounts a standalone page can sign in as (the api seeds them; README lists them). */
export const DEMO_PHONES = [
  { phone: '+15550100001', label: 'Alice Carter, customer' },
  { phone: '+15550100002', label: 'Ben Okafor, customer' },
  { phone: '+15550100004', label: 'Daniel Reyes, pickups and Collect (pku, col)' },
  { phone: '+15550100005', label: 'Emma Lindqvist, drop-offs (df)' },
  { phone: '+15550100006', label: 'Farid Haddad, customers, packages, invoices (cu, pkg, inv)' },
  { phone: '+15550100007', label: 'Grace Kim, reports and admin (rpt, admin)' },
  { phone: '+15550100009', label: 'Henry Walsh, super-admin (sa)' },
  { phone: '+15550100010', label: 'Oscar Diaz, driver: Collect only (col)' },
] as const;
