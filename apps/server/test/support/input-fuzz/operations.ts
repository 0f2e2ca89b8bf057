/**
 * The operations of /api/openapi.json, with every `$ref` resolved, in the shape the input fuzz
 * test generates requests from. Only what the generator needs is typed.
 */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  maxLength?: number;
  pattern?: string;
  maxItems?: number;
  description?: string;
  $ref?: string;
};

export type Param = { in: 'path' | 'query' | 'header'; name: string; required: boolean; schema: JsonSchema };

export type Operation = {
  method: string;
  /** OpenAPI path, e.g. /api/Entitet/{id} */
  path: string;
  /** The route as Fastify registered it, e.g. `PUT /api/Entitet/:id` (the access-matrix policy key). */
  routeKey: string;
  params: Param[];
  /** The JSON body's schema, when the operation takes one. */
  body?: JsonSchema;
  /** The statuses the document lists for the operation's answers. */
  statuses: string[];
};

type OpenApiDoc = {
  paths: Record<string, Record<string, { parameters?: (Param & { schema: JsonSchema })[]; requestBody?: { content?: Record<string, { schema: JsonSchema }> }; responses?: Record<string, unknown> }>>;
  components?: { schemas?: Record<string, JsonSchema> };
};

export function readOperations(doc: OpenApiDoc): Operation[] {
  const schemas = doc.components?.schemas ?? {};
  const resolve = (schema: JsonSchema, depth = 0): JsonSchema => {
    if (depth > 20) throw new Error('schema nests too deep (a cycle?)');
    if (schema.$ref) {
      const target = schemas[schema.$ref.replace('#/components/schemas/', '')];
      if (!target) throw new Error(`unresolved ${schema.$ref}`);
      return resolve(target, depth + 1);
    }
    const out: JsonSchema = { ...schema };
    if (schema.properties) out.properties = Object.fromEntries(Object.entries(schema.properties).map(([k, v]) => [k, resolve(v, depth + 1)]));
    if (schema.items) out.items = resolve(schema.items, depth + 1);
    for (const key of ['anyOf', 'oneOf', 'allOf'] as const) if (schema[key]) out[key] = schema[key]!.map((s) => resolve(s, depth + 1));
    return out;
  };

  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const json = op.requestBody?.content?.['application/json']?.schema;
      operations.push({
        method: method.toUpperCase(),
        path,
        routeKey: `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`,
        params: (op.parameters ?? []).map((p) => ({ in: p.in, name: p.name, required: Boolean(p.required), schema: resolve(p.schema) })),
        ...(json ? { body: resolve(json) } : {}),
        statuses: Object.keys(op.responses ?? {}),
      });
    }
  }
  return operations;
}

/** The schema without its `null` alternative (zod's nullable/nullish), or the schema itself. */
export function nonNull(schema: JsonSchema): JsonSchema {
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (!alternatives) return schema;
  const rest = alternatives.filter((s) => s.type !== 'null');
  return rest.length === 1 ? nonNull(rest[0]!) : schema;
}

export type Kind = 'string' | 'integer' | 'number' | 'boolean' | 'array' | 'object' | 'enum' | 'other';

export function kindOf(schema: JsonSchema): Kind {
  const s = nonNull(schema);
  if (s.enum || s.const !== undefined) return 'enum';
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  if (type === 'string' || type === 'integer' || type === 'number' || type === 'boolean' || type === 'array' || type === 'object') return type;
  if (s.properties) return 'object';
  return 'other';
}

/**
 * Every text value a request may carry, as `where: maxLength` (undefined when none is
 * documented): path, query and header parameters and body fields, nested ones included.
 */
export function textValues(op: Operation): { where: string; maxLength: number | undefined }[] {
  const out: { where: string; maxLength: number | undefined }[] = [];
  const walk = (schema: JsonSchema, where: string) => {
    const s = nonNull(schema);
    const kind = kindOf(s);
    if (kind === 'string') out.push({ where, maxLength: s.maxLength });
    if (kind === 'array' && s.items) walk(s.items, `${where}[]`);
    if (kind === 'object') for (const [k, v] of Object.entries(s.properties ?? {})) walk(v, `${where}.${k}`);
    for (const alt of s.anyOf ?? s.oneOf ?? []) if (alt.type !== 'null') walk(alt, where);
  };
  for (const p of op.params) walk(p.schema, `${p.in}.${p.name}`);
  if (op.body) walk(op.body, 'body');
  return out;
}
