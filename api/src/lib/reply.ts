import { errorEnvelopeSchema } from '@fcs/shared/contract';

/** The success envelope. */
export const ok = <T>(data: T, message = 'Ok') => ({ status: 'Ok' as const, message, data });

/** Failure answers every guarded route may give, for the OpenAPI document and the serializer. */
export const ERROR_RESPONSES = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
} as const;
