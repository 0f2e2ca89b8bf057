/** Each field named in `columns` (body field → table column) that the body holds, under its column. */
type Present<B, M extends { [F in keyof B]?: string }> = { [F in keyof M & keyof B as M[F] & string]?: Exclude<B[F], undefined> };

/**
 * The columns a partial update sets: each field present in the body under its column name
 * (fields absent from the body are left alone, fields not in `columns` are no columns).
 */
export function presentColumns<B extends object, const M extends { [F in keyof B]?: string }>(body: B, columns: M): Present<B, M> {
  const values: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(columns) as [keyof B, string][]) {
    if (body[field] !== undefined) values[column] = body[field];
  }
  return values as Present<B, M>;
}

/** A row for the wire: its created_at (timestamptz) as ISO text under createdAt, the other columns as they are. */
export function withCreatedAt<R extends { created_at: Date }>({ created_at, ...rest }: R): Omit<R, 'created_at'> & { createdAt: string } {
  return { ...rest, createdAt: new Date(created_at).toISOString() };
}
