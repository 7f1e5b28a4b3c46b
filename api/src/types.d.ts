import type { Config } from './config';
import type { Db } from './db/db';
import type { PhotoStore } from './files/photo-store';
import type { Identity } from './identity/identity';
import type { ApiPrincipal } from './plugins/auth';
import type { Repositories } from './plugins/repositories';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    repos: Repositories;
    identity: Identity;
    /** Where photos are stored and how their URLs are made (files/photo-store.ts). */
    photos: PhotoStore;
    /** Set on SIGTERM: the readiness probe answers 503 and answers ask to close their connection. */
    lifecycle: { draining: boolean };
    /** Counts a throttle's refusal (metrics). */
    throttleRefused(route: string): void;
  }
  interface FastifyRequest {
    principal: ApiPrincipal;
  }
  interface FastifyContextConfig {
    /** No Project-ID or token needed (health, docs, files). */
    public?: boolean;
    /** The call does not send Project-ID (spec 2 §7: GET /pickup_info/{id}); a wrong one is still refused. */
    noProjectId?: boolean;
    /**
     * The route keeps its own transactions: it answers before its work ends (an import's stream of
     * progress), or reads a long body before its one write (an upload). No transaction of the call
     * (plugins/idempotency), and no Idempotency-Key: the same import twice changes nothing, and a
     * repeated upload stores a copy that nothing refers to.
     */
    ownTransaction?: boolean;
  }
}
