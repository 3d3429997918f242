/** The error contract of every module: codes and their one table, thrown domain errors, returned error results. */
export * from "./error-code.js";
export * from "./domain-errors.js";
export * from "./error-result.js";
export * from "./answer.js";
export * from "./unavailable.js";
