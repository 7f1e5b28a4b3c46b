import { AUDIT_ENTRY, type AuditEntry } from '@fcs/shared/contract';
import { toEntity } from '../lib/entity-row';

/** An audit_log row as the report service answers it. */
export const toAuditEntry = (row: Record<string, unknown>): AuditEntry => toEntity(AUDIT_ENTRY, row, '');
