import { createDropoff, toFailure } from '@fcs/runtime/client';
import { dropoffCreateErrors } from '@fcs/shared/contract/dropoffs';
import { MSG } from '@fcs/shared/model/messages';
import { createBodyOf, type DropoffDraft } from '../../../lib/dropoff-draft';

export type CreateOutcome = { ok: true; message: string } | { ok: false; message: string; invalid?: boolean };

/** The field messages of a draft (spec 3 §5), keyed by field; {} when it can be sent. */
export function draftErrors(draft: DropoffDraft) {
  return dropoffCreateErrors(createBodyOf(draft));
}

/** POST /dropoffs when the draft is valid: the success text of spec 3 §8, or the server's message. */
export async function submitDraft(draft: DropoffDraft): Promise<CreateOutcome> {
  if (Object.keys(draftErrors(draft)).length > 0) return { ok: false, message: '', invalid: true };
  try {
    await createDropoff(createBodyOf(draft));
    return { ok: true, message: MSG.dropoffCreated };
  } catch (e) {
    return { ok: false, message: toFailure(e).message };
  }
}
