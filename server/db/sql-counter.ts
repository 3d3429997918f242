/**
 * Process-wide count of SQL statements sent through TypeORM. Tests read it around one
 * request to prove that statement counts do not grow with page size.
 */
export const sqlCounter = { count: 0 };
