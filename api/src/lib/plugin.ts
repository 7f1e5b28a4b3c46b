import type { FastifyInstance, FastifyPluginAsync } from 'fastify';

/**
 * A plugin whose decorators and hooks apply to the whole app rather than to its own scope: what
 * fastify-plugin does, without the dependency.
 */
export function appPlugin<O extends Record<string, unknown>>(
  name: string,
  fn: (app: FastifyInstance, opts: O) => Promise<void>,
): FastifyPluginAsync<O> {
  const plugin = fn as FastifyPluginAsync<O> & Record<symbol, unknown>;
  plugin[Symbol.for('skip-override')] = true;
  plugin[Symbol.for('fastify.display-name')] = name;
  return plugin;
}
