// What a client built against the last release's OpenAPI document would meet in today's: the
// breaking differences. An operation or a response field marked `deprecated: true` in the released
// document may go; nothing else that a released client relies on may.
//   - an operation removed;
//   - a request that was valid no longer is: a parameter or body field made required or removed
//     from a closed object, a type, an enum, a length, a range or a pattern narrowed;
//   - an answer that gave a field no longer does, or gives it as another type.

type Schema = Record<string, unknown>;
export interface OpenApiDocument {
  paths?: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
}
interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: Schema;
  deprecated?: boolean;
}
interface Operation {
  deprecated?: boolean;
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, { content?: Record<string, { schema?: Schema }> }>;
}

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch']);

export function breakingChanges(released: OpenApiDocument, current: OpenApiDocument): string[] {
  const found: string[] = [];
  const resolve = (doc: OpenApiDocument, s: unknown): Schema | undefined => {
    let schema = s as Schema | undefined;
    for (let hops = 0; schema && typeof schema.$ref === 'string' && hops < 20; hops++) {
      schema = doc.components?.schemas?.[(schema.$ref as string).replace('#/components/schemas/', '')];
    }
    return schema;
  };
  const types = (s: Schema): Set<string> => {
    const t = s.type;
    const list = Array.isArray(t) ? (t as string[]) : typeof t === 'string' ? [t] : [];
    if (s.nullable === true) list.push('null');
    return new Set(list);
  };

  /** Every value `old` accepted, `now` accepts (a request's part). */
  /** The two schemas to compare, resolved, or null when either is missing or the pair was compared already (recursion). */
  const pair = (oldS: unknown, nowS: unknown, seen: Set<string>): [Schema, Schema] | null => {
    const old = resolve(released, oldS);
    const now = resolve(current, nowS);
    const key = `${JSON.stringify(oldS)}|${JSON.stringify(nowS)}`;
    if (!old || !now || seen.has(key)) return null;
    seen.add(key);
    return [old, now];
  };

  function accepts(where: string, oldS: unknown, nowS: unknown, seen: Set<string>): void {
    const both = pair(oldS, nowS, seen);
    if (!both) return;
    const [old, now] = both;
    const [ot, nt] = [types(old), types(now)];
    if (nt.size > 0 && [...ot].some((t) => !nt.has(t) && !(t === 'integer' && nt.has('number'))))
      found.push(`${where}: type narrowed from ${[...ot].join('|')} to ${[...nt].join('|')}`);
    if (Array.isArray(now.enum)) {
      const lost = Array.isArray(old.enum) ? (old.enum as unknown[]).filter((v) => !(now.enum as unknown[]).includes(v)) : ['any value'];
      if (lost.length) found.push(`${where}: no longer accepts ${lost.map((v) => JSON.stringify(v)).join(', ')}`);
    }
    for (const bound of ['maxLength', 'maximum', 'maxItems', 'maxProperties'] as const)
      if (
        typeof now[bound] === 'number' &&
        !((old[bound] as number | undefined) !== undefined && (old[bound] as number) <= (now[bound] as number))
      )
        found.push(`${where}: ${bound} narrowed to ${now[bound] as number}`);
    for (const bound of ['minLength', 'minimum', 'minItems', 'minProperties'] as const)
      if (typeof now[bound] === 'number' && (now[bound] as number) > ((old[bound] as number | undefined) ?? -Infinity))
        found.push(`${where}: ${bound} raised to ${now[bound] as number}`);
    for (const rule of ['pattern', 'format'] as const)
      if (now[rule] !== undefined && now[rule] !== old[rule]) found.push(`${where}: ${rule} ${JSON.stringify(now[rule])} added`);
    const oldProps = (old.properties ?? {}) as Record<string, unknown>;
    const nowProps = (now.properties ?? {}) as Record<string, unknown>;
    const oldRequired = new Set((old.required as string[] | undefined) ?? []);
    for (const name of (now.required as string[] | undefined) ?? [])
      if (!oldRequired.has(name)) found.push(`${where}.${name}: made required`);
    for (const [name, schema] of Object.entries(oldProps)) {
      if (name in nowProps) accepts(`${where}.${name}`, schema, nowProps[name], seen);
      else if (now.additionalProperties === false) found.push(`${where}.${name}: removed (the object is closed)`);
    }
    if (old.items && now.items) accepts(`${where}[]`, old.items, now.items, seen);
  }

  /** Every field `old` answered, `now` answers, as the same type (a response's part). */
  function gives(where: string, oldS: unknown, nowS: unknown, seen: Set<string>): void {
    const both = pair(oldS, nowS, seen);
    if (!both) return;
    const [old, now] = both;
    const [ot, nt] = [types(old), types(now)];
    if (ot.size > 0 && [...nt].some((t) => !ot.has(t) && !(t === 'integer' && ot.has('number'))))
      found.push(`${where}: answered as ${[...nt].join('|')}, was ${[...ot].join('|')}`);
    const oldProps = (old.properties ?? {}) as Record<string, Schema>;
    const nowProps = (now.properties ?? {}) as Record<string, unknown>;
    for (const [name, schema] of Object.entries(oldProps)) {
      if (name in nowProps) gives(`${where}.${name}`, schema, nowProps[name], seen);
      else if (resolve(released, schema)?.deprecated !== true) found.push(`${where}.${name}: removed from the answer`);
    }
    if (old.items && now.items) gives(`${where}[]`, old.items, now.items, seen);
  }

  for (const [path, ops] of Object.entries(released.paths ?? {})) {
    for (const [method, op] of Object.entries(ops)) {
      if (!METHODS.has(method)) continue;
      const name = `${method.toUpperCase()} ${path}`;
      const now = current.paths?.[path]?.[method];
      if (!now) {
        if (!op.deprecated) found.push(`${name}: removed (mark it deprecated in a release first)`);
        continue;
      }
      const seen = new Set<string>();
      const param = (o: Operation, p: Parameter) => o.parameters?.find((q) => q.name === p.name && q.in === p.in);
      for (const p of now.parameters ?? []) {
        const before = param(op, p);
        if (p.required && !before?.required) found.push(`${name} ${p.in} ${p.name}: made required`);
        if (before) accepts(`${name} ${p.in} ${p.name}`, before.schema, p.schema, seen);
      }
      const oldBody = op.requestBody?.content?.['application/json']?.schema;
      const nowBody = now.requestBody?.content?.['application/json']?.schema;
      if (now.requestBody?.required && !op.requestBody?.required) found.push(`${name} body: made required`);
      if (oldBody && nowBody) accepts(`${name} body`, oldBody, nowBody, seen);
      for (const [status, answer] of Object.entries(op.responses ?? {})) {
        if (!status.startsWith('2')) continue;
        const oldAnswer = answer.content?.['application/json']?.schema;
        const nowAnswer = now.responses?.[status]?.content?.['application/json']?.schema;
        if (oldAnswer && nowAnswer) gives(`${name} ${status}`, oldAnswer, nowAnswer, seen);
      }
    }
  }
  return found;
}
