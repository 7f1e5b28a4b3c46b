import { z } from 'zod';
import { MAX_QUERY_LIMIT } from './constants';

/** The report service's query language (spec 1 §7): filters {field, compare, value} or {or_group, filters}. */
export const COMPARES = ['=', '==', 'like', 'LIKE', 'in', 'IN', '>=', '<=', '>', '<', 'blank', 'not blank'] as const;
export type Compare = (typeof COMPARES)[number];

export interface FieldFilter {
  field: string;
  compare: Compare;
  value?: unknown;
}
export interface OrGroup {
  or_group: string;
  filters: Filter[];
}
export type Filter = FieldFilter | OrGroup;

export const fieldFilterSchema = z.object({
  field: z.string().min(1),
  compare: z.enum(COMPARES),
  value: z.unknown().optional(),
});
export const filterSchema: z.ZodType<Filter> = z.lazy(() =>
  z.union([fieldFilterSchema, z.object({ or_group: z.string(), filters: z.array(filterSchema).max(50) })]),
);

export const sortSchema = z.string().regex(/^\s*\w+(\s+(asc|desc|ASC|DESC))?\s*$/, 'A sort is "field asc" or "field desc"');

export const reportQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_QUERY_LIMIT).default(10),
  offset: z.coerce.number().int().min(0).default(0),
  sorts: z.array(sortSchema).max(5).default([]),
  filters: z.array(filterSchema).max(50).default([]),
});
export type ReportQuery = z.input<typeof reportQuerySchema>;

export type FieldType = 'string' | 'int' | 'float' | 'bool' | 'date' | 'object';

/** Whitelisted tables and fields of the report service. Only these may be read, filtered or sorted. */
export const REPORT_TABLES = {
  packages: {
    fields: {
      id: 'string',
      tracking_id: 'string',
      status: 'string',
      remark: 'string',
      received_date: 'date',
      updated_date: 'date',
      user_id: 'string',
      sender_id: 'string',
      fcs_id: 'string',
      sender_fcs_id: 'string',
      user_name: 'string',
      sender_name: 'string',
      photo_urls: 'object',
    },
    defaultSort: 'received_date desc',
  },
  dropoffs: {
    fields: {
      id: 'string',
      dropoff_number: 'string',
      status: 'string',
      created_date: 'date',
      updated_date: 'date',
      customer_id: 'string',
      customer_name: 'string',
      customer_phone_number: 'string',
      customer_fcs_id: 'string',
      receiving_staff_id: 'string',
      receiving_staff_name: 'string',
      customer_remark: 'string',
      remark: 'string',
      photo_urls: 'object',
    },
    defaultSort: 'updated_date desc',
  },
  pickups: {
    fields: {
      id: 'string',
      pickup_number: 'string',
      status: 'string',
      zone_id: 'string',
      zone_name: 'string',
      pickup_date: 'date',
      pickup_time_from: 'string',
      pickup_time_to: 'string',
      customer_id: 'string',
      customer_fcs_id: 'string',
      customer_name: 'string',
      customer_phone_number: 'string',
      pickup_staff_id: 'string',
      pickup_staff_name: 'string',
      customer_remark: 'string',
      remark: 'string',
      created_date: 'date',
      updated_date: 'date',
      pickup_address: 'object',
      photo_urls: 'object',
    },
    defaultSort: 'updated_date desc',
  },
  invoices: {
    fields: {
      id: 'string',
      invoice_number: 'string',
      invoice_date: 'date',
      amount: 'float',
      status: 'string',
      user_id: 'string',
      fcs_id: 'string',
      user_name: 'string',
      updated_date: 'date',
    },
    defaultSort: 'invoice_date desc',
  },
} as const satisfies Record<string, { fields: Record<string, FieldType>; defaultSort: string }>;
export type ReportTable = keyof typeof REPORT_TABLES;

export function parseSort(sort: string): { field: string; direction: 'asc' | 'desc' } {
  const [field, dir] = sort.trim().split(/\s+/);
  return { field: field ?? '', direction: dir?.toLowerCase() === 'desc' ? 'desc' : 'asc' };
}
